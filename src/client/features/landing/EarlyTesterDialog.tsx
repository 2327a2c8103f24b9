import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ANSWER_LIMITS } from '../../../contract/answers';
import { errorText, httpStatusOf } from '../../lib/errors';
import { useLanguage } from '../../lib/language';
import { useTRPCClient } from '../../lib/trpc';

/** docs/product.md section 4, early-tester dialog: form, submitting, success or an inline error; closing clears it all. */
export function EarlyTesterDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useLingui();
  const client = useTRPCClient();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  function close() {
    setEmail('');
    setError(null);
    setDone(false);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await client.earlyTesters.register.mutate({ email: trimmed, language });
      setDone(true);
    } catch (cause) {
      // The server's answer, in the visitor's language by its code (lib/errors.ts); no answer at all
      // is a network failure.
      if (httpStatusOf(cause)) {
        setError(errorText(cause, t`Registration failed`));
      } else {
        setError(t`Unable to register. Please try again.`);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={done ? t`Welcome to the beta!` : t`Join the beta`}>
      {done ? (
        <Stack>
          <Title order={3} size="h4">
            <Trans>Welcome to the beta!</Trans>
          </Title>
          <Text>
            <Trans>Thank you for signing up. We will write when new features are ready to try.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <Text size="sm">
              <Trans>Be the first to try new features. We only use your email for beta news.</Trans>
            </Text>
            <TextInput
              type="email"
              label={t`Email`}
              placeholder={t`you@example.com`}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              disabled={submitting}
              required
              maxLength={ANSWER_LIMITS.email}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={submitting}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={!email.trim() || submitting}>
                {submitting ? t`Registering...` : t`Join Beta`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
