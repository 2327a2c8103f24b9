import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LazyModal } from '../../components/LazyModal';
import { plainEffort } from '../../lib/effort';
import { showToast } from '../../lib/toast';
import { sessionMinutes, sessionTotals } from './history';
import { deleteSession, type LoadUnit, type LoggedExercise, type SessionLog } from './log';
import type { HistoryFormat } from './useHistoryFormat';

function ExerciseDone({ exercise, format }: { exercise: LoggedExercise; format: HistoryFormat }) {
  const { t, i18n } = useLingui();
  const { target } = exercise;
  const asked = target.reps ?? (target.durationSeconds ? format.seconds(target.durationSeconds) : null);
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {exercise.name}
        {exercise.swappedFrom && (
          <Text span c="dimmed" size="sm" fw={400}>
            {' '}
            {t`(instead of ${exercise.swappedFrom.name})`}
          </Text>
        )}
      </Text>
      {asked && (
        <Text size="xs" c="dimmed">
          {t`Target: ${target.sets} × ${asked}`}
          {/* Effort in plain words, as on the plan page and in the session (lib/effort.ts). */}
          {target.effort ? ` · ${plainEffort(i18n, target.effort)}` : ''}
        </Text>
      )}
      <List size="sm" spacing={0}>
        {exercise.sets.map((set) => (
          <List.Item key={set.set}>
            {t`Set ${set.set}: ${format.set(set)}`}
            {set.rir !== null && ` · ${t`${set.rir} reps in reserve`}`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function SessionItem({
  session,
  unit,
  format,
  onDelete,
}: {
  session: SessionLog;
  unit: LoadUnit;
  format: HistoryFormat;
  onDelete(): void;
}) {
  const { t } = useLingui();
  const minutes = sessionMinutes(session);
  const totals = sessionTotals(session, unit);
  const when = session.weekNumber ? t`Week ${session.weekNumber} · ${session.dayName}` : session.dayName;
  const facts = [
    when,
    minutes !== null ? format.minutes(minutes) : null,
    format.sets(totals.sets),
    totals.volume > 0 ? t`volume ${format.load(totals.volume, totals.unit)}` : null,
  ].filter(Boolean);
  return (
    // A native disclosure, styled as the FAQ's (styles.css, .faq-item): keyboard and screen readers know
    // it, and it needs no script of its own.
    <details className="faq-item">
      <summary>
        <span>
          <Text span fw={600} display="block">
            {format.date(session.finishedAt)}
          </Text>
          <Text span size="sm" c="dimmed" display="block">
            {facts.join(' · ')}
          </Text>
        </span>
      </summary>
      <Stack gap="sm" px="md" pb="md">
        {session.exercises.map((exercise) => (
          <ExerciseDone
            key={`${exercise.exerciseIndex}-${exercise.catalogId ?? exercise.name}`}
            exercise={exercise}
            format={format}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="subtle" color="red" size="compact-sm" onClick={onDelete}>
            {t`Delete this session`}
          </Button>
        </Group>
      </Stack>
    </details>
  );
}

/** The sessions, newest first, each opening onto every set; deleting one asks first. */
export function SessionList({
  sessions,
  unit,
  format,
}: {
  sessions: SessionLog[];
  unit: LoadUnit;
  format: HistoryFormat;
}) {
  const { t } = useLingui();
  const [deleting, setDeleting] = useState<SessionLog | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    const deleted = deleteSession(deleting.id);
    setDeleting(null);
    if (deleted) showToast({ title: t`Session deleted`, description: t`It was removed from this device.` });
    else
      showToast({
        title: t`The session could not be deleted`,
        description: t`This browser refused to change its storage. Nothing was lost.`,
        variant: 'destructive',
      });
  }

  return (
    <Stack component="section" aria-labelledby="sessions-heading" gap="sm">
      <Title order={2} size="h3" id="sessions-heading">
        {t`Sessions (${sessions.length})`}
      </Title>
      <Stack gap="xs">
        {sessions.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            unit={unit}
            format={format}
            onDelete={() => setDeleting(session)}
          />
        ))}
      </Stack>
      <LazyModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t`Delete the session of ${format.date(deleting.finishedAt)}?` : ''}
      >
        <Stack>
          <Text size="sm">
            <Trans>
              Its sets are removed from this device. This cannot be undone unless you kept a downloaded log.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" onClick={confirmDelete}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
