import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { repsInReserve, withEffortInWords } from '../../contract/effort';

/**
 * Effort in plain words. The coach writes effort as reps in reserve ('RIR 2-3'), a term beginners do not
 * know; every place that shows an exercise (day cards, the video dialog, the tracker, the landing's
 * example) reads it through here, so the wording is one decision. The page explains RIR once
 * (components/WeekGlance.tsx, EffortExplained). Any other effort ('Controlled', 'Easy: you can talk')
 * is already plain and shows as written.
 */
export function plainEffort(i18n: I18n, effort: string): string {
  const reps = repsInReserve(effort);
  if (reps === null) return effort;
  if (reps === '0') return i18n._(msg`go until you cannot do another good rep`);
  if (reps === '1') return i18n._(msg`stop 1 rep before failure`);
  if (!reps.includes('-')) {
    const low = reps;
    return i18n._(msg`stop ${low} reps before failure`);
  }
  const range = reps;
  return i18n._(msg`stop ${range} reps before failure`);
}

/** Whether any of these exercises is prescribed in reps in reserve, so the page should explain it. */
export function usesRepsInReserve(efforts: readonly string[]): boolean {
  return efforts.some((effort) => repsInReserve(effort) !== null);
}

/**
 * The exercise's line ('Goblet squat (3 x 10 @ RIR 2)') with its effort in plain words
 * ('Goblet squat (3 x 10, stop 2 reps before failure)'). Lines without a reps-in-reserve effort stay as
 * the coach wrote them.
 */
export function plainExerciseText(i18n: I18n, exercise: { text: string; effort: string }): string {
  return withEffortInWords(exercise, () => plainEffort(i18n, exercise.effort));
}
