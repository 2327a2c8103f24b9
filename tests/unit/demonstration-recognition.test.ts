import { describe, expect, it } from 'vitest';
import type { Prop } from '../../src/contract/demonstrations/draw';
import { drawPose, type Shape } from '../../src/contract/demonstrations/draw';
import { DEMONSTRATIONS } from '../../src/contract/demonstrations/exercises';
import { type Point, type Pose, skeleton } from '../../src/contract/demonstrations/rig';
import { type Demonstration, poseBetween } from '../../src/contract/demonstrations/templates';

/**
 * What a blind review needs to see to name an exercise from its pictures (issue 30; the review had only the
 * drawings and named the exercise, a strength coach judged them): one handle in both hands for a woodchop
 * and a Pallof press, the band or cable pulling from the side in a Pallof press, an EZ bar's bends, a pec
 * deck's seat and the hands meeting in front of the chest. Checked on the key frames and the poses between.
 */

const demoOf = (id: string): Demonstration => {
  const demo = DEMONSTRATIONS[id];
  if (!demo) throw new Error(`no demonstration for ${id}`);
  return demo;
};

function posesOf(demo: Demonstration): Pose[] {
  const poses = [...demo.frames];
  let from = 0;
  for (const phase of demo.phases) {
    for (const t of [0.25, 0.5, 0.75]) poses.push(poseBetween(demo, from, phase.to, t));
    from = phase.to;
  }
  return poses;
}

const hands = (pose: Pose, demo: Demonstration) => {
  const body = skeleton(pose, demo.view);
  return { body, near: body.near.hand, far: body.far.hand };
};
const apart = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const middle = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** Where the band or cable of a demonstration is fixed (its anchor block or pulley). */
function anchorOf(demo: Demonstration): Point {
  for (const prop of demo.props) {
    if (prop.kind === 'band' && typeof prop.from !== 'string') return prop.from;
    if (prop.kind === 'cable') return [prop.x, prop.pulley];
  }
  throw new Error('no band or cable anchor');
}

/** Is this shape one of the drawn segments of a bar (a prop line as thick as a barbell's)? */
const barSegment = (shape: Shape): shape is Extract<Shape, { kind: 'line' }> =>
  shape.kind === 'line' && shape.tone === 'propFill' && Math.abs(shape.width - 0.035) < 1e-9;

