import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { RATE_LIMIT_MESSAGE } from '../../src/server/security/rateLimit';
import { openTestAppOn, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { REDIS_URL, redisAvailable } from '../helpers/services';

describe('rate limits and security headers', () => {
  let db: Database;
  let limited: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    db = await testDatabaseTargets()[0]!.open();
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'client-'));
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>x</title><meta name="description" content="x" /><script>document.documentElement.classList.add("light")</script></head><body></body></html>',
    );
    // A third of the normal budgets: 3 generations, 1 email a minute per address.
    limited = await openTestAppOn(db, { env: { RATE_LIMIT_SCALE: '0.3' }, clientDir });
  });
  afterAll(async () => {
    await limited.close();
    await db.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('answers the fourth generation in a minute with a 429 the client can show, with the limit headers', async () => {
    const generate = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        payload: {},
        remoteAddress: '10.0.0.7',
      });
    const first = await generate();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    await generate();
    await generate();
    const blocked = await generate();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.headers['x-ratelimit-reset']).toBeDefined();
    expect(blocked.headers['x-ratelimit-remaining']).toBe('0');
    // Reads have their own, larger budget; another address has its own count.
    expect(
      (await limited.app.inject({ url: '/api/workouts/recent', remoteAddress: '10.0.0.7' })).statusCode,
    ).toBe(200);
    expect(
      (
        await limited.app.inject({
          method: 'POST',
          url: '/api/workouts/generate',
          payload: {},
          remoteAddress: '10.0.0.8',
        })
      ).statusCode,
    ).toBe(200);
    // The health check has a budget of its own (a load balancer's probes spend no visitor's budget).
    for (let index = 0; index < 5; index += 1) {
      expect((await limited.app.inject({ url: '/api/health', remoteAddress: '10.0.0.7' })).statusCode).toBe(
        200,
      );
    }
  });

  it('limits email hardest', async () => {
    const plan = (
      await limited.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        payload: {},
        remoteAddress: '10.0.0.9',
      })
    ).json();
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: `/api/workouts/${plan.id}/email`,
        payload: { email: 'a@b.co' },
        remoteAddress: '10.0.0.9',
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('sends at most three emails an hour to one address, whatever the sender', async () => {
    const plan = (
      await limited.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        payload: {},
        remoteAddress: '10.1.0.1',
      })
    ).json();
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: `/api/workouts/${plan.id}/email`,
        payload: { email: 'Inbox@Example.com' },
        remoteAddress: `10.1.1.${index}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('sends security headers everywhere and a content security policy that allows the inline theme script and video embeds', async () => {
    const api = await limited.app.inject({ url: '/api/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    const page = await limited.app.inject({ url: '/en' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(
      (await limited.app.inject({ url: '/api/docs/' })).headers['content-security-policy'],
    ).toBeUndefined();
  });
});

describe.skipIf(!(await redisAvailable()))('rate limits shared through Redis', () => {
  it('counts one budget across two instances', async () => {
    const db = await testDatabaseTargets()[0]!.open();
    const env = { RATE_LIMIT_SCALE: '0.3', REDIS_URL };
    const first = await openTestAppOn(db, { env });
    const second = await openTestAppOn(db, { env });
    // A fresh address per run: Redis keeps counters for the minute.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const generate = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: {}, remoteAddress });
    try {
      expect((await generate(first)).statusCode).toBe(200);
      expect((await generate(second)).statusCode).toBe(200);
      expect((await generate(first)).statusCode).toBe(200);
      const blocked = await generate(second);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe(RATE_LIMIT_MESSAGE);
    } finally {
      await first.close();
      await second.close();
      await db.close();
    }
  });
});
