import { challengesRouter } from '../routers/challenges';
import { deletionRouter } from '../routers/deletion';
import { earlyTestersRouter } from '../routers/earlyTesters';
import { ratingsRouter } from '../routers/ratings';
import { screeningRouter } from '../routers/screening';
import { shareRouter } from '../routers/share';
import { systemRouter } from '../routers/system';
import { videosRouter } from '../routers/videos';
import { workoutsRouter } from '../routers/workouts';
import { createCallerFactory, router } from './init';

/**
 * The one router. Procedures reach the UI at /trpc and integrators at /api (REST, through their
 * `openapi` meta). trpc-to-openapi matches REST paths in router order, so fixed paths
 * (/workouts/recent) must come before parameterised ones (/workouts/{id}) across domain routers.
 */
export const appRouter = router({
  workouts: workoutsRouter,
  ratings: ratingsRouter,
  share: shareRouter,
  deletion: deletionRouter,
  challenges: challengesRouter,
  earlyTesters: earlyTestersRouter,
  videos: videosRouter,
  screening: screeningRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
