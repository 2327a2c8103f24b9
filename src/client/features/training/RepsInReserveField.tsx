import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { repsInReserve } from '../../../contract/effort';
import { isTimed } from './sessionState';

/** The answers offered: 0 to 3 reps left, and 4 for "4 or more". */
const CHOICES = ['0', '1', '2', '3', '4'] as const;

/**
 * Whether the session asks how many reps were left: for rep work prescribed in reps in reserve, the
 * effort the load progression checks a set against (src/contract/loadProgression.ts). Timed work and
 * efforts in other words ('Controlled') are not asked.
 */
export function asksReserve(exercise: {
  effort: string;
  reps: string | null;
  durationSeconds: number | null;
}) {
  return !isTimed(exercise) && repsInReserve(exercise.effort) !== null;
}

/**
 * "How many more could you have done?": an optional answer, one tap, kept with the set in the log. A
 * second tap on the chosen answer takes it back. Buttons with aria-pressed rather than radios, so that
 * no answer is a state a keyboard user can return to.
 */
export function RepsInReserveField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        <Trans>Reps left in the tank (optional)</Trans>
      </Text>
      <Group gap={6} role="group" aria-labelledby={labelId} wrap="nowrap">
        {CHOICES.map((choice) => {
          const chosen = value === choice;
          return (
            <Button
              key={choice}
              type="button"
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              h={48}
              miw={48}
              px="xs"
              style={{ flex: 1 }}
              onClick={() => onChange(chosen ? '' : choice)}
            >
              {choice === '4' ? '4+' : choice}
            </Button>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed">
        <Trans>
          How many more good reps you could have done. It decides whether the load goes up next time.
        </Trans>
      </Text>
    </Stack>
  );
}
