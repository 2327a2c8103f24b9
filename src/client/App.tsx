import { I18nProvider } from '@lingui/react';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
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

function MantineWithTheme({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  return (
    <MantineProvider theme={mantineTheme} forceColorScheme={resolved}>
      <Notifications position="bottom-right" limit={1} zIndex={1000} />
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
