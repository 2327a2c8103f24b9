import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadEnvFile } from './config';
import { exitOnUncaughtErrors } from './crash';
import { openDatabase, SocketPathError } from './db/connection';
import { DataDirLockedError } from './db/dataDirLock';
import { MigrationError, migrate } from './db/migrate';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
export const CLIENT_DIR = path.join(DIST, 'client');
/** `vite build --ssr` of src/client/prerender.tsx (npm run build). */
export const PRERENDER_ENTRY = path.join(DIST, 'ssr', 'prerender.js');

/** Reads config, opens the database, migrates, listens, and shuts down gracefully on SIGTERM/SIGINT. */
export async function main(): Promise<void> {
  const startedAt = performance.now();
  // An uncaught error is logged and ends the process (crash.ts), through the server's logger once it exists.
  let log: FastifyBaseLogger | undefined;
  exitOnUncaughtErrors(() => log);
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const migration = await migrate(db.sql);

  const clientDir = fs.existsSync(path.join(CLIENT_DIR, 'index.html')) ? CLIENT_DIR : undefined;
  const app = await buildApp({ db, config, clientDir, prerenderEntry: PRERENDER_ENTRY });
  log = app.log;
  for (const warning of config.warnings) app.log.warn(warning);
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
  /**
   * Stop listening; idle keep-alive connections close at once (forceCloseConnections: 'idle');
   * requests in flight get SHUTDOWN_GRACE_MS to finish, then whatever is still open (a slow client,
   * a stream) is closed; then the database closes cleanly and the process exits 0.
   */
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    const grace = config.shutdownGraceMs;
    app.log.info({ signal, graceMs: grace }, 'shutting down: finishing in-flight requests');
    const closeTheRest = setTimeout(() => {
      app.log.warn('grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, grace);
    // Should closing the database itself hang, the process still ends, and says it did not end well.
    const giveUp = setTimeout(() => {
      app.log.error('shutdown did not finish; exiting');
      process.exit(1);
    }, grace + 10_000);
    giveUp.unref();
    try {
      await app.close();
      clearTimeout(closeTheRest);
      await db.close();
      app.log.info('database closed; bye');
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
    if (
      error instanceof ConfigError ||
      error instanceof MigrationError ||
      error instanceof DataDirLockedError ||
      error instanceof SocketPathError
    ) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
