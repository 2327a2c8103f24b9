import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ANSWER_LIMITS, isEmailAddress } from '../../../contract/answers';
import type { Language } from '../../../contract/constants';
import type { WorkoutPlan } from '../../../contract/workout';
import { BusyButton } from '../../components/BusyButton';
import { LazyModal } from '../../components/LazyModal';
import { errorCodeOf, errorText, httpStatusOf } from '../../lib/errors';
import { localizedPath, useLanguage } from '../../lib/language';
import { downloadAsOwner } from '../../lib/ownerDownload';
import { loadTrpcClient } from '../../lib/siteQueries';
import { showToast } from '../../lib/toast';
import { useLoadedWhen } from '../../lib/useLoadedWhen';
import { HistoryLink } from '../training/HistoryLink';
import { CalendarDialog } from './CalendarDialog';
import { DeleteByEmail } from './DeleteByEmail';
import { useManagementKey } from './usePlanManagementKey';

// The creator's controls load only on the device that made the plan: no other visitor ever sees them.
const loadManageControls = () =>
  import('./ManagePlan').then((module) => ({ default: module.ManagePlanControls }));

/**
 * Download the plan as PDF or as a calendar file, or have it emailed (the address is not kept), and open
 * what this device logged of it. On the device that made the plan, also its creator's controls: listed or
 * not, and delete.
 */
export function PlanActions({
  plan,
}: {
  plan: Pick<WorkoutPlan, 'id' | 'listed' | 'screening' | 'adaptedToHealth'>;
}) {
  const planId = plan.id;
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const managementKey = useManagementKey(planId);
  const ManagePlanControls = useLoadedWhen(managementKey !== undefined, loadManageControls);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: async (input: { id: string; email: string; language: Language }) =>
      (await loadTrpcClient()).share.email.mutate(input),
    onSuccess(result) {
      setOpen(false);
      setEmail('');
      // The title says what happened: sent, or only saved in the server's outbox (issue 29, "True labels").
      showToast(
        result.delivery === 'smtp'
          ? { title: t`Email sent`, description: t`Check your inbox for the plan and its PDF.` }
          : {
              title: t`Email not sent: saved in the outbox`,
              description: t`This server has no mail service configured, so the message was saved in its outbox.`,
            },
      );
    },
    onError(error) {
      const code = errorCodeOf(error);
      const limited =
        code === 'RATE_LIMITED' ||
        code === 'EMAIL_LIMITED' ||
        code === 'EMAIL_SENDER_LIMITED' ||
        httpStatusOf(error) === 429;
      showToast({
        title: limited ? t`Email not sent: limit reached` : t`Failed to send email`,
        description: errorText(error, t`Please try again later`),
        variant: 'destructive',
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    // The server's rule for an address (src/contract/answers.ts), said on the field itself.
    if (!isEmailAddress(trimmed)) {
      setEmailError(t`Please enter a valid email address`);
      emailInput.current?.focus();
      return;
    }
    send.mutate({ id: planId, email: trimmed, language });
  }

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          component="a"
          href={`/api/workouts/${planId}/pdf?language=${language}`}
          variant="default"
          download
          onClick={(event) => {
            if (!managementKey) return;
            event.preventDefault();
            void downloadAsOwner(event.currentTarget.href, managementKey, `workout-plan-${planId}.pdf`);
          }}
        >
          <Trans>Download PDF</Trans>
        </Button>
        <CalendarDialog planId={planId} managementKey={managementKey} />
        <Button variant="default" onClick={() => setOpen(true)}>
          <Trans>Email me this plan</Trans>
        </Button>
        <LazyModal opened={open} onClose={() => setOpen(false)} title={t`Email me this plan`}>
          {/* noValidate: the field says what is wrong, in the page's language, not the browser's bubble. */}
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text size="sm">
                <Trans>We send the plan with its PDF and link. We do not keep your address.</Trans>
              </Text>
              <TextInput
                type="email"
                label={t`Email`}
                ref={emailInput}
                value={email}
                error={emailError}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setEmailError(null);
                }}
                required
                maxLength={ANSWER_LIMITS.email}
                placeholder={t`you@example.com`}
              />
              <Group justify="flex-end">
                <BusyButton
                  type="submit"
                  busy={send.isPending}
                  busyLabel={t`Sending`}
                  disabled={!email.trim()}
                >
                  <Trans>Send</Trans>
                </BusyButton>
              </Group>
            </Stack>
          </form>
        </LazyModal>
        <HistoryLink planId={planId} variant="default" />
      </Group>
      {managementKey === undefined && <DeleteByEmail planId={planId} />}
      {managementKey && ManagePlanControls && (
        <Paper withBorder p="sm" radius="md" component="section" aria-label={t`Manage your plan`}>
          <Text size="sm" fw={600} mb="xs">
            <Trans>Your plan</Trans>
          </Text>
          <ManagePlanControls
            planId={planId}
            managementKey={managementKey}
            listed={plan.listed}
            neverListed={plan.adaptedToHealth === true}
            onDeleted={() => void navigate(localizedPath(language, '/my-workouts'), { replace: true })}
          />
        </Paper>
      )}
    </Stack>
  );
}
