/**
 * The last line of defence. Every failure the server can foresee is handled where it happens: a request
 * that fails gets its answer (api/errorResponses.ts), a lost database connection is a 503 and the pool
 * reconnects (db/connection.ts, trpc/init.ts), postgres.js's `nextWrite` crash is patched
 * (docs/decisions/0011-postgres-js-patched-for-dropped-connections.md). An error that still reaches the
 * process's top level is a defect whose damage is unknown: it is logged with its stack, and the process
 * exits 1 so that its supervisor (systemd, a container's restart policy: README "Running in production")
 * starts a clean one. An unhandled promise rejection is treated the same way (Node's default mode turns
 * it into an uncaught exception, which reaches the same handler).
 */

type FatalLog = { fatal(fields: Record<string, unknown>, message: string): void };

export const CRASH_MESSAGE = 'uncaught error: exiting so that the supervisor starts a fresh server';

let installed = false;

/** Installs the handler once; `log` is read when an error happens (the app's logger once it exists). */
export function exitOnUncaughtErrors(log: () => FatalLog | undefined): void {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (error, origin) => {
    const logger = log();
    if (logger) logger.fatal({ err: error, origin }, CRASH_MESSAGE);
    else console.error(`${CRASH_MESSAGE} (${origin})`, error);
    // Standard output to a pipe or a file is written synchronously on Linux: the line is out before exit.
    process.exit(1);
  });
}
