import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drawPose, type Shape } from '../../src/contract/demonstrations/draw';
import { DEMONSTRATIONS } from '../../src/contract/demonstrations/exercises';
import { type Point, skeleton } from '../../src/contract/demonstrations/rig';
import {
  DEMO_BACKGROUNDS,
  DEMO_PALETTE,
  STILL_FRAME,
  stillFrames,
  stillSvg,
  stillView,
} from '../../src/contract/demonstrations/still';
import { demonstrationStillUrl } from '../../src/contract/exerciseMedia';
import { CATALOGUE } from '../../src/server/coach/catalogue';
import { registerDemonstrationStills } from '../../src/server/media/demonstrationStills';
import { renderPlanPdf } from '../../src/server/share/pdf';
import { pdfDrawingInstructions } from '../helpers/documents';
import { planWith } from '../helpers/screening';

/**
 * How every demonstration is rendered, whatever the exercise (the blind design review of the
 * demonstrations): colours people can see in both themes, props that leave the body in sight, one body
 * scale for every still, and the PDF's entries in one column.
 */

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const v = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the demonstration palette', () => {
  it.each(['light', 'dark'] as const)(
    'shows the figure and its equipment at 3:1 or more in the %s theme',
    (scheme) => {
      const palette = DEMO_PALETTE[scheme];
      for (const background of DEMO_BACKGROUNDS[scheme])
        for (const tone of ['body', 'bodyFar', 'prop', 'propFill'] as const)
          expect({ tone, background, ratio: contrast(palette[tone], background) >= 3 }).toEqual({
            tone,
            background,
            ratio: true,
          });
    },
  );

  it('serves each theme its own drawing in that palette, never an inverted light one', async () => {
    const app = Fastify();
    registerDemonstrationStills(app);
    await app.ready();
    try {
      const light = await app.inject({ url: demonstrationStillUrl('barbell-back-squat', 1, 'light')! });
      const dark = await app.inject({ url: demonstrationStillUrl('barbell-back-squat', 1, 'dark')! });
      expect([light.statusCode, dark.statusCode]).toEqual([200, 200]);
      expect(light.body).toContain(`fill="${DEMO_PALETTE.light.body}"`);
      expect(light.body).not.toContain(DEMO_PALETTE.dark.body);
      expect(dark.body).toContain(`fill="${DEMO_PALETTE.dark.body}"`);
      expect(dark.body).toContain(DEMO_PALETTE.dark.propFill);
      expect(dark.body).not.toContain(DEMO_PALETTE.light.body);
    } finally {
      await app.close();
    }
  });
});

/** Whether a shape paints over a point (a filled area, a ring's stroke, a thick line). */
function covers(shape: Shape, p: Point): boolean {
  if (shape.kind === 'circle') {
    const d = Math.hypot(p[0] - shape.c[0], p[1] - shape.c[1]);
    return shape.fill ? d <= shape.r : Math.abs(d - shape.r) <= (shape.width ?? 0.02) / 2;
  }
  if (shape.kind === 'line') {
    const [a, b] = [shape.a, shape.b];
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
    return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy) <= shape.width / 2;
  }
  if (!shape.fill) return false;
  let inside = false;
  const pts = shape.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]!;
    const [xj, yj] = pts[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

describe('barbells in the demonstrations', () => {
  const barbellExercises = Object.entries(DEMONSTRATIONS).filter(([, demo]) =>
    demo.props.some((prop) => prop.kind === 'barbell'),
  );

  it('are drawn in more than a handful of exercises (the rule below has something to hold)', () => {
    expect(barbellExercises.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'barbell-back-squat',
        'barbell-bench-press',
        'barbell-curl',
        'barbell-hip-thrust',
      ]),
    );
  });

  it('never paint a plate over the head, the chest or the hips', () => {
    const covered: string[] = [];
    for (const [id, demo] of barbellExercises)
      demo.frames.forEach((frame, index) => {
        const body = skeleton(frame, demo.view);
        const shapes = drawPose(frame, demo.view, demo.props);
        const head = shapes.findIndex(
          (s) =>
            s.kind === 'circle' &&
            s.tone === 'body' &&
            Math.hypot(s.c[0] - body.head[0], s.c[1] - body.head[1]) < 1e-9,
        );
        expect(head).toBeGreaterThan(0);
        const watched: Record<string, Point> = {
          head: body.head,
          chest: [(body.waist[0] + body.neck[0]) / 2, (body.waist[1] + body.neck[1]) / 2],
          hips: body.hip,
        };
        // Props painted after the head are in front of the body; a thin bar may cross it, a plate may not.
        for (const shape of shapes.slice(head + 1)) {
          if (shape.tone !== 'prop' && shape.tone !== 'propFill') continue;
          if (shape.kind === 'line' && shape.width <= 0.05) continue;
          for (const [part, point] of Object.entries(watched))
            if (covers(shape, point)) covered.push(`${id} frame ${index + 1}: ${part}`);
        }
      });
    expect(covered).toEqual([]);
  });
});

