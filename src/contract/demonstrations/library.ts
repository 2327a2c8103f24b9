import { BIKE, type Held, type Pad, type Prop } from './draw';
import { type Anchor, BODY, blend, dir, type Point, type Pose, skeleton } from './rig';
import {
  type ArmHold,
  type Demonstration,
  demo,
  FLOOR,
  fitAngle,
  hold,
  type Options,
  type PhaseKind,
  placed,
  pose,
  reach,
  reps,
  SEAT,
  SEAT_HIP,
  type Seg,
  type Spec,
  type Stance,
  TOES,
  through,
  towards,
} from './templates';

/**
 * The movement-pattern library (issue 30): one function per family of movements, parameterised by props,
 * stance, grip, range and side. exercises.ts gives every catalogue exercise one call of these.
 */

// Scenery, in metres (the figure stands with its near heel at x = 0, or sits with its hip at x = 0).
export const CHAIR: Prop = { kind: 'chair', x: -0.04, facing: 1 };
export const WHEELCHAIR: Prop = { kind: 'wheelchair', x: -0.02 };
export const MAT: Prop = { kind: 'mat', x: -1, w: 2 };
export const db = (held: Held = 'hands'): Prop => ({ kind: 'dumbbell', held });
export const kb = (held: Held = 'hands'): Prop => ({ kind: 'kettlebell', held });
export const bar = (at: 'hands' | 'back' = 'hands'): Prop => ({ kind: 'barbell', at });
export const band = (from: [number, number] | 'feet', to: Held | 'knees' = 'hands'): Prop => ({
  kind: 'band',
  from,
  to,
});
export const cable = (x: number, pulley: number, to: Held | 'nearAnkle' = 'hands'): Prop => ({
  kind: 'cable',
  x,
  pulley,
  to,
});

const up = (spec: Spec): Pose => pose(spec);
/** From the line of the spine to the middle of a pad it lies on: half the trunk's drawn width and half the pad's. */
export const BACK_CONTACT = 0.11;
/** Seen from the front, a seated person's thighs point at the viewer. */
export const SITTING = { thigh: 0.2 } as const;

// ---------------------------------------------------------------- lower body

export type SquatOptions = Options & {
  depth?: 'deep' | 'parallel' | 'shallow';
  arms?: ArmHold | Seg;
  /** Arms at the top when they differ (a bodyweight squat reaches forward only going down). */
  topArms?: ArmHold | Seg;
  stance?: Stance;
};

const SQUAT_DEPTH = { deep: [38, [80, 208]], parallel: [33, [95, 203]], shallow: [25, [118, 196]] } as const;

export function squat(o: SquatOptions = {}): Demonstration {
  const [trunk, legs] = SQUAT_DEPTH[o.depth ?? 'deep'];
  const arms = o.arms ?? ([90, 90] as const);
  const top = up({ arms: o.topArms ?? (o.arms ? arms : 'sides') });
  const bottom = up({ trunk, legs, arms });
  return demo('squat', o.stance ?? 'standing', [top, bottom], reps('lower', 2, 1.5), o);
}

/** One-leg squats: the free leg forward (pistol) or folded behind (skater, shrimp). */
export function singleLegSquat(
  o: Options & { free: 'forward' | 'behind'; depth?: 'deep' | 'shallow' },
): Demonstration {
  const free: Seg = o.free === 'forward' ? [85, 85, 0] : [235, 300, 210];
  const deep = o.depth !== 'shallow';
  const bottom = up({
    trunk: deep ? 42 : 30,
    nearLeg: deep ? [80, 207] : [110, 200],
    farLeg: free,
    arms: [90, 90],
  });
  const top = up({ farLeg: o.free === 'forward' ? [140, 150, 60] : [195, 260, 170], arms: [90, 90] });
  return demo('squat', 'standing', [top, bottom], reps('lower', 2.5, 1.5), { oneSided: true, ...o });
}

/** Side-to-side squats seen from the front: one knee bends, the other leg stays long. */
export function lateralSquat(
  o: Options & { depth?: 'deep' | 'shallow'; arms?: 'chest' | 'forward' },
): Demonstration {
  const deep = o.depth === 'deep';
  const arms = { shoulder: o.arms === 'forward' ? 20 : 10, elbow: o.arms === 'forward' ? 10 : 130 };
  const start = up({ both: { hip: 18, ...arms }, anchor: FLOOR });
  const bent = up({
    near: { hip: deep ? 80 : 62, knee: deep ? 92 : 72 },
    far: { hip: deep ? 52 : 45 },
    both: arms,
    trunk: deep ? 12 : 8,
    anchor: FLOOR,
  });
  return demo('squat', 'standing', [start, bent], reps('lower', 2, 1.5), {
    view: 'front',
    oneSided: true,
    ...o,
  });
}

export function wallSit(o: Options = {}): Demonstration {
  const sit = up({ legs: [90, 180], arms: 'hips', anchor: { point: 'hip', at: [0, SEAT_HIP] } });
  return demo('squat', 'standing', [sit], hold(4), { props: [{ kind: 'wall', x: -0.22 }], ...o });
}

export type LungeOptions = Options & {
  /** split: feet stay put; reverse/forward: a step from standing and back; rear-elevated: back foot on a bench. */
  kind: 'split' | 'reverse' | 'forward' | 'rear-elevated';
  arms?: ArmHold | Seg;
  depth?: 'deep' | 'shallow';
};

