import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { JoinedParticipant } from '../../../contract/community';
import { CHALLENGE_LIMITS } from '../../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import { LazyModal } from '../../components/LazyModal';
import { errorText } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { userText } from '../../lib/userText';

export function JoinChallengeDialog({
  challengeId,
  challengeName: challengeNameText,
  opened,
  onClose,
  onJoined,
}: {
  challengeId: string;
  challengeName: string;
  opened: boolean;
  onClose(): void;
  onJoined(participant: JoinedParticipant): void;
}) {
  const { t } = useLingui();
  // An element, not a string: <Trans> never reads tags in it (lib/userText.tsx).
  const challengeName = userText(challengeNameText);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  // A problem is marked on its field and the keyboard moves there (not only a toast that names no field).
  const nameInput = useRef<HTMLInputElement>(null);

  const join = useMutation(
    trpc.challenges.join.mutationOptions({
      onSuccess: (participant) => {
        void queryClient.invalidateQueries({
          queryKey: trpc.challenges.participants.queryKey({ id: challengeId }),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.challenges.byId.queryKey({ id: challengeId }) });
        onJoined(participant);
        showToast({
          title: t`You joined the challenge`,
          description: t`You are now tracking as ${participant.name}.`,
        });
        setName('');
        setNameError(null);
        onClose();
      },
      // A taken name or a full challenge answers 409 with a sentence that says which.
      onError: (error) =>
        showToast({
          title: t`Could not join the challenge`,
          description: errorText(error, t`Something went wrong. Please try again.`),
          variant: 'destructive',
        }),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (join.isPending) return;
    const trimmedName = name.trim();
    if (!trimmedName) {
      const message = t`Name is required to join the challenge`;
      setNameError(message);
      nameInput.current?.focus();
      return;
    }
    join.mutate({ id: challengeId, name: trimmedName });
  }

  return (
    <LazyModal opened={opened} onClose={onClose} title={t`Join challenge`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>Join "{challengeName}" and track your exercises alongside the group.</Trans>
          </Text>
          <TextInput
            label={t`Your name`}
            description={t`Shown to everyone in this challenge.`}
            withAsterisk
            aria-required
            ref={nameInput}
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            autoComplete="name"
            maxLength={CHALLENGE_LIMITS.personMax}
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            <Trans>
              Only this device can tick off your exercises. To use another one too, open "Use on another
              device" here after joining.
            </Trans>
          </Text>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <BusyButton type="submit" busy={join.isPending} busyLabel={<Trans>Joining</Trans>}>
              <Trans>Join challenge</Trans>
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
