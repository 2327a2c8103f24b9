import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadEnvFile } from './config';
import { openDatabase } from './db/connection';
import { MigrationError, migrate } from './db/migrate';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
export const CLIENT_DIR = path.join(DIST, 'client');
/** `vite build --ssr` of src/client/prerender.tsx (npm run build). */
export const PRERENDER_ENTRY = path.join(DIST, 'ssr', 'prerender.js');

/** Reads config, opens the database, migrates, listens, and shuts down gracefully on SIGTERM/SIGINT. */
export async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const migration = await migrate(db.sql);

  const clientDir = fs.existsSync(path.join(CLIENT_DIR, 'index.html')) ? CLIENT_DIR : undefined;
  const app = await buildApp({ db, config, clientDir, prerenderEntry: PRERENDER_ENTRY });
  if (migration.applied.length > 0) app.log.info({ applied: migration.applied }, 'migrations applied');
  if (!clientDir)
    app.log.warn('No client build found in dist/client: serving the API only (run npm run build).');

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: db.kind === 'embedded' ? `embedded (${config.dataDir})` : 'postgres',
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took over 15 s; exiting');
      process.exit(1);
    }, 15_000);
    forceExit.unref();
    try {
      // Stops accepting connections and waits for in-flight requests, then the database closes.
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  loadEnvFile();
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof MigrationError) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
