import { I18nProvider } from '@lingui/react';
import { createTheme, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { i18n } from './lib/i18n';
import { ThemeProvider, useTheme } from './lib/theme';
import { createQueryClient, createTrpcClient, TRPCProvider } from './lib/trpc';

const mantineTheme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above the WCAG AA contrast ratio.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * Mantine's toast renderer (with its transitions and scroll-lock code, about 11 kB gzip) loads with the
 * first toast rather than with every page: the store holds the toast until the renderer mounts. It is
 * imported in an effect rather than through lazy/Suspense so no render ever suspends on it: a suspended
 * render here would hold back the updates the toast was shown with (a form reset, a tab change).
 */
function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [Renderer, setRenderer] = useState<ComponentType | null>(null);
  const wanted = notifications.length + queue.length > 0;
  useEffect(() => {
    if (!wanted || Renderer) return;
    void import('./components/ToastRenderer').then((module) => setRenderer(() => module.default));
  }, [wanted, Renderer]);
  return Renderer ? <Renderer /> : null;
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

/** Every provider the pages rely on; tests render pages inside this too. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
