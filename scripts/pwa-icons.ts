/**
 * `npx tsx scripts/pwa-icons.ts`: draws the installed app's PNG icons (src/client/public/icons/) from the
 * site's logo, src/client/public/favicon.svg, in the browser the tests use, so the icons never drift from
 * the logo. Run it again whenever the logo changes and commit the PNGs.
 *
 * - icon-192.png and icon-512.png: the logo as it is (rounded square, transparent corners), purpose "any".
 * - maskable-512.png: the logo's drawing on a full-bleed square of its blue, kept inside the central 80%
 *   circle that launchers may crop to (https://web.dev/articles/maskable-icon), purpose "maskable".
 * - apple-touch-icon.png (180 px): full-bleed, as iOS rounds the corners itself and ignores the manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../tests/helpers/browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'src/client/public');
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const blue = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
const drawing = /<path[^>]*\/>/.exec(logo)?.[0];
if (!blue || !drawing) throw new Error('favicon.svg no longer has the rect and path this script reads');

/** The logo's 64-unit drawing scaled by `scale` about the centre, on a square filling the whole icon. */
function fullBleed(scale: number): string {
  const offset = 32 - 32 * scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${blue}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g></svg>`
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // The dumbbell spans 48 of 64 units; at 0.75 it spans 36, well inside the 80% (51-unit) safe circle.
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.75) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const svg = icon.svg.replace('<svg ', () => `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    await page.screenshot({
      path: path.join(publicDir, 'icons', icon.file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    console.log(`wrote icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
