import { describe, expect, it } from 'vitest';
import { isLowerBody, LOWER_BODY_EXERCISES, LOWER_BODY_PATTERNS } from '../../src/contract/exerciseRegions';
import {
  type DoneSet,
  type LastExercise,
  lowestReserve,
  proposeNext,
  raisedLoad,
  roundLoad,
  topOfRange,
} from '../../src/contract/loadProgression';
import { CATALOGUE } from '../../src/server/coach/catalogue';

const set = (reps: number | null, load: number | null, extra: Partial<DoneSet> = {}): DoneSet => ({
  reps,
  seconds: null,
  load,
  unit: 'kg',
  rir: null,
  ...extra,
});
const last = (sets: DoneSet[], target: Partial<LastExercise['target']> = {}): LastExercise => ({
  target: { sets: 3, reps: '8-10', durationSeconds: null, effort: 'RIR 2', ...target },
  sets,
});

describe('which exercises are lower body (src/contract/exerciseRegions.ts)', () => {
  it('names exactly the catalogue exercises of the lower-body patterns', () => {
    const fromCatalogue = CATALOGUE.filter((exercise) => LOWER_BODY_PATTERNS.has(exercise.pattern))
      .map((exercise) => exercise.id)
      .sort();
    expect([...LOWER_BODY_EXERCISES].sort()).toEqual(fromCatalogue);
    expect(isLowerBody('barbell-back-squat')).toBe(true);
    expect(isLowerBody('barbell-bench-press')).toBe(false);
    expect(isLowerBody(null)).toBe(false);
  });
});

describe('reading a prescription', () => {
  it('takes the top of a rep range and the fewest reps in reserve allowed', () => {
    expect(topOfRange('8-12')).toBe(12);
    expect(topOfRange('10')).toBe(10);
    expect(topOfRange('10 per side')).toBe(10);
    expect(topOfRange(null)).toBeNull();
    expect(lowestReserve('RIR 2-3')).toBe(2);
    expect(lowestReserve('RIR 1')).toBe(1);
    expect(lowestReserve('Hard')).toBeNull();
  });
});

describe('the load step', () => {
  it('adds 2.5% upper body and 5% lower body, rounded to a plate, at least one step', () => {
    expect(raisedLoad(20, 'kg', false)).toBe(22.5); // 20.5 rounds back to 20: one step is the least
    expect(raisedLoad(100, 'kg', false)).toBe(102.5);
    expect(raisedLoad(140, 'kg', true)).toBe(147.5);
    expect(raisedLoad(60, 'kg', true)).toBe(62.5); // 63 → 62.5
    expect(raisedLoad(8, 'kg', false)).toBe(9); // light dumbbells go up by 1 kg
    expect(raisedLoad(45, 'lb', false)).toBe(50);
    expect(raisedLoad(20, 'lb', false)).toBe(22.5); // light in pounds: 2.5 lb
    expect(raisedLoad(225, 'lb', true)).toBe(235); // 236.25 → 235
  });

  it('rounds a typed or converted load to what the equipment allows', () => {
    expect(roundLoad(21, 'kg')).toBe(20);
    expect(roundLoad(21.3, 'kg')).toBe(22.5);
    expect(roundLoad(7.4, 'kg')).toBe(7);
    expect(roundLoad(47, 'lb')).toBe(45);
  });
});

