import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '../../src/contract/workout';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/connection';
import { openTestAppOn, type TestApp, testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/** HTTP as an integrator's client sees it (README "The REST API"): ids, HEAD, 405, CORS, caching, compression. */
describe('the REST API speaks HTTP properly', () => {
  let db: Database;
  let server: TestApp;
  let plan: WorkoutPlan & { managementKey: string };
  let challengeId: string;
  const inject = (options: InjectOptions) => server.app.inject(options);

  beforeAll(async () => {
    db = await testDatabaseTargets()[0]!.open();
    server = await openTestAppOn(db);
    const made = await inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Hedda', workoutLocation: 'gym', workoutDays: 4, fitnessLevel: 'intermediate' },
    });
    plan = made.json();
    await inject({ method: 'POST', url: `/api/workouts/${plan.id}/progression`, payload: {} });
    const challenge = await inject({
      method: 'POST',
      url: `/api/workouts/${plan.id}/challenges`,
      payload: { name: 'Office squad', createdBy: 'Hedda', email: 'hedda@example.com' },
    });
    challengeId = challenge.json().id;
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  describe('request ids', () => {
    it('answers every request with an x-request-id, a new one each time', async () => {
      const found = await inject({ url: `/api/workouts/${plan.id}` });
      const missing = await inject({ url: '/api/workouts/AAAAAAAAAAAAAAAA' });
      const page = await inject({ url: '/trpc/system.site' });
      const ids = [found, missing, page].map((response) => response.headers['x-request-id']);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(ids).size).toBe(3);
      expect(missing.statusCode).toBe(404);
    });

    it("keeps a caller's sane x-request-id and replaces one that is not", async () => {
      const kept = await inject({ url: '/api/health', headers: { 'x-request-id': 'edge-7f3a.42' } });
      expect(kept.headers['x-request-id']).toBe('edge-7f3a.42');
      const replaced = await inject({
        url: '/api/health',
        headers: { 'x-request-id': 'x"\n{"level":60}' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('logs the request under the same id it answers with', async () => {
      const lines: string[] = [];
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
      const logged = await buildApp({ db, config: testConfig({ LOG_LEVEL: 'info' }), logStream: stream });
      try {
        const response = await logged.inject({ url: `/api/workouts/${plan.id}` });
        const id = response.headers['x-request-id'];
        const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
        expect(entries.filter((entry) => entry.reqId === id).map((entry) => entry.msg)).toEqual([
          'incoming request',
          'request completed',
        ]);
      } finally {
        await logged.close();
      }
    });
  });

  describe('HEAD and methods', () => {
    it('answers HEAD with the status and headers of the GET, and no body', async () => {
      const get = await inject({ url: `/api/workouts/${plan.id}` });
      const head = await inject({ method: 'HEAD', url: `/api/workouts/${plan.id}` });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'content-length', 'etag', 'cache-control'])
        expect(head.headers[name], name).toBe(get.headers[name]);
      const missing = await inject({ method: 'HEAD', url: '/api/workouts/AAAAAAAAAAAAAAAA' });
      expect(missing.statusCode).toBe(404);
      expect((await inject({ method: 'HEAD', url: '/api/no-such-thing' })).statusCode).toBe(404);
      expect((await inject({ method: 'HEAD', url: '/api/openapi.json' })).statusCode).toBe(200);
    });

    it('answers a wrong method on an existing path with 405, Allow and a JSON error', async () => {
      const response = await inject({ method: 'PUT', url: `/api/workouts/${plan.id}` });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, PATCH, DELETE, OPTIONS');
      expect(response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED', error: expect.any(String) });
      const health = await inject({ method: 'POST', url: '/api/health', payload: {} });
      expect(health.statusCode).toBe(405);
      expect(health.headers.allow).toBe('GET, HEAD, OPTIONS');
      const email = await inject({ method: 'GET', url: `/api/workouts/${plan.id}/email` });
      expect(email.statusCode).toBe(405);
      expect(email.headers.allow).toBe('POST, OPTIONS');
      // An unknown path is still a 404, whatever the method.
      expect((await inject({ method: 'DELETE', url: '/api/no-such-thing' })).statusCode).toBe(404);
    });

    it('answers OPTIONS with the methods of the path', async () => {
      const response = await inject({
        method: 'OPTIONS',
        url: `/api/challenges/${challengeId}/participants`,
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect((await inject({ method: 'OPTIONS', url: '/api/no-such-thing' })).statusCode).toBe(404);
    });
  });

  describe('the PDF (issue 28, item 7)', () => {
    it('carries an ETag and answers 304 to it, with or without drawing again', async () => {
      const first = await inject({ url: `/api/workouts/${plan.id}/pdf` });
      expect(first.statusCode).toBe(200);
      const tag = String(first.headers.etag);
      expect(tag).toMatch(/^W\/".+"$/);
      // Drawn again, the same plan gives the same bytes and so the same tag.
      const again = await inject({ url: `/api/workouts/${plan.id}/pdf` });
      expect(again.headers.etag).toBe(tag);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const cached = await inject({ url: `/api/workouts/${plan.id}/pdf`, headers: { 'if-none-match': tag } });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      expect(cached.headers.etag).toBe(tag);
      // Another language is another file.
      const spanish = await inject({
        url: `/api/workouts/${plan.id}/pdf?language=es`,
        headers: { 'if-none-match': tag },
      });
      expect(spanish.statusCode).toBe(200);
      expect(spanish.headers.etag).not.toBe(tag);
      const head = await inject({ method: 'HEAD', url: `/api/workouts/${plan.id}/pdf` });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(tag);
    });
  });

  describe('cross-origin calls', () => {
    const elsewhere = 'https://elsewhere.example';

    it('lets any origin read, and read the headers a client needs', async () => {
      const response = await inject({ url: `/api/workouts/${plan.id}`, headers: { origin: elsewhere } });
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const exposed = String(response.headers['access-control-expose-headers']).split(', ');
      expect(exposed).toEqual(expect.arrayContaining(['etag', 'x-request-id', 'retry-after']));
      // Exactly what the API sends (issue 28, item 6): each exposed header is on a read, the PDF or a 429;
      // nothing is exposed that no answer carries (there is no `location`).
      const pdf = await inject({ url: `/api/workouts/${plan.id}/pdf`, headers: { origin: elsewhere } });
      // A 429 carries retry-after; a retried write carries idempotent-replayed (api/idempotency.ts).
      const sent = new Set([
        ...Object.keys(response.headers),
        ...Object.keys(pdf.headers),
        'retry-after',
        'idempotent-replayed',
      ]);
      expect(exposed.filter((name) => !sent.has(name))).toEqual([]);
      expect(exposed).not.toContain('location');
      expect(response.headers.ratelimit).toMatch(/^"read";r=\d+;t=\d+$/);
      expect(response.headers['ratelimit-policy']).toMatch(/^"read";q=\d+;w=60$/);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const missing = await inject({ url: '/api/workouts/AAAAAAAAAAAAAAAA', headers: { origin: elsewhere } });
      expect(missing.headers['access-control-allow-origin']).toBe('*');
    });

    it('passes a read preflight and refuses a write preflight by default', async () => {
      const read = await inject({
        method: 'OPTIONS',
        url: `/api/workouts/${plan.id}`,
        headers: { origin: elsewhere, 'access-control-request-method': 'GET' },
      });
      expect(read.statusCode).toBe(204);
      expect(read.headers['access-control-allow-origin']).toBe('*');
      expect(read.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
      const write = await inject({
        method: 'OPTIONS',
        url: `/api/workouts/${plan.id}`,
        headers: {
          origin: elsewhere,
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'x-management-key',
        },
      });
      expect(write.statusCode).toBe(204);
      expect(write.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets the configured origins write, with the management key header, and no one else', async () => {
      const app = `https://app.example`;
      const configured = await openTestAppOn(db, {
        env: { CORS_ORIGINS: app, CORS_WRITE_ORIGINS: app },
      });
      try {
        const preflight = await configured.app.inject({
          method: 'OPTIONS',
          url: `/api/workouts/${plan.id}`,
          headers: {
            origin: app,
            'access-control-request-method': 'DELETE',
            'access-control-request-headers': 'x-management-key',
          },
        });
        expect(preflight.headers['access-control-allow-origin']).toBe(app);
        expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, PATCH, DELETE, OPTIONS');
        expect(preflight.headers['access-control-allow-headers']).toContain('x-management-key');
        expect(preflight.headers.vary).toContain('Origin');
        const write = await configured.app.inject({
          method: 'PATCH',
          url: `/api/workouts/${plan.id}`,
          headers: { origin: app, 'x-management-key': plan.managementKey },
          payload: { listed: false },
        });
        expect(write.statusCode).toBe(200);
        expect(write.headers['access-control-allow-origin']).toBe(app);
        const other = await configured.app.inject({
          url: `/api/workouts/${plan.id}`,
          headers: { origin: 'https://other.example' },
        });
        expect(other.statusCode).toBe(200);
        expect(other.headers['access-control-allow-origin']).toBeUndefined();
        expect(other.headers.vary).toContain('Origin');
      } finally {
        await configured.close();
      }
    });
  });

  describe('caching', () => {
    it('tags a plan, answers 304 to a matching If-None-Match, and a new tag once the plan changes', async () => {
      const first = await inject({ url: `/api/workouts/${plan.id}` });
      expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      const again = await inject({ url: `/api/workouts/${plan.id}`, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const listed = first.json().listed as boolean;
      const changed = await inject({
        method: 'PATCH',
        url: `/api/workouts/${plan.id}`,
        headers: { 'x-management-key': plan.managementKey },
        payload: { listed: !listed },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).toBeUndefined();
      const after = await inject({ url: `/api/workouts/${plan.id}`, headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json().listed).toBe(!listed);
    });

    it('gives lists a short freshness and challenges a revalidated tag', async () => {
      for (const url of ['/api/workouts/recent', '/api/workouts/top-rated', '/api/workouts/browse']) {
        const response = await inject({ url });
        expect(response.headers['cache-control'], url).toBe('public, max-age=30');
        expect(response.headers.etag, url).toBeDefined();
      }
      const challenge = await inject({ url: `/api/challenges/${challengeId}` });
      expect(challenge.headers['cache-control']).toBe('no-cache');
      const revalidated = await inject({
        url: `/api/challenges/${challengeId}`,
        headers: { 'if-none-match': `"other", ${challenge.headers.etag}` },
      });
      expect(revalidated.statusCode).toBe(304);
      const health = await inject({ url: '/api/health' });
      expect(health.headers['cache-control']).toBe('no-store');
      const missing = await inject({ url: '/api/workouts/AAAAAAAAAAAAAAAA' });
      expect(missing.headers['cache-control']).toBe('no-store');
      expect(missing.headers.etag).toBeUndefined();
    });
  });

  describe('compression', () => {
    it('compresses JSON for clients that accept it, and sends it plain to the others', async () => {
      const plain = await inject({ url: `/api/workouts/${plan.id}` });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      const gzip = await inject({ url: `/api/workouts/${plan.id}`, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(Number(gzip.headers['content-length'])).toBeLessThan(plain.body.length / 4);
      const br = await inject({
        url: `/api/workouts/${plan.id}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.etag).toBe(plain.headers.etag);
      const refused = await inject({
        url: `/api/workouts/${plan.id}`,
        headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
      // Small answers are not worth it.
      const small = await inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  });
});
