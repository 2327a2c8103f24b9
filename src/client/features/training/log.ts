import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../contract/constants';
import { readStoredText, setAsideUnreadable } from '../../lib/deviceStorage';

/**
 * The training log kept on this device (issue 16, "The log on the device"): every finished session with
 * every set. It lives in localStorage under one versioned key, with the same care as the saved plans in
 * src/client/lib/deviceStorage.ts, and one promise more: a read or write error never loses what is
 * already stored.
 * - A stored value this code cannot read (corrupt JSON, a newer version) is never overwritten: it is
 *   copied aside under `<key>.unreadable` before the first write, and the log starts again beside it.
 * - Entries that do not look like sessions are kept as they are on every write (an older or newer tab may
 *   understand them); only the readable ones are shown.
 * - A failed write (storage full or blocked) is reported to the caller, which keeps the session on screen
 *   and offers the file export instead of dropping it.
 */

export const TRAINING_LOG_VERSION = 1;

export type LoadUnit = 'kg' | 'lb';

/** One set as it was done. */
export type LoggedSet = {
  /** 1-based position of the set (or round) in the exercise. */
  set: number;
  /** Repetitions done, for rep work; null for timed work. */
  reps: number | null;
  /** Seconds done, for timed work; null for rep work. */
  seconds: number | null;
  /** The load used, in `unit`; null for bodyweight work or when the visitor left it empty. */
  load: number | null;
  unit: LoadUnit;
  /** Reps in reserve the visitor reported, when asked; null when not given. */
  rir: number | null;
};

/** One exercise of the session, as prescribed and as done. */
export type LoggedExercise = {
  /**
   * The exercise's position in the day as the plan prescribes it: the index a challenge completion uses
   * (docs/architecture.md: "A challenge records a completion as (participant, weekNumber, dayName,
   * exerciseIndex)").
   */
  exerciseIndex: number;
  /** The catalogue id of what was done (the replacement's, when swapped). */
  catalogId: string | null;
  /** The name of what was done, in the plan's language. */
  name: string;
  /** The plan's exercise this replaced on this device, or null when it was not swapped. */
  swappedFrom: { catalogId: string | null; name: string } | null;
  /** What the plan asked for, so the history can show it beside what was done. */
  target: {
    sets: number;
    reps: string | null;
    durationSeconds: number | null;
    effort: string;
    /** The load the session proposed (from the last session), in `unit` of the sets; null when none. */
    load: number | null;
  };
  sets: LoggedSet[];
};

/** A finished session. */
export type SessionLog = {
  /** A random id, unique across devices (export and import merge by it). */
  id: string;
  planId: string;
  /** The plan's name as saved on this device (for the history list when the plan is not loaded). */
  planName: string;
  /** null for the plan's base week, 1-4 for a week of the four-week progression. */
  weekNumber: number | null;
  /** Position of the day in the week's schedule. */
  dayIndex: number;
  /** The day's name as the plan writes it ('Monday', 'Día 1'): the challenge completion key. */
  dayName: string;
  startedAt: string;
  finishedAt: string;
  exercises: LoggedExercise[];
};

type StoredLog = { version: number; sessions: unknown[] };

const KEY = STORAGE_KEYS.trainingLog;
const CHANGE_EVENT = 'training-log-change';

let snapshot: { raw: string | null; sessions: SessionLog[]; stored: unknown[] | null } | null = null;

function isSessionLog(value: unknown): value is SessionLog {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<SessionLog>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.planId === 'string' &&
    typeof entry.dayIndex === 'number' &&
    typeof entry.dayName === 'string' &&
    typeof entry.finishedAt === 'string' &&
    Array.isArray(entry.exercises)
  );
}

/**
 * The stored entries, or null when the stored value cannot be understood (it must then be set aside
 * before anything is written).
 */
function parse(raw: string | null): unknown[] | null {
  if (raw === null) return [];
  try {
    const parsed = JSON.parse(raw) as Partial<StoredLog> | null;
    if (parsed && parsed.version === TRAINING_LOG_VERSION && Array.isArray(parsed.sessions)) {
      return parsed.sessions;
    }
  } catch (error) {
    console.error('Could not parse the training log', error);
  }
  return null;
}

function load() {
  const raw = readStoredText(KEY, 'the training log');
  if (snapshot && snapshot.raw === raw) return snapshot;
  const stored = parse(raw);
  const sessions = (stored ?? []).filter(isSessionLog);
  sessions.sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
  snapshot = { raw, sessions, stored };
  return snapshot;
}

/** Every readable session on this device, newest first. */
export function readSessions(): SessionLog[] {
  return load().sessions;
}

/** The sessions of one plan, newest first. */
export function sessionsOfPlan(planId: string): SessionLog[] {
  return readSessions().filter((session) => session.planId === planId);
}

/**
 * Writes the log with `change` applied to the stored entries (unreadable entries included). Returns
 * false when the browser refused the write; what was stored before stays as it was.
 */
function write(change: (entries: unknown[]) => unknown[]): boolean {
  const current = load();
  try {
    setAsideUnreadable(KEY, current.raw, current.stored !== null);
    const next: StoredLog = { version: TRAINING_LOG_VERSION, sessions: change(current.stored ?? []) };
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch (error) {
    console.error('Could not write the training log', error);
    return false;
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
  return true;
}

/** Adds a finished session (or replaces the one with the same id). False when it could not be stored. */
export function saveSession(session: SessionLog): boolean {
  return write((entries) => [
    ...entries.filter((entry) => !(isSessionLog(entry) && entry.id === session.id)),
    session,
  ]);
}

/**
 * Adds sessions from another device's export, keeping the ones already here (same id: this device's
 * copy wins). Returns how many were new, or null when the browser refused the write.
 */
export function mergeSessions(incoming: SessionLog[]): number | null {
  const known = new Set(readSessions().map((session) => session.id));
  const added = incoming.filter((session) => !known.has(session.id));
  const uniqueAdded = [...new Map(added.map((session) => [session.id, session])).values()];
  if (uniqueAdded.length === 0) return 0;
  return write((entries) => [...entries, ...uniqueAdded]) ? uniqueAdded.length : null;
}

/** Removes one session (the history's "delete"). False when the browser refused the write. */
export function deleteSession(id: string): boolean {
  return write((entries) => entries.filter((entry) => !(isSessionLog(entry) && entry.id === id)));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const NO_SESSIONS: SessionLog[] = [];

/** The sessions on this device (of one plan when `planId` is given), newest first, kept current. */
export function useTrainingLog(planId?: string): SessionLog[] {
  const all = useSyncExternalStore(subscribe, readSessions, () => NO_SESSIONS);
  return useMemo(() => (planId ? all.filter((session) => session.planId === planId) : all), [all, planId]);
}

/** The load unit chosen on this device; kg until the visitor picks lb. */
export function readLoadUnit(): LoadUnit {
  try {
    return localStorage.getItem(STORAGE_KEYS.loadUnit) === 'lb' ? 'lb' : 'kg';
  } catch {
    return 'kg';
  }
}

export function writeLoadUnit(unit: LoadUnit): void {
  try {
    localStorage.setItem(STORAGE_KEYS.loadUnit, unit);
  } catch (error) {
    console.error('Could not remember the load unit', error);
  }
}

/** A random id for a new session. */
export function newSessionId(): string {
  return crypto.randomUUID();
}
