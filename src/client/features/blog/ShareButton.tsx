import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { showToast } from '../../lib/toast';
import { ShareIcon } from './ShareIcon';

/** The system share sheet where there is one; elsewhere the link goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; other errors fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: t`Link copied`, description: t`The article's link is on your clipboard.` });
    } catch (error) {
      console.warn('Could not copy the article link', error);
      showToast({ title: t`Could not copy the link`, description: url, variant: 'destructive' });
    }
  }

  return (
    <Button variant="light" leftSection={<ShareIcon />} onClick={() => void share()}>
      <Trans>Share</Trans>
    </Button>
  );
}
