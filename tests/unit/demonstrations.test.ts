import { describe, expect, it } from 'vitest';
import { BIKE, ballOfFoot, PAD } from '../../src/contract/demonstrations/draw';
import { DEMONSTRATIONS } from '../../src/contract/demonstrations/exercises';
import {
  JOINT_LIMITS,
  type Point,
  type Pose,
  type Skeleton,
  skeleton,
} from '../../src/contract/demonstrations/rig';
import { type Demonstration, poseBetween } from '../../src/contract/demonstrations/templates';
import { CATALOGUE, traitsOf } from '../../src/server/coach/catalogue';

/**
 * Issue 30: every exercise the coach can prescribe has a demonstration, and what it shows is a body that
 * could do it safely: joints within human range, a foot on the ground when standing, a flat back in a
 * hinge, knees over the feet in a squat, seated work seated. Checked on the key frames and on the poses
 * between them, since the animation shows those too.
 */

const entries = CATALOGUE.map((exercise) => [exercise, DEMONSTRATIONS[exercise.id]] as const);
const shown = entries.filter(
  (entry): entry is readonly [(typeof entry)[0], Demonstration] => entry[1] !== undefined,
);

/** Key frames and the halfway poses of every phase: what the loop actually passes through. */
function posesOf(demo: Demonstration): Pose[] {
  const poses = [...demo.frames];
  let from = 0;
  for (const phase of demo.phases) {
    for (const t of [0.25, 0.5, 0.75]) poses.push(poseBetween(demo, from, phase.to, t));
    from = phase.to;
  }
  return poses;
}

const GROUND_TOLERANCE = 0.03;

function feet(body: Skeleton): number[] {
  return [body.near.heel[1], body.near.toe[1], body.far.heel[1], body.far.toe[1]];
}

/** Shortest distance from point p to the segment a-b. */
function toSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Points along the back, from the hips to the neck. */
const backPoints = (body: Skeleton): Point[] =>
  [0, 0.25, 0.5, 0.75, 1].map((t) => [
    body.hip[0] + (body.neck[0] - body.hip[0]) * t,
    body.hip[1] + (body.neck[1] - body.hip[1]) * t,
  ]);

/** Half the drawn trunk and half a pad, plus a few centimetres: a body resting on a pad is this close. */
const RESTING = 0.07 + PAD / 2 + 0.04;

