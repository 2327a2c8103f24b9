import { z } from 'zod';
import { languageSchema } from '../../contract/site';
import { looseEmailSchema } from '../../contract/workout';
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
    .input(z.object({ email: looseEmailSchema, language: languageSchema.optional() }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.sql`
        insert into early_testers (email, language) values (${input.email}, ${input.language ?? null})
        on conflict ((lower(email))) do nothing`;
      return { ok: true as const };
    }),
});
