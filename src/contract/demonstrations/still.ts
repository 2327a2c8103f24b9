import { bounds, drawPose, type Shape, type Tone } from './draw';
import { DEMONSTRATIONS } from './exercises';
import { swapSides } from './rig';

/**
 * A demonstration's key frames as still pictures (issue 30, "Where people look"): the plan's day cards,
 * the swap sheet and the challenge tracker show the first one as an image file (no figure code on those
 * pages: contract/exerciseMedia.ts, demonstrationStillUrl), the PDF draws two with the same shapes, and
 * scripts/demonstration-sheet.ts photographs them all for review. One drawing: draw.ts.
 */

export type Scheme = 'light' | 'dark';

/**
 * The backgrounds a demonstration sits on in each theme: the page and a card (Mantine's body and dark-6).
 * tests/unit/demonstration-palette.test.ts holds every tone but the floor at 3:1 or more against each one
 * (WCAG 1.4.11, non-text contrast: the weights and the bench define the exercise).
 */
export const DEMO_BACKGROUNDS: Readonly<Record<Scheme, readonly string[]>> = {
  light: ['#ffffff'],
  dark: ['#242424', '#2e2e2e'],
};

/**
 * One palette per theme for every demonstration: the still images (drawn once per theme, never inverted,
 * so a still and the moving figure of features/demonstration/DemonstrationFigure.tsx share their colours),
 * the PDF (light) and the contact sheet. The joint tone is the ground the figure is cut out of (a card).
 */
export const DEMO_PALETTE: Readonly<Record<Scheme, Readonly<Record<Tone, string>>>> = {
  light: {
    body: '#1c2b3a',
    bodyFar: '#6f8096',
    joint: '#ffffff',
    prop: '#5c6672',
    propFill: '#7a8591',
    floor: '#c8ced6',
  },
  dark: {
    body: '#e6edf5',
    bodyFar: '#8d9cae',
    joint: '#2e2e2e',
    prop: '#a3adb8',
    propFill: '#8a949f',
    floor: '#4a5057',
  },
};

/** The light palette: the PDF prints it on white paper. */
export const STILL_COLOURS = DEMO_PALETTE.light;

export type StillFrames = { shapes: Shape[][]; box: ReturnType<typeof bounds> };

/** The key frames of an exercise's demonstration, drawn, in one frame for all of them; null without one. */
export function stillFrames(catalogueId: string): StillFrames | null {
  const demo = Object.hasOwn(DEMONSTRATIONS, catalogueId) ? DEMONSTRATIONS[catalogueId] : undefined;
  if (!demo) return null;
  const shapes = demo.frames.map((frame) => drawPose(frame, demo.view, demo.props));
  // The same box as the moving figure (both sides of one-sided work), so a still matches what moves.
  const all = demo.oneSided
    ? [...shapes, ...demo.frames.map((frame) => drawPose(swapSides(frame), demo.view, demo.props))]
    : shapes;
  return { shapes, box: bounds(all) };
}

/**
 * Every still is a square frame of STILL_FRAME metres, its bottom just under the floor and the figure centred
 * across it, so a standing figure, a plank and a squat are drawn at one body scale and sit on one ground
 * line wherever stills stand side by side (a day card, the swap sheet): the first review found heads the size
 * of a lifter's torso on the lying exercises when each still was fitted to its own figure. 2.5 m holds a
 * standing figure with its arms overhead and the lying ones end to end; only what is bigger (a hang from a
 * bar, a machine's frame) is drawn smaller, by as little as it needs.
 */
export const STILL_FRAME = 2.5;

/** The frame (metres, y up) a still of these frames is drawn in: see STILL_FRAME. */
export function stillView(frames: StillFrames): { x: number; y: number; w: number; h: number } {
  const { box } = frames;
  const side = Math.max(STILL_FRAME, box.w, box.h);
  return { x: box.x + box.w / 2 - side / 2, y: box.y, w: side, h: side };
}

/** Numbers only: every attribute below is a coordinate or a colour of this file, never text. */
const n = (value: number) => String(Math.round(value * 1000) / 1000);

/** One drawn frame as a standalone SVG document, `size` pixels square. */
export function stillSvg(
  frames: StillFrames,
  index: number,
  size: number,
  colours: Readonly<Record<Tone, string>> = STILL_COLOURS,
): string {
  const view = stillView(frames);
  const shapes = frames.shapes[index] ?? [];
  const parts = shapes.map((shape) => {
    const colour = colours[shape.tone];
    if (shape.kind === 'line')
      return `<line x1="${n(shape.a[0])}" y1="${n(-shape.a[1])}" x2="${n(shape.b[0])}" y2="${n(-shape.b[1])}" stroke="${colour}" stroke-width="${n(shape.width)}" stroke-linecap="round"/>`;
    if (shape.kind === 'circle')
      return shape.fill
        ? `<circle cx="${n(shape.c[0])}" cy="${n(-shape.c[1])}" r="${n(shape.r)}" fill="${colour}"/>`
        : `<circle cx="${n(shape.c[0])}" cy="${n(-shape.c[1])}" r="${n(shape.r)}" fill="none" stroke="${colour}" stroke-width="${n(shape.width ?? 0.02)}"/>`;
    const points = shape.points.map((p) => `${n(p[0])},${n(-p[1])}`).join(' ');
    return `<polygon points="${points}" fill="${shape.fill ? colour : 'none'}" stroke="${colour}" stroke-width="${n(shape.width ?? 0.02)}" stroke-linejoin="round"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${n(view.x)} ${n(-(view.y + view.h))} ${n(view.w)} ${n(view.h)}">${parts.join('')}</svg>`;
}