export function lunge(o: LungeOptions): Demonstration {
  const arms = o.arms ?? 'hips';
  const deep = o.depth !== 'shallow';
  const front: Seg = deep ? [95, 182] : [120, 185];
  if (o.kind === 'rear-elevated') {
    // The rear foot's toes rest on the bench throughout: the rear knee drops, the foot stays put.
    const bench = { kind: 'bench', x: -1.05, w: 0.45, h: 0.45 } as const;
    const toes: Point = [bench.x + 0.22, bench.h + 0.01];
    const top = toesOn(up({ trunk: 8, nearLeg: [150, 178], arms }), 'far', toes);
    const bottom = toesOn(up({ trunk: 12, nearLeg: [92, 190], arms }), 'far', toes);
    const middle = toesOn(blend(top, bottom, 0.5, 'side'), 'far', toes);
    return demo(
      'lunge',
      'standing',
      [top, middle, bottom, middle],
      through(4, 1, ['lower', 'lower', 'lift', 'lift']),
      {
        oneSided: true,
        supports: [0, bench.h],
        props: [bench, ...(o.props ?? [])],
      },
    );
  }
  const bottom = up({ trunk: 5, nearLeg: front, farLeg: deep ? [188, 282, 165] : [195, 260, 150], arms });
  if (o.kind === 'split') {
    const top = up({ trunk: 3, nearLeg: [160, 178], farLeg: [200, 215, 140], arms });
    return demo('lunge', 'standing', [top, bottom], reps('lower', 2, 1.5), { oneSided: true, ...o });
  }
  const stand = up({ arms });
  // Reverse: the front foot stays planted; forward: the back foot stays and the front one steps out.
  const steps =
    o.kind === 'forward'
      ? [up({ arms, anchor: TOES }), { ...bottom, anchor: { point: 'farToe', at: [0.16, 0] } as Anchor }]
      : [stand, bottom];
  return demo('lunge', 'standing', steps, reps('lower', 1.5, 1.5), { oneSided: true, ...o });
}

export function stepUp(
  o: Options & { height?: number; arms?: ArmHold | Seg; drive?: boolean },
): Demonstration {
  const h = o.height ?? 0.35;
  const on: Anchor = { point: 'nearHeel', at: [0.25, h] };
  const arms = o.arms ?? 'sides';
  // The back foot reaches down to the floor whatever the box's height.
  const start = fitAngle(
    (thigh) => up({ trunk: 14, nearLeg: [110, 178], farLeg: [thigh, thigh + 10, 145], arms, anchor: on }),
    'farToe',
    0,
    180,
    245,
  );
  const top = up({ trunk: 2, farLeg: o.drive ? [100, 185, 100] : [182, 205, 150], arms, anchor: on });
  return demo('step-up', 'standing', [start, top], reps('lift', 1.5, 2), {
    oneSided: true,
    supports: [0, h],
    ...o,
    props: [{ kind: 'box', x: 0.1, w: 0.5, h }, ...(o.props ?? [])],
  });
}

export type HingeOptions = Options & {
  kind: 'rdl' | 'deadlift' | 'good-morning' | 'swing' | 'single-leg' | 'pull-through';
  arms?: ArmHold | Seg;
};

export function hinge(o: HingeOptions): Demonstration {
  const hang: Seg = [180, 180];
  switch (o.kind) {
    case 'rdl':
      return demo(
        'hinge',
        'standing',
        [up({ arms: o.arms ?? hang }), up({ trunk: 72, legs: [173, 190], arms: o.arms ?? hang })],
        reps('lower', 2.5, 1.5),
        o,
      );
    case 'deadlift':
      return demo(
        'hinge',
        'standing',
        [up({ arms: hang }), up({ trunk: 58, legs: [128, 203], arms: hang })],
        reps('lower', 2, 1.5),
        o,
      );
    case 'good-morning':
      return demo(
        'hinge',
        'standing',
        [up({ arms: 'back' }), up({ trunk: 68, legs: [172, 188], arms: 'back' })],
        reps('lower', 2.5, 1.5),
        o,
      );
    case 'swing':
      return demo(
        'hinge',
        'standing',
        [up({ trunk: 62, legs: [160, 197], arms: [205, 205] }), up({ arms: [95, 95] })],
        [
          { to: 1, seconds: 0.7, kind: 'lift' },
          { to: 0, seconds: 0.7, kind: 'lower' },
        ],
        o,
      );
    case 'pull-through':
      return demo(
        'hinge',
        'standing',
        [up({ arms: [165, 165] }), up({ trunk: 65, legs: [165, 195], arms: [200, 195] })],
        reps('lower', 2, 1.5),
        o,
      );
    case 'single-leg': {
      const top = up({ farLeg: [190, 205, 140], arms: o.arms ?? hang });
      const bottom = up({ trunk: 78, nearLeg: [172, 188], farLeg: [258, 262, 170], arms: o.arms ?? hang });
      return demo('hinge', 'standing', [top, bottom], reps('lower', 2.5, 1.5), { oneSided: true, ...o });
    }
  }
}

export function calfRaise(
  o: Options & { seated?: boolean; arms?: ArmHold | Seg; step?: boolean },
): Demonstration {
  if (o.seated) {
    const down = up({ legs: [90, 180, 90], arms: [160, 80], anchor: SEAT });
    const raised = up({ legs: [90, 180, 125], arms: [160, 80], anchor: SEAT });
    return demo('calf', 'seated', [down, raised], reps('lift', 1, 2), o);
  }
  const h = o.step ? 0.2 : 0;
  const toes: Anchor = { point: 'nearToe', at: [0.16, h] };
  const down = up({ legs: [180, 180, o.step ? 75 : 90], arms: o.arms, anchor: toes });
  const raised = up({ legs: [180, 180, 130], arms: o.arms, anchor: toes });
  return demo('calf', 'standing', [down, raised], reps('lift', 1, 2), {
    supports: [0, h],
    ...o,
    props: [...(o.step ? [{ kind: 'box', x: 0.02, w: 0.4, h } as Prop] : []), ...(o.props ?? [])],
  });
}

