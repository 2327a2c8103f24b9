import { describe, expect, it } from 'vitest';
import type { Day, Exercise, WorkoutPlan } from '../../../contract/workout';
import { dueDay, sessionExercises, sessionSteps, todayIn } from './sessionPlan';

function exercise(name: string, block = '', sets = 3): Exercise {
  return {
    catalogId: name,
    name,
    sets,
    reps: '8-12',
    durationSeconds: null,
    restSeconds: 60,
    effort: 'RIR 2',
    loadHint: '',
    cues: [],
    videoId: null,
    block,
    text: name,
    notes: null,
  };
}

function day(name: string, exercises: Exercise[], extra: Partial<Day> = {}): Day {
  return {
    name,
    kind: exercises.length ? 'training' : 'rest',
    focus: '',
    estimatedMinutes: 30,
    style: 'traditional',
    rounds: 1,
    warmUp: [],
    exercises,
    coolDown: [],
    ...extra,
  };
}

const order = (steps: ReturnType<typeof sessionSteps>, names: string[]) =>
  steps.map((step) => `${names[step.exerciseIndex]}${step.set}`);

describe('the order of a session (sessionSteps)', () => {
  it('runs straight sets one exercise after the other', () => {
    const straight = day('Monday', [exercise('a', '', 2), exercise('b', '', 3)]);
    expect(order(sessionSteps(straight), ['a', 'b'])).toEqual(['a1', 'a2', 'b1', 'b2', 'b3']);
  });

  it('alternates a superset set by set: A1 set 1, A2 set 1, A1 set 2…', () => {
    const supersets = day(
      'Monday',
      [
        exercise('squat', 'A1', 3),
        exercise('press', 'A2', 3),
        exercise('rdl', 'B1', 2),
        exercise('row', 'B2', 2),
        exercise('plank', '', 1),
      ],
      { style: 'supersets' },
    );
    expect(order(sessionSteps(supersets), ['squat', 'press', 'rdl', 'row', 'plank'])).toEqual([
      'squat1',
      'press1',
      'squat2',
      'press2',
      'squat3',
      'press3',
      'rdl1',
      'row1',
      'rdl2',
      'row2',
      'plank1',
    ]);
    expect(sessionSteps(supersets)[0]).toMatchObject({ groupSize: 2, of: 3 });
  });

  it('goes round a circuit for its rounds, then the blocks after it', () => {
    const circuit = day(
      'Monday',
      [
        exercise('a', 'Circuit', 3),
        exercise('b', 'Circuit', 3),
        exercise('c', 'Circuit', 3),
        exercise('run', 'Cardio', 1),
      ],
      { style: 'circuit', rounds: 3 },
    );
    expect(order(sessionSteps(circuit), ['a', 'b', 'c', 'run'])).toEqual([
      'a1',
      'b1',
      'c1',
      'a2',
      'b2',
      'c2',
      'a3',
      'b3',
      'c3',
      'run1',
    ]);
  });

  it('leaves an exercise with fewer sets out of the later rounds of its group', () => {
    const uneven = day('Monday', [exercise('a', 'A1', 3), exercise('b', 'A2', 2)], { style: 'supersets' });
    expect(order(sessionSteps(uneven), ['a', 'b'])).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
  });

  it('treats a circuit block on a straight-sets day as straight sets', () => {
    const odd = day('Monday', [exercise('a', 'Circuit', 2), exercise('b', 'Circuit', 2)]);
    expect(order(sessionSteps(odd), ['a', 'b'])).toEqual(['a1', 'a2', 'b1', 'b2']);
  });
});

