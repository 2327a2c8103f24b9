/**
 * A peaking block for a strength meet or a max test (docs/coaching.md "Programmes, not slots",
 * its peaking entry): the competition lifts trained in every strength
 * session and first in it, at low reps that fall further over the four weeks while the sets fall, and a
 * taper of about half the sets, intensity kept, in the last week or two before the date. Those for whom a
 * true max is unwise (starting out, from 60, a population's effort floor) test a 3-5 rep max instead.
 * The builder (build/session.ts) and the checker (check/checker.ts rule `peaking`) both ask this.
 */
import type { Exercise } from '../../../contract/workout';
import { CATALOGUE_BY_ID } from '../catalogue';
import type { CatalogueExercise, Pattern } from '../catalogue/types';
import type { Lift, Meet } from '../read/meet';
import type { Profile } from '../read/profile';
import { suitsLowReps } from './exerciseFacts';
import { isTrained } from './week';

/** Each competition lift's movement, and the variations that stand in for it, best first. */
export const COMPETITION_LIFTS: Record<Lift, { pattern: Pattern; ids: string[] }> = {
  squat: { pattern: 'squat', ids: ['barbell-back-squat'] },
  bench: { pattern: 'horizontal-push', ids: ['barbell-bench-press', 'dumbbell-bench-press'] },
  deadlift: { pattern: 'hinge', ids: ['barbell-deadlift'] },
};

/** Whether an exercise trains a competition lift: the lift itself, or a loadable two-sided variation. */
export function trainsLift(e: CatalogueExercise, lift: Lift): boolean {
  const { pattern, ids } = COMPETITION_LIFTS[lift];
  return ids.includes(e.id) || (e.pattern === pattern && suitsLowReps(e));
}

/** Whether a plan's exercise trains one of these competition lifts. */
export function isCompetitionExercise(
  exercise: Pick<Exercise, 'catalogId' | 'reps'>,
  lifts: readonly Lift[],
): boolean {
  const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
  return entry !== undefined && exercise.reps !== null && lifts.some((lift) => trainsLift(entry, lift));
}

/** The best variation of a lift this person can do from their pool, or null. */
export function competitionLift(pool: readonly CatalogueExercise[], lift: Lift): CatalogueExercise | null {
  for (const id of COMPETITION_LIFTS[lift].ids) {
    const found = pool.find((e) => e.id === id);
    if (found) return found;
  }
  return pool.find((e) => trainsLift(e, lift)) ?? null;
}

/** The plan peaks when a meet or a test was read and the person lifts loads (not a population programme). */
export function peakingOf(profile: Pick<Profile, 'meet' | 'screening'>): Meet | null {
  if (!profile.meet || profile.screening.outcome === 'clearance') return null;
  return profile.meet;
}

/** A true one-rep max is unwise for those starting out, from 60, or with a population's effort floor. */
export function repMaxTest(profile: Pick<Profile, 'level' | 'age' | 'limits'>): boolean {
  return !isTrained(profile.level) || profile.age >= 60 || profile.limits.minRir >= 2;
}

/** The rep max to test when a true max is unwise: 3-5, higher where a population's reps start higher. */
export function repMaxRange(profile: Pick<Profile, 'level' | 'age' | 'limits'>): [number, number] | null {
  if (!repMaxTest(profile)) return null;
  const low = Math.max(3, profile.limits.minReps);
  return [low, low + 2];
}

/** The competition lifts' reps in week 1: heavy triples to fives for the trained, fives to sevens else. */
export function peakingReps(profile: Pick<Profile, 'level' | 'age' | 'limits'>): [number, number] {
  const low = Math.max(repMaxTest(profile) ? 5 : 3, profile.limits.minReps);
  return [low, low + 2];
}