/** Lying on the back, feet planted, the hips rise (bridges and thrusts with the shoulders on a bench). */
export function bridge(
  o: Options & { bench?: boolean; oneLeg?: boolean; arms?: Seg; load?: boolean },
): Demonstration {
  const feet: Anchor = { point: 'nearHeel', at: [0.35, 0] };
  const shoulderY = o.bench ? 0.5 : BODY.headRadius + 0.01;
  const free: Seg = [40, 40, 0];
  const make = (legs: Seg) => (trunk: number) =>
    up({
      trunk,
      legs,
      farLeg: o.oneLeg ? free : legs,
      arms: o.arms ?? [trunk + 180, trunk + 180],
      anchor: feet,
    });
  // On the floor the head rests on it; on a bench the upper back does.
  const rest = o.bench ? 'neck' : 'head';
  // A load rests across the hips, the hands holding it there (never over the chest or the neck).
  const holding = (frame: Pose, legs: Seg): Pose => {
    if (!o.load) return frame;
    const hip = skeleton(frame, 'side').hip;
    const on: Point = [hip[0] + 0.04, hip[1] + 0.13];
    const spec: Spec = { trunk: frame.trunk, legs, farLeg: o.oneLeg ? free : legs, anchor: feet };
    return placed(spec, { nearHand: on, farHand: on }, { arms: 1 });
  };
  const topLegs: Seg = [78, 172];
  const bottomLegs: Seg = o.bench ? [55, 165] : [45, 150];
  const top = holding(fitAngle(make(topLegs), rest, shoulderY, -150, -60), topLegs);
  const bottom = holding(fitAngle(make(bottomLegs), rest, shoulderY, -150, -60), bottomLegs);
  // The bench's edge under the upper back, between where it is at the bottom and at the top.
  const necks = [top, bottom].map((frame) => skeleton(frame, 'side').neck[0]);
  const edge = (necks[0]! + necks[1]!) / 2 + 0.1;
  return demo('bridge', 'lying', [bottom, top], reps('lift', 1, 2), {
    oneSided: o.oneLeg,
    ...o,
    props: [
      ...(o.bench ? [{ kind: 'bench', x: edge - 0.6, w: 0.6, h: 0.42 } as Prop] : [MAT]),
      ...(o.props ?? []),
    ],
  });
}

// ---------------------------------------------------------------- upper body, standing and seated

/** Seated on a chair (or a machine seat, or a wheelchair), the legs at rest. */
const seatedLegs: Seg = [90, 180, 90];

export type ArmsOptions = Options & {
  stance?: 'standing' | 'seated' | 'kneeling';
  trunk?: number;
  /** Arm directions (upper, forearm) at the start and at the end of the repetition. */
  from: ArmHold | Seg;
  to: ArmHold | Seg;
  /** The far arm does the same (both arms) unless given. */
  farFrom?: ArmHold | Seg;
  farTo?: ArmHold | Seg;
  first?: 'lower' | 'lift';
  template?: 'arms' | 'horizontal-push' | 'vertical-push' | 'horizontal-pull' | 'vertical-pull' | 'rotation';
  legs?: Seg;
  spine?: number;
};

/** Any arm movement with the body still: curls, raises, presses, rows and pulldowns in the side view. */
export function arms(o: ArmsOptions): Demonstration {
  const stance = o.stance ?? 'standing';
  const base: Spec =
    stance === 'seated'
      ? { legs: o.legs ?? seatedLegs, anchor: SEAT }
      : stance === 'kneeling'
        ? { legs: [180, 270, 180], anchor: { point: 'nearKnee', at: [0, 0.06] } }
        : { legs: o.legs };
  const trunk = o.trunk ?? 0;
  const a = up({ ...base, trunk, spine: o.spine, nearArm: o.from, farArm: o.farFrom ?? o.from });
  const b = up({ ...base, trunk, spine: o.spine, nearArm: o.to, farArm: o.farTo ?? o.to });
  const props =
    stance === 'seated' &&
    !o.props?.some((p) => p.kind === 'machine' || p.kind === 'bench' || p.kind === 'wheelchair')
      ? [CHAIR, ...(o.props ?? [])]
      : (o.props ?? []);
  return demo(o.template ?? 'arms', stance, [a, b], reps(o.first ?? 'lift', 1.5, 2), { ...o, props });
}

/** Arms moving in the frontal plane, seen from the front: lateral raises, pull-aparts, jacks' arms. */
export function frontArms(
  o: Options & {
    from: number;
    to: number;
    elbow?: number;
    seated?: boolean;
    template?: 'arms' | 'horizontal-pull' | 'vertical-pull' | 'vertical-push';
  },
): Demonstration {
  const seat: Spec = o.seated ? { anchor: SEAT, shorten: SITTING } : { anchor: FLOOR };
  const a = up({ ...seat, both: { hip: 6, shoulder: o.from, elbow: o.elbow ?? 5 } });
  const b = up({ ...seat, both: { hip: 6, shoulder: o.to, elbow: o.elbow ?? 5 } });
  return demo(o.template ?? 'arms', o.seated ? 'seated' : 'standing', [a, b], reps('lift', 1.5, 2), {
    view: 'front',
    ...o,
  });
}

/** Lying on a bench or the floor, pressing or lowering with the arms (bench presses, flies, skull crushers). */
export function lyingArms(
  o: Options & {
    from: Seg;
    to: Seg;
    incline?: number;
    floor?: boolean;
    first?: 'lower' | 'lift';
    template?: 'horizontal-push' | 'arms' | 'horizontal-pull';
  },
): Demonstration {
  const incline = o.incline ?? 0;
  const h = o.floor ? 0.1 : 0.55;
  const trunk = -90 + incline;
  const legs: Seg = o.floor ? [60, 160] : [80, 175];
  const make = (arm: Seg) => up({ trunk, legs, arms: arm, anchor: { point: 'hip', at: [0, h] } });
  // On an incline the backrest (draw.ts: it rises from 0.4 of the bench's length) lies under the back: its
  // line runs parallel to the trunk, a trunk's half-width plus the pad's behind it.
  const behind = dir(trunk - 90);
  const rest = incline ? (BACK_CONTACT - (0.47 - h) * behind[1]) / behind[0] : 0;
  const props: Prop[] = o.floor
    ? [MAT]
    : incline
      ? [{ kind: 'bench', x: rest - 0.42, w: 1.05, h: 0.47, incline }]
      : [{ kind: 'bench', x: -0.85, w: 1.05, h: 0.47 }];
  return demo(
    o.template ?? 'horizontal-push',
    'lying',
    [make(o.from), make(o.to)],
    reps(o.first ?? 'lower', 2, 1.5),
    {
      ...o,
      props: [...props, ...(o.props ?? [])],
    },
  );
}

