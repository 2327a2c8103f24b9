import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ProgressionWeek,
  type WorkoutRequestInput,
  workoutRequestSchema,
} from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { exercisesSeconds, sessionMinutesOf } from '../../src/server/coach/build/timing';
import { checkProgression } from '../../src/server/coach/check/checker';
import { CORPUS } from '../coach-corpus/cases';
import { answersArbitrary } from '../helpers/answers';

function weeksFor(answers: WorkoutRequestInput) {
  const { draft, profile } = buildPlan(workoutRequestSchema.parse(answers));
  const weeks = buildProgression(draft, profile, profile.language);
  return { draft, profile, weeks, violations: checkProgression(weeks, draft, profile) };
}

const totalSets = (week: ProgressionWeek) =>
  week.schedule.reduce((sum, day) => sum + day.exercises.reduce((s, e) => s + e.sets, 0), 0);
const longRun = (week: ProgressionWeek) =>
  exercisesSeconds(week.schedule.find((day) => /Long run|Carrera larga/.test(day.focus))!.exercises);
const copy = (weeks: ProgressionWeek[]): ProgressionWeek[] => structuredClone(weeks);

const TRAINED: WorkoutRequestInput = {
  fitnessLevel: 'advanced',
  fitnessGoal: 'muscle',
  workoutLocation: 'gym',
  workoutDays: 4,
  workoutTime: '60 minutes',
  workoutStyle: 'traditional',
  age: 30,
};
const RUNNER: WorkoutRequestInput = {
  fitnessLevel: 'beginner',
  fitnessGoal: 'endurance',
  additionalNotes: 'I want to run a 10k race in two months',
  workoutDays: 3,
  workoutTime: '30 minutes',
  workoutLocation: 'outdoor',
  age: 35,
};

