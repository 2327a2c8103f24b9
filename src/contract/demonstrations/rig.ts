/**
 * The demonstration figure (issue 30): a pictogram body described by joint angles, and the drawing of one
 * pose as plain shapes. Both the client's animated component and scripts/demonstration-sheet.ts draw from
 * `drawPose`, so what the tests check (tests/unit/demonstrations.test.ts) is what people see.
 *
 * Coordinates are metres in a plane, x to the right, y up, the floor at y = 0. Directions are degrees
 * clockwise from straight up (0 up, 90 right, 180 down). In the side view the figure faces right; "near"
 * limbs are the ones on the viewer's side, "far" limbs are drawn behind them in a fainter tone. In the
 * front view the figure faces the viewer and the angles are abductions: near limbs are on the right of
 * the picture, far limbs mirrored on the left.
 */

export type View = 'side' | 'front';

/** Joint angles of one side of the body, in degrees (limits in JOINT_LIMITS). */
export type Limb = {
  /** Flexion (side view: 90 = thigh forward, horizontal; negative is extension) or abduction (front view). */
  hip: number;
  /** Flexion: 0 straight. */
  knee: number;
  /** Dorsiflexion: 0 foot square to the shin, positive toes towards the shin, negative pointed. */
  ankle: number;
  /** Flexion (side view: 90 = arm forward, 180 = overhead; negative behind) or abduction (front view). */
  shoulder: number;
  /** Flexion: 0 straight. */
  elbow: number;
};

export type Point = readonly [number, number];

export type AnchorPoint =
  | 'hip'
  | 'neck'
  | 'head'
  | 'nearHeel'
  | 'nearToe'
  | 'farHeel'
  | 'farToe'
  | 'nearKnee'
  | 'farKnee'
  | 'nearHand'
  | 'farHand'
  | 'nearElbow'
  | 'farElbow';

/** Which point of the body is placed where: the rest of the body hangs from it. */
export type Anchor = { point: AnchorPoint; at: Point };

export type Pose = {
  /** The pelvis-to-chest line's direction: 0 upright, 90 leaning fully forward (face down), -90 on the back. */
  trunk: number;
  /** Bend of the spine between the lower and the upper trunk: positive curls forward (a crunch). */
  spine: number;
  /** Head relative to the upper trunk: positive chin down. */
  neck: number;
  near: Limb;
  far: Limb;
  anchor: Anchor;
  /**
   * Front view only: segments pointing at or away from the viewer look shorter (0..1 of their length):
   * a seated person's thighs, a kneeling side plank's shins.
   */
  shorten?: { thigh?: number; shin?: number };
};

/** Human limits for the angles above (degrees), generous enough for stretches, tight enough to catch typos. */
export const JOINT_LIMITS: Readonly<
  Record<View, Record<keyof Limb | 'spine' | 'neck', readonly [number, number]>>
> = {
  side: {
    hip: [-35, 145],
    knee: [0, 155],
    ankle: [-55, 45],
    shoulder: [-70, 185],
    elbow: [0, 155],
    spine: [-35, 65],
    neck: [-45, 50],
  },
  front: {
    // A deep Cossack squat abducts the bent leg's hip about 80 degrees.
    hip: [-20, 85],
    knee: [0, 155],
    ankle: [-55, 45],
    // Across the body in a front view is horizontal adduction (a woodchop's far arm), hence below zero.
    shoulder: [-140, 185],
    elbow: [0, 155],
    spine: [-40, 40],
    neck: [-40, 40],
  },
};

/** Segment lengths of an adult about 1.75 m tall (metres). */
export const BODY = {
  pelvisToWaist: 0.24,
  waistToNeck: 0.28,
  shoulderDrop: 0.04,
  headRadius: 0.105,
  neck: 0.06,
  upperArm: 0.29,
  forearm: 0.26,
  thigh: 0.43,
  shin: 0.42,
  /** Ankle joint to sole, heel behind the ankle, toes in front. */
  ankleHeight: 0.07,
  heel: 0.05,
  toe: 0.16,
  /** Half the distance between the hips and between the shoulders, front view. */
  hipHalf: 0.09,
  shoulderHalf: 0.17,
} as const;

export const dir = (degrees: number): Point => {
  const radians = (degrees * Math.PI) / 180;
  return [Math.sin(radians), Math.cos(radians)];
};
const add = (a: Point, b: Point, scale = 1): Point => [a[0] + b[0] * scale, a[1] + b[1] * scale];

export type LimbJoints = {
  hip: Point;
  knee: Point;
  ankle: Point;
  heel: Point;
  toe: Point;
  shoulder: Point;
  elbow: Point;
  wrist: Point;
  hand: Point;
};

export type Skeleton = {
  view: View;
  hip: Point;
  waist: Point;
  neck: Point;
  head: Point;
  near: LimbJoints;
  far: LimbJoints;
};

