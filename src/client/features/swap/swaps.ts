import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../contract/constants';
import { swappedLine } from '../../../contract/exerciseLine';
import type { Language } from '../../../contract/site';
import type { Alternative, ExerciseMedia } from '../../../contract/swap';
import type { Exercise } from '../../../contract/workout';

/**
 * Exercises a visitor swapped in their copy of a plan, kept on this device only (issue 16, "Swap an
 * exercise"). The shared plan, its link and its PDF never change; the plan page and the session view show
 * the plan through `applySwaps`.
 *
 * The API other views use, kept stable:
 * - `readSwaps(planId)`: this plan's swaps, keyed by the original exercise's catalogue id.
 * - `setSwap(planId, originalCatalogId, replacement | null)`: keeps a swap, or removes it (back to the
 *   original). Returns false, changing nothing, when the device could not keep it.
 * - `useSwaps(planId)`: the same as `readSwaps`, re-rendered when it changes (in this tab or another);
 *   `subscribeToSwaps(onChange)` for a view that loads this module on demand (plan/usePlanSwaps.ts).
 * - `swapNamesIn(lines, swaps)`: pure; a day's warm-up lines naming the replacement instead of the original.
 * - `applySwaps(exercises, swaps)`: pure; every exercise whose catalogue id was swapped becomes the
 *   replacement, on every day and week, with the original's sets, reps or time, rest, effort, block and
 *   notes, its line rewritten in the same format, and `swappedFrom` naming the original. Two changes come
 *   from the catalogue, not the visitor: one side at a time (`perSide`) follows the replacement, and where
 *   the catalogue measures the replacement differently (a hold for repetitions) its `adapted` reps or time
 *   and effort replace the original's.
 *
 * Storage, with the care of `user-workouts` (lib/deviceStorage.ts) and more: one local-storage key holding
 * `{ version: 1, plans: { [planId]: { [originalCatalogId]: SwappedExercise } } }`. A value this code cannot
 * read (corrupt JSON, another version) is left exactly as it is: reads see no swaps and writes are refused,
 * so nothing already stored is ever overwritten. A failed write leaves the old value in place.
 */

export type SwappedExercise = {
  /** The replacement's catalogue id, name and cues, in the plan's language. */
  catalogId: string;
  name: string;
  cues: string[];
  media: ExerciseMedia;
  /** Done one side at a time, as the catalogue says of the replacement. */
  perSide?: boolean;
  /** Reps or time and effort, when the catalogue measures the replacement differently; otherwise null. */
  adapted: Alternative['adapted'];
  /** The plan's language, in which its lines are rewritten. */
  language: Language;
  swappedFrom: { catalogId: string; name: string };
};

/** A plan's swaps by the original exercise's catalogue id. */
export type Swaps = Readonly<Record<string, SwappedExercise>>;

export type SwapShown<E extends Exercise> = E & { swappedFrom?: { catalogId: string; name: string } };

const VERSION = 1;
const KEY = STORAGE_KEYS.swaps;
const CHANGE_EVENT = 'workout-swaps-change';
const NO_SWAPS: Swaps = Object.freeze({});

type Stored = { version: typeof VERSION; plans: Record<string, Record<string, unknown>> };
/** What the key holds: nothing yet, a value this version reads, or one it must leave alone. */
type Reading = { kind: 'empty' } | { kind: 'ok'; stored: Stored } | { kind: 'unreadable' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSwappedExercise(value: unknown): value is SwappedExercise {
  if (!isRecord(value) || !isRecord(value.swappedFrom) || !isRecord(value.media)) return false;
  return (
    typeof value.catalogId === 'string' &&
    typeof value.name === 'string' &&
    Array.isArray(value.cues) &&
    value.cues.every((cue) => typeof cue === 'string') &&
    (value.language === 'en' || value.language === 'es') &&
    typeof value.swappedFrom.catalogId === 'string' &&
    typeof value.swappedFrom.name === 'string'
  );
}

function parse(raw: string | null): Reading {
  if (raw === null) return { kind: 'empty' };
  try {
    const value: unknown = JSON.parse(raw);
    if (isRecord(value) && value.version === VERSION && isRecord(value.plans)) {
      return { kind: 'ok', stored: value as Stored };
    }
    console.error(`${KEY} holds a value this version cannot read; it is left as it is`);
  } catch (error) {
    console.error(`Could not parse ${KEY}; it is left as it is`, error);
  }
  return { kind: 'unreadable' };
}

function readRaw(): { ok: true; raw: string | null } | { ok: false } {
  try {
    return { ok: true, raw: localStorage.getItem(KEY) };
  } catch (error) {
    console.error(`Could not read ${KEY}`, error);
    return { ok: false };
  }
}

// useSyncExternalStore needs the same object while nothing changed: one snapshot per raw value and plan.
let snapshot: { raw: string | null; byPlan: Map<string, Swaps> } = { raw: null, byPlan: new Map() };

/** This plan's swaps on this device; none when there are none or the stored value cannot be read. */
export function readSwaps(planId: string): Swaps {
  const read = readRaw();
  if (!read.ok) return NO_SWAPS;
  if (snapshot.raw !== read.raw) snapshot = { raw: read.raw, byPlan: new Map() };
  const cached = snapshot.byPlan.get(planId);
  if (cached) return cached;
  const reading = parse(read.raw);
  let swaps = NO_SWAPS;
  const plan = reading.kind === 'ok' ? reading.stored.plans[planId] : undefined;
  if (isRecord(plan)) {
    // An entry this version cannot use is skipped here and kept in storage as it was.
    const usable = Object.entries(plan).filter((entry): entry is [string, SwappedExercise] =>
      isSwappedExercise(entry[1]),
    );
    if (usable.length > 0) swaps = Object.freeze(Object.fromEntries(usable));
  }
  snapshot.byPlan.set(planId, swaps);
  return swaps;
}

/**
 * Keeps `replacement` in place of the plan's exercise `originalCatalogId` on this device, or with null
 * goes back to the original. Returns whether it was kept; when not (storage blocked or full, or a stored
 * value this version cannot read), nothing stored changes.
 */
export function setSwap(
  planId: string,
  originalCatalogId: string,
  replacement: SwappedExercise | null,
): boolean {
  const read = readRaw();
  if (!read.ok) return false;
  const reading = parse(read.raw);
  if (reading.kind === 'unreadable') return false;
  const stored: Stored = reading.kind === 'ok' ? reading.stored : { version: VERSION, plans: {} };
  const plan = { ...(isRecord(stored.plans[planId]) ? stored.plans[planId] : {}) };
  if (replacement) plan[originalCatalogId] = replacement;
  else delete plan[originalCatalogId];
  const plans = { ...stored.plans, [planId]: plan };
  if (Object.keys(plan).length === 0) delete plans[planId];
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...stored, version: VERSION, plans }));
  } catch (error) {
    console.error(`Could not write ${KEY}`, error);
    return false;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return true;
}