/** Bent over with a flat back (rows, reverse flies, kickbacks): hips back, trunk leaning, arms working below. */
export function bentOver(
  o: Options & {
    from: Seg;
    to: Seg;
    farFrom?: Seg;
    farTo?: Seg;
    trunk?: number;
    support?: 'bench' | 'none' | 'knee';
    template?: 'horizontal-pull' | 'arms';
  },
): Demonstration {
  const trunk = o.trunk ?? 60;
  const legs: Seg = [165, 195];
  const a = up({ trunk, legs, nearArm: o.from, farArm: o.farFrom ?? o.from });
  const b = up({ trunk, legs, nearArm: o.to, farArm: o.farTo ?? o.to });
  return demo(o.template ?? 'horizontal-pull', 'standing', [a, b], reps('lift', 1.5, 2), o);
}

// ---------------------------------------------------------------- floor: planks and push-ups

export type PlankOptions = Options & {
  hands?: 'hands' | 'forearms';
  knees?: boolean;
  handHeight?: number;
  feetHeight?: number;
};

/** A straight body from the feet (or knees) to the shoulders, on the hands or forearms. */
function plankPose(o: PlankOptions, upper: number, fore: number, near?: Partial<Spec>): (x: number) => Pose {
  const handHeight = (o.handHeight ?? 0) + 0.04;
  const anchor: Anchor =
    o.hands === 'forearms'
      ? { point: 'nearElbow', at: [0.5, (o.handHeight ?? 0) + 0.05] }
      : { point: 'nearHand', at: [0.5, handHeight] };
  return (trunk: number) =>
    up({
      trunk,
      legs: o.knees ? [trunk + 180, trunk + 290, trunk + 200] : [trunk + 180, trunk + 180, trunk + 100],
      arms: [upper, fore],
      anchor,
      ...near,
    });
}

function onFloor(o: PlankOptions, make: (trunk: number) => Pose): Pose {
  return fitAngle(make, o.knees ? 'nearKnee' : 'nearToe', o.knees ? 0.06 : (o.feetHeight ?? 0), 20, 110);
}

export function plank(o: PlankOptions = {}): Demonstration {
  const [upper, fore] = o.hands === 'forearms' ? [180, 90] : [180, 180];
  return demo('plank', 'plank', [onFloor(o, plankPose(o, upper, fore))], hold(4), o);
}

export function pushUp(o: PlankOptions & { narrow?: boolean } = {}): Demonstration {
  const top = onFloor(o, plankPose(o, 180, 180));
  // Going down, the hands and the feet (or knees) stay where they are: the body pivots on the feet, the
  // elbows bend back, the chest comes to a few centimetres above the hands (under the shoulders).
  const body = skeleton(top, 'side');
  const hand = body.near.hand;
  const shin = towards(body.near.knee, body.near.ankle);
  const pivot: Anchor = o.knees
    ? { point: 'nearKnee', at: body.near.knee }
    : { point: 'nearToe', at: body.near.toe };
  const make = (trunk: number) =>
    placed(
      {
        trunk,
        // Kneeling, the shins and feet stay on the floor as they were; only the thighs turn about the knees.
        legs: o.knees
          ? [trunk + 180, shin, shin - 90 - top.near.ankle]
          : [trunk + 180, trunk + 180, trunk + 100],
        anchor: pivot,
      },
      { nearHand: hand, farHand: hand },
      { arms: 1 },
    );
  const bottom = fitAngle(make, 'neck', hand[1] + (o.narrow ? 0.36 : 0.34), 30, 120);
  return demo('horizontal-push', 'plank', [top, bottom], reps('lower', 2, 1.5), o);
}

/** A plank with one moving part: a hand to the shoulder, a knee drawn in, a rock back and forth. */
export function plankMove(
  o: PlankOptions & { move: 'shoulder-tap' | 'knee-drive' | 'saw' | 'row' | 'pike'; seconds?: number },
): Demonstration {
  const still = onFloor(o, plankPose(o, 180, o.hands === 'forearms' ? 90 : 180));
  let moved: Pose;
  // A hand that leaves the floor hands the body's weight to the other one.
  const onOtherHand: Anchor = { ...still.anchor, point: o.hands === 'forearms' ? 'farElbow' : 'farHand' };
  if (o.move === 'shoulder-tap')
    moved = {
      ...still,
      near: { ...still.near, shoulder: still.near.shoulder + 60, elbow: 140 },
      anchor: onOtherHand,
    };
  else if (o.move === 'row')
    moved = {
      ...still,
      near: { ...still.near, shoulder: still.near.shoulder - 40, elbow: 110 },
      anchor: onOtherHand,
    };
  else if (o.move === 'knee-drive')
    moved = { ...still, near: { ...still.near, hip: 110, knee: 120, ankle: 20 } };
  else if (o.move === 'pike')
    moved = onFloor(o, (trunk) =>
      up({
        trunk: trunk + 55,
        legs: [trunk + 145, trunk + 145, trunk + 35],
        arms: [190, 190],
        anchor: { point: 'nearHand', at: [0.5, 0.04] },
      }),
    );
  else
    moved = onFloor({ ...o, hands: 'forearms' }, (trunk) =>
      plankPose({ ...o, hands: 'forearms' }, 215, 125)(trunk),
    );
  const seconds = o.seconds ?? 1;
  return demo('plank', 'plank', [still, moved], reps('lift', seconds, seconds), o);
}

