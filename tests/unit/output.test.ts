import { describe, expect, it } from 'vitest';
import { type WorkoutPlan, workoutPlanSchema, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { storedPlanOutput } from '../../src/server/trpc/output';

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
    await expect(storedPlanOutput.parseAsync(broken)).resolves.toMatchObject({ schedule: [{ name: 'Monday' }] });
  });
});
