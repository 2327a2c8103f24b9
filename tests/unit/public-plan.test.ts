import { describe, expect, it } from 'vitest';
import { CHOICES, type ChoiceField } from '../../src/contract/answers';
import { OWNER_ONLY, PUBLIC_OTHER } from '../../src/contract/privacy';
import { type WorkoutPlan, workoutPlanSchema, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { publicAnswer, publicPlan } from '../../src/server/privacy/publicPlan';

/** A stored plan the coach adapted (knee, asthma, pregnancy), with free text in every answer it keeps. */
function storedPlan(): WorkoutPlan {
  const request = workoutRequestSchema.parse({
    name: 'Ana',
    gender: 'female',
    fitnessGoal: 'other:get back in shape after chemo',
    fitnessLevel: 'other:used to run',
    focusArea: 'other:my bad knee',
    workoutStyle: 'other:gentle',
    workoutTime: 'about forty minutes',
    hasInjuries: 'yes',
    injuryDetails: 'sore left knee, asthma',
    additionalNotes: '20 weeks pregnant',
  });
  const { draft, profile } = buildPlan(request);
  return {
    ...draft,
    // A disclaimer other than the standard one: the public view never trusts stored text to be generic.
    disclaimer: 'Not medical advice; mind your knee and your pregnancy.',
    schedule: draft.schedule.map((day) => ({
      ...day,
      exercises: day.exercises.map((exercise) => ({ ...exercise, notes: 'Kind to your knee' })),
    })),
    id: 'p4Nd8QaZ2rTy6uVw',
    createdAt: '2026-11-26T12:00:00.000Z',
    language: 'en',
    userName: 'Ana',
    generator: 'builtin',
    fitnessGoal: request.fitnessGoal,
    fitnessLevel: request.fitnessLevel,
    focusArea: request.focusArea,
    workoutStyle: request.workoutStyle,
    daysPerWeek: request.workoutDays,
    timePerSession: request.workoutTime,
    sessionMinutes: profile.minutes,
    progressionWeeks: buildProgression(draft, profile, 'en'),
    listed: true,
    averageRating: 4,
    reviewCount: 1,
    view: 'owner',
    adaptedToHealth: true,
  };
}

describe('the public view of a plan (src/server/privacy/publicPlan.ts)', () => {
  it('changes exactly the fields the contract lists as owner-only, and copies the rest', () => {
    const stored = storedPlan();
    expect(stored.screening?.outcome).toBe('adapted');
    const shown = publicPlan(stored);
    expect(workoutPlanSchema.parse(shown)).toEqual(shown);
    const changed = Object.keys(stored).filter(
      (key) =>
        JSON.stringify(stored[key as keyof WorkoutPlan]) !== JSON.stringify(shown[key as keyof WorkoutPlan]),
    );
    expect(changed.sort()).toEqual(Object.keys(OWNER_ONLY).sort());
    expect(shown).toMatchObject({ screening: null, notes: [], view: 'public' });
    // Whether it was adapted is the owner's to know: the public view has the same shape either way.
    expect(shown).not.toHaveProperty('adaptedToHealth');
  });

  it('leaves out a field it does not name: what the plan gains later is private until added on purpose', () => {
    const stored = { ...storedPlan(), screeningAnswers: { heartCondition: true }, injuryDetails: 'knee' };
    const shown = publicPlan(stored as WorkoutPlan) as Record<string, unknown>;
    expect(shown).not.toHaveProperty('screeningAnswers');
    expect(shown).not.toHaveProperty('injuryDetails');
    const day = { ...stored.schedule[0]!, privateNote: 'knee' };
    const dayShown = publicPlan({ ...stored, schedule: [day] } as WorkoutPlan).schedule[0] as Record<
      string,
      unknown
    >;
    expect(dayShown).not.toHaveProperty('privateNote');
  });

  it("keeps every listed answer and says 'other' for anything else", () => {
    for (const [field, values] of Object.entries(CHOICES) as [ChoiceField, readonly string[]][]) {
      for (const value of values) expect(publicAnswer(field, value)).toBe(value);
      expect(publicAnswer(field, 'other:my heart surgery')).toBe(PUBLIC_OTHER);
      expect(publicAnswer(field, 'something else')).toBe(PUBLIC_OTHER);
    }
  });
});
