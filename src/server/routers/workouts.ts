import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { browseInput, browseOutput, LIST_LIMIT_MAX, listLimitInput } from '../../contract/community';
import { languageSchema } from '../../contract/site';
import {
  type GenerationEvent,
  planIdSchema,
  planSummarySchema,
  progressionWeekSchema,
  workoutRequestSchema,
} from '../../contract/workout';
import { checkProgression } from '../coach/checker';
import { type GenerationDeps, generatePlan, generatePlanToEnd } from '../coach/generate';
import { readProfile } from '../coach/profile';
import { buildProgression } from '../coach/progression';
import { browsePlans, listRecent, listTopRated } from '../db/queries/community';
import { getPlan, getPlanWithRequest, saveProgressionOnce } from '../db/queries/workouts';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';
import { compiledOutput, storedPlanOutput } from '../trpc/output';

const PLAN_NOT_FOUND = 'Workout Plan Not Found';

function generationDeps(ctx: Context): GenerationDeps {
  return {
    sql: ctx.sql,
    log: ctx.log,
    languageModel: ctx.languageModel,
    llmTimeoutMs: ctx.config.coach.timeoutMs,
  };
}

export const planIdInput = z.object({ id: planIdSchema });

/**
 * Plan generation, reading and progression. REST paths are matched in router order: the fixed
 * /workouts/generate comes before /workouts/{id}.
 */
export const workoutsRouter = router({
  generate: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/workouts/generate',
        tags: ['workouts'],
        summary: 'Generate a workout plan',
        description:
          'Runs the coach on the onboarding answers and returns the saved plan. Send a `requestId` to make the ' +
          'call idempotent: repeating it returns the plan already made. The web app streams the same generation ' +
          'over tRPC (workouts.generateStream).',
        protect: false,
        successDescription: 'The saved plan; its id is the share link key.',
      },
    })
    .input(workoutRequestSchema)
    .output(storedPlanOutput)
    .mutation(({ ctx, input, signal }) => generatePlanToEnd(generationDeps(ctx), input, signal)),

  generateStream: publicProcedure.input(workoutRequestSchema).subscription(async function* ({
    ctx,
    input,
    signal,
  }): AsyncGenerator<GenerationEvent> {
    yield* generatePlan(generationDeps(ctx), input, signal);
  }),

  // Fixed paths before /workouts/{id}.
  recent: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/recent',
        tags: ['workouts'],
        summary: 'The newest plans',
        description: `Plan summary cards, newest first; \`limit\` 1-${LIST_LIMIT_MAX} (default 5).`,
        protect: false,
      },
    })
    .input(listLimitInput)
    .output(compiledOutput(z.array(planSummarySchema)))
    .query(({ ctx, input }) => listRecent(ctx.sql, input.limit)),

  topRated: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/top-rated',
        tags: ['workouts'],
        summary: 'The best-rated plans',
        description: 'Rated plans only, by average rating then number of reviews.',
        protect: false,
      },
    })
    .input(listLimitInput)
    .output(compiledOutput(z.array(planSummarySchema)))
    .query(({ ctx, input }) => listTopRated(ctx.sql, input.limit)),

  browse: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/browse',
        tags: ['workouts'],
        summary: 'Browse all public plans',
        description:
          'Newest first, `page` from 1 and `pageSize` up to 48 (default 12). `hasMore` says whether another page exists.',
        protect: false,
        errorResponses: { 400: 'page or pageSize out of range' },
      },
    })
    .input(browseInput)
    .output(compiledOutput(browseOutput))
    .query(({ ctx, input }) => browsePlans(ctx.sql, input.page, input.pageSize)),

  byId: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/{id}',
        tags: ['workouts'],
        summary: 'Read a workout plan',
        description:
          'Everything the plan page shows: schedule, videos, progression weeks and ratings. Never an email.',
        protect: false,
        errorResponses: { 400: 'The id is malformed', 404: PLAN_NOT_FOUND },
      },
    })
    .input(planIdInput)
    .output(storedPlanOutput)
    .query(async ({ ctx, input }) => {
      const plan = await getPlan(ctx.sql, input.id);
      if (!plan) throw new TRPCError({ code: 'NOT_FOUND', message: PLAN_NOT_FOUND });
      return plan;
    }),

  progression: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/workouts/{id}/progression',
        tags: ['workouts'],
        summary: 'Build the four-week progression',
        description:
          'Builds four weeks from the plan (double progression, then a lighter week where the level calls for ' +
          'it) and stores them once: later and concurrent calls return the same weeks.',
        protect: false,
        errorResponses: { 404: PLAN_NOT_FOUND },
      },
    })
    .input(planIdInput.extend({ language: languageSchema.optional() }))
    .output(z.object({ progressionWeeks: z.array(progressionWeekSchema) }))
    .mutation(async ({ ctx, input }) => {
      const found = await getPlanWithRequest(ctx.sql, input.id);
      if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: PLAN_NOT_FOUND });
      if (found.plan.progressionWeeks.length > 0) return { progressionWeeks: found.plan.progressionWeeks };
      const request = workoutRequestSchema.parse({ ...found.request, language: found.plan.language });
      const profile = readProfile(request);
      // Day names and cues stay in the plan's language; the weeks' own text follows the request.
      // Validated before it is stored: reads pass the stored weeks through (trpc/output.ts).
      const weeks = z
        .array(progressionWeekSchema)
        .parse(buildProgression(found.plan, profile, input.language ?? found.plan.language));
      const violations = checkProgression(weeks, found.plan, profile);
      if (violations.length) ctx.log.error({ violations, planId: input.id }, 'progression broke a rule');
      return { progressionWeeks: await saveProgressionOnce(ctx.sql, input.id, weeks, 'builtin') };
    }),
});
