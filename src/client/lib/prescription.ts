import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * An exercise's sets and reps or time in the visitor's language: "3 × 8-10 reps per side", "3 × 30 s",
 * "8 min" (one long block reads in minutes, never "1 × 480 s"), "3 × 1:30 min". Every view that shows a
 * prescription apart from the coach's own line (the session's preview and set, the challenge tracker, the
 * history's target) reads it through here, so "per side" and minutes are never lost in one of them (issue
 * 29, "Logging as the best loggers do"). The coach's line (src/contract/exerciseLine.ts) spells the same
 * rules for the plan page and the PDF.
 */
type Prescribed = { sets: number; reps: string | null; durationSeconds: number | null; perSide?: boolean };

/** "45 s", "2 min", "1:30 min": long blocks in minutes, as the coach's line writes them. */
export function durationText(i18n: I18n, seconds: number): string {
  if (seconds < 120) return i18n._(msg`${seconds} s`);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (rest === 0) return i18n._(msg`${minutes} min`);
  const clock = `${minutes}:${String(rest).padStart(2, '0')}`;
  return i18n._(msg`${clock} min`);
}

/** One set's target: "8-10 reps per side", "30 s per side", "8 min". */
export function setTarget(i18n: I18n, exercise: Omit<Prescribed, 'sets'>): string {
  const measure = exercise.reps
    ? i18n._(msg`${exercise.reps} reps`)
    : exercise.durationSeconds
      ? durationText(i18n, exercise.durationSeconds)
      : '';
  if (!measure || !exercise.perSide) return measure;
  return i18n._(msg`${measure} per side`);
}

/** The whole prescription: "3 × 8-10 reps per side"; one long block alone: "8 min". */
export function prescriptionText(i18n: I18n, exercise: Prescribed): string {
  const target = setTarget(i18n, exercise);
  if (!target) return '';
  if (exercise.sets === 1 && !exercise.reps && (exercise.durationSeconds ?? 0) >= 120) return target;
  return `${exercise.sets} × ${target}`;
}
