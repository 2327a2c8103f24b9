import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PUBLIC_ID_PATTERN, STORAGE_KEYS } from '../../contract/constants';
import { emailedFromState, emailedText } from '../features/onboarding/emailed';
import { PlanView } from '../features/plan/PlanView';
import { useDeviceList } from '../lib/deviceStorage';
import { errorCodeOf, isOffline } from '../lib/errors';
import { localizedPath, useLanguage } from '../lib/language';
import { planQuery } from '../lib/siteQueries';
import { showToast } from '../lib/toast';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useHydrated } from '../lib/useHydrated';

function PlanSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <Stack>
        <Skeleton height={16} width="30%" />
        <Skeleton height={36} width="60%" />
        <Skeleton height={80} />
        <Skeleton height={220} />
      </Stack>
    </Container>
  );
}

export function PlanNotFound() {
  const language = useLanguage();
  return (
    <Container size="sm" py={60}>
      <Stack align="center">
        <Title order={1}>
          <Trans>Workout Plan Not Found</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>The workout plan you're looking for doesn't exist or has been removed.</Trans>
        </Text>
        <Button component={Link} to={`${localizedPath(language)}?create=true`}>
          <Trans>Create a new workout</Trans>
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * The plan could not be read for another reason than its absence: no connection (and this device never
 * kept it), or the server did not answer. Never "not found", which would be false; the page tries again
 * by itself when the connection returns (docs/offline.md).
 */
function PlanUnreachable({ offline, onRetry }: { offline: boolean; onRetry(): void }) {
  return (
    <Container size="sm" py={60}>
      <Stack align="center">
        <Title order={1}>
          {offline ? (
            <Trans>You're offline and this plan isn't saved on this device</Trans>
          ) : (
            <Trans>This plan could not be loaded</Trans>
          )}
        </Title>
        <Text c="dimmed" ta="center">
          {offline ? (
            <Trans>
              It opens by itself as soon as you're back online. Save it to My Workouts then, and it opens
              without a connection next time.
            </Trans>
          ) : (
            <Trans>The server did not answer. Please try again in a moment.</Trans>
          )}
        </Text>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Container>
  );
}

/** Whether the browser says it is offline now, following its online and offline events. */
function useOffline(): boolean {
  const [offline, setOffline] = useState(isOffline);
  useEffect(() => {
    const update = () => setOffline(isOffline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return offline;
}

export default function PlanPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useLingui();
  // Just made in the chat or the form: what became of the onboarding email, said where the visitor lands.
  // The history entry keeps that state across a reload, which the server never sees: it is shown only
  // once the page has hydrated, so the server's HTML and the first client render match (React error 418).
  const location = useLocation();
  const hydrated = useHydrated();
  const emailed = hydrated ? emailedFromState(location.state) : null;
  const valid = PUBLIC_ID_PATTERN.test(id);
  // A plan link's page arrives with the plan already in the query cache (lib/preloadedQueries.ts).
  const plan = useQuery({ ...planQuery(id), enabled: valid });
  const failed = !valid || (plan.isError && !plan.data);
  // Only the server's word makes a plan "not found"; a failed connection is said as what it is.
  const code = errorCodeOf(plan.error);
  const missing = !valid || (failed && (code === 'PLAN_NOT_FOUND' || code === 'NOT_FOUND'));
  const offline = useOffline();
  // The page arrives drawn with the public view (anyone's). On the device that made the plan, the read
  // carries its management key (lib/trpc.ts) and answers everything: asked for once the page has hydrated,
  // so the first render matches the server's HTML.
  const ownKey = useDeviceList(STORAGE_KEYS.workouts).find((item) => item.id === id)?.managementKey;
  const publicView = plan.data?.view === 'public';
  const { refetch } = plan;
  useEffect(() => {
    if (hydrated && ownKey && publicView) void refetch();
  }, [hydrated, ownKey, publicView, refetch]);
  useDocumentTitle(plan.data ? t`Workout plan by ${plan.data.userName}` : undefined);

  // Back online after a failed read: read again, so the page recovers without a reload.
  useEffect(() => {
    if (failed && !missing && !offline) void refetch();
  }, [failed, missing, offline, refetch]);

  useEffect(() => {
    if (missing) {
      showToast({
        title: t`Workout Plan Not Found`,
        description: t`The workout plan you're looking for doesn't exist or has been removed.`,
        variant: 'destructive',
      });
    }
  }, [missing, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening another plan is the trigger
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  if (missing) return <PlanNotFound />;
  if (failed) return <PlanUnreachable offline={offline} onRetry={() => void refetch()} />;
  if (!plan.data) return <PlanSkeleton />;
  if (!emailed) return <PlanView plan={plan.data} />;
  return (
    <>
      <Container size="lg" pt="xl">
        <Alert
          variant="light"
          color={emailed.outcome === 'sent' || emailed.outcome === 'pending' ? 'blue' : 'yellow'}
          title={t`Your plan by email`}
          role="status"
        >
          {emailedText(i18n, emailed)}
        </Alert>
      </Container>
      <PlanView plan={plan.data} />
    </>
  );
}
