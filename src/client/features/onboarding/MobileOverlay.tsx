import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The questionnaire on mobile: a full-screen overlay whose back button goes back in history. Its own
 * module so that the landing page loads without Mantine's modal machinery.
 */
export default function MobileOverlay({ onBack, children }: { onBack(): void; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Modal
      opened
      onClose={onBack}
      fullScreen
      withCloseButton={false}
      title={
        <Group gap="xs">
          <ActionIcon
            variant="subtle"
            onClick={onBack}
            aria-label={t({ message: 'Back', context: 'go back' })}
            size="lg"
          >
            <span aria-hidden="true">←</span>
          </ActionIcon>
          <Trans>Create your workout</Trans>
        </Group>
      }
    >
      {children}
    </Modal>
  );
}
