import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrpcClient } from '../../src/client/lib/trpc';
import { MANAGEMENT_KEY_HEADER } from '../../src/contract/constants';
import type { GenerationEvent, ProgressionEvent, WorkoutPlan } from '../../src/contract/workout';
import type { AppRouter } from '../../src/server/trpc/router';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

const EMAIL = 'private.person@example.com';
const answers = {
  name: 'Ana',
  email: EMAIL,
  age: 34,
  fitnessLevel: 'beginner',
  fitnessGoal: 'muscle',
  workoutDays: 3,
  workoutTime: '45 minutes',
  workoutLocation: 'home',
  equipment: ['dumbbells', 'resistance-bands'] as ('dumbbells' | 'resistance-bands')[],
  hasInjuries: 'yes',
  injuryDetails: 'sore knee',
  workoutStyle: 'traditional',
  focusArea: 'full-body',
  language: 'en',
} as const;

describe.each(testDatabaseTargets())('workout plans on the $name database', (target) => {
  let server: TestApp;
  let baseUrl: string;
  let client: ReturnType<typeof createTRPCClient<AppRouter>>;
  beforeAll(async () => {
    server = await openTestApp(target);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    client = createTRPCClient<AppRouter>({
      links: [
        splitLink({
          condition: (operation) => operation.type === 'subscription',
          true: httpSubscriptionLink({ url: `${baseUrl}/trpc`, EventSource }),
          false: httpBatchLink({ url: `${baseUrl}/trpc` }),
        }),
      ],
    });
  });
  afterAll(() => server.close());

  async function generate(body: Record<string, unknown>) {
    return server.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: body });
  }

  it('generates and saves a plan over REST, without ever returning the email', async () => {
    const response = await generate(answers);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(EMAIL);
    const plan = response.json() as WorkoutPlan;
    expect(plan.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(plan).toMatchObject({
      userName: 'Ana',
      generator: 'builtin',
      daysPerWeek: 3,
      language: 'en',
      reviewCount: 0,
    });
    expect(plan.schedule).toHaveLength(7);
    expect(plan.restDays.length).toBe(4);
    expect(plan.overview).toMatch(/knee/);
    const [row] = await server.db.sql<
      { email: string }[]
    >`select email from workout_plans where id = ${plan.id}`;
    expect(row?.email).toBe(EMAIL);
  });

  it('returns the same plan over REST and tRPC for the same id', async () => {
    const { managementKey, emailed, ...plan } = (await generate(answers)).json() as WorkoutPlan & {
      managementKey: string;
      emailed: unknown;
    };
    // Only the call that made the plan says what became of the onboarding email, and never the address.
    expect(JSON.stringify(emailed)).not.toContain(EMAIL);
    const rest = (await server.app.inject({ url: `/api/workouts/${plan.id}` })).json();
    const rpc = await client.workouts.byId.query({ id: plan.id });
    expect(rpc).toEqual(rest);
    expect(rest.view).toBe('public');
    // Its creator, sending the key, reads the plan as made, less its key and the email's outcome: only the
    // call that made it returns them.
    const owner = { [MANAGEMENT_KEY_HEADER]: managementKey };
    const ownerRest = (await server.app.inject({ url: `/api/workouts/${plan.id}`, headers: owner })).json();
    // The web app's own client sends the key in its header (src/client/lib/trpc.ts).
    const ownerRpc = await createTrpcClient(baseUrl).workouts.byId.query(
      { id: plan.id },
      { context: { managementKey } },
    );
    expect(ownerRest).toEqual(plan);
    expect(ownerRpc).toEqual(plan);
    for (const read of [rest, rpc, ownerRest, ownerRpc]) {
      expect(JSON.stringify(read)).not.toContain(managementKey);
      expect(JSON.stringify(read)).not.toContain(EMAIL);
    }
  });

  it('answers an unknown plan with 404 and a malformed id with 400 naming the field', async () => {
    const missing = await server.app.inject({ url: '/api/workouts/AAAAAAAAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Workout Plan Not Found');
    const malformed = await server.app.inject({ url: '/api/workouts/not%20an%20id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/^Invalid input\. id:/);
  });

  it('rejects bad answers with a 400 that names each field', async () => {
    const response = await generate({
      ...answers,
      age: 7,
      workoutDays: 12,
      email: 'nope',
      equipment: 'dumbbells',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toMatch(/age: Must be at least 13/);
    expect(body.error).toMatch(/workoutDays/);
    expect(body.error).toMatch(/email: Please enter a valid email address/);
    expect(body.code).toBe('INVALID_INPUT');
    expect(body.message).toBe(body.error);
    expect(body.issues.map((field: { path: string }) => field.path)).toEqual(
      expect.arrayContaining(['age', 'workoutDays', 'email', 'equipment']),
    );
  });

  it('accepts an empty request (every step skipped) using the spec defaults', async () => {
    const response = await generate({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userName: 'Anonymous',
      daysPerWeek: 3,
      fitnessLevel: 'beginner',
    });
  });

  it('makes exactly one plan for one request id, however often and concurrently it is retried', async () => {
    const requestId = randomUUID();
    const name = `Retried ${target.name}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => generate({ ...answers, name, requestId })),
    );
    // The duplicates that arrive while the first is in flight are told to wait (README "Retrying a write").
    const made = results.filter((response) => response.statusCode === 200);
    const waiting = results.filter((response) => response.statusCode !== 200);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const response of waiting) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('IDEMPOTENCY_IN_FLIGHT');
    }
    const ids = new Set(made.map((response) => response.json().id));
    expect(ids.size).toBe(1);
    const again = await generate({ ...answers, name, requestId });
    expect(again.json().id).toBe([...ids][0]);
    const [row] = await server.db.sql<{ count: number }[]>`
      select count(*)::int as count from workout_plans where user_name = ${name}`;
    expect(row?.count).toBe(1);
  });

  it('streams the generation over the tRPC subscription: stages, text, growing partial plans, then the saved plan', async () => {
    const events: GenerationEvent[] = [];
    const { ticket } = await client.workouts.startGeneration.mutate({
      ...answers,
      requestId: `stream-${target.name}-01`,
    });
    await new Promise<void>((resolve, reject) => {
      const subscription = client.workouts.generateStream.subscribe(
        { ticket },
        {
          onData: (event) => {
            events.push(event);
            if (event.type === 'done') {
              subscription.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        },
      );
    });
    expect(events[0]).toMatchObject({ type: 'stage', stage: 'reading' });
    const text = events
      .filter((event) => event.type === 'text')
      .map((event) => event.delta)
      .join('');
    const partials = events.filter((event) => event.type === 'partial');
    expect(partials.map((event) => event.schedule.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done') return;
    expect(text).toBe(done.plan.overview);
    const stored = await client.workouts.byId.query({ id: done.plan.id });
    expect(stored.schedule).toEqual(done.plan.schedule);
  });

  it('builds the four-week progression once, even under concurrent requests', async () => {
    const plan = (
      await generate({ ...answers, fitnessLevel: 'intermediate', workoutLocation: 'gym' })
    ).json() as WorkoutPlan;
    expect(plan.progressionWeeks).toEqual([]);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.app.inject({
          method: 'POST',
          url: `/api/workouts/${plan.id}/progression`,
          payload: { language: 'en' },
        }),
      ),
    );
    const bodies = responses.map((response) => response.body);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
    const weeks = responses[0]!.json().progressionWeeks;
    expect(weeks.map((week: { weekNumber: number }) => week.weekNumber)).toEqual([1, 2, 3, 4]);
    // The training days of the plan, in order, every week.
    const trainingDays = plan.schedule.filter((day) => day.kind !== 'rest').map((day) => day.name);
    for (const week of weeks)
      expect(week.schedule.map((day: { name: string }) => day.name)).toEqual(trainingDays);
    const reread = (await server.app.inject({ url: `/api/workouts/${plan.id}` })).json();
    expect(reread.progressionWeeks).toEqual(weeks);

    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/AAAAAAAAAAAAAAAA/progression',
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it('streams the progression week by week over the tRPC subscription, then the weeks as stored', async () => {
    const plan = (await generate({ ...answers, workoutDays: 4 })).json() as WorkoutPlan;
    const follow = (id: string) =>
      new Promise<ProgressionEvent[]>((resolve, reject) => {
        const events: ProgressionEvent[] = [];
        const subscription = client.workouts.progressionStream.subscribe(
          { id, language: 'es' },
          {
            onData: (event) => {
              events.push(event);
              if (event.type !== 'done') return;
              subscription.unsubscribe();
              resolve(events);
            },
            onError: reject,
          },
        );
      });
    const events = await follow(plan.id);
    expect(events.filter((event) => event.type === 'stage').map((event) => event.stage)).toEqual([
      'reading',
      'building',
      'checking',
      'saving',
    ]);
    const weeks = events.flatMap((event) => (event.type === 'week' ? [event.week] : []));
    expect(weeks.map((week) => week.weekNumber)).toEqual([1, 2, 3, 4]);
    const progress = events.flatMap((event) => (event.type === 'done' ? [] : [event.progress]));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done') return;
    expect(done.progressionWeeks).toEqual(weeks);
    // Stored, with the weeks' own text in the page's language; a second stream gives the same weeks at once.
    expect((await client.workouts.byId.query({ id: plan.id })).progressionWeeks).toEqual(weeks);
    expect(weeks[0]!.overview).toMatch(/semana/i);
    expect(await follow(plan.id)).toEqual([{ type: 'done', progressionWeeks: weeks }]);

    await expect(follow('AAAAAAAAAAAAAAAA')).rejects.toMatchObject({
      message: 'Workout Plan Not Found',
      data: { code: 'NOT_FOUND', httpStatus: 404 },
    });
  });
});
