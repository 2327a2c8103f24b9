import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ANSWER_LIMITS } from '../../../contract/answers';
import { errorText, httpStatusOf } from '../../lib/errors';
import { useLanguage } from '../../lib/language';
import { useTRPCClient } from '../../lib/trpc';

/**
 * docs/product.md section 4, early-tester dialog: form, submitting, "check your inbox" or an inline error;
 * closing clears it all. Opened from the emailed link (`confirmToken`, the landing page's
 * `#confirm-beta=` fragment) it confirms the sign-up (double opt-in, README "Privacy") and says so.
 */
export function EarlyTesterDialog({
  opened,
  onClose,
  confirmToken,
}: {
  opened: boolean;
  onClose(): void;
  confirmToken?: string | null;
}) {
  const { t } = useLingui();
  const client = useTRPCClient();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [confirmed, setConfirmed] = useState<'waiting' | 'yes' | string>('waiting');

  useEffect(() => {
    if (!confirmToken) return;
    let current = true;
    client.earlyTesters.confirm.mutate({ token: confirmToken }).then(
      () => current && setConfirmed('yes'),
      (cause) =>
        current &&
        setConfirmed(
          httpStatusOf(cause)
            ? errorText(cause, t`Confirmation failed`)
            : t`Unable to confirm. Please try again.`,
        ),
    );
    return () => {
      current = false;
    };
  }, [client, confirmToken, t]);

  function close() {
    setEmail('');
    setError(null);
    setDone(false);
    onClose();
  }

  if (confirmToken) {
    return (
      <Modal opened={opened} onClose={close} title={t`Join the beta`}>
        <Stack>
          {confirmed === 'waiting' ? (
            <Text>
              <Trans>Confirming your sign-up...</Trans>
            </Text>
          ) : confirmed === 'yes' ? (
            <Text>
              <Trans>Your sign-up is confirmed. We will write when new features are ready to try.</Trans>
            </Text>
          ) : (
            <Alert color="red" role="alert">
              {confirmed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={close}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
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
    <Modal opened={opened} onClose={close} title={done ? t`Check your inbox` : t`Join the beta`}>
      {done ? (
        <Stack>
          <Title order={3} size="h4">
            <Trans>Check your inbox</Trans>
          </Title>
          <Text>
            <Trans>
              We sent a link to confirm your address. We keep it only once you open the link; an unconfirmed
              sign-up is erased.
            </Trans>
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
