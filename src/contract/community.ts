import { z } from 'zod';
import {
  BROWSE_PAGE_SIZE,
  BROWSE_PAGE_SIZE_MAX,
  CHALLENGE_LIMITS,
  PLAN_LIST_PAGE_SIZE,
  PUBLIC_ID_PATTERN,
  RATING_LIMITS,
} from './constants';

export { BROWSE_PAGE_SIZE, CHALLENGE_LIMITS, PLAN_LIST_PAGE_SIZE, RATING_LIMITS };

import { visibleText } from './text';
import {
  emailSchema,
  MANAGEMENT_KEY_PATTERN,
  planIdSchema,
  planSummarySchema,
  timestampSchema,
  workoutPlanSchema,
} from './workout';

export const publicIdSchema = z.string().regex(PUBLIC_ID_PATTERN, 'is not a valid id');
export const challengeIdSchema = publicIdSchema.meta({
  description: "The challenge's id.",
  example: 'c7Hs2LkQ9vWm1xTa',
});
export const participantIdSchema = publicIdSchema.meta({
  description: "The participant's id, returned when they joined.",
  example: 'u9Kd3MfP1qRs7tXz',
});

export const ratingIdSchema = publicIdSchema.meta({
  description: "The rating's id.",
  example: 'q2Vt1pXh9LmZ0aRb',
});

/** The same shape as a plan's management key: 192 random bits, URL-safe; the server keeps only its SHA-256. */
export const participantKeySchema = z
  .string()
  .regex(MANAGEMENT_KEY_PATTERN)
  .meta({ example: 'pK3dW8qL1mZx7vRt5sNb2cYh9jFg4aUe' })
  .describe(
    "The participant's private key, returned only here and only once. Keep it on the joining device: send it " +
      'in the `x-participant-key` header to mark or unmark completions (`POST` / `DELETE ' +
      '/participants/{participantId}/completed-exercises`) or to leave (`DELETE /participants/{participantId}`).',
  );
export const ratingKeySchema = z
  .string()
  .regex(MANAGEMENT_KEY_PATTERN)
  .meta({ example: 'rK5hT2wQ8nZc1vLx7sMb4dYg6jPf3aUe' })
  .describe(
    "The rating's private key, returned only here and only once. Keep it on the writing device: send it in " +
      'the `x-rating-key` header to delete the rating (`DELETE /workouts/{id}/ratings/{ratingId}`).',
  );

export const ratingInputSchema = z.object({
  userName: visibleText({ min: RATING_LIMITS.nameMin, max: RATING_LIMITS.nameMax }).describe(
    `The reviewer's name, shown with the review (${RATING_LIMITS.nameMin} to ${RATING_LIMITS.nameMax} characters).`,
  ),
  rating: z.number().int().min(1).max(5).default(5).describe('Stars, 1 to 5.'),
  feedback: visibleText({
    min: RATING_LIMITS.feedbackMin,
    max: RATING_LIMITS.feedbackMax,
    multiline: true,
  }).describe(
    `The review (${RATING_LIMITS.feedbackMin} to ${RATING_LIMITS.feedbackMax} characters; line breaks kept).`,
  ),
});

export const ratingSchema = z
  .object({
    id: z.string().describe("The rating's id."),
    userName: z.string().describe("The reviewer's name."),
    rating: z.number().int().min(1).max(5).describe('Stars, 1 to 5.'),
    feedback: z.string().describe('The review.'),
    createdAt: timestampSchema.describe('When it was written (UTC).'),
  })
  .meta({
    id: 'Rating',
    description: "A review of a plan. The reviewer's address is never asked for.",
    example: {
      id: 'q2Vt1pXh9LmZ0aRb',
      userName: 'Marta',
      rating: 5,
      feedback: 'Clear, and it fits my lunch break.',
      createdAt: '2026-11-20T12:00:00.000Z',
    },
  });
export type Rating = z.infer<typeof ratingSchema>;

