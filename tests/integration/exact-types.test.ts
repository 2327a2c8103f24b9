import { forEachOpenApiProcedure, getInputOutputParsers, unwrapZodType } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../../src/server/trpc/router';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * Issue 28, item 1: a JSON body is read as JSON. Every field of every body, found by walking the router
 * (so a field added tomorrow is covered), is sent with a value of the wrong JSON type, on /api and /trpc.
 */
type BodyField = { procedure: string; method: string; url: string; key: string; wrong: unknown };

const PLACEHOLDER_ID = 'AAAAAAAAAAAAAAAA';

function typeOf(schema: z.ZodType): string {
  let current = schema as unknown as { _zod: { def: Record<string, unknown> } };
  for (;;) {
    const def = current._zod.def;
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as typeof current | undefined;
    if (!inner) return String(def.type);
    current = inner;
  }
}

/** A value of another JSON type than the field's: strings for numbers and booleans, a number for text. */
function wrongValue(field: z.ZodType): unknown {
  const type = typeOf(field);
  if (type === 'number' || type === 'bigint' || type === 'int') return '5';
  if (type === 'boolean') return 'false';
  if (type === 'object' || type === 'array' || type === 'record' || type === 'tuple') return 'x';
  // Text, choices, unions of literals and the rest: the first candidate the field itself refuses.
  const candidates = [12345, 'false', true, { unexpected: 1 }, ['x']];
  return candidates.find((candidate) => !field.safeParse(candidate).success);
}

function bodyFields(): BodyField[] {
  const found: BodyField[] = [];
  forEachOpenApiProcedure(appRouter._def.procedures, ({ path, procedure, meta: { openapi } }) => {
    if (!['POST', 'PUT', 'PATCH'].includes(openapi.method)) return;
    const input = unwrapZodType(getInputOutputParsers(procedure).inputParser as z.ZodType, true);
    if (!(input instanceof z.ZodObject)) return;
    const pathKeys = [...openapi.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const url = `/api${openapi.path.replace(/\{\w+\}/g, PLACEHOLDER_ID)}`;
    for (const [key, field] of Object.entries(input.shape as Record<string, z.ZodType>)) {
      if (pathKeys.includes(key)) continue;
      found.push({ procedure: path, method: openapi.method, url, key, wrong: wrongValue(field) });
    }
  });
  return found;
}

const FIELDS = bodyFields();

describe('the walk over the router', () => {
  it('finds the body fields and a wrong value for each', () => {
    expect(FIELDS.map((field) => `${field.procedure}.${field.key}`)).toEqual(
      expect.arrayContaining([
        'workouts.generate.workoutDays',
        'workouts.generate.age',
        'ratings.add.rating',
      ]),
    );
    for (const field of FIELDS) expect(field.wrong, `${field.procedure}.${field.key}`).toBeDefined();
  });
});

describe.each(testDatabaseTargets())('exact JSON types on the $name database', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await openTestApp(target);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(FIELDS)('/api $method $url refuses $key of the wrong JSON type', async (field) => {
    const response = await server.app.inject({
      method: field.method as 'POST',
      url: field.url,
      payload: { [field.key]: field.wrong },
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { code: string; issues?: { path: string }[] };
    expect(body.code).toBe('INVALID_INPUT');
    expect(
      body.issues?.map((issue) => issue.path.split('.')[0]),
      response.body,
    ).toContain(field.key);
  });

  it.each(FIELDS)('/trpc $procedure refuses $key of the wrong JSON type', async (field) => {
    const pathKeys = [...field.url.matchAll(new RegExp(PLACEHOLDER_ID, 'g'))].length;
    const response = await server.app.inject({
      method: 'POST',
      url: `/trpc/${field.procedure}`,
      payload: { [field.key]: field.wrong, ...(pathKeys ? { id: PLACEHOLDER_ID } : {}) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(field.key);
  });

  it('names an unknown body field and the nearest known one', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { workoutdays: 5 },
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { code: string; message: string };
    expect(body.code).toBe('INVALID_INPUT');
    expect(body.message).toContain('"workoutdays"');
    expect(body.message).toContain('"workoutDays"');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('still reads numbers from the query string', async () => {
    const response = await server.app.inject({ url: '/api/workouts/recent?limit=2' });
    expect(response.statusCode, response.body).toBe(200);
    const limited = await server.app.inject({ url: '/api/workouts/recent?limit=abc' });
    expect(limited.statusCode).toBe(400);
  });
});
