import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkoutPlan } from '../../src/contract/workout';
import type { Database } from '../../src/server/db/connection';
import { openTestAppOn, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
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

  it('falls back to the built-in coach on garbage, unknown exercises or a plan that breaks the rules', async () => {
    const unknownExercise = llmPlanFor(answers);
    unknownExercise.days[0]!.exercises[0]!.catalogId = 'levitating-bench-press';
    const tooLong = llmPlanFor(answers);
    for (const exercise of tooLong.days[0]!.exercises) exercise.sets = 10;
    const restDayWork = llmPlanFor(answers);
    restDayWork.days.find((day) => day.kind === 'rest')!.kind = 'training';

    for (const text of [
      'this is not json',
      JSON.stringify(unknownExercise),
      JSON.stringify(tooLong),
      JSON.stringify(restDayWork),
    ]) {
      const server = await openTestAppOn(database, { languageModel: mockModel(text) });
      try {
        const plan = await generateWith(server);
        expect(plan.generator, text.slice(0, 40)).toBe('builtin');
        expect(plan.schedule).toHaveLength(7);
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
      if (mode === 'error') return { status: 500 };
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

  it('answers with the built-in coach when the server sends garbage, fails, or is too slow', async () => {
    for (const failure of ['garbage', 'error', 'hang'] as const) {
      mode = failure;
      const server = await serverFor();
      try {
        const started = Date.now();
        const plan = await generateWith(server);
        expect(plan.generator, failure).toBe('builtin');
        // LLM_TIMEOUT_MS is 1.5 s; the bound only has to sit far below the 90 s default, with room for a busy machine.
        if (failure === 'hang') expect(Date.now() - started).toBeLessThan(20_000);
      } finally {
        await server.close();
      }
    }
  });

  it('cancels the LLM call when the visitor disconnects mid-generation', { timeout: 120_000 }, async () => {
    mode = 'hang';
    const server = await serverFor({ LLM_TIMEOUT_MS: '20000' });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as import('node:net').AddressInfo;
      const before = fake.requests.length;
      const visitor = new AbortController();
      const input = encodeURIComponent(JSON.stringify(answers));
      const stream = await fetch(`http://127.0.0.1:${port}/trpc/workouts.generateStream?input=${input}`, {
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
