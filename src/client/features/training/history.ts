import type { LoadUnit, LoggedExercise, LoggedSet, SessionLog } from './log';

/**
 * What the history view (pages/HistoryPage.tsx) reads from the device's training log: a session's
 * totals, each exercise's best set and its progress over time. Pure functions, so that the figures a
 * visitor sees are tested without a browser (history.test.ts).
 */

/** Pounds per kilogram (the international avoirdupois pound is exactly 0.45359237 kg). */
const LB_PER_KG = 1 / 0.45359237;

/** A load in another unit, rounded to a tenth (the precision a plate or a dumbbell allows). */
export function convertLoad(load: number, from: LoadUnit, to: LoadUnit): number {
  if (from === to) return load;
  const converted = from === 'kg' ? load * LB_PER_KG : load / LB_PER_KG;
  return Math.round(converted * 10) / 10;
}

/** Minutes from start to finish, or null when the times cannot be read or run backwards. */
export function sessionMinutes(session: Pick<SessionLog, 'startedAt' | 'finishedAt'>): number | null {
  const started = Date.parse(session.startedAt);
  const finished = Date.parse(session.finishedAt);
  if (Number.isNaN(started) || Number.isNaN(finished) || finished < started) return null;
  return Math.round((finished - started) / 60_000);
}

/** A set that was done: some reps or some seconds. */
function wasDone(set: LoggedSet): boolean {
  return (set.reps ?? 0) > 0 || (set.seconds ?? 0) > 0;
}

export type SessionTotals = {
  /** Sets done (a set with neither reps nor seconds was skipped and does not count). */
  sets: number;
  /** Reps x load over the loaded sets, in `unit`; 0 when nothing was loaded. */
  volume: number;
  unit: LoadUnit;
};

/** The session's sets and volume; loads logged in the other unit are converted to `unit`. */
export function sessionTotals(session: SessionLog, unit: LoadUnit): SessionTotals {
  let sets = 0;
  let volume = 0;
  for (const exercise of session.exercises)
    for (const set of exercise.sets) {
      if (!wasDone(set)) continue;
      sets += 1;
      if (set.load && set.load > 0 && set.reps) volume += convertLoad(set.load, set.unit, unit) * set.reps;
    }
  return { sets, volume: Math.round(volume), unit };
}

/** How an exercise is measured in the log: by load, by reps alone (bodyweight) or by time. */
export type Measure = 'load' | 'reps' | 'seconds';

/** The heaviest, most-repeated or longest set of an exercise over every session of the log. */
export type BestSet = {
  measure: Measure;
  set: LoggedSet;
  /** When it was done (the session's finish). */
  date: string;
  /** Epley's estimate of the one-repetition maximum, in the device's unit; only for loaded sets of 1-12 reps. */
  estimatedOneRepMax: number | null;
};

export type ExerciseHistory = {
  /** The catalogue id, or the name when the exercise has none: what groups an exercise across sessions. */
  key: string;
  /** The name as last logged. */
  name: string;
  measure: Measure;
  best: BestSet;
  /** One point per session that did the exercise, oldest first: its top load, reps or seconds. */
  points: { date: string; value: number }[];
  /** The unit of the points: the device's for load, otherwise reps or seconds. */
  unit: LoadUnit | 'reps' | 'seconds';
};

function exerciseKey(exercise: Pick<LoggedExercise, 'catalogId' | 'name'>): string {
  return exercise.catalogId ?? `name:${exercise.name.trim().toLowerCase()}`;
}

/** Epley (1985): 1RM = load x (1 + reps / 30); beyond about a dozen reps it says little, so none is given. */
export function epleyOneRepMax(load: number, reps: number): number | null {
  if (load <= 0 || reps < 1 || reps > 12) return null;
  return Math.round(load * (1 + reps / 30) * 10) / 10;
}

function measureOf(sets: LoggedSet[]): Measure | null {
  const done = sets.filter(wasDone);
  if (done.some((set) => (set.load ?? 0) > 0 && (set.reps ?? 0) > 0)) return 'load';
  if (done.some((set) => (set.reps ?? 0) > 0)) return 'reps';
  if (done.some((set) => (set.seconds ?? 0) > 0)) return 'seconds';
  return null;
}

/**
 * A set's standing for its measure, to compare sets (loads in the device's unit): the heaviest load,
 * then the most reps at it; the most reps; the longest time.
 */
function score(set: LoggedSet, measure: Measure, unit: LoadUnit): [number, number] {
  if (measure === 'load')
    return set.load && set.reps ? [convertLoad(set.load, set.unit, unit), set.reps] : [-1, -1];
  if (measure === 'reps') return [set.reps ?? -1, 0];
  return [set.seconds ?? -1, 0];
}

function better(a: [number, number], b: [number, number]): boolean {
  return a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
}

/**
 * Every exercise of the sessions, in the order it first appears in the newest session, each with its
 * best set and its progress: an exercise logged with load is measured by load, one done with reps only
 * by reps, a timed one by seconds. Loads logged in lb and kg are compared and charted in `unit`.
 */
export function exerciseHistories(sessions: SessionLog[], unit: LoadUnit): ExerciseHistory[] {
  const newestFirst = [...sessions].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
  const groups = new Map<string, { name: string; done: { session: SessionLog; sets: LoggedSet[] }[] }>();
  for (const session of newestFirst)
    for (const exercise of session.exercises) {
      const key = exerciseKey(exercise);
      const group = groups.get(key) ?? { name: exercise.name, done: [] };
      group.done.push({ session, sets: exercise.sets });
      groups.set(key, group);
    }

  const histories: ExerciseHistory[] = [];
  for (const [key, group] of groups) {
    const measure = measureOf(group.done.flatMap((entry) => entry.sets));
    if (!measure) continue;
    let best: BestSet | null = null;
    let bestScore: [number, number] = [-1, -1];
    const points: { date: string; value: number }[] = [];
    for (const { session, sets } of [...group.done].reverse()) {
      let top = -1;
      for (const set of sets) {
        if (!wasDone(set)) continue;
        const setScore = score(set, measure, unit);
        if (setScore[0] > top) top = setScore[0];
        if (best === null || better(setScore, bestScore)) {
          bestScore = setScore;
          best = { measure, set, date: session.finishedAt, estimatedOneRepMax: null };
        }
      }
      if (top >= 0) points.push({ date: session.finishedAt, value: top });
    }
    if (!best) continue;
    if (measure === 'load' && best.set.load && best.set.reps) {
      best.estimatedOneRepMax = epleyOneRepMax(
        convertLoad(best.set.load, best.set.unit, unit),
        best.set.reps,
      );
    }
    histories.push({
      key,
      name: group.name,
      measure,
      best,
      points,
      unit: measure === 'load' ? unit : measure,
    });
  }
  return histories;
}
