import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CHALLENGE_LIMITS, STORAGE_KEYS } from '../../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import { LazyModal } from '../../components/LazyModal';
import { saveItem } from '../../lib/deviceStorage';
import { errorText } from '../../lib/errors';
import { useFieldErrors } from '../../lib/fieldErrors';
import { showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';

/**
 * docs/product.md section 2 "Challenge creation form": name and your name required, description optional.
 * No email: nothing would ever write to it (README, "Privacy").
 */
export function CreateChallengeDialog({
  planId,
  opened,
  onClose,
}: {
  planId: string;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [createdBy, setCreatedBy] = useState('');
  const [description, setDescription] = useState('');
  const fields = useFieldErrors<'name' | 'createdBy'>();

  const create = useMutation(
    trpc.challenges.create.mutationOptions({
      onSuccess: (challenge) => {
        saveItem(STORAGE_KEYS.challenges, {
          id: challenge.id,
          name: challenge.name,
          description: challenge.description,
          createdAt: challenge.createdAt,
          workoutPlanId: challenge.workoutPlanId,
        });
        void queryClient.invalidateQueries({
          queryKey: trpc.challenges.listForPlan.queryKey({ id: planId }),
        });
        showToast({
          title: t`Challenge created`,
          description: t`Share its link so others can join. It is also saved in My Workouts on this device.`,
        });
        setName('');
        setCreatedBy('');
        setDescription('');
        onClose();
      },
      onError: (error) =>
        showToast({
          title: t`Error creating challenge. Please try again.`,
          description: errorText(error, t`Unable to connect to the server. Please try again.`),
          variant: 'destructive',
        }),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const values = { name: name.trim(), createdBy: createdBy.trim() };
    const required = t`This field is required`;
    const marked = fields.mark({
      name: values.name ? null : required,
      createdBy: values.createdBy ? null : required,
    });
    if (marked) return;
    create.mutate({ id: planId, ...values, description: description.trim() || null });
  }

  return (
    <LazyModal opened={opened} onClose={onClose} title={t`Create challenge`} centered>
      {/* noValidate: each field says what is missing, in the page's language, not the browser's bubble. */}
      <form onSubmit={submit} noValidate ref={fields.container}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>
              Invite friends to follow this plan's four-week progression with you and track who keeps up.
            </Trans>
          </Text>
          <TextInput
            label={t`Challenge name`}
            withAsterisk
            aria-required
            value={name}
            error={fields.errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              fields.clear('name');
            }}
            maxLength={CHALLENGE_LIMITS.nameMax}
            data-autofocus
          />
          <TextInput
            label={t`Your name`}
            withAsterisk
            aria-required
            value={createdBy}
            error={fields.errors.createdBy}
            onChange={(event) => {
              setCreatedBy(event.currentTarget.value);
              fields.clear('createdBy');
            }}
            autoComplete="name"
            maxLength={CHALLENGE_LIMITS.personMax}
          />
          <Textarea
            label={t`Description (optional)`}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={CHALLENGE_LIMITS.descriptionMax}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <BusyButton type="submit" busy={create.isPending} busyLabel={<Trans>Creating</Trans>}>
              <Trans>Create challenge</Trans>
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
