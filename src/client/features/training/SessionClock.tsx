import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, RingProgress, Stack, Text } from '@mantine/core';
import { type Clock, formatClock, isRunning, remainingMs, secondsLeft } from './clock';

/**
 * The big countdown of a rest or of a timed set, with its controls: 48 px targets, one hand. The numbers
 * are hidden from screen readers (they would read every second); the session's live region announces
 * the moments that matter instead (clock.ts, momentBetween).
 */
export function SessionClock({
  clock,
  now,
  onPause,
  onResume,
  onAdd,
  onSkip,
  onStart,
  onDone,
}: {
  clock: Clock;
  now: number;
  onPause(): void;
  onResume(): void;
  onAdd(): void;
  onSkip?: () => void;
  onStart?: () => void;
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const seconds = secondsLeft(clock, now);
  const running = isRunning(clock);
  const notStarted = !running && clock.pausedRemainingMs === clock.durationMs && clock.kind === 'work';
  const share = clock.durationMs > 0 ? (remainingMs(clock, now) / clock.durationMs) * 100 : 0;
  const rest = clock.kind === 'rest';
  return (
    <Paper withBorder radius="lg" p="md" data-testid={rest ? 'rest-clock' : 'work-clock'}>
      <Stack align="center" gap="xs">
        <Text fw={700} tt="uppercase" size="sm" c={rest ? 'teal' : 'blue'}>
          {rest ? <Trans>Rest</Trans> : <Trans>Work</Trans>}
          {!running && !notStarted ? ` · ${t`paused`}` : ''}
        </Text>
        <RingProgress
          size={180}
          thickness={12}
          roundCaps
          sections={[{ value: share, color: rest ? 'teal' : 'blue' }]}
          label={
            <Text
              ta="center"
              fw={800}
              fz={44}
              aria-hidden="true"
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="clock-time"
            >
              {formatClock(seconds)}
            </Text>
          }
        />
        <Group gap="xs" justify="center" wrap="wrap">
          {notStarted && onStart ? (
            <Button size="lg" h={56} onClick={onStart}>
              {/* Its own context: the drawing's "Start" label is a position ("Inicio"), this is a verb (docs/glossary.md). */}
              <Trans context="clock button">Start</Trans>
            </Button>
          ) : running ? (
            <Button size="lg" h={48} variant="default" onClick={onPause}>
              <Trans>Pause</Trans>
            </Button>
          ) : (
            <Button size="lg" h={48} variant="default" onClick={onResume}>
              <Trans>Resume</Trans>
            </Button>
          )}
          <Button size="lg" h={48} variant="default" onClick={onAdd} aria-label={t`Add 15 seconds`}>
            +15 s
          </Button>
          {onSkip && (
            <Button size="lg" h={48} variant="light" onClick={onSkip}>
              {rest ? <Trans>Skip rest</Trans> : <Trans>Skip</Trans>}
            </Button>
          )}
          {onDone && !notStarted && (
            <Button size="lg" h={48} onClick={onDone}>
              <Trans>Done</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
