import { useSyncExternalStore } from 'react';

/**
 * The part of the installable app that every page carries (docs/offline.md): a few lines that start the
 * service worker once the page has loaded and the browser is idle, and the small stores the frame reads
 * (components/AppStatus.tsx). Workbox's page library and everything else load only then, in their own
 * chunk (register.ts), so the landing page's JavaScript budget (bench/pages.ts) pays for none of it.
 */

type Listener = () => void;

/** Applies the waiting version (skip waiting, then reload), once one is waiting; null until then. */
let waitingUpdate: (() => void) | null = null;
const updateListeners = new Set<Listener>();

/** Called by register.ts when a new version has installed and waits for the visitor's go-ahead. */
export function offerUpdate(apply: () => void): void {
  waitingUpdate = apply;
  for (const listener of updateListeners) listener();
}

function subscribeToUpdate(listener: Listener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** The function that applies a waiting new version, or null while none waits. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribeToUpdate,
    () => waitingUpdate,
    () => null,
  );
}

function subscribeToConnection(listener: Listener): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network connection; the server (and so the first render) assumes it does. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/** Keeps the page at this address (and the saved plans) for use offline, once the worker runs. */
let keepOffline: ((pathname: string) => void) | null = null;

export function setOfflineKeeper(keeper: (pathname: string) => void): void {
  keepOffline = keeper;
}

/** The frame calls this on every page it shows; nothing happens before the worker runs. */
export function notePageShown(pathname: string): void {
  keepOffline?.(pathname);
}

/**
 * Registers the service worker after the page's load event, when the browser is next idle, so it never
 * competes with the page's own first requests. Production builds only: `npm run dev` and the tests run
 * without one (vite.config.ts, devOptions).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    whenIdle(() => {
      void import('./register').then((module) => module.registerServiceWorker());
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
