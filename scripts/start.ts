/**
 * `npm start`: builds the client when the build is missing or older than its sources, then runs the
 * production server. A fresh clone needs nothing but `npm install` first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvFile } from '../src/server/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// First, so the build and the server both see it; NODE_ENV from .env wins over the default below.
loadEnvFile();
const builtIndex = path.join(root, 'dist/client/index.html');
const builtPrerender = path.join(root, 'dist/ssr/prerender.js');
const clientSources = [
  'src/client',
  'src/contract',
  'src/content',
  'locales',
  'vite.config.ts',
  'lingui.config.ts',
];

function newestModification(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

export function clientBuildIsStale(): boolean {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built || !fs.existsSync(builtPrerender)) return true;
  return clientSources.some((source) => newestModification(path.join(root, source)) > built.mtimeMs);
}

if (clientBuildIsStale()) {
  console.log('Building the web client (first start or changed sources)...');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The client build failed; see above.');
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
const { main } = await import('../src/server/main');
await main();
