import { BODY, dir, type Point, type Pose, type Skeleton, skeleton, type View } from './rig';

/**
 * Props, drawn simply (issue 30): static ones stand in the scene in metres, held ones follow the hands.
 * One drawing for every place a demonstration appears (the client's component, the contact sheet).
 */
export type Held = 'hands' | 'near' | 'far';
export type Prop =
  | { kind: 'dumbbell'; held: Held }
  | { kind: 'kettlebell'; held: Held }
  /** In the hands, or across the upper back behind the neck. */
  | { kind: 'barbell'; at: 'hands' | 'back' }
  /** Stretched from a fixed point (its anchor, drawn as a small block) or from under the feet to the hands. */
  | { kind: 'band'; from: Point | 'feet'; to: Held | 'knees' }
  | { kind: 'bench'; x: number; w: number; h: number; incline?: number }
  | { kind: 'box'; x: number; w: number; h: number }
  | { kind: 'chair'; x: number; facing: 1 | -1 }
  | { kind: 'wheelchair'; x: number }
  | { kind: 'door'; x: number }
  | { kind: 'straps'; from: Point; to: Held | 'feet' }
  | { kind: 'rings'; from: Point }
  | { kind: 'pull-up-bar'; at: Point }
  | { kind: 'dip-bars'; x: number; w: number; h: number }
  | { kind: 'cable'; x: number; pulley: number; to: Held | 'nearAnkle' }
  /** A machine's frame, with the pads the body rests on (a seat, a backrest: see Pad). */
  | {
      kind: 'machine';
      x: number;
      w: number;
      h: number;
      seat?: { x: number; w: number; h: number };
      pads?: Pad[];
    }
  /** A pad that moves with the body: a hack squat's sled on the back, a calf machine's yoke, a dip machine's knee pad. */
  | { kind: 'pad'; on: 'back' | 'shoulders' | 'knees' }
  | { kind: 'lever'; pivot: Point; to: Held | 'shins' | 'heels' }
  | { kind: 'mat'; x: number; w: number }
  | { kind: 'wall'; x: number }
  | { kind: 'towel'; from: Point | 'hands' }
  | { kind: 'bike'; x: number }
  | { kind: 'rower'; x: number }
  | { kind: 'treadmill'; x: number; incline?: number }
  | { kind: 'water' }
  | { kind: 'table'; x: number; w: number; h: number }
  | { kind: 'landmine'; pivot: Point };

/**
 * A fixed pad of a machine, from a to b (metres), and which part of the body rests on it: the tests hold
 * that part against the pad in every pose (tests/unit/demonstrations.test.ts).
 */
export type Pad = { a: Point; b: Point; under: 'back' | 'hips' | 'knees' };
/** How thick a pad is drawn: the body's contact is half of it away from its centre line. */
export const PAD = 0.08;

/** The colours a shape takes, resolved by the caller (CSS variables in the client, fixed ones on a sheet). */
export type Tone = 'body' | 'bodyFar' | 'joint' | 'prop' | 'propFill' | 'floor';

export type Shape =
  | { kind: 'line'; a: Point; b: Point; width: number; tone: Tone }
  | { kind: 'circle'; c: Point; r: number; tone: Tone; fill: boolean; width?: number }
  | { kind: 'poly'; points: Point[]; tone: Tone; fill: boolean; width?: number };

const LIMB = 0.085;
const TRUNK = 0.14;
const PROP = 0.03;
const line = (a: Point, b: Point, width: number, tone: Tone): Shape => ({ kind: 'line', a, b, width, tone });
const rect = (x: number, y: number, w: number, h: number, tone: Tone, fill = true): Shape => ({
  kind: 'poly',
  points: [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ],
  tone,
  fill,
  width: PROP,
});

/** A bike seen from the side, its saddle's back edge at x (metres): library.ts cycle fits the body to it. */
export const BIKE = {
  /** Top of the saddle: the hips sit just above it. */
  saddle: 0.67,
  crank: [0.32, 0.32] as Point,
  radius: 0.17,
  handle: [0.72, 1.02] as Point,
} as const;

