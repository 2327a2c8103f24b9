import { videoLookupSchema, videoSearchInput } from '../../contract/video';
import { findExerciseVideo } from '../media/videos';
import { publicProcedure, router } from '../trpc/init';

export const videosRouter = router({
  search: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/search/exercise-video',
        tags: ['videos'],
        summary: 'Find a demonstration video for an exercise',
        description:
          "The name is cut at its first opening parenthesis. Pass the exercise's `catalogId` when the plan has one. " +
          'The answer is the video verified for that exercise (`source: catalogue`), else, when the server has a ' +
          'video search key, the first search result for its name (`source: search`), else `null`: never a video ' +
          'of another movement.',
        protect: false,
      },
    })
    .input(videoSearchInput)
    .output(videoLookupSchema)
    .query(({ ctx, input }) =>
      findExerciseVideo(
        { sql: ctx.sql, config: ctx.config.videos, log: ctx.log },
        input.exerciseName,
        input.language ?? 'en',
        input.catalogId,
      ),
    ),
});