describe('the day that is due (dueDay)', () => {
  const base = [day('Monday', [exercise('a')]), day('Tuesday', []), day('Wednesday', [exercise('b')])];
  const week = (weekNumber: number) => ({
    weekNumber,
    overview: '',
    schedule: base.map((d) => ({ ...d, exercises: d.exercises.map((e) => ({ ...e, weightHint: '' })) })),
  });
  const plan = { schedule: base, progressionWeeks: [week(1), week(2)] } as unknown as WorkoutPlan;
  const session = (weekNumber: number | null, dayIndex: number, finishedAt: string) => ({
    weekNumber,
    dayIndex,
    finishedAt,
  });

  it('is the first training day when nothing is logged, or week 1 for a challenge', () => {
    expect(dueDay(plan, [])).toEqual({ weekNumber: null, dayIndex: 0 });
    expect(dueDay(plan, [], 1)).toEqual({ weekNumber: 1, dayIndex: 0 });
    // Base-week sessions do not count for a challenge: its progression starts at week 1.
    expect(dueDay(plan, [session(null, 0, '2026-01-01')], 1)).toEqual({ weekNumber: 1, dayIndex: 0 });
    expect(dueDay(plan, [session(1, 0, '2026-01-02'), session(null, 2, '2026-01-03')], 1)).toEqual({
      weekNumber: 1,
      dayIndex: 2,
    });
  });

  it('is the next training day after the newest session, skipping rest days', () => {
    expect(dueDay(plan, [session(null, 0, '2026-01-02'), session(null, 2, '2026-01-01')])).toEqual({
      weekNumber: null,
      dayIndex: 2,
    });
  });

  it('goes on to the next progression week, and round again after the last', () => {
    expect(dueDay(plan, [session(1, 2, '2026-01-03')])).toEqual({ weekNumber: 2, dayIndex: 0 });
    expect(dueDay(plan, [session(2, 2, '2026-01-03')])).toEqual({ weekNumber: 1, dayIndex: 0 });
    expect(dueDay(plan, [session(null, 2, '2026-01-03')])).toEqual({ weekNumber: null, dayIndex: 0 });
  });

  it('reads a week or day that does not exist as nothing', () => {
    expect(sessionExercises(plan, 3, 0)).toBeNull();
    expect(sessionExercises(plan, null, 9)).toBeNull();
    expect(sessionExercises(plan, 2, 2)?.name).toBe('Wednesday');
  });
});

describe('today in a week of the plan', () => {
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const training = new Set(['Monday', 'Wednesday', 'Friday']);
  const plan = {
    schedule: names.map((name) => day(name, training.has(name) ? [exercise(`${name} squat`)] : [])),
    progressionWeeks: [],
  };
  // 26 November 2026 is a Thursday; local dates, as the device reads them.
  const thursday = new Date(2026, 10, 26, 9, 0);
  const friday = new Date(2026, 10, 27, 23, 30);
  const sunday = new Date(2026, 10, 29, 8, 0);

  it("opens today's weekday when it is a training day", () => {
    expect(todayIn(plan, null, friday)).toEqual({
      kind: 'training',
      today: { weekNumber: null, dayIndex: 4 },
    });
  });

  it('says a rest day is one and offers the next training day, round the week', () => {
    expect(todayIn(plan, null, thursday)).toEqual({
      kind: 'rest',
      today: { weekNumber: null, dayIndex: 3 },
      next: { weekNumber: null, dayIndex: 4 },
    });
    expect(todayIn(plan, null, sunday)).toMatchObject({ kind: 'rest', next: { dayIndex: 0 } });
  });

  it('reads Spanish day names and a week that lists only its training days', () => {
    const spanish = {
      schedule: [day('Lunes', [exercise('a')]), day('Miércoles', [exercise('b')])],
      progressionWeeks: [],
    };
    expect(todayIn(spanish, null, new Date(2026, 10, 25))).toMatchObject({
      kind: 'training',
      today: { dayIndex: 1 },
    });
    expect(todayIn(spanish, null, thursday)).toEqual({
      kind: 'rest',
      today: null,
      next: { weekNumber: null, dayIndex: 0 },
    });
  });

  it('has no today for days not named after weekdays', () => {
    const numbered = { schedule: [day('Day 1', [exercise('a')])], progressionWeeks: [] };
    expect(todayIn(numbered, null, thursday)).toEqual({ kind: 'unknown' });
  });
});
