import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OnboardingEmail } from '../../../contract/workout';

/**
 * What the coach says about the onboarding email once the plan is saved (docs/product.md,
 * its departure "Plan by email"), in the chat and on the plan page it opens: the truth of what happened, with the address
 * masked as the server gives it. Without SMTP the message only waits in the server's outbox, and the
 * sentence says so rather than claim it was sent.
 */
export function emailedText(i18n: I18n, emailed: OnboardingEmail): string {
  const to = emailed.to;
  switch (emailed.outcome) {
    case 'sent':
      return i18n._(msg`We've sent the link to your plan to ${to}.`);
    case 'pending':
      return i18n._(msg`We're sending the link to your plan to ${to}; it may take a few minutes to arrive.`);
    case 'outbox':
      return i18n._(
        msg`Email isn't set up on this server yet, so the message for ${to} is waiting in its outbox and hasn't been sent. Your plan is saved in My Workouts on this device.`,
      );
    case 'limited':
      return i18n._(
        msg`We didn't email ${to}: that address has already had several emails from us in the last hour. Your plan is saved in My Workouts on this device, and you can email it from its page later.`,
      );
    case 'failed':
      return i18n._(
        msg`We couldn't send the email to ${to}. Your plan is saved in My Workouts on this device, and you can try again from its page.`,
      );
  }
}

/** The onboarding email's outcome carried to the plan page in the navigation state, if it is one. */
export function emailedFromState(state: unknown): OnboardingEmail | null {
  if (!state || typeof state !== 'object' || !('emailed' in state)) return null;
  const emailed = (state as { emailed: unknown }).emailed;
  if (!emailed || typeof emailed !== 'object') return null;
  const { outcome, to } = emailed as Record<string, unknown>;
  if (typeof to !== 'string' || typeof outcome !== 'string') return null;
  if (!['sent', 'pending', 'outbox', 'limited', 'failed'].includes(outcome)) return null;
  return { outcome: outcome as OnboardingEmail['outcome'], to };
}
