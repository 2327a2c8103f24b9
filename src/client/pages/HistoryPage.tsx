import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PUBLIC_ID_PATTERN } from '../../contract/constants';
import { EmptyState } from '../components/EmptyState';
import { ExerciseProgress } from '../features/training/ExerciseProgress';
import { exerciseHistories } from '../features/training/history';
import { LogTransfer } from '../features/training/LogTransfer';
import { readLoadUnit, useTrainingLog } from '../features/training/log';
import { SessionList } from '../features/training/SessionList';
import { useHistoryFormat } from '../features/training/useHistoryFormat';
import { localizedPath, useLanguage } from '../lib/language';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/**
 * `/:lang/plan/:id/history`: what this device logged of a plan (issue 16, "The log on the device").
 * Everything on it comes from the device's log, so it works offline and for a plan that is gone; the plan
 * itself is asked for only to name its author, and the page reads the same without it.
 */
export default function HistoryPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const language = useLanguage();
  const trpc = useTRPC();
  const format = useHistoryFormat();
  const sessions = useTrainingLog(id);
  const allSessions = useTrainingLog();
  // The unit the visitor chose in the session view; the charts and totals are in it.
  const [unit] = useState(readLoadUnit);
  const histories = useMemo(() => exerciseHistories(sessions, unit), [sessions, unit]);
  const plan = useQuery(trpc.workouts.byId.queryOptions({ id }, { enabled: PUBLIC_ID_PATTERN.test(id) }));
  useDocumentTitle(t`Training history`);

  const planPath = localizedPath(language, `/plan/${id}`);
  const planName = sessions[0]?.planName;
  const otherUnit = unit === 'kg' ? 'lb' : 'kg';
  const mixedUnits = sessions.some((session) =>
    session.exercises.some((exercise) => exercise.sets.some((set) => set.load && set.unit === otherUnit)),
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={6} component="header">
          <Anchor component={Link} to={planPath} size="sm">
            <Trans>← Back to the plan</Trans>
          </Anchor>
          <Title order={1}>
            <Trans>Training history</Trans>
          </Title>
          {planName && (
            <Text c="dimmed" lineClamp={2}>
              {planName}
            </Text>
          )}
          {plan.data && (
            <Text size="sm" c="dimmed">
              {t`Plan by ${plan.data.userName}`}
            </Text>
          )}
          <Text size="sm">
            <Trans>This log is kept on this device only. It is never sent anywhere.</Trans>
          </Text>
          {mixedUnits && (
            <Text size="sm" c="dimmed">
              {t`Totals and charts are in ${unit}, the unit chosen on this device; sets logged in ${otherUnit} are converted.`}
            </Text>
          )}
        </Stack>

        {sessions.length === 0 ? (
          <EmptyState
            title={t`No sessions logged yet on this device`}
            description={t`Start a workout from the plan and finish it: each session you log shows up here, with your best sets and a chart of your progress.`}
            action={
              <Button component={Link} to={planPath}>
                <Trans>Back to the plan</Trans>
              </Button>
            }
          />
        ) : (
          <>
            {histories.length > 0 && <ExerciseProgress histories={histories} format={format} />}
            <SessionList sessions={sessions} unit={unit} format={format} />
          </>
        )}

        <LogTransfer planId={id} planSessions={sessions} allSessions={allSessions} />
      </Stack>
    </Container>
  );
}
