import postgres from 'postgres';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { testConfig } from '../helpers/app';
import { generationStreamPath } from '../helpers/generationStream';
import { checkApiAnswers } from '../helpers/openapi-validator';
import { startOutageProxy } from '../helpers/outage-proxy';
import { startServerProcess } from '../helpers/server-process';
import { postgresUrl } from '../helpers/services';

const serverUrl = postgresUrl();

describe.skipIf(!serverUrl)('faults against real PostgreSQL', () => {
  const target = new URL(serverUrl ?? 'postgres://x@127.0.0.1:5432/test');

  it('answers 503 while the database is away and recovers by itself when it returns', {
    timeout: 120_000,
  }, async () => {
    const proxy = await startOutageProxy(target);
    const url = new URL(target);
    url.port = String(proxy.port);
    const schema = `faults_${Date.now()}`;
    const db = await openDatabase({ databaseUrl: url.toString(), schema, poolSize: 4 });
    await migrate(db.sql);
    const app = checkApiAnswers(await buildApp({ db, config: testConfig() }));
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      // The stream's ticket is taken before the outage: the stream itself is what meets it.
      const streamUrl = await generationStreamPath(app, { name: 'Outage', requestId: 'r_outage00000001' });
      await proxy.down();
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unhealthy', database: 'unreachable' });
      const read = await app.inject({ url: '/api/workouts/recent' });
      expect(read.statusCode).toBe(503);
      expect(read.json().error).toBe('The database is unavailable right now. Please try again in a moment.');
      // The generation stream fails after its first events, while it streams: it says the same.
      const stream = await app.inject({ url: streamUrl });
      const failure = stream.body.match(/event: serialized-error\ndata: (.*)\n/)?.[1];
      expect(failure, stream.body).toBeDefined();
      expect(JSON.parse(failure!)).toMatchObject({
        message: 'The database is unavailable right now. Please try again in a moment.',
        data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
      });

      await proxy.up();
      // Polled until it holds, however slow the machine; the test's timeout is the only limit.
      await vi.waitFor(async () => expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200), {
        timeout: 90_000,
        interval: 250,
      });
      expect(
        (await app.inject({ method: 'POST', url: '/api/workouts/generate', payload: {} })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
      await db.close();
      await proxy.down();
      const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  });

  // Starts the server as npm start does, which builds the client first when no build exists.
  it('finishes in-flight requests on SIGTERM and loses no acknowledged write', {
    timeout: 300_000,
  }, async () => {
    const database = `coach_sigterm_${Date.now()}`;
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${database}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const server = await startServerProcess({ DATABASE_URL: url.toString() });
    try {
      const plan = await (
        await fetch(`${server.url}/api/workouts/generate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).json();
      let acknowledged = 0;
      // Shutdown begins mid-load: once some ratings are acknowledged, with most still to come.
      let underLoad: () => void = () => {};
      const loadStarted = new Promise<void>((resolve) => {
        underLoad = resolve;
      });
      const rate = async (index: number) => {
        try {
          const response = await fetch(`${server.url}/api/workouts/${plan.id}/ratings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userName: `Rater ${index}`, rating: 5, feedback: 'Under load.' }),
          });
          if (response.ok) acknowledged += 1;
          if (acknowledged === 10) underLoad();
        } catch {
          // Refused after shutdown began: not acknowledged, so not expected in the database.
        }
      };
      const load = Array.from({ length: 200 }, (_, index) =>
        new Promise((resolve) => setTimeout(resolve, index * 2)).then(() => rate(index)),
      );
      await Promise.race([loadStarted, Promise.all(load)]);
      const exited = server.stop();
      await Promise.all(load);
      // Whether it exits within the grace period depends on the machine's load; what must hold is below.
      await exited;
      const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const [row] = await check<{ ratings: number; count: number }[]>`
        select (select count(*)::int from ratings) as ratings, (select rating_count from workout_plans where id = ${plan.id}) as count`;
      await check.end();
      expect(acknowledged).toBeGreaterThan(0);
      expect(row?.ratings).toBeGreaterThanOrEqual(acknowledged);
      expect(row?.count).toBe(row?.ratings);
    } finally {
      await server.stop();
      await admin.unsafe(`drop database if exists "${database}" with (force)`);
      await admin.end();
    }
  });
});
