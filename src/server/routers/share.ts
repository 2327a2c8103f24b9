import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { languageSchema } from '../../contract/site';
import {
  emailSchema,
  type OnboardingEmail,
  type OnboardingEmailOutcome,
  planIdSchema,
  type WorkoutPlan,
  type WorkoutRequest,
} from '../../contract/workout';
import { apiError } from '../api/errors';
import { isDiskFull, recordDiskFull } from '../db/diskFull';
import { readPlan } from '../privacy/reader';
import { OutboxFullError, parseRecipient, sendPlanEmail } from '../share/email';
import { chargeMailCaps } from '../share/mailCaps';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';

export const shareRouter = router({
  email: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/workouts/{id}/email',
        tags: ['workouts'],
        summary: 'Email a plan',
        description:
          'Sends the plan (text and HTML, the link, the PDF attached) to one address, which is not stored. Without SMTP ' +
          'configured, the server writes the message to its outbox folder and `delivery` says `outbox`. One mailbox ' +
          'receives at most 3 emails an hour, whoever asks, however its address is spelt (`+tags`, Gmail dots; 429 ' +
          '`EMAIL_LIMITED`); one client sends at most its share of the hourly cap (429 `EMAIL_SENDER_LIMITED`); the ' +
          "server sends at most its configured number an hour. The message carries no link or address from the plan's name. " +
          "It holds the plan's public view (as `GET /workouts/{id}`), or the creator's whole plan when the management key is sent in `x-management-key`.",
        protect: false,
        errorResponses: {
          400: 'Please enter a valid email address',
          403: "The management key sent is not this plan's",
          404: 'Workout Plan Not Found',
          429: 'Too many emails to this address, from this client or from this server',
          502: 'Failed to send email',
          503: 'Email is unavailable right now',
        },
      },
    })
    .input(
      z.object({
        id: planIdSchema,
        email: emailSchema.describe('The one address to send the plan to; not stored.'),
        language: languageSchema.describe("The email's language; default the plan's.").optional(),
      }),
    )
    .output(
      z.object({
        sent: z.literal(true).describe('Always true: the message was handed over.'),
        delivery: z
          .enum(['smtp', 'outbox'])
          .describe("`smtp`: sent through the mail server; `outbox`: written to the server's outbox folder."),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const recipient = parseRecipient(input.email);
      if (!recipient) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Please enter a valid email address: one address, such as name@example.com.',
        });
      }
      // Whoever asks can send a plan to any address: the public view, unless the creator's key is sent.
      const read = await readPlan(ctx.sql, input.id, ctx.managementKey);
      if (read.kind === 'not-found') throw apiError('PLAN_NOT_FOUND');
      if (read.kind === 'wrong-key') throw apiError('WRONG_MANAGEMENT_KEY');
      const { plan } = read;
      const language = input.language ?? plan.language;
      await chargeMailCaps(ctx, recipient);
      try {
        const result = await sendPlanEmail(ctx.config, plan, {
          to: recipient,
          language,
          shareUrl: `${ctx.config.publicUrl}/${language}/plan/${plan.id}`,
        });
        return { sent: true as const, delivery: result.delivery };
      } catch (error) {
        if (error instanceof OutboxFullError) {
          ctx.log.error({ err: error }, 'the outbox is full: the email was not written');
          throw apiError('EMAIL_UNAVAILABLE');
        }
        if (isDiskFull(error)) {
          recordDiskFull();
          ctx.log.error({ err: error }, 'the disk is full: the email was not written to the outbox');
          throw apiError('STORAGE_FULL');
        }
        ctx.log.error({ err: error, planId: plan.id }, 'sending the plan email failed');
        throw apiError('EMAIL_FAILED');
      }
    }),
});

/** 'ana.lopez@gmail.com' as 'a…@g…': the visitor recognises it, someone reading over a shoulder does not. */
export function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${[...local][0] ?? ''}…@${[...domain][0] ?? ''}…`;
}

/** How long the plan waits for its onboarding email; a slow mail server sends on after it is shown. */
const ONBOARDING_MAIL_WAIT_MS = 15_000;

/**
 * The onboarding email (docs/product.md, its departure "Plan by email"): once a new plan is saved, when the visitor gave
 * an address and agreed, the same message as "Email me this plan", through the same path and limits
 * (the client's email budget, the per-recipient and overall hourly caps). Never throws: the plan is
 * made whatever happens to the email, and the answer says what did. Null when nothing was to be sent.
 */
export async function sendOnboardingEmail(
  ctx: Context,
  plan: WorkoutPlan,
  request: Pick<WorkoutRequest, 'email' | 'agreeToTerms'>,
): Promise<OnboardingEmail | null> {
  if (!request.agreeToTerms || !request.email) return null;
  const recipient = parseRecipient(request.email);
  if (!recipient) return { outcome: 'failed', to: maskAddress(request.email.trim().toLowerCase()) };
  const to = maskAddress(recipient);
  try {
    if (ctx.limits) {
      const budget = await ctx.limits.chargeClient(ctx.budgetOwner, 'email');
      if (!budget.allowed) return { outcome: 'limited', to };
    }
    await chargeMailCaps(ctx, recipient);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') return { outcome: 'limited', to };
    ctx.log.error(
      { err: error, planId: plan.id },
      'the onboarding email could not be charged to the mail limits',
    );
    return { outcome: 'failed', to };
  }
  const sending = sendPlanEmail(ctx.config, plan, {
    to: recipient,
    language: plan.language,
    shareUrl: `${ctx.config.publicUrl}/${plan.language}/plan/${plan.id}`,
    onboarding: true,
  }).then(
    (result): OnboardingEmailOutcome => (result.delivery === 'smtp' ? 'sent' : 'outbox'),
    (error: unknown): OnboardingEmailOutcome => {
      ctx.log.error(
        { err: error, planId: plan.id, outboxFull: error instanceof OutboxFullError },
        'sending the onboarding email failed',
      );
      return 'failed';
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<OnboardingEmailOutcome>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ONBOARDING_MAIL_WAIT_MS);
  });
  try {
    return { outcome: await Promise.race([sending, waited]), to };
  } finally {
    clearTimeout(timer);
  }
}