describe('the stills', () => {
  it('draw every exercise at one body scale: a square frame of the same size unless the scene is bigger', () => {
    const sizes = CATALOGUE.map((exercise) => {
      const frames = stillFrames(exercise.id)!;
      const view = stillView(frames);
      expect(view.w).toBe(view.h);
      // Only a scene that does not fit the frame (a hang from a high bar) gets a bigger one.
      if (view.w > STILL_FRAME) expect(Math.max(frames.box.w, frames.box.h)).toBe(view.w);
      return view.w;
    });
    const standard = sizes.filter((size) => size === STILL_FRAME).length;
    // A standing squat, a plank and a crunch: the same frame, so the same figure size next to each other.
    for (const id of ['goblet-squat', 'plank', 'crunch', 'glute-bridge', 'dumbbell-biceps-curl'])
      expect(stillView(stillFrames(id)!).w).toBe(STILL_FRAME);
    expect(standard / sizes.length).toBeGreaterThan(0.85);
  });

  it('are square images, so every thumbnail box is filled the same way', () => {
    const svg = stillSvg(stillFrames('plank')!, 0, 160);
    expect(svg).toMatch(/^<svg [^>]*width="160" height="160" viewBox="[-\d.]+ [-\d.]+ 2\.5 2\.5"/);
  });
});

describe('the PDF', () => {
  const exercise = (catalogId: string, name: string) => ({
    catalogId,
    name,
    sets: 3,
    reps: '8-10',
    durationSeconds: null,
    restSeconds: 60,
    effort: '2-3 reps before failure',
    loadHint: '',
    cues: ['Brace your trunk before each rep', 'Keep a steady tempo'],
    videoId: null,
    block: '',
    text: `${name} (3 x 8-10)`,
    notes: null,
  });

  it('starts every entry’s text at one column, one key frame or two, with space between entries', async () => {
    const plan = planWith(null, 'en');
    const day = plan.schedule[0]!;
    const exercises = [
      exercise('goblet-squat', 'Goblet squat'),
      exercise('plank', 'Plank'),
      exercise('push-up', 'Push-up'),
      exercise('suitcase-hold', 'Suitcase hold'),
    ];
    expect(exercises.map((e) => stillFrames(e.catalogId)!.shapes.length > 1)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    const pdf = await renderPlanPdf(
      { ...plan, schedule: [{ ...day, kind: 'training', exercises }] },
      { language: 'en', shareUrl: 'https://example.com/p/abcdefghijklmnop' },
    );
    const instructions = pdfDrawingInstructions(pdf);
    // Each entry's first line starts with its bullet (0x95 in the PDF's standard encoding) in bold 10 pt.
    const bullets = [...instructions.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\n\/F\d+ 10 Tf\n\[<95/g)].map(
      (m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
      }),
    );
    expect(bullets).toHaveLength(4);
    expect(new Set(bullets.map((b) => b.x)).size).toBe(1);
    // The cue line of each entry (8.5 pt) ends at least a gap above the next entry's bullet (y grows upwards).
    const cues = [...instructions.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\n\/F\d+ 8\.5 Tf/g)].map((m) =>
      Number(m[2]),
    );
    expect(cues).toHaveLength(4);
    for (let i = 0; i + 1 < bullets.length; i++)
      expect(cues[i]! - bullets[i + 1]!.y).toBeGreaterThan(8.5 + 4);
  });
});
