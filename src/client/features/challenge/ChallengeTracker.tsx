import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Flex,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { ProgressionDay, ProgressionWeek } from '../../../contract/workout';
import { BusyButton } from '../../components/BusyButton';
import { DemonstrationStill } from '../../components/DemonstrationStill';
import { plainEffort } from '../../lib/effort';
import { prescriptionText } from '../../lib/prescription';
import { blockLabel } from '../plan/blockLabel';

/** One exercise of the progression, as the completion calls name it. */
export type CompletionItem = { weekNumber: number; dayName: string; exerciseIndex: number };

export type ChallengeTrackerProps = {
  weeks: readonly ProgressionWeek[];
  /** The active participant; with none, toggling does nothing (docs/product.md section 4). */
  participantId: string | null;
  completed: readonly CompletionItem[];
  /** The participant's completions are still loading. */
  loading?: boolean;
  /** A mark or unmark request is under way: every toggle waits for it. */
  pending: boolean;
  /** The exercise whose request is under way, to show its spinner. */
  pendingItem?: CompletionItem | null;
  onMark(item: CompletionItem): void;
  onUnmark(item: CompletionItem): void;
  /** The language the plan was written in, for screen readers. */
  planLanguage?: string;
  /**
   * Someone else's progress, or a participant whose key is not on this device: each exercise says whether
   * it is done, in words, and nothing can be ticked (README, "Privacy").
   */
  readOnly?: boolean;
};

export function completionKey(item: CompletionItem): string {
  return `${item.weekNumber}|${item.dayName}|${item.exerciseIndex}`;
}

