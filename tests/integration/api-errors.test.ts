import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../../src/contract/errors';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/connection';
import { openTestApp, type TestApp, testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { generationStreamPath } from '../helpers/generationStream';
import { checkApiAnswers } from '../helpers/openapi-validator';
import { startOutageProxy } from '../helpers/outage-proxy';

type Answer = { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown };

/** The one error shape (src/contract/errors.ts), whatever failed: what an integrator may rely on. */
function expectErrorShape(response: Answer, code: ErrorCode) {
  expect(response.statusCode, response.body).toBe(ERROR_CODES[code].status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(body.code, response.body).toBe(code);
  expect(typeof body.error).toBe('string');
  expect(body.message).toBe(body.error);
  expect(Object.keys(body).every((key) => ['error', 'code', 'message', 'issues'].includes(key))).toBe(true);
  // No framework's code or internals, ever.
  expect(response.body).not.toMatch(/FST_ERR|ECONNREFUSED|BAD_REQUEST|Input validation failed|at .*\.ts/);
  return body as {
    error: string;
    code: string;
    message: string;
    issues?: { path: string; message: string }[];
  };
}

const UNKNOWN_PLAN = 'AAAAAAAAAAAAAAAA';
/** The PDF's schedule heading in Spanish (src/server/share/labels.ts). */
const SPANISH_SCHEDULE = 'Plan semanal';

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe.each(testDatabaseTargets())('API errors on the $name database', (target) => {
  let server: TestApp;
  let app: FastifyInstance;
  let planId: string;
  beforeAll(async () => {
    server = await openTestApp(target);
    app = server.app;
    const made = await app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Ana' },
    });
    planId = (made.json() as { id: string }).id;
  });
  afterAll(() => server.close());

  const post = (url: string, payload: string, type: string | null = 'application/json') =>
    app.inject({ method: 'POST', url, payload, headers: type ? { 'content-type': type } : {} });

  it('answers an unknown path, on any method, with a 404 in the one shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/no/such/thing',
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expectErrorShape(response, 'NOT_FOUND');
    }
  });

  it("names the body's problem in the one shape, never Fastify's code", async () => {
    expect(expectErrorShape(await post('/api/workouts/generate', '{"name": '), 'INVALID_JSON').error).toBe(
      'The request body is not valid JSON.',
    );
    expectErrorShape(await post('/api/workouts/generate', ''), 'INVALID_JSON');
    expectErrorShape(
      await post('/api/workouts/generate', '<name>Ana</name>', 'application/xml'),
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectErrorShape(
      await post('/api/workouts/generate', 'name=Ana', 'text/plain'),
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectErrorShape(await post('/api/workouts/generate', '{}', null), 'UNSUPPORTED_MEDIA_TYPE');
    const big = JSON.stringify({ name: 'x'.repeat(300 * 1024) });
    expectErrorShape(await post('/api/workouts/generate', big), 'BODY_TOO_LARGE');
    const deep = `${'['.repeat(80)}${']'.repeat(80)}`;
    expectErrorShape(await post('/api/early-testers', `{"email": ${deep}}`), 'BODY_TOO_DEEP');
  });

  it('refuses a body that is not a JSON object on every POST and PATCH, and makes nothing', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.requestBody !== undefined)
        .map(([method, _]) => ({
          method: method.toUpperCase(),
          url: `/api${path.replace(/\{[^}]+\}/g, planId)}`,
        })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(9);
    const before = (await app.inject({ url: '/api/site' })).json() as { plansThisWeek: number };
    const recentBefore = (await app.inject({ url: '/api/workouts/recent?limit=50' })).json();
    for (const { method, url } of operations) {
      for (const payload of ['[]', 'null', '"a plan"', '3', '[{"name": "Ana"}]']) {
        const response = await app.inject({
          method: method as 'POST' | 'PATCH',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        const body = expectErrorShape(response, 'BODY_NOT_OBJECT');
        expect(body.error).toMatch(/JSON object/);
      }
    }
    expect((await app.inject({ url: '/api/site' })).json()).toEqual(before);
    expect((await app.inject({ url: '/api/workouts/recent?limit=50' })).json()).toEqual(recentBefore);
  });

  it('says what is wrong with invalid input, field by field', async () => {
    const body = expectErrorShape(
      await app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        payload: { workoutDays: 12, age: 7 },
      }),
      'INVALID_INPUT',
    );
    expect(body.error).toMatch(/^Invalid input\. /);
    expect(body.error).toMatch(/workoutDays/);
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['age', 'workoutDays']);
    const malformed = expectErrorShape(
      await app.inject({ url: '/api/workouts/not-an-id!' }),
      'INVALID_INPUT',
    );
    expect(malformed.issues).toEqual([{ path: 'id', message: expect.any(String) }]);
    expect(malformed.error).toMatch(/id/);
    const range = expectErrorShape(
      await app.inject({ url: '/api/workouts/recent?limit=0' }),
      'INVALID_INPUT',
    );
    expect(range.issues?.[0]?.path).toBe('limit');
  });

  it('gives each not-found its own code', async () => {
    expectErrorShape(await app.inject({ url: `/api/workouts/${UNKNOWN_PLAN}` }), 'PLAN_NOT_FOUND');
    expectErrorShape(await app.inject({ url: `/api/workouts/${UNKNOWN_PLAN}/pdf` }), 'PLAN_NOT_FOUND');
    expectErrorShape(await app.inject({ url: '/api/challenges/AAAAAAAAAAAAAAAA' }), 'CHALLENGE_NOT_FOUND');
    expectErrorShape(
      await app.inject({ url: '/api/participants/AAAAAAAAAAAAAAAA/completed-exercises' }),
      'PARTICIPANT_NOT_FOUND',
    );
    const wrongKey = await app.inject({
      method: 'PATCH',
      url: `/api/workouts/${planId}`,
      payload: { listed: true },
      headers: { 'x-management-key': 'not-the-key' },
    });
    expectErrorShape(wrongKey, 'WRONG_MANAGEMENT_KEY');
    const noProgression = await app.inject({
      method: 'POST',
      url: `/api/workouts/${planId}/challenges`,
      payload: { name: 'Spring', createdBy: 'Ana', email: 'ana@example.com' },
    });
    expectErrorShape(noProgression, 'NO_PROGRESSION');
  });

  it('refuses a request id reused with other answers (422), and returns the plan for the same answers', async () => {
    const answers = { requestId: randomUUID(), name: 'Bea', workoutDays: 3, language: 'es' };
    const first = await app.inject({ method: 'POST', url: '/api/workouts/generate', payload: answers });
    expect(first.statusCode).toBe(200);
    // The same answers in another order and with defaults spelled out: the same request.
    const again = await app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { language: 'es', workoutDays: 3, name: 'Bea', requestId: answers.requestId },
    });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
    const other = await app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { ...answers, workoutDays: 5 },
    });
    const body = expectErrorShape(other, 'IDEMPOTENCY_MISMATCH');
    expect(body.error).toMatch(/Idempotency-Key \(or requestId\) was already used with a different request/);
    // The tRPC stream says the same, with the same code for the client to translate.
    const stream = await app.inject({
      url: await generationStreamPath(app, { ...answers, workoutDays: 6 }),
    });
    const failure = stream.body.match(/event: serialized-error\ndata: (.*)\n/)?.[1];
    expect(JSON.parse(failure ?? '{}')).toMatchObject({
      data: { httpStatus: 422, errorCode: 'IDEMPOTENCY_MISMATCH' },
    });
  });

  it('carries the same stable code to the web client over /trpc', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: UNKNOWN_PLAN }));
    const response = await app.inject({ url: `/trpc/workouts.byId?input=${input}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { data: { code: 'NOT_FOUND', httpStatus: 404, errorCode: 'PLAN_NOT_FOUND' } },
    });
  });

  it('takes language on the PDF route, and still lang from old links', async () => {
    const english = await app.inject({ url: `/api/workouts/${planId}/pdf` });
    const spanish = await app.inject({ url: `/api/workouts/${planId}/pdf?language=es` });
    const oldLink = await app.inject({ url: `/api/workouts/${planId}/pdf?lang=es` });
    for (const response of [english, spanish, oldLink]) expect(response.statusCode).toBe(200);
    expect(await pdfText(english.rawPayload)).toContain('Weekly schedule');
    expect(await pdfText(spanish.rawPayload)).toContain(SPANISH_SCHEDULE);
    expect(await pdfText(oldLink.rawPayload)).toContain(SPANISH_SCHEDULE);
    const wrong = expectErrorShape(
      await app.inject({ url: `/api/workouts/${planId}/pdf?language=fr` }),
      'INVALID_INPUT',
    );
    expect(wrong.issues).toEqual([{ path: 'language', message: 'must be en or es' }]);
    const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    expect(document.paths['/workouts/{id}/pdf']!.get.parameters.map((parameter) => parameter.name)).toEqual([
      'id',
      'language',
      'x-management-key',
      'If-None-Match',
    ]);
  });

  it('documents exactly the error shape and the statuses each operation can answer', async () => {
    type Response = { content: Record<string, { schema: unknown }>; headers?: Record<string, unknown> };
    const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
      components: {
        schemas: Record<string, { additionalProperties?: boolean; properties: object; required: string[] }>;
        headers: Record<string, { required?: boolean }>;
      };
    };
    const error = document.components.schemas.Error!;
    expect(error.additionalProperties).toBe(false);
    expect(Object.keys(error.properties).sort()).toEqual(['code', 'error', 'issues', 'message']);
    expect(error.required.sort()).toEqual(['code', 'error', 'message']);
    expect(Object.keys(document.components.schemas).filter((name) => name.startsWith('error.'))).toEqual([]);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const label = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(operation.responses);
        expect(statuses, label).toContain('500');
        // Errors only: 304 (Not Modified, a read's cached answer) has no body.
        for (const status of statuses.filter((status) => !status.startsWith('2') && status !== '304')) {
          const response = operation.responses[status]!;
          if (path === '/health' && status === '503') continue;
          // The one shape, its `code` narrowed to what this operation can answer (api/openApiCodes.ts).
          if (method === 'head') expect(response.content, `${label} ${status}`).toBeUndefined();
          else
            expect(response.content['application/json']?.schema, `${label} ${status}`).toEqual({
              allOf: [
                { $ref: '#/components/schemas/Error' },
                { type: 'object', properties: { code: { enum: expect.any(Array) } } },
              ],
            });
        }
        if (path.includes('{')) expect(statuses, `${label}: a malformed id`).toContain('400');
        if (path !== '/health') expect(statuses, label).toContain('429');
        if (operation.responses['429']) {
          expect(Object.keys(operation.responses['429'].headers ?? {})).toContain('Retry-After');
        }
        if (operation.responses['503']) {
          expect(Object.keys(operation.responses['503'].headers ?? {})).toContain('Retry-After');
        }
      }
    }
    for (const path of ['/workouts/recent', '/workouts/top-rated', '/workouts/browse']) {
      expect(Object.keys(document.paths[path]!.get!.responses), path).not.toContain('404');
    }
    expect(Object.keys(document.paths['/workouts/generate']!.post!.responses)).toEqual(
      expect.arrayContaining(['400', '413', '415', '422', '429', '503']),
    );
    expect(document.components.headers.RetryAfter?.required).toBe(true);
  });
});

describe('over the rate limit', () => {
  let server: TestApp;
  beforeAll(async () => {
    // Budgets scaled down to one generation and six reads a minute.
    server = await openTestApp(testDatabaseTargets()[0]!, { env: { RATE_LIMIT_SCALE: '0.01' } });
  });
  afterAll(() => server.close());

  it('answers 429 in the one shape with Retry-After and the budget headers, on procedures and the PDF', async () => {
    const generate = () => server.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: {} });
    const made = await generate();
    expect(made.statusCode).toBe(200);
    const limited = await generate();
    expectErrorShape(limited, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe('1');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    const id = (made.json() as { id: string }).id;
    let last = await server.app.inject({ url: `/api/workouts/${id}/pdf` });
    for (let index = 0; index < 10 && last.statusCode === 200; index += 1) {
      last = await server.app.inject({ url: `/api/workouts/${id}/pdf` });
    }
    expectErrorShape(last, 'RATE_LIMITED');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('while the database is away', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // A proxy that is cut: every connection to the database is refused, as in a network outage.
    const proxy = await startOutageProxy(new URL('postgres://nobody@127.0.0.1:9/none'));
    await proxy.down();
    const db = await openDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${proxy.port}/none`,
      poolSize: 1,
    });
    app = checkApiAnswers(await buildApp({ db, config: testConfig() }));
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After on procedures and on the PDF route', async () => {
    const answers = [
      await app.inject({ url: '/api/workouts/recent' }),
      await app.inject({ url: `/api/workouts/${UNKNOWN_PLAN}` }),
      await app.inject({ url: `/api/workouts/${UNKNOWN_PLAN}/pdf` }),
      await app.inject({ method: 'POST', url: '/api/workouts/generate', payload: {} }),
    ];
    for (const response of answers) {
      const body = expectErrorShape(response, 'DATABASE_UNAVAILABLE');
      expect(body.error).toBe('The database is unavailable right now. Please try again in a moment.');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unhealthy', database: 'unreachable' });
    expect(Number(health.headers['retry-after'])).toBeGreaterThan(0);
  });
});
