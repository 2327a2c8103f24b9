import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STORAGE_KEYS } from '../../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import { LazyModal } from '../../components/LazyModal';
import { removeItem, updateItem } from '../../lib/deviceStorage';
import { errorText, httpStatusOf } from '../../lib/errors';
import { loadTrpcClient, planQuery, procedurePathKey } from '../../lib/siteQueries';
import { showToast } from '../../lib/toast';

/**
 * The creator's controls for a plan: list or unlist it in the community, or delete it. They show only
 * on the device that made the plan, which alone holds its management key (lib/deviceStorage.ts).
 */

/** The server's refusals, in the reader's language (the server's own sentences are English). */
function useRefusalText() {
  const { t } = useLingui();
  return (error: unknown) => {
    const status = httpStatusOf(error);
    if (status === 403)
      return t`This plan can only be changed with its management key, which is kept on the device that created it.`;
    if (status === 404) return t`This plan no longer exists.`;
    if (status === 409)
      return t`A plan adapted to its creator's health is never listed in the community, since its exercises could hint at why; its link still works.`;
    return errorText(error, t`Please try again later`);
  };
}

function useManagePlan(planId: string, managementKey: string, onDeleted: (() => void) | undefined) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refusal = useRefusalText();
  const refreshLists = () => {
    for (const list of ['workouts.recent', 'workouts.topRated', 'workouts.browse'])
      void queryClient.invalidateQueries({ queryKey: procedurePathKey(list) });
  };
  const context = { managementKey };

  const setListed = useMutation({
    mutationFn: async (listed: boolean) =>
      (await loadTrpcClient()).workouts.setListed.mutate({ id: planId, listed }, { context }),
    onSuccess(result) {
      updateItem(STORAGE_KEYS.workouts, planId, { listed: result.listed });
      queryClient.setQueryData(planQuery(planId).queryKey, (plan) =>
        plan ? { ...plan, listed: result.listed } : plan,
      );
      refreshLists();
      showToast(
        result.listed
          ? { title: t`Plan listed`, description: t`It now appears in the community.` }
          : {
              title: t`Plan unlisted`,
              description: t`It no longer appears in the community. Its link still works.`,
            },
      );
    },
    onError(error) {
      showToast({ title: t`Could not change the plan`, description: refusal(error), variant: 'destructive' });
    },
  });

  const remove = useMutation({
    mutationFn: async () => (await loadTrpcClient()).workouts.delete.mutate({ id: planId }, { context }),
    onSuccess() {
      // Leave the page first: a plan page still showing would ask for the plan again and say it is gone.
      onDeleted?.();
      removeItem(STORAGE_KEYS.workouts, planId);
      queryClient.removeQueries({ queryKey: planQuery(planId).queryKey });
      refreshLists();
      showToast({
        title: t`Plan deleted`,
        description: t`The plan, its ratings and its challenges are gone for good.`,
      });
    },
    onError(error) {
      showToast({ title: t`Could not delete the plan`, description: refusal(error), variant: 'destructive' });
    },
  });
  return { setListed, remove };
}

/**
 * The listed switch and the Delete button, with its confirmation. `listed` is the plan's state as last
 * read; `onDeleted` runs after the server deleted it (the plan page leaves, My Workouts drops the card).
 */
export function ManagePlanControls({
  planId,
  managementKey,
  listed,
  neverListed = false,
  onDeleted,
}: {
  planId: string;
  managementKey: string;
  listed: boolean;
  /**
   * The coach adapted the plan to its creator's health (or asks for clearance first): the plan cannot be
   * listed (README "Privacy"), so the switch is not offered.
   */
  neverListed?: boolean;
  onDeleted?(): void;
}) {
  const { t } = useLingui();
  const { setListed, remove } = useManagePlan(planId, managementKey, onDeleted);
  const [confirming, setConfirming] = useState(false);
  const shown = setListed.isPending ? (setListed.variables ?? listed) : listed;

  return (
    <Stack gap="xs">
      {neverListed ? (
        <Text size="sm" c="dimmed">
          <Trans>
            Plans adapted to your health are never listed in the community, so strangers learn nothing from
            their exercises. Only people you give the link to can open it.
          </Trans>
        </Text>
      ) : (
        <Switch
          label={setListed.isPending ? t`Listed in the community · Saving` : t`Listed in the community`}
          aria-busy={setListed.isPending || undefined}
          description={
            shown
              ? t`Others can find and rate it under your name.`
              : t`Only people you give the link to can open it.`
          }
          checked={shown}
          disabled={setListed.isPending}
          onChange={(event) => setListed.mutate(event.currentTarget.checked)}
        />
      )}
      <Group>
        <Button variant="light" color="red" size="xs" onClick={() => setConfirming(true)}>
          <Trans>Delete plan</Trans>
        </Button>
      </Group>
      <LazyModal opened={confirming} onClose={() => setConfirming(false)} title={t`Delete this plan?`}>
        <Stack>
          <Text size="sm">
            <Trans>
              The plan, its ratings, its challenges and everyone's progress in them are deleted for good. Its
              link will stop working. This cannot be undone.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <BusyButton
              color="red"
              busy={remove.isPending}
              busyLabel={t`Deleting`}
              onClick={() => remove.mutate()}
            >
              <Trans>Delete for good</Trans>
            </BusyButton>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
