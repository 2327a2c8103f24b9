import { I18nProvider } from '@lingui/react';
import { createTheme, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { i18n } from './lib/i18n';
import { ThemeProvider, useTheme } from './lib/theme';
import { createQueryClient, createTrpcClient, TRPCProvider } from './lib/trpc';
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
        <I18nProvider i18n={i18n}>
          <ThemeProvider>
            <MantineWithTheme>{children}</MantineWithTheme>
          </ThemeProvider>
        </I18nProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
