import type { Prop } from './draw';
import {
  type Anchor,
  type AnchorPoint,
  BODY,
  blend,
  dir,
  type Limb,
  type Point,
  type Pose,
  skeleton,
  type View,
} from './rig';

/**
 * Movement-pattern templates (issue 30): each builds the key frames, tempo and props of a family of
 * movements from a few parameters, so an exercise's demonstration (exercises.ts) is one short entry.
 * Side-view angles are written as absolute directions (degrees clockwise from up, see rig.ts) and turned
 * into joint angles here, which keeps a planted foot flat and a hanging arm plumb without arithmetic in
 * every entry.
 */

/** How the body is supported: the tests check seated work never stands and standing work keeps a foot down. */
export type Stance =
  | 'standing'
  | 'seated'
  | 'lying'
  | 'kneeling'
  | 'hanging'
  | 'quadruped'
  | 'plank'
  | 'water';

/** lower and lift: the two halves of a repetition; hold: stay still; move: a cyclic step (walking, cycling). */
export type PhaseKind = 'lower' | 'lift' | 'hold' | 'move';
export type Phase = { to: number; seconds: number; kind: PhaseKind };

export type Demonstration = {
  template: Template;
  view: View;
  stance: Stance;
  frames: Pose[];
  /** From frames[0], each phase moves to frames[to]; the last one returns to frames[0]. */
  phases: Phase[];
  props: Prop[];
  /** Done one side at a time: the loop shows the other side on every second cycle. */
  oneSided: boolean;
  /** Both feet leave the ground on purpose. */
  jumps: boolean;
  /** Heights a standing foot may rest on: the floor, and a box or step when there is one. */
  supports: number[];
};

export type Template =
  | 'squat'
  | 'hinge'
  /** Standing hip extension: kickbacks. */
  | 'hip-extension'
  | 'lunge'
  | 'step-up'
  | 'calf'
  | 'bridge'
  | 'horizontal-push'
  | 'vertical-push'
  | 'horizontal-pull'
  | 'vertical-pull'
  | 'arms'
  | 'carry'
  | 'plank'
  | 'trunk'
  | 'rotation'
  | 'jump'
  | 'gait'
  | 'stretch'
  | 'seated'
  | 'lying'
  | 'quadruped'
  | 'hang';

/** A segment's direction and the next one's (absolute degrees), with the foot's own direction for legs. */
export type Seg = readonly [number, number] | readonly [number, number, number];
export type ArmHold =
  | 'sides'
  | 'forward'
  | 'goblet'
  | 'front-rack'
  | 'back'
  | 'hips'
  | 'chest'
  | 'overhead'
  | 'guard'
  | 'shoulders';

/** Where the hands go for each way of holding (upper arm and forearm directions in the chest's frame, degrees). */
const HOLDS: Record<ArmHold, readonly [number, number]> = {
  sides: [180, 180],
  forward: [90, 90],
  goblet: [160, 15],
  'front-rack': [95, 335],
  back: [240, 95],
  hips: [215, 120],
  chest: [165, 30],
  overhead: [0, 0],
  guard: [150, 25],
  shoulders: [175, 25],
};

export type Spec = {
  trunk?: number;
  spine?: number;
  neck?: number;
  legs?: Seg;
  nearLeg?: Seg;
  farLeg?: Seg;
  /** Arm directions relative to upright (a hold follows the chest as it leans). */
  arms?: ArmHold | Seg;
  nearArm?: ArmHold | Seg;
  farArm?: ArmHold | Seg;
  /** Joint angles written directly (front view, or to adjust one joint). */
  both?: Partial<Limb>;
  near?: Partial<Limb>;
  far?: Partial<Limb>;
  anchor?: Anchor;
  shorten?: Pose['shorten'];
};

export const FLOOR: Anchor = { point: 'nearHeel', at: [0, 0] };
export const TOES: Anchor = { point: 'nearToe', at: [0.16, 0] };
/** Hip height of someone sitting on a chair seat (0.43 m) with the feet flat: the chair in scene.ts. */
export const SEAT_HIP = 0.49;
export const SEAT: Anchor = { point: 'hip', at: [0, SEAT_HIP] };

const ZERO: Limb = { hip: 0, knee: 0, ankle: 0, shoulder: 0, elbow: 0 };

/**
 * An angle brought into from..from+360, so absolute directions written either way round give the same joint
 * angle (joints bend from a little below 0 to well past 90: -90 keeps overhead arms at 180, not -180).
 */
const turn = (degrees: number, from = -90) => ((((degrees - from) % 360) + 360) % 360) + from;

