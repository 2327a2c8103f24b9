import type { AddressInfo } from 'node:net';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedPlan, WorkoutPlan } from '../../src/contract/workout';
import { BUDGETS } from '../../src/server/security/rateLimit';
import type { AppRouter } from '../../src/server/trpc/router';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * Issue 25: the screen's answers travel in the plan request over REST and tRPC and decide the screening;
 * a request without them (an older integration) still works and stays cautious where its health text is
 * unclear; the health-text follow-up read answers both transports, documented, as a cheap read.
 */

const base = {
  name: 'Noor',
  age: 41,
  fitnessLevel: 'intermediate',
  fitnessGoal: 'strength',
  workoutDays: 4,
  workoutTime: '60 minutes',
  workoutLocation: 'gym',
  equipment: [] as 'dumbbells'[],
  hasInjuries: 'no',
  injuryDetails: '',
  workoutStyle: 'hiit',
  focusArea: 'full-body',
  additionalNotes: '',
  agreeToTerms: true,
  language: 'en',
} as const;

const noneOfThese = {
  heartCondition: false,
  chestPain: false,
  dizzinessOrFainting: false,
  chronicCondition: false,
  chronicMedication: false,
  boneOrJointProblem: false,
  supervisedOnly: false,
};

/** The plan's screening: every plan the coach makes has one (the stored field is null only for old plans). */
function screeningOf(plan: WorkoutPlan) {
  expect(plan.screening).not.toBeNull();
  return plan.screening!;
}
const codesOf = (plan: WorkoutPlan) => screeningOf(plan).reasons.map((reason) => reason.code);

