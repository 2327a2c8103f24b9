import { isLowerBody } from '../../../contract/exerciseRegions';
import { type LoadProposal, proposeNext } from '../../../contract/loadProgression';
import type { LoadUnit, LoggedExercise, SessionLog } from './log';

/** The same exercise: the same catalogue entry, or the same name for work the catalogue does not hold. */
function sameExercise(logged: LoggedExercise, exercise: { catalogId: string | null; name: string }): boolean {
  if (exercise.catalogId) return logged.catalogId === exercise.catalogId;
  return logged.catalogId === null && logged.name === exercise.name;
}

/**
 * The last time this exercise was logged on this device (any day, any plan: the same person lifts the
 * same bar), newest session first; null when never.
 */
export function lastLogged(
  sessions: readonly SessionLog[],
  exercise: { catalogId: string | null; name: string },
): LoggedExercise | null {
  const newestFirst = [...sessions].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
  for (const session of newestFirst) {
    const found = session.exercises.find(
      (logged) => sameExercise(logged, exercise) && logged.sets.length > 0,
    );
    if (found) return found;
  }
  return null;
}

/** Today's proposal for an exercise from the log (src/contract/loadProgression.ts), or null. */
export function proposalFor(
  sessions: readonly SessionLog[],
  exercise: { catalogId: string | null; name: string },
  unit: LoadUnit,
): LoadProposal | null {
  const last = lastLogged(sessions, exercise);
  return last ? proposeNext(last, { lower: isLowerBody(exercise.catalogId), unit }) : null;
}
