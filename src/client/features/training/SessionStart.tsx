import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LoadProposal } from '../../../contract/loadProgression';
import type { WorkoutPlan } from '../../../contract/workout';
import { plainEffort } from '../../lib/effort';
import { prescriptionText } from '../../lib/prescription';
import { blockLabel } from '../plan/blockLabel';
import { LastTimeLine } from './LastTimeLine';
import { type DayRef, isTrainingDay, type SessionDay, type Today, weekDays } from './sessionPlan';

const sameRef = (a: DayRef | null | undefined, b: DayRef | null | undefined) =>
  Boolean(a && b && a.weekNumber === b.weekNumber && a.dayIndex === b.dayIndex);

/**
 * Before the session starts: which day of which week (any day, any week of the progression), the day's
 * exercises with last time's numbers, and one large Start button. Nothing is stored until Start.
 * Without a day (`dayRef` null) today is a rest day: it says so and offers the next training day and any
 * other. Only today's own day is called today (issue 29, "Today is today").
 */
export function SessionStart({
  plan,
  dayRef,
  weekNumber,
  day,
  proposals,
  today,
  due,
  planHref,
  onChoose,
  onStart,
}: {
  plan: WorkoutPlan;
  /** The day chosen; null on a rest day before a day is chosen. */
  dayRef: DayRef | null;
  /** The week shown: the chosen day's, or on a rest day the week today falls in. */
  weekNumber: number | null;
  day: SessionDay | null;
  proposals: Record<number, LoadProposal | null>;
  /** Today by the device's date, in the week shown. */
  today: Today;
  /** The day that is due, to label it in the list of a plan whose days are not weekdays. */
  due: DayRef | null;
  planHref: string;
  onChoose(ref: DayRef): void;
  onStart(): void;
}) {
  const { t, i18n } = useLingui();
  const weeks = [...plan.progressionWeeks].sort((a, b) => a.weekNumber - b.weekNumber);
  const weekOptions = [
    { value: 'base', label: t`Base week` },
    ...weeks.map((week) => ({ value: String(week.weekNumber), label: t`Week ${week.weekNumber}` })),
  ];
  const days = weekDays(plan, weekNumber);
  const todayRef = today.kind === 'training' ? today.today : null;
  const dayOptions = days.flatMap((candidate, dayIndex) => {
    if (!isTrainingDay(candidate)) return [];
    const ref = { weekNumber, dayIndex };
    const name = `${candidate.name} · ${candidate.focus}`;
    const label = sameRef(ref, todayRef)
      ? t`${name} (today)`
      : today.kind === 'unknown' && sameRef(ref, due)
        ? t`${name} (due)`
        : name;
    return [{ value: String(dayIndex), label }];
  });
  const next = today.kind === 'rest' ? today.next : null;
  const nextDay = next ? days[next.dayIndex] : undefined;

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={planHref} size="sm">
          ← <Trans>Back to the plan</Trans>
        </Anchor>
        <Title order={1}>
          {dayRef === null ? (
            <Trans>Today is a rest day</Trans>
          ) : sameRef(dayRef, todayRef) ? (
            <Trans>Today's workout</Trans>
          ) : (
            <Trans>Workout</Trans>
          )}
        </Title>
        {dayRef === null && (
          <Paper withBorder p="md" radius="md" data-testid="rest-day">
            <Stack gap="sm">
              <Text>
                <Trans>
                  Rest is part of the plan: the body gets stronger between sessions. A walk or some easy
                  stretching is fine.
                </Trans>
              </Text>
              {next && nextDay && (
                // The label wraps: a Spanish day name and its words fill a 390 px phone.
                <Button
                  size="lg"
                  h="auto"
                  mih={56}
                  py="xs"
                  fullWidth
                  onClick={() => onChoose(next)}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
                >
                  {t`Next training day: ${nextDay.name}`}
                </Button>
              )}
              <Text size="sm" c="dimmed">
                <Trans>Or choose any other day below.</Trans>
              </Text>
            </Stack>
          </Paper>
        )}
        <Group grow align="end" gap="sm">
          {weeks.length > 0 && (
            <Select
              label={t`Week`}
              data={weekOptions}
              value={weekNumber === null ? 'base' : String(weekNumber)}
              allowDeselect={false}
              size="md"
              onChange={(value) => {
                const weekNumber = value === 'base' || value === null ? null : Number(value);
                const first = weekDays(plan, weekNumber).findIndex(isTrainingDay);
                const sameDay = dayRef ? weekDays(plan, weekNumber)[dayRef.dayIndex] : undefined;
                onChoose({
                  weekNumber,
                  dayIndex:
                    dayRef && sameDay && isTrainingDay(sameDay) ? dayRef.dayIndex : Math.max(0, first),
                });
              }}
            />
          )}
          <Select
            label={t`Day`}
            data={dayOptions}
            value={dayRef === null ? null : String(dayRef.dayIndex)}
            placeholder={t`Choose a day`}
            allowDeselect={false}
            size="md"
            onChange={(value) => value !== null && onChoose({ weekNumber, dayIndex: Number(value) })}
          />
        </Group>

        {dayRef === null ? null : !day || !isTrainingDay(day) ? (
          <Paper withBorder p="md" radius="md">
            <Text>
              <Trans>This is a rest day: nothing to start. Choose a training day above.</Trans>
            </Text>
          </Paper>
        ) : (
          <>
            <Paper withBorder p="md" radius="md" lang={plan.language}>
              <Title order={2} size="h4">
                {day.focus ? `${day.name} · ${day.focus}` : day.name}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t`About ${day.estimatedMinutes} minutes`}
              </Text>
              <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {day.exercises.map((exercise, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an exercise's position is its identity in a stored day
                  <li key={index}>
                    <Text fw={600} size="sm">
                      {exercise.block ? `${blockLabel(i18n, exercise.block)} · ` : ''}
                      {exercise.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {prescriptionText(i18n, exercise)}
                      {exercise.effort ? ` · ${plainEffort(i18n, exercise.effort)}` : ''}
                    </Text>
                    <LastTimeLine proposal={proposals[index] ?? null} />
                  </li>
                ))}
              </Stack>
            </Paper>
            <Button size="xl" h={64} fullWidth onClick={onStart}>
              <Trans>Start workout</Trans>
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
