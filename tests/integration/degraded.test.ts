import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { REDIS_TIMEOUTS } from '../../src/server/security/rateLimit';
import { openTestApp, type TestApp, testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { checkApiAnswers } from '../helpers/openapi-validator';

/**
 * Issue 27, item 3 (the security review of 2026-11-26, item 3): a Redis that hangs is treated like
 * a Redis that is down. The test runs a redis-server of its own on a free port, stops it (SIGSTOP,
 * as the review did: the connection stays open, nothing answers) and resumes it.
 */

/** Time for an answer while Redis hangs: one command timeout, plus the request's own work. */
const ANSWER_WITHIN_MS = REDIS_TIMEOUTS.commandMs + 2000;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until(condition: () => boolean | Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

type OwnRedis = { url: string; stop(): void; resume(): void; kill(): Promise<void> };

async function startRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-redis-'));
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('data', (reply) => {
        socket.destroy();
        resolve(reply.toString().startsWith('+PONG'));
      });
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('error', () => resolve(false));
    });
  if (!(await until(answers, 10_000))) throw new Error(`redis-server did not start on port ${port}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async kill() {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await until(() => child.exitCode !== null || child.signalCode !== null, 5000);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The answer, if it comes within `ms` (polled); undefined if it does not. */
async function answerWithin(request: Promise<LightMyRequestResponse>, ms: number) {
  let answer: LightMyRequestResponse | undefined;
  void request.then((response) => {
    answer = response;
  });
  await until(() => answer !== undefined, ms);
  return answer;
}

describe.each(testDatabaseTargets())('a Redis that hangs, on the $name database', (target) => {
  let redis: OwnRedis;
  let server: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-degraded-'));
    // A third of the budgets: 1 email a minute per client.
    server = await openTestApp(target, {
      env: { REDIS_URL: redis.url, RATE_LIMIT_SCALE: '0.3', DATA_DIR: dataDir, MAIL_MAX_PER_HOUR: '1000' },
    });
  });
  afterAll(async () => {
    await server.close();
    await redis.kill();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps answering while Redis is stopped, says so on /api/health, and recovers when it resumes', {
    timeout: 60_000,
  }, async () => {
    const inject = server.app.inject.bind(server.app);
    const healthy = await inject({ url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toMatchObject({ status: 'ok', redis: 'reachable', degraded: [] });
    const plan = (
      await inject({ method: 'POST', url: '/api/workouts/generate', payload: {}, remoteAddress: '10.3.0.1' })
    ).json() as { id: string };
    // The PDF renderers start on first use, which takes seconds on a busy machine: started here, so the
    // email below measures Redis, not a renderer's start.
    expect(
      (await inject({ url: `/api/workouts/${plan.id}/pdf`, remoteAddress: '10.3.0.7' })).statusCode,
    ).toBe(200);

    redis.stop();
    try {
      // The review's replay: a read waited 100 s for Redis. Now every call answers, one after another.
      const calls = [
        () => inject({ url: '/api/workouts/recent', remoteAddress: '10.3.0.2' }),
        () => inject({ url: `/api/workouts/${plan.id}`, remoteAddress: '10.3.0.3' }),
        () =>
          inject({
            method: 'POST',
            url: `/api/workouts/${plan.id}/ratings`,
            payload: { userName: 'Hang', feedback: 'Still answering' },
            remoteAddress: '10.3.0.4',
          }),
        () => inject({ url: '/api/workouts/recent', remoteAddress: '10.3.0.5' }),
      ];
      for (const call of calls) {
        const answer = await answerWithin(call(), ANSWER_WITHIN_MS);
        expect(answer, 'no answer while Redis hangs').toBeDefined();
        expect(answer!.statusCode).toBe(200);
      }
      const degraded = await answerWithin(inject({ url: '/api/health' }), ANSWER_WITHIN_MS);
      expect(degraded?.statusCode).toBe(200);
      expect(degraded?.json()).toMatchObject({
        status: 'degraded',
        database: 'reachable',
        redis: 'unreachable',
        degraded: ['redis'],
      });
      // The limits still hold, counted in this process: one email a minute from a client, the mail
      // caps included.
      const email = () =>
        answerWithin(
          inject({
            method: 'POST',
            url: `/api/workouts/${plan.id}/email`,
            payload: { email: 'hang@example.com' },
            remoteAddress: '10.3.0.6',
          }),
          ANSWER_WITHIN_MS,
        );
      expect((await email())?.statusCode).toBe(200);
      expect((await email())?.statusCode).toBe(429);
    } finally {
      redis.resume();
    }
    const recovered = await until(
      async () => (await inject({ url: '/api/health' })).json().status === 'ok',
      30_000,
    );
    expect(recovered, 'health still degraded 30 s after Redis resumed').toBe(true);
    expect((await inject({ url: '/api/health' })).json()).toMatchObject({ redis: 'reachable', degraded: [] });
  });
});

describe('health when a dependency is missing', () => {
  const target = testDatabaseTargets()[0]!;

  it('says degraded, naming redis, when Redis is gone altogether', async () => {
    const redis = await startRedis();
    const server = await openTestApp(target, { env: { REDIS_URL: redis.url } });
    try {
      await redis.kill();
      const health = await answerWithin(server.app.inject({ url: '/api/health' }), ANSWER_WITHIN_MS);
      expect(health?.statusCode).toBe(200);
      expect(health?.json()).toMatchObject({ status: 'degraded', redis: 'unreachable', degraded: ['redis'] });
      const read = await answerWithin(server.app.inject({ url: '/api/workouts/recent' }), ANSWER_WITHIN_MS);
      expect(read?.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('says degraded, naming the disk, when DATA_DIR has too little free space', async () => {
    const db = await target.open();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-disk-'));
    const config = testConfig({ DATA_DIR: dataDir });
    // No disk has this much free: the real free space of DATA_DIR's disk, read as too little.
    const full = checkApiAnswers(await buildApp({ db, config, diskMinFreeBytes: Number.MAX_SAFE_INTEGER }));
    const roomy = checkApiAnswers(await buildApp({ db, config }));
    try {
      const report = await full.inject({ url: '/api/health' });
      expect(report.statusCode).toBe(200);
      expect(report.json()).toMatchObject({
        status: 'degraded',
        database: 'reachable',
        disk: 'full',
        redis: 'unused',
        degraded: ['disk'],
      });
      expect((await roomy.inject({ url: '/api/health' })).json()).toMatchObject({
        status: 'ok',
        disk: 'ok',
        degraded: [],
      });
    } finally {
      await full.close();
      await roomy.close();
      await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