/** Side plank seen from the front: the body a straight line on one forearm or hand. */
export function sidePlank(o: Options & { knees?: boolean; dip?: boolean }): Demonstration {
  const make = (lift: number) => (trunk: number) =>
    up({
      trunk,
      both: { hip: 0, knee: 0 },
      // The lower arm straight down to the floor, the upper one reaching to the ceiling.
      near: { shoulder: trunk, elbow: 80 },
      far: { shoulder: 180 - trunk - lift, elbow: 0 },
      anchor: { point: 'nearElbow', at: [0.4, 0.06] },
      // Kneeling, the shins point away from the viewer.
      ...(o.knees ? { shorten: { shin: 0.12 } } : {}),
    });
  const high = fitAngle(make(0), 'nearHeel', 0, 40, 89, 'front');
  if (!o.dip) return demo('plank', 'plank', [high], hold(4), { view: 'front', oneSided: true, ...o });
  const low = { ...high, trunk: high.trunk + 10 };
  return demo('plank', 'plank', [high, low], reps('lower', 1.5, 1.5), {
    view: 'front',
    oneSided: true,
    ...o,
  });
}

// ---------------------------------------------------------------- lying, kneeling and all fours

/** On the back (head to the left): crunches, leg raises, dead bugs, hollow holds. */
export function supine(
  o: Options & {
    a: Spec;
    b?: Spec;
    first?: 'lower' | 'lift';
    seconds?: [number, number];
    template?: 'trunk' | 'lying' | 'stretch' | 'rotation';
  },
): Demonstration {
  const base: Spec = {
    trunk: -90,
    legs: [20, 20, -60],
    arms: [0, 0],
    anchor: { point: 'hip', at: [0, 0.1] },
  };
  const a = up({ ...base, ...o.a });
  const frames = o.b ? [a, up({ ...base, ...o.b })] : [a];
  const [out, back] = o.seconds ?? [1.5, 1.5];
  return demo(o.template ?? 'trunk', 'lying', frames, o.b ? reps(o.first ?? 'lift', out, back) : hold(4), {
    ...o,
    props: [MAT, ...(o.props ?? [])],
  });
}

/** Face down (head to the right): supermans, Y-T-W raises, snow angels. */
export function prone(
  o: Options & { a: Spec; b?: Spec; template?: 'trunk' | 'arms' | 'vertical-pull' },
): Demonstration {
  const base: Spec = {
    trunk: 90,
    legs: [270, 270, 180],
    arms: [90, 90],
    anchor: { point: 'hip', at: [0, 0.1] },
  };
  const frames = [up({ ...base, ...o.a }), ...(o.b ? [up({ ...base, ...o.b })] : [])];
  return demo(o.template ?? 'trunk', 'lying', frames, o.b ? reps('lift', 1.5, 2) : hold(4), {
    ...o,
    props: [MAT, ...(o.props ?? [])],
  });
}

/** On all fours: hands under the shoulders, knees under the hips. */
export function quadruped(
  o: Options & { a?: Spec; b?: Spec; seconds?: number; template?: 'quadruped' | 'stretch' | 'trunk' },
): Demonstration {
  const base: Spec = {
    trunk: 90,
    legs: [180, 270, 180],
    arms: [180, 180],
    anchor: { point: 'nearKnee', at: [0, 0.06] },
  };
  const a = up({ ...base, ...o.a });
  const frames = o.b ? [a, up({ ...base, ...o.b })] : [a];
  const seconds = o.seconds ?? 1.5;
  return demo(
    o.template ?? 'quadruped',
    'quadruped',
    frames,
    o.b ? reps('lift', seconds, seconds) : hold(4),
    {
      ...o,
      props: [MAT, ...(o.props ?? [])],
    },
  );
}

/** Kneeling upright or sitting back (child's pose, hip flexor stretch, cable crunch, rollout). */
export function kneeling(
  o: Options & {
    a: Spec;
    b?: Spec;
    first?: 'lower' | 'lift';
    template?: 'stretch' | 'trunk' | 'hinge' | 'vertical-pull' | 'plank';
  },
): Demonstration {
  const base: Spec = { legs: [180, 270, 180], anchor: { point: 'nearKnee', at: [0, 0.06] } };
  const frames = [up({ ...base, ...o.a }), ...(o.b ? [up({ ...base, ...o.b })] : [])];
  return demo(o.template ?? 'stretch', 'kneeling', frames, o.b ? reps(o.first ?? 'lower', 2, 1.5) : hold(4), {
    ...o,
    props: [MAT, ...(o.props ?? [])],
  });
}

/** Sitting on a chair, a bench or the floor, a movement of the trunk or legs. */
export function seated(
  o: Options & {
    a: Spec;
    b?: Spec;
    c?: Spec;
    first?: 'lower' | 'lift' | 'move';
    seconds?: number;
    floor?: boolean;
    template?: 'seated' | 'trunk' | 'rotation' | 'stretch' | 'gait';
  },
): Demonstration {
  const base: Spec = o.floor
    ? { legs: [70, 150], anchor: { point: 'hip', at: [0, 0.1] } }
    : { legs: seatedLegs, anchor: SEAT };
  const frames = [o.a, o.b, o.c].filter((s): s is Spec => s !== undefined).map((s) => up({ ...base, ...s }));
  const seconds = o.seconds ?? 1.5;
  const kind: PhaseKind = o.first === 'move' ? 'move' : (o.first ?? 'lift');
  const phases =
    frames.length === 1
      ? hold(4)
      : frames.length === 2
        ? o.first === 'move'
          ? through(2, seconds, ['move'])
          : reps(kind as 'lower' | 'lift', seconds, seconds)
        : through(frames.length, seconds, ['move']);
  const props = o.props ?? (o.floor ? [MAT] : [CHAIR]);
  return demo(o.template ?? 'seated', 'seated', frames, phases, { ...o, props });
}

