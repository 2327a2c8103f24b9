import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Row, row } from './stats';

const DIST = path.resolve('dist/client');

/** Gzipped JavaScript a page loads before it is interactive: the entry and its static imports. */
function initialJs(entryHtml: string): number {
  const files = new Set<string>();
  for (const match of entryHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) files.add(match[1]!);
  return [...files].reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(DIST, file))).length,
    0,
  );
}

/** A lazily loaded page chunk and what it imports, found by name in the build. */
function chunkFamily(prefix: string): number {
  const assets = fs
    .readdirSync(path.join(DIST, 'assets'))
    .filter((file) => file.startsWith(prefix) && file.endsWith('.js'));
  return assets.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(DIST, 'assets', file))).length,
    0,
  );
}

export function benchBundle(): Row[] {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error('client build failed');
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const landing = initialJs(html);
  const plan = landing + chunkFamily('PlanPage');
  return [
    row('landing page JS (gzip)', landing / 1024, 'kB', { max: 150 }),
    row('plan page JS (gzip, landing + plan chunk)', plan / 1024, 'kB', { max: 200 }),
  ];
}
