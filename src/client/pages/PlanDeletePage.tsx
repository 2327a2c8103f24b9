import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { STORAGE_KEYS } from '../../contract/constants';
import { DELETION_TOKEN_PATTERN } from '../../contract/deletion';
import { BusyButton } from '../components/BusyButton';
import { removeItem } from '../lib/deviceStorage';
import { errorText } from '../lib/errors';
import { localizedPath, useLanguage } from '../lib/language';
import { loadTrpcClient } from '../lib/siteQueries';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/**
 * `/{lang}/plan/{id}/delete#token=...`: the page the emailed deletion link opens (src/contract/deletion.ts).
 * It asks before it deletes, so a mail scanner that opens the link deletes nothing; the token is read
 * from the fragment, which never reaches the server's logs.
 */
export default function PlanDeletePage() {
  const { t } = useLingui();
  const language = useLanguage();
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  const [done, setDone] = useState(false);
  const confirm = useMutation({
    mutationFn: async () => (await loadTrpcClient()).deletion.confirm.mutate({ id, token }),
    onSuccess() {
      // This device may still list the plan (My Workouts): it is gone.
      removeItem(STORAGE_KEYS.workouts, id);
      setDone(true);
    },
  });
  useDocumentTitle(t`Delete this plan?`);
  const planLink = localizedPath(language, `/plan/${id}`);

  return (
    <Container size="sm" py={60}>
      <Stack gap="md">
        {done ? (
          <>
            <Title order={1}>
              <Trans>Plan deleted</Trans>
            </Title>
            <Text role="status">
              <Trans>The plan, its ratings and its challenges are gone for good.</Trans>
            </Text>
            <Group>
              <Button component={Link} to={localizedPath(language)}>
                <Trans>Back to home</Trans>
              </Button>
            </Group>
          </>
        ) : !DELETION_TOKEN_PATTERN.test(token) ? (
          <>
            <Title order={1}>
              <Trans>This deletion link is incomplete</Trans>
            </Title>
            <Text>
              <Trans>
                Open the whole link from the email, or ask for a new one on the plan page ("Is this your plan?
                Delete it by email").
              </Trans>
            </Text>
            <Group>
              <Button component={Link} to={planLink} variant="default">
                <Trans>Open the plan</Trans>
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Title order={1}>
              <Trans>Delete this plan?</Trans>
            </Title>
            <Text>
              <Trans>
                The plan, its ratings, its challenges and everyone's progress in them are deleted for good.
                Its link will stop working. This cannot be undone.
              </Trans>
            </Text>
            {confirm.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(confirm.error, t`Please try again later`)}
              </Alert>
            )}
            <Group>
              <Button component={Link} to={planLink} variant="default">
                <Trans>Keep the plan</Trans>
              </Button>
              <BusyButton
                color="red"
                busy={confirm.isPending}
                busyLabel={<Trans>Deleting</Trans>}
                onClick={() => confirm.mutate()}
              >
                <Trans>Delete for good</Trans>
              </BusyButton>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
