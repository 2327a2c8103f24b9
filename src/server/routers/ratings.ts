import { z } from 'zod';
import {
  averageRatingSchema,
  createdRatingSchema,
  PLAN_LIST_PAGE_SIZE,
  ratingIdSchema,
  ratingInputSchema,
  ratingsPageInput,
  ratingsPageOutput,
} from '../../contract/community';
import { MANAGEMENT_KEY_HEADER, RATING_KEY_HEADER } from '../../contract/constants';
import { planIdSchema } from '../../contract/workout';
import { apiError } from '../api/errors';
import { addRating, deleteRating, getAverageRating, listRatings, planExists } from '../db/queries/community';
import { publicProcedure, router } from '../trpc/init';

/** Either key deletes a rating; both travel in headers, never in the path, query or body. */
const ratingKeysHeader = z.object({
  [RATING_KEY_HEADER]: z
    .string()
    .optional()
    .describe("The rating's key, returned when it was written (`ratingKey`): its writer deletes it."),
  [MANAGEMENT_KEY_HEADER]: z
    .string()
    .optional()
    .describe("The plan's management key: the plan's creator removes any rating on their plan."),
});

const planNotFound = () => apiError('PLAN_NOT_FOUND');
const planId = z.object({ id: planIdSchema });

export const ratingsRouter = router({
  add: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/workouts/{id}/ratings',
        tags: ['ratings'],
        summary: 'Rate and review a plan',
        description:
          'A 1-5 star rating (default 5) with a name and written feedback. The plan average updates at once. The ' +
          "answer carries the rating's private `ratingKey`, once: keep it on the writing device to delete the rating.",
        protect: false,
        errorResponses: { 400: 'Invalid rating', 404: 'Workout Plan Not Found' },
      },
    })
    .input(planId.extend(ratingInputSchema.shape))
    .output(createdRatingSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...rating } = input;
      const saved = await addRating(ctx.sql, id, rating);
      if (!saved) throw planNotFound();
      return { ...saved.rating, ratingKey: saved.ratingKey };
    }),

  delete: publicProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/workouts/{id}/ratings/{ratingId}',
        tags: ['ratings'],
        summary: 'Delete a rating',
        description:
          "For the rating's writer (its key in the `x-rating-key` header) or the plan's creator (the plan's " +
          'management key in the `x-management-key` header): deletes the rating for good and takes it out of the ' +
          "plan's average. Ratings written before keys existed can be removed by the plan's creator only.",
        protect: false,
        requestHeaders: ratingKeysHeader,
        errorResponses: {
          403: "Missing or wrong key: neither the rating's nor the plan's",
          404: 'Workout Plan Not Found, or no such rating on it',
        },
      },
    })
    .input(planId.extend({ ratingId: ratingIdSchema }))
    .output(
      z.object({ id: ratingIdSchema, deleted: z.literal(true).describe('Always true: the rating is gone.') }),
    )
    .mutation(async ({ ctx, input }) => {
      if (!(await planExists(ctx.sql, input.id))) throw planNotFound();
      const result = await deleteRating(ctx.sql, input.id, input.ratingId, {
        ratingKey: ctx.ratingKey,
        managementKey: ctx.managementKey,
      });
      if (result.kind === 'not-found') throw apiError('RATING_NOT_FOUND');
      if (result.kind === 'wrong-key') throw apiError('WRONG_RATING_KEY');
      return { id: input.ratingId, deleted: true as const };
    }),

  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/{id}/ratings',
        tags: ['ratings'],
        summary: "A plan's ratings, newest first",
        description:
          'The ratings with their reviews, newest first: `page` from 1 and `pageSize` up to ' +
          `${PLAN_LIST_PAGE_SIZE.max} (default ${PLAN_LIST_PAGE_SIZE.default}); \`hasMore\` says whether another page ` +
          "exists. Paging on reads every rating: as many as the plan's `reviewCount`.",
        protect: false,
        errorResponses: { 400: 'page or pageSize out of range', 404: 'Workout Plan Not Found' },
      },
    })
    .input(ratingsPageInput.extend(planId.shape))
    .output(ratingsPageOutput)
    .query(async ({ ctx, input }) => {
      if (!(await planExists(ctx.sql, input.id))) throw planNotFound();
      return listRatings(ctx.sql, input.id, input.page, input.pageSize);
    }),

  average: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/{id}/average-rating',
        tags: ['ratings'],
        summary: "A plan's average rating and number of reviews",
        description: '`averageRating` is 0 while the plan has no ratings.',
        protect: false,
        errorResponses: { 404: 'Workout Plan Not Found' },
      },
    })
    .input(planId)
    .output(averageRatingSchema)
    .query(async ({ ctx, input }) => {
      const average = await getAverageRating(ctx.sql, input.id);
      if (!average) throw planNotFound();
      return average;
    }),
});
