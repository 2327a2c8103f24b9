// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../contract/constants';
import type { Exercise } from '../../../contract/workout';
import type { SwappedExercise } from '../swap/swaps';
import { clearActiveSession, readActiveSession, writeActiveSession } from './activeSession';
import { secondsLeft } from './clock';
import { type SessionDay, sessionSteps } from './sessionPlan';
import {
  ACTIVE_SESSION_VERSION,
  type ActiveSession,
  completedExercises,
  sessionDay,
  sessionReducer,
  sessionTotals,
  type TodaySwaps,
  toSessionLog,
} from './sessionState';

function exercise(name: string, extra: Partial<Exercise> = {}): Exercise {
  return {
    catalogId: name,
    name,
    sets: 2,
    reps: '8-10',
    durationSeconds: null,
    restSeconds: 90,
    effort: 'RIR 2',
    loadHint: '',
    cues: [],
    videoId: null,
    block: '',
    text: name,
    notes: null,
    ...extra,
  };
}

const day: SessionDay = {
  name: 'Monday',
  kind: 'training',
  focus: 'Full body',
  estimatedMinutes: 30,
  style: 'traditional',
  rounds: 1,
  warmUp: ['March in place'],
  exercises: [
    exercise('squat'),
    exercise('plank', { reps: null, durationSeconds: 30, restSeconds: 30 }),
    exercise('row'),
  ],
  coolDown: ['Breathe'],
};
const steps = sessionSteps(day);
const reduce = sessionReducer({ day, steps });

function fresh(): ActiveSession {
  return {
    version: ACTIVE_SESSION_VERSION,
    id: 'session-1',
    planId: 'plan-aaaaaaaaaaaa',
    planName: 'Strength',
    weekNumber: 1,
    dayIndex: 0,
    dayName: 'Monday',
    challengeId: null,
    startedAt: '2026-11-20T10:00:00.000Z',
    phase: 'warm-up',
    stepIndex: 0,
    warmUpDone: [],
    coolDownDone: [],
    logged: [],
    skipped: [],
    draft: { reps: '', load: '' },
    unit: 'kg',
    proposedLoad: { 0: 22.5 },
    clock: null,
  };
}

describe('a session as it is done (sessionReducer)', () => {
  it('prefills the first set with the top of the range and today’s proposed load', () => {
    const started = reduce(reduce(fresh(), { type: 'toggle-warm-up', index: 0 }), {
      type: 'begin-exercises',
      now: 0,
    });
    expect(started).toMatchObject({
      phase: 'exercises',
      stepIndex: 0,
      warmUpDone: [0],
      draft: { reps: '10', load: '22.5' },
    });
  });

  it('keeps the reps in reserve the visitor reported with the set, and asks afresh on the next set', () => {
    let state = reduce(fresh(), { type: 'begin-exercises', now: 0 });
    state = reduce(state, { type: 'edit', field: 'rir', value: '2' });
    expect(state.draft.rir).toBe('2');
    state = reduce(state, { type: 'record', now: 1_000, reps: 10, load: 25, seconds: null, rir: 2 });
    expect(state.logged[0]?.set.rir).toBe(2);
    expect(state.draft.rir ?? '').toBe('');
  });

  it('records a set, starts the rest clock and starts the next set from this one’s reps and load', () => {
    let state = reduce(fresh(), { type: 'begin-exercises', now: 0 });
    state = reduce(state, { type: 'record', now: 1_000, reps: 9, load: 25, seconds: null, rir: null });
    expect(state.logged).toMatchObject([
      {
        step: 0,
        exerciseIndex: 0,
        set: { set: 1, reps: 9, seconds: null, load: 25, unit: 'kg', rir: null },
        done: { catalogId: 'squat', name: 'squat' },
      },
    ]);
    expect(state.stepIndex).toBe(1);
    expect(state.clock).toMatchObject({ kind: 'rest', endsAt: 91_000 });
    expect(state.draft).toMatchObject({ reps: '9', load: '25' });
    state = reduce(state, { type: 'end-rest' });
    expect(state.clock).toBeNull();
  });

  it('gives a timed exercise its work clock, waiting for Start, after the rest', () => {
    let state = reduce(fresh(), { type: 'begin-exercises', now: 0 });
    state = reduce(state, { type: 'record', now: 0, reps: 10, load: 20, seconds: null, rir: null });
    state = reduce(state, { type: 'record', now: 0, reps: 10, load: 20, seconds: null, rir: null });
    expect(steps[state.stepIndex]?.exerciseIndex).toBe(1);
    state = reduce(state, { type: 'end-rest' });
    expect(state.clock).toMatchObject({ kind: 'work', endsAt: null, pausedRemainingMs: 30_000 });
    state = reduce(state, { type: 'start-work', now: 5_000 });
    expect(secondsLeft(state.clock!, 15_000)).toBe(20);
  });

  it('skips an exercise’s remaining sets, and goes to the cool-down after the last set', () => {
    let state = reduce(fresh(), { type: 'begin-exercises', now: 0 });
    state = reduce(state, { type: 'skip-exercise', now: 0 });
    expect(steps[state.stepIndex]?.exerciseIndex).toBe(1);
    state = reduce(state, { type: 'skip-exercise', now: 0 });
    state = reduce(state, { type: 'record', now: 0, reps: 9, load: null, seconds: null, rir: null });
    state = reduce(state, { type: 'record', now: 0, reps: 9, load: null, seconds: null, rir: null });
    expect(state.phase).toBe('cool-down');
    expect(state.clock).toBeNull();
    const log = toSessionLog(state, day, '2026-11-20T10:40:00.000Z');
    expect(log.exercises.map((entry) => entry.name)).toEqual(['row']);
    expect(completedExercises(log)).toEqual([2]);
  });

  it('goes back a set with what was recorded in the inputs', () => {
    let state = reduce(fresh(), { type: 'begin-exercises', now: 0 });
    state = reduce(state, { type: 'record', now: 0, reps: 8, load: 30, seconds: null, rir: null });
    state = reduce(state, { type: 'back', now: 0 });
    expect(state).toMatchObject({ stepIndex: 0, clock: null, draft: { reps: '8', load: '30' } });
  });

  it('converts the proposals when the unit changes', () => {
    const state = reduce(fresh(), { type: 'unit', unit: 'lb', load: '50' });
    expect(state.unit).toBe('lb');
    expect(state.proposedLoad[0]).toBe(50);
  });

  it('counts an exercise for a challenge only when every set was done, and sums the volume', () => {
    let state = reduce(fresh(), { type: 'begin-exercises', now: 0 });
    state = reduce(state, { type: 'record', now: 0, reps: 10, load: 20, seconds: null, rir: null });
    const log = toSessionLog(state, day, '2026-11-20T10:30:00.000Z');
    expect(completedExercises(log)).toEqual([]);
    expect(sessionTotals(log, 'kg')).toEqual({ sets: 1, volume: 200, minutes: 30 });
  });
});

