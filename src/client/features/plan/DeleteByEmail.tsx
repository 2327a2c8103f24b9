import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DELETION_LINK_TTL_HOURS } from '../../../contract/deletion';
import { BusyButton } from '../../components/BusyButton';
import { LazyModal } from '../../components/LazyModal';
import { errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/language';
import { loadTrpcClient } from '../../lib/siteQueries';

/**
 * For a visitor without the plan's management key, who may be its creator on another device or after
 * clearing the browser: a link that deletes the plan goes to the address given with the questionnaire,
 * if any (README "Privacy"). The page never learns whether there is one: the answer is the same.
 */
export function DeleteByEmail({ planId }: { planId: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const request = useMutation({
    mutationFn: async () => (await loadTrpcClient()).deletion.request.mutate({ id: planId, language }),
  });
  const hours = DELETION_LINK_TTL_HOURS;
  return (
    <>
      <Group>
        <Button variant="subtle" size="xs" color="gray" onClick={() => setOpen(true)}>
          <Trans>Is this your plan? Delete it by email</Trans>
        </Button>
      </Group>
      <LazyModal
        opened={open}
        onClose={() => {
          setOpen(false);
          request.reset();
        }}
        title={t`Delete this plan by email`}
      >
        <Stack>
          {request.isSuccess ? (
            <Text size="sm" role="status">
              <Trans>
                If this plan was made with an email address, a link to delete it is on its way there. It works
                once, within {hours} hours.
              </Trans>
            </Text>
          ) : (
            <>
              <Text size="sm">
                <Trans>
                  Made this plan on another device, or cleared this browser? If you gave your email address
                  when you made it (in the last 30 days), we send a link there that deletes the plan. We do
                  not show the address, or whether there is one.
                </Trans>
              </Text>
              {request.isError && (
                <Text size="sm" c="red" role="alert">
                  {errorText(request.error, t`Please try again later`)}
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
                  <Trans>Cancel</Trans>
                </Button>
                <BusyButton
                  color="red"
                  busy={request.isPending}
                  busyLabel={t`Sending`}
                  onClick={() => request.mutate()}
                >
                  <Trans>Email me a deletion link</Trans>
                </BusyButton>
              </Group>
            </>
          )}
        </Stack>
      </LazyModal>
    </>
  );
}
