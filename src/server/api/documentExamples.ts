import {
  challengeSchema,
  completedExerciseSchema,
  createdRatingSchema,
  joinedParticipantSchema,
  participantSchema,
  ratingSchema,
} from '../../contract/community';
import { healthTextInput, healthTextOutput } from '../../contract/healthText';
import { videoResultSchema } from '../../contract/video';
import {
  type CreatedPlan,
  planSummarySchema,
  type WorkoutPlan,
  type WorkoutRequestInput,
  workoutRequestSchema,
} from '../../contract/workout';
import { alternativesFor } from '../coach/build/alternatives';
import { buildPlan } from '../coach/build/plan';
import { buildProgression } from '../coach/build/progression';
import { adaptedToHealth, publicPlan } from '../privacy/publicPlan';
import { healthSchema } from '../routers/system';

/**
 * The examples of the OpenAPI document (src/server/api/openApiDocument.ts): one request body for every
 * operation that takes one and one answer for every JSON success. They are real: the plans are what the
 * built-in coach writes for the documented request, and tests/integration/openapi-document.test.ts
 * checks every one against the procedure's own zod input and output.
 */

function exampleOf<T>(schema: { meta(): Record<string, unknown> | undefined }): T {
  const example = schema.meta()?.example;
  if (example === undefined) throw new Error('the schema has no example');
  return example as T;
}

const PLAN_ID = 'p4Nd8QaZ2rTy6uVw';
const CHALLENGE_ID = 'c7Hs2LkQ9vWm1xTa';
const PARTICIPANT_ID = 'u9Kd3MfP1qRs7tXz';
const RATING_ID = 'q2Vt1pXh9LmZ0aRb';
const CREATED_AT = '2026-11-20T12:00:00.000Z';

/** The documented request of POST /workouts/generate (the contract's own example). */
export const generateRequestExample = (workoutRequestSchema.meta()!.examples as WorkoutRequestInput[])[0]!;

const request = workoutRequestSchema.parse(generateRequestExample);
const built = buildPlan(request);

/** The plan the built-in coach writes for that request, as its creator reads it before its progression exists. */
const ownerPlanExample: WorkoutPlan = {
  ...built.draft,
  id: PLAN_ID,
  createdAt: CREATED_AT,
  language: request.language,
  userName: request.name || 'Anonymous',
  generator: 'builtin',
  fitnessGoal: request.fitnessGoal,
  fitnessLevel: request.fitnessLevel,
  focusArea: request.focusArea,
  workoutStyle: request.workoutStyle,
  daysPerWeek: request.workoutDays,
  timePerSession: request.workoutTime,
  sessionMinutes: built.profile.minutes,
  progressionWeeks: [],
  listed: false,
  averageRating: 0,
  reviewCount: 0,
  view: 'owner',
  adaptedToHealth: adaptedToHealth(built.draft.screening),
};

/** The same plan as anyone else reads it (its public view): the documented answer of GET /workouts/{id}. */
export const workoutPlanExample: WorkoutPlan = publicPlan(ownerPlanExample);

export const createdPlanExample: CreatedPlan = {
  ...ownerPlanExample,
  managementKey: 'mK7fQ2xZ9pLw4tRv8sNb3cYh6jDg1aUe',
  // The documented request gives an address and agrees: its link went there, the address masked.
  emailed: { outcome: 'sent', to: 'a…@e…' },
};

/** The first of the four weeks the coach builds for that plan (all four make about 50 kB). */
const firstWeek = buildProgression(built.draft, built.profile, request.language)[0]!;

/** The alternatives to the example plan's first exercise, as the coach finds them for its answers. */
const firstExercise = ownerPlanExample.schedule.flatMap((day) => day.exercises)[0]!;
export const alternativesExample = alternativesFor(
  { plan: ownerPlanExample, request },
  firstExercise.catalogId!,
  'en',
)!;

const challenge = exampleOf<Record<string, unknown>>(challengeSchema);
const summary = exampleOf<unknown>(planSummarySchema);
const rating = exampleOf<unknown>(ratingSchema);
const participant = exampleOf<unknown>(participantSchema);

/** Named, shared examples (components.examples) for the large answers. */
export const sharedExamples = {
  WorkoutPlan: {
    summary: 'A plan from the built-in coach, as anyone with its link reads it',
    description:
      'The public view (`view: public`) of a plan adapted to a knee, read back before its four-week progression is built (`progressionWeeks` is empty until then). Its creator, sending the management key, reads the same plan as stored (`view: owner`).',
    value: workoutPlanExample,
  },
  CreatedWorkoutPlan: {
    summary: 'A plan just made, with its management key',
    value: createdPlanExample,
  },
  ChallengeDetail: {
    summary: 'A challenge with its plan',
    description: "Only the first of the plan's four progression weeks is shown here.",
    value: {
      ...challenge,
      workoutPlan: publicPlan({ ...ownerPlanExample, progressionWeeks: [firstWeek] }),
    },
  },
  ExamplePlan: {
    summary: 'The example plan in English',
    value: built.draft,
  },
} as const;

