import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PUBLIC_ID_PATTERN, STORAGE_KEYS } from '../../contract/constants';
import { emailedFromState, emailedText } from '../features/onboarding/emailed';
import { PlanView } from '../features/plan/PlanView';
import { useDeviceList } from '../lib/deviceStorage';
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

  useEffect(() => {
    if (failed) {
      showToast({
        title: t`Workout Plan Not Found`,
        description: t`The workout plan you're looking for doesn't exist or has been removed.`,
        variant: 'destructive',
      });
    }
  }, [failed, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening another plan is the trigger
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  if (failed) return <PlanNotFound />;
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
