import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { requestExamples } from '../../src/server/api/documentExamples';
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

  it('declares no authentication, a server relative to its host and a contact', () => {
    expect(document.security).toEqual([]);
    expect(document.components.securitySchemes).toBeUndefined();
    for (const operation of operations)
      expect((operation as Json).security, operation.operationId).toBeUndefined();
    expect(document.servers).toEqual([{ url: '/api', description: 'This server' }]);
    expect((document.info as Json).contact).toEqual({ name: 'Workout Coach', url: 'http://plans.test' });
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
