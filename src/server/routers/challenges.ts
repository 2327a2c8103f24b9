import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  CHALLENGE_LIMITS,
  challengeIdSchema,
  challengeSchema,
  challengesPageInput,
  challengesPageOutput,
  completedExerciseSchema,
  completionInput,
  createChallengeInput,
  joinChallengeInput,
  joinedParticipantSchema,
  PLAN_LIST_PAGE_SIZE,
  participantIdSchema,
  participantSchema,
} from '../../contract/community';
import { MANAGEMENT_KEY_HEADER, PARTICIPANT_KEY_HEADER } from '../../contract/constants';
import type { ProgressionWeek } from '../../contract/workout';
import { planIdSchema } from '../../contract/workout';
import { apiError } from '../api/errors';
import {
  createChallenge,
  deleteChallenge,
  getChallenge,
  getParticipantAccess,
  joinChallenge,
  type KeyedResult,
  leaveChallenge,
  listChallenges,
  listCompletions,
  listParticipants,
  markCompleted,
  participantExists,
  unmarkCompleted,
} from '../db/queries/challenges';
import { planExists } from '../db/queries/community';
import { getPlan } from '../db/queries/workouts';
import { publicPlan } from '../privacy/publicPlan';
import { HOUR, JOIN_CAPS, retryAfterSeconds } from '../security/rateLimit';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';
import { storedChallengeDetailOutput } from '../trpc/output';

const CHALLENGE_NOT_FOUND = 'Challenge not found';
const PARTICIPANT_NOT_FOUND = 'Participant not found';
const WRONG_PARTICIPANT_KEY =
  "Missing or wrong participant key: only the participant's own device can do this";
const WRONG_MANAGEMENT_KEY = "Missing or wrong management key: only the plan's creator can do this";

/**
 * Keys travel in headers, never in the path, query or body (logs and URLs must not hold them), like a
 * plan's management key (routers/workouts.ts).
 */
const participantKeyHeader = z.object({
  [PARTICIPANT_KEY_HEADER]: z
    .string()
    .describe('The participant key returned when they joined (`participantKey`).'),
});
const managementKeyHeader = z.object({
  [MANAGEMENT_KEY_HEADER]: z
    .string()
    .describe("The plan's management key, returned when the plan was made (`managementKey`)."),
});

/** The participant's key as sent, or the 403 that says it is needed. */
function participantKeyOf(ctx: Context): string {
  if (!ctx.participantKey) throw apiError('WRONG_PARTICIPANT_KEY');
  return ctx.participantKey;
}

/**
 * A participant's progress is theirs (README, "Privacy"): marking and unmarking need their key. Unknown
 * participant first (404), then the key (403), then the exercise (400).
 */
async function assertOwnExercise(
  ctx: Context,
  participantId: string,
  item: { weekNumber: number; dayName: string; exerciseIndex: number },
): Promise<string> {
  const access = await getParticipantAccess(ctx.sql, participantId, ctx.participantKey);
  if (!access) throw apiError('PARTICIPANT_NOT_FOUND');
  if (!access.keyMatches) throw apiError('WRONG_PARTICIPANT_KEY');
  assertExerciseExists(access.weeks, item);
  return participantKeyOf(ctx);
}

/**
 * Beyond the client's join budget (10 a minute, charged in trpc/init.ts): one client joins one
 * challenge at most 10 times an hour, and a challenge takes at most 60 joins an hour from everyone,
 * so nobody fills a challenge's places with made-up names in one go. Scaled by RATE_LIMIT_SCALE.
 */
