import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeEventLoopInterval,
  EVENT_LOOP,
  startEventLoopMonitor,
  stopEventLoopMonitor,
} from '../../src/server/eventLoop';
import { drawnPageCacheSize } from '../../src/server/pageCache';
import { runRetention } from '../../src/server/retention';
import { outboxMessagePlan } from '../../src/server/share/email';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * The security review of 2026-11-27 (MEDIUM-2, LOW-3, LOW-4): a plan's page drawn on the server is drawn
 * once and sent again from the page cache until the plan changes or is deleted; deleting a plan erases its
 * outbox messages; /api/health shows a frozen event loop.
 */
describe.each(testDatabaseTargets())('pages, outbox and health on the $name database', (target) => {
  let server: TestApp;
  let clientDir: string;
  let dataDir: string;

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-ops-client-'));
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-ops-data-'));
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
    );
    // Stands in for dist/ssr/prerender.js: numbers each drawing and shows what the plan page shows of
    // the plan (its ratings), so a test can tell a drawing from a cached one and a stale one from a fresh.
    await fs.writeFile(
      path.join(clientDir, 'prerender.mjs'),
      `let draws = 0;
export async function prerender({ pathname, queries }) {
  draws += 1;
  const plan = queries.queries.find((query) => query.queryKey[0][1] === 'byId')?.state.data;
  return '<main>drawing ' + draws + ' of ' + pathname + ' ratings ' + (plan ? plan.reviewCount : 'none') + '</main>';
}`,
    );
    server = await openTestApp(target, {
      env: { DATA_DIR: dataDir, EVENT_LOOP_DEGRADED_MS: String(EVENT_LOOP.degradedP99Ms) },
      clientDir,
      prerenderEntry: path.join(clientDir, 'prerender.mjs'),
    });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(clientDir, { recursive: true, force: true });
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const generate = async (extra: Record<string, unknown> = {}) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Marisol', language: 'es', ...extra },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; managementKey: string };
  };
  const drawing = async (url: string) =>
    /<main>drawing (\d+) of [^<]*<\/main>/.exec((await server.app.inject({ url })).body)?.[0] ?? 'undrawn';

  it('draws a plan page once and sends the same drawing again, until a rating changes what it shows', async () => {
    const plan = await generate();
    const first = await drawing(`/es/plan/${plan.id}`);
    expect(first).toMatch(/ratings 0<\/main>$/);
    expect(await drawing(`/es/plan/${plan.id}`)).toBe(first);
    // The other language is another page: drawn once too.
    const english = await drawing(`/en/plan/${plan.id}`);
    expect(english).not.toBe(first);
    expect(await drawing(`/en/plan/${plan.id}`)).toBe(english);

    const rated = await server.app.inject({
      method: 'POST',
      url: `/api/workouts/${plan.id}/ratings`,
      payload: { userName: 'Rater', rating: 5, feedback: 'Great plan.' },
    });
    expect(rated.statusCode).toBe(200);
    const afterRating = await drawing(`/es/plan/${plan.id}`);
    expect(afterRating).toMatch(/ratings 1<\/main>$/);
    expect(afterRating).not.toBe(first);
  });

  it("forgets a deleted plan's drawn pages and never sends them again", async () => {
    const plan = await generate();
    const drawn = await drawing(`/es/plan/${plan.id}`);
    expect(drawn).toMatch(/ratings 0<\/main>$/);
    const before = drawnPageCacheSize().pages;
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/workouts/${plan.id}`,
      headers: { 'x-management-key': plan.managementKey },
    });
    expect(deleted.statusCode).toBe(200);
    expect(drawnPageCacheSize().pages).toBe(before - 1);
    const gone = await server.app.inject({ url: `/es/plan/${plan.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain(drawn);
    expect(gone.body).toContain('ratings none');
  });

  it("erases a deleted plan's outbox messages (the address and screening reasons in them), and no other plan's", async () => {
    const outbox = path.join(dataDir, 'outbox');
    const health = { hasInjuries: 'yes', injuryDetails: 'operación reciente y diabetes' };
    const kept = await generate({ email: 'kept@example.com', agreeToTerms: true });
    const erased = await generate({ email: 'marisol.vega@example.com', agreeToTerms: true, ...health });
    const own = async (id: string) =>
      (await fs.readdir(outbox)).filter((name) => outboxMessagePlan(name) === id);
    expect(await own(erased.id)).toHaveLength(1);
    expect(await own(kept.id)).toHaveLength(1);
    const raw = await fs.readFile(path.join(outbox, (await own(erased.id))[0]!), 'utf8');
    expect(raw).toContain('To: marisol.vega@example.com');

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/workouts/${erased.id}`,
      headers: { 'x-management-key': erased.managementKey },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await own(erased.id)).toEqual([]);
    const everything = await Promise.all(
      (await fs.readdir(outbox)).map((name) => fs.readFile(path.join(outbox, name), 'utf8')),
    );
    expect(everything.join('\n')).not.toContain('marisol.vega@example.com');
    expect(await own(kept.id)).toHaveLength(1);
  });

  it("the retention sweep erases a plan's outbox message after its 30 days, and keeps a newer one", async () => {
    const outbox = path.join(dataDir, 'outbox');
    await fs.mkdir(outbox, { recursive: true });
    const planId = 'OldPlanId_12345';
    const old = `2020-01-01T00-00-00-000Z-${planId}-0123456789ab.eml`;
    const recent = `${new Date().toISOString().replace(/[:.]/g, '-')}-${planId}-ba9876543210.eml`;
    await fs.writeFile(path.join(outbox, old), 'To: old@example.com\n');
    await fs.writeFile(path.join(outbox, recent), 'To: recent@example.com\n');
    const swept = await runRetention(server.db.sql, dataDir);
    expect(swept.outboxMessages).toBe(1);
    const left = await fs.readdir(outbox);
    expect(left).not.toContain(old);
    expect(left).toContain(recent);
  });

  it('reads the plan out of an outbox name, whatever the id holds', () => {
    expect(outboxMessagePlan('2026-11-27T07-10-00-123Z-15R_OXyqLR8ucpdB-0a1b2c3d4e5f.eml')).toBe(
      '15R_OXyqLR8ucpdB',
    );
    expect(outboxMessagePlan('.2026-11-27T07-10-00-123Z-DSd72MrSbYX-rULm-0a1b2c3d4e5f.eml.tmp')).toBe(
      'DSd72MrSbYX-rULm',
    );
    expect(outboxMessagePlan('notes.txt')).toBeNull();
  });

  it('reports the event loop in /api/health, and says degraded, naming it, while the loop runs late', async () => {
    stopEventLoopMonitor();
    startEventLoopMonitor();
    const calm = await server.app.inject({ url: '/api/health' });
    expect(calm.statusCode).toBe(200);
    expect(calm.json()).toMatchObject({
      status: 'ok',
      degraded: [],
      eventLoop: { intervalSeconds: EVENT_LOOP.intervalMs / 1000 },
    });
    expect(calm.json().eventLoop.p99Ms).toBeLessThanOrEqual(EVENT_LOOP.degradedP99Ms);

    // The loop held past the threshold three times, as long synchronous renders or serialisations hold
    // it; after each, one turn of the loop (the timers, then the check phase, which comes after all of
    // them) so that the monitor's timer runs and records the late tick. Then the interval ends, as its
    // timer would end it.
    for (let hold = 0; hold < 3; hold += 1) {
      const heldUntil = Date.now() + EVENT_LOOP.degradedP99Ms + 300;
      while (Date.now() < heldUntil) {
        // busy: nothing else runs
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setImmediate(resolve));
    }
    closeEventLoopInterval();
    const late = await server.app.inject({ url: '/api/health' });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ status: 'degraded', degraded: ['eventLoop'] });
    expect(late.json().eventLoop.p99Ms).toBeGreaterThan(EVENT_LOOP.degradedP99Ms);
    expect(late.json().eventLoop.maxMs).toBeGreaterThanOrEqual(late.json().eventLoop.p99Ms);
    stopEventLoopMonitor();
  });
});