describe('demonstrations people can name', () => {
  it.each(['band-woodchop', 'cable-woodchop'])(
    '%s: both hands on one handle, on a diagonal from the anchor',
    (id) => {
      const demo = demoOf(id);
      // Seen from the front, so the diagonal across the body is in the picture.
      expect(demo.view).toBe('front');
      for (const pose of posesOf(demo)) {
        const { near, far } = hands(pose, demo);
        expect(apart(near, far)).toBeLessThan(0.06);
      }
      const [high, low] = demo.frames.map((pose) => {
        const { near, far } = hands(pose, demo);
        return middle(near, far);
      }) as [Point, Point];
      const anchor = anchorOf(demo);
      // From high on the anchor's side to low on the other side: a diagonal, not a lift or a sweep.
      expect(high[1] - low[1]).toBeGreaterThan(0.5);
      expect(high[0] - low[0]).toBeGreaterThan(0.4);
      expect(anchor[0]).toBeGreaterThan(high[0]);
      expect(anchor[1]).toBeGreaterThan(high[1]);
    },
  );

  it.each(['pallof-press', 'cable-pallof-press', 'seated-pallof-press', 'pallof-hold'])(
    '%s: the band or cable pulls from the side of the body, not from in front',
    (id) => {
      const demo = demoOf(id);
      // In the side view an anchor to the side cannot be drawn: it reads as a chest press.
      expect(demo.view).toBe('front');
      const anchor = anchorOf(demo);
      for (const pose of posesOf(demo)) {
        const { body, near, far } = hands(pose, demo);
        expect(apart(near, far)).toBeLessThan(0.06);
        const grip = middle(near, far);
        // The hands stay on the body's centre line (in front of the sternum), the anchor well to one side
        // at about their height: the pull is across the body.
        expect(Math.abs(grip[0] - body.hip[0])).toBeLessThan(0.06);
        expect(grip[1]).toBeGreaterThan(body.waist[1]);
        expect(grip[1]).toBeLessThan(body.neck[1]);
        expect(anchor[0] - grip[0]).toBeGreaterThan(0.6);
        expect(Math.abs(anchor[1] - grip[1])).toBeLessThan(0.15);
      }
    },
  );

  it('ez-bar-curl: the bar is drawn with its bends, unlike the straight barbell', () => {
    const demo = demoOf('ez-bar-curl');
    for (const pose of demo.frames) {
      const segments = drawPose(pose, demo.view, demo.props).filter(barSegment);
      expect(segments.length).toBeGreaterThan(2);
      const points = segments.flatMap((s) => [s.a, s.b]);
      const left = points.reduce((a, b) => (b[0] < a[0] ? b : a));
      const right = points.reduce((a, b) => (b[0] > a[0] ? b : a));
      // The furthest any point of the bar lies from the straight line between its ends.
      const length = apart(left, right);
      const off = Math.max(
        ...points.map(
          (p) =>
            Math.abs((right[0] - left[0]) * (left[1] - p[1]) - (left[0] - p[0]) * (right[1] - left[1])) /
            length,
        ),
      );
      expect(off).toBeGreaterThan(0.05);
      // The hands are on the bar (its bends are where they hold it).
      const { near, far } = hands(pose, demo);
      for (const hand of [near, far]) expect(Math.abs(hand[1] - (left[1] + right[1]) / 2)).toBeLessThan(0.1);
    }
    const straight = demoOf('barbell-curl');
    const straightBar = straight.frames.flatMap((pose) =>
      drawPose(pose, straight.view, straight.props).filter(barSegment),
    );
    expect(straightBar.every((s) => Math.abs(s.a[1] - s.b[1]) < 1e-9)).toBe(true);
  });

  it('pec-deck: seated on its seat, arms open to the sides, then the hands meet in front of the chest', () => {
    const demo = demoOf('pec-deck');
    expect(demo.view).toBe('front');
    expect(demo.stance).toBe('seated');
    const [open, closed] = demo.frames as [Pose, Pose];
    for (const pose of posesOf(demo)) {
      const { body } = hands(pose, demo);
      // A seat drawn just under the hips.
      const seats = drawPose(pose, demo.view, demo.props).filter(
        (shape): shape is Extract<Shape, { kind: 'poly' }> =>
          shape.kind === 'poly' &&
          shape.tone === 'propFill' &&
          Math.min(...shape.points.map((p) => p[0])) < body.hip[0] - 0.15 &&
          Math.max(...shape.points.map((p) => p[0])) > body.hip[0] + 0.15 &&
          Math.max(...shape.points.map((p) => p[1])) <= body.hip[1] &&
          Math.max(...shape.points.map((p) => p[1])) > body.hip[1] - 0.12,
      );
      expect(seats.length).toBeGreaterThan(0);
    }
    const opened = hands(open, demo);
    expect(apart(opened.near, opened.far)).toBeGreaterThan(1);
    // Open, the hands are level with the shoulders (not far behind or below them).
    for (const hand of [opened.near, opened.far])
      expect(Math.abs(hand[1] - opened.body.near.shoulder[1])).toBeLessThan(0.15);
    const shut = hands(closed, demo);
    expect(apart(shut.near, shut.far)).toBeLessThan(0.08);
    const grip = middle(shut.near, shut.far);
    expect(Math.abs(grip[0] - shut.body.hip[0])).toBeLessThan(0.05);
    expect(grip[1]).toBeGreaterThan(shut.body.waist[1]);
    expect(grip[1]).toBeLessThan(shut.body.neck[1]);
    // Handles in both hands, on levers hung from above the shoulders.
    expect(demo.props.some((prop) => prop.kind === 'pec-deck')).toBe(true);
  });

  it('seated arm machines put a handle in the hands, not empty hands in an empty frame', () => {
    const armWork = new Set(['horizontal-push', 'vertical-push', 'horizontal-pull', 'vertical-pull', 'arms']);
    const holds = (prop: Prop) =>
      prop.kind === 'pec-deck' ||
      prop.kind === 'barbell' ||
      prop.kind === 'dumbbell' ||
      prop.kind === 'kettlebell' ||
      ((prop.kind === 'lever' || prop.kind === 'cable' || prop.kind === 'band' || prop.kind === 'straps') &&
        (prop.to === 'hands' || prop.to === 'near' || prop.to === 'far'));
    const machines = Object.entries(DEMONSTRATIONS).filter(
      ([, demo]) =>
        armWork.has(demo.template) &&
        demo.stance === 'seated' &&
        demo.props.some((prop) => prop.kind === 'machine' || prop.kind === 'pec-deck'),
    );
    expect(machines.length).toBeGreaterThanOrEqual(6);
    expect(machines.filter(([, demo]) => !demo.props.some(holds)).map(([id]) => id)).toEqual([]);
  });
});
