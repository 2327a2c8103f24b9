import { STORAGE_KEYS } from '../../../contract/constants';
import { setAsideUnreadable } from '../../lib/deviceStorage';

/**
 * Challenge completions from finished sessions wait here until the server has them (issue 16 part 5):
 * a session finished with no connection, or a call that failed, is not lost. The queue is one versioned
 * localStorage key. An item leaves it only when the server answered: `{ ok: true }` (also for a repeat:
 * the server keeps one row per participant, week, day and exercise, so sending twice is harmless) or a
 * refusal that no retry can change (the participant or the exercise no longer exists, or this device does not
 * hold the participant's key: sendCompletions.ts). A network error
 * or a busy server keeps it for the next try: the `online` event, or the next start of the app.
 */
export const COMPLETION_QUEUE_VERSION = 1;
const KEY = STORAGE_KEYS.completionQueue;

export type QueuedCompletion = {
  participantId: string;
  weekNumber: number;
  dayName: string;
  exerciseIndex: number;
};

/** What one send came to: done (or already done), refused for good, or to try again later. */
export type SendOutcome = 'sent' | 'refused' | 'retry';

function itemKey(item: QueuedCompletion): string {
  return `${item.participantId}|${item.weekNumber}|${item.dayName}|${item.exerciseIndex}`;
}

function isItem(value: unknown): value is QueuedCompletion {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<QueuedCompletion>;
  return (
    typeof item.participantId === 'string' &&
    typeof item.weekNumber === 'number' &&
    typeof item.dayName === 'string' &&
    typeof item.exerciseIndex === 'number'
  );
}

/** The waiting completions; an unreadable value reads as none but is kept aside before any write. */
export function readQueue(): QueuedCompletion[] {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return [];
    const parsed = JSON.parse(raw) as { version?: number; items?: unknown[] } | null;
    if (parsed?.version === COMPLETION_QUEUE_VERSION && Array.isArray(parsed.items))
      return parsed.items.filter(isItem);
  } catch (error) {
    console.error('Could not read the completions waiting to be sent', error);
  }
  return [];
}

function isReadable(raw: string): boolean {
  try {
    return (JSON.parse(raw) as { version?: number } | null)?.version === COMPLETION_QUEUE_VERSION;
  } catch {
    return false;
  }
}

function writeQueue(items: QueuedCompletion[]): boolean {
  try {
    const raw = localStorage.getItem(KEY);
    setAsideUnreadable(KEY, raw, raw !== null && isReadable(raw));
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ version: COMPLETION_QUEUE_VERSION, items }));
    return true;
  } catch (error) {
    console.error('Could not keep the completions waiting to be sent', error);
    return false;
  }
}

/** Adds completions (an item already waiting is not added twice). False when the browser refused. */
export function enqueueCompletions(items: readonly QueuedCompletion[]): boolean {
  const queue = readQueue();
  const known = new Set(queue.map(itemKey));
  const added = items.filter((item) => {
    const key = itemKey(item);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  return writeQueue([...queue, ...added]);
}

let flushing: Promise<number> | null = null;

/**
 * Sends what waits, one call at a time, and removes each item the server answered for good. Stops at the
 * first 'retry' (no connection: the rest would fail too). One flush runs at a time in a tab; a second
 * call joins it. Resolves to how many are still waiting.
 */
export function flushCompletions(send: (item: QueuedCompletion) => Promise<SendOutcome>): Promise<number> {
  if (flushing) return flushing;
  flushing = (async () => {
    try {
      for (const item of readQueue()) {
        const outcome = await send(item);
        if (outcome === 'retry') break;
        // Re-read: another tab may have changed the queue meanwhile.
        writeQueue(readQueue().filter((waiting) => itemKey(waiting) !== itemKey(item)));
      }
      return readQueue().length;
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Whether anything waits (a cheap check the app makes at start before loading the sender). */
export function hasQueuedCompletions(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