/** What rating answers: the rating and, once, its private key. */
export const createdRatingSchema = ratingSchema.extend({ ratingKey: ratingKeySchema }).meta({
  id: 'CreatedRating',
  description: 'A review just written, with its private key.',
  example: {
    id: 'q2Vt1pXh9LmZ0aRb',
    userName: 'Marta',
    rating: 5,
    feedback: 'Clear, and it fits my lunch break.',
    createdAt: '2026-11-20T12:00:00.000Z',
    ratingKey: 'rK5hT2wQ8nZc1vLx7sMb4dYg6jPf3aUe',
  },
});
export type CreatedRating = z.infer<typeof createdRatingSchema>;

export const averageRatingSchema = z
  .object({
    averageRating: z.number().min(0).max(5).describe('The average of the ratings, 0 while there are none.'),
    reviewCount: z.number().int().nonnegative().describe('How many ratings there are.'),
  })
  .meta({ example: { averageRating: 4.5, reviewCount: 2 } });

export const LIST_LIMIT_MAX = 20;
export const listLimitInput = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIST_LIMIT_MAX)
    .default(5)
    .describe(`How many plans to return, 1 to ${LIST_LIMIT_MAX}.`),
});

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1).describe('The page, from 1.');

/** `page` and `pageSize`, as every list takes them (browse, a plan's ratings and challenges). */
function pageInput(what: string, size: { default: number; max: number }) {
  return z.object({
    page: pageNumber,
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(size.max)
      .default(size.default)
      .describe(`${what} per page, 1 to ${size.max} (default ${size.default}).`),
  });
}

export const browseInput = pageInput('Plans', { default: BROWSE_PAGE_SIZE, max: BROWSE_PAGE_SIZE_MAX });
export const browseOutput = z.object({
  workouts: z.array(planSummarySchema).max(BROWSE_PAGE_SIZE_MAX).describe("This page's plans, newest first."),
  hasMore: z.boolean().describe('Whether another page follows.'),
});

export const ratingsPageInput = pageInput('Ratings', PLAN_LIST_PAGE_SIZE);
export const challengesPageInput = pageInput('Challenges', PLAN_LIST_PAGE_SIZE);
export const ratingsPageOutput = z.object({
  ratings: z.array(ratingSchema).max(PLAN_LIST_PAGE_SIZE.max).describe("This page's ratings, newest first."),
  hasMore: z
    .boolean()
    .describe('Whether another page follows: paging on, every rating is read (`reviewCount` of them).'),
});

export const createChallengeInput = z.object({
  id: planIdSchema,
  name: visibleText({ min: 1, max: CHALLENGE_LIMITS.nameMax, minMessage: 'This field is required' }).describe(
    `The challenge's name (1 to ${CHALLENGE_LIMITS.nameMax} characters).`,
  ),
  description: visibleText({ max: CHALLENGE_LIMITS.descriptionMax, multiline: true })
    .nullish()
    .transform((value) => value || null)
    .describe(`What the challenge is about (up to ${CHALLENGE_LIMITS.descriptionMax} characters). Optional.`),
  createdBy: visibleText({
    min: 1,
    max: CHALLENGE_LIMITS.personMax,
    minMessage: 'This field is required',
  }).describe("The creator's name, shown with the challenge."),
  // Accepted so that older clients keep working; never stored (README, "Privacy").
  email: z
    .union([z.literal(''), emailSchema])
    .nullish()
    .describe('Not stored and not needed: accepted for older clients and ignored. Optional.'),
});

export const challengeSchema = z
  .object({
    id: challengeIdSchema,
    name: z.string().describe("The challenge's name."),
    description: z.string().nullable().describe('What the challenge is about, or null.'),
    createdBy: z.string().describe("The creator's name."),
    createdAt: timestampSchema.describe('When it was created (UTC).'),
    workoutPlanId: planIdSchema.describe('The plan the challenge follows.'),
    participantCount: z
      .number()
      .int()
      .min(0)
      .max(CHALLENGE_LIMITS.participantsMax)
      .describe(`How many have joined (at most ${CHALLENGE_LIMITS.participantsMax}).`),
  })
  .meta({
    id: 'Challenge',
    description:
      "A group challenge: people follow one plan's four weeks together and track what they completed.",
    example: {
      id: 'c7Hs2LkQ9vWm1xTa',
      name: 'Office squad',
      description: 'Four weeks together, lunchtime sessions.',
      createdBy: 'Ana',
      createdAt: '2026-11-20T12:00:00.000Z',
      workoutPlanId: 'p4Nd8QaZ2rTy6uVw',
      participantCount: 3,
    },
  });
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeDetailSchema = challengeSchema
  .extend({
    workoutPlan: workoutPlanSchema.describe('The plan the challenge follows, with its progression.'),
  })
  .meta({ id: 'ChallengeDetail', description: 'A challenge with its plan.' });
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