/** Where a foot presses a pedal or a plate: the ball of the foot, most of the way from the heel to the toes. */
export function ballOfFoot(body: Skeleton, side: 'near' | 'far'): Point {
  const { heel, toe } = body[side];
  return [heel[0] + (toe[0] - heel[0]) * 0.65, heel[1] + (toe[1] - heel[1]) * 0.65];
}

function unit(a: Point, b: Point): Point {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
}

function handsOf(body: Skeleton, held: Held): Point[] {
  if (held === 'near') return [body.near.hand];
  if (held === 'far') return [body.far.hand];
  return [body.far.hand, body.near.hand];
}

/** A dumbbell seen end-on in the side view (a disc) or side-on in the front view (a bar and two discs). */
function dumbbell(at: Point, view: View): Shape[] {
  if (view === 'side') return [{ kind: 'circle', c: at, r: 0.06, tone: 'propFill', fill: true, width: PROP }];
  return [
    line([at[0] - 0.1, at[1]], [at[0] + 0.1, at[1]], 0.03, 'propFill'),
    rect(at[0] - 0.13, at[1] - 0.06, 0.05, 0.12, 'propFill'),
    rect(at[0] + 0.08, at[1] - 0.06, 0.05, 0.12, 'propFill'),
  ];
}

function kettlebell(at: Point): Shape[] {
  return [
    { kind: 'circle', c: [at[0], at[1] - 0.03], r: 0.03, tone: 'propFill', fill: false, width: 0.022 },
    { kind: 'circle', c: [at[0], at[1] - 0.12], r: 0.075, tone: 'propFill', fill: true },
  ];
}

/** Where a barbell sits: in the hands, or on the upper back just behind the neck. */
function barbellAt(body: Skeleton, at: 'hands' | 'back'): Point {
  if (at === 'hands') {
    const [a, b] = [body.near.hand, body.far.hand];
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  }
  const chest = Math.atan2(body.neck[0] - body.waist[0], body.neck[1] - body.waist[1]) * (180 / Math.PI);
  const base: Point = [
    body.neck[0] - dir(chest)[0] * 0.05 + dir(chest - 90)[0] * 0.09,
    body.neck[1] - dir(chest)[1] * 0.05 + dir(chest - 90)[1] * 0.09,
  ];
  return base;
}

function barbell(at: Point, view: View): Shape[] {
  if (view === 'side')
    return [
      { kind: 'circle', c: at, r: 0.2, tone: 'propFill', fill: true },
      { kind: 'circle', c: at, r: 0.035, tone: 'prop', fill: true },
    ];
  return [
    line([at[0] - 0.75, at[1]], [at[0] + 0.75, at[1]], 0.035, 'propFill'),
    rect(at[0] - 0.68, at[1] - 0.2, 0.07, 0.4, 'propFill'),
    rect(at[0] + 0.61, at[1] - 0.2, 0.07, 0.4, 'propFill'),
  ];
}

function anchorBlock(at: Point): Shape {
  return rect(at[0] - 0.04, at[1] - 0.04, 0.08, 0.08, 'propFill');
}

