import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedPlan, ProgressionWeek } from '../../src/contract/workout';
import { JOURNEY_ANSWERS } from '../helpers/answers';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/** issue 31: an assistant drives the whole journey through /mcp with the SDK's own client. */

const noneOfThese = {
  heartCondition: false,
  chestPain: false,
  dizzinessOrFainting: false,
  chronicCondition: false,
  chronicMedication: false,
  boneOrJointProblem: false,
  supervisedOnly: false,
};

type ToolAnswer = {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { text: string }[];
};

/** A tool error carries the REST error body as its text (src/server/mcp/server.ts toolError). */
function errorOf(answer: ToolAnswer): Record<string, unknown> {
  expect(answer.isError).toBe(true);
  return JSON.parse(answer.content[0]!.text) as Record<string, unknown>;
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

describe.each(testDatabaseTargets())('the MCP door on the $name database', (target) => {
  let server: TestApp;
  let client: Client;
  let base: string;
  beforeAll(async () => {
    server = await openTestApp(target);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    client = await connect(`${base}/mcp`);
  });
  afterAll(async () => {
    await client?.close();
    await server.close();
  });

  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolAnswer;

  it('initialises and lists one tool per REST operation of the procedures, with their schemas', async () => {
    expect(client.getServerVersion()?.name).toBe('workout-coach');
    const { tools } = await client.listTools();
    const document = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    // Every operation a procedure answers (the PDF and calendar are plain routes: `plan-links` gives them).
    const operations = Object.values(document.paths)
      // HEAD mirrors a GET (README "The REST API"): no tool of its own.
      .flatMap((methods) =>
        Object.entries(methods)
          .filter(([method]) => method !== 'head')
          .map(([, operation]) => operation.operationId),
      )
      .filter(
        (id): id is string => typeof id === 'string' && !['workouts-pdf', 'workouts-calendar'].includes(id),
      );
    const names = tools.map((tool) => tool.name);
    expect(names.filter((name) => name !== 'plan-links').sort()).toEqual([...new Set(operations)].sort());
    const generate = tools.find((tool) => tool.name === 'workouts-generate')!;
    expect(generate.description).toContain('Generate a workout plan');
    expect(Object.keys(generate.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['screening', 'fitnessGoal', 'idempotencyKey']),
    );
    const byId = tools.find((tool) => tool.name === 'workouts-byId')!;
    expect(Object.keys(byId.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'managementKey']),
    );
  });

  it('generates with progress, reads back, builds the progression, joins a challenge and marks a completion', async () => {
    const progress: number[] = [];
    const answer = (await client.callTool(
      { name: 'workouts-generate', arguments: { ...JOURNEY_ANSWERS, screening: { parq: noneOfThese } } },
      undefined,
      { onprogress: (event) => progress.push(event.progress) },
    )) as ToolAnswer;
    expect(answer.isError, answer.content[0]?.text).toBeFalsy();
    const created = answer.structuredContent as unknown as CreatedPlan;
    expect(created.managementKey).toEqual(expect.any(String));
    expect(created.schedule.length).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const stranger = await call('workouts-byId', { id: created.id });
    expect(stranger.structuredContent).toMatchObject({ id: created.id, view: 'public' });
    const owner = await call('workouts-byId', { id: created.id, managementKey: created.managementKey });
    expect(owner.structuredContent).toMatchObject({ id: created.id, view: 'owner' });
    const resource = await client.readResource({ uri: `plan://${created.id}` });
    expect(JSON.parse((resource.contents[0] as { text: string }).text)).toMatchObject({ view: 'public' });

    const weeks = await call('workouts-progression', { id: created.id });
    const { progressionWeeks } = weeks.structuredContent as { progressionWeeks: ProgressionWeek[] };
    expect(progressionWeeks).toHaveLength(4);

    const challenge = await call('challenges-create', {
      id: created.id,
      name: 'Office squad',
      createdBy: 'Ana',
    });
    expect(challenge.isError, challenge.content[0]?.text).toBeFalsy();
    const joined = await call('challenges-join', { id: challenge.structuredContent!.id, name: 'Ben' });
    const participant = joined.structuredContent as { id: string; participantKey: string };
    expect(participant.participantKey).toEqual(expect.any(String));
    const mark = {
      participantId: participant.id,
      weekNumber: 1,
      dayName: progressionWeeks[0]!.schedule[0]!.name,
      exerciseIndex: 0,
    };
    const refused = await call('challenges-markCompleted', mark);
    expect(errorOf(refused)).toMatchObject({ code: 'WRONG_PARTICIPANT_KEY' });
    const marked = await call('challenges-markCompleted', {
      ...mark,
      participantKey: participant.participantKey,
    });
    expect(marked.isError, marked.content[0]?.text).toBeFalsy();

    const links = await call('plan-links', { id: created.id, language: 'es' });
    expect(links.structuredContent).toMatchObject({
      pdf: `http://plans.test/api/workouts/${created.id}/pdf?language=es`,
    });
  });

  it('answers a red flag with the clearance notice before the plan', async () => {
    const answer = await call('workouts-generate', {
      ...JOURNEY_ANSWERS,
      screening: { parq: { ...noneOfThese, chestPain: true }, conditions: [], followUp: {} },
    });
    const created = answer.structuredContent as unknown as CreatedPlan;
    expect(created.screening?.outcome).toBe('clearance');
    expect(answer.content[0]!.text.startsWith('See a professional before you train hard')).toBe(true);
  });

  it('lists every tool on the page beside /api/docs', async () => {
    const page = await server.app.inject({ url: '/api/docs/mcp' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const tool of (await client.listTools()).tools)
      expect(page.body).toContain(`<code>${tool.name}</code>`);
  });

  it('replays a retried generation under the same idempotencyKey, key included', async () => {
    const args = { ...JOURNEY_ANSWERS, screening: { parq: noneOfThese }, idempotencyKey: randomUUID() };
    const answer = await call('workouts-generate', args);
    expect(answer.isError, answer.content[0]?.text).toBeFalsy();
    const first = answer.structuredContent as unknown as CreatedPlan;
    const again = (await call('workouts-generate', args)).structuredContent as unknown as CreatedPlan;
    expect(again.id).toBe(first.id);
    expect(again.managementKey).toBe(first.managementKey);
    expect(first.managementKey).toEqual(expect.any(String));
  });

  it('keeps a generation streamed with progress under its idempotencyKey, for a retry without progress', async () => {
    const args = { ...JOURNEY_ANSWERS, screening: { parq: noneOfThese }, idempotencyKey: randomUUID() };
    const progress: number[] = [];
    const streamed = (await client.callTool({ name: 'workouts-generate', arguments: args }, undefined, {
      onprogress: (event) => progress.push(event.progress),
    })) as ToolAnswer;
    expect(progress.length).toBeGreaterThan(1);
    const first = streamed.structuredContent as unknown as CreatedPlan;
    const again = (await call('workouts-generate', args)).structuredContent as unknown as CreatedPlan;
    expect(again.id).toBe(first.id);
    expect(again.managementKey).toBe(first.managementKey);
    const changed = await call('workouts-generate', { ...args, age: 35 });
    expect(errorOf(changed)).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
  });

  it('answers invalid input and unknown plans with the same code and message as REST', async () => {
    const rest = await server.app.inject({ url: '/api/workouts/zzzzzzzzzzzz' });
    const mcp = await call('workouts-byId', { id: 'zzzzzzzzzzzz' });
    expect(errorOf(mcp)).toMatchObject({ code: rest.json().code, message: rest.json().message });
    const invalid = await call('workouts-browse', { page: 0 });
    const restInvalid = await server.app.inject({ url: '/api/workouts/browse?page=0' });
    expect(errorOf(invalid)).toMatchObject({ code: restInvalid.json().code });
  });
});

describe('the MCP door within the budgets', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await openTestApp(testDatabaseTargets()[0]!, { env: { RATE_LIMIT_SCALE: '1' } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('charges each call to the same read budget as REST and answers RATE_LIMITED past it', async () => {
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const client = await connect(`${base}/mcp`);
    let answer: ToolAnswer | undefined;
    for (let calls = 0; calls < 1000; calls += 1) {
      answer = (await client.callTool({ name: 'workouts-recent', arguments: {} })) as ToolAnswer;
      if (answer.isError) break;
    }
    await client.close();
    expect(errorOf(answer!)).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    const rest = await server.app.inject({ url: '/api/workouts/recent' });
    expect(rest.statusCode).toBe(429);
    // Nor is any other message free: a new client cannot even initialise past the budget.
    await expect(connect(`${base}/mcp`)).rejects.toThrow(/429|Too many requests/);
  });
});
