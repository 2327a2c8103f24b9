import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Flex, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { WorkoutPlan } from '../../../contract/workout';
import { useLanguage } from '../../lib/language';
import { useHydrated } from '../../lib/useHydrated';
import { useActiveSession } from './activeSession';
import { useTrainingLog } from './log';
import { challengeParticipants, sessionPath } from './sessionLinks';
import { type DayRef, dueDay, isTrainingDay, weekDays } from './sessionPlan';

/**
 * The plan page's way into a session: "Resume workout" while one is under way on this device, else
 * "Start today's workout" on the day that is due (the next training day after the last session of this
 * plan logged here). A device taking part in a challenge of this plan starts on the progression's week 1,
 * the weeks a challenge counts.
 */
export function TodayWorkout({ plan }: { plan: Pick<WorkoutPlan, 'id' | 'schedule' | 'progressionWeeks'> }) {
  const { t } = useLingui();
  const language = useLanguage();
  const sessions = useTrainingLog(plan.id);
  const active = useActiveSession();
  const hydrated = useHydrated();
  if (active && active.planId === plan.id) {
    const done = active.logged.length;
    return (
      <Card withBorder radius="md" padding="md" bg="var(--mantine-color-blue-light)">
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
          gap="sm"
        >
          <Stack gap={0}>
            <Text fw={700}>
              <Trans>Workout in progress</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              {active.dayName} · {t`${done} sets done`}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={sessionPath(language, plan.id, active, active.challengeId)}
            size="md"
            h={48}
          >
            <Trans>Resume workout</Trans>
          </Button>
        </Flex>
      </Card>
    );
  }
  // The device's challenges are read once the page is live: the server's drawing knows none of them.
  const inChallenge =
    hydrated && plan.progressionWeeks.length > 0 && challengeParticipants(plan.id, null).length > 0;
  const due = dueDay(plan, sessions, inChallenge ? 1 : null);
  if (!due) return null;
  const day = weekDays(plan, due.weekNumber)[due.dayIndex];
  if (!day) return null;
  const name = day.name;
  const focus = day.focus;
  return (
    <Card withBorder radius="md" padding="md">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="sm"
      >
        <Stack gap={0}>
          <Text fw={700}>
            <Trans>Next up</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {due.weekNumber !== null ? `${t`Week ${due.weekNumber}`} · ` : ''}
            {name} · {focus}
          </Text>
        </Stack>
        {/* Tight side padding: the Spanish label fills a 390 px phone's card. */}
        <Button
          component={Link}
          to={sessionPath(language, plan.id, due)}
          size="md"
          h={48}
          px="xs"
          styles={{ label: { overflow: 'visible' } }}
        >
          <Trans>Start today's workout</Trans>
        </Button>
      </Flex>
    </Card>
  );
}

/** A training day card's own start button (none on rest days). */
export function StartDayButton({
  planId,
  dayRef,
  day,
  dayName,
}: {
  planId: string;
  dayRef: DayRef;
  day: Parameters<typeof isTrainingDay>[0];
  dayName: string;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  if (!isTrainingDay(day)) return null;
  return (
    <Button
      component={Link}
      to={sessionPath(language, planId, dayRef)}
      variant="light"
      size="sm"
      h={48}
      fullWidth
      mt="sm"
      aria-label={t`Start workout: ${dayName}`}
    >
      <Trans>Start workout</Trans>
    </Button>
  );
}