async function chargeJoinCaps(ctx: Context, challengeId: string): Promise<void> {
  if (!ctx.limits || ctx.limits.scale <= 0) return;
  const scaled = (cap: number) => Math.max(1, Math.round(cap * ctx.limits!.scale));
  const byClient = await ctx.limits.charge(
    `join:${challengeId}:${ctx.clientIp}`,
    scaled(JOIN_CAPS.perClientPerChallengePerHour),
    HOUR,
  );
  const byChallenge = byClient.allowed
    ? await ctx.limits.charge(`join:${challengeId}`, scaled(JOIN_CAPS.perChallengePerHour), HOUR)
    : byClient;
  if (!byClient.allowed || !byChallenge.allowed) {
    const refused = byClient.allowed ? byChallenge : byClient;
    void ctx.reply?.header('retry-after', String(retryAfterSeconds(refused)));
    throw apiError('JOIN_LIMITED');
  }
}

export const challengesRouter = router({
  create: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/workouts/{id}/challenges',
        tags: ['challenges'],
        summary: 'Create a group challenge for a plan',
        description:
          'Challenges run over the four-week progression: a plan without progression weeks answers 409. ' +
          '`email` is accepted for older clients and ignored: it is not stored.',
        protect: false,
        errorResponses: {
          400: 'Missing or invalid fields',
          404: 'Workout Plan Not Found',
          409: 'The plan has no progression yet',
        },
      },
    })
    .input(createChallengeInput)
    .output(challengeSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await createChallenge(ctx.sql, {
        planId: input.id,
        name: input.name,
        description: input.description,
        createdBy: input.createdBy,
      });
      if (result.kind === 'plan-not-found') throw apiError('PLAN_NOT_FOUND');
      if (result.kind === 'no-progression') throw apiError('NO_PROGRESSION');
      return result.challenge;
    }),

  listForPlan: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/{id}/challenges',
        tags: ['challenges'],
        summary: "A plan's challenges, newest first",
        description:
          'The challenges created for the plan, newest first, with their participant counts: `page` from 1 and ' +
          `\`pageSize\` up to ${PLAN_LIST_PAGE_SIZE.max} (default ${PLAN_LIST_PAGE_SIZE.default}); \`hasMore\` says whether another page exists.`,
        protect: false,
        errorResponses: { 400: 'page or pageSize out of range', 404: 'Workout Plan Not Found' },
      },
    })
    .input(challengesPageInput.extend({ id: planIdSchema }))
    .output(challengesPageOutput)
    .query(async ({ ctx, input }) => {
      if (!(await planExists(ctx.sql, input.id))) throw apiError('PLAN_NOT_FOUND');
      return listChallenges(ctx.sql, input.id, input.page, input.pageSize);
    }),

  byId: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/challenges/{id}',
        tags: ['challenges'],
        summary: 'A challenge with its workout plan',
        description:
          "The challenge and its plan's public view (as `GET /workouts/{id}` without the key), progression weeks included: all a tracker page needs.",
        protect: false,
        errorResponses: { 404: CHALLENGE_NOT_FOUND },
      },
    })
    .input(z.object({ id: challengeIdSchema }))
    .output(storedChallengeDetailOutput)
    .query(async ({ ctx, input }) => {
      const challenge = await getChallenge(ctx.sql, input.id);
      const plan = challenge ? await getPlan(ctx.sql, challenge.workoutPlanId) : null;
      if (!challenge || !plan) throw apiError('CHALLENGE_NOT_FOUND');
      // Participants are not the plan's creator: they follow its public view (src/server/privacy/publicPlan.ts).
      return { ...challenge, workoutPlan: publicPlan(plan) };
    }),

  join: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/challenges/{id}/participants',
        tags: ['participants'],
        summary: 'Join a challenge',
        description:
          'A name, unique within the challenge: a name that reads the same as one already there (any capitalisation, ' +
          'full-width letters, or look-alike letters such as a Cyrillic "А" for a Latin "A") is taken (409). ' +
          "The answer carries the participant's private `participantKey`, once: keep it on the joining device, it " +
          'is the only way to mark or unmark completions or to leave. `email` is accepted for older clients and ' +
          `ignored: it is not stored. At most ${CHALLENGE_LIMITS.participantsMax} participants. ` +
          `Joins are limited per client (10 a minute, and ${JOIN_CAPS.perClientPerChallengePerHour} an hour into one challenge) ` +
          `and per challenge (${JOIN_CAPS.perChallengePerHour} an hour): over them, 429.`,
        protect: false,
        errorResponses: {
          400: 'Name is required to join the challenge',
          404: CHALLENGE_NOT_FOUND,
          409: 'Name taken or challenge full',
          429: 'Too many joins from this client or into this challenge',
        },
      },
    })
    .input(joinChallengeInput)
    .output(joinedParticipantSchema)
    .mutation(async ({ ctx, input }) => {
      await chargeJoinCaps(ctx, input.id);
      const result = await joinChallenge(ctx.sql, {
        challengeId: input.id,
        name: input.name,
        maxParticipants: CHALLENGE_LIMITS.participantsMax,
      });
      if (result.kind === 'challenge-not-found') throw apiError('CHALLENGE_NOT_FOUND');
      if (result.kind === 'name-taken') throw apiError('NAME_TAKEN');
      if (result.kind === 'full') throw apiError('CHALLENGE_FULL');
      return { ...result.participant, participantKey: result.participantKey };
    }),

  leave: publicProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/participants/{participantId}',
        tags: ['participants'],
        summary: 'Leave a challenge',
        description:
          'For the participant: removes their name, progress and completions from the challenge, for good. Send ' +
          'the participant key in the `x-participant-key` header. Participants who joined before keys existed ' +
          "have none; the plan's creator can remove the whole challenge instead.",
        protect: false,
        requestHeaders: participantKeyHeader,
        errorResponses: { 403: WRONG_PARTICIPANT_KEY, 404: PARTICIPANT_NOT_FOUND },
      },
    })
    .input(z.object({ participantId: participantIdSchema }))
    .output(
      z.object({
        id: participantIdSchema,
        deleted: z.literal(true).describe('Always true: the participation is gone.'),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      keyed(await leaveChallenge(ctx.sql, input.participantId, ctx.participantKey), 'participant');
      return { id: input.participantId, deleted: true as const };
    }),

  delete: publicProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/challenges/{id}',
        tags: ['challenges'],
        summary: 'Remove a challenge from a plan',
        description:
          "For the plan's creator: removes a challenge on their plan with its participants and completions, for " +
          "good. Send the plan's management key in the `x-management-key` header.",
        protect: false,
        requestHeaders: managementKeyHeader,
        errorResponses: { 403: WRONG_MANAGEMENT_KEY, 404: CHALLENGE_NOT_FOUND },
      },
    })
    .input(z.object({ id: challengeIdSchema }))
    .output(
      z.object({
        id: challengeIdSchema,
        deleted: z.literal(true).describe('Always true: the challenge is gone.'),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      keyed(await deleteChallenge(ctx.sql, input.id, ctx.managementKey), 'challenge');
      return { id: input.id, deleted: true as const };
    }),

  participants: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/challenges/{id}/participants',
        tags: ['participants'],
        summary: "A challenge's participants with their completion",
        description:
          'In joining order; completionPercent is the share of all exercises of the four weeks marked done.',
        protect: false,
        errorResponses: { 404: CHALLENGE_NOT_FOUND },
      },
    })
    .input(z.object({ id: challengeIdSchema }))
    .output(z.array(participantSchema))
    .query(async ({ ctx, input }) => {
      const participants = await listParticipants(ctx.sql, input.id);
      if (!participants) throw apiError('CHALLENGE_NOT_FOUND');
      return participants;
    }),

  completions: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/participants/{participantId}/completed-exercises',
        tags: ['participants'],
        summary: "A participant's completed exercises",
        description:
          'Each exercise the participant marked completed: week, day name and position in the day. Anyone may ' +
          'read it; only the participant (their key) can change it.',
        protect: false,
        errorResponses: { 404: PARTICIPANT_NOT_FOUND },
      },
    })
    .input(z.object({ participantId: participantIdSchema }))
    .output(z.array(completedExerciseSchema))
    .query(async ({ ctx, input }) => {
      if (!(await participantExists(ctx.sql, input.participantId))) throw apiError('PARTICIPANT_NOT_FOUND');
      return listCompletions(ctx.sql, input.participantId);
    }),

  markCompleted: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/participants/{participantId}/completed-exercises',
        tags: ['participants'],
        summary: 'Mark an exercise as completed',
        description:
          'Week 1-4, a day name and an exercise index that exist in the plan progression. Marking twice is harmless. ' +
          'Only the participant can: send their key in the `x-participant-key` header. Participants who joined ' +
          'before keys existed have none: their completions stay as they are.',
        protect: false,
        requestHeaders: participantKeyHeader,
        errorResponses: {
          400: 'No such week, day or exercise',
          403: WRONG_PARTICIPANT_KEY,
          404: PARTICIPANT_NOT_FOUND,
        },
      },
    })
    .input(completionInput.extend({ participantId: participantIdSchema }))
    .output(z.object({ ok: z.literal(true).describe('Always true: done (or already so).') }))
    .mutation(async ({ ctx, input }) => {
      const { participantId, ...item } = input;
      const key = await assertOwnExercise(ctx, participantId, item);
      if (!(await markCompleted(ctx.sql, participantId, key, item))) throw apiError('PARTICIPANT_NOT_FOUND');
      return { ok: true as const };
    }),

  unmarkCompleted: publicProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/participants/{participantId}/completed-exercises',
        tags: ['participants'],
        summary: 'Mark an exercise as not completed',
        description:
          'Query: `week`, `day`, `exerciseIndex`. Unmarking what is not marked is harmless. Only the participant ' +
          'can: send their key in the `x-participant-key` header.',
        protect: false,
        requestHeaders: participantKeyHeader,
        errorResponses: {
          400: 'No such week, day or exercise',
          403: WRONG_PARTICIPANT_KEY,
          404: PARTICIPANT_NOT_FOUND,
        },
      },
    })
    .input(
      z.object({
        participantId: participantIdSchema,
        week: completionInput.shape.weekNumber,
        day: completionInput.shape.dayName,
        exerciseIndex: completionInput.shape.exerciseIndex,
      }),
    )
    .output(z.object({ ok: z.literal(true).describe('Always true: done (or already so).') }))
    .mutation(async ({ ctx, input }) => {
      const item = { weekNumber: input.week, dayName: input.day, exerciseIndex: input.exerciseIndex };
      const key = await assertOwnExercise(ctx, input.participantId, item);
      if (!(await unmarkCompleted(ctx.sql, input.participantId, key, item)))
        throw apiError('PARTICIPANT_NOT_FOUND');
      return { ok: true as const };
    }),
});

/** The value of a change a key allowed, or the error that says why it was refused. */
function keyed(result: KeyedResult, what: 'participant' | 'challenge'): void {
  if (result.kind === 'done') return;
  if (what === 'participant')
    throw apiError(result.kind === 'not-found' ? 'PARTICIPANT_NOT_FOUND' : 'WRONG_PARTICIPANT_KEY');
  throw apiError(result.kind === 'not-found' ? 'CHALLENGE_NOT_FOUND' : 'WRONG_MANAGEMENT_KEY');
}

function assertExerciseExists(
  weeks: readonly ProgressionWeek[],
  item: { weekNumber: number; dayName: string; exerciseIndex: number },
): void {
  const week = weeks.find((candidate) => candidate.weekNumber === item.weekNumber);
  const day = week?.schedule.find((candidate) => candidate.name === item.dayName);
  if (!week)
    throw new TRPCError({ code: 'BAD_REQUEST', message: `Week ${item.weekNumber} is not in this plan.` });
  if (!day)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `"${item.dayName}" is not a day of week ${item.weekNumber}.`,
    });
  if (item.exerciseIndex >= day.exercises.length) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `${item.dayName} has no exercise ${item.exerciseIndex}.`,
    });
  }
}
