import { describe, expect, it } from 'vitest';
import { BAR_DROP, drawPose, type Prop } from '../../src/contract/demonstrations/draw';
import { DEMONSTRATIONS } from '../../src/contract/demonstrations/exercises';
import {
  BODY,
  dir,
  type Point,
  type Pose,
  type Skeleton,
  skeleton,
} from '../../src/contract/demonstrations/rig';
import { type Demonstration, poseBetween } from '../../src/contract/demonstrations/templates';

/**
 * What a blind strength coach called unsafe or unclear in the demonstrations (issue 30), each held as a
 * rule over every exercise of its kind, on the key frames and the poses between them.
 */

const all = Object.entries(DEMONSTRATIONS);

function posesOf(demo: Demonstration): Pose[] {
  const poses = [...demo.frames];
  let from = 0;
  for (const phase of demo.phases) {
    for (const t of [0.25, 0.5, 0.75]) poses.push(poseBetween(demo, from, phase.to, t));
    from = phase.to;
  }
  return poses;
}

const toSegment = (p: Point, a: Point, b: Point): number => {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
};
const minus = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
const dot = (a: Point, b: Point) => a[0] * b[0] + a[1] * b[1];
/** The chest's direction (rig.ts: trunk + spine) and the direction behind it (towards the back). */
const chestOf = (pose: Pose) => pose.trunk + pose.spine;

