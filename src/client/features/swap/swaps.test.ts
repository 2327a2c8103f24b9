// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../contract/constants';
import type { Exercise } from '../../../contract/workout';
import { applySwaps, readSwaps, type SwappedExercise, setSwap, swapNamesIn } from './swaps';

function exercise(overrides: Partial<Exercise>): Exercise {
  return {
    catalogId: 'barbell-back-squat',
    name: 'Barbell back squat',
    sets: 4,
    reps: '6-8',
    durationSeconds: null,
    restSeconds: 150,
    effort: 'RIR 2',
    loadHint: 'A weight that leaves 2 reps in reserve',
    cues: ['Brace'],
    videoId: 'bEv6CCg2BC8',
    block: '',
    text: 'Barbell back squat (4 x 6-8 @ RIR 2)',
    notes: null,
    ...overrides,
  };
}

const goblet: SwappedExercise = {
  catalogId: 'goblet-squat',
  name: 'Goblet squat',
  cues: ['Hold the bell at your chest', 'Sit between your heels'],
  media: { drawing: null, videoId: null },
  perSide: false,
  adapted: null,
  language: 'en',
  swappedFrom: { catalogId: 'barbell-back-squat', name: 'Barbell back squat' },
};

describe('applySwaps', () => {
  it('replaces the exercise on every day it appears, keeping its prescription and rewriting its line', () => {
    const monday = [
      exercise({}),
      exercise({ catalogId: 'push-up', name: 'Push-up', text: 'Push-up (3 x 8-12 @ RIR 2)' }),
    ];
    const week3 = [
      exercise({ sets: 5, reps: '5-6', effort: 'RIR 1', text: 'Barbell back squat (5 x 5-6 @ RIR 1)' }),
    ];
    const swaps = { 'barbell-back-squat': goblet };

    const [squat, pushUp] = applySwaps(monday, swaps);
    expect(squat).toMatchObject({
      catalogId: 'goblet-squat',
      name: 'Goblet squat',
      sets: 4,
      reps: '6-8',
      durationSeconds: null,
      restSeconds: 150,
      effort: 'RIR 2',
      block: '',
      cues: goblet.cues,
      videoId: null,
      text: 'Goblet squat (4 x 6-8 @ RIR 2)',
      swappedFrom: { catalogId: 'barbell-back-squat', name: 'Barbell back squat' },
    });
    // Untouched exercises are the very same objects, with no swappedFrom.
    expect(pushUp).toBe(monday[1]);
    expect(applySwaps(week3, swaps)[0]).toMatchObject({
      sets: 5,
      reps: '5-6',
      effort: 'RIR 1',
      text: 'Goblet squat (5 x 5-6 @ RIR 1)',
    });
  });

  it('keeps interval rounds as rounds, in Spanish too', () => {
    const burpee = exercise({
      catalogId: 'burpee',
      name: 'Burpee',
      reps: null,
      durationSeconds: 30,
      restSeconds: 30,
      effort: 'Intenso',
      block: 'Intervals',
      text: 'Burpee (4 rondas x 30 s de trabajo / 30 s de descanso)',
    });
    const swaps = {
      burpee: {
        ...goblet,
        catalogId: 'squat-thrust',
        name: 'Sentadilla con impulso',
        language: 'es' as const,
        swappedFrom: { catalogId: 'burpee', name: 'Burpee' },
      },
    };
    expect(applySwaps([burpee], swaps)[0]).toMatchObject({
      block: 'Intervals',
      durationSeconds: 30,
      text: 'Sentadilla con impulso (4 rondas x 30 s de trabajo / 30 s de descanso)',
    });
  });

  it('takes the catalogue’s measure and sides when they differ, and writes the line again', () => {
    const hold = {
      ...goblet,
      catalogId: 'wall-sit',
      name: 'Wall sit',
      adapted: { reps: null, durationSeconds: 30, effort: 'Controlled' },
    };
    expect(applySwaps([exercise({})], { 'barbell-back-squat': hold })[0]).toMatchObject({
      reps: null,
      durationSeconds: 30,
      effort: 'Controlled',
      sets: 4,
      restSeconds: 150,
      text: 'Wall sit (4 x 30 s)',
    });
    const split = {
      ...goblet,
      catalogId: 'dumbbell-split-squat',
      name: 'Dumbbell split squat',
      perSide: true,
    };
    expect(applySwaps([exercise({})], { 'barbell-back-squat': split })[0]).toMatchObject({
      perSide: true,
      text: 'Dumbbell split squat (4 x 6-8 per side @ RIR 2)',
    });
  });
});

