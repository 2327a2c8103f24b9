import { describe, expect, it } from 'vitest';
import { HEALTH_CONDITIONS } from '../../src/contract/screeningQuestions';
import { planDraftSchema, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { checkedPlan } from '../../src/server/coach/check/production';

/**
 * Every population's programme, at every number of days and every session length the questionnaire
 * offers, is a plan the contract accepts (a seated programme once filled a long session with 20 rounds of
 * one exercise, more than a plan may hold, and the visitor met a server error). And whatever the builders
 * do, the checker in production treats a plan the contract would refuse as a broken rule.
 */
describe("the programmes' plans fit the contract", () => {
  const none = {
    heartCondition: false,
    chestPain: false,
    dizzinessOrFainting: false,
    chronicCondition: false,
    chronicMedication: false,
    boneOrJointProblem: false,
    supervisedOnly: false,
  };
  it.each(HEALTH_CONDITIONS)(
    'for %s, at the gym, home and office, 2 to 7 days of 5 to 90 minutes',
    (condition) => {
      for (const workoutLocation of ['gym', 'home', 'office'])
        for (const workoutDays of [2, 3, 5, 7])
          for (const minutes of [5, 15, 30, 45, 60, 90]) {
            const request = workoutRequestSchema.parse({
              age: 55,
              workoutLocation,
              workoutDays,
              workoutTime: `${minutes} minutes`,
              screening: { parq: none, conditions: [condition], followUp: { controlled: true } },
            });
            const { draft } = buildPlan(request);
            const parsed = planDraftSchema.safeParse(draft);
            expect(
              parsed.success,
              `${condition}, ${workoutLocation}, ${workoutDays} days of ${minutes} min: ${parsed.error?.message}`,
            ).toBe(true);
          }
    },
  );

  it('rebuilds, or gives the cautious week, when a plan breaks the contract', () => {
    const request = workoutRequestSchema.parse({ workoutDays: 3, workoutTime: '45 minutes' });
    const { draft, profile } = buildPlan(request);
    const first = draft.schedule.find((day) => day.exercises.length > 0)?.exercises[0];
    expect(first).toBeDefined();
    const broken = {
      ...draft,
      schedule: draft.schedule.map((day) => ({
        ...day,
        exercises: day.exercises.map((exercise) =>
          exercise === first ? { ...exercise, sets: 40 } : exercise,
        ),
      })),
    };
    const checked = checkedPlan(profile, request, broken);
    expect(checked.outcome).not.toBe('passed');
    expect(checked.violations.map((violation) => violation.rule)).toContain('plan-shape');
    expect(planDraftSchema.safeParse(checked.draft).success).toBe(true);
  });

  it.each([
    ['walkingAidOrFall', { usesWalkingAid: true, fellLastYear: true }, 'en'],
    ['neurologicalCondition', { neurological: 'multipleSclerosis', footDropOrPoorBalance: true }, 'es'],
  ] as const)('keeps both feet down in balance work for %s', (condition, followUp, language) => {
    for (const age of [45, 84]) {
      const request = workoutRequestSchema.parse({
        age,
        language,
        workoutDays: 3,
        workoutTime: '30 minutes',
        screening: { parq: none, conditions: [condition], followUp },
      });
      const { draft } = buildPlan(request);
      const names = draft.schedule.flatMap((day) =>
        day.exercises.map((exercise) => exercise.catalogId ?? ''),
      );
      expect(
        names.filter((id) => /single-leg|one-leg|heel-to-toe/.test(id)),
        `age ${age}`,
      ).toEqual([]);
      const warmUps = draft.schedule.flatMap((day) => day.warmUp).join(' ');
      expect(warmUps).not.toMatch(/one leg|una pierna/);
    }
  });

  it.each([
    [
      'cancerTreatment',
      { catheterLine: true, lowBloodCounts: false, professionalAdvice: 'clearedToExercise' },
    ],
    ['heartOrLungCondition', { heartOrLung: 'copd', controlled: true, symptomsOnExertion: 'no' }],
    ['wheelchairUser', { legFunction: 'none' }],
  ] as const)(
    'gives %s its own programme, not the cautious week, wherever they train',
    (condition, followUp) => {
      for (const workoutLocation of ['gym', 'home', 'office'])
        for (const age of [49, 70]) {
          const request = workoutRequestSchema.parse({
            age,
            workoutLocation,
            workoutDays: 3,
            workoutTime: '45 minutes',
            screening: { parq: none, conditions: [condition], followUp },
          });
          const { draft, profile } = buildPlan(request);
          expect(checkedPlan(profile, request, draft).outcome, `${workoutLocation}, age ${age}`).toBe(
            'passed',
          );
        }
    },
  );
});