// ---------------------------------------------------------------- hanging

/** Hanging from a bar (or bars, rings): pull-ups, hangs, leg raises. */
export function hang(
  o: Options & {
    a: Spec;
    b?: Spec;
    first?: 'lower' | 'lift';
    seconds?: [number, number];
    barHeight?: number;
    grip?: 'bar' | 'bars' | 'rings';
    template?:
      | 'vertical-pull'
      | 'horizontal-pull'
      | 'vertical-push'
      | 'hang'
      | 'trunk'
      | 'rotation'
      | 'horizontal-push';
  },
): Demonstration {
  const barY = o.barHeight ?? 2.25;
  const grip = o.grip ?? 'bar';
  const base: Spec = { arms: [0, 0], legs: [185, 195, 150], anchor: { point: 'nearHand', at: [0, barY] } };
  const frames = [up({ ...base, ...o.a }), ...(o.b ? [up({ ...base, ...o.b })] : [])];
  const [out, back] = o.seconds ?? [1.5, 2.5];
  const scene: Prop[] =
    grip === 'bar'
      ? [{ kind: 'pull-up-bar', at: [0, barY] }]
      : grip === 'rings'
        ? [{ kind: 'rings', from: [0, 2.6] }]
        : [{ kind: 'dip-bars', x: -0.45, w: 0.9, h: barY - 0.04 }];
  return demo(
    o.template ?? 'vertical-pull',
    'hanging',
    frames,
    o.b ? reps(o.first ?? 'lift', out, back) : hold(4),
    {
      ...o,
      props: [...scene, ...(o.props ?? [])],
    },
  );
}

// ---------------------------------------------------------------- whole-body, cyclic

/** Walking, jogging, running, marching: a stride cycle, arms swinging against the legs. */
export function gait(
  o: Options & {
    jumps?: boolean;
    pace: 'march' | 'walk' | 'jog' | 'run' | 'high-knees' | 'butt-kicks' | 'heel-to-toe';
    seated?: boolean;
  },
): Demonstration {
  const p = {
    march: { thigh: 110, shin: 180, back: 180, arm: 35, seconds: 0.6, lean: 0 },
    walk: { thigh: 155, shin: 175, back: 200, arm: 25, seconds: 0.55, lean: 3 },
    'heel-to-toe': { thigh: 168, shin: 172, back: 188, arm: 10, seconds: 0.8, lean: 0 },
    jog: { thigh: 140, shin: 215, back: 205, arm: 40, seconds: 0.38, lean: 6 },
    run: { thigh: 120, shin: 200, back: 215, arm: 55, seconds: 0.32, lean: 10 },
    'high-knees': { thigh: 90, shin: 175, back: 185, arm: 60, seconds: 0.3, lean: 0 },
    'butt-kicks': { thigh: 185, shin: 320, back: 180, arm: 40, seconds: 0.3, lean: 4 },
  }[o.pace];
  if (o.seated) {
    const lift = up({
      nearLeg: [70, 170],
      farLeg: seatedLegs,
      nearArm: [140, 40],
      farArm: [200, 120],
      anchor: SEAT,
    });
    const other = up({
      farLeg: [70, 170],
      nearLeg: seatedLegs,
      farArm: [140, 40],
      nearArm: [200, 120],
      anchor: SEAT,
    });
    return demo('gait', 'seated', [lift, other], through(2, p.seconds, ['move']), { props: [CHAIR], ...o });
  }
  const stride = (lead: 'near' | 'far'): Pose => {
    const swing: Seg = o.pace === 'butt-kicks' ? [p.thigh, p.shin, 240] : [p.thigh, p.shin, 90];
    const stanceLeg: Seg = [p.back, p.back + 5, 90];
    const armsFwd: Seg = [180 - p.arm * 2, 90 - p.arm];
    const armsBack: Seg = [180 + p.arm, 180 + p.arm / 2];
    const moving = o.pace === 'butt-kicks' || o.pace === 'high-knees' || o.pace === 'march';
    return up({
      trunk: p.lean,
      nearLeg: lead === 'near' ? swing : stanceLeg,
      farLeg: lead === 'near' ? stanceLeg : swing,
      nearArm: lead === 'near' ? armsBack : armsFwd,
      farArm: lead === 'near' ? armsFwd : armsBack,
      anchor: {
        point: lead === 'near' ? (moving ? 'farHeel' : 'farToe') : moving ? 'nearHeel' : 'nearToe',
        at: [0.1, 0],
      },
    });
  };
  // Running has a moment in the air; the catalogue says which runs count as jumping (traits.ts), so the entry does.
  return demo('gait', 'standing', [stride('near'), stride('far')], through(2, p.seconds, ['move']), o);
}

