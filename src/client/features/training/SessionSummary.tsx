import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatLoad } from './LastTimeLine';
import type { LoadUnit, SessionLog } from './log';
import { sessionTotals } from './sessionState';

/** What became of the challenge completions of this session. */
export type ChallengeOutcome =
  | { kind: 'none' }
  | { kind: 'base-week' }
  | { kind: 'sent'; count: number }
  | { kind: 'waiting'; count: number };

/** Saves the session as a JSON file, when the device refused to keep it. */
function downloadSession(log: SessionLog) {
  const blob = new Blob([JSON.stringify({ version: 1, sessions: [log] }, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `workout-${log.finishedAt.slice(0, 10)}.json`;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * After the last set: the figures (sets, volume, time), the challenge outcome, and the ways on (the
 * plan, its history). When the device refused to store the session, it stays here with a way to keep it
 * as a file and to try again.
 */
export function SessionSummary({
  log,
  saved,
  unit,
  challenge,
  planHref,
  historyHref,
  onRetrySave,
}: {
  log: SessionLog;
  saved: boolean;
  unit: LoadUnit;
  challenge: ChallengeOutcome;
  planHref: string;
  historyHref: string;
  onRetrySave(): void;
}) {
  const { t, i18n } = useLingui();
  const totals = sessionTotals(log, unit);
  const volume = formatLoad(totals.volume, i18n.locale);
  const figures = [
    { label: t`Sets`, value: String(totals.sets) },
    { label: t`Volume`, value: `${volume} ${unit}` },
    { label: t`Time`, value: t`${totals.minutes} min` },
  ];
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Workout done</Trans>
        </Title>
        <Text c="dimmed">
          {log.planName} · {log.dayName}
          {log.weekNumber !== null ? ` · ${t`Week ${log.weekNumber}`}` : ''}
        </Text>
        {!saved && (
          <Alert color="red" variant="light" title={t`This device could not keep the workout`} role="alert">
            <Stack gap="xs">
              <Text size="sm">
                <Trans>
                  The browser refused to store it (storage full or blocked). Download it as a file to keep it,
                  or free some space and try again.
                </Trans>
              </Text>
              <Group gap="xs">
                <Button h={48} onClick={() => downloadSession(log)}>
                  <Trans>Download it as a file</Trans>
                </Button>
                <Button h={48} variant="default" onClick={onRetrySave}>
                  <Trans>Try again</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={3} spacing="sm">
          {figures.map((figure) => (
            <Paper key={figure.label} withBorder radius="md" p="sm" ta="center">
              <Text size="xl" fw={800} data-testid={`summary-${figure.label}`}>
                {figure.value}
              </Text>
              <Text size="xs" c="dimmed" tt="uppercase">
                {figure.label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {log.exercises.map((exercise) => (
            <Text
              component="li"
              key={`${exercise.exerciseIndex}-${exercise.catalogId ?? exercise.name}`}
              size="sm"
            >
              <Text span fw={600}>
                {exercise.name}
              </Text>
              {exercise.swappedFrom && (
                <Text span c="dimmed">
                  {' '}
                  {t`(instead of ${exercise.swappedFrom.name})`}
                </Text>
              )}
              {': '}
              {exercise.sets
                .map((set) =>
                  set.seconds !== null
                    ? `${set.seconds} s`
                    : set.load !== null
                      ? `${set.reps ?? 0} × ${formatLoad(set.load, i18n.locale)} ${set.unit}`
                      : `${set.reps ?? 0}`,
                )
                .join(', ')}
            </Text>
          ))}
        </Stack>
        {challenge.kind === 'sent' && (
          <Alert color="teal" variant="light" role="status">
            <Trans>Your challenge now counts the exercises you finished.</Trans>
          </Alert>
        )}
        {challenge.kind === 'waiting' && (
          <Alert color="yellow" variant="light" role="status">
            <Trans>
              No connection: your challenge completions are kept on this device and sent when you are back
              online.
            </Trans>
          </Alert>
        )}
        {challenge.kind === 'base-week' && (
          <Alert color="gray" variant="light" role="status">
            <Trans>
              Challenges count the weeks of the four-week progression: start from a week (1 to 4) for a
              session to count.
            </Trans>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button component={Link} to={planHref} h={48} variant="light">
            <Trans>Back to the plan</Trans>
          </Button>
          <Button component={Link} to={historyHref} h={48} variant="default">
            <Trans>Training history</Trans>
          </Button>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