/** Exercises of a week and day, with a done/not-done toggle each; weeks 1-4 from the plan's progression. */
export function ChallengeTracker({
  weeks,
  participantId,
  completed,
  loading = false,
  pending,
  pendingItem = null,
  onMark,
  onUnmark,
  planLanguage,
  readOnly = false,
}: ChallengeTrackerProps) {
  const { t, i18n } = useLingui();
  const sortedWeeks = [...weeks].sort((a, b) => a.weekNumber - b.weekNumber);
  const [weekNumber, setWeekNumber] = useState<number | null>(sortedWeeks[0]?.weekNumber ?? null);
  // null means "the first day of the selected week", so changing week auto-selects its first day.
  const [dayName, setDayName] = useState<string | null>(null);

  const week = sortedWeeks.find((candidate) => candidate.weekNumber === weekNumber) ?? sortedWeeks[0];
  if (!week) {
    return (
      <Text c="dimmed">
        <Trans>This plan has no progression weeks yet, so there is nothing to track.</Trans>
      </Text>
    );
  }
  const day = week.schedule.find((candidate) => candidate.name === dayName) ?? week.schedule[0];
  const done = new Set(completed.map(completionKey));
  const doneInDay = (target: ProgressionDay) =>
    target.exercises.filter((_, exerciseIndex) =>
      done.has(completionKey({ weekNumber: week.weekNumber, dayName: target.name, exerciseIndex })),
    ).length;

  function toggle(item: CompletionItem, isDone: boolean) {
    // The page only shows the tracker for a chosen participant; this guards direct use too.
    if (!participantId || pending || readOnly) return;
    if (isDone) onUnmark(item);
    else onMark(item);
  }

  const dayDone = day ? doneInDay(day) : 0;
  const dayTotal = day?.exercises.length ?? 0;

  return (
    <Stack gap="md">
      {/* Four 'Semana N' do not fit one line on a 390 px phone: each label may wrap onto two lines rather
          than be cut ('Seman…') or push the last week out of reach. */}
      <SegmentedControl
        fullWidth
        size="sm"
        styles={{
          control: { minWidth: 0 },
          label: {
            paddingInline: 4,
            whiteSpace: 'normal',
            overflow: 'visible',
            textOverflow: 'clip',
            lineHeight: 1.25,
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          },
        }}
        aria-label={t`Week`}
        value={String(week.weekNumber)}
        onChange={(value) => {
          setWeekNumber(Number(value));
          setDayName(null);
        }}
        data={sortedWeeks.map((candidate) => ({
          value: String(candidate.weekNumber),
          label: t`Week ${candidate.weekNumber}`,
        }))}
      />
      {week.overview && (
        <Text size="sm" c="dimmed" lang={planLanguage}>
          {week.overview}
        </Text>
      )}

      {/* Day picker: real toggle buttons so keyboard and screen readers know which day is shown. */}
      <Group gap="xs" role="group" aria-label={t`Day`}>
        {week.schedule.map((candidate) => {
          const selected = candidate.name === day?.name;
          const count = doneInDay(candidate);
          return (
            <Button
              key={candidate.name}
              size="compact-md"
              variant={selected ? 'filled' : 'default'}
              aria-pressed={selected}
              onClick={() => setDayName(candidate.name)}
              rightSection={
                candidate.exercises.length > 0 ? (
                  <Text span size="xs" c={selected ? undefined : 'dimmed'}>
                    {count}/{candidate.exercises.length}
                  </Text>
                ) : undefined
              }
            >
              <span lang={planLanguage}>{candidate.name}</span>
            </Button>
          );
        })}
      </Group>

      {day && (
        <Stack gap="sm">
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={3} size="h4" lang={planLanguage}>
              {day.focus ? `${day.name} · ${day.focus}` : day.name}
            </Title>
            {dayTotal > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                <Trans>
                  {dayDone} of {dayTotal} done
                </Trans>
              </Text>
            )}
          </Group>
          {dayTotal > 0 && (
            <Progress
              value={(dayDone / dayTotal) * 100}
              color={dayDone === dayTotal ? 'teal' : undefined}
              aria-label={t`Exercises done on ${day.name}`}
            />
          )}
          {loading ? (
            <Stack gap="xs">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={64} radius="md" />
              ))}
            </Stack>
          ) : dayTotal === 0 ? (
            <Text c="dimmed">
              <Trans>Rest day: nothing to track.</Trans>
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {day.exercises.map((exercise, exerciseIndex) => {
                // The server names an exercise by its index in the day, so the index is its identity.
                const item = { weekNumber: week.weekNumber, dayName: day.name, exerciseIndex };
                const isDone = done.has(completionKey(item));
                const busy =
                  pending && pendingItem !== null && completionKey(pendingItem) === completionKey(item);
                const name = exercise.name;
                return (
                  <Paper
                    component="li"
                    key={completionKey(item)}
                    withBorder
                    radius="md"
                    p="sm"
                    bg={isDone ? 'var(--mantine-color-teal-light)' : undefined}
                  >
                    {/* On a phone the button goes under the name, which keeps the card's whole width. */}
                    <Flex
                      direction={{ base: 'column', xs: 'row' }}
                      justify="space-between"
                      align={{ base: 'stretch', xs: 'center' }}
                      gap="sm"
                    >
                      <Group gap="sm" wrap="nowrap" align="start" style={{ minWidth: 0, flex: 1 }}>
                        <DemonstrationStill catalogueId={exercise.catalogId} name={exercise.name} size={48} />
                        <Stack
                          gap={2}
                          style={{ minWidth: 0, flex: 1 }}
                          lang={planLanguage}
                          data-testid="tracker-exercise-name"
                        >
                          <Group gap={6} wrap="wrap">
                            {exercise.block && (
                              <Badge size="xs" variant="outline">
                                {blockLabel(i18n, exercise.block)}
                              </Badge>
                            )}
                            <Text fw={600} td={isDone ? 'line-through' : undefined}>
                              {exercise.name}
                            </Text>
                          </Group>
                          <Text size="sm">
                            {prescriptionText(i18n, exercise)}
                            {exercise.effort ? ` · ${plainEffort(i18n, exercise.effort)}` : ''}
                          </Text>
                          {exercise.weightHint && (
                            <Text size="xs" c="dimmed">
                              {exercise.weightHint}
                            </Text>
                          )}
                        </Stack>
                      </Group>
                      {readOnly ? (
                        // Dark shades: white on teal.9 and gray.7 on white both pass WCAG AA contrast.
                        <Badge
                          size="lg"
                          variant={isDone ? 'filled' : 'outline'}
                          color={isDone ? 'teal.9' : 'gray.7'}
                          style={{ flexShrink: 0 }}
                        >
                          {isDone ? <Trans>Done</Trans> : <Trans>Not done yet</Trans>}
                        </Badge>
                      ) : (
                        <BusyButton
                          variant={isDone ? 'filled' : 'light'}
                          color={isDone ? 'teal' : undefined}
                          disabled={!participantId || (pending && !busy)}
                          busy={busy}
                          busyLabel={<Trans>Saving</Trans>}
                          onClick={() => toggle(item, isDone)}
                          aria-label={isDone ? t`${name}: done. Mark as not done` : t`Mark ${name} as done`}
                          style={{ flexShrink: 0 }}
                        >
                          {isDone ? <Trans>Done</Trans> : <Trans>Mark done</Trans>}
                        </BusyButton>
                      )}
                    </Flex>
                  </Paper>
                );
              })}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
