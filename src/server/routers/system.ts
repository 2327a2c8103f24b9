import { z } from 'zod';
import { languageSchema, siteInfoSchema } from '../../contract/site';
import { planDraftSchema, workoutRequestSchema } from '../../contract/workout';
import { buildPlan } from '../coach/build/plan';
import { lastLlmOutcome } from '../coach/llm/llmStatus';
import { DISK_MIN_FREE_BYTES, diskState } from '../db/diskSpace';
import { checkDatabase, countPlansThisWeek } from '../db/queries/system';
import { REDIS_TIMEOUTS } from '../security/rateLimit';
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

/** The dependencies that can fail without stopping the service; each one down makes it `degraded`. */
const DEGRADABLE = ['redis', 'disk'] as const;

export const healthSchema = z
  .object({
    status: z
      .enum(['ok', 'degraded', 'unhealthy'])
      .describe(
        '`ok` (200): everything answers. `degraded` (200): the service answers, but a dependency named in ' +
          '`degraded` does not, so a load balancer keeps sending traffic and an alert can say which. ' +
          '`unhealthy` (503): the database does not answer, so the service cannot.',
      ),
    database: z.enum(['reachable', 'unreachable']).describe('Whether the database answered just now.'),
    databaseKind: z
      .enum(['postgres', 'embedded'])
      .describe('A PostgreSQL server (`DATABASE_URL`) or the embedded database.'),
    redis: z
      .enum(['unused', 'reachable', 'unreachable'])
      .describe(
        `Redis, which keeps the rate-limit counters of several instances (\`REDIS_URL\`): \`unused\` without it; else whether it answered a PING within ${REDIS_TIMEOUTS.commandMs} ms just now. While it does not, each instance counts in its own memory.`,
      ),
    disk: z
      .enum(['ok', 'full', 'unknown'])
      .describe(
        `The disk \`DATA_DIR\` is on (the embedded database, the mail outbox): \`full\` with less than ${DISK_MIN_FREE_BYTES / 1024 / 1024} MiB or no file entry free, \`unknown\` when its free space cannot be read.`,
      ),
    degraded: z
      .array(z.enum(DEGRADABLE))
      .max(DEGRADABLE.length)
      .describe('The dependencies that do not answer while the service still does; empty when none.'),
    uptimeSeconds: z.number().int().nonnegative().describe('Seconds since this server instance started.'),
    coach: coachHealthSchema,
  })
  .meta({
    example: {
      status: 'degraded',
      database: 'reachable',
      databaseKind: 'postgres',
      redis: 'unreachable',
      disk: 'ok',
      degraded: ['redis'],
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
          'Reports whether the database, Redis and the disk answer, and which coach writes plans with how its last call to the model went. ' +
          'The status code is what a load balancer reads: 200 while the service answers (`ok`, or `degraded` naming the dependency that does not), ' +
          '503 only when the database does not (`unhealthy`). Charged to its own per-client budget, like every call.',
        protect: false,
        errorResponses: { 503: 'The database is unreachable' },
      },
    })
    .input(z.void())
    .output(healthSchema)
    .query(async ({ ctx }) => {
      const [reachable, redis, disk] = await Promise.all([
        checkDatabase(ctx.sql),
        ctx.limits?.redisState() ?? ('unused' as const),
        diskState(ctx.config.dataDir, ctx.diskMinFreeBytes),
      ]);
      const degraded = [
        ...(redis === 'unreachable' ? ['redis' as const] : []),
        ...(disk === 'full' ? ['disk' as const] : []),
      ];
      const model = ctx.languageModel;
      return {
        status: !reachable ? 'unhealthy' : degraded.length > 0 ? 'degraded' : 'ok',
        database: reachable ? 'reachable' : 'unreachable',
        databaseKind: ctx.databaseKind,
        redis,
        disk,
        degraded,
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
