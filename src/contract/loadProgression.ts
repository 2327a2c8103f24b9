import { repsInReserve } from './effort';

/**
 * Double progression from what was lifted (docs/coaching.md "Progression from what was lifted"):
 * the session proposes today's load from the last time the same exercise was logged on this device.
 *
 * - Every prescribed set reached the top of the rep range, at the prescribed effort or easier (the reps in
 *   reserve reported, when reported, not below the low end of the prescription): more load.
 * - Any set short of the top (or fewer sets than prescribed, or harder than prescribed): the same load.
 * - How much more: +2.5% for the upper body and +5% for the lower body (the low end of the coaching
 *   rule's +2-5% and +5-10%), rounded to the nearest load that plates and dumbbells allow, and never less
 *   than one such step: at ordinary gym loads the step itself is already at or above the percentage, so
 *   the low end keeps heavy lifts from jumping (100 kg bench: 102.5 kg, 140 kg squat: 147.5 kg).
 * - The steps: 2.5 kg or 5 lb (a pair of the smallest common plates, the usual dumbbell spacing); below
 *   10 kg or 25 lb (light dumbbells, where 2.5 kg is 25% or more) 1 kg or 2.5 lb.
 * - Timed sets of up to two minutes (holds, intervals): every set held for the full time means 5 s more
 *   next time (10% for holds over a minute, in 5 s steps); otherwise the same time. Longer blocks (a run)
 *   follow the plan's own weeks.
 * - Work logged without a load (body weight, bands) progresses by reps, tempo or a harder variation
 *   (docs/coaching.md): the proposal says whether the top of the range was reached, and never adds load.
 */

export type Unit = 'kg' | 'lb';

/** The shares added when the top of the range was reached at the prescribed effort. */
export const LOAD_INCREASE = { upper: 0.025, lower: 0.05 } as const;
/** The smallest change in load that plates and dumbbells allow, and the lighter step below `lightBelow`. */
export const LOAD_STEPS: Readonly<Record<Unit, { step: number; lightStep: number; lightBelow: number }>> = {
  kg: { step: 2.5, lightStep: 1, lightBelow: 10 },
  lb: { step: 5, lightStep: 2.5, lightBelow: 25 },
};
/** Timed sets longer than this are continuous blocks, not holds: the plan's weeks progress them. */
export const TIMED_PROGRESSION_MAX_SECONDS = 120;
const KG_PER_LB = 0.45359237;

/** One set as the log keeps it (src/client/features/training/log.ts, LoggedSet). */
export type DoneSet = {
  reps: number | null;
  seconds: number | null;
  load: number | null;
  unit: Unit;
  rir: number | null;
};

/** What was prescribed last time and what was done (LoggedExercise's `target` and `sets`). */
export type LastExercise = {
  target: { sets: number; reps: string | null; durationSeconds: number | null; effort: string };
  sets: readonly DoneSet[];
};

export type LoadProposal =
  | {
      kind: 'load';
      /** The load most sets were done at last time, in `unit`, and how those sets went. */
      last: { sets: number; reps: number; load: number };
      /** Today's load in `unit`. */
      load: number;
      unit: Unit;
      raised: boolean;
    }
  | { kind: 'time'; last: { sets: number; seconds: number }; seconds: number; raised: boolean }
  | { kind: 'reps'; last: { sets: number; reps: number }; topReached: boolean };

/** The top of a rep prescription ('8-12' is 12, '10' is 10, '10 per side' is 10), or null. */
export function topOfRange(reps: string | null): number | null {
  const match = reps ? /(\d+)(?:\s*[-–]\s*(\d+))?/.exec(reps) : null;
  if (!match) return null;
  return Number(match[2] ?? match[1]);
}

/** The fewest reps in reserve the effort allows ('RIR 2-3' is 2), or null when it is not said in RIR. */
export function lowestReserve(effort: string): number | null {
  const reserve = repsInReserve(effort);
  return reserve === null ? null : Number(reserve.split('-')[0]);
}

export function convertLoad(load: number, from: Unit, to: Unit): number {
  if (from === to) return load;
  return from === 'kg' ? load / KG_PER_LB : load * KG_PER_LB;
}

