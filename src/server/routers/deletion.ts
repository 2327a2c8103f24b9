import { z } from 'zod';
import { DELETION_LINK_TTL_HOURS, DELETION_TOKEN_PATTERN, deletionLinkPath } from '../../contract/deletion';
import { ERROR_CODES } from '../../contract/errors';
import { languageSchema } from '../../contract/site';
import { planIdSchema } from '../../contract/workout';
import { apiError } from '../api/errors';
import { createDeletionToken, deletePlanWithToken, planForDeletion } from '../db/queries/deletion';
import { parseRecipient, sendDeletionEmail } from '../share/email';
import { chargeMailClientShare, chargeMailRecipient } from '../share/mailCaps';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';

/**
 * Mails the link, after the answer has gone: whether the plan has an address, whether it is over a
 * cap and how long sending takes must not show in the answer or its timing. Never throws.
 */
async function mailDeletionLink(
  ctx: Context,
  planId: string,
  plan: { language: string; email: string | null },
  language: 'en' | 'es',
): Promise<void> {
  try {
    const recipient = plan.email ? parseRecipient(plan.email) : null;
    if (!recipient) return;
    try {
      // The answer has gone: no header may be set on it any more.
      await chargeMailRecipient({ ...ctx, reply: undefined }, recipient, 'deletion-link');
    } catch (error) {
      ctx.log.info({ planId, err: error }, 'a deletion link was not sent: over a mail cap');
      return;
    }
    const token = await createDeletionToken(ctx.sql, planId);
    await sendDeletionEmail(ctx.config, {
      to: recipient,
      language,
      planId,
      link: `${ctx.config.publicUrl}${deletionLinkPath(language, planId, token)}`,
      hours: DELETION_LINK_TTL_HOURS,
    });
  } catch (error) {
    ctx.log.error({ err: error, planId }, 'sending a deletion link failed');
  }
}

/** Deletion links still being mailed: the server waits for them when it closes, so none is cut off. */
const inFlight = new Set<Promise<void>>();

/** Resolves once every deletion link asked for so far has been mailed or given up on. */
export async function deletionMailsSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

export const deletionRouter = router({
  request: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/workouts/{id}/deletion-request',
        tags: ['workouts'],
        summary: 'Ask for a deletion link by email',
        description:
          "For a plan's creator who no longer has the device with the management key: when an email address was " +
          'given with the questionnaire (kept 30 days), a link that deletes the plan is sent to that address, and only ' +
          `there; it works once, within ${DELETION_LINK_TTL_HOURS} hours. The answer is the same whether or not the ` +
          'plan has an address, and never shows it. Charged to the email budgets: 3 a minute and a share of the ' +
          "server's hourly emails per client (429), and the address's own hourly cap (then nothing is sent).",
        protect: false,
        errorResponses: { 404: 'Workout Plan Not Found', 429: 'Too many emails from this client' },
      },
    })
    .input(
      z.object({
        id: planIdSchema,
        language: languageSchema
          .describe("The email's and the page's language; default the plan's.")
          .optional(),
      }),
    )
    .output(
      z.object({
        requested: z
          .literal(true)
          .describe(
            'Always true: if the plan has an address, a link is on its way to it; nothing says whether it has.',
          ),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      // Charged before anything is looked up, so a refusal says nothing about the plan's address.
      await chargeMailClientShare(ctx);
      const plan = await planForDeletion(ctx.sql, input.id);
      if (!plan) throw apiError('PLAN_NOT_FOUND');
      const mailing = mailDeletionLink(ctx, input.id, plan, input.language ?? plan.language);
      inFlight.add(mailing);
      void mailing.finally(() => inFlight.delete(mailing));
      return { requested: true as const };
    }),

  confirm: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/workouts/{id}/deletion',
        tags: ['workouts'],
        summary: 'Delete a plan with an emailed link',
        description:
          'Deletes the plan with its ratings, challenges, participants and completions, for good, with the token ' +
          'from the link that `POST /workouts/{id}/deletion-request` sent (the part after `#token=`). A token works ' +
          `once, for this plan only, within ${DELETION_LINK_TTL_HOURS} hours; otherwise the answer is a 403.`,
        protect: false,
        errorResponses: { 403: ERROR_CODES.DELETION_LINK_INVALID.message },
      },
    })
    .input(
      z.object({
        id: planIdSchema,
        token: z.string().max(100).describe('The token from the deletion link.'),
      }),
    )
    .output(
      z.object({ id: planIdSchema, deleted: z.literal(true).describe('Always true: the plan is gone.') }),
    )
    .mutation(async ({ ctx, input }) => {
      const deleted =
        DELETION_TOKEN_PATTERN.test(input.token) &&
        (await deletePlanWithToken(ctx.sql, input.id, input.token));
      if (!deleted) throw apiError('DELETION_LINK_INVALID');
      return { id: input.id, deleted: true as const };
    }),
});