/** Shapes of a prop drawn behind the figure (the scene), then of the ones in front (held ones). */
function propShapes(prop: Prop, body: Skeleton): { back: Shape[]; front: Shape[] } {
  const view = body.view;
  const feet: Point = [(body.near.toe[0] + body.near.heel[0]) / 2, Math.max(0.02, body.near.heel[1])];
  const target = (to: Held | 'knees' | 'feet' | 'nearAnkle' | 'shins' | 'heels'): Point[] => {
    if (to === 'knees') return [body.near.knee];
    if (to === 'feet') return [body.near.ankle];
    if (to === 'nearAnkle' || to === 'heels') return [body.near.ankle];
    if (to === 'shins')
      return [[(body.near.knee[0] + body.near.ankle[0]) / 2, (body.near.knee[1] + body.near.ankle[1]) / 2]];
    return handsOf(body, to);
  };
  switch (prop.kind) {
    case 'dumbbell':
      return { back: [], front: handsOf(body, prop.held).flatMap((hand) => dumbbell(hand, view)) };
    case 'kettlebell':
      return { back: [], front: handsOf(body, prop.held).flatMap((hand) => kettlebell(hand)) };
    case 'barbell':
      return { back: [], front: barbell(barbellAt(body, prop.at), view) };
    case 'band': {
      const from = prop.from === 'feet' ? feet : prop.from;
      const ends = target(prop.to);
      return {
        back: [
          ...(prop.from === 'feet' ? [] : [anchorBlock(from)]),
          ...ends.map((end) => line(from, end, 0.022, 'prop')),
        ],
        front: [],
      };
    }
    case 'bench': {
      const shapes = [
        rect(prop.x, prop.h - 0.08, prop.w, 0.08, 'propFill'),
        line([prop.x + 0.08, 0], [prop.x + 0.08, prop.h - 0.08], 0.04, 'prop'),
        line([prop.x + prop.w - 0.08, 0], [prop.x + prop.w - 0.08, prop.h - 0.08], 0.04, 'prop'),
      ];
      if (prop.incline) {
        const top: Point = [prop.x + prop.w * 0.4, prop.h];
        const end: Point = [
          top[0] - Math.cos((prop.incline * Math.PI) / 180) * 0.7,
          top[1] + Math.sin((prop.incline * Math.PI) / 180) * 0.7,
        ];
        shapes.push(line(top, end, 0.08, 'propFill'));
      }
      return { back: shapes, front: [] };
    }
    case 'box':
    case 'table':
      return {
        back:
          prop.kind === 'box'
            ? [rect(prop.x, 0, prop.w, prop.h, 'propFill')]
            : [
                rect(prop.x, prop.h - 0.05, prop.w, 0.05, 'propFill'),
                line([prop.x + 0.05, 0], [prop.x + 0.05, prop.h], 0.04, 'prop'),
                line([prop.x + prop.w - 0.05, 0], [prop.x + prop.w - 0.05, prop.h], 0.04, 'prop'),
              ],
        front: [],
      };
    case 'chair': {
      const back = prop.x - prop.facing * 0.2;
      return {
        back: [
          rect(prop.x - 0.22, 0.38, 0.44, 0.05, 'propFill'),
          line([prop.x - 0.19, 0], [prop.x - 0.19, 0.4], 0.035, 'prop'),
          line([prop.x + 0.19, 0], [prop.x + 0.19, 0.4], 0.035, 'prop'),
          line([back, 0.4], [back - prop.facing * 0.04, 0.9], 0.045, 'prop'),
        ],
        front: [],
      };
    }
    case 'wheelchair':
      return {
        back: [
          { kind: 'circle', c: [prop.x - 0.05, 0.3], r: 0.3, tone: 'prop', fill: false, width: 0.03 },
          { kind: 'circle', c: [prop.x + 0.32, 0.06], r: 0.06, tone: 'prop', fill: false, width: 0.025 },
          line([prop.x - 0.22, 0.42], [prop.x + 0.22, 0.42], 0.05, 'propFill'),
          line([prop.x - 0.22, 0.42], [prop.x - 0.26, 0.92], 0.04, 'prop'),
          line([prop.x + 0.22, 0.42], [prop.x + 0.32, 0.1], 0.03, 'prop'),
        ],
        front: [],
      };
    case 'door':
      return {
        back: [
          line([prop.x, 0], [prop.x, 2.05], 0.06, 'propFill'),
          line([prop.x, 2.05], [prop.x - 0.35, 2.05], 0.06, 'propFill'),
        ],
        front: [],
      };
    case 'straps': {
      const ends = target(prop.to);
      return {
        back: [anchorBlock(prop.from), ...ends.map((end) => line(prop.from, end, 0.025, 'prop'))],
        front: [],
      };
    }
    case 'rings': {
      const hands = handsOf(body, 'hands');
      return {
        back: [
          anchorBlock(prop.from),
          ...hands.map((hand) => line(prop.from, [hand[0], hand[1] + 0.06], 0.02, 'prop')),
          ...hands.map(
            (hand): Shape => ({
              kind: 'circle',
              c: hand,
              r: 0.06,
              tone: 'propFill',
              fill: false,
              width: 0.025,
            }),
          ),
        ],
        front: [],
      };
    }
    case 'pull-up-bar':
      return {
        back: [
          line([prop.at[0] - 0.5, prop.at[1]], [prop.at[0] + 0.5, prop.at[1]], 0.045, 'propFill'),
          line([prop.at[0] - 0.5, prop.at[1]], [prop.at[0] - 0.5, prop.at[1] + 0.2], 0.04, 'prop'),
        ],
        front: [],
      };
    case 'dip-bars':
      return {
        back: [
          line([prop.x, prop.h], [prop.x + prop.w, prop.h], 0.05, 'propFill'),
          line([prop.x + 0.05, 0], [prop.x + 0.05, prop.h], 0.04, 'prop'),
          line([prop.x + prop.w - 0.05, 0], [prop.x + prop.w - 0.05, prop.h], 0.04, 'prop'),
        ],
        front: [],
      };
    case 'cable': {
      const pulley: Point = [prop.x, prop.pulley];
      const ends = target(prop.to);
      return {
        back: [
          rect(prop.x - 0.08, 0, 0.16, 2.1, 'prop', false),
          rect(prop.x - 0.06, 0.1, 0.12, 0.35, 'propFill'),
          { kind: 'circle', c: pulley, r: 0.04, tone: 'propFill', fill: true },
          ...ends.map((end) => line(pulley, end, 0.015, 'prop')),
        ],
        front: [],
      };
    }
    case 'machine': {
      // With pads, the frame is a base and a post under each pad; without, an outline (a cable stack's).
      const shapes: Shape[] = prop.pads
        ? [
            line([prop.x, 0.03], [prop.x + prop.w, 0.03], 0.05, 'prop'),
            ...prop.pads.map((pad) =>
              line(
                [(pad.a[0] + pad.b[0]) / 2, 0.03],
                [(pad.a[0] + pad.b[0]) / 2, (pad.a[1] + pad.b[1]) / 2],
                0.04,
                'prop',
              ),
            ),
          ]
        : [rect(prop.x, 0, prop.w, prop.h, 'prop', false)];
      if (prop.seat) shapes.push(rect(prop.seat.x, prop.seat.h - 0.08, prop.seat.w, 0.08, 'propFill'));
      for (const pad of prop.pads ?? []) shapes.push(line(pad.a, pad.b, PAD, 'propFill'));
      return { back: shapes, front: [] };
    }
    case 'pad': {
      // Drawn against the body, on the side it presses: behind the back, on top of the shoulders, under the knees.
      const along = unit(body.waist, body.neck);
      const behind: Point = [-along[1], along[0]];
      const off = (p: Point, d: Point, s: number): Point => [p[0] + d[0] * s, p[1] + d[1] * s];
      if (prop.on === 'back') {
        const gap = 0.07 + PAD / 2;
        return {
          back: [
            line(
              off(off(body.hip, behind, gap), along, 0.1),
              off(off(body.neck, behind, gap), along, 0.05),
              PAD,
              'propFill',
            ),
          ],
          front: [],
        };
      }
      if (prop.on === 'shoulders') {
        const top = off(body.near.shoulder, along, 0.09);
        return { back: [], front: [line(off(top, behind, 0.08), off(top, behind, -0.1), PAD, 'propFill')] };
      }
      const knee = body.near.knee;
      return {
        back: [],
        front: [line([knee[0] - 0.12, knee[1] - 0.09], [knee[0] + 0.1, knee[1] - 0.09], PAD, 'propFill')],
      };
    }
    case 'lever': {
      const ends = target(prop.to);
      return {
        back: [],
        front: [
          { kind: 'circle', c: prop.pivot, r: 0.04, tone: 'propFill', fill: true },
          ...ends.map((end) => line(prop.pivot, end, 0.04, 'propFill')),
          ...ends.map((end): Shape => ({ kind: 'circle', c: end, r: 0.045, tone: 'propFill', fill: true })),
        ],
      };
    }
    case 'mat':
      return { back: [rect(prop.x, 0, prop.w, 0.025, 'propFill')], front: [] };
    case 'wall':
      return { back: [rect(prop.x, 0, 0.12, 2.2, 'propFill')], front: [] };
    case 'towel': {
      const from = prop.from === 'hands' ? body.far.hand : prop.from;
      return { back: [line(from, body.near.hand, 0.05, 'prop')], front: [] };
    }
    case 'bike': {
      // The cranks turn with the feet (their tips are where the balls of the feet are: library.ts cycle,
      // held to the circle by tests/unit/demonstrations.test.ts); the hands hold the handlebar.
      const crank: Point = [prop.x + BIKE.crank[0], BIKE.crank[1]];
      const handle: Point = [prop.x + BIKE.handle[0], BIKE.handle[1]];
      const near = ballOfFoot(body, 'near');
      const angle = Math.atan2(near[0] - crank[0], near[1] - crank[1]);
      const pedal = (turn: number): Point => [
        crank[0] + Math.sin(angle + turn) * BIKE.radius,
        crank[1] + Math.cos(angle + turn) * BIKE.radius,
      ];
      return {
        back: [
          line([prop.x - 0.35, 0], [prop.x + 0.75, 0], 0.05, 'prop'),
          line([prop.x - 0.05, 0.02], [prop.x - 0.02, BIKE.saddle - 0.05], 0.06, 'prop'),
          line([prop.x - 0.02, BIKE.saddle - 0.1], crank, 0.05, 'prop'),
          line([prop.x + 0.55, 0.02], [prop.x + 0.5, handle[1] - 0.05], 0.06, 'prop'),
          line([prop.x + 0.5, handle[1] - 0.05], handle, 0.05, 'prop'),
          rect(prop.x - 0.16, BIKE.saddle - 0.05, 0.26, 0.05, 'propFill'),
          { kind: 'circle', c: crank, r: 0.06, tone: 'prop', fill: true },
          line(crank, pedal(Math.PI), 0.03, 'prop'),
          line(pedal(Math.PI), [pedal(Math.PI)[0] + 0.04, pedal(Math.PI)[1]], 0.04, 'propFill'),
        ],
        front: [
          line(crank, near, 0.03, 'prop'),
          line([near[0] - 0.04, near[1]], [near[0] + 0.04, near[1]], 0.04, 'propFill'),
          { kind: 'circle', c: handle, r: 0.035, tone: 'propFill', fill: true },
        ],
      };
    }
    case 'rower':
      return {
        back: [
          line([prop.x - 0.6, 0.15], [prop.x + 1.3, 0.15], 0.06, 'prop'),
          rect(prop.x + 1.1, 0, 0.3, 0.55, 'propFill'),
          rect(prop.x - 0.25, 0.18, 0.3, 0.06, 'propFill'),
          line([prop.x + 1.1, 0.45], body.near.hand, 0.015, 'prop'),
        ],
        front: [],
      };
    case 'treadmill': {
      const rise = Math.tan(((prop.incline ?? 0) * Math.PI) / 180) * 1.6;
      return {
        back: [
          line([prop.x - 0.8, 0.06], [prop.x + 0.8, 0.06 + rise], 0.08, 'propFill'),
          line([prop.x + 0.75, 0.06 + rise], [prop.x + 0.85, 1.15], 0.05, 'prop'),
          line([prop.x + 0.85, 1.15], [prop.x + 0.6, 1.15], 0.05, 'prop'),
        ],
        front: [],
      };
    }
    case 'water':
      return {
        back: [],
        front: [
          line([-1.4, 0.05], [1.4, 0.05], 0.02, 'prop'),
          rect(-1.4, -0.35, 2.8, 0.4, 'propFill', false),
        ],
      };
    case 'landmine': {
      const [a, b] = [body.near.hand, body.far.hand];
      const hands: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const along: Point = [hands[0] - prop.pivot[0], hands[1] - prop.pivot[1]];
      const length = Math.hypot(along[0], along[1]);
      const end: Point = [hands[0] + (along[0] / length) * 0.25, hands[1] + (along[1] / length) * 0.25];
      return {
        back: [],
        front: [
          line(prop.pivot, end, 0.035, 'propFill'),
          {
            kind: 'circle',
            c: [prop.pivot[0] + (along[0] / length) * 0.35, prop.pivot[1] + (along[1] / length) * 0.35],
            r: 0.16,
            tone: 'propFill',
            fill: true,
          },
        ],
      };
    }
  }
}

