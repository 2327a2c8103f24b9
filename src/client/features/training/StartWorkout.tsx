import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Flex, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { WorkoutPlan } from '../../../contract/workout';
import { useLanguage } from '../../lib/language';
import { useHydrated } from '../../lib/useHydrated';
import { useActiveSession } from './activeSession';
import { useTrainingLog } from './log';
import { challengeParticipants, sessionPath } from './sessionLinks';
import { type DayRef, dueDay, isTrainingDay, type Today, todayIn, weekDays } from './sessionPlan';

/**
 * The plan page's way into a session: "Resume workout" while one is under way on this device, else
 * today's workout when today (by the device's date) is a training day, else "Today is a rest day" with
 * the next training day (issue 29, "Today is today"). The week is the one that is due (after the last
 * session of this plan logged here); a device taking part in a challenge of this plan starts on the
 * progression's week 1, the weeks a challenge counts. A plan whose days are not weekdays offers the day
 * that is due, never called today. The server's drawing knows no date of the visitor's: it shows the
 * day that is due until the page is live.
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
  const today: Today = hydrated ? todayIn(plan, due.weekNumber, new Date()) : { kind: 'unknown' };
  const ref = today.kind === 'training' ? today.today : today.kind === 'rest' ? (today.next ?? due) : due;
  const day = weekDays(plan, ref.weekNumber)[ref.dayIndex];
  if (!day) return null;
  const name = day.name;
  const focus = day.focus;
  const heading =
    today.kind === 'training' ? t`Today` : today.kind === 'rest' ? t`Today is a rest day` : t`Next up`;
  return (
    <Card withBorder radius="md" padding="md">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="sm"
      >
        <Stack gap={0}>
          <Text fw={700} data-testid="today-heading">
            {heading}
          </Text>
          <Text size="sm" c="dimmed">
            {today.kind === 'rest' ? `${t`Next`}: ` : ''}
            {ref.weekNumber !== null ? `${t`Week ${ref.weekNumber}`} · ` : ''}
            {name} · {focus}
          </Text>
        </Stack>
        {/* Tight side padding: the Spanish label fills a 390 px phone's card. */}
        <Button
          component={Link}
          to={sessionPath(language, plan.id, ref)}
          size="md"
          h={48}
          px="xs"
          styles={{ label: { overflow: 'visible' } }}
        >
          {today.kind === 'training' ? <Trans>Start today's workout</Trans> : <Trans>Start workout</Trans>}
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
