import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DrawingPosition, drawingUrl } from '../../contract/exerciseMedia';

/** The drawings the app serves (scripts/exercise-drawings.ts writes them); the PDF draws the same files. */
const PUBLIC_DIR = fileURLToPath(new URL('../../client/public', import.meta.url));

type Drawing = { width: number; height: number; paths: string[] };
const parsed = new Map<string, Drawing | null>();

/** An exercise's drawing as vector paths (small in a PDF, sharp in print), or null when it has none. */
export function drawingPaths(catalogId: string | null, position: DrawingPosition): Drawing | null {
  const url = drawingUrl(catalogId, position);
  if (!url) return null;
  if (!parsed.has(url)) {
    let drawing: Drawing | null = null;
    try {
      const svg = fs.readFileSync(`${PUBLIC_DIR}${url}`, 'utf8');
      const [, , width = 0, height = 0] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number);
      const paths = [...svg.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]!);
      if (width > 0 && height > 0 && paths.length) drawing = { width, height, paths };
    } catch {
      // A missing file leaves the exercise without its drawing (tests/unit/exercise-media.test.ts checks they ship).
    }
    parsed.set(url, drawing);
  }
  return parsed.get(url) ?? null;
}

/** Draws it into a size x size box at (x, y), in the line colour of the originals. */
export function drawDrawing(doc: PDFKit.PDFDocument, drawing: Drawing, x: number, y: number, size: number) {
  const scale = size / Math.max(drawing.width, drawing.height);
  doc.save();
  doc.translate(x + (size - drawing.width * scale) / 2, y + (size - drawing.height * scale) / 2);
  doc.scale(scale);
  for (const d of drawing.paths) doc.path(d).fill('#333');
  doc.restore();
}
