import { Workbox } from 'workbox-window';
import { LOCAL_CHANGE_EVENT } from '../deviceStorage';
import { offerUpdate, setOfflineKeeper } from './serviceWorker';

/**
 * Loaded after the page is idle (serviceWorker.ts): registers the worker built from src/client/sw.ts, and
 * offers a waiting new version to the visitor instead of applying it (issue 16 part 6: the update flow
 * never breaks a session in progress; components/AppStatus.tsx decides where the offer may show).
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      // Reload once the new version has taken over this page, never before: the old one still serves it.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    // No worker (a private window that forbids it, a browser setting): the app works as before, online.
    console.warn('The service worker could not be registered', error);
    return;
  }
  await navigator.serviceWorker.ready;
  // The reads are kept by the worker as they pass through it: wait until it serves this page (at once
  // after the first install, which claims the open pages, sw.ts).
  if (!navigator.serviceWorker.controller)
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  startKeepingPlansOffline();
}

/**
 * Warms the offline copies of the visitor's plans in the background (warmOffline.ts): now, when a page
 * is shown, and when the saved list changes (a plan just made or restored on this device).
 */
function startKeepingPlansOffline(): void {
  let pending: string | null = null;
  let running = false;
  const run = async (pathname: string) => {
    pending = pathname;
    if (running) return;
    running = true;
    try {
      const { keepPlansOffline } = await import('./warmOffline');
      while (pending !== null) {
        const next = pending;
        pending = null;
        await keepPlansOffline(next);
      }
    } finally {
      running = false;
    }
  };
  setOfflineKeeper((pathname) => void run(pathname));
  window.addEventListener(LOCAL_CHANGE_EVENT, () => void run(window.location.pathname));
  void run(window.location.pathname);
}
