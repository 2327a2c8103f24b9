import { z } from 'zod';
import { averageRatingSchema, ratingInputSchema, ratingSchema } from '../../contract/community';
import { planIdSchema } from '../../contract/workout';
import { apiError } from '../api/errors';
import { addRating, getAverageRating, listRatings, planExists } from '../db/queries/community';
import { publicProcedure, router } from '../trpc/init';

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
          'A 1-5 star rating (default 5) with a name and written feedback. The plan average updates at once.',
        protect: false,
        errorResponses: { 400: 'Invalid rating', 404: 'Workout Plan Not Found' },
      },
    })
    .input(planId.extend(ratingInputSchema.shape))
    .output(ratingSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...rating } = input;
      const saved = await addRating(ctx.sql, id, rating);
      if (!saved) throw planNotFound();
      return saved;
    }),

  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/workouts/{id}/ratings',
        tags: ['ratings'],
        summary: "A plan's ratings, newest first",
        description: 'Every rating with its review, newest first (at most 100).',
        protect: false,
        errorResponses: { 404: 'Workout Plan Not Found' },
      },
    })
    .input(planId)
    .output(z.array(ratingSchema))
    .query(async ({ ctx, input }) => {
      if (!(await planExists(ctx.sql, input.id))) throw planNotFound();
      return listRatings(ctx.sql, input.id);
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