/** Calls `onChange` whenever swaps change, in this tab or another; returns the unsubscribe. */
export function subscribeToSwaps(onChange: () => void): () => void {
  // 'storage' fires when another tab changes the swaps; our own writes fire the local event.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** This plan's swaps, kept current; none while the page is rendered on the server. */
export function useSwaps(planId: string): Swaps {
  const getSnapshot = useCallback(() => readSwaps(planId), [planId]);
  return useSyncExternalStore(subscribeToSwaps, getSnapshot, () => NO_SWAPS);
}

/** The swap an alternative from the server makes of the plan's exercise `original`. */
export function swapOf(
  alternative: Alternative,
  original: { catalogId: string; name: string },
  language: Language,
): SwappedExercise {
  return {
    catalogId: alternative.catalogId,
    name: alternative.name,
    cues: alternative.cues,
    media: alternative.media,
    perSide: alternative.perSide,
    adapted: alternative.adapted,
    language,
    swappedFrom: { catalogId: original.catalogId, name: original.name },
  };
}

/**
 * The exercises as this device shows them: each swapped one replaced (see the file's comment), the others
 * as they were (the same objects). Pure: the session view and the plan page call it on any day of any week.
 */
export function applySwaps<E extends Exercise>(exercises: E[], swaps: Swaps): SwapShown<E>[] {
  return exercises.map((exercise) => {
    const swap = exercise.catalogId ? swaps[exercise.catalogId] : undefined;
    if (!swap || swap.catalogId === exercise.catalogId) return exercise;
    const perSide = swap.perSide ?? exercise.perSide;
    return {
      ...exercise,
      catalogId: swap.catalogId,
      name: swap.name,
      cues: swap.cues.slice(0, 6),
      videoId: swap.media.videoId,
      ...(perSide === undefined ? {} : { perSide }),
      ...(swap.adapted ?? {}),
      text: swappedLine(swap.language, exercise, swap),
      swappedFrom: { catalogId: exercise.catalogId!, name: exercise.name },
    };
  });
}

/**
 * A day as this device shows it: swapped exercises replaced and the warm-up's lines naming them (the plan
 * page's days and the session's day both go through it).
 */
export function withSwaps<D extends { warmUp: string[]; exercises: E[] }, E extends Exercise>(
  day: D,
  swaps: Swaps,
): Omit<D, 'exercises'> & { exercises: SwapShown<E>[] } {
  if (Object.keys(swaps).length === 0) return day;
  return { ...day, warmUp: swapNamesIn(day.warmUp, swaps), exercises: applySwaps(day.exercises, swaps) };
}

/**
 * Day lines that name a swapped exercise (the warm-up's "2 light ramp-up sets of Barbell back squat")
 * naming its replacement instead; other lines are the same strings.
 */
export function swapNamesIn(lines: string[], swaps: Swaps): string[] {
  const named = Object.values(swaps).filter((swap) => swap.swappedFrom.name.length > 0);
  if (named.length === 0) return lines;
  return lines.map((line) =>
    named.reduce((text, swap) => text.split(swap.swappedFrom.name).join(swap.name), line),
  );
}
