import { z } from 'zod';
import { browseInput, browseOutput, LIST_LIMIT_MAX, listLimitInput } from '../../contract/community';
import { MANAGEMENT_KEY_HEADER } from '../../contract/constants';
import { languageSchema } from '../../contract/site';
import { alternativesInput, alternativesOutput } from '../../contract/swap';
import {
  type CreatedPlan,
  createdPlanSchema,
  type GenerationEvent,
  generationTicketInput,
  generationTicketSchema,
  type ProgressionEvent,
  type ProgressionWeek,
  planIdSchema,
  planSummarySchema,
  progressionWeekSchema,
  type WorkoutPlan,
  type WorkoutRequest,
  workoutRequestSchema,
} from '../../contract/workout';
import { apiError } from '../api/errors';
import { scopedRequestId } from '../api/idempotency';
import { alternativesFor } from '../coach/build/alternatives';
import { browsePlans, listRecent, listTopRated } from '../db/queries/community';
import { createGenerationTicket, readGenerationTicket } from '../db/queries/generationTickets';
import {
  deletePlan,
  getPlanWithRequest,
  type ManageResult,
  setPlanListed,
  takeManagementKey,
} from '../db/queries/workouts';
import { type GenerationDeps, generatePlan, generateProgression, runToEnd } from '../generation/generate';
import { publicPlan, publicWeek } from '../privacy/publicPlan';
import { markReaderDependent, type PlanRead, readPlan } from '../privacy/reader';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';
import { compiledOutput, pickedOutput, storedPlanOutput } from '../trpc/output';
import { sendOnboardingEmail } from './share';

const PLAN_NOT_FOUND = 'Workout Plan Not Found';
const WRONG_KEY =
  'This plan can only be changed with its management key, which is kept on the device that created it.';
const NEEDS_CLEARANCE =
  "A plan adapted to its creator's health is never listed in the community, since its exercises could hint at why; its link still works.";

/** The key travels in a header, never in the path, query or body (logs and URLs must not hold it). */
const managementKeyHeader = z.object({
  [MANAGEMENT_KEY_HEADER]: z
    .string()
    .describe('The management key returned when the plan was made (`managementKey`).'),
});

/** On a read: optional. Sent and right, the creator's whole plan; absent, the public view; wrong, 403. */
const optionalManagementKeyHeader = z.object({
  [MANAGEMENT_KEY_HEADER]: z
    .string()
    .optional()
    .describe(
      "The plan's management key, from the device that made it: with it the answer is the creator's whole plan (`view: owner`); without it, the public view (`view: public`).",
    ),
});

/** The value of a change the key allowed, or the error that says why it was refused. */
function managed<T>(result: ManageResult<T>): T {
  switch (result.kind) {
    case 'done':
      return result.value;
    case 'not-found':
      throw apiError('PLAN_NOT_FOUND');
    case 'wrong-key':
      throw apiError('WRONG_MANAGEMENT_KEY');
    case 'needs-clearance':
      throw apiError('NEEDS_CLEARANCE');
  }
}

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
const progressionInput = planIdInput.extend({
  language: languageSchema
    .describe("The language of the weeks' own text (day names and cues keep the plan's); default the plan's.")
    .optional(),
});

/**
 * A generation as the web app's stream and REST's event stream send it: stages, text and partial plans,
 * then the saved plan with its management key and onboarding email for the call that made it. The key is
 * handed out once, by the call that made the plan: a retry or reconnection finds the plan made and gets
 * no key and sends no email.
 */
async function* generationEvents(
  ctx: Context,
  request: WorkoutRequest,
  signal: AbortSignal | undefined,
): AsyncGenerator<GenerationEvent & {}, void> {
  // A requestId is this client's own (api/idempotency.ts): another client sending the same one makes its own plan.
  const scoped = { ...request, requestId: scopedRequestId(ctx, request.requestId) };
  for await (const event of generatePlan(generationDeps(ctx), scoped, signal)) {
    if (event.type !== 'done') {
      yield event;
      continue;
    }
    const managementKey = takeManagementKey(event.plan);
    const emailed = managementKey ? await sendOnboardingEmail(ctx, event.plan, request) : null;
    yield { ...event, managementKey, emailed };
  }
}

