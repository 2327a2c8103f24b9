import { z } from 'zod';
import { languageSchema, siteInfoSchema } from '../../contract/site';
import { planDraftSchema, workoutRequestSchema } from '../../contract/workout';
import { buildPlan } from '../coach/build/plan';
import { lastLlmOutcome } from '../coach/llm/llmStatus';
import { checkDatabase, countPlansThisWeek } from '../db/queries/system';
import { publicProcedure, router } from '../trpc/init';

const coachHealthSchema = z
  .object({
    kind: z
      .enum(['builtin', 'llm'])
      .describe(
        'Which coach writes plans: the built-in coach alone, or a language model (with the built-in coach as fallback).',
      ),
    model: z.string().max(200).nullable().describe('The configured model, or null for the built-in coach.'),
    lastLlm: z
      .object({
        ok: z.boolean().describe('Whether the plan came from the model.'),
        at: z.iso.datetime().describe('When the call ended.'),
        error: z
          .string()
          .max(500)
          .optional()
          .describe(
            "Why the built-in coach answered instead: the provider's message, or what was wrong with the answer.",
          ),
      })
      .nullable()
      .describe(
        'How the most recent plan request to the model went on this server instance, or null before the first one. Health checks never call the model.',
      ),
  })
  .describe('The coach, and whether the configured model is answering. Does not affect the status.');

export const healthSchema = z
  .object({
    status: z
      .enum(['ok', 'unhealthy'])
      .describe('`unhealthy` (with status 503) when the database does not answer.'),
    database: z.enum(['reachable', 'unreachable']).describe('Whether the database answered just now.'),
    databaseKind: z
      .enum(['postgres', 'embedded'])
      .describe('A PostgreSQL server (`DATABASE_URL`) or the embedded database.'),
    uptimeSeconds: z.number().int().nonnegative().describe('Seconds since this server instance started.'),
    coach: coachHealthSchema,
  })
  .meta({
    example: {
      status: 'ok',
      database: 'reachable',
      databaseKind: 'embedded',
      uptimeSeconds: 42,
      coach: { kind: 'llm', model: 'gpt-4o-mini', lastLlm: { ok: true, at: '2026-05-04T09:30:00.000Z' } },
    },
  });

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
        description:
          'Reports whether the database answers (the status is 503 when it does not), and which coach writes plans with how its last call to the model went.',
        protect: false,
        errorResponses: { 503: 'The database is unreachable' },
      },
    })
    .input(z.void())
    .output(healthSchema)
    .query(async ({ ctx }) => {
      const reachable = await checkDatabase(ctx.sql);
      const model = ctx.languageModel;
      return {
        status: reachable ? 'ok' : 'unhealthy',
        database: reachable ? 'reachable' : 'unreachable',
        databaseKind: ctx.databaseKind,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        coach: {
          kind: model ? 'llm' : 'builtin',
          model: model?.modelId ?? null,
          lastLlm: model ? lastLlmOutcome(model) : null,
        },
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
    .input(z.object({ language: languageSchema.default('en').describe("The example's language.") }))
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