/** Jumps and jacks: a crouch or a closed stance, then the airborne or open position. */
export function jump(
  o: Options & {
    kind: 'squat' | 'tuck' | 'jack' | 'star' | 'skater' | 'step-jack' | 'burpee' | 'step-back-burpee';
  },
): Demonstration {
  if (o.kind === 'jack' || o.kind === 'star' || o.kind === 'step-jack') {
    const closed = up({ both: { shoulder: 8 }, anchor: FLOOR });
    const wide = o.kind === 'star' ? 40 : 25;
    const open =
      o.kind === 'step-jack'
        ? up({
            near: { hip: 28, shoulder: 170 },
            far: { hip: 0, shoulder: 170 },
            anchor: { point: 'farHeel', at: [-0.09, 0] },
          })
        : up({
            both: { hip: wide, shoulder: o.kind === 'star' ? 140 : 165 },
            anchor: { point: 'hip', at: [0, o.kind === 'star' ? 1.15 : 0.92] },
          });
    return demo('jump', 'standing', [closed, open], through(2, 0.4, ['move']), {
      view: 'front',
      jumps: o.kind !== 'step-jack',
      ...o,
    });
  }
  if (o.kind === 'burpee' || o.kind === 'step-back-burpee') {
    const stand = up({ arms: [0, 0] });
    const crouch = up({ trunk: 40, legs: [80, 210], arms: [180, 180] });
    const plankFrame = onFloor({}, plankPose({}, 180, 180));
    return demo(
      'jump',
      'plank',
      [stand, crouch, plankFrame, crouch],
      through(4, 0.5, ['lower', 'move', 'move', 'lift']),
      {
        jumps: o.kind === 'burpee',
        ...o,
      },
    );
  }
  if (o.kind === 'skater') {
    const left = up({
      trunk: 35,
      nearLeg: [115, 200],
      farLeg: [210, 290, 200],
      nearArm: [200, 200],
      farArm: [110, 110],
      anchor: FLOOR,
    });
    const air = up({
      trunk: 15,
      nearLeg: [170, 200, 120],
      farLeg: [170, 200, 120],
      arms: [180, 180],
      anchor: { point: 'hip', at: [0.2, 1.05] },
    });
    return demo('jump', 'standing', [left, air], through(2, 0.45, ['move']), {
      jumps: true,
      oneSided: true,
      ...o,
    });
  }
  const crouch = up({ trunk: 32, legs: [100, 205], arms: [200, 200] });
  const air =
    o.kind === 'tuck'
      ? up({ trunk: 5, legs: [70, 200, 120], arms: [100, 60], anchor: { point: 'hip', at: [0.1, 1.25] } })
      : up({ legs: [180, 182, 140], arms: [20, 20], anchor: { point: 'hip', at: [0.05, 1.12] } });
  return demo('jump', 'standing', [crouch, air], through(2, 0.45, ['lift', 'lower']), { jumps: true, ...o });
}

/** A held stretch or a slow mobility drill between two positions. */
export function standing(
  o: Options & {
    a: Spec;
    b?: Spec;
    c?: Spec;
    template?:
      | 'stretch'
      | 'rotation'
      | 'carry'
      | 'gait'
      | 'arms'
      | 'squat'
      | 'hinge'
      | 'hip-extension'
      | 'lying'
      | 'horizontal-push'
      | 'horizontal-pull';
    seconds?: number;
    first?: PhaseKind;
  },
): Demonstration {
  const frames = [o.a, o.b, o.c].filter((s): s is Spec => s !== undefined).map((s) => up(s));
  const seconds = o.seconds ?? 2;
  const phases =
    frames.length === 1
      ? hold(4)
      : frames.length === 2
        ? reps(o.first === 'lower' ? 'lower' : 'lift', seconds, seconds)
        : through(frames.length, seconds, ['move']);
  return demo(o.template ?? 'stretch', 'standing', frames, phases, o);
}

export type { Anchor };

/**
 * Cycling on a stationary bike (draw.ts BIKE): the balls of the feet ride the pedal circle, half a turn
 * apart, and the hands stay on the handlebar. Six key frames a turn, so the feet between them stay on
 * the circle too (a sixth of a turn takes the tests' 0.25 s floor: 1.5 s a turn).
 */
export function cycle(o: Options & { trunk?: number; seconds: number; x?: number }): Demonstration {
  const x = o.x ?? 0;
  const trunk = o.trunk ?? 20;
  const hip: Point = [x, BIKE.saddle + 0.05];
  const crank: Point = [x + BIKE.crank[0], BIKE.crank[1]];
  const handle: Point = [x + BIKE.handle[0], BIKE.handle[1]];
  // The ankle sits behind and above the ball of the foot (foot level: draw.ts ballOfFoot, rig.ts BODY).
  const ball = -BODY.heel + (BODY.heel + BODY.toe) * 0.65;
  // The foot tips with the shin (the ankle bent 15 degrees, within rig.ts JOINT_LIMITS): its ball on the pedal.
  const ankleAt = (pedal: Point, foot: number): Point => [
    pedal[0] - dir(foot + 90)[0] * BODY.ankleHeight - dir(foot)[0] * ball,
    pedal[1] - dir(foot + 90)[1] * BODY.ankleHeight - dir(foot)[1] * ball,
  ];
  const pedalAt = (turn: number): Point => [
    crank[0] + Math.sin(turn) * BIKE.radius,
    crank[1] + Math.cos(turn) * BIKE.radius,
  ];
  const onPedals = (turn: number): Pose => {
    let feet = { near: 90, far: 90 };
    let result = up({ trunk });
    for (let i = 0; i < 8; i++) {
      result = placed(
        {
          trunk,
          legs: [120, 180, 90],
          nearLeg: [120, 180, feet.near],
          farLeg: [120, 180, feet.far],
          anchor: { point: 'hip', at: hip },
        },
        {
          nearAnkle: ankleAt(pedalAt(turn), feet.near),
          farAnkle: ankleAt(pedalAt(turn + Math.PI), feet.far),
          nearHand: handle,
          farHand: handle,
        },
      );
      const body = skeleton(result, 'side');
      feet = {
        near: towards(body.near.knee, body.near.ankle) - 90 - 15,
        far: towards(body.far.knee, body.far.ankle) - 90 - 15,
      };
    }
    return result;
  };
  const count = 6;
  const frames = Array.from({ length: count }, (_, index) => onPedals((index / count) * 2 * Math.PI));
  return demo('gait', 'seated', frames, through(count, o.seconds / count, ['move']), {
    ...o,
    props: [{ kind: 'bike', x }, ...(o.props ?? [])],
  });
}

/**
 * The pose with one leg bent so its toes rest on a fixed point (a rear foot on a bench), the foot pointed
 * (ankle at -45, within rig.ts JOINT_LIMITS) and the knee bending forward, below the hip.
 */
