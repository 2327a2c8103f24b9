import { z } from 'zod';
import { languageSchema } from '../../contract/site';
import { emailSchema } from '../../contract/workout';
import { insertEarlyTester } from '../db/queries/earlyTesters';
import { publicProcedure, router } from '../trpc/init';

export const earlyTestersRouter = router({
  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/early-testers',
        tags: ['early-testers'],
        summary: 'Register as an early tester',
        description:
          'The address is trimmed and stored privately. Registering the same address again is accepted silently.',
        protect: false,
        errorResponses: { 400: 'Please enter a valid email address' },
      },
    })
    .input(
      z.object({
        email: emailSchema.describe('The address to tell when the beta opens; kept private.'),
        language: languageSchema.describe('The language to write in.').optional(),
      }),
    )
    .output(z.object({ ok: z.literal(true).describe('Always true: registered (or already registered).') }))
    .mutation(async ({ ctx, input }) => {
      await insertEarlyTester(ctx.sql, input.email, input.language ?? null);
      return { ok: true as const };
    }),
});
