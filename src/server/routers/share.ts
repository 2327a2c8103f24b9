import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { languageSchema } from '../../contract/site';
import { looseEmailSchema, planIdSchema } from '../../contract/workout';
import { getPlan } from '../db/queries/workouts';
import { sendPlanEmail } from '../share/email';
import { publicProcedure, router } from '../trpc/init';

/**
 * At most this many emails to one address per hour, whoever asks: the IP budget alone would let a
 * crowd of addresses flood one inbox. Counted in this process.
 */
export const EMAILS_PER_RECIPIENT_PER_HOUR = 3;
const sentTo = new Map<string, number[]>();

function allowRecipient(address: string, now = Date.now()): boolean {
  const key = address.trim().toLowerCase();
  const recent = (sentTo.get(key) ?? []).filter((time) => now - time < 3_600_000);
  if (recent.length >= EMAILS_PER_RECIPIENT_PER_HOUR) {
    sentTo.set(key, recent);
    return false;
  }
  recent.push(now);
  sentTo.set(key, recent);
  if (sentTo.size > 10_000) sentTo.delete(sentTo.keys().next().value!);
  return true;
}

export const shareRouter = router({
  email: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/workouts/{id}/email',
        tags: ['workouts'],
        summary: 'Email a plan',
        description:
          'Sends the plan (text and HTML, the link, the PDF attached) to the address, which is not stored. Without SMTP ' +
          'configured, the server writes the message to its outbox folder and `delivery` says `outbox`.',
        protect: false,
        errorResponses: {
          400: 'Please enter a valid email address',
          404: 'Workout Plan Not Found',
          502: 'Failed to send email',
        },
      },
    })
    .input(z.object({ id: planIdSchema, email: looseEmailSchema, language: languageSchema.optional() }))
    .output(z.object({ sent: z.literal(true), delivery: z.enum(['smtp', 'outbox']) }))
    .mutation(async ({ ctx, input }) => {
      const plan = await getPlan(ctx.sql, input.id);
      if (!plan) throw new TRPCError({ code: 'NOT_FOUND', message: 'Workout Plan Not Found' });
      const language = input.language ?? plan.language;
      if (!allowRecipient(input.email)) {
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message:
            'This address has received this plan several times in the last hour. Please try again later.',
        });
      }
      try {
        const result = await sendPlanEmail(ctx.config, plan, {
          to: input.email,
          language,
          shareUrl: `${ctx.config.publicUrl}/${language}/plan/${plan.id}`,
        });
        return { sent: true as const, delivery: result.delivery };
      } catch (error) {
        ctx.log.error({ err: error, planId: plan.id }, 'sending the plan email failed');
        throw new TRPCError({
          code: 'BAD_GATEWAY',
          message: 'Failed to send email. Please try again later.',
        });
      }
    }),
});