describe('swapNamesIn', () => {
  it("names the replacement in the day's warm-up lines", () => {
    const lines = ['5 min of easy cardio', '2 light ramp-up sets of Barbell back squat'];
    expect(swapNamesIn(lines, { 'barbell-back-squat': goblet })).toEqual([
      '5 min of easy cardio',
      '2 light ramp-up sets of Goblet squat',
    ]);
    expect(swapNamesIn(lines, {})).toBe(lines);
  });
});

describe('the swaps kept on this device', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps a swap per plan and goes back to the original', () => {
    expect(setSwap('planA1234567', 'barbell-back-squat', goblet)).toBe(true);
    expect(readSwaps('planA1234567')).toEqual({ 'barbell-back-squat': goblet });
    expect(readSwaps('planB1234567')).toEqual({});
    // The same object while nothing changed (useSyncExternalStore needs it).
    expect(readSwaps('planA1234567')).toBe(readSwaps('planA1234567'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.swaps)!)).toMatchObject({ version: 1 });

    expect(
      setSwap('planB1234567', 'push-up', {
        ...goblet,
        swappedFrom: { catalogId: 'push-up', name: 'Push-up' },
      }),
    ).toBe(true);
    expect(setSwap('planA1234567', 'barbell-back-squat', null)).toBe(true);
    expect(readSwaps('planA1234567')).toEqual({});
    expect(Object.keys(readSwaps('planB1234567'))).toEqual(['push-up']);
  });

  it('leaves a value it cannot read exactly as it is, and refuses to write over it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const raw of ['{"version":1,"plans":{"planA1234567":', '{"version":2,"plans":{}}']) {
      localStorage.setItem(STORAGE_KEYS.swaps, raw);
      expect(readSwaps('planA1234567')).toEqual({});
      expect(setSwap('planA1234567', 'barbell-back-squat', goblet)).toBe(false);
      expect(localStorage.getItem(STORAGE_KEYS.swaps)).toBe(raw);
    }
  });

  it('keeps what was stored when a write fails', () => {
    setSwap('planA1234567', 'barbell-back-squat', goblet);
    const before = localStorage.getItem(STORAGE_KEYS.swaps);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const real = localStorage;
    // A full or blocked storage: reads work, writes throw.
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => real.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(setSwap('planA1234567', 'push-up', goblet)).toBe(false);
    vi.unstubAllGlobals();
    expect(localStorage.getItem(STORAGE_KEYS.swaps)).toBe(before);
    expect(readSwaps('planA1234567')).toEqual({ 'barbell-back-squat': goblet });
  });

  it('skips an entry it cannot use and keeps it stored', () => {
    localStorage.setItem(
      STORAGE_KEYS.swaps,
      JSON.stringify({ version: 1, plans: { planA1234567: { 'push-up': { name: 42 } } } }),
    );
    expect(readSwaps('planA1234567')).toEqual({});
    expect(setSwap('planA1234567', 'barbell-back-squat', goblet)).toBe(true);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.swaps)!);
    expect(stored.plans.planA1234567['push-up']).toEqual({ name: 42 });
    expect(readSwaps('planA1234567')).toEqual({ 'barbell-back-squat': goblet });
  });
});