describe('the session kept on the device (activeSession.ts)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads back what was written, and nothing once cleared', () => {
    const state = reduce(fresh(), { type: 'begin-exercises', now: 0 });
    expect(writeActiveSession(state)).toBe(true);
    expect(readActiveSession()).toEqual(state);
    clearActiveSession();
    expect(readActiveSession()).toBeNull();
  });

  it('sets aside a value it cannot read before replacing it', () => {
    localStorage.setItem(STORAGE_KEYS.activeSession, '{"version":99}');
    expect(readActiveSession()).toBeNull();
    writeActiveSession(fresh());
    expect(localStorage.getItem(`${STORAGE_KEYS.activeSession}.unreadable`)).toBe('{"version":99}');
    expect(readActiveSession()?.id).toBe('session-1');
  });

  it('reports a refused write', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(writeActiveSession(fresh())).toBe(false);
  });
});

describe('a swap during the session', () => {
  const cossack: SwappedExercise = {
    catalogId: 'cossack',
    name: 'Cossack squat',
    cues: [],
    media: { videoId: null, drawing: null },
    adapted: null,
    language: 'en',
    swappedFrom: { catalogId: 'squat', name: 'squat' },
  };
  // What the session page passes: the swaps put in by name, as the swap feature's withSwaps does.
  const context = {
    day,
    steps,
    show: (shown: SessionDay, today: TodaySwaps) => ({
      ...shown,
      exercises: shown.exercises.map((each) => {
        const swap = each.catalogId ? today[each.catalogId] : null;
        return swap
          ? { ...each, catalogId: swap.catalogId, name: swap.name, swappedFrom: swap.swappedFrom }
          : each;
      }),
    }),
  };
  const swapReduce = sessionReducer(context);

  it('keeps the sets done before it under the exercise they were done on, and credits each its own', () => {
    let state = swapReduce(fresh(), { type: 'begin-exercises', now: 0 });
    state = swapReduce(state, { type: 'record', now: 0, reps: 8, load: 30, seconds: null, rir: null });
    state = swapReduce(state, {
      type: 'swap',
      original: 'squat',
      swap: cossack,
      proposal: { load: null, seconds: null },
    });
    // The set under way starts afresh as the new exercise, not from the squat's numbers.
    expect(state.draft).toEqual({ reps: '10', load: '' });
    state = swapReduce(state, { type: 'record', now: 0, reps: 6, load: null, seconds: null, rir: null });
    const log = toSessionLog(state, sessionDay(context, state), '2026-11-20T10:40:00.000Z');
    expect(
      log.exercises.map((each) => [each.exerciseIndex, each.catalogId, each.sets.map((set) => set.reps)]),
    ).toEqual([
      [0, 'squat', [8]],
      [0, 'cossack', [6]],
    ]);
    expect(log.exercises[1]?.swappedFrom).toEqual({ catalogId: 'squat', name: 'squat' });
    // Every set of that place in the day was done: the challenge counts it.
    expect(completedExercises(log)).toEqual([0]);
  });

  it('goes back to the plan’s own exercise for today with a null swap', () => {
    let state = swapReduce(fresh(), { type: 'begin-exercises', now: 0 });
    state = swapReduce(state, {
      type: 'swap',
      original: 'squat',
      swap: cossack,
      proposal: { load: null, seconds: null },
    });
    state = swapReduce(state, {
      type: 'swap',
      original: 'squat',
      swap: null,
      proposal: { load: 22.5, seconds: null },
    });
    expect(sessionDay(context, state).exercises[0]?.name).toBe('squat');
    expect(state.draft.load).toBe('22.5');
  });
});
