import { I18nProvider } from '@lingui/react';
import { createTheme, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../contract/constants';
import { i18n } from './lib/i18n';
import { ThemeProvider, useTheme } from './lib/theme';
import { createQueryClient, createTrpcClient, TRPCProvider, useTRPCClient } from './lib/trpc';
import { useLoadedWhen } from './lib/useLoadedWhen';

const mantineTheme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above the WCAG AA contrast ratio.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

const loadToastRenderer = () => import('./components/ToastRenderer');

/**
 * Mantine's toast renderer (with its transitions and scroll-lock code, about 11 kB gzip) loads with the
 * first toast rather than with every page: the store holds the toast until the renderer mounts.
 */
function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const ToastRenderer = useLoadedWhen(notifications.length + queue.length > 0, loadToastRenderer);
  return ToastRenderer ? <ToastRenderer /> : null;
}

function MantineWithTheme({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  return (
    <MantineProvider theme={mantineTheme} forceColorScheme={resolved}>
      <DeferredNotifications />
      {children}
    </MantineProvider>
  );
}

/**
 * Challenge completions of sessions finished offline (features/challenge/completionQueue.ts) are sent at
 * the app's start and whenever the connection returns. The sender loads only when something waits, so
 * the landing page carries a storage check and a listener, nothing more.
 */
function QueuedCompletionsSender() {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sendWaiting = () => {
      try {
        if (localStorage.getItem(STORAGE_KEYS.completionQueue) === null) return;
      } catch {
        return;
      }
      void import('./features/challenge/sendCompletions').then(({ sendQueuedCompletions }) =>
        sendQueuedCompletions(client, queryClient),
      );
    };
    sendWaiting();
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [client, queryClient]);
  return null;
}

/**
 * Every provider the pages rely on; tests render pages inside this too. The entry and the server's
 * prerender pass a query client already holding the data the server read for the page.
 */
export function AppProviders({
  children,
  queryClient: givenQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [trpcClient] = useState(() => createTrpcClient());
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <QueuedCompletionsSender />
        <I18nProvider i18n={i18n}>
          <ThemeProvider>
            <MantineWithTheme>{children}</MantineWithTheme>
          </ThemeProvider>
        </I18nProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
