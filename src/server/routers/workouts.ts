import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { browseInput, browseOutput, LIST_LIMIT_MAX, listLimitInput } from '../../contract/community';
import { languageSchema } from '../../contract/site';
import {
  type GenerationEvent,
  type ProgressionEvent,
  planIdSchema,
  planSummarySchema,
  progressionWeekSchema,
  workoutRequestSchema,
} from '../../contract/workout';
import { type GenerationDeps, generatePlan, generateProgression, runToEnd } from '../coach/generate';
import { browsePlans, listRecent, listTopRated } from '../db/queries/community';
import { getPlan, getPlanWithRequest } from '../db/queries/workouts';
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
/** The page's language writes the weeks' own text; day names and cues stay in the plan's. */
const progressionInput = planIdInput.extend({ language: languageSchema.optional() });

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
    .mutation(({ ctx, input, signal }) => runToEnd(generatePlan(generationDeps(ctx), input, signal))),

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
    .input(progressionInput)
    .output(z.object({ progressionWeeks: z.array(progressionWeekSchema) }))
    .mutation(async ({ ctx, input }) => ({
      progressionWeeks: await runToEnd(
        generateProgression(ctx, await storedPlan(ctx, input.id), input.language),
      ),
    })),

  /** The same progression streamed week by week, for the plan page (tRPC only, like generateStream). */
  progressionStream: publicProcedure.input(progressionInput).subscription(async function* ({
    ctx,
    input,
  }): AsyncGenerator<ProgressionEvent> {
    yield* generateProgression(ctx, await storedPlan(ctx, input.id), input.language);
  }),
});

async function storedPlan(ctx: Context, id: string) {
  const found = await getPlanWithRequest(ctx.sql, id);
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: PLAN_NOT_FOUND });
  return found;
}
