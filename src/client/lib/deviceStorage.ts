import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../contract/constants';

/** docs/product.md section 3: what the device remembers about plans and challenges the visitor made. */
export type SavedWorkout = {
  id: string;
  name: string;
  createdAt: string;
  focusArea: string;
  fitnessGoal: string;
  /**
   * The plan's private management key (unlist, relist, delete), when this device made the plan. It is
   * the only copy: the server keeps a hash of it. Kept with the plan, like the rest of this list, in
   * this browser only.
   */
  managementKey?: string;
  /** Whether the plan is listed in the community, as last set from this device. */
  listed?: boolean;
};
export type SavedChallenge = {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  workoutPlanId: string;
};

type ListKey = typeof STORAGE_KEYS.workouts | typeof STORAGE_KEYS.challenges;
type ItemOf<K extends ListKey> = K extends typeof STORAGE_KEYS.workouts ? SavedWorkout : SavedChallenge;

/** Fired on this page whenever it changes a list ('storage' tells other tabs). */
export const LOCAL_CHANGE_EVENT = 'device-storage-change';
const snapshots = new Map<string, { raw: string | null; value: unknown[] }>();

/**
 * Before a versioned device store overwrites a value it could not read (a damaged write, a newer version
 * from another tab), the value is kept once under `<key>.unreadable`, so nothing stored is ever lost: the
 * training log, the session in progress and the queued challenge completions all write through this.
 * Throws what the browser throws, like the write that follows it.
 */
export function setAsideUnreadable(key: string, raw: string | null, readable: boolean): void {
  if (raw === null || readable || localStorage.getItem(`${key}.unreadable`) !== null) return;
  localStorage.setItem(`${key}.unreadable`, raw);
}

/** The text stored under a key; null when there is none or the browser refuses the read (logged). */
export function readStoredText(key: string, what = key): string | null {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    console.error(`Could not read ${what}`, error);
    return null;
  }
}

/** Storage errors (blocked, full, corrupt JSON) are logged and read as an empty list. */
export function readList<K extends ListKey>(key: K): ItemOf<K>[] {
  const raw = readStoredText(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.value as ItemOf<K>[];
  let value: unknown[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    value = Array.isArray(parsed)
      ? parsed.filter((item) => item && typeof item === 'object' && 'id' in item)
      : [];
  } catch (error) {
    console.error(`Could not parse ${key}`, error);
  }
  snapshots.set(key, { raw, value });
  return value as ItemOf<K>[];
}

function writeList<K extends ListKey>(key: K, items: ItemOf<K>[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch (error) {
    console.error(`Could not write ${key}`, error);
  }
  window.dispatchEvent(new Event(LOCAL_CHANGE_EVENT));
}

/** Adds an item, newest first, replacing any item with the same id (no duplicates by id). */
/** This device's management key for a plan, when this device made it (src/client/lib/trpc.ts sends it). */
export function savedManagementKey(planId: string): string | undefined {
  return readList(STORAGE_KEYS.workouts).find((item) => item.id === planId)?.managementKey;
}

export function saveItem<K extends ListKey>(key: K, item: ItemOf<K>): void {
  writeList(key, [item, ...readList(key).filter((existing) => existing.id !== item.id)]);
}

/** Changes fields of a saved item in place, keeping its position; nothing happens without the item. */
export function updateItem<K extends ListKey>(key: K, id: string, patch: Partial<ItemOf<K>>): void {
  const items = readList(key);
  if (!items.some((item) => item.id === id)) return;
  writeList(
    key,
    items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
  );
}

export function removeItem<K extends ListKey>(key: K, id: string): void {
  writeList(
    key,
    readList(key).filter((existing) => existing.id !== id),
  );
}

/**
 * Puts a removed item back where it was (the Undo of My Workouts: that list is the only copy of a plan's
 * link and key on this device). Nothing happens when an item with its id is already there.
 */
export function restoreItem<K extends ListKey>(key: K, item: ItemOf<K>, index: number): void {
  const items = readList(key);
  if (items.some((existing) => existing.id === item.id)) return;
  const at = Math.min(Math.max(index, 0), items.length);
  writeList(key, [...items.slice(0, at), item, ...items.slice(at)]);
}

function subscribe(onChange: () => void): () => void {
  // 'storage' fires when another tab changes the list; our own writes fire the local event.
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_CHANGE_EVENT, onChange);
  };
}

export function useDeviceList<K extends ListKey>(key: K): ItemOf<K>[] {
  const getSnapshot = useCallback(() => readList(key), [key]);
  return useSyncExternalStore(subscribe, getSnapshot, () => []);
}
