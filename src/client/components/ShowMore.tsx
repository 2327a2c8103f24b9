import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group } from '@mantine/core';
import { errorText } from '../lib/errors';
import type { PagedList } from '../lib/usePagedList';
import { BusyButton } from './BusyButton';

/**
 * The foot of a paged list (lib/usePagedList.ts): "Show more" while another page follows, saying
 * "Loading" as it works; a page that failed says so and offers to try again, keeping what was shown.
 */
export function ShowMore({ list }: { list: PagedList<unknown> }) {
  const { t } = useLingui();
  if (list.error) {
    return (
      <Alert color="red" variant="light" title={t`The next items could not be loaded`}>
        {errorText(list.error, t`Unable to connect to the server. Please try again.`)}
        <Group mt="xs">
          <BusyButton
            size="xs"
            variant="light"
            color="red"
            onClick={list.tryAgain}
            busy={list.loading}
            busyLabel={<Trans>Loading</Trans>}
          >
            <Trans>Try again</Trans>
          </BusyButton>
        </Group>
      </Alert>
    );
  }
  if (!list.hasMore) return null;
  return (
    <Group justify="center">
      <BusyButton
        variant="default"
        onClick={list.showMore}
        busy={list.loading}
        busyLabel={<Trans>Loading</Trans>}
      >
        <Trans>Show more</Trans>
      </BusyButton>
    </Group>
  );
}
