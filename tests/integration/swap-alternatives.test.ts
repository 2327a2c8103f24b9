import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alternatives } from '../../src/contract/swap';
import type { WorkoutPlan } from '../../src/contract/workout';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { jumpsOrRuns } from '../../src/server/coach/read/injuries';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * GET /api/workouts/{id}/alternatives (issue 16, "Swap an exercise"): what may replace an exercise of a
 * stored plan respects that plan's answers, as the coach read them when it built the plan.
 */
const base = {
  name: 'Swap',
  age: 35,
  fitnessLevel: 'intermediate',
  fitnessGoal: 'muscle',
  workoutDays: 3,
  workoutTime: '45 minutes',
  workoutStyle: 'traditional',
  focusArea: 'full-body',
  language: 'en',
};

describe.each(testDatabaseTargets())('exercise alternatives on the $name database', (target) => {
  let server: TestApp;
  const plans: Record<string, WorkoutPlan> = {};

  async function generate(key: string, answers: Record<string, unknown>) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { ...base, ...answers },
    });
    expect(response.statusCode, response.body).toBe(200);
    plans[key] = response.json() as WorkoutPlan;
  }

  async function alternatives(plan: WorkoutPlan, catalogId: string, language?: string) {
    const query = new URLSearchParams({ catalogId, ...(language ? { language } : {}) });
    const response = await server.app.inject({ url: `/api/workouts/${plan.id}/alternatives?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Alternatives;
  }

  /** Every alternative offered for every exercise of the plan, by the exercise it would replace. */
  async function everyAlternative(plan: WorkoutPlan) {
    const ids = [...new Set(plan.schedule.flatMap((day) => day.exercises.map((e) => e.catalogId)))];
    const found: { original: string; catalogId: string }[] = [];
    for (const id of ids) {
      if (!id) continue;
      for (const alternative of (await alternatives(plan, id)).alternatives)
        found.push({ original: id, catalogId: alternative.catalogId });
    }
    return found;
  }

  beforeAll(async () => {
    server = await openTestApp(target);
    await generate('bodyweight', { workoutLocation: 'home', equipment: ['none'] });
    await generate('gym', { workoutLocation: 'gym' });
    const conditioning = {
      workoutLocation: 'home',
      equipment: ['none'],
      fitnessGoal: 'loss',
      workoutStyle: 'hiit',
    };
    await generate('knee', {
      ...conditioning,
      hasInjuries: 'yes',
      injuryDetails: 'My knee hurts after a meniscus tear',
    });
    await generate('noKnee', conditioning);
    await generate('spanish', { workoutLocation: 'home', equipment: ['dumbbells'], language: 'es' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('offers a bodyweight plan only bodyweight alternatives, where a gym plan gets barbells', async () => {
    const needs = (catalogId: string) => CATALOGUE_BY_ID.get(catalogId)!.equipment;
    const bodyweight = await everyAlternative(plans.bodyweight!);
    expect(bodyweight.length).toBeGreaterThan(5);
    for (const { original, catalogId } of bodyweight) {
      expect(
        needs(catalogId).filter((item) => item !== 'surface'),
        `${catalogId} for ${original}`,
      ).toEqual([]);
    }
    const gym = await everyAlternative(plans.gym!);
    expect(gym.some(({ catalogId }) => needs(catalogId).includes('barbell'))).toBe(true);
  });

  it('never offers a jump, a run or a deep knee bend to a visitor with a knee injury', async () => {
    const hurts = (catalogId: string) => {
      const exercise = CATALOGUE_BY_ID.get(catalogId)!;
      return jumpsOrRuns(exercise) || exercise.kneeFlexion === 'deep';
    };
    const knee = await everyAlternative(plans.knee!);
    expect(knee.length).toBeGreaterThan(3);
    expect(knee.filter(({ catalogId }) => hurts(catalogId))).toEqual([]);
    // The same answers without the knee do get jumps: the rule above is what keeps them out.
    expect((await everyAlternative(plans.noKnee!)).some(({ catalogId }) => hurts(catalogId))).toBe(true);
  });

  it("orders the catalogue's easier variants, then its harder ones, and keeps the prescription", async () => {
    const plan = plans.gym!;
    for (const exercise of plan.schedule.flatMap((day) => day.exercises)) {
      const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
      if (!entry) continue;
      const answer = await alternatives(plan, entry.id);
      const group = (id: string) => {
        const other = CATALOGUE_BY_ID.get(id)!;
        if (entry.easier.includes(id) || other.harder.includes(entry.id)) return 0;
        if (entry.harder.includes(id) || other.easier.includes(entry.id)) return 1;
        return 2;
      };
      const groups = answer.alternatives.map((alternative) => group(alternative.catalogId));
      expect(groups, entry.id).toEqual([...groups].sort());
      for (const alternative of answer.alternatives) {
        const other = CATALOGUE_BY_ID.get(alternative.catalogId)!;
        expect(other.pattern).toBe(entry.pattern);
        expect(other.primary.some((muscle) => entry.primary.includes(muscle))).toBe(true);
        expect(alternative.reason).toMatch(/^(Easier|Harder|Same level) · /);
        if (alternative.adapted === null && exercise.reps !== null) {
          expect(alternative.text).toContain(`(${exercise.sets} x ${exercise.reps}`);
          expect(alternative.text).toContain(`@ ${exercise.effort})`);
        }
      }
    }
  });

  it("names alternatives in the plan's language and labels them in the one asked for", async () => {
    const plan = plans.spanish!;
    const first = plan.schedule.flatMap((day) => day.exercises).find((exercise) => exercise.catalogId)!;
    const spanish = await alternatives(plan, first.catalogId!);
    expect(spanish.language).toBe('es');
    expect(spanish.name).toBe(first.name);
    expect(spanish.alternatives.length).toBeGreaterThan(0);
    for (const alternative of spanish.alternatives) {
      const entry = CATALOGUE_BY_ID.get(alternative.catalogId)!;
      expect(alternative.name).toBe(entry.name.es);
      expect(alternative.cues[0]).toBe(entry.cues.es[0]);
      expect(alternative.reason).toMatch(/^(Más fácil|Más difícil|Mismo nivel) · /);
    }
    const labelledInEnglish = await alternatives(plan, first.catalogId!, 'en');
    expect(labelledInEnglish.alternatives[0]!.name).toBe(spanish.alternatives[0]!.name);
    expect(labelledInEnglish.alternatives[0]!.reason).toMatch(/^(Easier|Harder|Same level) · /);
  });

  it('answers 404 in the one error shape for an unknown plan or an exercise the plan does not hold', async () => {
    const unknownPlan = await server.app.inject({
      url: '/api/workouts/AAAAAAAAAAAAAAAA/alternatives?catalogId=push-up',
    });
    expect(unknownPlan.statusCode).toBe(404);
    expect(unknownPlan.json()).toMatchObject({ code: 'PLAN_NOT_FOUND', error: 'Workout Plan Not Found' });

    const held = new Set(plans.bodyweight!.schedule.flatMap((day) => day.exercises.map((e) => e.catalogId)));
    const notHeld = ['barbell-back-squat', 'leg-press'].find((id) => !held.has(id))!;
    const notInPlan = await server.app.inject({
      url: `/api/workouts/${plans.bodyweight!.id}/alternatives?catalogId=${notHeld}`,
    });
    expect(notInPlan.statusCode).toBe(404);
    expect(notInPlan.json()).toMatchObject({ code: 'EXERCISE_NOT_IN_PLAN' });

    const malformed = await server.app.inject({
      url: `/api/workouts/${plans.bodyweight!.id}/alternatives?catalogId=${encodeURIComponent('<b>')}`,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('is charged as a read', async () => {
    const plan = plans.gym!;
    const id = plan.schedule.flatMap((day) => day.exercises)[0]!.catalogId!;
    const read = await server.app.inject({ url: `/api/workouts/${plan.id}` });
    const swap = await server.app.inject({ url: `/api/workouts/${plan.id}/alternatives?catalogId=${id}` });
    expect(swap.headers['x-ratelimit-limit']).toBeDefined();
    expect(swap.headers['x-ratelimit-limit']).toBe(read.headers['x-ratelimit-limit']);
    expect(Number(swap.headers['x-ratelimit-remaining'])).toBe(
      Number(read.headers['x-ratelimit-remaining']) - 1,
    );
  });
});
