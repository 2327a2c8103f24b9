/**
 * Race goals (issue 26, "Race goals"; docs/coaching.md "Programmes, not slots"): a visitor who names a
 * running race in the goal or the notes, in English or Spanish, with typos, gets a running week whose
 * long run is its longest run and grows; a race too close for their running is said plainly and gets no
 * hard session. The checker's race rules (check/checker.ts checkRaceShape) run on every plan here.
 */
import { describe, expect, it } from 'vitest';
import { type Exercise, type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { checkPlan, checkProgression } from '../../src/server/coach/check/checker';
import { readRace } from '../../src/server/coach/read/race';
import { clauses } from '../../src/server/coach/read/words';

function planFor(over: WorkoutRequestInput) {
  const request = workoutRequestSchema.parse({ workoutDays: 4, workoutTime: '45 minutes', ...over });
  const { draft, profile } = buildPlan(request);
  return { draft, profile };
}

/** Seconds of running in a day: run-walk's running parts and runs, never the walks. */
const RUNNING_IDS = new Set([
  'run-walk-intervals',
  'easy-run',
  'long-run',
  'easy-jog',
  'running-intervals',
  'tempo-run',
]);
function runSeconds(exercises: readonly Exercise[]): number {
  return exercises
    .filter((e) => RUNNING_IDS.has(e.catalogId ?? ''))
    .reduce((sum, e) => sum + e.sets * (e.durationSeconds ?? 0), 0);
}
const LONG = /^(Long run|Carrera larga)$/;

describe('reading a race goal', () => {
  it.each([
    ['first 5k in 3 weeks', '5k', 3],
    ['signed up for a marthon in 3 weeks', 'marathon', 3],
    ['entreno para la media maraton de octubre', 'half', null],
    ['quiero correr mi primer 10km en 6 semanas', '10k', 6],
    ['sprint triathlon in 8 weeks, I have a pool', 'race', 8],
    ['trail ultra this summer', 'race', null],
    ['mi primera carrera popular es en dos meses', 'race', 9],
    ['medio maraton en 10 dias', 'half', 2],
  ] as const)('"%s" is a %s race, %s weeks away', (text, distance, weeks) => {
    const race = readRace('', clauses(text), null);
    expect(race?.distance).toBe(distance);
    expect(race?.weeks).toBe(weeks);
  });

  it.each([
    'I walk 5k to work every day',
    'ran a half marathon in 2019',
    'my wife does marathons',
    'no me interesan las carreras',
  ])('"%s" is no race goal', (text) => {
    expect(readRace('', clauses(text), null)).toBeNull();
  });
});

describe('a race goal gets a running programme', () => {
  const profiles: WorkoutRequestInput[] = [
    {
      fitnessGoal: 'endurance',
      fitnessLevel: 'novice',
      workoutLocation: 'outdoor',
      additionalNotes: 'first 5k in 3 weeks',
    },
    { fitnessGoal: 'other:half marathon in 10 weeks', fitnessLevel: 'intermediate', workoutLocation: 'gym' },
    {
      fitnessGoal: 'loss',
      workoutLocation: 'gym',
      language: 'es',
      additionalNotes: 'entreno para la media maraton de octubre',
    },
    {
      fitnessGoal: 'endurance',
      fitnessLevel: 'beginner',
      workoutLocation: 'home',
      language: 'es',
      additionalNotes: 'quiero correr mi primer 10km',
    },
    {
      fitnessGoal: 'endurance',
      fitnessLevel: 'advanced',
      workoutLocation: 'outdoor',
      additionalNotes: 'trail ultra this summer',
      workoutDays: 5,
    },
    {
      fitnessGoal: 'tone',
      fitnessLevel: 'beginner',
      workoutLocation: 'anywhere',
      additionalNotes: 'sprint triathlon in 8 weeks',
    },
    {
      fitnessGoal: 'endurance',
      fitnessLevel: 'intermediate',
      workoutLocation: 'office',
      additionalNotes: 'training for a 10 kms race',
      workoutDays: 3,
      workoutTime: '60 minutes',
    },
  ];
  it.each(profiles)('%j: runs, a long run longer than every other run, checker content', (over) => {
    const { draft, profile } = planFor(over);
    const runs = draft.schedule.map((day) => runSeconds(day.exercises));
    const longIndex = draft.schedule.findIndex((day) => LONG.test(day.focus));
    expect(longIndex).toBeGreaterThanOrEqual(0);
    const others = runs.filter((_, index) => index !== longIndex);
    expect(runs[longIndex]).toBeGreaterThan(Math.max(...others));
    expect(checkPlan(draft, profile)).toEqual([]);
    const weeks = buildProgression(draft, profile, profile.language);
    expect(checkProgression(weeks, draft, profile)).toEqual([]);
    const longRuns = weeks.map((week) =>
      runSeconds(week.schedule.find((day) => LONG.test(day.focus))!.exercises),
    );
    expect(longRuns[2]).toBeGreaterThan(longRuns[0]!);
    expect(longRuns[3]).toBeLessThan(longRuns[2]!);
  });
});

describe('a race too close for the runner', () => {
  it.each([
    ['en', 'signed up for a marathon in 3 weeks', /not safe to race/],
    ['es', 'me apunte a un maraton en 3 semanas', /no es seguro de correr/],
  ] as const)(
    'a novice marathon soon (%s) is called unsafe, with a shorter or walk-run target',
    (language, notes, said) => {
      const { draft, profile } = planFor({
        fitnessGoal: 'endurance',
        fitnessLevel: 'novice',
        workoutLocation: 'outdoor',
        language,
        additionalNotes: notes,
      });
      const warning = draft.notes.find((note) => said.test(note));
      expect(warning).toMatch(/5 km|10 km/);
      expect(
        draft.schedule.some((day) => day.exercises.some((e) => e.catalogId === 'run-walk-intervals')),
      ).toBe(true);
      expect(checkPlan(draft, profile)).toEqual([]);
    },
  );

  it.each([
    ['en', 'half marathon in 2 weeks', /too close to build/],
    ['es', 'media maraton en 2 semanas', /demasiado pronto/],
  ] as const)(
    'a trained runner two weeks from a half (%s) gets easy runs and a taper, said',
    (language, notes, said) => {
      const { draft, profile } = planFor({
        fitnessGoal: 'endurance',
        fitnessLevel: 'intermediate',
        workoutLocation: 'outdoor',
        language,
        additionalNotes: notes,
      });
      expect(draft.notes.some((note) => said.test(note))).toBe(true);
      const hard = draft.schedule
        .flatMap((day) => day.exercises)
        .filter((e) => e.block === 'Intervals' || e.block === 'Tempo');
      expect(hard).toEqual([]);
      expect(checkPlan(draft, profile)).toEqual([]);
    },
  );
});