export const joinChallengeInput = z.object({
  id: challengeIdSchema,
  name: visibleText({
    min: 1,
    max: CHALLENGE_LIMITS.personMax,
    minMessage: 'Name is required to join the challenge',
  }).describe(
    `The participant's name, unique within the challenge (1 to ${CHALLENGE_LIMITS.personMax} characters).`,
  ),
  // Accepted so that older clients keep working; never stored (README, "Privacy").
  email: z
    .union([z.literal(''), emailSchema])
    .nullish()
    .describe('Not stored and not needed: accepted for older clients and ignored. Optional.'),
});

export const participantSchema = z
  .object({
    id: participantIdSchema,
    name: z.string().describe("The participant's name."),
    joinedAt: timestampSchema.describe('When they joined (UTC).'),
    completedCount: z.number().int().nonnegative().describe('How many exercises they marked completed.'),
    /** Share of all exercises of the four weeks marked complete, 0 to 100. */
    completionPercent: z
      .number()
      .min(0)
      .max(100)
      .describe('The share of all exercises of the four weeks marked completed, 0 to 100.'),
  })
  .meta({
    id: 'Participant',
    description: 'Someone who joined a challenge, with their progress.',
    example: {
      id: 'u9Kd3MfP1qRs7tXz',
      name: 'Ben',
      joinedAt: '2026-11-21T08:30:00.000Z',
      completedCount: 12,
      completionPercent: 14.3,
    },
  });
export type Participant = z.infer<typeof participantSchema>;

/** What joining answers: the participant and, once, their private key. */
export const joinedParticipantSchema = participantSchema
  .extend({ participantKey: participantKeySchema })
  .meta({
    id: 'JoinedParticipant',
    description: 'A participant who just joined, with their private key.',
    example: {
      id: 'u9Kd3MfP1qRs7tXz',
      name: 'Ben',
      joinedAt: '2026-11-21T08:30:00.000Z',
      completedCount: 0,
      completionPercent: 0,
      participantKey: 'pK3dW8qL1mZx7vRt5sNb2cYh9jFg4aUe',
    },
  });
export type JoinedParticipant = z.infer<typeof joinedParticipantSchema>;

// Plain numbers: JSON bodies carry numbers, and trpc-to-openapi coerces query strings (the DELETE) itself.
export const completionInput = z.object({
  weekNumber: z.number().int().min(1).max(4).describe('The progression week, 1 to 4.'),
  dayName: z
    .string()
    .trim()
    .min(1)
    .max(CHALLENGE_LIMITS.dayNameMax)
    .describe("The day's `name` in that week's schedule ('Monday')."),
  exerciseIndex: z
    .number()
    .int()
    .min(0)
    .max(99)
    .describe("The exercise's position in that day's `exercises`, from 0."),
});
export const completedExerciseSchema = completionInput
  .extend({
    completedAt: timestampSchema.describe('When it was marked completed (UTC).'),
  })
  .meta({
    id: 'CompletedExercise',
    description: 'An exercise of the progression a participant marked completed.',
    example: { weekNumber: 1, dayName: 'Monday', exerciseIndex: 0, completedAt: '2026-11-21T18:05:00.000Z' },
  });
export type CompletedExercise = z.infer<typeof completedExerciseSchema>;

export const challengesPageOutput = z.object({
  challenges: z
    .array(challengeSchema)
    .max(PLAN_LIST_PAGE_SIZE.max)
    .describe("This page's challenges, newest first."),
  hasMore: z.boolean().describe('Whether another page follows.'),
});
