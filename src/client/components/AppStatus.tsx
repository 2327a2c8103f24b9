import { useLingui } from '@lingui/react/macro';
import { Box, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { notePageShown, shouldOfferUpdate, useOnline, useWaitingUpdate } from '../lib/pwa/serviceWorker';
import { useLoadedWhen } from '../lib/useLoadedWhen';

/**
 * A slim line under the header while the browser is offline (docs/offline.md). It sits in the page's
 * flow, so it never covers the plan; its polite live region is always there, so a screen reader hears
 * the change when the connection drops or returns, once.
 */
export function ConnectionStatus() {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <Box px="md" py={6} bg="var(--mantine-color-yellow-light)">
          <Text size="sm" ta="center">
            {t`You're offline. Your saved plans still open; creating, rating and joining need a connection.`}
          </Text>
        </Box>
      )}
    </div>
  );
}

const loadUpdateBanner = () => import('./UpdateBanner');

/**
 * "A new version is ready — Reload", once a new version of the app waits (lib/pwa/serviceWorker.ts), except
 * on the guided session view, where it waits until the visitor has left it (shouldOfferUpdate). The
 * banner's code loads only then. Also tells the offline keeper which page is shown, so a plan opened
 * online is kept for later.
 */
export function UpdatePrompt() {
  const { pathname } = useLocation();
  const applyUpdate = useWaitingUpdate();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => notePageShown(pathname), [pathname]);
  const offered = !dismissed && shouldOfferUpdate(applyUpdate !== null, pathname);
  const UpdateBanner = useLoadedWhen(offered, loadUpdateBanner);
  if (!offered || !UpdateBanner || !applyUpdate) return null;
  return <UpdateBanner onReload={applyUpdate} onDismiss={() => setDismissed(true)} />;
}