function legAngles(trunk: number, seg: Seg): Partial<Limb> {
  const [thigh, shin, foot = 90] = seg;
  return { hip: turn(trunk + 180 - thigh), knee: turn(shin - thigh), ankle: turn(shin - 90 - foot, -180) };
}

function armAngles(chest: number, arm: ArmHold | Seg): Partial<Limb> {
  const [upper, fore] = typeof arm === 'string' ? [HOLDS[arm][0] + chest, HOLDS[arm][1] + chest] : arm;
  return { shoulder: turn(chest + 180 - upper), elbow: turn(upper - fore) };
}

/** A pose from a spec: standing upright with the arms at the sides, unless the spec says otherwise. */
export function pose(spec: Spec): Pose {
  const trunk = spec.trunk ?? 0;
  const chest = trunk + (spec.spine ?? 0);
  const side = (
    leg: Seg | undefined,
    arm: ArmHold | Seg | undefined,
    own: Partial<Limb> | undefined,
  ): Limb => ({
    ...ZERO,
    ...legAngles(trunk, leg ?? spec.legs ?? [180, 180, 90]),
    ...armAngles(chest, arm ?? spec.arms ?? 'sides'),
    ...spec.both,
    ...own,
  });
  return {
    trunk,
    spine: spec.spine ?? 0,
    neck: spec.neck ?? 0,
    near: side(spec.nearLeg, spec.nearArm, spec.near),
    far: side(spec.farLeg, spec.farArm, spec.far),
    anchor: spec.anchor ?? FLOOR,
    ...(spec.shorten ? { shorten: spec.shorten } : {}),
  };
}

/**
 * The trunk angle (within lo..hi) that puts a second contact point at height y, the first being pinned by
 * the anchor: a plank's toes on the floor with the hands planted, a push-up's body pivoting on the toes.
 */
export function fitAngle(
  make: (trunk: number) => Pose,
  point: AnchorPoint,
  y: number,
  lo: number,
  hi: number,
  view: View = 'side',
): Pose {
  const heightAt = (trunk: number) => {
    const body = skeleton(make(trunk), view);
    const limb = point.startsWith('near') ? body.near : body.far;
    const key = point.replace(/^(near|far)/, '').toLowerCase() as 'heel' | 'toe' | 'knee' | 'hand' | 'elbow';
    if (point === 'hip' || point === 'neck' || point === 'head') return body[point][1];
    return limb[key][1];
  };
  let [a, b] = [lo, hi];
  const rising = heightAt(b) > heightAt(a);
  for (let i = 0; i < 40; i++) {
    const mid = (a + b) / 2;
    if (heightAt(mid) > y === rising) b = mid;
    else a = mid;
  }
  return make((a + b) / 2);
}

export const reps = (first: 'lower' | 'lift', out = 2, back = 1.5): Phase[] => [
  { to: 1, seconds: out, kind: first },
  { to: 0, seconds: back, kind: first === 'lower' ? 'lift' : 'lower' },
];
/** A repetition that passes through several frames (a lunge step, a swing) and comes back. */
export const through = (count: number, seconds: number, kinds: PhaseKind[]): Phase[] =>
  Array.from({ length: count }, (_, index) => ({
    to: (index + 1) % count,
    seconds,
    kind: kinds[index % kinds.length] ?? 'move',
  }));
export const hold = (seconds = 3): Phase[] => [{ to: 0, seconds, kind: 'hold' }];

export type Options = {
  props?: Prop[];
  /** The body's support when the template's usual one does not fit (a stretch lying down, a swim). */
  stance?: Stance;
  oneSided?: boolean;
  supports?: number[];
  view?: View;
};

/** How far the lowest point of the body (feet, knees, hands, elbows, the back of the head) is below the floor. */
export function belowFloor(frame: Pose, view: View): number {
  const body = skeleton(frame, view);
  const lowest = Math.min(
    ...[body.near, body.far].flatMap((limb) => [
      limb.heel[1],
      limb.toe[1],
      limb.knee[1],
      limb.hand[1],
      limb.elbow[1],
    ]),
    body.head[1] - BODY.headRadius,
  );
  return Math.max(0, -lowest);
}

/**
 * A pose placed on the floor (authored angles shape the body; the floor has the last word): raised until
 * nothing goes through it, and, for standing work that does not jump, lowered or raised until the lowest
 * foot stands on it. Applied to key frames and to every pose in between (poseBetween).
 */