/** The last event of REST's event stream: the saved plan, as the web app's stream ends (api/eventStream.ts). */
export function createdPlanEvent(created: CreatedPlan): GenerationEvent {
  const { managementKey, emailed, ...plan } = created;
  return { type: 'done', plan, managementKey, emailed };
}

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
          'Runs the coach on the onboarding answers and returns the saved plan. Send an `Idempotency-Key` header ' +
          '(or, as before, a `requestId` in the body, its alias) to make the call safe to retry: repeating it ' +
          'returns the first answer, `managementKey` included. The plan is unlisted unless `listed` is ' +
          "true. The answer carries the plan's private `managementKey`, once: no other call ever returns it. " +
          'The web app streams the same generation over tRPC (workouts.generateStream).',
        protect: false,
        successDescription: 'The saved plan, its id (the share link key) and its private management key.',
      },
    })
    .input(workoutRequestSchema)
    .output(compiledOutput(createdPlanSchema))
    .mutation(async ({ ctx, input, signal }) => {
      let created: CreatedPlan | undefined;
      for await (const event of generationEvents(ctx, input, signal)) {
        if (event.type !== 'done') ctx.events?.(event);
        else
          created = {
            ...event.plan,
            managementKey: event.managementKey ?? null,
            emailed: event.emailed ?? null,
          };
      }
      // A plan made earlier for the same requestId, whose first answer is no longer kept (api/idempotency.ts
      // replays it for 24 hours): answered in the public view, as to anyone without its management key.
      if (!created!.managementKey) return { ...publicPlan(created!), managementKey: null, emailed: null };
      return created!;
    }),

  /**
   * The web app's stream, first half: the answers are posted here (never in a URL), validated and kept
   * under a short-lived ticket (db/queries/generationTickets.ts); generateStream takes only the ticket.
   * Charged as a write: the generation itself is charged to the `generate` budget when the stream runs,
   * once per stream as before (security/rateLimit.ts).
   */
  startGeneration: publicProcedure
    .input(workoutRequestSchema)
    .output(generationTicketSchema)
    .mutation(({ ctx, input }) => createGenerationTicket(ctx.sql, input, ctx.clientIp)),

  generateStream: publicProcedure.input(generationTicketInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }): AsyncGenerator<GenerationEvent> {
    const request = await readGenerationTicket(ctx.sql, input.ticket, ctx.clientIp);
    if (!request) throw apiError('GENERATION_TICKET_EXPIRED');
    yield* generationEvents(ctx, request, signal);
  }),

  // Fixed paths before /workouts/{id}.
  recent: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/recent',
        tags: ['workouts'],
        summary: 'The newest plans',
        description: `Listed plans' summary cards, newest first; \`limit\` 1-${LIST_LIMIT_MAX} (default 5).`,
        protect: false,
      },
    })
    .input(listLimitInput)
    .output(pickedOutput(z.array(planSummarySchema)))
    .query(({ ctx, input }) => listRecent(ctx.sql, input.limit)),

  topRated: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/top-rated',
        tags: ['workouts'],
        summary: 'The best-rated plans',
        description: 'Listed, rated plans only, by average rating then number of reviews.',
        protect: false,
      },
    })
    .input(listLimitInput)
    .output(pickedOutput(z.array(planSummarySchema)))
    .query(({ ctx, input }) => listTopRated(ctx.sql, input.limit)),

  browse: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/browse',
        tags: ['workouts'],
        summary: 'Browse the listed plans',
        description:
          'Listed plans, newest first, `page` from 1 and `pageSize` up to 48 (default 12). `hasMore` says whether ' +
          'another page exists.',
        protect: false,
        errorResponses: { 400: 'page or pageSize out of range' },
      },
    })
    .input(browseInput)
    .output(pickedOutput(browseOutput))
    .query(({ ctx, input }) => browsePlans(ctx.sql, input.page, input.pageSize)),

  byId: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/{id}',
        tags: ['workouts'],
        summary: 'Read a workout plan',
        description:
          'Everything the plan page shows: schedule, videos, progression weeks and ratings. Never an email. ' +
          "Anyone with the id reads the public view (`view: public`): nothing the creator wrote or said about their health, no screening reasons, no coach's notes, free-text answers as `other`, and no `adaptedToHealth`: the public view has the same shape whether or not the coach adapted the plan to its creator's health, and an adapted plan is never listed. " +
          'The creator reads everything (`view: owner`) by sending the management key in the `x-management-key` header.',
        protect: false,
        requestHeaders: optionalManagementKeyHeader,
        errorResponses: { 400: 'The id is malformed', 403: WRONG_KEY, 404: PLAN_NOT_FOUND },
      },
    })
    .input(planIdInput)
    .output(storedPlanOutput)
    .query(async ({ ctx, input }) => {
      const read = await readPlan(ctx.sql, input.id, ctx.managementKey);
      markReaderDependent(ctx.reply, read);
      return readable(read);
    }),

  alternatives: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/{id}/alternatives',
        tags: ['workouts'],
        summary: 'Alternatives to one exercise of a plan',
        description:
          "What may replace one of the plan's exercises (its `catalogId`): catalogue exercises of the same movement " +
          "pattern and prime movers that pass the same rules the plan was built with (the plan's equipment and " +
          'place, level, injuries, screening outcome and the notes as the coach read them). Easier variants come ' +
          "first, then harder ones, then the same level. Each keeps the original's sets, rest and effort; " +
          '`adapted` says when the catalogue measures it differently (a hold instead of repetitions). The plan ' +
          'itself never changes: a swap is kept on the device that chose it.',
        protect: false,
        errorResponses: {
          400: 'The id or catalogId is malformed',
          404: `${PLAN_NOT_FOUND}, or the plan has no exercise with that catalogId`,
        },
      },
    })
    .input(alternativesInput)
    .output(compiledOutput(alternativesOutput))
    .query(async ({ ctx, input }) => {
      const stored = await storedPlan(ctx, input.id);
      const found = alternativesFor(stored, input.catalogId, input.language ?? stored.plan.language);
      if (!found) throw apiError('EXERCISE_NOT_IN_PLAN');
      return found;
    }),

  setListed: publicProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/workouts/{id}',
        tags: ['workouts'],
        summary: 'List or unlist a plan',
        description:
          "For the plan's creator: `listed: true` shows the plan in the community lists under its name, `false` " +
          'takes it out (its link keeps working). Send the management key in the `x-management-key` header. A plan ' +
          "the coach adapted to its creator's health (`adaptedToHealth` in the owner view) cannot be listed: 409.",
        protect: false,
        requestHeaders: managementKeyHeader,
        errorResponses: { 403: WRONG_KEY, 404: PLAN_NOT_FOUND, 409: NEEDS_CLEARANCE },
      },
    })
    .input(
      planIdInput.extend({ listed: z.boolean().describe('Show the plan in the community lists, or not.') }),
    )
    .output(z.object({ id: planIdSchema, listed: z.boolean().describe('Whether the plan is listed now.') }))
    .mutation(async ({ ctx, input }) => {
      const { listed } = managed(await setPlanListed(ctx.sql, input.id, ctx.managementKey, input.listed));
      return { id: input.id, listed };
    }),

  delete: publicProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/workouts/{id}',
        tags: ['workouts'],
        summary: 'Delete a plan',
        description:
          "For the plan's creator: deletes the plan with its ratings, challenges, participants and completions, " +
          'for good. Send the management key in the `x-management-key` header.',
        protect: false,
        requestHeaders: managementKeyHeader,
        errorResponses: { 403: WRONG_KEY, 404: PLAN_NOT_FOUND },
      },
    })
    .input(planIdInput)
    .output(
      z.object({ id: planIdSchema, deleted: z.literal(true).describe('Always true: the plan is gone.') }),
    )
    .mutation(async ({ ctx, input }) => {
      managed(await deletePlan(ctx.sql, input.id, ctx.managementKey));
      return { id: input.id, deleted: true as const };
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
          'it) and stores them once: later and concurrent calls return the same weeks. Answered in the public ' +
          'view unless the management key is sent in `x-management-key` (as for `GET /workouts/{id}`).',
        protect: false,
        requestHeaders: optionalManagementKeyHeader,
        errorResponses: { 403: WRONG_KEY, 404: PLAN_NOT_FOUND },
      },
    })
    .input(progressionInput)
    .output(
      z.object({ progressionWeeks: z.array(progressionWeekSchema).describe('The four weeks, in order.') }),
    )
    .mutation(async ({ ctx, input }) => {
      const { stored, view } = await progressionReader(ctx, input.id);
      return {
        progressionWeeks: view(await runToEnd(generateProgression(ctx, stored, input.language))),
      };
    }),

  /** The same progression streamed week by week, for the plan page (tRPC only, like generateStream). */
  progressionStream: publicProcedure.input(progressionInput).subscription(async function* ({
    ctx,
    input,
  }): AsyncGenerator<ProgressionEvent> {
    const { stored, view } = await progressionReader(ctx, input.id);
    for await (const event of generateProgression(ctx, stored, input.language)) {
      if (event.type === 'week') yield { ...event, week: view([event.week])[0]! };
      else if (event.type === 'done') yield { ...event, progressionWeeks: view(event.progressionWeeks) };
      else yield event;
    }
  }),
});

/** The plan, or the error a reader without it gets (src/server/privacy/reader.ts). */
function readable(read: PlanRead): WorkoutPlan {
  if (read.kind === 'not-found') throw apiError('PLAN_NOT_FOUND');
  if (read.kind === 'wrong-key') throw apiError('WRONG_MANAGEMENT_KEY');
  return read.plan;
}

/** The stored plan (the coach builds from it and its answers) and the view its weeks are answered in. */
async function storedPlan(ctx: Context, id: string) {
  const found = await getPlanWithRequest(ctx.sql, id, ctx.managementKey);
  if (!found) throw apiError('PLAN_NOT_FOUND');
  return found;
}

async function progressionReader(ctx: Context, id: string) {
  const stored = await storedPlan(ctx, id);
  if (ctx.managementKey !== null && !stored.keyMatches) throw apiError('WRONG_MANAGEMENT_KEY');
  const owner = stored.keyMatches;
  const view = (weeks: ProgressionWeek[]) =>
    owner ? weeks : weeks.map((week) => publicWeek(stored.plan.language, week));
  return { stored, view };
}
