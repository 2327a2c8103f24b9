import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { BUDGETS } from '../../src/server/security/rateLimit';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * Issue 28, item 6: limits an integrator can plan for. The IETF RateLimit headers say which budget a call
 * spent and what is left, and an operator-issued API key gets its own budgets instead of sharing its
 * address's; an unknown key is a 401 in the one error shape. A tenth of the normal budgets, so that
 * each runs out in a few calls.
 */
const SCALE = 0.1;
const GYM_KEY = 'gym_3f9a1c2b7d4e5f60718293a4b5c6d7e8f9';
const CLINIC_KEY = 'clinic_0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const GYM_SCALE = 3;
const generations = Math.max(1, Math.round(BUDGETS.generate * SCALE));

describe.each(testDatabaseTargets())('API keys and RateLimit headers on the $name database', (target) => {
  let server: TestApp;
  let address = 0;
  const newClient = () => {
    address += 1;
    return `10.28.6.${address}`;
  };
  const generate = (remoteAddress: string, key?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Member' },
      remoteAddress,
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });

  beforeAll(async () => {
    server = await openTestApp(target, {
      env: {
        RATE_LIMIT_SCALE: String(SCALE),
        API_KEYS: `gym:${GYM_KEY}:${GYM_SCALE}, clinic:${CLINIC_KEY}`,
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('says in RateLimit-Policy and RateLimit which budget a call spent and what is left', async () => {
    const client = newClient();
    const first = await generate(client);
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe(`"generate";q=${generations};w=60`);
    expect(first.headers.ratelimit).toMatch(new RegExp(`^"generate";r=${generations - 1};t=\\d+$`));
    expect(first.headers['x-ratelimit-remaining']).toBe(String(generations - 1));
    const read = await server.app.inject({ url: '/api/workouts/recent', remoteAddress: client });
    expect(read.headers['ratelimit-policy']).toBe(`"read";q=${Math.round(BUDGETS.read * SCALE)};w=60`);
  });

  it('gives a key its own budgets, scaled, whatever address its calls come from', async () => {
    const gymServer = newClient();
    for (let index = 0; index < generations; index += 1)
      expect((await generate(gymServer)).statusCode).toBe(200);
    expect((await generate(gymServer)).statusCode).toBe(429);
    // The address is out of generations; the gym's key, from the same address, has its own.
    const statuses: number[] = [];
    for (let index = 0; index <= generations * GYM_SCALE; index += 1)
      statuses.push((await generate(gymServer, GYM_KEY)).statusCode);
    expect(statuses).toEqual([...Array(generations * GYM_SCALE).fill(200), 429]);
    // Another address with the same key shares the key's budget, not a fresh one.
    const refused = await generate(newClient(), GYM_KEY);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers.ratelimit).toMatch(/^"generate";r=0;t=\d+$/);
    // Another key is another budget.
    expect((await generate(gymServer, CLINIC_KEY)).statusCode).toBe(200);
  });

  it('answers an unknown key with a 401 in the one error shape, charging and doing nothing', async () => {
    const client = newClient();
    const before = await server.db.sql<{ count: number }[]>`select count(*)::int as count from workout_plans`;
    const response = await generate(client, 'not_a_key_this_server_issued_0000000000');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: expect.stringContaining('API key'),
      code: 'UNKNOWN_API_KEY',
      message: expect.stringContaining('API key'),
    });
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.headers.ratelimit).toBeUndefined();
    const after = await server.db.sql<{ count: number }[]>`select count(*)::int as count from workout_plans`;
    expect(after[0]?.count).toBe(before[0]?.count);
    // The address's own budget is untouched.
    expect((await generate(client)).statusCode).toBe(200);
  });
});

describe('API_KEYS in the configuration', () => {
  it('refuses short keys, a malformed entry and a key given twice', () => {
    for (const value of ['gym:short', 'gym', `gym:${GYM_KEY}:0`, `gym:${GYM_KEY},other:${GYM_KEY}`])
      expect(() => loadConfig({ NODE_ENV: 'test', API_KEYS: value }), value).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', API_KEYS: `gym:${GYM_KEY}:2.5` }).apiKeys).toEqual([
      { name: 'gym', key: GYM_KEY, scale: 2.5 },
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }).apiKeys).toEqual([]);
  });
});