export function settle(frame: Pose, view: View, stance: Stance, grounded: boolean): Pose {
  if (stance === 'water') return frame;
  const body = skeleton(frame, view);
  const lowest = Math.min(
    ...[body.near, body.far].flatMap((limb) => [
      limb.heel[1],
      limb.toe[1],
      limb.knee[1],
      limb.hand[1],
      limb.elbow[1],
    ]),
    body.head[1] - BODY.headRadius,
  );
  const shift = grounded ? -lowest : Math.max(0, -lowest);
  if (Math.abs(shift) < 1e-6) return frame;
  return { ...frame, anchor: { ...frame.anchor, at: [frame.anchor.at[0], frame.anchor.at[1] + shift] } };
}

/** Whether a demonstration's feet are held to the floor in every pose: standing, not jumping, no step. */
export const footOnFloor = (demo: Pick<Demonstration, 'stance' | 'jumps' | 'supports'>) =>
  demo.stance === 'standing' && !demo.jumps && demo.supports.length === 1;

/** The pose a fraction t of the way from one key frame to another, on the floor. */
export function poseBetween(demo: Demonstration, from: number, to: number, t: number): Pose {
  const a = demo.frames[from] ?? demo.frames[0]!;
  const b = demo.frames[to] ?? a;
  return settle(blend(a, b, t, demo.view), demo.view, demo.stance, footOnFloor(demo));
}

export function demo(
  template: Template,
  stance: Stance,
  frames: Pose[],
  phases: Phase[],
  options: Options & { jumps?: boolean } = {},
): Demonstration {
  const view = options.view ?? 'side';
  const shown = {
    stance: options.stance ?? stance,
    jumps: options.jumps ?? false,
    supports: options.supports ?? [0],
  };
  return {
    template,
    view: options.view ?? 'side',
    stance: options.stance ?? stance,
    frames: frames.map((frame) => settle(frame, view, shown.stance, footOnFloor(shown))),
    phases,
    props: options.props ?? [],
    oneSided: options.oneSided ?? false,
    jumps: options.jumps ?? false,
    supports: options.supports ?? [0],
  };
}

/** The direction (degrees clockwise from up, rig.ts) from a to b. */
export const towards = (a: Point, b: Point) => (Math.atan2(b[0] - a[0], b[1] - a[1]) * 180) / Math.PI;

/**
 * Two segments from a root reaching a target (a leg to a pedal, an arm to a handle): the absolute
 * directions of both, the middle joint bending to the side `bend` says (+1 clockwise of the straight
 * line, -1 the other way). Out of reach, the limb points straight at the target.
 */
export function reach(
  root: Point,
  target: Point,
  first: number,
  second: number,
  bend: 1 | -1,
): [number, number] {
  const distance = Math.min(Math.hypot(target[0] - root[0], target[1] - root[1]), first + second - 1e-6);
  const straight = towards(root, target);
  const cosine = (first ** 2 + distance ** 2 - second ** 2) / (2 * first * distance);
  const alpha = (Math.acos(Math.max(-1, Math.min(1, cosine))) * 180) / Math.PI;
  const upper = straight + bend * alpha;
  const middle: Point = [root[0] + dir(upper)[0] * first, root[1] + dir(upper)[1] * first];
  return [upper, towards(middle, target)];
}

/** The length from the shoulder to the centre of the hand (rig.ts draws the hand 5 cm past the wrist). */
export const ARM_REACH = BODY.forearm + 0.05;

/**
 * A pose whose hands (or feet) are put on fixed points by bending the arms (or legs): the rest of the
 * spec shapes the body, `hands` and `feet` say where each near/far hand and ankle goes.
 */
export function placed(
  spec: Spec,
  at: { nearHand?: Point; farHand?: Point; nearAnkle?: Point; farAnkle?: Point },
  bend: { arms?: 1 | -1; legs?: 1 | -1 } = {},
): Pose {
  const body = skeleton(pose(spec), 'side');
  const next: Spec = { ...spec };
  if (at.nearHand)
    next.nearArm = reach(body.near.shoulder, at.nearHand, BODY.upperArm, ARM_REACH, bend.arms ?? 1);
  if (at.farHand)
    next.farArm = reach(body.far.shoulder, at.farHand, BODY.upperArm, ARM_REACH, bend.arms ?? 1);
  const foot = (seg: Seg | undefined) => seg?.[2];
  if (at.nearAnkle) {
    const [thigh, shin] = reach(body.near.hip, at.nearAnkle, BODY.thigh, BODY.shin, bend.legs ?? -1);
    next.nearLeg = [thigh, shin, foot(spec.nearLeg ?? spec.legs) ?? shin - 90];
  }
  if (at.farAnkle) {
    const [thigh, shin] = reach(body.far.hip, at.farAnkle, BODY.thigh, BODY.shin, bend.legs ?? -1);
    next.farLeg = [thigh, shin, foot(spec.farLeg ?? spec.legs) ?? shin - 90];
  }
  return pose(next);
}