export function toesOn(frame: Pose, side: 'near' | 'far', toes: Point): Pose {
  let result = frame;
  for (let i = 0; i < 8; i++) {
    const body = skeleton(result, 'side');
    const limb = body[side];
    const shin = towards(limb.knee, limb.ankle);
    const foot = shin - 90 + 45;
    const offset: Point = [
      dir(foot + 90)[0] * BODY.ankleHeight + dir(foot)[0] * BODY.toe,
      dir(foot + 90)[1] * BODY.ankleHeight + dir(foot)[1] * BODY.toe,
    ];
    const ankle: Point = [toes[0] - offset[0], toes[1] - offset[1]];
    const [thighDir, shinDir] = reach(limb.hip, ankle, BODY.thigh, BODY.shin, -1);
    const trunk = result.trunk;
    const angles = { hip: trunk + 180 - thighDir, knee: shinDir - thighDir, ankle: -45 };
    const norm = (a: number) => ((((a + 90) % 360) + 360) % 360) - 90;
    result = {
      ...result,
      [side]: { ...result[side], hip: norm(angles.hip), knee: norm(angles.knee), ankle: -45 },
    };
  }
  return result;
}

/**
 * A backrest under a trunk at this angle with its hip at `hip`: parallel to the spine, BACK_CONTACT behind
 * it, from the hips to about the shoulder blades.
 */
export function backrest(hip: Point, trunk: number, length = 0.55): Pad {
  const along = dir(trunk);
  const behind = dir(trunk - 90);
  const start: Point = [hip[0] + behind[0] * BACK_CONTACT, hip[1] + behind[1] * BACK_CONTACT];
  return { a: start, b: [start[0] + along[0] * length, start[1] + along[1] * length], under: 'back' };
}

/** A gym machine's seat with a backrest for a sitter upright at SEAT (leg extension, chest press, pec deck). */
export const GYM_SEAT_BACK: Prop = {
  kind: 'machine',
  x: -0.45,
  w: 1.1,
  h: 1.9,
  seat: { x: -0.3, w: 0.5, h: 0.43 },
  pads: [backrest([0, SEAT_HIP], 0, 0.6)],
};

/** A hack squat: leaning back on a sled pad that moves with the back, the feet forward on the plate. */
export function hackSquat(o: Options = {}): Demonstration {
  const trunk = -22;
  // The feet sit forward on the plate, so at the bottom the knees stay over the feet.
  const top = up({ trunk, legs: [164, 168], arms: [170, 40] });
  const hip = skeleton(top, 'side').hip;
  const ankle = skeleton(top, 'side').near.ankle;
  const slide = 0.28;
  // The sled runs steeply, so the hips drop nearly straight down (a little back) and the knees stay over the feet.
  const low: Point = [hip[0] - 0.05, hip[1] - slide];
  const bottom = placed(
    { trunk, legs: [120, 200, 90], arms: [170, 40], anchor: { point: 'hip', at: low } },
    { nearAnkle: ankle, farAnkle: ankle },
  );
  return demo('squat', 'standing', [top, bottom], reps('lower', 2, 1.5), {
    ...o,
    props: [
      { kind: 'machine', x: hip[0] - 0.75, w: 1.3, h: 2.1 },
      { kind: 'pad', on: 'back' },
      { kind: 'pad', on: 'shoulders' },
      ...(o.props ?? []),
    ],
  });
}

/**
 * Dragon flag: the upper back on a bench, the hands gripping it behind the head, the body one straight
 * line from the shoulder blades to the feet, lowered from near vertical to near horizontal (no sag at the hips).
 */
export function dragonFlag(o: Options = {}): Demonstration {
  const neck: Point = [-0.4, 0.55];
  const grip: Point = [neck[0] - 0.3, 0.5];
  // Degrees above the floor of the line from the shoulders to the feet.
  const line = (rise: number) =>
    placed(
      {
        trunk: -90 - rise,
        // The shoulder blades and the head stay on the bench: the upper trunk lies back at about -110.
        spine: Math.min(50, Math.max(0, rise - 20)),
        neck: 20,
        legs: [90 - rise, 90 - rise, -rise],
        anchor: { point: 'neck', at: neck },
      },
      { nearHand: grip, farHand: grip },
      { arms: 1 },
    );
  return demo('trunk', 'lying', [line(70), line(22)], reps('lower', 3, 2), {
    ...o,
    props: [{ kind: 'bench', x: grip[0] - 0.12, w: 1.2, h: 0.45 }, ...(o.props ?? [])],
  });
}

/**
 * Inverted rows: the body a straight line from the heels (on the floor or on a box) to the hands on a low
 * bar; pulling up pivots the body on the heels, which stay where they are.
 */
export function invertedRow(o: Options & { barHeight: number; feetHeight?: number }): Demonstration {
  const feetY = o.feetHeight ?? 0;
  const make = (arms: Seg, at: Point) => (trunk: number) =>
    up({ trunk, legs: [trunk + 180, trunk + 180, trunk + 90], arms, anchor: { point: 'nearHeel', at } });
  const hanging: Seg = [2, 2];
  const pulled: Seg = [150, 5];
  const first = fitAngle(make(hanging, [0, feetY]), 'nearHand', o.barHeight, -100, -40);
  // Put the heels so the hanging hands are under the bar at x = 0.
  const heel: Point = [-skeleton(first, 'side').near.hand[0], feetY];
  const a = fitAngle(make(hanging, heel), 'nearHand', o.barHeight, -100, -40);
  const b = fitAngle(make(pulled, heel), 'nearHand', o.barHeight, -100, -40);
  return demo('horizontal-pull', 'hanging', [a, b], reps('lift', 1.5, 2.5), {
    ...o,
    props: [
      { kind: 'dip-bars', x: -0.45, w: 0.9, h: o.barHeight - 0.04 },
      ...(feetY > 0 ? [{ kind: 'box', x: heel[0] - 0.25, w: 0.45, h: feetY } as Prop] : []),
      ...(o.props ?? []),
    ],
  });
}
