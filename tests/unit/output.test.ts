import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { browseOutput } from '../../src/contract/community';
import { type WorkoutPlan, workoutPlanSchema, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { pickedOutput, storedPlanOutput, strictPick } from '../../src/server/trpc/output';

function storedPlan(): WorkoutPlan {
  const { draft } = buildPlan(workoutRequestSchema.parse({ workoutLocation: 'gym', workoutDays: 3 }));
  return {
    ...draft,
    id: 'p4Nd8QaZ2rTy6uVw',
    createdAt: '2026-11-22T06:00:00.000Z',
    language: 'en',
    userName: 'Ana',
    generator: 'builtin',
    fitnessGoal: 'muscle',
    fitnessLevel: 'beginner',
    focusArea: 'full-body',
    workoutStyle: 'traditional',
    daysPerWeek: 3,
    timePerSession: '45 minutes',
    sessionMinutes: 45,
    progressionWeeks: [],
    listed: false,
    averageRating: 0,
    reviewCount: 0,
    view: 'owner',
    adaptedToHealth: false,
  };
}

describe('plan responses read from the database', () => {
  it('drop any field outside the contract, such as an email', async () => {
    const plan = storedPlan();
    const answer = await storedPlanOutput.parseAsync({
      ...plan,
      email: 'ana@example.com',
      managementKeyHash: 'a'.repeat(64),
      managementKey: 'k'.repeat(32),
    });
    expect(JSON.stringify(answer)).not.toContain('ana@example.com');
    expect(JSON.stringify(answer)).not.toMatch(/aaaaaaaa|kkkkkkkk|managementKey/);
    expect(answer.schedule).toEqual(plan.schedule);
  });

  it('refuse a plan whose top-level fields break the contract', async () => {
    await expect(storedPlanOutput.parseAsync({ ...storedPlan(), averageRating: 9 })).rejects.toThrow();
    await expect(storedPlanOutput.parseAsync({ ...storedPlan(), schedule: 'none' })).rejects.toThrow();
  });

  it('keep the full schema for the OpenAPI document and for explicit checks', () => {
    const broken = { ...storedPlan(), schedule: [{ name: 'Monday' }] };
    expect(storedPlanOutput.safeParse(broken).success).toBe(false);
  });
});

describe('the shared contract schema', () => {
  it('still checks a whole plan, nested parts included, wherever it is used outside these responses', async () => {
    const broken = { ...storedPlan(), schedule: [{ name: 'Monday' }] };
    await expect(workoutPlanSchema.parseAsync(broken)).rejects.toThrow();
    await expect(storedPlanOutput.parseAsync(broken)).resolves.toMatchObject({
      schedule: [{ name: 'Monday' }],
    });
  });
});

describe('list answers (the strict pick of their schema)', () => {
  const card = {
    id: 'p4Nd8QaZ2rTy6uVw',
    userName: 'Ana',
    createdAt: '2026-11-22T06:00:00.000Z',
    averageRating: 4.5,
    reviewCount: 2,
    fitnessLevel: 'beginner',
    fitnessGoal: 'muscle',
    focusArea: 'full-body',
    overview: 'A 3-day plan.',
    daysPerWeek: 3,
    timePerSession: '45 minutes',
    workoutStyle: 'traditional',
  };
  const browse = pickedOutput(browseOutput);

  it('keep exactly the documented fields of every card, and drop an email or a key hash', async () => {
    const answer = await browse.parseAsync({
      workouts: [
        { ...card, email: 'ana@example.com', managementKeyHash: 'a'.repeat(64), request: { notes: 'x' } },
      ],
      hasMore: false,
      total: 1,
    });
    expect(answer).toEqual({ workouts: [card], hasMore: false });
    expect(JSON.stringify(answer)).not.toMatch(/ana@example\.com|aaaaaaaa|managementKey|request|total/);
    // The same answer as zod's own (stripping) parse of the documented schema.
    expect(answer).toEqual(
      browseOutput.parse({ workouts: [{ ...card, email: 'ana@example.com' }], hasMore: false }),
    );
  });

  it('refuse a card whose fields are of the wrong kind or missing', async () => {
    await expect(
      browse.parseAsync({ workouts: [{ ...card, reviewCount: '2' }], hasMore: false }),
    ).rejects.toThrow();
    await expect(
      browse.parseAsync({ workouts: [{ ...card, createdAt: new Date() }], hasMore: false }),
    ).rejects.toThrow();
    const { userName: _, ...nameless } = card;
    await expect(browse.parseAsync({ workouts: [nameless], hasMore: false })).rejects.toThrow();
    await expect(browse.parseAsync({ workouts: card, hasMore: false })).rejects.toThrow();
    await expect(browse.parseAsync({ workouts: [card] })).rejects.toThrow();
  });

  it('leave a schema it cannot pick to zod, in full', async () => {
    const check = strictPick(
      z.object({ level: z.enum(['beginner', 'advanced']), note: z.string().optional() }),
    );
    expect(check({ level: 'beginner', secret: 1 })).toEqual({ level: 'beginner' });
    expect(() => check({ level: 'expert' })).toThrow();
  });
});
