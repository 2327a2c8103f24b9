import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_CALLS, PRELOADED_QUERIES_ELEMENT_ID } from '../../src/contract/constants';
import { buildApp, REQUEST_TIMEOUTS } from '../../src/server/app';
import { BUDGETS } from '../../src/server/security/rateLimit';
import { openTestApp, type TestApp, testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { checkApiAnswers } from '../helpers/openapi-validator';

/**
 * Issue 27, item 7: every kind of work is charged for what it costs (the replays of
 * the security review of 2026-11-26, its item 7 and its last paragraph). A tenth of the normal budgets
 * (RATE_LIMIT_SCALE 0.1), so that each budget runs out in a few calls.
 */
const SCALE = 0.1;
const scaled = (budget: number) => Math.max(1, Math.round(budget * SCALE));

describe.each(testDatabaseTargets())('work charged for its cost on the $name database', (target) => {
  let server: TestApp;
  let clientDir: string;
  let address = 0;
  /** A fresh IPv4 client per test, so tests never share a budget. */
  const newClient = () => {
    address += 1;
    return `10.27.${Math.floor(address / 250)}.${address % 250}`;
  };
  const newPlan = async () =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        payload: { name: 'Budget' },
        remoteAddress: newClient(),
      })
    ).json() as { id: string };

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-budgets-client-'));
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
    );
    // Stands in for dist/ssr/prerender.js: draws a marker, so a test can tell a drawn page from the shell.
    await fs.writeFile(
      path.join(clientDir, 'prerender.mjs'),
      'export async function prerender({ pathname }) { return "<main>drawn " + pathname + "</main>"; }',
    );
    server = await openTestApp(target, {
      env: { RATE_LIMIT_SCALE: String(SCALE) },
      clientDir,
      prerenderEntry: path.join(clientDir, 'prerender.mjs'),
    });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('refuses a tRPC batch of more than MAX_BATCH_CALLS calls with a 400 that says so, running none of them', async () => {
    const plan = await newPlan();
    const calls = Array.from({ length: MAX_BATCH_CALLS + 1 }, () => 'ratings.add');
    const body = Object.fromEntries(
      calls.map((_, index) => [
        String(index),
        { id: plan.id, userName: `Rater ${index}`, feedback: 'Great plan' },
      ]),
    );
    const batch = await server.app.inject({
      method: 'POST',
      url: `/trpc/${calls.join(',')}?batch=1`,
      payload: body,
      remoteAddress: newClient(),
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().error.message).toBe(
      `Too many calls in one batch: at most ${MAX_BATCH_CALLS}. Send the others in another request.`,
    );
    const ratings = await server.app.inject({ url: `/api/workouts/${plan.id}/ratings` });
    expect(ratings.json()).toEqual({ ratings: [], hasMore: false });
    // The review's 340 health checks in one request: refused the same way.
    const health340 = Array.from({ length: 340 }, () => 'system.health').join(',');
    const replay = await server.app.inject({ url: `/trpc/${health340}?batch=1`, remoteAddress: newClient() });
    expect(replay.statusCode).toBe(400);
  });

  it('charges every health check, batched or not, to its own budget', async () => {
    const client = newClient();
    const budget = scaled(BUDGETS.health);
    const batch = Array.from({ length: MAX_BATCH_CALLS }, () => 'system.health').join(',');
    const statuses: number[] = [];
    for (let sent = 0; sent < budget + MAX_BATCH_CALLS; sent += MAX_BATCH_CALLS) {
      const response = await server.app.inject({ url: `/trpc/${batch}?batch=1`, remoteAddress: client });
      const results = response.json() as { result?: unknown; error?: { data: { httpStatus: number } } }[];
      for (const result of results) statuses.push(result.result ? 200 : (result.error?.data.httpStatus ?? 0));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(budget);
    expect(statuses.slice(budget).every((status) => status === 429)).toBe(true);
    const rest = await server.app.inject({ url: '/api/health', remoteAddress: client });
    expect(rest.statusCode).toBe(429);
    expect(rest.json().code).toBe('RATE_LIMITED');
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    // The client's reads are another budget, untouched.
    expect((await server.app.inject({ url: '/api/workouts/recent', remoteAddress: client })).statusCode).toBe(
      200,
    );
  });

  it('charges a PDF to the render budget, not as a cheap read', async () => {
    const plan = await newPlan();
    const client = newClient();
    const statuses: number[] = [];
    for (let index = 0; index <= scaled(BUDGETS.render); index += 1) {
      const pdf = await server.app.inject({ url: `/api/workouts/${plan.id}/pdf`, remoteAddress: client });
      statuses.push(pdf.statusCode);
    }
    expect(statuses).toEqual([...Array(scaled(BUDGETS.render)).fill(200), 429]);
    // The calendar is a read, charged to the read budget, which is not spent.
    const calendar = await server.app.inject({
      url: `/api/workouts/${plan.id}/calendar.ics`,
      remoteAddress: client,
    });
    expect(calendar.statusCode).toBe(200);
  });

  it('draws pages on the server within the render budget, and past it sends the page for the browser to draw', async () => {
    const plan = await newPlan();
    const client = newClient();
    const drawn: boolean[] = [];
    let lastBody = '';
    for (let index = 0; index <= scaled(BUDGETS.render); index += 1) {
      const page = await server.app.inject({ url: `/en/plan/${plan.id}`, remoteAddress: client });
      expect(page.statusCode).toBe(200);
      drawn.push(page.body.includes('<main>drawn'));
      // Either way the visitor gets the page: the shell that loads the app.
      expect(page.body).toContain('<div id="root">');
      lastBody = page.body;
    }
    expect(drawn).toEqual([...Array(scaled(BUDGETS.render)).fill(true), false]);
    // The page past the budget, left for the browser to draw, carries no preloaded answers either.
    expect(lastBody).not.toContain(PRELOADED_QUERIES_ELEMENT_ID);
    // Another visitor's page is drawn.
    const other = await server.app.inject({ url: '/en', remoteAddress: newClient() });
    expect(other.body).toContain('<main>drawn /en</main>');
  });

  it('charges every page as a read, drawn or not: past the read budget a page is a 429', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let index = 0; index <= scaled(BUDGETS.read); index += 1) {
      statuses.push((await server.app.inject({ url: '/en/browse', remoteAddress: client })).statusCode);
    }
    expect(statuses).toEqual([...Array(scaled(BUDGETS.read)).fill(200), 429]);
    const refused = await server.app.inject({ url: '/en', remoteAddress: client });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).not.toContain('<main>drawn');
  });

  it('counts an IPv6 client by its /64, directly and through a trusted proxy', async () => {
    const generate = (remoteAddress: string, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        payload: {},
        remoteAddress,
        headers,
      });
    const budget = scaled(BUDGETS.generate);
    const sameNetwork = Array.from(
      { length: budget + 1 },
      (_, index) => `2001:db8:27:1:${index + 1}::${index + 7}`,
    );
    const statuses = [];
    for (const ip of sameNetwork) statuses.push((await generate(ip)).statusCode);
    expect(statuses).toEqual([...Array(budget).fill(200), 429]);
    // The next /64 is another client.
    expect((await generate('2001:db8:27:2::1')).statusCode).toBe(200);
    // An IPv4 address written as IPv6 is the IPv4 client.
    expect((await generate('203.0.113.27')).statusCode).toBe(200);
    expect((await generate('::ffff:203.0.113.27')).statusCode).toBe(429);
  });

  it('counts an IPv6 client named by a trusted proxy by its /64', async () => {
    const proxied = await openTestApp(target, { env: { RATE_LIMIT_SCALE: String(SCALE), TRUST_PROXY: '1' } });
    try {
      const generate = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/workouts/generate',
          payload: {},
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      expect((await generate('2001:db8:27:3:aaaa:bbbb:cccc:1')).statusCode).toBe(200);
      expect((await generate('2001:db8:27:3::2')).statusCode).toBe(429);
      expect((await generate('2001:db8:27:4::1')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('a request body that trickles in', () => {
  const target = testDatabaseTargets()[0]!;
  const timeouts = { headersMs: 1000, requestMs: 2000 };
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    const db = await target.open();
    app = checkApiAnswers(await buildApp({ db, config: testConfig(), requestTimeouts: timeouts }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  /** Opens a connection that sends `head`, then one byte of body every `everyMs`; resolves what it saw. */
  function trickle(head: string, everyMs: number) {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      clearInterval(timer);
    });
    socket.write(head);
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write('{');
    }, everyMs);
    return {
      received: () => received,
      closed: () => closed,
      end() {
        clearInterval(timer);
        socket.destroy();
      },
    };
  }

  async function until(condition: () => boolean, withinMs: number) {
    const deadline = Date.now() + withinMs;
    while (!condition()) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  }

  it('is cut with a 408 once the request time is up, however steadily it trickles', async () => {
    // One byte every 250 ms of a 10 kB body would take 40 minutes: the server closes it after 2 s.
    const slow = trickle(
      'POST /api/workouts/generate HTTP/1.1\r\nHost: plans.test\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
      250,
    );
    try {
      const cut = await until(slow.closed, timeouts.requestMs + 5000);
      expect(cut, `still open; the server sent: ${slow.received()}`).toBe(true);
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      slow.end();
    }
  });

  it('is cut the same way when the headers trickle', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let closed = false;
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
    });
    socket.write('GET /api/health HTTP/1.1\r\n');
    const timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 250);
    try {
      expect(await until(() => closed, timeouts.headersMs + 5000)).toBe(true);
    } finally {
      clearInterval(timer);
      socket.destroy();
    }
  });

  it('answers a body that arrives in pieces within the time', async () => {
    const response = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
      const body = '{"name":"Slow but fine"}';
      socket.write(
        `POST /api/workouts/generate HTTP/1.1\r\nHost: plans.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      const pieces = [body.slice(0, 8), body.slice(8, 16), body.slice(16)];
      for (const [index, piece] of pieces.entries()) setTimeout(() => socket.write(piece), 200 * (index + 1));
    });
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('runs in production with REQUEST_TIMEOUTS', async () => {
    const db = await target.open();
    const production = await buildApp({ db, config: testConfig() });
    try {
      expect(production.server.requestTimeout).toBe(REQUEST_TIMEOUTS.requestMs);
      expect(production.server.headersTimeout).toBe(REQUEST_TIMEOUTS.headersMs);
    } finally {
      await production.close();
      await db.close();
    }
  });
});
