import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { pageOf as routePageOf } from '../../contract/routes';
import { activateLanguage, i18n } from '../lib/i18n';
import { pageOf, useLanguage } from '../lib/language';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ConnectionStatus, UpdatePrompt } from './AppStatus';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

function PageFallback() {
  const { t } = useLingui();
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}

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
    setReady(i18n.locale === language);
    void activateLanguage(language).then(() => {
      if (!cancelled) setReady(true);
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
        <Suspense fallback={<PageFallback />}>
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
        <Suspense fallback={<PageFallback />}>{notFound ? <NotFoundPage /> : <Outlet />}</Suspense>
      </main>
      <SiteFooter />
      <UpdatePrompt />
    </>
  );
}
