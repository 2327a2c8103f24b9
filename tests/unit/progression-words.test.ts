/**
 * Words that match the numbers (issue 26 item 5): each week's overview says only what that week's
 * exercises change against the week before, in both languages and at every level, and the checker's
 * text-numbers rule (check/checker.ts, run in production) finds an overview that promises what the week
 * does not hold.
 */
import { describe, expect, it } from 'vitest';
import {
  type ProgressionWeek,
  type WorkoutRequestInput,
  workoutRequestSchema,
} from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { checkProgression } from '../../src/server/coach/check/checker';
import { visitor } from '../coach-corpus/visitors';

function weeksFor(over: WorkoutRequestInput) {
  const { draft, profile } = buildPlan(workoutRequestSchema.parse(visitor(over)));
  const weeks = buildProgression(draft, profile, profile.language);
  return { draft, profile, weeks, violations: checkProgression(weeks, draft, profile) };
}

const exercisesOf = (week: ProgressionWeek) =>
  week.schedule
    // The race days are worded by the race overview (check/checker.ts RUN_DAY).
    .filter(
      (day) =>
        !/^(Easy run|Quality session|Long run|Carrera suave|Sesión de calidad|Carrera larga)$/.test(
          day.focus,
        ),
    )
    .flatMap((day) => day.exercises);
const ends = (reps: string | null) => (reps?.match(/\d+/g) ?? []).map(Number);
const repsRose = (weeks: ProgressionWeek[], n: number) =>
  exercisesOf(weeks[n - 1]!).some((e, i) => {
    const [now, then] = [ends(e.reps), ends(exercisesOf(weeks[n - 2]!)[i]!.reps)];
    return now.length > 0 && then.length > 0 && (now[0]! > then[0]! || now.at(-1)! > then.at(-1)!);
  });
const variationChanged = (weeks: ProgressionWeek[], n: number) =>
  exercisesOf(weeks[n - 1]!).some((e, i) => e.catalogId !== exercisesOf(weeks[n - 2]!)[i]!.catalogId);
const signature = (week: ProgressionWeek) =>
  exercisesOf(week)
    .map((e) => `${e.catalogId} ${e.sets} ${e.reps} ${e.durationSeconds} ${e.restSeconds}`)
    .join('|');

const VISITORS: [string, WorkoutRequestInput][] = [
  ['a beginner at the gym', { fitnessLevel: 'beginner' }],
  ['a beginner at home, in Spanish', { workoutLocation: 'home', language: 'es' }],
  ['a beginner with 15 minutes at the office', { workoutLocation: 'office', workoutTime: '15 minutes' }],
  [
    'an intermediate circuit at home',
    { fitnessLevel: 'intermediate', workoutLocation: 'home', workoutStyle: 'circuit' },
  ],
  [
    'an intermediate lifter with cardio at the gym',
    { fitnessLevel: 'intermediate', fitnessGoal: 'loseWeight', workoutTime: '60 minutes' },
  ],
  ['an advanced lifter, in Spanish', { fitnessLevel: 'advanced', fitnessGoal: 'strength', language: 'es' }],
  [
    'a beginner in HIIT outdoors',
    { workoutLocation: 'outdoor', workoutStyle: 'hiit', fitnessGoal: 'loseWeight' },
  ],
  ['a beginner 10 km runner', { fitnessGoal: 'endurance', additionalNotes: 'training for a 10k in May' }],
];

describe('each week says what its numbers change', () => {
  it.each(VISITORS)('%s', (_, over) => {
    const { weeks, violations } = weeksFor(over);
    expect(violations).toEqual([]);
    // Week 4 has fewer sets: nothing in it makes room for extra ones.
    const week4Hints = weeks[3]!.schedule.flatMap((day) => day.exercises.map((e) => e.weightHint));
    expect(week4Hints.filter((hint) => /extra sets|series extra/.test(hint))).toEqual([]);
    for (const n of [2, 3, 4]) {
      const overview = weeks[n - 1]!.overview;
      // "More reps" only on a week whose reps rise; a harder variation only where one changes.
      if (/more reps|más repeticiones/.test(overview)) expect(repsRose(weeks, n)).toBe(true);
      if (/harder variation|variante más difícil/.test(overview))
        expect(variationChanged(weeks, n)).toBe(true);
      // A week whose reps rise does not say it keeps them.
      if (repsRose(weeks, n)) expect(overview).not.toMatch(/same sets and reps|mismas series y repeticiones/);
    }
  });

  it("a beginner's weeks 2 and 3 each change something the overview names", () => {
    const { weeks } = weeksFor({ fitnessLevel: 'beginner' });
    expect(signature(weeks[1]!)).not.toBe(signature(weeks[0]!));
    expect(signature(weeks[2]!)).not.toBe(signature(weeks[1]!));
    expect(weeks[1]!.overview).toMatch(/more reps|longer timed holds|more rounds|slower lowering/);
    expect(weeks[2]!.overview).toMatch(/add load|harder variation|slower lowering|more reps/);
  });
});

describe('run-walk', () => {
  it.each([
    ['en', /running \/ .* walking/, /\b(off|rest)\b/],
    ['es', /corriendo \/ .* caminando/, /descanso/],
  ] as const)('calls its walking walking in every week (%s)', (language, walking, rest) => {
    const { weeks } = weeksFor({
      fitnessGoal: 'endurance',
      additionalNotes: 'training for a 10k in May',
      language,
    });
    const lines = weeks.flatMap((week) =>
      week.schedule.flatMap((day) => day.exercises.filter((e) => e.catalogId === 'run-walk-intervals')),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.text).toMatch(walking);
      expect(`${line.text} ${line.weightHint}`).not.toMatch(rest);
    }
  });
});

describe('the checker compares the overview with the numbers', () => {
  it('finds "more reps" on a week whose reps stay, and "the same sets and reps" on one whose reps rise', () => {
    const { weeks, draft, profile } = weeksFor({ fitnessLevel: 'beginner', workoutLocation: 'home' });
    const copy = structuredClone(weeks);
    copy[1]!.schedule = structuredClone(copy[0]!.schedule);
    copy[1]!.overview = 'Week 2: more reps. Same loads as week 1.';
    const rules = checkProgression(copy, draft, profile).map((v) => v.rule);
    expect(rules).toContain('text-numbers');

    const same = structuredClone(weeks);
    same[1]!.overview = 'Week 2: the same sets and reps as week 1 at 2-3 reps in reserve.';
    const changed = same[1]!.schedule.flatMap((day) => day.exercises).find((e) => e.reps);
    changed!.reps = '14-16';
    expect(checkProgression(same, draft, profile).map((v) => v.rule)).toContain('text-numbers');
  });

  it('finds a harder variation promised where every exercise stays', () => {
    const { weeks, draft, profile } = weeksFor({ workoutLocation: 'home', language: 'es' });
    const copy = structuredClone(weeks);
    copy[2]!.schedule = structuredClone(copy[1]!.schedule);
    copy[2]!.overview = 'Semana 3: una variante más difícil en algunos ejercicios.';
    expect(checkProgression(copy, draft, profile).map((v) => v.rule)).toContain('text-numbers');
  });
});
