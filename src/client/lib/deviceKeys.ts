import { useCallback, useSyncExternalStore } from 'react';
import type { STORAGE_KEYS } from '../../contract/constants';
import { LOCAL_CHANGE_EVENT, readStoredText } from './deviceStorage';

/**
 * Private keys this device holds, by the id of what they open: a participant's key (mark, unmark, leave)
 * and a rating's key (delete it). Like a plan's management key (deviceStorage.ts), the server keeps only a
 * hash, so this is the only copy: it stays in this browser and travels only in a request header.
 */
type KeyStore = typeof STORAGE_KEYS.participantKeys | typeof STORAGE_KEYS.ratingKeys;

function readKeys(store: KeyStore): Record<string, string> {
  const raw = readStoredText(store);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    console.error(`Could not parse ${store}`, error);
    return {};
  }
}

function writeKeys(store: KeyStore, keys: Record<string, string>): void {
  try {
    localStorage.setItem(store, JSON.stringify(keys));
  } catch (error) {
    console.error(`Could not write ${store}`, error);
  }
  window.dispatchEvent(new Event(LOCAL_CHANGE_EVENT));
}

export function readDeviceKey(store: KeyStore, id: string): string | null {
  return Object.hasOwn(readKeys(store), id) ? readKeys(store)[id]! : null;
}

export function saveDeviceKey(store: KeyStore, id: string, key: string): void {
  writeKeys(store, { ...readKeys(store), [id]: key });
}

export function forgetDeviceKey(store: KeyStore, id: string): void {
  const { [id]: _forgotten, ...rest } = readKeys(store);
  writeKeys(store, rest);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_CHANGE_EVENT, onChange);
  };
}

/** The key this device holds for an id, kept current across tabs; null on the server and without one. */
export function useDeviceKey(store: KeyStore, id: string | null): string | null {
  const getSnapshot = useCallback(() => (id ? readDeviceKey(store, id) : null), [store, id]);
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

/** Every id this device holds a key for (a string, so the snapshot is stable between changes). */
export function useDeviceKeyIds(store: KeyStore): ReadonlySet<string> {
  const raw = useSyncExternalStore(
    subscribe,
    () => Object.keys(readKeys(store)).sort().join('\n'),
    () => '',
  );
  return new Set(raw ? raw.split('\n') : []);
}
