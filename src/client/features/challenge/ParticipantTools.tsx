import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STORAGE_KEYS } from '../../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import { LazyModal } from '../../components/LazyModal';
import { forgetDeviceKey } from '../../lib/deviceKeys';
import { errorText } from '../../lib/errors';
import { useLanguage, useShareableUrl } from '../../lib/language';
import { showToast } from '../../lib/toast';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { userText } from '../../lib/userText';
import { participantTransferUrl } from './participantKeys';

/**
 * What only the participant's own device offers (it alone holds their key): a link that moves the key to
 * another device, and leaving the challenge. Both ask before anything happens.
 */
export function ParticipantTools({
  challengeId,
  participantId,
  participantName,
  participantKey,
}: {
  challengeId: string;
  participantId: string;
  participantName: string;
  participantKey: string;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const challengeUrl = useShareableUrl(language, `/challenge/${challengeId}`);
  const transferUrl = participantTransferUrl(challengeUrl, participantId, participantKey);
  const name = userText(participantName);

  const leave = useMutation({
    mutationFn: () => client.challenges.leave.mutate({ participantId }, { context: { participantKey } }),
    onSuccess() {
      forgetDeviceKey(STORAGE_KEYS.participantKeys, participantId);
      setLeaving(false);
      void queryClient.invalidateQueries({
        queryKey: trpc.challenges.participants.queryKey({ id: challengeId }),
      });
      void queryClient.invalidateQueries({ queryKey: trpc.challenges.byId.queryKey({ id: challengeId }) });
      showToast({
        title: t`You left the challenge`,
        description: t`Your name and progress are no longer in it.`,
      });
    },
    onError(error) {
      showToast({
        title: t`Could not leave the challenge`,
        description: errorText(error, t`Something went wrong. Please try again.`),
        variant: 'destructive',
      });
    },
  });

  return (
    <>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setMoving(true)}>
          <Trans>Use on another device</Trans>
        </Button>
        <Button variant="subtle" color="red" size="xs" onClick={() => setLeaving(true)}>
          <Trans>Leave challenge</Trans>
        </Button>
      </Group>

      <LazyModal opened={moving} onClose={() => setMoving(false)} title={t`Use on another device`} centered>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Open this link on your other device (your phone, say) to tick off {name}'s exercises there too.
              Anyone who has it can change your progress: send it only to yourself.
            </Trans>
          </Text>
          <TextInput
            label={t`Link for your other device`}
            value={transferUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="participant-transfer-link"
          />
          <Group justify="flex-end">
            <CopyButton value={transferUrl}>
              {({ copied, copy }) => (
                <Button color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? <Trans>Link copied!</Trans> : <Trans>Copy link</Trans>}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </LazyModal>

      <LazyModal opened={leaving} onClose={() => setLeaving(false)} title={t`Leave this challenge?`} centered>
        <Stack>
          <Text size="sm">
            <Trans>
              {name} and all of {name}'s progress are removed from the challenge for everyone. This cannot be
              undone.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setLeaving(false)} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <BusyButton
              color="red"
              busy={leave.isPending}
              busyLabel={<Trans>Leaving</Trans>}
              onClick={() => leave.mutate()}
            >
              <Trans>Leave for good</Trans>
            </BusyButton>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
