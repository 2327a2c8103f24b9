import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LoadProposal } from '../../../contract/loadProgression';
import type { WorkoutPlan } from '../../../contract/workout';
import { plainEffort } from '../../lib/effort';
import { blockLabel } from '../plan/blockLabel';
import { LastTimeLine } from './LastTimeLine';
import { type DayRef, isTrainingDay, type SessionDay, weekDays } from './sessionPlan';

/**
 * Before the session starts: which day of which week (any day, any week of the progression), the day's
 * exercises with last time's numbers, and one large Start button. Nothing is stored until Start.
 */
export function SessionStart({
  plan,
  dayRef,
  day,
  proposals,
  due,
  planHref,
  onChoose,
  onStart,
}: {
  plan: WorkoutPlan;
  dayRef: DayRef;
  day: SessionDay | null;
  proposals: Record<number, LoadProposal | null>;
  /** The day that is due, to label it in the list. */
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
  const days = weekDays(plan, dayRef.weekNumber);
  const dayOptions = days.flatMap((candidate, dayIndex) =>
    isTrainingDay(candidate)
      ? [
          {
            value: String(dayIndex),
            label:
              due && due.dayIndex === dayIndex && due.weekNumber === dayRef.weekNumber
                ? t`${candidate.name} · ${candidate.focus} (due)`
                : `${candidate.name} · ${candidate.focus}`,
          },
        ]
      : [],
  );

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={planHref} size="sm">
          ← <Trans>Back to the plan</Trans>
        </Anchor>
        <Title order={1}>
          <Trans>Today's workout</Trans>
        </Title>
        <Group grow align="end" gap="sm">
          {weeks.length > 0 && (
            <Select
              label={t`Week`}
              data={weekOptions}
              value={dayRef.weekNumber === null ? 'base' : String(dayRef.weekNumber)}
              allowDeselect={false}
              size="md"
              onChange={(value) => {
                const weekNumber = value === 'base' || value === null ? null : Number(value);
                const first = weekDays(plan, weekNumber).findIndex(isTrainingDay);
                const sameDay = weekDays(plan, weekNumber)[dayRef.dayIndex];
                onChoose({
                  weekNumber,
                  dayIndex: sameDay && isTrainingDay(sameDay) ? dayRef.dayIndex : Math.max(0, first),
                });
              }}
            />
          )}
          <Select
            label={t`Day`}
            data={dayOptions}
            value={String(dayRef.dayIndex)}
            allowDeselect={false}
            size="md"
            onChange={(value) =>
              value !== null && onChoose({ weekNumber: dayRef.weekNumber, dayIndex: Number(value) })
            }
          />
        </Group>

        {!day || !isTrainingDay(day) ? (
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
                      {exercise.reps
                        ? t`${exercise.sets} × ${exercise.reps} reps`
                        : t`${exercise.sets} × ${exercise.durationSeconds ?? 0} s`}
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
