import { z } from 'zod';
import { BROWSE_PAGE_SIZE, CHALLENGE_LIMITS, PUBLIC_ID_PATTERN, RATING_LIMITS } from './constants';

export { BROWSE_PAGE_SIZE, CHALLENGE_LIMITS, RATING_LIMITS };

import { visibleText } from './text';
import { looseEmailSchema, planIdSchema, planSummarySchema, workoutPlanSchema } from './workout';

export const publicIdSchema = z.string().regex(PUBLIC_ID_PATTERN, 'is not a valid id');

export const ratingInputSchema = z.object({
  userName: visibleText({ min: RATING_LIMITS.nameMin, max: RATING_LIMITS.nameMax }),
  rating: z.coerce.number().int().min(1).max(5).default(5),
  feedback: visibleText({
    min: RATING_LIMITS.feedbackMin,
    max: RATING_LIMITS.feedbackMax,
    multiline: true,
  }),
});

export const ratingSchema = z
  .object({
    id: z.string(),
    userName: z.string(),
    rating: z.number().int().min(1).max(5),
    feedback: z.string(),
    createdAt: z.string(),
  })
  .meta({
    id: 'Rating',
    example: {
      id: 'q2Vt1pXh9LmZ0aRb',
      userName: 'Marta',
      rating: 5,
      feedback: 'Clear, and it fits my lunch break.',
      createdAt: '2026-11-20T12:00:00.000Z',
    },
  });
export type Rating = z.infer<typeof ratingSchema>;

export const averageRatingSchema = z.object({
  averageRating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
});

export const LIST_LIMIT_MAX = 20;
export const listLimitInput = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(5),
});

export const browseInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(BROWSE_PAGE_SIZE),
});
export const browseOutput = z.object({ workouts: z.array(planSummarySchema), hasMore: z.boolean() });

export const createChallengeInput = z.object({
  id: planIdSchema,
  name: visibleText({ min: 1, max: CHALLENGE_LIMITS.nameMax, minMessage: 'This field is required' }),
  description: visibleText({ max: CHALLENGE_LIMITS.descriptionMax, multiline: true })
    .nullish()
    .transform((value) => value || null),
  createdBy: visibleText({ min: 1, max: CHALLENGE_LIMITS.personMax, minMessage: 'This field is required' }),
  email: looseEmailSchema,
});

export const challengeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    createdBy: z.string(),
    createdAt: z.string(),
    workoutPlanId: z.string(),
    participantCount: z.number().int().nonnegative(),
  })
  .meta({
    id: 'Challenge',
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
  .extend({ workoutPlan: workoutPlanSchema })
  .meta({ id: 'ChallengeDetail' });
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

export const joinChallengeInput = z.object({
  id: publicIdSchema,
  name: visibleText({
    min: 1,
    max: CHALLENGE_LIMITS.personMax,
    minMessage: 'Name is required to join the challenge',
  }),
  email: z
    .union([z.literal(''), looseEmailSchema])
    .nullish()
    .transform((value) => value || null),
});

export const participantSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    joinedAt: z.string(),
    completedCount: z.number().int().nonnegative(),
    /** Share of all exercises of the four weeks marked complete, 0 to 100. */
    completionPercent: z.number().min(0).max(100),
  })
  .meta({
    id: 'Participant',
    example: {
      id: 'u9Kd3MfP1qRs7tXz',
      name: 'Ben',
      joinedAt: '2026-11-21T08:30:00.000Z',
      completedCount: 12,
      completionPercent: 14.3,
    },
  });
export type Participant = z.infer<typeof participantSchema>;

// Plain numbers: JSON bodies carry numbers, and trpc-to-openapi coerces query strings (the DELETE) itself.
export const completionInput = z.object({
  weekNumber: z.number().int().min(1).max(4),
  dayName: z.string().trim().min(1).max(60),
  exerciseIndex: z.number().int().min(0).max(99),
});
export const completedExerciseSchema = completionInput.extend({ completedAt: z.string() }).meta({
  id: 'CompletedExercise',
  example: { weekNumber: 1, dayName: 'Monday', exerciseIndex: 0, completedAt: '2026-11-21T18:05:00.000Z' },
});
export type CompletedExercise = z.infer<typeof completedExerciseSchema>;