describe('demonstrations a strength coach would call safe', () => {
  it('press from a bench with the upper arm stopping about level with the torso, not hanging below it', () => {
    const presses = all.filter(
      ([, demo]) =>
        demo.view === 'side' &&
        demo.stance === 'lying' &&
        demo.template === 'horizontal-push' &&
        demo.props.some((prop) => prop.kind === 'bench'),
    );
    expect(presses.length).toBeGreaterThanOrEqual(5);
    // About level or just below: the elbow no more than 25 degrees below the line of the torso.
    const limit = BODY.upperArm * Math.sin((25 * Math.PI) / 180) + 0.005;
    const low: string[] = [];
    for (const [id, demo] of presses)
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, 'side');
        const behind = dir(chestOf(pose) - 90);
        for (const side of ['near', 'far'] as const) {
          const depth = dot(minus(body[side].elbow, body[side].shoulder), behind);
          if (depth > limit) low.push(`${id} ${depth.toFixed(2)}`);
        }
      }
    expect([...new Set(low)]).toEqual([]);
  });

  it('finish pull-aparts, reverse flies and face pulls with the arms in line with the shoulders, not behind the back', () => {
    // Horizontal pulls that open the arms out (straight arms throughout, or a face pull's hands rising to
    // the face): in the side view the upper arm ends at most 20 degrees behind the trunk's line; in the
    // front view the arms end out to the sides at about shoulder height (abduction 70-110).
    const opening = all.filter(([, demo]) => {
      if (demo.template !== 'horizontal-pull') return false;
      if (demo.view === 'front') return true;
      const straight = demo.frames.every((f) => Math.abs(f.near.elbow) <= 30 && Math.abs(f.far.elbow) <= 30);
      return straight;
    });
    expect(opening.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'band-pull-apart',
        'reverse-pec-deck',
        'cable-face-pull',
        'dumbbell-reverse-fly',
      ]),
    );
    const behind: string[] = [];
    for (const [id, demo] of opening)
      for (const pose of posesOf(demo))
        for (const side of ['near', 'far'] as const) {
          const shoulder = pose[side].shoulder;
          if (demo.view === 'side' ? shoulder < -20 : shoulder > 110)
            behind.push(`${id} ${side} ${Math.round(shoulder)}`);
        }
    expect([...new Set(behind)]).toEqual([]);
    // And the front-view ones do finish out to the sides, full length (not left pointing forward).
    for (const [id, demo] of opening.filter(([, d]) => d.view === 'front')) {
      const end = demo.frames[1]!;
      expect(end.near.shoulder, id).toBeGreaterThanOrEqual(70);
      expect(end.shorten?.upperArm ?? 1, id).toBe(1);
    }
  });

  it('put the hand on the support wherever an exercise is "supported"', () => {
    // The chair's back (draw.ts: at x - 0.2 * facing, from 0.4 up to 0.9 m, leaning 4 cm), a table's top,
    // a wall's face: the hand (a 4 cm disc) rests on it, within a few centimetres, in every pose.
    const surfaces = (prop: Prop): [Point, Point][] => {
      if (prop.kind === 'chair') {
        const back = prop.x - prop.facing * 0.2;
        return [
          [
            [back, 0.4],
            [back - prop.facing * 0.04, 0.9],
          ],
        ];
      }
      if (prop.kind === 'table')
        return [
          [
            [prop.x, prop.h],
            [prop.x + prop.w, prop.h],
          ],
        ];
      if (prop.kind === 'wall')
        return [
          [
            [prop.x, 0],
            [prop.x, 2.2],
          ],
        ];
      return [];
    };
    const supported = all.filter(
      ([id, demo]) =>
        id.split('-').includes('supported') && demo.props.some((prop) => surfaces(prop).length > 0),
    );
    expect(supported.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'tandem-stand-supported',
        'single-leg-stand-supported',
        'supported-calf-raise',
      ]),
    );
    const away: string[] = [];
    for (const [id, demo] of supported) {
      const faces = demo.props.flatMap(surfaces);
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, demo.view);
        const nearest = Math.min(
          ...[body.near.hand, body.far.hand].flatMap((hand) => faces.map(([a, b]) => toSegment(hand, a, b))),
        );
        if (nearest > 0.08) away.push(`${id} ${nearest.toFixed(2)}`);
      }
    }
    expect([...new Set(away)]).toEqual([]);
  });

  it('rest a back-loaded bar on the upper back below the neck, and a front-rack bar on the front of the shoulders', () => {
    const bars = all.filter(([, demo]) =>
      demo.props.some((prop) => prop.kind === 'barbell' && prop.at !== 'hands'),
    );
    expect(bars.map(([id]) => id)).toEqual(
      expect.arrayContaining(['barbell-good-morning', 'barbell-back-squat', 'barbell-front-squat']),
    );
    const wrong: string[] = [];
    for (const [id, demo] of bars) {
      const prop = demo.props.find((p) => p.kind === 'barbell');
      if (prop?.kind !== 'barbell') continue;
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, 'side');
        const shapes = drawPose(pose, demo.view, demo.props);
        // The bar's end: the small dark disc drawn at its centre (draw.ts barbell, side view).
        const bar = shapes.find(
          (s) => s.kind === 'circle' && s.tone === 'prop' && Math.abs(s.r - 0.035) < 1e-9,
        );
        if (bar?.kind !== 'circle') {
          wrong.push(`${id} no bar`);
          continue;
        }
        const chest = chestOf(pose);
        const offset = minus(bar.c, body.neck);
        // Below the base of the neck along the trunk, and behind it (back) or in front of it (front rack).
        const down = -dot(offset, dir(chest));
        const out = dot(offset, dir(prop.at === 'back' ? chest - 90 : chest + 90));
        if (down < 0.05 || down > 0.15 || out < 0.07 || out > 0.16)
          wrong.push(`${id} ${down.toFixed(2)} ${out.toFixed(2)}`);
      }
    }
    expect(BAR_DROP).toBeGreaterThanOrEqual(0.05);
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('hang the load of a hanging exercise from a belt at the hips, never as a weight at the hands', () => {
    const hanging = all.filter(([, demo]) => demo.stance === 'hanging');
    const inHands = hanging.filter(([, demo]) =>
      demo.props.some((prop) => prop.kind === 'dumbbell' || prop.kind === 'kettlebell'),
    );
    expect(inHands.map(([id]) => id)).toEqual([]);
    const belted = hanging.filter(([, demo]) => demo.props.some((prop) => prop.kind === 'belt'));
    expect(belted.map(([id]) => id)).toContain('weighted-pull-up');
    for (const [id, demo] of belted)
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, 'side');
        const plate = drawPose(pose, demo.view, demo.props).find(
          (s) => s.kind === 'circle' && s.tone === 'propFill' && Math.abs(s.r - 0.11) < 1e-9,
        );
        expect(plate?.kind, id).toBe('circle');
        if (plate?.kind === 'circle') expect(plate.c[1], id).toBeLessThan(body.hip[1] - 0.2);
      }
  });

  it('load a landmine or T-bar at the handle end, not at the pivot', () => {
    const landmines = all.filter(([, demo]) => demo.props.some((prop) => prop.kind === 'landmine'));
    expect(landmines.map(([id]) => id)).toContain('t-bar-row');
    for (const [id, demo] of landmines) {
      const prop = demo.props.find((p) => p.kind === 'landmine');
      if (prop?.kind !== 'landmine') continue;
      for (const pose of posesOf(demo)) {
        const body: Skeleton = skeleton(pose, demo.view);
        const hands: Point = [
          (body.near.hand[0] + body.far.hand[0]) / 2,
          (body.near.hand[1] + body.far.hand[1]) / 2,
        ];
        const plate = drawPose(pose, demo.view, demo.props).find(
          (s) => s.kind === 'circle' && s.tone === 'propFill' && Math.abs(s.r - 0.16) < 1e-9,
        );
        expect(plate?.kind, id).toBe('circle');
        if (plate?.kind !== 'circle') continue;
        const toHands = Math.hypot(plate.c[0] - hands[0], plate.c[1] - hands[1]);
        const toPivot = Math.hypot(plate.c[0] - prop.pivot[0], plate.c[1] - prop.pivot[1]);
        expect(toHands, id).toBeLessThan(0.25);
        expect(toHands, id).toBeLessThan(toPivot);
      }
    }
  });

  it('draw the towel of every towel exercise, long enough to see', () => {
    const towels = all.filter(([id]) => id.split('-').includes('towel'));
    expect(towels.map(([id]) => id)).toEqual(
      expect.arrayContaining(['seated-towel-pull-apart', 'towel-biceps-curl']),
    );
    const missing: string[] = [];
    for (const [id, demo] of towels) {
      if (!demo.props.some((prop) => prop.kind === 'towel')) {
        missing.push(`${id} no towel`);
        continue;
      }
      for (const pose of demo.frames) {
        const towel = drawPose(pose, demo.view, demo.props).find(
          (s) => s.kind === 'line' && s.tone === 'prop' && Math.abs(s.width - 0.05) < 1e-9,
        );
        const length =
          towel?.kind === 'line' ? Math.hypot(towel.b[0] - towel.a[0], towel.b[1] - towel.a[1]) : 0;
        if (length < 0.15) missing.push(`${id} ${length.toFixed(2)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('demonstrations that show how the body is placed', () => {
  it('kneel on a knee pad: the thighs down under the hips and the shins resting back along the pad', () => {
    const kneeling = all.filter(([, demo]) =>
      demo.props.some((prop) => prop.kind === 'pad' && prop.on === 'knees'),
    );
    expect(kneeling.map(([id]) => id)).toContain('assisted-dip-machine');
    const off: string[] = [];
    for (const [id, demo] of kneeling)
      for (const pose of posesOf(demo)) {
        const body = skeleton(pose, demo.view);
        for (const side of ['near', 'far'] as const) {
          const limb = body[side];
          // Thigh within 25 degrees of straight down; shin within 25 degrees of level.
          const thigh = Math.atan2(Math.abs(limb.knee[0] - limb.hip[0]), limb.hip[1] - limb.knee[1]);
          const shin = Math.atan2(
            Math.abs(limb.ankle[1] - limb.knee[1]),
            Math.abs(limb.ankle[0] - limb.knee[0]),
          );
          if (thigh > (25 * Math.PI) / 180 || shin > (25 * Math.PI) / 180 || limb.knee[1] >= limb.hip[1])
            off.push(`${id} ${side}`);
        }
      }
    expect([...new Set(off)]).toEqual([]);
  });
});
