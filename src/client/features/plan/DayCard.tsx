import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Group, List, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { Day, Exercise } from '../../../contract/workout';
import { DemonstrationStill } from '../../components/DemonstrationStill';
import { plainExerciseText } from '../../lib/effort';
import { blockLabel } from './blockLabel';
import { verifiedVideoOf } from './ExerciseVideoDialog';

/**
 * One day of a plan or of a progression week: warm-up, exercises (each with its demonstration's first key
 * frame as a thumbnail, and a button to its moving demonstration, video, drawings and cues), cool-down.
 */
/**
 * Two opposite arrows: swap this exercise. Drawn here rather than in components/icons.tsx, which the header
 * loads: a module shared with the header becomes a chunk of its own that the plan page loads too.
 */
function SwapIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </svg>
  );
}

export type ShownExercise = Exercise & {
  weightHint?: string;
  /** Set when this device swapped the plan's exercise for this one (features/swap/swaps.ts). */
  swappedFrom?: { catalogId: string; name: string };
};

/** The plan page's swap actions; without them (the example plan) a day shows no swap buttons. */
export type SwapActions = {
  onSwap(exercise: ShownExercise): void;
  onUndo(exercise: ShownExercise): void;
};

export function DayCard({
  day,
  onWatch,
  extra,
  swap,
  footer,
}: {
  day: Omit<Day, 'exercises'> & { exercises: ShownExercise[] };
  onWatch(exercise: Exercise): void;
  extra?: (exercise: Exercise, index: number) => React.ReactNode;
  swap?: SwapActions;
  /** Below the day (the plan page's "Start workout"). */
  footer?: React.ReactNode;
}) {
  const { t, i18n } = useLingui();
  const rest = day.kind === 'rest';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={day.name}>
      <Group justify="space-between" align="start" mb="xs">
        <div>
          <Title order={3} size="h5">
            {day.name}
          </Title>
          <Text size="sm" c="dimmed">
            {day.focus}
          </Text>
        </div>
        {!rest && (
          <Badge variant="light" aria-label={t`About ${day.estimatedMinutes} minutes`}>
            {t`~${day.estimatedMinutes} min`}
          </Badge>
        )}
      </Group>
      {rest ? (
        <Text size="sm">
          <Trans>Rest day</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          {day.warmUp.length > 0 && (
            <div>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                <Trans>Warm-up</Trans>
              </Text>
              <List size="sm" spacing={2}>
                {day.warmUp.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </div>
          )}
          <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {day.exercises.map((exercise: ShownExercise, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an exercise's position is its identity in a stored day
              <li key={`${exercise.catalogId}-${index}`}>
                <Group justify="space-between" wrap="nowrap" align="start" gap="xs">
                  <DemonstrationStill catalogueId={exercise.catalogId} name={exercise.name} size={48} />
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600}>
                      {exercise.block && (
                        // A span: a Badge is a <div> by default, which a <p> cannot hold; the browser
                        // would close the paragraph before it and hydration would not match the server.
                        <Badge component="span" size="xs" variant="outline" mr={6}>
                          {blockLabel(i18n, exercise.block)}
                        </Badge>
                      )}
                      {plainExerciseText(i18n, exercise)}
                    </Text>
                    {exercise.swappedFrom && swap && (
                      <Group gap={4} wrap="wrap" align="center">
                        <Text size="xs" c="teal" fw={600}>
                          {t`instead of ${exercise.swappedFrom.name} (on this device)`}
                        </Text>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => swap.onUndo(exercise)}
                          aria-label={t`Undo swap: back to ${exercise.swappedFrom.name}`}
                        >
                          <Trans>Undo</Trans>
                        </Button>
                      </Group>
                    )}
                    <Text size="xs" c="dimmed">
                      {exercise.weightHint ?? exercise.loadHint}
                      {exercise.restSeconds > 0 ? ` · ${t`rest ${exercise.restSeconds} s`}` : ''}
                    </Text>
                    {exercise.cues.length > 0 && (
                      <Spoiler
                        maxHeight={0}
                        showLabel={t`Form cues`}
                        hideLabel={t`Hide cues`}
                        styles={{ control: { fontSize: 12 } }}
                      >
                        <List size="xs" spacing={2}>
                          {exercise.cues.map((cue) => (
                            <List.Item key={cue}>{cue}</List.Item>
                          ))}
                        </List>
                      </Spoiler>
                    )}
                  </div>
                  <Group gap={4} wrap="nowrap">
                    {extra?.(exercise, index)}
                    {swap && exercise.catalogId && (
                      <ActionIcon
                        size="md"
                        variant="light"
                        color="gray"
                        onClick={() => swap.onSwap(exercise)}
                        aria-label={t`Swap ${exercise.swappedFrom?.name ?? exercise.name}`}
                        title={t`Swap this exercise`}
                      >
                        <SwapIcon />
                      </ActionIcon>
                    )}
                    {verifiedVideoOf(exercise) ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => onWatch(exercise)}
                        aria-label={t`Watch video: ${exercise.name}`}
                      >
                        <Trans>Video</Trans>
                      </Button>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => onWatch(exercise)}
                        aria-label={t`How to do it: ${exercise.name}`}
                      >
                        <Trans>How to</Trans>
                      </Button>
                    )}
                  </Group>
                </Group>
              </li>
            ))}
          </Stack>
          {day.coolDown.length > 0 && (
            <div>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                <Trans>Cool-down</Trans>
              </Text>
              <List size="sm" spacing={2}>
                {day.coolDown.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
      {footer}
    </Card>
  );
}
