import type { StillFrames } from '../../contract/demonstrations/still';
import { STILL_COLOURS } from '../../contract/demonstrations/still';

/**
 * A demonstration's key frame drawn into the PDF with the shapes the app draws (contract/demonstrations/
 * still.ts), as vectors: small in the file and sharp in print. Fits the frame in a size x size box at (x, y).
 */
export function drawStill(
  doc: PDFKit.PDFDocument,
  frames: StillFrames,
  index: number,
  x: number,
  y: number,
  size: number,
) {
  const { box } = frames;
  const scale = size / Math.max(box.w, box.h);
  doc.save();
  doc.translate(x + (size - box.w * scale) / 2, y + (size - box.h * scale) / 2);
  doc.scale(scale);
  // The figure's y grows upwards, the page's downwards: draw at (x, -y) from the box's top left corner.
  doc.translate(-box.x, box.y + box.h);
  // The floor runs wider than the figure: cut to the frame, as the SVG's viewBox does on a page.
  doc.rect(box.x, -(box.y + box.h), box.w, box.h).clip();
  doc.lineCap('round').lineJoin('round');
  for (const shape of frames.shapes[index] ?? []) {
    const colour = STILL_COLOURS[shape.tone];
    if (shape.kind === 'line') {
      doc
        .moveTo(shape.a[0], -shape.a[1])
        .lineTo(shape.b[0], -shape.b[1])
        .lineWidth(shape.width)
        .stroke(colour);
    } else if (shape.kind === 'circle') {
      doc.circle(shape.c[0], -shape.c[1], shape.r);
      if (shape.fill) doc.fill(colour);
      else doc.lineWidth(shape.width ?? 0.02).stroke(colour);
    } else {
      doc.polygon(...shape.points.map(([px, py]): [number, number] => [px, -py]));
      doc.lineWidth(shape.width ?? 0.02);
      if (shape.fill) doc.fillAndStroke(colour, colour);
      else doc.stroke(colour);
    }
  }
  doc.restore();
}