/** The step that plates and dumbbells allow at this load. */
export function loadStep(load: number, unit: Unit): number {
  const steps = LOAD_STEPS[unit];
  return load < steps.lightBelow ? steps.lightStep : steps.step;
}

/** A load rounded to what the equipment allows (for a converted or typed load). */
export function roundLoad(load: number, unit: Unit): number {
  const step = loadStep(load, unit);
  return Math.max(0, Math.round(load / step) * step);
}

/** Today's load after a session that earned more: the percentage, rounded, and at least one step up. */
export function raisedLoad(load: number, unit: Unit, lower: boolean): number {
  const step = loadStep(load, unit);
  const target = load * (1 + (lower ? LOAD_INCREASE.lower : LOAD_INCREASE.upper));
  const rounded = Math.round(target / step) * step;
  // Floating point: 2.5 steps stay exact, 0.1-based ones are cleaned to two decimals.
  return Math.round(Math.max(rounded, load + step) * 100) / 100;
}

/** Seconds to add to a hold that was held in full every set. */
function raisedSeconds(seconds: number): number {
  if (seconds <= 60) return seconds + 5;
  return Math.round((seconds * 1.1) / 5) * 5;
}

/** The value most entries share; a tie goes to the smaller (the cautious reading). */
function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] as number;
  for (const [value, count] of counts) {
    const bestCount = counts.get(best) ?? 0;
    if (count > bestCount || (count === bestCount && value < best)) best = value;
  }
  return best;
}

/**
 * Today's proposal for an exercise from the last time it was logged, in the unit shown today, or null
 * when last time holds nothing to build on (no set done).
 */
export function proposeNext(
  last: LastExercise,
  options: { lower: boolean; unit: Unit },
): LoadProposal | null {
  const { target } = last;
  const sets = last.sets;
  if (sets.length === 0) return null;
  const enoughSets = sets.length >= target.sets;
  const minReserve = lowestReserve(target.effort);
  const atEffort = (set: DoneSet) => minReserve === null || set.rir === null || set.rir >= minReserve;

  // Timed work: the seconds held.
  if (target.durationSeconds !== null && target.reps === null) {
    const held = sets.map((set) => set.seconds ?? 0);
    const seconds = Math.min(...held);
    if (target.durationSeconds > TIMED_PROGRESSION_MAX_SECONDS) return null;
    const full = enoughSets && held.every((value) => value >= target.durationSeconds!);
    const base = Math.max(seconds, 0);
    return {
      kind: 'time',
      last: { sets: sets.length, seconds: base },
      seconds: full ? raisedSeconds(target.durationSeconds) : target.durationSeconds,
      raised: full,
    };
  }

  const top = topOfRange(target.reps);
  const repsDone = sets.map((set) => set.reps ?? 0);
  const loads = sets
    .filter((set) => set.load !== null && set.load > 0)
    .map((set) => convertLoad(set.load as number, set.unit, options.unit));
  const topReached =
    top !== null && enoughSets && sets.every((set) => (set.reps ?? 0) >= top && atEffort(set));

  if (loads.length === 0) {
    return { kind: 'reps', last: { sets: sets.length, reps: Math.min(...repsDone) }, topReached };
  }
  const working = roundLoad(mostCommon(loads.map((load) => roundLoad(load, options.unit))), options.unit);
  // Every set must have been done at the working load or more: a lighter set does not count as earned.
  const allAtLoad = sets.every(
    (set) =>
      set.load !== null && roundLoad(convertLoad(set.load, set.unit, options.unit), options.unit) >= working,
  );
  const atWorking = sets.filter(
    (set) =>
      set.load !== null && roundLoad(convertLoad(set.load, set.unit, options.unit), options.unit) === working,
  );
  const raised = topReached && allAtLoad;
  return {
    kind: 'load',
    last: {
      sets: atWorking.length,
      reps: Math.min(...atWorking.map((set) => set.reps ?? 0)),
      load: working,
    },
    load: raised ? raisedLoad(working, options.unit, options.lower) : working,
    unit: options.unit,
    raised,
  };
}