describe('the four-week progression', () => {
  it("gives a trained lifter week 2's extra set on the main lifts and a week 4 with 40-50% fewer sets", () => {
    const { weeks, violations } = weeksFor(TRAINED);
    expect(violations).toEqual([]);
    const [week1, week2, week3, week4] = weeks as [
      ProgressionWeek,
      ProgressionWeek,
      ProgressionWeek,
      ProgressionWeek,
    ];
    for (const [dayIndex, day] of week2.schedule.entries()) {
      const first = week1.schedule[dayIndex]!.exercises[0]!;
      expect(day.exercises[0]!.sets, day.name).toBe(first.sets + 1);
      expect(day.exercises[0]!.weightHint).toMatch(/One more set than week 1/);
      // Every day still fits the hour it was given.
      expect(sessionMinutesOf(day.exercises, 60)).toBeLessThanOrEqual(60);
    }
    expect(week2.overview).toMatch(/one more set on the main lifts/);
    const cut = 1 - totalSets(week4) / totalSets(week3);
    expect(cut).toBeGreaterThanOrEqual(0.4);
    expect(cut).toBeLessThanOrEqual(0.5);
    expect(week4.overview).toContain(`${totalSets(week4)} sets instead of ${totalSets(week3)}`);
    expect(week4.schedule[0]!.exercises[0]!.weightHint).toMatch(/about 10% less load, 3-4 reps in reserve/);
  });

  it("grows a beginner 10 km runner's long run by about 10% a week, never 30% over two weeks, then lightens", () => {
    const { weeks, violations } = weeksFor(RUNNER);
    expect(violations).toEqual([]);
    const [w1, w2, w3, w4] = weeks.map(longRun) as [number, number, number, number];
    expect(w2).toBeGreaterThan(w1);
    expect(w3).toBeGreaterThanOrEqual(w2);
    expect(w2 / w1).toBeLessThanOrEqual(1.2);
    expect(w3 / w1).toBeLessThanOrEqual(1.3);
    expect(w4).toBeLessThan(w3);
    // Longer than the 30-minute session: the week says so.
    expect(weeks[1]!.overview).toMatch(/long run grows past your usual session time/);
    // Run-walk rounds, at a talking pace.
    const long = weeks[1]!.schedule.find((day) => day.focus === 'Long run')!;
    expect(long.exercises[0]!.weightHint).toMatch(
      /rounds: run \d+ s, walk \d+ s, at a pace where you can talk/,
    );
  });

  it('keeps a clearance-first plan on the same gentle week, and says why, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const { draft, weeks, violations } = weeksFor({
        language,
        age: 55,
        fitnessLevel: 'beginner',
        workoutDays: 3,
        workoutTime: '45 minutes',
        additionalNotes:
          language === 'es'
            ? 'me duele el pecho y me mareo cuando corro'
            : 'I get chest pain and dizziness when I run',
      });
      expect(violations).toEqual([]);
      expect(draft.screening.outcome).toBe('clearance');
      const planned = draft.schedule
        .filter((day) => day.kind !== 'rest')
        .map((day) => day.exercises.map((e) => [e.catalogId, e.sets, e.reps, e.durationSeconds]));
      for (const week of weeks) {
        expect(
          week.schedule.map((day) =>
            day.exercises.map((e) => [e.catalogId, e.sets, e.reps, e.durationSeconds]),
          ),
        ).toEqual(planned);
        expect(week.overview).toMatch(language === 'es' ? /visto bueno/ : /cleared you/);
      }
    }
  });

  it('never takes a pregnant visitor below 3 reps in reserve, in any week', () => {
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      const { weeks, violations } = weeksFor({
        fitnessLevel: level,
        fitnessGoal: 'muscle',
        additionalNotes: 'I am 20 weeks pregnant',
        workoutDays: 3,
        workoutTime: '45 minutes',
        workoutLocation: 'gym',
        gender: 'female',
        age: 31,
      });
      expect(violations).toEqual([]);
      for (const week of weeks) {
        expect(week.overview).not.toMatch(/\b[012](-\d)? reps in reserve/);
        for (const exercise of week.schedule.flatMap((day) => day.exercises)) {
          const reserve = /^RIR (\d)/.exec(exercise.effort);
          if (reserve)
            expect(Number(reserve[1]), `${level} week ${week.weekNumber}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('keeps circuits in whole rounds, never "1 rounds" or "12-12", and no load talk on bodyweight or timed work', () => {
    const { weeks, violations } = weeksFor({
      fitnessLevel: 'advanced',
      fitnessGoal: 'loss',
      workoutLocation: 'home',
      equipment: [],
      workoutStyle: 'circuit',
      workoutDays: 3,
      workoutTime: '30 minutes',
    });
    expect(violations).toEqual([]);
    for (const week of weeks) {
      for (const day of week.schedule) {
        const rounds = new Set(day.exercises.filter((e) => e.block === 'Circuit').map((e) => e.sets));
        expect(rounds.size).toBeLessThanOrEqual(1);
        for (const exercise of day.exercises) {
          expect(`${exercise.text} ${exercise.weightHint}`).not.toMatch(/\b1 rounds\b|\b(\d+)-\1\b/);
          expect(exercise.weightHint).not.toMatch(/load/);
        }
      }
    }
  });

  it('holds 300 random visitors and every corpus profile to the progression rules', () => {
    const requests = [
      ...fc.sample(answersArbitrary, { numRuns: 300, seed: 20261123 }),
      ...CORPUS.map((c) => c.request),
    ];
    for (const request of requests) expect(weeksFor(request).violations, JSON.stringify(request)).toEqual([]);
  });
});

describe('the progression checker', () => {
  const trained = weeksFor(TRAINED);
  const runner = weeksFor(RUNNER);
  const rules = (weeks: ProgressionWeek[], built = trained) =>
    checkProgression(weeks, built.draft, built.profile).map((v) => v.rule);

  it('finds a week 2 without its extra set and a week 4 that is barely lighter', () => {
    const weeks = copy(trained.weeks);
    for (const [dayIndex, day] of weeks[1]!.schedule.entries())
      day.exercises.forEach((exercise, index) => {
        exercise.sets = weeks[0]!.schedule[dayIndex]!.exercises[index]!.sets;
        exercise.weightHint = 'Same load';
      });
    for (const [dayIndex, day] of weeks[3]!.schedule.entries())
      day.exercises.forEach((exercise, index) => {
        exercise.sets = Math.max(1, weeks[2]!.schedule[dayIndex]!.exercises[index]!.sets - 1);
      });
    expect(rules(weeks)).toEqual(expect.arrayContaining(['progression', 'deload']));
  });

  it('finds "add load" on bodyweight work, "12-12", a harder variation that reverts, and a long run that leaps', () => {
    const weeks = copy(trained.weeks);
    const exercise = weeks[2]!.schedule[0]!.exercises[0]!;
    exercise.reps = '12-12';
    exercise.text = 'Barbell bench press (5 x 12-12 @ RIR 1-2)';
    exercise.catalogId = 'push-up';
    exercise.weightHint = 'Add 5-10% load';
    expect(rules(weeks)).toEqual(expect.arrayContaining(['wording', 'words', 'variation']));

    const running = copy(runner.weeks);
    const long = running[2]!.schedule.find((day) => day.focus === 'Long run')!;
    long.exercises[0]!.sets += 6;
    expect(rules(running, runner)).toContain('long-run');
  });
});
