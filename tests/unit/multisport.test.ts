/**
 * Triathlon and duathlon goals (docs/coaching.md "Programmes, not slots"; design/multisport.ts): each
 * discipline the person can do, easy days rotating through them, one long session in the weakest or the
 * longest discipline, a brick for intermediates up, and an unsaid pool or bike said in one sentence with
 * what stands in for it. The checker's rule `multisport` runs on every plan here.
 */
import { describe, expect, it } from 'vitest';
import { type Day, type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { checkMultisport, checkPlan, checkProgression } from '../../src/server/coach/check/checker';
import { continuousModality } from '../../src/server/coach/design/exerciseFacts';
import { readRace } from '../../src/server/coach/read/race';
import { clauses } from '../../src/server/coach/read/words';

function planFor(over: WorkoutRequestInput) {
  const request = workoutRequestSchema.parse({ workoutDays: 5, workoutTime: '60 minutes', ...over });
  return buildPlan(request);
}

/** The disciplines a day trains: swim, cycle, run (a jog is a run). */
function disciplinesOf(day: Day): Set<string> {
  const found = new Set<string>();
  for (const exercise of day.exercises) {
    const entry = CATALOGUE_BY_ID.get(exercise.catalogId ?? '');
    const kind = entry ? continuousModality(entry) : null;
    if (kind === 'swim' || kind === 'cycle' || kind === 'row') found.add(kind);
    if (kind === 'run' || kind === 'jog') found.add('run');
  }
  return found;
}
const weekDisciplines = (schedule: readonly Day[]) =>
  new Set(schedule.flatMap((day) => [...disciplinesOf(day)]));

describe('reading a multi-sport race', () => {
  it.each([
    ['sprint triathlon in 8 weeks, I have a pool and a road bike', 'triathlon', true, true, null],
    ['duathlon next month, no bike yet', 'duathlon', null, false, null],
    [
      'mi primer triatlon en 10 semanas, nado en la piscina municipal, tengo rodillo',
      'triathlon',
      true,
      true,
      null,
    ],
    ['triathalon in june, swimming is my weakest', 'triathlon', true, null, 'swim'],
    [
      'preparo un triatlon olimpico, no tengo piscina, mi punto debil es la bici',
      'triathlon',
      false,
      true,
      'cycle',
    ],
  ] as const)('"%s"', (text, multisport, pool, bike, weakest) => {
    const race = readRace('', clauses(text), null);
    expect(race?.multisport).toBe(multisport);
    expect(race?.pool).toBe(pool);
    expect(race?.bike).toBe(bike);
    expect(race?.weakest).toBe(weakest);
  });
});

describe('a triathlon plan trains its disciplines', () => {
  it.each([
    ['en', 'sprint triathlon in 8 weeks, I swim at the local pool and have a road bike', 'outdoor'],
    ['es', 'quiero hacer un triatlon sprint en 8 semanas, tengo piscina y bici', 'home'],
    ['en', 'olympic triathlon this summer, there is a pool at my gym', 'gym'],
  ] as const)('%s "%s" (%s): swim, ride and run, a long ride and a brick', (language, notes, location) => {
    const { draft, profile } = planFor({
      fitnessGoal: 'endurance',
      fitnessLevel: 'intermediate',
      workoutLocation: location,
      language,
      additionalNotes: notes,
    });
    const trained = weekDisciplines(draft.schedule);
    for (const discipline of ['swim', 'cycle', 'run']) expect(trained.has(discipline)).toBe(true);
    // The long session is the ride (the longest leg), as a brick: the ride, then a short run.
    const long = draft.schedule.find((day) => /^(Long brick|Sesión larga)/.test(day.focus));
    expect([...disciplinesOf(long!)].sort()).toEqual(['cycle', 'run']);
    expect(checkPlan(draft, profile)).toEqual([]);
    const weeks = buildProgression(draft, profile, profile.language);
    expect(checkProgression(weeks, draft, profile)).toEqual([]);
  });

  it('the long session goes to the weakest discipline when it is said', () => {
    const { draft, profile } = planFor({
      fitnessGoal: 'endurance',
      fitnessLevel: 'beginner',
      workoutLocation: 'gym',
      additionalNotes: 'sprint triathlon in 10 weeks, I have a pool, swimming is my weakest',
    });
    const long = draft.schedule.find((day) => day.focus === 'Long swim');
    expect([...disciplinesOf(long!)]).toEqual(['swim']);
    // A beginner gets no brick.
    expect(draft.schedule.some((day) => /^Brick/.test(day.focus))).toBe(false);
    expect(checkPlan(draft, profile)).toEqual([]);
  });

  it('a duathlon has no swim, and a gym bike is the bike', () => {
    const { draft, profile } = planFor({
      fitnessGoal: 'endurance',
      fitnessLevel: 'advanced',
      workoutLocation: 'gym',
      language: 'es',
      additionalNotes: 'duatlon en 6 semanas',
    });
    expect([...weekDisciplines(draft.schedule)].sort()).toEqual(['cycle', 'run']);
    expect(checkPlan(draft, profile)).toEqual([]);
  });

  it.each([
    ['en', 'sprint triathlon in 8 weeks', /did not say whether you can swim.*rowing machine/],
    ['es', 'triatlon sprint en 8 semanas', /No nos dijiste si puedes nadar.*remo/],
  ] as const)('%s: an unsaid pool is said, and the rower stands in for it', (language, notes, said) => {
    const { draft, profile } = planFor({
      fitnessGoal: 'endurance',
      fitnessLevel: 'intermediate',
      workoutLocation: 'gym',
      language,
      additionalNotes: notes,
    });
    expect(draft.notes.filter((note) => said.test(note))).toHaveLength(1);
    expect(weekDisciplines(draft.schedule).has('row')).toBe(true);
    expect(weekDisciplines(draft.schedule).has('swim')).toBe(false);
    expect(checkPlan(draft, profile)).toEqual([]);
  });

  it('an unsaid bike, with no machines, is said in both languages', () => {
    for (const [language, said] of [
      ['en', /did not say whether you have a bike/],
      ['es', /No nos dijiste si tienes bici/],
    ] as const) {
      const { draft } = planFor({
        fitnessGoal: 'endurance',
        fitnessLevel: 'beginner',
        workoutLocation: 'outdoor',
        language,
        additionalNotes: 'duathlon in 12 weeks',
      });
      expect(draft.notes.some((note) => said.test(note))).toBe(true);
    }
  });

  it('the checker rejects a triathlon week of runs only when a pool and a bike are available', () => {
    const { draft, profile } = planFor({
      fitnessGoal: 'endurance',
      fitnessLevel: 'intermediate',
      workoutLocation: 'outdoor',
      additionalNotes: 'sprint triathlon in 8 weeks, I have a pool and a bike',
    });
    const runsOnly = {
      ...draft,
      schedule: draft.schedule.map((day) => ({
        ...day,
        exercises: day.exercises.filter((e) => {
          const entry = CATALOGUE_BY_ID.get(e.catalogId ?? '');
          const kind = entry ? continuousModality(entry) : null;
          return kind !== 'swim' && kind !== 'cycle';
        }),
      })),
    };
    expect(checkMultisport(runsOnly, profile).map((v) => v.rule)).toEqual(['multisport']);
  });
});
