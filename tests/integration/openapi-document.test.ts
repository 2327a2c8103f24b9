import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../src/contract/errors';
import { requestExamples } from '../../src/server/api/documentExamples';
import { OPERATION_CODES } from '../../src/server/api/openApiCodes';
import { appRouter } from '../../src/server/trpc/router';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Json[];
  requestBody?: { content: Record<string, Json> };
  responses: Record<string, { content?: Record<string, Json> }>;
};

/** What an integrator reading /api/openapi.json (or a client generated from it) relies on. */
describe('the OpenAPI document', () => {
  const [embedded] = testDatabaseTargets();
  let server: TestApp;
  let document: Json & { paths: Record<string, Record<string, Operation>>; components: Json };
  let operations: (Operation & { method: string; path: string })[];
  beforeAll(async () => {
    server = await openTestApp(embedded!);
    document = (await server.app.inject({ url: '/api/openapi.json' })).json();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ ...operation, method, path })),
    );
  });
  afterAll(() => server.close());

  const schemas = () => document.components.schemas as Record<string, Json>;
  const resolve = (schema: Json): Json =>
    typeof schema.$ref === 'string' ? schemas()[schema.$ref.split('/').pop()!]! : schema;

  /** Every property of every schema in the document, with where it is. */
  function properties(): { at: string; name: string; schema: Json }[] {
    const found: { at: string; name: string; schema: Json }[] = [];
    const walk = (schema: unknown, at: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Json;
      for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Json>)) {
        found.push({ at, name, schema: property });
        walk(property, `${at}.${name}`);
      }
      if (node.items) walk(node.items, `${at}[]`);
      for (const key of ['anyOf', 'oneOf', 'allOf']) {
        for (const [index, option] of ((node[key] ?? []) as Json[]).entries()) walk(option, `${at}|${index}`);
      }
    };
    for (const [name, schema] of Object.entries(schemas())) {
      // The error schemas are trpc-to-openapi's own, documented with the error responses (issue 15 part 1).
      if (!name.startsWith('error.')) walk(schema, name);
    }
    for (const operation of operations) {
      const at = `${operation.method} ${operation.path}`;
      walk(operation.requestBody?.content['application/json']?.schema, `${at} body`);
      walk(operation.responses['200']?.content?.['application/json']?.schema, `${at} 200`);
    }
    return found;
  }

  it('describes every field, parameter, operation and tag', () => {
    const undescribed = properties()
      .filter(({ schema }) => typeof resolve(schema).description !== 'string' && !schema.description)
      .map(({ at, name }) => `${at}.${name}`);
    expect(undescribed).toEqual([]);
    for (const operation of operations) {
      const at = `${operation.method} ${operation.path}`;
      expect(operation.summary, at).toBeTruthy();
      expect(operation.description, at).toBeTruthy();
      for (const parameter of operation.parameters ?? []) expect(parameter.description, at).toBeTruthy();
    }
    const tags = document.tags as { name: string; description?: string }[];
    const used = new Set(operations.flatMap((operation) => operation.tags ?? []));
    expect(new Set(tags.map((tag) => tag.name))).toEqual(used);
    for (const tag of tags) expect(tag.description, tag.name).toBeTruthy();
  });

  it('says what the values are: timestamps as date-time, integers within their real bounds, enums by name', () => {
    for (const { at, name, schema } of properties()) {
      if (/At$/.test(name)) expect(resolve(schema).format, `${at}.${name}`).toBe('date-time');
      if (schema.type === 'integer') {
        expect(schema.minimum, `${at}.${name}`).toBeGreaterThanOrEqual(0);
        expect(schema.maximum, `${at}.${name}`).toBeDefined();
      }
    }
    const plan = schemas().WorkoutPlan!.properties as Record<string, Json>;
    expect(plan.daysPerWeek).toMatchObject({ minimum: 1, maximum: 7 });
    for (const name of ['Language', 'FitnessLevel', 'FitnessGoal', 'WorkoutLocation', 'ScreeningOutcome']) {
      expect(schemas()[name]?.enum, name).toBeInstanceOf(Array);
    }
  });

  it('declares an optional API key (a 401 for an unknown one), a server relative to its host and a contact', () => {
    // Anonymous or with an operator's key, everywhere (README "API keys").
    expect(document.security).toEqual([{}, { ApiKey: [] }]);
    expect(document.components.securitySchemes).toEqual({
      ApiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    for (const operation of operations) {
      expect((operation as Json).security, operation.operationId).toBeUndefined();
      expect(operation.responses['401'], operation.operationId).toBeDefined();
    }
    expect(document.servers).toEqual([{ url: '/api', description: 'This server' }]);
    expect((document.info as Json).contact).toEqual({ name: 'Workout Coach', url: 'http://plans.test' });
  });

  /** The codes an error response of an operation lists, in its narrowed schema. */
  function codesOf(path: string, method: string, status: string): string[] {
    const schema = document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema as
      | { allOf: [Json, { properties: { code: { enum: string[] } } }] }
      | undefined;
    return schema?.allOf?.[1].properties.code.enum ?? [];
  }

  it('lists the error codes each operation can answer (issue 28, item 7)', () => {
    // The PDF looks up a plan, never a challenge.
    expect(codesOf('/workouts/{id}/pdf', 'get', '404')).toEqual(['PLAN_NOT_FOUND']);
    expect(codesOf('/challenges/{id}', 'get', '404')).toEqual(['CHALLENGE_NOT_FOUND']);
    // A write can also meet its Idempotency-Key still being answered, or sent with another body.
    expect(codesOf('/challenges/{id}/participants', 'post', '409')).toEqual([
      'IDEMPOTENCY_IN_FLIGHT',
      'NAME_TAKEN',
      'CHALLENGE_FULL',
    ]);
    expect(codesOf('/workouts/{id}/ratings', 'post', '422')).toEqual(['IDEMPOTENCY_MISMATCH']);
    expect(codesOf('/challenges/{id}/participants', 'post', '429')).toEqual(['RATE_LIMITED', 'JOIN_LIMITED']);
    expect(codesOf('/workouts/{id}', 'get', '401')).toEqual(['UNKNOWN_API_KEY']);
    // Every declared status of every operation names codes of that status only, and the description says them.
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || operation.method === 'head') continue;
        // Health's 503 is its own report, not an error (README "The REST API").
        if (operation.path === '/health' && status === '503') continue;
        const codes = codesOf(operation.path, operation.method, status);
        expect(codes.length, `${operation.method} ${operation.path} ${status}`).toBeGreaterThan(0);
        for (const code of codes)
          expect(ERROR_CODES[code as ErrorCode].status, `${operation.operationId} ${status} ${code}`).toBe(
            Number(status),
          );
        expect((response as Json).description).toContain(
          `Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`,
        );
      }
    }
    // Every operation this file names declares each status its codes have, and the reverse (OPERATION_CODES).
    for (const [key, codes] of Object.entries(OPERATION_CODES)) {
      const [method = '', path = ''] = key.split(' ');
      for (const code of codes)
        expect(codesOf(path, method, String(ERROR_CODES[code].status)), `${key} ${code}`).toContain(code);
    }
  });

  it('marks the older answer keys deprecated, apart from the current ones', () => {
    expect(schemas().FitnessGoal?.enum).toEqual([
      'muscle',
      'loss',
      'endurance',
      'tone',
      'strength',
      'stayHealthy',
    ]);
    expect(schemas().FitnessGoalLegacy).toMatchObject({
      deprecated: true,
      enum: ['buildMuscle', 'loseWeight', 'improveEndurance', 'getStronger'],
    });
    expect(schemas().EquipmentLegacy?.deprecated).toBe(true);
    expect(schemas().Gender?.deprecated).toBeUndefined();
  });

  it('documents HEAD beside every GET, with the same statuses and no body', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!methods.get) continue;
      expect(methods.head, path).toBeDefined();
      expect(Object.keys(methods.head!.responses), path).toEqual(Object.keys(methods.get.responses));
      for (const response of Object.values(methods.head!.responses))
        expect(response.content, path).toBeUndefined();
    }
    expect(Object.keys(document.paths['/workouts/{id}/pdf']!.get!.responses)).toContain('304');
  });

  /** The procedure behind an operation, by trpc-to-openapi's operationId (router path with dashes). */
  function procedure(operationId: string) {
    const found = (appRouter._def.procedures as unknown as Record<string, { _def: Json }>)[
      operationId.replace('-', '.')
    ];
    if (!found) throw new Error(`no procedure for ${operationId}`);
    return found._def as { inputs: z.ZodType[]; output: z.ZodType };
  }

  function exampleOf(media: Json): unknown {
    if ('example' in media) return media.example;
    const [first] = Object.values((media.examples ?? {}) as Record<string, Json>);
    if (!first) return undefined;
    if (typeof first.$ref === 'string') {
      const shared = (document.components.examples as Record<string, Json>)[first.$ref.split('/').pop()!];
      return shared?.value;
    }
    return first.value;
  }

  it("gives every request body and JSON answer an example that the procedure's own schemas accept", () => {
    let checked = 0;
    for (const operation of operations) {
      const at = `${operation.method} ${operation.path}`;
      const body = operation.requestBody?.content['application/json'];
      if (body) {
        const example = exampleOf(body) as Json;
        expect(example, `${at} request`).toBeDefined();
        const pathValues = Object.fromEntries(
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => [parameter.name, (parameter.schema as Json).example]),
        );
        const parsed = procedure(operation.operationId).inputs[0]!.safeParse({ ...pathValues, ...example });
        expect(parsed.error, `${at} request`).toBeUndefined();
        checked += 1;
      }
      const answer = operation.responses['200']?.content?.['application/json'];
      if (!answer) continue;
      const example = exampleOf(answer);
      expect(example, `${at} answer`).toBeDefined();
      expect(
        procedure(operation.operationId).output.safeParse(example).error,
        `${at} answer`,
      ).toBeUndefined();
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(33);
  });

  it('documents a request for POST /workouts/generate that the API accepts, with no fixed key, and its retry under a key', async () => {
    const operation = document.paths['/workouts/generate']!.post!;
    const example = exampleOf(operation.requestBody!.content['application/json']!);
    expect(example).toEqual(requestExamples['workouts-generate']);
    // Pressing Send on the docs page twice makes two plans: no example carries a requestId or a key to share.
    expect(JSON.stringify(operation)).not.toMatch(/requestId"\s*:\s*"|"Idempotency-Key"[^}]*"example"/);
    const key = randomUUID();
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        headers: { 'idempotency-key': key },
        payload: example as Json,
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json().managementKey).toEqual(expect.any(String));
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: example as Json,
    });
    expect(other.json().id).not.toBe(first.json().id);
  });
});
