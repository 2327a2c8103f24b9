import { z } from 'zod';
import {
  EARLY_TESTER_CONFIRM_HOURS,
  EARLY_TESTER_TOKEN_PATTERN,
  earlyTesterConfirmPath,
} from '../../contract/earlyTesters';
import { ERROR_CODES } from '../../contract/errors';
import { type Language, languageSchema } from '../../contract/site';
import { emailSchema } from '../../contract/workout';
import { apiError } from '../api/errors';
import { confirmEarlyTester, createPendingEarlyTester } from '../db/queries/earlyTesters';
import { parseRecipient, sendEarlyTesterEmail } from '../share/email';
import { chargeMailClientShare, chargeMailRecipient } from '../share/mailCaps';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';

/**
 * Mails the confirmation link after the answer has gone: whether the address is over its cap and how
 * long sending takes must not show in the answer. Nothing durable is written until the mailbox's cap
 * allowed the message. Never throws.
 */
async function mailConfirmation(ctx: Context, email: string, language: Language): Promise<void> {
  try {
    const recipient = parseRecipient(email);
    if (!recipient) return;
    try {
      await chargeMailRecipient({ ...ctx, reply: undefined }, recipient, 'plan');
    } catch (error) {
      ctx.log.info({ err: error }, 'an early-tester confirmation was not sent: over a mail cap');
      return;
    }
    const token = await createPendingEarlyTester(ctx.sql, recipient, language);
    await sendEarlyTesterEmail(ctx.config, {
      to: recipient,
      language,
      link: `${ctx.config.publicUrl}${earlyTesterConfirmPath(language, token)}`,
      hours: EARLY_TESTER_CONFIRM_HOURS,
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'sending an early-tester confirmation failed');
  }
}

/** Confirmations still being mailed: the server waits for them when it closes, so none is cut off. */
const inFlight = new Set<Promise<void>>();

/** Resolves once every confirmation asked for so far has been mailed or given up on. */
export async function earlyTesterMailsSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

export const earlyTestersRouter = router({
  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/early-testers',
        tags: ['early-testers'],
        summary: 'Sign up as an early tester (a confirmation link is emailed)',
        description:
          'Emails a link to the address; the address is kept only once its owner opens the link and confirms ' +
          `(POST /early-testers/confirm) within ${EARLY_TESTER_CONFIRM_HOURS} hours. Until then the server keeps ` +
          "only the link token's hash and the address sealed with a key made from the token; an unconfirmed " +
          "sign-up is erased. Charged to the email budgets: a share of the server's hourly emails per client " +
          "(429), and the address's own hourly cap (then nothing is sent). The answer is the same either way.",
        protect: false,
        errorResponses: {
          400: 'Please enter a valid email address',
          429: 'Too many emails from this client',
        },
      },
    })
    .input(
      z.object({
        email: emailSchema.describe('The address to tell when the beta opens, once confirmed; kept private.'),
        language: languageSchema.describe('The language to write in.').optional(),
      }),
    )
    .output(
      z.object({
        ok: z.literal(true).describe('Always true: a confirmation link is on its way (unless over a cap).'),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await chargeMailClientShare(ctx);
      const mailing = mailConfirmation(ctx, input.email, input.language ?? 'en');
      inFlight.add(mailing);
      void mailing.finally(() => inFlight.delete(mailing));
      return { ok: true as const };
    }),

  confirm: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/early-testers/confirm',
        tags: ['early-testers'],
        summary: 'Confirm an early-tester sign-up with the emailed link',
        description:
          'Keeps the address as an early tester, with the token from the link that `POST /early-testers` sent ' +
          `(the part after \`#confirm-beta=\`). A token works once, within ${EARLY_TESTER_CONFIRM_HOURS} hours; ` +
          'otherwise the answer is a 403.',
        protect: false,
        errorResponses: { 403: ERROR_CODES.CONFIRMATION_LINK_INVALID.message },
      },
    })
    .input(z.object({ token: z.string().max(100).describe('The token from the confirmation link.') }))
    .output(z.object({ confirmed: z.literal(true).describe('The address is kept as an early tester.') }))
    .mutation(async ({ ctx, input }) => {
      if (!EARLY_TESTER_TOKEN_PATTERN.test(input.token) || !(await confirmEarlyTester(ctx.sql, input.token)))
        throw apiError('CONFIRMATION_LINK_INVALID');
      return { confirmed: true as const };
    }),
});