describe('double progression from the last session (proposeNext)', () => {
  const upper = { lower: false, unit: 'kg' as const };
  const lower = { lower: true, unit: 'kg' as const };

  it('raises the load when every set reached the top of the range', () => {
    const proposal = proposeNext(last([set(10, 20), set(10, 20), set(10, 20)]), upper);
    expect(proposal).toEqual({
      kind: 'load',
      last: { sets: 3, reps: 10, load: 20 },
      load: 22.5,
      unit: 'kg',
      raised: true,
    });
    expect(proposeNext(last([set(10, 100), set(10, 100), set(10, 100)]), lower)).toMatchObject({
      load: 105,
      raised: true,
    });
  });

  it('holds the load when a set missed the top, or a set was missing', () => {
    expect(proposeNext(last([set(10, 20), set(10, 20), set(9, 20)]), upper)).toMatchObject({
      load: 20,
      raised: false,
      last: { reps: 9 },
    });
    expect(proposeNext(last([set(10, 20), set(10, 20)]), upper)).toMatchObject({ load: 20, raised: false });
  });

  it('holds the load when the visitor reported fewer reps in reserve than prescribed', () => {
    const harder = last([set(10, 20, { rir: 2 }), set(10, 20, { rir: 2 }), set(10, 20, { rir: 1 })]);
    expect(proposeNext(harder, upper)).toMatchObject({ load: 20, raised: false });
    const asPrescribed = last([set(10, 20, { rir: 2 }), set(10, 20, { rir: 3 }), set(10, 20, { rir: 2 })]);
    expect(proposeNext(asPrescribed, upper)).toMatchObject({ load: 22.5, raised: true });
  });

  it('counts a lighter set as not earned, and reads the load most sets were done at', () => {
    expect(proposeNext(last([set(10, 20), set(10, 20), set(10, 17.5)]), upper)).toMatchObject({
      load: 20,
      raised: false,
      last: { sets: 2, load: 20 },
    });
    expect(proposeNext(last([set(10, 22.5), set(10, 20), set(10, 20)]), upper)).toMatchObject({
      load: 22.5,
      raised: true,
      last: { load: 20 },
    });
  });

  it('converts last time’s load into the unit chosen today', () => {
    const inPounds = proposeNext(
      last([set(10, 45, { unit: 'lb' }), set(10, 45, { unit: 'lb' }), set(10, 45, { unit: 'lb' })]),
      upper,
    );
    expect(inPounds).toMatchObject({ kind: 'load', last: { load: 20 }, load: 22.5, unit: 'kg' });
    const inKilos = proposeNext(last([set(10, 20), set(10, 20), set(10, 20)]), { lower: false, unit: 'lb' });
    expect(inKilos).toMatchObject({ last: { load: 45 }, load: 50, unit: 'lb' });
  });

  it('never adds load to work done without one; it says whether the top was reached', () => {
    expect(proposeNext(last([set(12, null), set(12, null), set(12, null)], { reps: '8-12' }), upper)).toEqual(
      {
        kind: 'reps',
        last: { sets: 3, reps: 12 },
        topReached: true,
      },
    );
    expect(
      proposeNext(last([set(12, null), set(11, null), set(12, null)], { reps: '8-12' }), upper),
    ).toMatchObject({
      topReached: false,
    });
  });

  it('adds a few seconds to a hold done in full, and holds the time otherwise', () => {
    const hold = (seconds: number[]) =>
      last(
        seconds.map((value) => set(null, null, { seconds: value })),
        { reps: null, durationSeconds: 30, effort: 'Controlled' },
      );
    expect(proposeNext(hold([30, 30, 30]), upper)).toEqual({
      kind: 'time',
      last: { sets: 3, seconds: 30 },
      seconds: 35,
      raised: true,
    });
    expect(proposeNext(hold([30, 30, 22]), upper)).toMatchObject({ seconds: 30, raised: false });
    expect(
      proposeNext(
        last([set(null, null, { seconds: 90 })], { sets: 1, reps: null, durationSeconds: 90 }),
        upper,
      ),
    ).toMatchObject({ seconds: 100 });
    // A 20-minute run follows the plan's weeks, not this rule.
    expect(
      proposeNext(
        last([set(null, null, { seconds: 1200 })], { sets: 1, reps: null, durationSeconds: 1200 }),
        upper,
      ),
    ).toBeNull();
  });

  it('has nothing to propose from a session with no set of the exercise', () => {
    expect(proposeNext(last([]), upper)).toBeNull();
  });
});
