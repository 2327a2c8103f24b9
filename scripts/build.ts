/**
 * `npm run build`: the browser's bundle (dist/client) and the server's prerender entry (dist/ssr, from
 * src/client/prerender.tsx), both from vite.config.ts. Always run in its own process with NODE_ENV set
 * to production: a 'test' or 'development' value inherited from a caller would build development React.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type LogLevel } from 'vite';
import { loadEnvFile } from '../src/server/config';

loadEnvFile();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logLevel = (process.env.BUILD_LOG_LEVEL as LogLevel | undefined) ?? 'warn';
process.env.NODE_ENV = 'production';

await build({ configFile: path.join(root, 'vite.config.ts'), logLevel });
await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel,
  publicDir: false,
  build: {
    ssr: path.join(root, 'src/client/prerender.tsx'),
    outDir: path.join(root, 'dist/ssr'),
    emptyOutDir: true,
    manifest: false,
  },
});
