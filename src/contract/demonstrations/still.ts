import { bounds, drawPose, type Shape, type Tone } from './draw';
import { DEMONSTRATIONS } from './exercises';
import { swapSides } from './rig';

/**
 * A demonstration's key frames as still pictures (issue 30, "Where people look"): the plan's day cards,
 * the swap sheet and the challenge tracker show the first one as an image file (no figure code on those
 * pages: contract/exerciseMedia.ts, demonstrationStillUrl), the PDF draws two with the same shapes, and
 * scripts/demonstration-sheet.ts photographs them all for review. One drawing: draw.ts.
 */

/** Dark figure on a transparent ground: the dark theme inverts it, as it does the drawings (styles.css). */
export const STILL_COLOURS: Readonly<Record<Tone, string>> = {
  body: '#1c2b3a',
  bodyFar: '#8a9bb0',
  joint: '#ffffff',
  prop: '#6b7785',
  propFill: '#a4afbb',
  floor: '#c8ced6',
};

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

/** Numbers only: every attribute below is a coordinate or a colour of this file, never text. */
const n = (value: number) => String(Math.round(value * 1000) / 1000);

/** One drawn frame as a standalone SVG document, `size` pixels high. */
export function stillSvg(
  frames: StillFrames,
  index: number,
  size: number,
  colours: Readonly<Record<Tone, string>> = STILL_COLOURS,
): string {
  const { box } = frames;
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
  const width = Math.round((size * box.w) / box.h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size}" viewBox="${n(box.x)} ${n(-(box.y + box.h))} ${n(box.w)} ${n(box.h)}">${parts.join('')}</svg>`;
}
