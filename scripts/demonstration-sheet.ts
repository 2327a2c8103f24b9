/**
 * `npx tsx scripts/demonstration-sheet.ts [out-dir] [id-filter]`: a contact sheet of the exercise
 * demonstrations (issue 30), every key frame of every exercise drawn with the shapes the client draws
 * (src/contract/demonstrations/still.ts), photographed with Chromium into PNG pages for reviewing by eye.
 * The name is printed under each one; a blind recognition test would print a number instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Tone } from '../src/contract/demonstrations/draw';
import { STILL_COLOURS, stillFrames, stillSvg } from '../src/contract/demonstrations/still';
import { CATALOGUE } from '../src/server/coach/catalogue';
import { launchBrowser } from '../tests/helpers/browser';

const THEMES: Record<'light' | 'dark', Record<Tone | 'ground', string>> = {
  light: { ground: '#ffffff', ...STILL_COLOURS },
  dark: {
    ground: '#1a1b1e',
    body: '#e6edf5',
    bodyFar: '#7d8a99',
    joint: '#1a1b1e',
    prop: '#8d97a3',
    propFill: '#5c6670',
    floor: '#3d434a',
  },
};

const out = process.argv[2] ?? '/work/shots/i30';
const filter = process.argv[3];
fs.mkdirSync(out, { recursive: true });
const exercises = CATALOGUE.filter((e) => !filter || e.id.includes(filter));
const theme = (process.env.THEME as 'light' | 'dark') ?? 'light';
const colours = THEMES[theme];
const cells = exercises.map((exercise) => {
  const frames = stillFrames(exercise.id);
  if (!frames) return `<div class="cell missing">${exercise.id}: none</div>`;
  const pictures = frames.shapes.map((_, index) => stillSvg(frames, index, 130, colours)).join('');
  return `<div class="cell"><div class="frames">${pictures}</div><div class="name">${exercise.name.en}</div></div>`;
});
const perPage = 40;
const browser = await launchBrowser();
try {
  for (let page = 0; page * perPage < cells.length; page++) {
    const html = `<!doctype html><meta charset="utf-8"><style>
      body{margin:8px;background:${colours.ground};color:${colours.body};font:12px system-ui}
      .grid{display:grid;grid-template-columns:repeat(5,1fr);gap:6px}
      .cell{border:1px solid ${colours.floor};padding:4px;text-align:center}
      .frames{display:flex;justify-content:center;gap:2px}.name{margin-top:2px}.missing{color:red}
    </style><div class="grid">${cells.slice(page * perPage, (page + 1) * perPage).join('')}</div>`;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const tab = await context.newPage();
    await tab.setContent(html);
    await tab.screenshot({
      path: path.join(out, `sheet-${theme}-${String(page + 1).padStart(2, '0')}.png`),
      fullPage: true,
    });
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`${cells.length} exercises drawn into ${out}`);
