import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { styleWasChosen } from '../../../contract/answers';
import type { ChallengeDetail, JoinedParticipant, Participant } from '../../../contract/community';
import { STORAGE_KEYS } from '../../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import { PageHeading } from '../../components/PageHeading';
import { answerLabel } from '../../lib/answerLabels';
import { saveDeviceKey, useDeviceKey, useDeviceKeyIds } from '../../lib/deviceKeys';
import { saveItem } from '../../lib/deviceStorage';
import { errorText } from '../../lib/errors';
import { localizedPath, useLanguage, useShareableUrl } from '../../lib/language';
import { showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { userText } from '../../lib/userText';
import { sessionPath } from '../training/sessionLinks';
import { useActiveParticipantId } from './activeParticipant';
import { ChallengeTracker } from './ChallengeTracker';
import { formatDate } from './format';
import { JoinChallengeDialog } from './JoinChallengeDialog';
import { ChallengeLeaderboard, ParticipantPicker } from './ParticipantsPanel';
import { ParticipantTools } from './ParticipantTools';
import { takeParticipantFromLink } from './participantKeys';
import { useCompletionToggle } from './useCompletionToggle';

export const COPIED_MS = 2000;

/** The loaded challenge: detail, plan overview, participants, leaderboard and the tracker. */
export function ChallengeView({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const [joining, setJoining] = useState(false);
  const [storedId, chooseParticipant] = useActiveParticipantId(challenge.id);
  const participantsQuery = useQuery(trpc.challenges.participants.queryOptions({ id: challenge.id }));
  const participants = participantsQuery.data ?? [];
  // Anyone may pick any name to see that person's progress; only a name whose key this device holds
  // (it joined here, or came with a link from the device that did) can tick exercises off.
  const active = participants.find((participant) => participant.id === storedId) ?? null;
  const activeKey = useDeviceKey(STORAGE_KEYS.participantKeys, active?.id ?? null);
  const ownedIds = useDeviceKeyIds(STORAGE_KEYS.participantKeys);
  const owned = active && activeKey ? active : null;

  // A link from the participant's other device (participantKeys.ts): keep the key, clear the address bar.
  useEffect(() => {
    const moved = takeParticipantFromLink();
    if (!moved) return;
    chooseParticipant(moved);
    saveItem(STORAGE_KEYS.challenges, {
      id: challenge.id,
      name: challenge.name,
      description: challenge.description,
      createdAt: challenge.createdAt,
      workoutPlanId: challenge.workoutPlanId,
    });
    showToast({
      title: t`This device now tracks your progress`,
      description: t`You can tick off your exercises here as well as on your other device.`,
    });
  }, [chooseParticipant, challenge, t]);

  const { error: participantsError } = participantsQuery;
  useEffect(() => {
    if (!participantsError) return;
    showToast({
      title: t`Could not load the participants`,
      description: errorText(participantsError, t`Unable to connect to the server. Please try again.`),
      variant: 'destructive',
    });
  }, [participantsError, t]);

  function onJoined(participant: JoinedParticipant) {
    // The key is the participant's only proof of who they are: it stays on this device (lib/deviceKeys.ts).
    saveDeviceKey(STORAGE_KEYS.participantKeys, participant.id, participant.participantKey);
    chooseParticipant(participant.id);
    // Joined challenges are kept with created ones, so My Workouts can bring the visitor back.
    saveItem(STORAGE_KEYS.challenges, {
      id: challenge.id,
      name: challenge.name,
      description: challenge.description,
      createdAt: challenge.createdAt,
      workoutPlanId: challenge.workoutPlanId,
    });
  }

  const creator = userText(challenge.createdBy);
  const activeName = owned ? userText(owned.name) : '';
  const date = formatDate(challenge.createdAt, language);
  const count = participantsQuery.data?.length ?? challenge.participantCount;

  return (
    <Stack gap="xl">
      <PageHeading title={challenge.name} description={challenge.description ?? undefined}>
        <Text size="sm" c="dimmed">
          <Trans>
            Group challenge created by {creator} on {date}
          </Trans>
          {' · '}
          <Plural value={count} one="# participant" other="# participants" />
        </Text>
        <Group gap="sm" mt="sm">
          {/* Once this device takes part, it says so instead of offering to join again. */}
          {owned ? (
            <Badge color="teal" variant="light" size="lg" data-testid="joined-badge">
              <Trans>You take part as {activeName}</Trans>
            </Badge>
          ) : (
            <Button onClick={() => setJoining(true)}>
              <Trans>Join challenge</Trans>
            </Button>
          )}
          <CopyInviteButton challengeId={challenge.id} />
        </Group>
      </PageHeading>

      <PlanOverview challenge={challenge} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-labelledby="participants-heading"
            >
              <Title order={2} size="h3" id="participants-heading" mb="sm">
                <Trans>Participants</Trans>
              </Title>
              {participantsQuery.isPending ? (
                <Stack gap="xs" aria-busy="true">
                  {[0, 1, 2].map((index) => (
                    <Skeleton key={index} height={56} radius="md" />
                  ))}
                </Stack>
              ) : participantsQuery.isError ? (
                <Alert color="red" variant="light" title={t`Could not load the participants`}>
                  <BusyButton
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => void participantsQuery.refetch()}
                    busy={participantsQuery.isFetching}
                    busyLabel={<Trans>Loading</Trans>}
                  >
                    <Trans>Try again</Trans>
                  </BusyButton>
                </Alert>
              ) : participants.length === 0 ? (
                <Text c="dimmed">
                  <Trans>No one has joined yet. Be the first!</Trans>
                </Text>
              ) : (
                <ParticipantPicker
                  participants={participants}
                  activeId={active?.id ?? null}
                  ownedIds={ownedIds}
                  onChoose={chooseParticipant}
                />
              )}
              {/* Someone else on this device (a partner, a child) can still join under their own name. */}
              <Button variant={owned ? 'subtle' : 'light'} fullWidth mt="md" onClick={() => setJoining(true)}>
                {owned ? <Trans>Add another person</Trans> : <Trans>Join challenge</Trans>}
              </Button>
            </Card>

            {participants.length > 0 && (
              <Card
                withBorder
                radius="md"
                padding="lg"
                component="section"
                aria-labelledby="leaderboard-heading"
              >
                <Title order={2} size="h3" id="leaderboard-heading">
                  <Trans>Leaderboard</Trans>
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  <Trans>Share of all exercises of the four weeks marked done.</Trans>
                </Text>
                <ChallengeLeaderboard participants={participants} activeId={owned?.id ?? null} />
              </Card>
            )}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tracker-heading">
            <Title order={2} size="h3" id="tracker-heading">
              <Trans>Exercise tracker</Trans>
            </Title>
            {active ? (
              <ActiveTracker
                key={active.id}
                challenge={challenge}
                participant={active}
                participantKey={activeKey}
              />
            ) : (
              <Stack gap="sm" mt="xs">
                <Text c="dimmed">
                  <Trans>
                    Choose your name in the participants list, or join the challenge, to tick off your
                    exercises week by week.
                  </Trans>
                </Text>
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>

      <JoinChallengeDialog
        challengeId={challenge.id}
        challengeName={challenge.name}
        opened={joining}
        onClose={() => setJoining(false)}
        onJoined={onJoined}
      />
    </Stack>
  );
}

/**
 * The chosen participant's tracker: ticks for the participant whose key this device holds, the same
 * weeks read-only (saying so in words) for anyone else.
 */
function ActiveTracker({
  challenge,
  participant,
  participantKey,
}: {
  challenge: ChallengeDetail;
  participant: Participant;
  participantKey: string | null;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const trpc = useTRPC();
  const completions = useQuery(trpc.challenges.completions.queryOptions({ participantId: participant.id }));
  const toggle = useCompletionToggle(challenge.id, participant.id, participantKey);
  const name = userText(participant.name);
  const readOnly = participantKey === null;

  if (completions.isError) {
    return (
      <Alert color="red" variant="light" mt="sm" title={t`Could not load your completed exercises`}>
        <Text size="sm" mb="xs">
          {errorText(completions.error, t`Unable to connect to the server. Please try again.`)}
        </Text>
        <BusyButton
          size="xs"
          variant="light"
          color="red"
          onClick={() => void completions.refetch()}
          busy={completions.isFetching}
          busyLabel={<Trans>Loading</Trans>}
        >
          <Trans>Try again</Trans>
        </BusyButton>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" mt={4}>
      {readOnly ? (
        <Alert variant="light" color="gray" id="read-only-note" data-testid="read-only-note">
          <Text size="sm">
            <Trans>
              You are viewing {name}'s progress. Only the device {name} joined from can tick off exercises; on
              that device, "Use on another device" gives a link that lets another device do it too.
            </Trans>
          </Text>
        </Alert>
      ) : (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>Tracking as {name}</Trans>
          </Text>
          <ParticipantTools
            challengeId={challenge.id}
            participantId={participant.id}
            participantName={participant.name}
            participantKey={participantKey}
          />
        </Group>
      )}
      {/* A guided session ticks the exercises it finishes for this participant (issue 16 part 5). */}
      {!readOnly && challenge.workoutPlan.progressionWeeks.length > 0 && (
        <Button
          component={Link}
          to={sessionPath(language, challenge.workoutPlanId, null, challenge.id)}
          h={48}
          fullWidth
        >
          <Trans>Start workout</Trans>
        </Button>
      )}
      <ChallengeTracker
        weeks={challenge.workoutPlan.progressionWeeks}
        participantId={participant.id}
        completed={completions.data ?? []}
        loading={completions.isPending}
        pending={toggle.pending}
        pendingItem={toggle.pendingItem}
        onMark={toggle.onMark}
        onUnmark={toggle.onUnmark}
        planLanguage={challenge.workoutPlan.language}
        readOnly={readOnly}
      />
    </Stack>
  );
}

function PlanOverview({ challenge }: { challenge: ChallengeDetail }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const plan = challenge.workoutPlan;
  const days = plan.daysPerWeek;
  const tags = [
    ...new Set([
      answerLabel(i18n, 'fitnessLevel', plan.fitnessLevel),
      answerLabel(i18n, 'fitnessGoal', plan.fitnessGoal),
      // Only a style the visitor chose (src/contract/answers.ts DEFAULT_STYLE).
      ...(styleWasChosen(plan.workoutStyle) ? [answerLabel(i18n, 'workoutStyle', plan.workoutStyle)] : []),
    ]),
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="plan-heading">
      <Group justify="space-between" align="baseline" gap="xs" mb="xs">
        <Title order={2} size="h3" id="plan-heading">
          <Trans>The workout plan</Trans>
        </Title>
        <Anchor component={Link} to={localizedPath(language, `/plan/${plan.id}`)}>
          <Trans>View the full plan</Trans>
        </Anchor>
      </Group>
      <Group gap="xs" mb="sm">
        <Badge variant="light">
          <Plural value={days} one="# day a week" other="# days a week" />
        </Badge>
        {/* The minutes the coach planned for, in the reader's words; the answer as typed can be in another language. */}
        <Badge variant="light">{t`${plan.sessionMinutes} min/session`}</Badge>
        {tags.map((tag) => (
          <Badge key={tag} variant="light">
            {tag}
          </Badge>
        ))}
      </Group>
      <Spoiler maxHeight={66} showLabel={t`Show more`} hideLabel={t`Show less`}>
        <Text size="sm" lang={plan.language}>
          {plan.overview}
        </Text>
      </Spoiler>
    </Card>
  );
}

/** The challenge's full address, for inviting others; the copied state lasts 2 seconds. */
function CopyInviteButton({ challengeId }: { challengeId: string }) {
  const language = useLanguage();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const { t } = useLingui();
  const url = useShareableUrl(language, `/challenge/${challengeId}`);
  return (
    <>
      <Button
        variant="default"
        color={copied ? 'teal' : undefined}
        onClick={async () => {
          try {
            // The clipboard API is missing on insecure origins; show the address to copy by hand instead.
            if (!navigator.clipboard) throw new Error('Clipboard unavailable');
            await navigator.clipboard.writeText(url);
            setCopied(true);
          } catch {
            showToast({ title: t`Could not copy the link`, description: url, variant: 'destructive' });
          }
        }}
      >
        {copied ? <Trans>Link copied!</Trans> : <Trans>Copy invite link</Trans>}
      </Button>
      <Text span size="sm" c="dimmed" aria-live="polite">
        {copied ? t`Send it to anyone you want to invite.` : ''}
      </Text>
    </>
  );
}
