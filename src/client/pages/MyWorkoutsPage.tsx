import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Menu,
  Modal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '../../contract/constants';
import { EmptyState } from '../components/EmptyState';
import { PageHeading } from '../components/PageHeading';
import { useSendQueuedCompletions } from '../features/challenge/sendCompletions';
import { ManagePlanControls } from '../features/plan/ManagePlan';
import { HistoryLink } from '../features/training/HistoryLink';
import { useTrainingLog } from '../features/training/log';
import { sessionPath } from '../features/training/sessionLinks';
import { answerLabel } from '../lib/answerLabels';
import {
  readList,
  removeItem,
  restoreItem,
  type SavedChallenge,
  type SavedWorkout,
  useDeviceList,
} from '../lib/deviceStorage';
import { localizedPath, shareableUrl, useLanguage } from '../lib/language';
import { showToast } from '../lib/toast';

function formatShortDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language, { month: 'short', day: 'numeric', year: 'numeric' });
}

function CardMenu({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label}>
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * Removing a card asks first, then offers Undo: this list is the only place this device keeps the plan's
 * link (and its management key), so a slip of the finger must not lose it.
 */
function useRemoveWithUndo<K extends typeof STORAGE_KEYS.workouts | typeof STORAGE_KEYS.challenges>(key: K) {
  const { t } = useLingui();
  return (item: K extends typeof STORAGE_KEYS.workouts ? SavedWorkout : SavedChallenge, title: string) => {
    const index = readList(key).findIndex((existing) => existing.id === item.id);
    removeItem(key, item.id);
    showToast({
      title,
      description: t`It was removed from this device.`,
      action: { label: t`Undo`, onClick: () => restoreItem(key, item as never, index) },
    });
  };
}

function ConfirmRemove({
  opened,
  name,
  withKey,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  name: string;
  withKey: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onCancel} title={t`Remove “${name}” from this device?`}>
      <Stack>
        <Text size="sm">
          {withKey
            ? t`This list is the only place this device keeps its link and the key to manage it. Copy the link first if you want to keep it.`
            : t`This list is the only place this device keeps its link. Copy the link first if you want to keep it.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={onConfirm}>
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function WorkoutCard({ workout }: { workout: SavedWorkout }) {
  const language = useLanguage();
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveWithUndo(STORAGE_KEYS.workouts);
  const logged = useTrainingLog(workout.id).length;
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group justify="space-between" align="start" wrap="nowrap">
        <Title order={3} size="h5" lineClamp={2}>
          {workout.name}
        </Title>
        <CardMenu label={t`Options for ${workout.name}`}>
          <Menu.Item color="red" onClick={() => setConfirming(true)}>
            {/* With the key held here, removing the card also gives up managing the plan. */}
            {workout.managementKey ? <Trans>Remove from this device</Trans> : <Trans>Delete</Trans>}
          </Menu.Item>
        </CardMenu>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {formatShortDate(workout.createdAt, language)}
      </Text>
      <Group gap="xs" mt="sm">
        {/* This device's own list: an 'other:' answer may show the visitor's own words here. */}
        {workout.focusArea && workout.focusArea !== 'none' && (
          <Badge variant="light">{answerLabel(i18n, 'focusArea', workout.focusArea, { own: true })}</Badge>
        )}
        <Badge variant="light" color="grape">
          {answerLabel(i18n, 'fitnessGoal', workout.fitnessGoal, { own: true })}
        </Badge>
      </Group>
      {workout.managementKey && (
        <Box mt="md">
          <ManagePlanControls
            planId={workout.id}
            managementKey={workout.managementKey}
            listed={workout.listed === true}
          />
        </Box>
      )}
      <Button
        component={Link}
        to={sessionPath(language, workout.id)}
        mt="md"
        h={48}
        fullWidth
        aria-label={t`Start workout: ${workout.name}`}
      >
        <Trans>Start workout</Trans>
      </Button>
      <Group gap="xs" mt="xs" grow>
        <Button component={Link} to={localizedPath(language, `/plan/${workout.id}`)} variant="light" h={48}>
          <Trans>View</Trans>
        </Button>
        <HistoryLink planId={workout.id} count={logged} variant="default" h={48} short />
      </Group>
      <ConfirmRemove
        opened={confirming}
        name={workout.name}
        withKey={Boolean(workout.managementKey)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove(workout, t`Workout Deleted`);
        }}
      />
    </Card>
  );
}

function ChallengeCard({ challenge }: { challenge: SavedChallenge }) {
  const language = useLanguage();
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveWithUndo(STORAGE_KEYS.challenges);
  const path = localizedPath(language, `/challenge/${challenge.id}`);
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group justify="space-between" align="start" wrap="nowrap">
        <Title order={3} size="h5" lineClamp={2}>
          {challenge.name}
        </Title>
        <CardMenu label={t`Options for ${challenge.name}`}>
          <Menu.Item
            onClick={() => {
              void navigator.clipboard
                .writeText(shareableUrl(language, `/challenge/${challenge.id}`))
                .then(() =>
                  showToast({ title: t`Link copied`, description: t`Share it so others can join.` }),
                )
                .catch(() =>
                  showToast({ title: t`Could not copy the link`, description: path, variant: 'destructive' }),
                );
            }}
          >
            <Trans>Copy link</Trans>
          </Menu.Item>
          <Menu.Item color="red" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Menu.Item>
        </CardMenu>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {formatShortDate(challenge.createdAt, language)}
      </Text>
      {challenge.description && (
        <Text size="sm" mt="sm" lineClamp={3}>
          {challenge.description}
        </Text>
      )}
      <Button component={Link} to={path} mt="md" variant="light">
        <Trans>View</Trans>
      </Button>
      <ConfirmRemove
        opened={confirming}
        name={challenge.name}
        withKey={false}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove(challenge, t`Challenge Deleted`);
        }}
      />
    </Card>
  );
}

export default function MyWorkoutsPage() {
  useSendQueuedCompletions();
  const language = useLanguage();
  const { t } = useLingui();
  const workouts = useDeviceList(STORAGE_KEYS.workouts);
  const challenges = useDeviceList(STORAGE_KEYS.challenges);
  const createLink = `${localizedPath(language)}?create=true`;
  const createButton = (
    <Button component={Link} to={createLink}>
      <Trans>Create new workout</Trans>
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="start">
        <PageHeading
          title={t`My Workouts`}
          description={t`Plans and challenges you made on this device. They are kept in this browser only.`}
        />
        {createButton}
      </Group>
      <Tabs defaultValue="workouts">
        <Tabs.List mb="md">
          <Tabs.Tab value="workouts">
            <Trans>Workout plans ({workouts.length})</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="challenges">
            <Trans>Challenges ({challenges.length})</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="workouts">
          {workouts.length === 0 ? (
            <EmptyState
              title={t`No saved workout plans yet`}
              description={t`Plans you create are saved here on this device.`}
              action={createButton}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {workouts.map((workout) => (
                <WorkoutCard key={workout.id} workout={workout} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="challenges">
          {challenges.length === 0 ? (
            <EmptyState
              title={t`No challenges yet`}
              description={t`Create a challenge from one of your plans and invite others to train with you.`}
              action={createButton}
            />
          ) : (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {challenges.map((challenge) => (
                  <ChallengeCard key={challenge.id} challenge={challenge} />
                ))}
              </SimpleGrid>
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