describe('exercise demonstrations', () => {
  it('exist for every catalogue exercise, and for nothing else', () => {
    expect(entries.filter(([, demo]) => !demo).map(([exercise]) => exercise.id)).toEqual([]);
    const ids = new Set(CATALOGUE.map((exercise) => exercise.id));
    expect(Object.keys(DEMONSTRATIONS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('move through their own key frames, with a tempo people can follow', () => {
    for (const [exercise, demo] of shown) {
      expect(demo.frames.length, exercise.id).toBeGreaterThan(0);
      expect(demo.phases.length, exercise.id).toBeGreaterThan(0);
      for (const phase of demo.phases) {
        expect(demo.frames[phase.to], exercise.id).toBeDefined();
        expect(phase.seconds, exercise.id).toBeGreaterThanOrEqual(0.25);
      }
      expect(demo.phases.at(-1)?.to, exercise.id).toBe(0);
      // A repetition shows both halves; a hold shows stillness.
      if (exercise.measure === 'reps' && demo.frames.length > 1)
        expect(
          demo.phases.map((p) => p.kind).some((k) => k === 'lower' || k === 'lift' || k === 'move'),
          exercise.id,
        ).toBe(true);
    }
  });

  it('keep every joint within human range', () => {
    const outside: string[] = [];
    for (const [exercise, demo] of shown) {
      const limits = JOINT_LIMITS[demo.view];
      for (const pose of posesOf(demo)) {
        const check = (name: string, value: number, [lo, hi]: readonly [number, number]) => {
          if (value < lo - 0.5 || value > hi + 0.5)
            outside.push(`${exercise.id} ${name} ${Math.round(value)}`);
        };
        check('spine', pose.spine, limits.spine);
        check('neck', pose.neck, limits.neck);
        for (const side of ['near', 'far'] as const)
          for (const joint of ['hip', 'knee', 'ankle', 'shoulder', 'elbow'] as const)
            check(`${side} ${joint}`, pose[side][joint], limits[joint]);
      }
    }
    expect(outside).toEqual([]);
  });

  it('never put the body through the floor', () => {
    const through: string[] = [];
    for (const [exercise, demo] of shown) {
      if (demo.stance === 'water') continue;
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, demo.view);
        const lowest = Math.min(
          ...feet(body),
          body.head[1] - 0.1,
          body.near.knee[1],
          body.far.knee[1],
          body.near.hand[1],
          body.far.hand[1],
        );
        if (lowest < -GROUND_TOLERANCE) through.push(`${exercise.id} ${lowest.toFixed(2)}`);
      }
    }
    expect(through).toEqual([]);
  });

  it('keep a foot on the ground in standing work that does not jump', () => {
    const floating: string[] = [];
    for (const [exercise, demo] of shown) {
      if (demo.stance !== 'standing' || demo.jumps || traitsOf(exercise.id).jumping) continue;
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, demo.view);
        const grounded = feet(body).some((y) =>
          demo.supports.some((h) => Math.abs(y - h) <= GROUND_TOLERANCE),
        );
        if (!grounded) floating.push(exercise.id);
      }
    }
    expect([...new Set(floating)]).toEqual([]);
  });

  it('show jumping only for exercises the coach counts as jumping', () => {
    for (const [exercise, demo] of shown)
      if (demo.jumps) expect(traitsOf(exercise.id).jumping, exercise.id).toBe(true);
  });

  it('hinge at the hip with a neutral back', () => {
    const hinges = shown.filter(([, demo]) => demo.template === 'hinge' && demo.stance === 'standing');
    expect(hinges.length).toBeGreaterThan(10);
    for (const [exercise, demo] of hinges) {
      for (const pose of posesOf(demo)) {
        expect(Math.abs(pose.spine), `${exercise.id}: the back stays straight`).toBeLessThanOrEqual(2);
        expect(Math.abs(pose.neck), `${exercise.id}: the head stays in line`).toBeLessThanOrEqual(15);
      }
      const trunks = demo.frames.map((frame) => frame.trunk);
      const hips = demo.frames.map((frame) => frame.near.hip);
      if (demo.frames.length > 1 && exercise.measure === 'reps') {
        expect(
          Math.max(...trunks) - Math.min(...trunks),
          `${exercise.id}: the trunk tips`,
        ).toBeGreaterThanOrEqual(30);
        expect(Math.max(...hips) - Math.min(...hips), `${exercise.id}: from the hip`).toBeGreaterThanOrEqual(
          30,
        );
      }
    }
  });

  it('keep the knees over the feet in squats', () => {
    const squats = shown.filter(
      ([, demo]) => demo.template === 'squat' && demo.view === 'side' && demo.stance === 'standing',
    );
    expect(squats.length).toBeGreaterThan(10);
    const off: string[] = [];
    for (const [exercise, demo] of squats)
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, demo.view);
        // The working (near) leg: the knee travels forward, no further than a few centimetres past the toes.
        if (body.near.knee[0] > body.near.toe[0] + 0.05 || body.near.knee[0] < body.near.heel[0] - 0.05)
          off.push(exercise.id);
      }
    expect([...new Set(off)]).toEqual([]);
  });

  it('never show seated work standing up', () => {
    const seatedIds = shown.filter(([exercise]) => traitsOf(exercise.id).position === 'seated');
    expect(seatedIds.length).toBeGreaterThan(20);
    const standing: string[] = [];
    for (const [exercise, demo] of seatedIds) {
      if (demo.stance !== 'seated') {
        standing.push(`${exercise.id} (${demo.stance})`);
        continue;
      }
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, demo.view);
        // Seated: the hips stay low, the thighs forward (side view) or foreshortened towards the viewer (front).
        const thighsForward =
          demo.view === 'front'
            ? (pose.shorten?.thigh ?? 1) < 0.5
            : Math.min(pose.near.hip, pose.far.hip) >= 45;
        if (body.hip[1] > 0.75 || !thighsForward) standing.push(exercise.id);
      }
    }
    expect([...new Set(standing)]).toEqual([]);
  });

  it('rest the back (hips, knees) on the machine pads and inclined backrests it leans on', () => {
    const apart: string[] = [];
    let checked = 0;
    for (const [exercise, demo] of shown)
      for (const prop of demo.props) {
        const pads =
          prop.kind === 'machine'
            ? (prop.pads ?? [])
            : prop.kind === 'bench' && prop.incline && demo.stance === 'lying'
              ? [
                  (() => {
                    // draw.ts: the backrest rises from 0.4 of the bench's length at the incline.
                    const a: Point = [prop.x + prop.w * 0.4, prop.h];
                    const r = ((prop.incline ?? 0) * Math.PI) / 180;
                    return {
                      a,
                      b: [a[0] - Math.cos(r) * 0.7, a[1] + Math.sin(r) * 0.7] as Point,
                      under: 'back' as const,
                    };
                  })(),
                ]
              : [];
        for (const pad of pads) {
          checked++;
          for (const pose of posesOf(demo)) {
            const body = skeleton(pose, demo.view);
            const parts =
              pad.under === 'back' ? backPoints(body) : pad.under === 'hips' ? [body.hip] : [body.near.knee];
            // Some of the part touches the pad, and none of it goes through.
            const nearest = Math.min(...parts.map((p) => toSegment(p, pad.a, pad.b)));
            if (nearest > RESTING || nearest < RESTING - 0.12)
              apart.push(`${exercise.id} ${nearest.toFixed(2)}`);
          }
        }
      }
    expect(checked).toBeGreaterThan(8);
    expect([...new Set(apart)]).toEqual([]);
  });

  it('keep the feet on the pedals and the hands on the handlebar when cycling', () => {
    const bikes = shown.filter(([, demo]) => demo.props.some((prop) => prop.kind === 'bike'));
    expect(bikes.length).toBeGreaterThanOrEqual(3);
    const off: string[] = [];
    for (const [exercise, demo] of bikes) {
      const bike = demo.props.find((prop) => prop.kind === 'bike');
      if (bike?.kind !== 'bike') continue;
      const crank: Point = [bike.x + BIKE.crank[0], BIKE.crank[1]];
      const handle: Point = [bike.x + BIKE.handle[0], BIKE.handle[1]];
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, demo.view);
        const [near, far] = [ballOfFoot(body, 'near'), ballOfFoot(body, 'far')];
        for (const foot of [near, far]) {
          const fromCrank = Math.hypot(foot[0] - crank[0], foot[1] - crank[1]);
          if (Math.abs(fromCrank - BIKE.radius) > 0.04)
            off.push(`${exercise.id} foot ${fromCrank.toFixed(2)}`);
        }
        // The pedals are half a turn apart.
        const between = Math.hypot(near[0] - far[0], near[1] - far[1]);
        if (Math.abs(between - 2 * BIKE.radius) > 0.06)
          off.push(`${exercise.id} pedals ${between.toFixed(2)}`);
        for (const hand of [body.near.hand, body.far.hand])
          if (Math.hypot(hand[0] - handle[0], hand[1] - handle[1]) > 0.04) off.push(`${exercise.id} hand`);
      }
    }
    expect([...new Set(off)]).toEqual([]);
  });

  it('keep the hands and the feet where they are in push-ups', () => {
    const pushUps = shown.filter(
      ([exercise, demo]) =>
        exercise.id.endsWith('push-up') && demo.template === 'horizontal-push' && demo.stance === 'plank',
    );
    expect(pushUps.length).toBeGreaterThan(8);
    const moved: string[] = [];
    for (const [exercise, demo] of pushUps) {
      const [top, bottom] = demo.frames.map((frame) => skeleton(frame, demo.view));
      const still = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]) <= 0.03;
      if (!still(top!.near.hand, bottom!.near.hand)) moved.push(`${exercise.id} hand`);
      if (!still(top!.near.toe, bottom!.near.toe)) moved.push(`${exercise.id} feet`);
    }
    expect(moved).toEqual([]);
  });

  it('keep a rear foot on its bench in rear-foot-elevated split squats', () => {
    const elevated = shown.filter(
      ([, demo]) => demo.template === 'lunge' && demo.props.some((prop) => prop.kind === 'bench'),
    );
    expect(elevated.length).toBeGreaterThanOrEqual(2);
    const floating: string[] = [];
    for (const [exercise, demo] of elevated) {
      const bench = demo.props.find((prop) => prop.kind === 'bench');
      if (bench?.kind !== 'bench') continue;
      for (const pose of posesOf(demo)) {
        const toe = skeleton(pose, demo.view).far.toe;
        const onTop =
          Math.abs(toe[1] - bench.h) <= GROUND_TOLERANCE && toe[0] >= bench.x && toe[0] <= bench.x + bench.w;
        if (!onTop) floating.push(`${exercise.id} ${toe.map((v) => v.toFixed(2)).join(',')}`);
      }
    }
    expect([...new Set(floating)]).toEqual([]);
  });
});
