import { z } from 'zod';
import { languageSchema, siteInfoSchema } from '../../contract/site';
import { planDraftSchema, workoutRequestSchema } from '../../contract/workout';
import { buildPlan } from '../coach/builtin';
import { checkDatabase, countPlansThisWeek } from '../db/queries/system';
import { publicProcedure, router } from '../trpc/init';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unhealthy']),
    database: z.enum(['reachable', 'unreachable']),
    databaseKind: z.enum(['postgres', 'embedded']),
    uptimeSeconds: z.number().int().nonnegative(),
  })
  .meta({ example: { status: 'ok', database: 'reachable', databaseKind: 'embedded', uptimeSeconds: 42 } });

const startedAt = Date.now();

/** The example on the landing page: a real plan from the built-in coach for a typical first-timer. */
const EXAMPLE_ANSWERS = {
  name: '',
  fitnessLevel: 'beginner',
  fitnessGoal: 'muscle',
  workoutDays: 3,
  workoutTime: '45 minutes',
  workoutLocation: 'home',
  equipment: ['dumbbells', 'resistance-bands'],
  workoutStyle: 'traditional',
  focusArea: 'full-body',
} as const;
const examples = new Map(
  (['en', 'es'] as const).map((language) => [
    language,
    buildPlan(workoutRequestSchema.parse({ ...EXAMPLE_ANSWERS, language })).draft,
  ]),
);

export const systemRouter = router({
  health: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health',
        tags: ['system'],
        summary: 'Service health',
        description: 'Reports whether the database answers. The status is 503 when it does not.',
        protect: false,
        errorResponses: { 503: 'The database is unreachable' },
      },
    })
    .input(z.void())
    .output(healthSchema)
    .query(async ({ ctx }) => {
      const reachable = await checkDatabase(ctx.sql);
      return {
        status: reachable ? 'ok' : 'unhealthy',
        database: reachable ? 'reachable' : 'unreachable',
        databaseKind: ctx.databaseKind,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      } as const;
    }),

  examplePlan: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/example-plan',
        tags: ['system'],
        summary: 'An example plan',
        description:
          'What the built-in coach writes for a beginner training at home with dumbbells and bands, 3 x 45 minutes.',
        protect: false,
      },
    })
    .input(z.object({ language: languageSchema.default('en') }))
    .output(planDraftSchema)
    .query(({ input }) => examples.get(input.language)!),

  siteInfo: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/site',
        tags: ['system'],
        summary: 'Site configuration and live figures',
        description:
          'The beta end date, award and support links shown on the landing page, and the number of plans created in the last seven days (counted in the database).',
        protect: false,
      },
    })
    .input(z.void())
    .output(siteInfoSchema)
    .query(async ({ ctx }) => {
      const plansThisWeek = await countPlansThisWeek(ctx.sql);
      const site = ctx.config.site;
      return {
        betaEndDate: site.betaEndDate,
        awardUrl: site.awardUrl,
        supportUrl: site.supportUrl,
        socialUrls: site.socialUrls,
        promoVideoId: site.promoVideoId,
        plansThisWeek,
      };
    }),
});
