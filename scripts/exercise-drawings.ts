/**
 * Copies the mapped Everkinetic drawings (src/contract/exerciseMedia.ts) into the client's public folder,
 * made small and themeable: the white fill layer is dropped (the page shows through, so the lines can be
 * inverted for the dark theme with a CSS filter), the fixed size goes (the viewBox scales), and only the
 * line layer stays. Run after changing the mapping:
 *
 *   npm run drawings -- [path to the everkinetic folder, default ../shared/media/everkinetic]
 *
 * then bump DRAWINGS_PATH's version when a file that already shipped changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DRAWINGS_LICENSE, DRAWINGS_PATH, EXERCISE_DRAWINGS } from '../src/contract/exerciseMedia';

const root = path.resolve(import.meta.dirname, '..');
const source = path.resolve(process.argv[2] ?? path.join(root, '../shared/media/everkinetic'));
const publicDir = path.join(root, 'src/client/public');
const target = path.join(publicDir, DRAWINGS_PATH);

/** The drawing's line layer alone, with the viewBox kept and nothing else. */
export function slimDrawing(svg: string): string {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  // Two layers: a white fill (#FFF) and the dark lines (#333 in most files, a near-black in a few).
  const lines = [...svg.matchAll(/<g fill="(#[0-9a-fA-F]{3,6})">([\s\S]*?)<\/g>/g)]
    .filter(([, colour]) => colour?.toLowerCase() !== '#fff')
    .map(([, , body]) => body)
    .join('');
  if (!viewBox || !lines) throw new Error('unexpected drawing: no viewBox or no line layer');
  const paths = lines.match(/<path d="[^"]+"\/>/g) ?? [];
  if (paths.length === 0) throw new Error('unexpected drawing: an empty line layer');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><g fill="#333">${paths.join('')}</g></svg>\n`;
}

fs.rmSync(target, { recursive: true, force: true });
fs.mkdirSync(target, { recursive: true });
let bytesIn = 0;
let bytesOut = 0;
for (const drawing of new Set(Object.values(EXERCISE_DRAWINGS))) {
  for (const [from, to] of [
    ['relaxation', 'start'],
    ['tension', 'end'],
  ] as const) {
    const svg = fs.readFileSync(path.join(source, 'svg', `${drawing}-${from}.svg`), 'utf8');
    const slim = slimDrawing(svg);
    fs.writeFileSync(path.join(target, `${drawing}-${to}.svg`), slim);
    bytesIn += svg.length;
    bytesOut += slim.length;
  }
}
// CC BY-SA 4.0: the licence travels with the copies (the adapted drawings stay under it).
fs.copyFileSync(path.join(source, path.basename(DRAWINGS_LICENSE)), path.join(publicDir, DRAWINGS_LICENSE));
console.log(
  `${Object.keys(EXERCISE_DRAWINGS).length} exercises, ${Math.round(bytesIn / 1024)} kB in, ${Math.round(bytesOut / 1024)} kB out, in ${path.relative(root, target)}`,
);