describe.each(testDatabaseTargets())('the screen answers on the $name database', (target) => {
  let server: TestApp;
  let client: ReturnType<typeof createTRPCClient<AppRouter>>;
  beforeAll(async () => {
    server = await openTestApp(target);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as AddressInfo).port;
    client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `http://127.0.0.1:${port}/trpc` })],
    });
  });
  afterAll(() => server.close());

  async function generate(body: Record<string, unknown>): Promise<CreatedPlan> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: body,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json() as CreatedPlan;
  }

  it('REST: a yes to chest pain asks for a doctor first, and the plan holds back hard training', async () => {
    const plan = await generate({
      ...base,
      screening: { parq: { ...noneOfThese, chestPain: true }, conditions: [], followUp: {} },
    });
    expect(screeningOf(plan).outcome).toBe('clearance');
    expect(screeningOf(plan).reasons[0]).toMatchObject({ code: 'chest-symptoms', see: 'doctor' });
    expect(plan.schedule.every((day) => day.style !== 'hiit')).toBe(true);
  });

  it('tRPC: a wheelchair user and a fever are read from the answers, with no text at all', async () => {
    const plan = await client.workouts.generate.mutate({
      ...base,
      workoutStyle: 'traditional',
      screening: {
        parq: noneOfThese,
        conditions: ['wheelchairUser', 'illNow'],
        followUp: { legFunction: 'none', illness: 'fever' },
      },
    });
    expect(screeningOf(plan).outcome).toBe('clearance');
    expect(codesOf(plan)).toEqual(expect.arrayContaining(['acute-illness', 'wheelchair']));
    expect(screeningOf(plan).reasons.find((reason) => reason.code === 'acute-illness')?.see).toBe('doctor');
  });

  it('"none of these" is clear, and the answers are kept out of every answer but the plan', async () => {
    const plan = await generate({ ...base, screening: { parq: noneOfThese } });
    expect(screeningOf(plan)).toEqual({ outcome: 'clear', reasons: [] });
    const read = await server.app.inject({ url: `/api/workouts/${plan.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('chestPain');
  });

  it('refuses malformed answers with a 400 in the shared error shape, never a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { ...base, screening: { parq: { chestPain: 'maybe' }, conditions: ['flying'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('an old request without the answers still works, and is cautious where its text is unclear', async () => {
    const unclear = await generate({
      ...base,
      hasInjuries: 'yes',
      injuryDetails: 'my insides have been odd lately',
    });
    expect(codesOf(unclear)).toContain('unread-health-text');
    expect(screeningOf(unclear).reasons.find((reason) => reason.code === 'unread-health-text')?.text).toMatch(
      /could not understand part of what you wrote about your health/,
    );
    // What was not understood is said in the coach's words, never the visitor's.
    expect(JSON.stringify(unclear)).not.toContain('insides');
    expect(unclear.schedule.every((day) => day.style === 'traditional' || day.style === 'supersets')).toBe(
      true,
    );
    for (const exercise of unclear.schedule.flatMap((day) => day.exercises)) {
      const rir = /RIR (\d)/.exec(exercise.effort);
      if (rir) expect(Number(rir[1]), exercise.name).toBeGreaterThanOrEqual(3);
    }

    const harmless = await generate({
      ...base,
      additionalNotes: 'I work nights, four on four off, and I play five-a-side on Sundays',
    });
    expect(screeningOf(harmless).outcome).toBe('clear');
    expect(harmless.schedule.some((day) => day.style === 'hiit')).toBe(true);
  });

  it('the follow-up answers settle an unclear text: on exertion means a doctor first', async () => {
    const plan = await generate({
      ...base,
      hasInjuries: 'yes',
      injuryDetails: 'my insides have been odd lately',
      screening: { parq: noneOfThese, followUp: { textOnExertion: 'yes', textSeenByDoctor: 'no' } },
    });
    expect(screeningOf(plan).outcome).toBe('clearance');
    expect(screeningOf(plan).reasons[0]).toMatchObject({ code: 'exertional-symptoms', see: 'doctor' });
  });

  it('POST /api/screening/health-text: harmless asks nothing, unplaced asks both, the text is never echoed', async () => {
    const ask = async (payload: Record<string, unknown>) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/screening/health-text',
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toMatch(/insides|turnos/);
      return response;
    };
    const harmless = await ask({
      injuryDetails: 'nada',
      additionalNotes: 'trabajo a turnos',
      language: 'es',
    });
    expect(harmless.json()).toEqual({ reading: 'harmless', followUpNeeded: false, ask: [] });
    // A cheap read: the read budget, not a write's.
    expect(Number(harmless.headers['x-ratelimit-limit'])).toBe(BUDGETS.read * server.config.rateLimitScale);
    const unplaced = await ask({ hasInjuries: 'yes', injuryDetails: 'my insides have been odd lately' });
    expect(unplaced.json()).toEqual({
      reading: 'unplaced',
      followUpNeeded: true,
      ask: ['textOnExertion', 'textSeenByDoctor'],
    });
    const tooLong = await server.app.inject({
      method: 'POST',
      url: '/api/screening/health-text',
      payload: { injuryDetails: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('tRPC screening.readHealthText answers the same', async () => {
    expect(
      await client.screening.readHealthText.mutate({ hasInjuries: 'yes', injuryDetails: 'sore right knee' }),
    ).toEqual({ reading: 'understood', followUpNeeded: false, ask: [] });
    expect(await client.screening.readHealthText.mutate({ injuryDetails: '', additionalNotes: '' })).toEqual({
      reading: 'none',
      followUpNeeded: false,
      ask: [],
    });
  });

  it('the OpenAPI document describes the answers and the follow-up read, with examples', async () => {
    const document = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> } }>
      >;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const text = JSON.stringify(document);
    expect(document.components.schemas.ScreeningAnswers?.properties).toHaveProperty('parq');
    const generateBody = JSON.stringify(document.paths['/workouts/generate']?.post?.requestBody);
    expect(generateBody).toContain('ScreeningAnswers');
    // The request's examples include one with the screen's answers.
    expect(generateBody).toContain('gaveBirthLastYear');
    const healthText = document.paths['/screening/health-text']?.post;
    expect(healthText).toBeDefined();
    expect(JSON.stringify(healthText)).toContain('textOnExertion');
    expect(JSON.stringify(healthText?.requestBody)).toMatch(/"example"/);
    expect(text).toContain('HealthTextReading');
  });
});
