import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/** Values a hostile or careless client sends. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'); drop table workout_plans; --",
    '<script>alert(1)</script>',
    '\u0000',
    'a\u0000b',
    '😀🏋️',
    '../../etc/passwd',
    '%00',
    '{}',
    'null',
    'other:',
  ),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.double({ noNaN: false }),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

type Operation = { method: string; path: string; fields: string[] };

describe.each(testDatabaseTargets())('hostile input on the $name database', (target) => {
  let server: TestApp;
  let operations: Operation[] = [];
  let real: Record<string, string> = {};

  const fingerprint = async () =>
    JSON.stringify(
      await server.db.sql`
        select (select count(*) from workout_plans) as plans, (select count(*) from ratings) as ratings,
          (select count(*) from challenges) as challenges, (select count(*) from participants) as participants,
          (select count(*) from completed_exercises) as completions, (select count(*) from early_testers) as testers,
          (select coalesce(sum(rating_count), 0) from workout_plans) as rating_counts`,
    );

  beforeAll(async () => {
    server = await openTestApp(target);
    const plan = (
      await server.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: {} })
    ).json();
    await server.app.inject({ method: 'POST', url: `/api/workouts/${plan.id}/progression`, payload: {} });
    const challenge = (
      await server.app.inject({
        method: 'POST',
        url: `/api/workouts/${plan.id}/challenges`,
        payload: { name: 'x', createdBy: 'y', email: 'a@b.co' },
      })
    ).json();
    const participant = (
      await server.app.inject({
        method: 'POST',
        url: `/api/challenges/${challenge.id}/participants`,
        payload: { name: 'p' },
      })
    ).json();
    real = { plan: plan.id, challenge: challenge.id, participant: participant.id };
    const document = (await server.app.inject({ url: '/api/openapi.json' })).json();
    operations = Object.entries(
      document.paths as Record<
        string,
        Record<string, { requestBody?: unknown; parameters?: { name: string }[] }>
      >,
    ).flatMap(([path, methods]) =>
      // HEAD answers a GET's headers without a body (README "The REST API"): the GET is fuzzed instead.
      Object.entries(methods)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => {
          const bodyProps =
            JSON.stringify(operation.requestBody ?? {}).match(/"properties":\{(.*?)\}\}/)?.[1] ?? '';
          const bodyFields = [...bodyProps.matchAll(/"([A-Za-z]+)":\{/g)].map((match) => match[1]!);
          const queryFields = (operation.parameters ?? []).map((parameter) => parameter.name);
          return {
            method: method.toUpperCase(),
            path,
            fields: [...new Set([...bodyFields, ...queryFields])],
          };
        }),
    );
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });
  afterAll(() => server.close());

  // 300 runs: about 2 s on an idle machine; the explicit timeout keeps it green on a busy one.
  it('answers every endpoint with 2xx or 4xx and a JSON body, and changes nothing on a 4xx', {
    timeout: 120_000,
  }, async () => {
    const operationIndex = fc.integer({ min: 0, max: 1000 });
    const pathValue = fc.oneof(
      fc.constant('real'),
      fc.string({ maxLength: 40 }),
      fc.constantFrom("'; --", '%2e%2e', 'AAAAAAAAAAAAAAAA', '😀'),
    );
    await fc.assert(
      fc.asyncProperty(
        operationIndex,
        pathValue,
        fc.dictionary(fc.constantFrom('x', 'y'), hostile),
        fc.array(hostile, { maxLength: 8 }),
        fc.boolean(),
        async (index, pathPick, extra, values, rawBody) => {
          const operation = operations[index % operations.length]!;
          const segment = (name: string) =>
            pathPick === 'real'
              ? name === 'participantId'
                ? real.participant!
                : operation.path.startsWith('/challenges/')
                  ? real.challenge!
                  : real.plan!
              : encodeURIComponent(pathPick || 'x');
          const url = `/api${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(name))}`;
          const input: Record<string, unknown> = { ...extra };
          operation.fields.forEach((field, position) => {
            if (position < values.length) input[field] = values[position];
          });
          const before = await fingerprint();
          const isGet = operation.method === 'GET' || operation.method === 'DELETE';
          const query = isGet
            ? `?${Object.entries(input)
                .map(
                  ([key, value]) =>
                    `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
                )
                .join('&')}`
            : '';
          const response = await server.app.inject({
            method: operation.method as 'GET',
            url: `${url}${query}`,
            ...(isGet
              ? {}
              : {
                  headers: { 'content-type': 'application/json' },
                  payload: rawBody ? JSON.stringify(values[0] ?? null) : JSON.stringify(input),
                }),
          });
          expect(
            response.statusCode,
            `${operation.method} ${url} -> ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          // Files (the PDF, the calendar) are the only answers that are not JSON.
          if (!/^(application\/pdf|text\/calendar)/.test(String(response.headers['content-type'] ?? '')))
            expect(() => JSON.parse(response.body)).not.toThrow();
          if (response.statusCode >= 400)
            expect(await fingerprint(), `${operation.method} ${url}`).toBe(before);
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});