/** The shapes of one pose with its props, back to front: floor, scene, far limbs, trunk and head, near limbs, held props, joints. */
export function drawPose(pose: Pose, view: View, props: readonly Prop[]): Shape[] {
  const body = skeleton(pose, view);
  const scene = props.map((prop) => propShapes(prop, body));
  const limbs = (side: 'near' | 'far', tone: Tone): Shape[] => {
    const j = body[side];
    return [
      line(j.hip, j.knee, LIMB, tone),
      line(j.knee, j.ankle, LIMB, tone),
      { kind: 'poly', points: [j.ankle, j.heel, j.toe], tone, fill: true, width: 0.04 },
      line(j.shoulder, j.elbow, LIMB * 0.85, tone),
      line(j.elbow, j.wrist, LIMB * 0.8, tone),
      { kind: 'circle', c: j.hand, r: 0.04, tone, fill: true },
    ];
  };
  const joints = (side: 'near' | 'far'): Shape[] =>
    [body[side].knee, body[side].elbow, body[side].shoulder, body[side].hip, body[side].ankle].map(
      (c): Shape => ({ kind: 'circle', c, r: 0.02, tone: 'joint', fill: true }),
    );
  // A front view shows both sides equally; the side view puts the far side behind, fainter.
  const farTone: Tone = view === 'front' ? 'body' : 'bodyFar';
  const head = body.head;
  return [
    line([-3, 0], [3, 0], 0.02, 'floor'),
    ...scene.flatMap((s) => s.back),
    ...limbs('far', farTone),
    line(body.hip, body.waist, TRUNK, 'body'),
    line(body.waist, body.neck, TRUNK * (view === 'front' ? 2 : 1.1), 'body'),
    ...(view === 'front'
      ? [
          line(body.near.hip, body.far.hip, LIMB, 'body'),
          line(body.near.shoulder, body.far.shoulder, LIMB, 'body'),
        ]
      : []),
    { kind: 'circle', c: head, r: BODY.headRadius, tone: 'body', fill: true },
    ...limbs('near', 'body'),
    ...scene.flatMap((s) => s.front),
    ...(view === 'front' ? [] : joints('far')),
    ...joints('near'),
  ];
}

/** The smallest box holding every shape of these poses, with a margin: one stable frame for the whole loop. */
export function bounds(shapeSets: readonly Shape[][]): { x: number; y: number; w: number; h: number } {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  const take = (p: Point, r = 0) => {
    minX = Math.min(minX, p[0] - r);
    maxX = Math.max(maxX, p[0] + r);
    minY = Math.min(minY, p[1] - r);
    maxY = Math.max(maxY, p[1] + r);
  };
  for (const shapes of shapeSets)
    for (const shape of shapes) {
      if (shape.tone === 'floor') continue;
      if (shape.kind === 'line') {
        take(shape.a, shape.width / 2);
        take(shape.b, shape.width / 2);
      } else if (shape.kind === 'circle') take(shape.c, shape.r);
      else for (const p of shape.points) take(p, (shape.width ?? 0) / 2);
    }
  const margin = 0.12;
  minY = Math.min(minY, 0);
  return { x: minX - margin, y: minY - margin, w: maxX - minX + 2 * margin, h: maxY - minY + 2 * margin };
}
