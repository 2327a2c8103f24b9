import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { PUBLIC_ID_PATTERN } from '../../contract/constants';
import { BusyButton } from '../components/BusyButton';
import { ChallengeView } from '../features/challenge/ChallengeView';
import { useSendQueuedCompletions } from '../features/challenge/sendCompletions';
import { errorText, isNotFound } from '../lib/errors';
import { localizedPath, useLanguage } from '../lib/language';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** `/{lang}/challenge/{id}` (docs/product.md section 2 "Challenge page"). */
export default function ChallengePage() {
  useSendQueuedCompletions();
  const { id } = useParams();
  if (!id) return <Navigate to="/" replace />;
  // A new id is a new challenge: fresh participant choice and tracker state.
  return <ChallengeLoader key={id} challengeId={id} />;
}

function ChallengeLoader({ challengeId }: { challengeId: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  // An id that cannot exist is not worth a request: it is simply not found.
  const validId = PUBLIC_ID_PATTERN.test(challengeId);
  const query = useQuery({ ...trpc.challenges.byId.queryOptions({ id: challengeId }), enabled: validId });

  if (!validId || (query.isError && isNotFound(query.error))) return <ChallengeNotFound />;
  if (query.isError) {
    return (
      <Container size="sm" py={60}>
        <Alert color="red" variant="light" title={t`Something went wrong. Please try again.`}>
          <Text size="sm" mb="sm">
            {errorText(query.error, t`Unable to connect to the server. Please try again.`)}
          </Text>
          <BusyButton
            color="red"
            variant="light"
            onClick={() => void query.refetch()}
            busy={query.isFetching}
            busyLabel={<Trans>Loading</Trans>}
          >
            <Trans>Try again</Trans>
          </BusyButton>
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      {query.isPending ? <ChallengeSkeleton /> : <ChallengeView challenge={query.data} />}
    </Container>
  );
}

function ChallengeNotFound() {
  const { t } = useLingui();
  const language = useLanguage();
  useDocumentTitle(t`Challenge not found`);
  return (
    <Container size="sm" py={60}>
      <Stack align="center" gap="sm">
        <Title order={1} ta="center">
          <Trans>Challenge not found</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>
            The link may be mistyped, or the challenge no longer exists. Ask whoever invited you for the link.
          </Trans>
        </Text>
        <Group justify="center">
          <Button component={Link} to={localizedPath(language, '/my-workouts')} variant="default">
            <Trans>My Workouts</Trans>
          </Button>
          <Button component={Link} to={localizedPath(language)}>
            <Trans>Create a new workout</Trans>
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function ChallengeSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="xl" role="status" aria-busy="true" aria-label={t`Loading the challenge`}>
      <Stack gap="xs">
        <Skeleton height={36} width="60%" />
        <Skeleton height={16} width="80%" />
        <Skeleton height={36} width={260} mt="sm" />
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <Skeleton height={22} width={200} mb="sm" />
        <Skeleton height={14} mb={6} />
        <Skeleton height={14} width="70%" />
      </Card>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="xs">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={56} radius="md" />
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg">
            <Skeleton height={36} mb="md" />
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={64} radius="md" mb="xs" />
            ))}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
