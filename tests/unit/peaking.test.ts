/**
 * Peaking for a strength meet or a max test (docs/coaching.md "Programmes, not slots";
 * design/peaking.ts): the competition lifts open their sessions at low reps on at least as many days as
 * any other lift, the taper before the date is said, and those for whom a true max is unwise are told to
 * test a 3-5 rep max. The checker's rule `peaking` runs on every plan here.
 */
import { describe, expect, it } from 'vitest';
import { type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { checkPeaking, checkPlan, checkProgression } from '../../src/server/coach/check/checker';
import { readMeet } from '../../src/server/coach/read/meet';

function planFor(over: WorkoutRequestInput) {
  const request = workoutRequestSchema.parse({ workoutDays: 4, workoutTime: '60 minutes', ...over });
  return buildPlan(request);
}
const LIFT_IDS = { squat: 'barbell-back-squat', bench: 'barbell-bench-press', deadlift: 'barbell-deadlift' };

describe('reading a meet or a max test', () => {
  it.each([
    ['competition in 8 weeks', true, ['squat', 'bench', 'deadlift'], 'meet', 8],
    ['powerlifting meet on March 3rd', false, ['squat', 'bench', 'deadlift'], 'meet', null],
    ['campeonato de press banca en 6 semanas', false, ['bench'], 'meet', 6],
    ['quiero probar mi 1RM en sentadilla el mes que viene', false, ['squat'], 'test', 4],
    ['compitition in 10 weeks, powerlifitng', true, ['squat', 'bench', 'deadlift'], 'meet', 10],
    ['campionato de peso muerto en 5 semanas', false, ['deadlift'], 'meet', 5],
  ] as const)('"%s"', (text, liftingGoal, lifts, kind, weeks) => {
    expect(readMeet([text], liftingGoal)).toEqual({ lifts, kind, weeks });
  });

  it.each([
    ['my son has a football competition next month', true],
    ['I competed in powerlifting last year', true],
    ['competition in 8 weeks', false],
  ] as const)('"%s" is no meet', (text, liftingGoal) => {
    expect(readMeet([text], liftingGoal)).toBeNull();
  });
});

describe('a peaking plan', () => {
  it.each([
    ['en', 'intermediate', 'powerlifting meet in 8 weeks', ['squat', 'bench', 'deadlift']],
    ['es', 'advanced', 'campeonato de press banca en 6 semanas', ['bench']],
    ['en', 'intermediate', 'testing my deadlift max in 5 weeks', ['deadlift']],
  ] as const)(
    '%s %s "%s": the lifts open their sessions at low reps, said',
    (language, level, notes, lifts) => {
      const { draft, profile } = planFor({
        fitnessGoal: 'strength',
        fitnessLevel: level,
        workoutLocation: 'gym',
        language,
        additionalNotes: notes,
      });
      for (const lift of lifts) {
        const days = draft.schedule.filter((day) =>
          day.exercises.some((e) => e.catalogId === LIFT_IDS[lift]),
        );
        expect(days.length).toBeGreaterThanOrEqual(2);
        for (const day of days) {
          const first = day.exercises.findIndex((e) => e.reps !== null);
          const at = day.exercises.findIndex((e) => e.catalogId === LIFT_IDS[lift]);
          // First, or right after another competition lift.
          expect(
            day.exercises.slice(first, at).every((e) => Object.values(LIFT_IDS).includes(e.catalogId!)),
          ).toBe(true);
          const top = Number(day.exercises[at]!.reps!.split('-')[1]);
          expect(top).toBeLessThanOrEqual(5);
        }
      }
      expect(draft.notes.some((note) => /taper|puesta a punto/.test(note))).toBe(true);
      expect(draft.notes.some((note) => /3-5RM/.test(note))).toBe(false);
      expect(checkPlan(draft, profile)).toEqual([]);
      expect(checkProgression(buildProgression(draft, profile, language), draft, profile)).toEqual([]);
    },
  );

  it.each([
    ['en', 'I want to test my squat 1RM next month', /test a 3-5 rep max \(a 3-5RM\)/],
    [
      'es',
      'quiero probar mi 1RM en sentadilla el mes que viene',
      /un máximo de 3-5 repeticiones \(un 3-5RM\)/,
    ],
  ] as const)(
    'a beginner (%s) is told to test a 3-5 rep max, and trains the squat at 5-7',
    (language, notes, said) => {
      const { draft, profile } = planFor({
        fitnessGoal: 'strength',
        fitnessLevel: 'beginner',
        workoutLocation: 'gym',
        workoutDays: 3,
        language,
        additionalNotes: notes,
      });
      expect(draft.notes.filter((note) => said.test(note))).toHaveLength(1);
      const squats = draft.schedule
        .flatMap((day) => day.exercises)
        .filter((e) => e.catalogId === LIFT_IDS.squat);
      expect(squats.length).toBeGreaterThanOrEqual(3);
      for (const squat of squats) expect(squat.reps).toBe('5-7');
      expect(checkPlan(draft, profile)).toEqual([]);
    },
  );

  it('an older adult starting out tests a rep max at the reps their limits allow, and the plan passes', () => {
    const { draft, profile } = planFor({
      fitnessGoal: 'strength',
      fitnessLevel: 'novice',
      workoutLocation: 'home',
      equipment: ['dumbbells', 'bench'],
      workoutDays: 3,
      age: 66,
      additionalNotes: 'bench press competition in 6 weeks',
    });
    expect(draft.notes.some((note) => /test an 8-10 rep max \(an 8-10RM\)/.test(note))).toBe(true);
    expect(checkPlan(draft, profile)).toEqual([]);
  });

  it('the checker rejects a meet plan whose lifts sit after the accessories', () => {
    const { draft, profile } = planFor({
      fitnessGoal: 'strength',
      fitnessLevel: 'intermediate',
      workoutLocation: 'gym',
      additionalNotes: 'powerlifting meet in 8 weeks',
    });
    const reversed = {
      ...draft,
      schedule: draft.schedule.map((day) => ({ ...day, exercises: [...day.exercises].reverse() })),
    };
    expect(checkPeaking(reversed, profile).map((v) => v.rule)).toContain('peaking');
  });
});
