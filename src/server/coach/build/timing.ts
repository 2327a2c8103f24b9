import type { Exercise } from '../../../contract/workout';
import { coolDownMinutes, SECONDS_PER_REP, warmUpMinutes } from '../design/prescription';

/** '8-12' is 10, '10' is 10, '10 per side' is 20. */
export function repsForTiming(reps: string | null): number {
  if (!reps) return 0;
  const numbers = (reps.match(/\d+/g) ?? []).map(Number);
  if (numbers.length === 0) return 10;
  const middle = numbers.length >= 2 ? (numbers[0]! + numbers[1]!) / 2 : numbers[0]!;
  return /side|lado|leg|pierna|arm|brazo/i.test(reps) ? middle * 2 : middle;
}

export function workSeconds(exercise: Pick<Exercise, 'reps' | 'durationSeconds' | 'perSide'>): number {
  const oneSide = exercise.durationSeconds ?? repsForTiming(exercise.reps) * SECONDS_PER_REP;
  // One-sided work is done twice (docs/coaching.md "Sessions a coach would sign").
  return exercise.perSide ? oneSide * 2 : oneSide;
}

/**
 * Every session style is written so one formula times it: each exercise takes sets x (work + rest).
 * A superset's first exercise rests only the 15 s transition; a circuit's stations rest the
 * transition and the last station the round rest; intervals rest their off-time.
 */
export function exercisesSeconds(
  exercises: readonly Pick<Exercise, 'sets' | 'reps' | 'durationSeconds' | 'restSeconds' | 'perSide'>[],
): number {
  return exercises.reduce(
    (total, exercise) => total + exercise.sets * (workSeconds(exercise) + exercise.restSeconds),
    0,
  );
}

/** The whole session, warm-up and cool-down included, in minutes (rounded up). */
export function sessionMinutesOf(
  exercises: Parameters<typeof exercisesSeconds>[0],
  sessionMinutes: number,
): number {
  const seconds =
    (warmUpMinutes(sessionMinutes) + coolDownMinutes(sessionMinutes)) * 60 + exercisesSeconds(exercises);
  return Math.ceil(seconds / 60);
}
