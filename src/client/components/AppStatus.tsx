import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { notePageShown, shouldOfferUpdate, useOnline, useWaitingUpdate } from '../lib/pwa/serviceWorker';

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
        <Box px="md" py={6} className="offline-status">
          <Text size="sm" ta="center" c="inherit">
            {t`You're offline. Your saved plans still open; creating, rating and joining need a connection.`}
          </Text>
        </Box>
      )}
    </div>
  );
}

/**
 * The offer of a waiting new version, pinned to the foot of the screen above the page, never taking focus:
 * "Reload" applies it, the close button puts it off until the next visit. A polite status, not an alert:
 * nothing is wrong. Built from components the landing page already loads, so it costs no chunk of its own
 * (docs/offline.md, "The landing page's budget").
 */
function UpdateBanner({ onReload, onDismiss }: { onReload(): void; onDismiss(): void }) {
  const { t } = useLingui();
  return (
    <Paper
      role="status"
      aria-label={t`A new version is ready`}
      withBorder
      shadow="md"
      p="sm"
      style={{
        position: 'fixed',
        insetInline: 'var(--mantine-spacing-md)',
        bottom: 'var(--mantine-spacing-md)',
        maxWidth: 420,
        marginInline: 'auto',
        zIndex: 300,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          <Trans>A new version is ready</Trans>
        </Text>
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" onClick={onReload}>
            <Trans>Reload</Trans>
          </Button>
          <ActionIcon variant="subtle" color="gray" aria-label={t`Later`} onClick={onDismiss}>
            <span aria-hidden="true">×</span>
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * "A new version is ready — Reload", once a new version of the app waits (lib/pwa/serviceWorker.ts),
 * except on the guided session view, where it waits until the visitor has left it (shouldOfferUpdate).
 * Also tells the offline keeper which page is shown, so a plan opened online is kept for later.
 */
export function UpdatePrompt() {
  const { pathname } = useLocation();
  const applyUpdate = useWaitingUpdate();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => notePageShown(pathname), [pathname]);
  if (dismissed || !applyUpdate || !shouldOfferUpdate(true, pathname)) return null;
  return <UpdateBanner onReload={applyUpdate} onDismiss={() => setDismissed(true)} />;
}
