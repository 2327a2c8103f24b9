/**
 * `npm start`: builds the client when the build is missing or older than its sources, then runs the
 * production server in this same process. A fresh clone needs nothing but `npm install` first.
 *
 * package.json starts it as `exec node --import tsx scripts/start.ts`: the shell npm runs the script in
 * is replaced by node, so the SIGTERM npm passes on to its child reaches the server itself, which drains
 * and exits 0 (src/server/main.ts); npm then exits with the server's status. Without `exec` (or under
 * tsx's own launcher) the signal stopped at the shell and the server kept running, holding its port
 * (tests/integration/process-faults.test.ts starts it through npm). `NO_CLIENT_BUILD=1` starts the
 * server without building the client: an image built with `npm run build` beforehand, or the API alone.
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

if (process.env.NO_CLIENT_BUILD !== '1' && clientBuildIsStale()) {
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
