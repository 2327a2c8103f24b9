import net from 'node:net';

/**
 * The servers some tests need beside the embedded database: a PostgreSQL server (TEST_DATABASE_URL) and
 * Redis (TEST_REDIS_URL, else redis://127.0.0.1:6379). Without one, the tests that need it are skipped
 * with a loud line, as the browser tests are without Chromium (tests/helpers/browser.ts); with
 * REQUIRE_POSTGRES=1 or REQUIRE_REDIS=1 (set by .ci/run) a missing server fails the file instead, so
 * CI never passes by skipping.
 */
function missing(what: string, flag: string, how: string): void {
  const message = `\n!!! ${what} (${how}).\n`;
  if (process.env[flag] === '1') throw new Error(`${flag}=1 but ${what}.${message}`);
  console.warn(`${message}!!! Skipping the tests that need it; set ${flag}=1 to fail instead.\n`);
}

/** The PostgreSQL server's URL, or undefined (after a loud notice) when TEST_DATABASE_URL is unset. */
export function postgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    missing(
      'no PostgreSQL server is configured',
      'REQUIRE_POSTGRES',
      'set TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test',
    );
  return url || undefined;
}

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at REDIS_URL; a loud notice (or, with REQUIRE_REDIS=1, a failure) when not. */
export async function redisAvailable(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  const answers = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (!answers)
    missing(
      `Redis does not answer at ${REDIS_URL}`,
      'REQUIRE_REDIS',
      'start redis-server or set TEST_REDIS_URL',
    );
  return answers;
}
