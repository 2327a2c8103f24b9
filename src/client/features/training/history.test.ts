import { describe, expect, it } from 'vitest';
import { convertLoad, epleyOneRepMax, exerciseHistories, sessionMinutes, sessionTotals } from './history';
import type { LoggedExercise, LoggedSet, SessionLog } from './log';

function set(values: Partial<LoggedSet>, index = 1): LoggedSet {
  return { set: index, reps: null, seconds: null, load: null, unit: 'kg', rir: null, ...values };
}

function exercise(name: string, sets: LoggedSet[], catalogId: string | null = name): LoggedExercise {
  return {
    exerciseIndex: 0,
    catalogId,
    name,
    swappedFrom: null,
    target: { sets: sets.length, reps: '8-12', durationSeconds: null, effort: 'RIR 2', load: null },
    sets,
  };
}

function session(id: string, finishedAt: string, exercises: LoggedExercise[]): SessionLog {
  return {
    id,
    planId: 'plan-aaaaaaaaaaaa',
    planName: 'Strength',
    weekNumber: null,
    dayIndex: 0,
    dayName: 'Monday',
    startedAt: new Date(Date.parse(finishedAt) - 45 * 60_000).toISOString(),
    finishedAt,
    exercises,
  };
}

describe('the history figures', () => {
  it('converts loads between kg and lb to a tenth', () => {
    expect(convertLoad(100, 'kg', 'lb')).toBe(220.5);
    expect(convertLoad(45, 'lb', 'kg')).toBe(20.4);
    expect(convertLoad(20, 'kg', 'kg')).toBe(20);
  });

  it('gives a session its minutes, or none when the times make no sense', () => {
    expect(sessionMinutes({ startedAt: '2026-11-01T10:00:00Z', finishedAt: '2026-11-01T10:47:20Z' })).toBe(
      47,
    );
    expect(
      sessionMinutes({ startedAt: '2026-11-01T11:00:00Z', finishedAt: '2026-11-01T10:00:00Z' }),
    ).toBeNull();
    expect(sessionMinutes({ startedAt: 'yesterday', finishedAt: '2026-11-01T10:00:00Z' })).toBeNull();
  });

  it('counts the sets done and the volume, converting sets logged in the other unit', () => {
    const totals = sessionTotals(
      session('a', '2026-11-01T10:00:00Z', [
        exercise('Squat', [
          set({ reps: 10, load: 20 }, 1),
          set({ reps: 10, load: 45, unit: 'lb' }, 2),
          set({ reps: null, seconds: null }, 3), // skipped: not a set done
        ]),
        exercise('Plank', [set({ seconds: 40 })]),
        exercise('Push-up', [set({ reps: 12 })]),
      ]),
      'kg',
    );
    // 10 x 20 kg + 10 x 20.4 kg; the plank and the push-ups add sets but no load.
    expect(totals).toEqual({ sets: 4, volume: 404, unit: 'kg' });
  });

  it('takes the heaviest set as the best, then the most reps at that load, across units', () => {
    const [squat] = exerciseHistories(
      [
        session('a', '2026-11-01T10:00:00Z', [
          exercise('Squat', [set({ reps: 10, load: 40 }), set({ reps: 6, load: 50 })]),
        ]),
        session('b', '2026-11-08T10:00:00Z', [
          // 110 lb is 49.9 kg: lighter than 50 kg, not heavier.
          exercise('Squat', [set({ reps: 12, load: 110, unit: 'lb' }), set({ reps: 8, load: 50 })]),
        ]),
      ],
      'kg',
    );
    expect(squat?.measure).toBe('load');
    expect(squat?.best.set).toMatchObject({ load: 50, reps: 8 });
    expect(squat?.best.date).toBe('2026-11-08T10:00:00Z');
    expect(squat?.best.estimatedOneRepMax).toBe(63.3);
    // Oldest first, the top load of each session in the device's unit.
    expect(squat?.points).toEqual([
      { date: '2026-11-01T10:00:00Z', value: 50 },
      { date: '2026-11-08T10:00:00Z', value: 50 },
    ]);
    expect(squat?.unit).toBe('kg');
  });

  it('charts in the device unit: a kg log read on a device set to lb', () => {
    const [press] = exerciseHistories(
      [session('a', '2026-11-01T10:00:00Z', [exercise('Press', [set({ reps: 8, load: 20 })])])],
      'lb',
    );
    expect(press?.points).toEqual([{ date: '2026-11-01T10:00:00Z', value: 44.1 }]);
    expect(press?.unit).toBe('lb');
    // The best set stays as it was logged.
    expect(press?.best.set).toMatchObject({ load: 20, unit: 'kg' });
  });

  it('measures bodyweight work by reps and timed work by seconds', () => {
    const histories = exerciseHistories(
      [
        session('a', '2026-11-01T10:00:00Z', [
          exercise('Push-up', [set({ reps: 12 }), set({ reps: 15 })]),
          exercise('Plank', [set({ seconds: 30 }), set({ seconds: 45 })]),
        ]),
        session('b', '2026-11-03T10:00:00Z', [exercise('Push-up', [set({ reps: 14 })])]),
      ],
      'kg',
    );
    const pushUp = histories.find((history) => history.name === 'Push-up');
    const plank = histories.find((history) => history.name === 'Plank');
    expect(pushUp).toMatchObject({ measure: 'reps', unit: 'reps', best: { set: { reps: 15 } } });
    expect(pushUp?.best.estimatedOneRepMax).toBeNull();
    expect(pushUp?.points.map((point) => point.value)).toEqual([15, 14]);
    expect(plank).toMatchObject({ measure: 'seconds', unit: 'seconds', best: { set: { seconds: 45 } } });
  });

  it('groups an exercise by its catalogue id, or by its name when it has none, and skips ones never done', () => {
    const histories = exerciseHistories(
      [
        session('a', '2026-11-01T10:00:00Z', [
          exercise('Goblet squat', [set({ reps: 10, load: 16 })], 'goblet-squat'),
          exercise('Band pull-apart', [set({ reps: 15 })], null),
          exercise('Skipped', [set({})]),
        ]),
        session('b', '2026-11-02T10:00:00Z', [
          exercise('Sentadilla goblet', [set({ reps: 10, load: 18 })], 'goblet-squat'),
          exercise('band pull-apart ', [set({ reps: 20 })], null),
        ]),
      ],
      'kg',
    );
    expect(histories.map((history) => [history.name, history.points.length])).toEqual([
      ['Sentadilla goblet', 2],
      ['band pull-apart ', 2],
    ]);
  });

  it('estimates a one-rep max only where Epley means something', () => {
    expect(epleyOneRepMax(100, 5)).toBe(116.7);
    expect(epleyOneRepMax(100, 1)).toBe(103.3);
    expect(epleyOneRepMax(100, 20)).toBeNull();
    expect(epleyOneRepMax(0, 5)).toBeNull();
  });
});