/** The joints of a pose with its hip at the origin. */
function skeletonAt(pose: Pose, view: View, origin: Point): Skeleton {
  const waistDirection = pose.trunk;
  const chestDirection = pose.trunk + pose.spine;
  const waist = add(origin, dir(waistDirection), BODY.pelvisToWaist);
  const neck = add(waist, dir(chestDirection), BODY.waistToNeck);
  const head = add(neck, dir(chestDirection + pose.neck), BODY.neck + BODY.headRadius);
  const limb = (angles: Limb, side: 1 | -1): LimbJoints => {
    // Front view: the two sides sit apart and mirror each other; side view: one above the other.
    const sign = view === 'front' ? side : 1;
    const across: Point = view === 'front' ? dir(pose.trunk + 90 * side) : [0, 0];
    const hip = add(origin, across, view === 'front' ? BODY.hipHalf : 0);
    const thigh = pose.trunk + 180 - sign * angles.hip;
    const short = view === 'front' ? pose.shorten : undefined;
    const knee = add(hip, dir(thigh), BODY.thigh * (short?.thigh ?? 1));
    const shinDirection = thigh + sign * angles.knee;
    const ankle = add(knee, dir(shinDirection), BODY.shin * (short?.shin ?? 1));
    let heel: Point;
    let toe: Point;
    if (view === 'front') {
      const sole = add(ankle, dir(shinDirection), BODY.ankleHeight);
      heel = add(sole, dir(shinDirection - 90 * side), 0.03);
      toe = add(sole, dir(shinDirection + 90 * side), 0.07);
    } else {
      const foot = shinDirection - 90 - angles.ankle;
      const sole = add(ankle, dir(foot + 90), BODY.ankleHeight);
      heel = add(sole, dir(foot), -BODY.heel);
      toe = add(sole, dir(foot), BODY.toe);
    }
    const shoulderBase = add(neck, dir(chestDirection + 180), BODY.shoulderDrop);
    const shoulder =
      view === 'front' ? add(shoulderBase, dir(chestDirection + 90 * side), BODY.shoulderHalf) : shoulderBase;
    const upper = chestDirection + 180 - sign * angles.shoulder;
    const elbow = add(shoulder, dir(upper), BODY.upperArm);
    const lower = upper - sign * angles.elbow;
    const wrist = add(elbow, dir(lower), BODY.forearm);
    const hand = add(wrist, dir(lower), 0.05);
    return { hip, knee, ankle, heel, toe, shoulder, elbow, wrist, hand };
  };
  return { view, hip: origin, waist, neck, head, near: limb(pose.near, 1), far: limb(pose.far, -1) };
}

function pointOf(skeleton: Skeleton, point: AnchorPoint): Point {
  switch (point) {
    case 'hip':
      return skeleton.hip;
    case 'neck':
      return skeleton.neck;
    case 'head':
      return skeleton.head;
    case 'nearHeel':
      return skeleton.near.heel;
    case 'nearToe':
      return skeleton.near.toe;
    case 'farHeel':
      return skeleton.far.heel;
    case 'farToe':
      return skeleton.far.toe;
    case 'nearKnee':
      return skeleton.near.knee;
    case 'farKnee':
      return skeleton.far.knee;
    case 'nearHand':
      return skeleton.near.hand;
    case 'farHand':
      return skeleton.far.hand;
    case 'nearElbow':
      return skeleton.near.elbow;
    case 'farElbow':
      return skeleton.far.elbow;
  }
}

/** Every joint of a pose, placed so that its anchor point is where the pose says. */
export function skeleton(pose: Pose, view: View): Skeleton {
  const free = skeletonAt(pose, view, [0, 0]);
  const at = pointOf(free, pose.anchor.point);
  return skeletonAt(pose, view, [pose.anchor.at[0] - at[0], pose.anchor.at[1] - at[1]]);
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const mixLimb = (a: Limb, b: Limb, t: number): Limb => ({
  hip: mix(a.hip, b.hip, t),
  knee: mix(a.knee, b.knee, t),
  ankle: mix(a.ankle, b.ankle, t),
  shoulder: mix(a.shoulder, b.shoulder, t),
  elbow: mix(a.elbow, b.elbow, t),
});

/**
 * The pose a fraction t of the way from a to b. Angles blend; when both poses pin the same point, the pin
 * blends too, so a foot planted in both stays planted throughout (no sliding between key frames).
 */
export function blend(a: Pose, b: Pose, t: number, view: View): Pose {
  const angles = {
    trunk: mix(a.trunk, b.trunk, t),
    spine: mix(a.spine, b.spine, t),
    neck: mix(a.neck, b.neck, t),
    near: mixLimb(a.near, b.near, t),
    far: mixLimb(a.far, b.far, t),
    shorten: a.shorten,
  };
  if (a.anchor.point === b.anchor.point) {
    return {
      ...angles,
      anchor: {
        point: a.anchor.point,
        at: [mix(a.anchor.at[0], b.anchor.at[0], t), mix(a.anchor.at[1], b.anchor.at[1], t)],
      },
    };
  }
  // Different pins (a jump, a step): the hip travels between where each pose puts it.
  const from = skeleton(a, view).hip;
  const to = skeleton(b, view).hip;
  return { ...angles, anchor: { point: 'hip', at: [mix(from[0], to[0], t), mix(from[1], to[1], t)] } };
}

/** The same pose with the sides exchanged: the other leg or arm works (one-sided exercises). */
export function swapSides(pose: Pose): Pose {
  const swapPoint = (point: AnchorPoint): AnchorPoint =>
    point.startsWith('near')
      ? (point.replace('near', 'far') as AnchorPoint)
      : point.startsWith('far')
        ? (point.replace('far', 'near') as AnchorPoint)
        : point;
  return {
    ...pose,
    near: pose.far,
    far: pose.near,
    anchor: { ...pose.anchor, point: swapPoint(pose.anchor.point) },
  };
}
