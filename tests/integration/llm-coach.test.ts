import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkoutPlan } from '../../src/contract/workout';
import type { Database } from '../../src/server/db/connection';
import { openTestAppOn, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { generationStreamPathOver } from '../helpers/generationStream';
import { type FakeOpenAiServer, llmPlanFor, mockModel, startFakeOpenAiServer } from '../helpers/llm';

const answers = {
  name: 'Leo',
  fitnessLevel: 'intermediate',
  workoutLocation: 'gym',
  workoutDays: 4,
  workoutTime: '60 minutes',
} as const;
let database: Database;
beforeAll(async () => {
  database = await testDatabaseTargets()[0]!.open();
});
afterAll(() => database.close());

async function generateWith(server: TestApp, body: Record<string, unknown> = answers): Promise<WorkoutPlan> {
  const response = await server.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the LLM coach with the AI SDK test model', () => {
  it('uses the model plan when it passes the rules, matched to the catalogue, recording the model', async () => {
    const text = JSON.stringify(llmPlanFor(answers, 'Leo, here is your upper/lower plan from the model.'));
    const server = await openTestAppOn(database, { languageModel: mockModel(text) });
    try {
      const plan = await generateWith(server);
      expect(plan.generator).toBe('llm:mock-coach');
      expect(plan.overview).toBe('Leo, here is your upper/lower plan from the model.');
      const first = plan.schedule.find((day) => day.kind === 'training')!.exercises[0]!;
      expect(first.cues.length).toBeGreaterThanOrEqual(3);
      expect(first.text).toMatch(/\(\d+ x /);
      expect(plan.notes).toContain('Written by the model.');
    } finally {
      await server.close();
    }
  });

  it('leaves a wheelchair user to the built-in programme written for them: the model is never asked', async () => {
    const model = mockModel(JSON.stringify(llmPlanFor(answers)));
    const server = await openTestAppOn(database, { languageModel: model });
    try {
      const none = Object.fromEntries(
        [
          'heartCondition',
          'chestPain',
          'dizzinessOrFainting',
          'chronicCondition',
          'chronicMedication',
          'boneOrJointProblem',
          'supervisedOnly',
        ].map((key) => [key, false]),
      );
      const plan = await generateWith(server, {
        ...answers,
        screening: { parq: none, conditions: ['wheelchairUser'], followUp: { legFunction: 'none' } },
      });
      expect(plan.generator).toBe('builtin');
      expect(model.doStreamCalls).toHaveLength(0);
      expect(plan.schedule.find((day) => day.kind === 'training')?.focus).toMatch(/Seated strength/);
    } finally {
      await server.close();
    }
  });

  it('falls back to the built-in coach on garbage, unknown exercises or a plan that breaks the rules', async () => {
    const unknownExercise = llmPlanFor(answers);
    unknownExercise.days[0]!.exercises[0]!.catalogId = 'levitating-bench-press';
    const tooLong = llmPlanFor(answers);
    for (const exercise of tooLong.days[0]!.exercises) exercise.sets = 10;
    const restDayWork = llmPlanFor(answers);
    restDayWork.days.find((day) => day.kind === 'rest')!.kind = 'training';
    // Bounds the schema sent to the model no longer carries are still checked on its answer.
    const longOverview = llmPlanFor(answers, 'x'.repeat(2001));
    const sixDays = llmPlanFor(answers);
    sixDays.days.pop();
    const elevenSets = llmPlanFor(answers);
    elevenSets.days.find((day) => day.kind === 'training')!.exercises[0]!.sets = 11;

    // Each with why the built-in coach answered, as /api/health says it.
    for (const [text, why] of [
      ['this is not json', "the model's answer was not a plan of the requested shape (finish reason: stop)"],
      [JSON.stringify(unknownExercise), 'catalogue'],
      [JSON.stringify(tooLong), 'time'],
      [JSON.stringify(restDayWork), 'days, empty-day'],
      [JSON.stringify(longOverview), 'overview: Too big: expected string to have <=2000 characters'],
      [JSON.stringify(sixDays), 'days: Too small: expected array to have >=7 items'],
      [JSON.stringify(elevenSets), 'sets: Too big: expected number to be <=10'],
    ] as const) {
      const server = await openTestAppOn(database, { languageModel: mockModel(text) });
      try {
        const plan = await generateWith(server);
        expect(plan.generator, text.slice(0, 40)).toBe('builtin');
        expect(plan.schedule).toHaveLength(7);
        const health = (await server.app.inject({ url: '/api/health' })).json();
        expect(health.coach.lastLlm.error, text.slice(0, 40)).toContain(why);
      } finally {
        await server.close();
      }
    }
  });

  it('falls back when the provider fails mid-stream', async () => {
    const server = await openTestAppOn(database, {
      languageModel: mockModel('{"overview": "partial', { error: new Error('provider exploded') }),
    });
    try {
      expect((await generateWith(server)).generator).toBe('builtin');
    } finally {
      await server.close();
    }
  });
});

describe('the LLM coach against an OpenAI-compatible server on loopback', () => {
  let fake: FakeOpenAiServer;
  let mode: 'plan' | 'garbage' | 'error' | 'hang' = 'plan';
  beforeAll(async () => {
    fake = await startFakeOpenAiServer(() => {
      if (mode === 'error') {
        return { status: 500, message: 'The server had an error while processing your request.' };
      }
      if (mode === 'hang') return { hangMs: 5000 };
      if (mode === 'garbage') return { content: '{"overview": 42, "days": "many"}' };
      return { content: JSON.stringify(llmPlanFor(answers, 'Streamed by a local model.')) };
    });
  });
  afterAll(() => fake.close());

  async function serverFor(extra: Record<string, string> = {}) {
    return openTestAppOn(database, {
      env: {
        COACH: 'llm',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_MODEL: 'local-coach',
        LLM_TIMEOUT_MS: '1500',
        ...extra,
      },
    });
  }

  it('streams a plan from the server and saves it as the model made it', async () => {
    mode = 'plan';
    const server = await serverFor();
    try {
      const plan = await generateWith(server);
      expect(plan.generator).toBe('llm:local-coach');
      expect(plan.overview).toBe('Streamed by a local model.');
      const request = fake.requests.at(-1)!;
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.body.stream).toBe(true);
      const system = JSON.stringify(request.body.messages);
      expect(system).toContain('barbell-back-squat');
      expect(system).toContain('Monday, Tuesday, Wednesday');
    } finally {
      await server.close();
    }
  });

  it("asks for strict structured output with a schema inside OpenAI's strict subset, for base and fine-tuned models", async () => {
    mode = 'plan';
    for (const model of ['gpt-4o-mini', 'ft:gpt-4o-mini-2024-07-18:coach::abc123']) {
      const server = await serverFor({ OPENAI_MODEL: model });
      try {
        const plan = await generateWith(server);
        const request = fake.requests.at(-1)!;
        const format = request.body.response_format as { json_schema: { strict: boolean } };
        expect(format.json_schema.strict, model).toBe(true);
        // The loopback server answers 400, as OpenAI does, when the schema is outside the subset.
        expect(request.status, model).toBe(200);
        expect(plan.generator).toBe(`llm:${model}`);
      } finally {
        await server.close();
      }
    }
  });

  it('refuses, as OpenAI does, a strict schema with a length bound, an open object or an optional property', async () => {
    const ask = async (schema: Record<string, unknown>, model = 'gpt-4o-mini') => {
      const response = await fetch(`${fake.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model,
          stream: true,
          messages: [{ role: 'user', content: 'hi' }],
          response_format: { type: 'json_schema', json_schema: { name: 'plan', strict: true, schema } },
        }),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as { error: unknown },
      };
    };
    const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      type: 'object',
      properties,
      required: Object.keys(properties),
      additionalProperties: false,
      ...extra,
    });

    const lengthBound = await ask(object({ overview: { type: 'string', maxLength: 2000 } }));
    expect(lengthBound.status).toBe(400);
    expect(lengthBound.body.error).toEqual({
      message:
        "Invalid schema for response_format 'plan': In context=('properties', 'overview'), 'maxLength' is not permitted.",
      type: 'invalid_request_error',
      param: 'response_format',
      code: 'invalid_json_schema',
    });
    const open = await ask(object({ day: { type: 'object', properties: {}, required: [] } }));
    expect(open.body.error).toMatchObject({
      message:
        "Invalid schema for response_format 'plan': In context=('properties', 'day'), 'additionalProperties' is required to be supplied and to be false.",
    });
    const optional = await ask(object({ a: { type: 'string' }, b: { type: 'string' } }, { required: ['a'] }));
    expect(optional.body.error).toMatchObject({
      message:
        "Invalid schema for response_format 'plan': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'b'.",
    });
    // Numeric bounds: accepted for base models, refused for fine-tuned ones.
    const bounded = object({ sets: { type: 'integer', minimum: 1, maximum: 10 } });
    expect((await ask(bounded)).status).toBe(200);
    const fineTuned = await ask(bounded, 'ft:gpt-4o-mini:org::x');
    expect(fineTuned.status).toBe(400);
    expect(JSON.stringify(fineTuned.body)).toContain("'minimum' is not permitted.");
  });

  it('answers with the built-in coach when the server sends garbage, fails, or is too slow', async () => {
    const took: Record<string, number> = {};
    for (const failure of ['garbage', 'error', 'hang'] as const) {
      mode = failure;
      const server = await serverFor();
      try {
        const started = Date.now();
        const plan = await generateWith(server);
        expect(plan.generator, failure).toBe('builtin');
        took[failure] = Date.now() - started;
      } finally {
        await server.close();
      }
    }
    // LLM_TIMEOUT_MS is 1.5 s; the bound only has to sit far below the 90 s default, with room for a busy machine.
    expect(took.hang).toBeLessThan(20_000);
  });

  it('cancels the LLM call when the visitor disconnects mid-generation', { timeout: 120_000 }, async () => {
    mode = 'hang';
    const server = await serverFor({ LLM_TIMEOUT_MS: '20000' });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as import('node:net').AddressInfo;
      const before = fake.requests.length;
      const visitor = new AbortController();
      const base = `http://127.0.0.1:${port}`;
      const stream = await fetch(`${base}${await generationStreamPathOver(base, answers)}`, {
        headers: { accept: 'text/event-stream' },
        signal: visitor.signal,
      });
      expect(stream.status).toBe(200);
      // Polled until it holds, however slow the machine; the test's timeout is the only limit.
      await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(before), {
        timeout: 60_000,
        interval: 50,
      });
      const upstream = fake.requests.at(-1)!;
      expect(upstream.aborted).toBe(false);
      visitor.abort();
      await vi.waitFor(() => expect(upstream.aborted).toBe(true), { timeout: 60_000, interval: 50 });
    } finally {
      await server.close();
    }
  });

  it('shows on /api/health whether the configured model is answering, without calling it', async () => {
    const health = async (server: Awaited<ReturnType<typeof serverFor>>) => {
      const response = await server.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    mode = 'plan';
    const server = await serverFor();
    try {
      const before = fake.requests.length;
      expect((await health(server)).coach).toEqual({ kind: 'llm', model: 'local-coach', lastLlm: null });
      expect(fake.requests.length).toBe(before);

      expect((await generateWith(server)).generator).toBe('llm:local-coach');
      const answering = await health(server);
      expect(answering.coach.lastLlm).toEqual({ ok: true, at: expect.any(String) });
      expect(Date.now() - Date.parse(answering.coach.lastLlm.at)).toBeLessThan(60_000);

      mode = 'error';
      expect((await generateWith(server)).generator).toBe('builtin');
      const failing = await health(server);
      expect(failing.status).toBe('ok');
      expect(failing.coach.lastLlm.ok).toBe(false);
      expect(failing.coach.lastLlm.error).toContain('500');
      expect(failing.coach.lastLlm.error).toContain('The server had an error while processing your request.');

      mode = 'hang';
      expect((await generateWith(server)).generator).toBe('builtin');
      expect((await health(server)).coach.lastLlm).toMatchObject({
        ok: false,
        error: 'the model did not finish the plan within LLM_TIMEOUT_MS',
      });
      expect(fake.requests.length).toBe(before + 3);
    } finally {
      await server.close();
    }
  });

  it('says on /api/health when the built-in coach writes every plan', async () => {
    const server = await serverFor({ COACH: 'builtin' });
    try {
      const response = await server.app.inject({ url: '/api/health' });
      expect(response.json().coach).toEqual({ kind: 'builtin', model: null, lastLlm: null });
    } finally {
      await server.close();
    }
  });

  it('is not used at all with COACH=builtin', async () => {
    mode = 'plan';
    const before = fake.requests.length;
    const server = await serverFor({ COACH: 'builtin', OPENAI_API_KEY: 'sk-test' });
    try {
      expect((await generateWith(server)).generator).toBe('builtin');
      expect(fake.requests.length).toBe(before);
    } finally {
      await server.close();
    }
  });
});
