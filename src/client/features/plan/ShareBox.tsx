import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export const COPIED_MS = 2000;

/** The permanent link with a copy button whose copied state lasts 2 seconds. */
export function ShareBox({ url, label }: { url: string; label?: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="xs">
        {label ?? t`Share this plan`}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          value={url}
          readOnly
          style={{ flex: 1 }}
          aria-label={t`Share link`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          onClick={() =>
            navigator.clipboard
              .writeText(url)
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
          color={copied ? 'teal' : undefined}
        >
          {copied ? <Trans>Copied!</Trans> : <Trans>Copy link</Trans>}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {copied ? t`The link is on your clipboard.` : t`Anyone with this link can open the plan.`}
      </Text>
    </Paper>
  );
}
