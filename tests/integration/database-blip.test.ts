import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { startOutageProxy } from '../helpers/outage-proxy';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { postgresUrl } from '../helpers/services';
import { startRatingWriters, type WriteAttempt } from '../helpers/writers';

/**
 * The on-call replay of docs/decisions/0011-postgres-js-patched-for-dropped-connections.md: four visitors
 * rate a plan at once while every database connection is cut. Before the patch, postgres.js threw
 * `TypeError: Cannot read properties of null (reading 'write')` from a timer and the process died
 * (3 runs of 3). What must hold: the server answers throughout (503 with Retry-After while the database
 * is away), is back within seconds of the database, and no write it acknowledged is missing.
 *
 * PostgreSQL only: the embedded database runs inside the server's process behind a Unix socket, with no
 * network between them to fail (db/connection.ts: its one connection is never recycled either).
 */

const serverUrl = postgresUrl();

/** How soon after the database returns every writer must be writing again. */
const RECOVERY_MS = 5_000;
/**
 * How long a request may wait for its answer while the database is away: the pool tries again at
 * least every second (db/connection.ts `backoff`), and a connection attempt gives up after 5 s.
 */
const OUTAGE_ANSWER_MS = 6_000;

async function createPlan(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/workouts/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"Blip"}',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

function expectOnlyAnswers(attempts: WriteAttempt[]) {
  // Every request was answered (no reset, no refused connection, no timeout) and answered honestly.
  expect(attempts.filter((attempt) => attempt.status === null)).toEqual([]);
  for (const attempt of attempts) expect([200, 503]).toContain(attempt.status);
  for (const attempt of attempts.filter((a) => a.status === 503)) expect(attempt.retryAfter).toMatch(/^\d+$/);
}

/** When each writer was first acknowledged after `since`, at the latest. */
function lastFirstSuccess(attempts: WriteAttempt[], writers: number, since: number): number {
  let latest = 0;
  for (let writer = 0; writer < writers; writer += 1) {
    const first = attempts
      .filter((attempt) => attempt.writer === writer && attempt.startedAt >= since && attempt.status === 200)
      .map((attempt) => attempt.endedAt)
      .sort((a, b) => a - b)[0];
    expect(first).toBeDefined();
    latest = Math.max(latest, first!);
  }
  return latest;
}

describe.skipIf(!serverUrl)('a PostgreSQL blip under four concurrent writers', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('answers 503 with Retry-After while the database is away, recovers within seconds and loses no acknowledged write', {
    timeout: 240_000,
  }, async () => {
    const target = new URL(serverUrl!);
    const database = `coach_blip_${Date.now()}`;
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${database}"`);
    const proxy = await startOutageProxy(target);
    const throughProxy = new URL(target);
    throughProxy.port = String(proxy.port);
    throughProxy.pathname = `/${database}`;
    const direct = new URL(target);
    direct.pathname = `/${database}`;
    try {
      server = await startServerProcess(
        { DATABASE_URL: throughProxy.toString(), LOG_LEVEL: 'warn' },
        { apiOnly: true },
      );
      const planId = await createPlan(server.url);
      const running = server;
      // A server that died fails the test at once, with what it printed (the crash this test is about).
      const failFast = () => {
        if (running.child.exitCode !== null)
          throw new Error(`The server exited with ${running.child.exitCode}:\n${running.output()}`);
      };
      const writers = startRatingWriters(server.url, planId, 4);
      await writers.untilEachWriter((own) => own.filter((a) => a.status === 200).length >= 3, { failFast });

      const downAt = Date.now();
      await proxy.down();
      // Each writer is told, more than once, that the database is away: the server keeps answering.
      await writers.untilEachWriter(
        (own) => own.filter((a) => a.startedAt >= downAt && a.status === 503).length >= 3,
        { failFast },
      );
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(server.child.exitCode).toBeNull();

      const upAt = Date.now();
      await proxy.up();
      await writers.untilEachWriter((own) => own.some((a) => a.startedAt >= upAt && a.status === 200), {
        failFast,
      });
      await writers.stop();
      const recoveredAfter = lastFirstSuccess(writers.attempts, 4, upAt) - upAt;

      expect(server.child.exitCode, server.output()).toBeNull();
      expect(server.output()).not.toContain('Cannot read properties of null');
      expectOnlyAnswers(writers.attempts);
      const duringOutage = writers.attempts.filter((a) => a.startedAt >= downAt && a.startedAt < upAt);
      const slowest = Math.max(...duringOutage.map((a) => a.endedAt - a.startedAt));
      expect(slowest).toBeLessThan(OUTAGE_ANSWER_MS);
      expect(recoveredAfter).toBeLessThan(RECOVERY_MS);
      console.log(
        `database blip (PostgreSQL): ${writers.attempts.length} writes, ${writers.acknowledged().length} acknowledged, ` +
          `${duringOutage.length} during the outage (slowest answer ${slowest} ms), every writer back ${recoveredAfter} ms after the database`,
      );

      // Read directly, not through the proxy: every acknowledged rating is stored, and counted once.
      const check = postgres(direct.toString(), { max: 1, onnotice: () => {} });
      try {
        const rows = await check<{ userName: string }[]>`select user_name as "userName" from ratings`;
        const stored = new Set(rows.map((row) => row.userName));
        expect(writers.acknowledged().filter((name) => !stored.has(name))).toEqual([]);
        const [plan] = await check<{ count: number }[]>`select rating_count as count from workout_plans`;
        expect(plan?.count).toBe(rows.length);
      } finally {
        await check.end();
      }
      expect(await server.stop()).toBe(0);
    } finally {
      await proxy.down();
      await admin.unsafe(`drop database if exists "${database}" with (force)`);
      await admin.end();
    }
  });
});
