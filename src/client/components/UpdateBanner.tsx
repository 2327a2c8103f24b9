import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Notification, Text } from '@mantine/core';

/**
 * The offer of a waiting new version (AppStatus.tsx, UpdatePrompt): pinned to the foot of the screen,
 * above the page, never taking focus; "Reload" applies it, the close button puts it off until the next
 * visit. A polite status, not an alert: nothing is wrong.
 */
export default function UpdateBanner({ onReload, onDismiss }: { onReload(): void; onDismiss(): void }) {
  const { t } = useLingui();
  return (
    <Notification
      role="status"
      title={t`A new version is ready`}
      onClose={onDismiss}
      closeButtonProps={{ 'aria-label': t`Later` }}
      withBorder
      style={{
        position: 'fixed',
        insetInline: 'var(--mantine-spacing-md)',
        bottom: 'var(--mantine-spacing-md)',
        maxWidth: 420,
        marginInline: 'auto',
        zIndex: 300,
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          <Trans>Reload to use it.</Trans>
        </Text>
        <Button size="compact-sm" onClick={onReload}>
          <Trans>Reload</Trans>
        </Button>
      </Group>
    </Notification>
  );
}
