import { notifications, notificationsStore } from '@mantine/notifications';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { pageOf as routePageOf } from '../../contract/routes';
import { activateLanguage, i18n } from '../lib/i18n';
import { pageOf, useLanguage } from '../lib/language';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ConnectionStatus, UpdatePrompt } from './AppStatus';
import { PageLoader } from './PageLoader';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * A link to another page opens at its top, as a full page load would; going back keeps the browser's
 * position, and switching language keeps the reader where they were.
 */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const pageWithoutLanguage = pathname.split('/').slice(2).join('/');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's path is the trigger, not an input
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo({ top: 0 });
  }, [pageWithoutLanguage, navigationType]);
}

/**
 * A toast belongs to the page it was raised on (lib/toast.tsx): an invalid-email warning from the
 * questionnaire must not follow the visitor onto their plan.
 */
function useToastsStayOnTheirPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = pageOf(pathname);
    const { notifications: shown, queue } = notificationsStore.getState();
    const raisedElsewhere = [...shown, ...queue].some(
      (toast) => toast['data-page'] !== undefined && toast['data-page'] !== page,
    );
    if (raisedElsewhere) notifications.clean();
  }, [pathname]);
}

/** Pages drawn without the site's header and footer. */
function isFullScreenPage(pathname: string): boolean {
  return routePageOf(pathname.split('/').slice(2).join('/')) === 'session';
}

/** How long a page may take to draw its full height again (its own catalogue, its data from the cache). */
const SCROLL_BACK_MS = 3000;
/** How long the position must hold before the wait ends: a page's own scroll-to-top on mount may come late. */
const SCROLL_HELD_MS = 300;

/**
 * Scrolls back to `top` once the page is tall enough again, and keeps it there until it holds (a page
 * that scrolls itself to the top as it mounts, such as PlanPage, may run after the first try). The
 * reader's own wheel, touch or key ends the wait at once.
 */
function scrollBackTo(top: number) {
  if (top <= 0) return;
  const until = performance.now() + SCROLL_BACK_MS;
  let heldSince: number | null = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  for (const event of events) window.addEventListener(event, stop, { passive: true });
  const attempt = () => {
    const now = performance.now();
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (!stopped && Math.abs(window.scrollY - top) > 1) {
      heldSince = null;
      window.scrollTo({ top: Math.min(top, Math.max(0, room)) });
    } else heldSince ??= now;
    const held = heldSince !== null && now - heldSince >= SCROLL_HELD_MS;
    if (!stopped && !held && now < until) requestAnimationFrame(attempt);
    else for (const event of events) window.removeEventListener(event, stop);
  };
  requestAnimationFrame(attempt);
}

/** Header, page, footer; the page renders once the route's language catalogue is active. */
export function AppLayout({ notFound = false }: { notFound?: boolean }) {
  const language = useLanguage();
  const { pathname } = useLocation();
  useScrollToTopOnNewPage();
  useToastsStayOnTheirPage();
  // The page is live. Until then a page drawn by the server is readable but its buttons do not answer:
  // styles.css gives them a waiting cursor, and the end-to-end tests wait for this before they click.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  const [ready, setReady] = useState(i18n.locale === language);

  useEffect(() => {
    let cancelled = false;
    // The page is still drawn here; while the other language loads it is not, the document collapses and
    // the browser drops the reader at the top. Switching language keeps them where they were (issue 29).
    const top = window.scrollY;
    setReady(i18n.locale === language);
    void activateLanguage(language).then(() => {
      if (cancelled) return;
      setReady(true);
      scrollBackTo(top);
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  if (!ready) return null;
  // The guided session is full screen (issue 16 part 1): its own bar has the way out, nothing else competes.
  if (!notFound && isFullScreenPage(pathname)) {
    return (
      <main id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    );
  }
  return (
    <>
      <SiteHeader />
      <ConnectionStatus />
      <main id="main">
        <Suspense fallback={<PageLoader />}>{notFound ? <NotFoundPage /> : <Outlet />}</Suspense>
      </main>
      <SiteFooter />
      <UpdatePrompt />
    </>
  );
}
