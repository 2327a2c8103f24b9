import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../contract/constants';
import { LOCAL_CHANGE_EVENT, readList } from '../deviceStorage';

/**
 * The part of the installable app that every page carries (docs/offline.md): registration of the service
 * worker (src/client/sw.ts) once the page has loaded and the browser is idle, the offer of a waiting new
 * version, and the small stores the frame reads (components/AppStatus.tsx). The background warming loads
 * only once the worker runs (warmOffline.ts).
 *
 * Registration uses the browser's own API rather than workbox-window: the flow needs `register`, the
 * `updatefound`/`statechange` events, one message and `controllerchange`, about half a kilobyte here,
 * where workbox-window's chunk weighed 2.7 kB gzip on a landing page that is over its 150 kB budget.
 */

type Listener = () => void;

/** Applies the waiting version (skip waiting, then reload), once one is waiting; null until then. */
let waitingUpdate: (() => void) | null = null;
const updateListeners = new Set<Listener>();

/** Called when a new version has installed and waits for the visitor's go-ahead (exported for tests). */
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

/** The frame calls this on every page it shows: it may be the page that starts the worker. */
export function notePageShown(pathname: string): void {
  startWhenNeeded?.(pathname);
  keepOffline?.(pathname);
}

/** True for the guided session view (`/:lang/plan/:id/session`), which a reload must never interrupt. */
export function isSessionPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/plan\/[A-Za-z0-9_-]+\/session\/?$/.test(pathname);
}

/**
 * Whether to offer "A new version is ready — Reload" now: only once a new version is waiting, and never
 * on the session view (docs/offline.md "Updates": the update never breaks a session in progress). The
 * offer waits until the visitor has left it.
 */
export function shouldOfferUpdate(updateWaiting: boolean, pathname: string): boolean {
  return updateWaiting && !isSessionPath(pathname);
}

/** Offers a new version that has installed and waits, if a version already controls this page. */
function offerWhenInstalled(worker: ServiceWorker): void {
  const offer = () =>
    offerUpdate(() => {
      // Reload once the new version has taken over this page, never before: the old one still serves it.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  // With no controller this is the first install, which takes over at once (sw.ts): nothing to offer.
  if (worker.state === 'installed' && navigator.serviceWorker.controller) offer();
  else
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer();
    });
}

async function register(): Promise<void> {
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    // No worker (a private window that forbids it, a browser setting): the app works as before, online.
    console.warn('The service worker could not be registered', error);
    return;
  }
  // A browser that blocks workers may answer with no registration at all (Chromium driven with service
  // workers blocked does): the same as a refusal.
  if (!registration) return;
  const current = registration;
  // A version that finished installing during an earlier visit and still waits.
  if (current.waiting) offerWhenInstalled(current.waiting);
  current.addEventListener('updatefound', () => {
    if (current.installing) offerWhenInstalled(current.installing);
  });
  await navigator.serviceWorker.ready;
  // The reads are kept by the worker as they pass through it: wait until it serves this page (at once
  // after the first install, which claims the open pages, sw.ts).
  if (!navigator.serviceWorker.controller)
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  const { startKeepingPlansOffline } = await import('./warmOffline');
  keepOffline = startKeepingPlansOffline(window.location.pathname);
}

/**
 * Whether this visit needs the worker (docs/offline.md): a visitor with a plan to train with, that is, on
 * a plan's pages (the plan, its session and history, a challenge, My Workouts) or with a plan saved on
 * this device, and any visit the worker already serves, so that it stays up to date. A first look at the
 * landing page or the blog does not download the whole app for offline use (about 550 kB on the wire).
 */
export function needsOfflineApp(pathname: string, savedPlans: number, controlled: boolean): boolean {
  return controlled || savedPlans > 0 || /^\/[a-z]{2}\/(plan|challenge|my-workouts)(\/|$)/.test(pathname);
}

/** Set while the worker is not yet started: checks whether the page now shown needs it. */
let startWhenNeeded: ((pathname: string) => void) | null = null;

/**
 * Registers the service worker after the page's load event, when the browser is next idle, so it never
 * competes with the page's own first requests, and only once the visit needs it (needsOfflineApp): at
 * once, or on the first page or saved plan that does. Production builds only: `npm run dev` and the tests
 * run without one (vite.config.ts, devOptions).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    whenIdle(() => void register());
  };
  const startAfterLoad = () => {
    startWhenNeeded = null;
    window.removeEventListener(LOCAL_CHANGE_EVENT, onSaved);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  };
  const check = (pathname: string) => {
    const saved = readList(STORAGE_KEYS.workouts).length;
    if (needsOfflineApp(pathname, saved, navigator.serviceWorker.controller !== null)) startAfterLoad();
  };
  const onSaved = () => check(window.location.pathname);
  startWhenNeeded = check;
  window.addEventListener(LOCAL_CHANGE_EVENT, onSaved);
  check(window.location.pathname);
}
