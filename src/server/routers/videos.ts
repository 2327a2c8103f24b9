import { videoResultSchema, videoSearchInput } from '../../contract/video';
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
          'The name is cut at its first opening parenthesis. `source` tells whether the video was found for this ' +
          'exercise (search, catalogue) or is a fallback (keyword, default).',
        protect: false,
      },
    })
    .input(videoSearchInput)
    .output(videoResultSchema)
    .query(({ ctx, input }) =>
      findExerciseVideo(
        { sql: ctx.sql, config: ctx.config.videos, log: ctx.log },
        input.exerciseName,
        input.language ?? 'en',
      ),
    ),
});