type Shared = keyof typeof sharedExamples;
export type OperationExample = { value: unknown; summary?: string } | { shared: Shared };

/** Request bodies by operationId (path parameters travel in the path, so they are not here). */
export const requestExamples: Record<string, unknown> = {
  'workouts-generate': generateRequestExample,
  'workouts-setListed': { listed: true },
  'workouts-progression': { language: 'en' },
  'ratings-add': { userName: 'Marta', rating: 5, feedback: 'Clear, and it fits my lunch break.' },
  'share-email': { email: 'ana@example.com', language: 'en' },
  'deletion-request': { language: 'en' },
  'deletion-confirm': { token: 'dGhpcy1pcy1ub3QtYS1yZWFsLXRva2VuLWp1c3QtYW4' },
  'challenges-create': {
    name: 'Office squad',
    description: 'Four weeks together, lunchtime sessions.',
    createdBy: 'Ana',
  },
  'challenges-join': { name: 'Ben' },
  'challenges-markCompleted': { weekNumber: 1, dayName: 'Monday', exerciseIndex: 0 },
  'earlyTesters-register': { email: 'ana@example.com', language: 'en' },
  'earlyTesters-confirm': { token: 'dGhpcy1pcy1ub3QtYS1yZWFsLXRva2VuLWp1c3QtYW4' },
  'screening-readHealthText': (healthTextInput.meta()!.examples as unknown[])[0],
};

/**
 * Further named request examples, beside the one above (listed first): a plan request with the
 * pre-participation screen's answers (the contract's second example, docs/coaching.md "Ask, don't guess").
 */
export const moreRequestExamples: Record<string, Record<string, { summary: string; value: unknown }>> = {
  'workouts-generate': {
    withScreening: {
      summary:
        "With the screen's answers: gave birth 20 weeks ago, and an unclear note settled by its follow-ups",
      value: (workoutRequestSchema.meta()!.examples as WorkoutRequestInput[])[1],
    },
  },
};

/** JSON success answers by operationId. */
export const responseExamples: Record<string, OperationExample> = {
  'workouts-generate': { shared: 'CreatedWorkoutPlan' },
  'workouts-recent': { value: [summary] },
  'workouts-topRated': { value: [summary] },
  'workouts-browse': { value: { workouts: [summary], hasMore: false } },
  'workouts-byId': { shared: 'WorkoutPlan' },
  'workouts-alternatives': {
    value: { ...alternativesExample, alternatives: alternativesExample.alternatives.slice(0, 3) },
    summary: "Alternatives to the plan's first exercise (the first three)",
  },
  'workouts-setListed': { value: { id: PLAN_ID, listed: true } },
  'workouts-delete': { value: { id: PLAN_ID, deleted: true } },
  'workouts-progression': {
    value: { progressionWeeks: [firstWeek] },
    summary: 'The first of the four weeks (the answer holds all four)',
  },
  'ratings-add': { value: exampleOf(createdRatingSchema) },
  'ratings-delete': { value: { id: RATING_ID, deleted: true } },
  'ratings-list': { value: { ratings: [rating], hasMore: false } },
  'ratings-average': { value: { averageRating: 4.5, reviewCount: 2 } },
  'share-email': { value: { sent: true, delivery: 'smtp' } },
  'deletion-request': { value: { requested: true } },
  'deletion-confirm': { value: { id: PLAN_ID, deleted: true } },
  'challenges-create': { value: challenge },
  'challenges-listForPlan': { value: { challenges: [challenge], hasMore: false } },
  'challenges-byId': { shared: 'ChallengeDetail' },
  'challenges-join': { value: exampleOf(joinedParticipantSchema) },
  'challenges-leave': { value: { id: PARTICIPANT_ID, deleted: true } },
  'challenges-delete': { value: { id: CHALLENGE_ID, deleted: true } },
  'challenges-participants': { value: [participant] },
  'challenges-completions': { value: [exampleOf(completedExerciseSchema)] },
  'challenges-markCompleted': { value: { ok: true } },
  'challenges-unmarkCompleted': { value: { ok: true } },
  'earlyTesters-register': { value: { ok: true } },
  'earlyTesters-confirm': { value: { confirmed: true } },
  'videos-search': { value: exampleOf(videoResultSchema) },
  'screening-readHealthText': { value: exampleOf(healthTextOutput) },
  'system-health': { value: exampleOf(healthSchema) },
  'system-examplePlan': { shared: 'ExamplePlan' },
  'system-siteInfo': {
    value: {
      betaEndDate: '2027-06-30',
      awardUrl: null,
      supportUrl: null,
      socialUrls: [],
      promoVideoId: null,
      plansThisWeek: 12,
    },
  },
};
