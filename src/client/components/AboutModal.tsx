import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { SocialLinks } from './SocialLinks';

type AboutModalProps = { opened: boolean; onClose(): void; onCreateWorkout(): void };

export default function AboutModal({ opened, onClose, onCreateWorkout }: AboutModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`About Workout Coach`} size="lg">
      <Stack>
        <Text>
          <Trans>
            Workout Coach is an independent, open project. Answer a short chat and a coach built on published
            training research writes you a plan that fits your time, equipment, level, goal and injuries. No
            account: the link is the key.
          </Trans>
        </Text>
        <Text c="dimmed" size="sm">
          <Trans>
            The plans follow the ACSM and NSCA guidelines and the WHO activity recommendations. They are not
            medical advice: see a professional before starting if you have a health condition.
          </Trans>
        </Text>
        <SocialLinks />
        <Button onClick={onCreateWorkout}>
          <Trans>Create my workout</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}
