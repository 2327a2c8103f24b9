import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Challenge } from '../../../contract/community';
import { PLAN_LIST_PAGE_SIZE, STORAGE_KEYS } from '../../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ShowMore } from '../../components/ShowMore';
import { removeItem } from '../../lib/deviceStorage';
import { errorText } from '../../lib/errors';
import { localizedPath, useLanguage } from '../../lib/language';
import { showToast } from '../../lib/toast';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { usePagedList } from '../../lib/usePagedList';
import { userText } from '../../lib/userText';
import { useManagementKey } from '../plan/usePlanManagementKey';
import { CreateChallengeDialog } from './CreateChallengeDialog';
import { formatDate } from './format';

const challengesOf = (page: { challenges: Challenge[] }) => page.challenges;

/** The plan page's challenges: locked until the 4-week progression exists (docs/product.md section 2). */
export function PlanChallengesSection({
  planId,
  hasProgression,
}: {
  planId: string;
  hasProgression: boolean;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <Stack component="section" aria-labelledby="challenges-heading" gap="sm">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3" id="challenges-heading">
          <Trans>Challenges</Trans>
        </Title>
        {hasProgression && (
          <Button onClick={() => setCreating(true)}>
            <Trans>Create challenge</Trans>
          </Button>
        )}
      </Group>
      {hasProgression ? (
        <>
          <Text c="dimmed" size="sm">
            <Trans>
              Train this plan's four weeks together: everyone ticks off exercises and sees who is ahead.
            </Trans>
          </Text>
          <ChallengeList planId={planId} onCreate={() => setCreating(true)} />
          <CreateChallengeDialog planId={planId} opened={creating} onClose={() => setCreating(false)} />
        </>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Text fw={600}>
            <Trans>Challenges unlock once the 4-week progression plan exists</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Generate the progression plan above, then invite others to a challenge.</Trans>
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

function ChallengeList({ planId, onCreate }: { planId: string; onCreate(): void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  // The newest page first, then one more each "Show more" (README "Lists and paging").
  const list = usePagedList(
    (page: number) =>
      trpc.challenges.listForPlan.queryOptions({ id: planId, page, pageSize: PLAN_LIST_PAGE_SIZE.default }),
    challengesOf,
  );

  // One toast per failed load (docs/product.md section 8); the inline retry stays until it works.
  const { error } = list;
  useEffect(() => {
    if (!error) return;
    showToast({
      title: t`Error fetching challenges. Please try again.`,
      description: errorText(error, t`Unable to connect to the server. Please try again.`),
      variant: 'destructive',
    });
  }, [error, t]);

  if (list.initialLoading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
        <Skeleton height={110} radius="md" />
        <Skeleton height={110} radius="md" />
      </SimpleGrid>
    );
  }
  if (error && list.items.length === 0) {
    return (
      <Alert color="red" variant="light" title={t`Error fetching challenges. Please try again.`}>
        <BusyButton
          variant="light"
          color="red"
          size="xs"
          onClick={list.tryAgain}
          busy={list.loading}
          busyLabel={<Trans>Loading</Trans>}
        >
          <Trans>Try again</Trans>
        </BusyButton>
      </Alert>
    );
  }
  if (list.items.length === 0) {
    return (
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Text c="dimmed">
            <Trans>No challenges for this plan yet. Start one and invite your friends.</Trans>
          </Text>
          <Button variant="light" onClick={onCreate}>
            <Trans>Create challenge</Trans>
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {list.items.map((challenge) => (
          <ChallengeCard key={challenge.id} challenge={challenge} />
        ))}
      </SimpleGrid>
      <ShowMore list={list} />
    </Stack>
  );
}

/**
 * The plan's creator (this device holds the plan's management key) removes a challenge someone posted on
 * the plan, with its participants and their progress.
 */
function RemoveChallenge({ challenge, managementKey }: { challenge: Challenge; managementKey: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const name = challenge.name;
  const remove = useMutation({
    mutationFn: (_close: () => void) =>
      client.challenges.delete.mutate({ id: challenge.id }, { context: { managementKey } }),
    onSuccess(_result, close) {
      close();
      removeItem(STORAGE_KEYS.challenges, challenge.id);
      void queryClient.invalidateQueries({
        queryKey: trpc.challenges.listForPlan.queryKey({ id: challenge.workoutPlanId }),
      });
      showToast({
        title: t`Challenge removed`,
        description: t`Its participants and their progress are gone.`,
      });
    },
    onError(error) {
      showToast({
        title: t`Could not remove the challenge`,
        description: errorText(error, t`Something went wrong. Please try again.`),
        variant: 'destructive',
      });
    },
  });
  return (
    <Group justify="flex-end">
      <ConfirmDeleteButton
        label={t`Remove challenge ${name}`}
        title={t`Remove this challenge?`}
        confirmLabel={t`Remove for good`}
        pending={remove.isPending}
        onConfirm={(close) => remove.mutate(close)}
      >
        <Trans>
          As the plan's creator you can remove any challenge on it. The challenge, its participants and their
          progress are deleted for good and its link stops working.
        </Trans>
      </ConfirmDeleteButton>
    </Group>
  );
}

function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const language = useLanguage();
  const managementKey = useManagementKey(challenge.workoutPlanId);
  const creator = userText(challenge.createdBy);
  const date = formatDate(challenge.createdAt, language);
  const count = challenge.participantCount;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Title order={3} size="h5">
          <Anchor component={Link} to={localizedPath(language, `/challenge/${challenge.id}`)}>
            {challenge.name}
          </Anchor>
        </Title>
        {challenge.description && (
          <Text size="sm" lineClamp={3}>
            {challenge.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <Trans>
            By {creator} on {date}
          </Trans>
          {' · '}
          <Plural value={count} one="# participant" other="# participants" />
        </Text>
        {managementKey && <RemoveChallenge challenge={challenge} managementKey={managementKey} />}
      </Stack>
    </Paper>
  );
}
