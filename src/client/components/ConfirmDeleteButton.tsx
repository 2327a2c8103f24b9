import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { BusyButton } from './BusyButton';
import { LazyModal } from './LazyModal';

/**
 * A small red button that deletes something on the server for good, after a dialog that says what goes
 * (ratings, participations, challenges: README, "Privacy"). The dialog closes when the deletion succeeds;
 * a refusal leaves it open beside the caller's error toast.
 */
export function ConfirmDeleteButton({
  label,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
}: {
  /** The button's text; also what a screen reader hears, so it names the thing ("Delete my review"). */
  label: string;
  title: string;
  /** What will be deleted, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** Runs the deletion; `close` shuts the dialog once it succeeded. */
  onConfirm(close: () => void): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  return (
    <>
      <Button variant="subtle" color="red" size="compact-xs" onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <LazyModal opened={confirming} onClose={close} title={title} centered>
        <Stack>
          <Text size="sm">{children}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <BusyButton
              color="red"
              busy={pending}
              busyLabel={<Trans>Deleting</Trans>}
              onClick={() => onConfirm(close)}
            >
              {confirmLabel}
            </BusyButton>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
