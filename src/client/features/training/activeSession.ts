import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../contract/constants';
import { readStoredText, setAsideUnreadable } from '../../lib/deviceStorage';
import { ACTIVE_SESSION_VERSION, type ActiveSession } from './sessionState';

/**
 * The session under way on this device, under its own versioned key, written after every change so a
 * reload, a closed tab or a visit to another page resumes at the same set (issue 16 part 1). One session
 * at a time: starting another replaces it once the visitor has said so. A stored value this code cannot
 * read (corrupt, a newer version) is set aside under `<key>.unreadable` before it is replaced, as the
 * training log does (log.ts).
 */
const KEY = STORAGE_KEYS.activeSession;
const CHANGE_EVENT = 'active-session-change';

let cache: { raw: string | null; value: ActiveSession | null } | null = null;

function isActiveSession(value: unknown): value is ActiveSession {
  if (!value || typeof value !== 'object') return false;
  const session = value as Partial<ActiveSession>;
  return (
    session.version === ACTIVE_SESSION_VERSION &&
    typeof session.id === 'string' &&
    typeof session.planId === 'string' &&
    typeof session.dayIndex === 'number' &&
    typeof session.stepIndex === 'number' &&
    Array.isArray(session.logged) &&
    Array.isArray(session.skipped)
  );
}

/** The session under way, or null. */
export function readActiveSession(): ActiveSession | null {
  const raw = readStoredText(KEY, 'the session in progress');
  if (cache && cache.raw === raw) return cache.value;
  let value: ActiveSession | null = null;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      value = isActiveSession(parsed) ? parsed : null;
    } catch (error) {
      console.error('Could not parse the session in progress', error);
    }
  }
  cache = { raw, value };
  return value;
}

/** Stores the session; false when the browser refused (the view says the session may not survive a reload). */
export function writeActiveSession(session: ActiveSession): boolean {
  try {
    const raw = readStoredText(KEY, 'the session in progress');
    setAsideUnreadable(KEY, raw, readActiveSession() !== null);
    localStorage.setItem(KEY, JSON.stringify(session));
    return true;
  } catch (error) {
    console.error('Could not keep the session in progress', error);
    return false;
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

/** Forgets the session (finished and logged, or discarded). */
export function clearActiveSession(): void {
  try {
    localStorage.removeItem(KEY);
  } catch (error) {
    console.error('Could not clear the session in progress', error);
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
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

/** The session under way, kept current (the plan page's "Resume workout"); null on the server. */
export function useActiveSession(): ActiveSession | null {
  return useSyncExternalStore(subscribe, readActiveSession, () => null);
}
