import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { BusyButton } from '../../components/BusyButton';
import { mergeSessions, type SessionLog } from './log';
import { downloadLogFile, type LogFileProblem, readLogFile } from './logFile';

type Outcome =
  | { kind: 'imported'; added: number; present: number; otherPlans: number }
  | { kind: 'refused-write' }
  | { kind: 'invalid'; problem: LogFileProblem };

/**
 * "Download my log" and "Import", so that a visitor can move the log to another device (issue 16). The
 * file is read here and checked by logFile.ts; only what passes is merged, and a refused write changes
 * nothing stored.
 */
export function LogTransfer({
  planId,
  planSessions,
  allSessions,
}: {
  planId: string;
  planSessions: SessionLog[];
  allSessions: SessionLog[];
}) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reading, setReading] = useState(false);
  const resetFile = useRef<() => void>(null);
  const otherPlans = allSessions.length - planSessions.length;

  function problemText(problem: LogFileProblem): string {
    switch (problem.kind) {
      case 'too-large':
        return t`The file is larger than 5 MB, more than a training log can be.`;
      case 'not-json':
        return t`The file is not a training log: it is not JSON.`;
      case 'not-a-log':
        return t`The file is not a training log downloaded from this site.`;
      case 'newer-version':
        return t`The file comes from a newer version of this site. Reload the page and try again.`;
      case 'too-many-sessions':
        return t`The file holds more than 5,000 sessions, more than one log can hold.`;
      case 'invalid-session': {
        const { session, field } = problem;
        return field
          ? t`Session ${session} of the file has a value this site does not accept (${field}). Nothing was imported.`
          : t`Session ${session} of the file is not a session this site can read. Nothing was imported.`;
      }
    }
  }

  async function importFile(file: File | null) {
    if (!file) return;
    setReading(true);
    try {
      const result = await readLogFile(file);
      if (!result.ok) {
        setOutcome({ kind: 'invalid', problem: result.problem });
        return;
      }
      const added = mergeSessions(result.sessions);
      if (added === null) {
        setOutcome({ kind: 'refused-write' });
        return;
      }
      const known = new Set(allSessions.map((session) => session.id));
      const newOnes = result.sessions.filter((session) => !known.has(session.id));
      setOutcome({
        kind: 'imported',
        added,
        present: result.sessions.length - added,
        otherPlans: new Set(newOnes.filter((session) => session.planId !== planId).map((s) => s.id)).size,
      });
    } catch (error) {
      console.error('Could not read the chosen file', error);
      setOutcome({ kind: 'invalid', problem: { kind: 'not-json' } });
    } finally {
      setReading(false);
      // The same file may be chosen again after a fix.
      resetFile.current?.();
    }
  }

  return (
    <Stack component="section" aria-labelledby="transfer-heading" gap="sm">
      <Title order={2} size="h3" id="transfer-heading">
        <Trans>Move your log to another device</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Download the log as a file and import it on your other phone or computer. Sessions already there are
          kept as they are.
        </Trans>
      </Text>
      <Group gap="xs">
        {planSessions.length > 0 && (
          <Button variant="default" onClick={() => downloadLogFile(planSessions, planId)}>
            {otherPlans > 0 ? t`Download this plan's log` : t`Download my log`}
          </Button>
        )}
        {otherPlans > 0 && (
          <Button variant="default" onClick={() => downloadLogFile(allSessions, 'all')}>
            {t`Download the log of all plans (${allSessions.length} sessions)`}
          </Button>
        )}
        <FileButton onChange={importFile} accept="application/json,.json" resetRef={resetFile}>
          {(props) => (
            <BusyButton {...props} variant="light" busy={reading} busyLabel={<Trans>Reading the file</Trans>}>
              <Trans>Import a log file</Trans>
            </BusyButton>
          )}
        </FileButton>
      </Group>
      {outcome?.kind === 'imported' && (
        <Alert color="green" variant="light" role="status" title={t`Log imported`}>
          {t`${plural(outcome.added, { one: '# session added', other: '# sessions added' })}`},{' '}
          {t`${plural(outcome.present, { one: '# already here', other: '# already here' })}`}.
          {outcome.otherPlans > 0 &&
            ` ${t`${plural(outcome.otherPlans, {
              one: '# of the new ones belongs to another plan: it is in that plan’s history.',
              other: '# of the new ones belong to other plans: they are in those plans’ history.',
            })}`}`}
        </Alert>
      )}
      {outcome?.kind === 'refused-write' && (
        <Alert color="red" variant="light" role="alert" title={t`The log could not be imported`}>
          {t`This browser refused to store the sessions (its storage may be full or blocked). Nothing was changed.`}
        </Alert>
      )}
      {outcome?.kind === 'invalid' && (
        <Alert color="red" variant="light" role="alert" title={t`The log could not be imported`}>
          {problemText(outcome.problem)}
        </Alert>
      )}
    </Stack>
  );
}
