import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from 'trpc-to-openapi';
import { createPageDrawer } from './prerender';
import { registerRetention } from './retention';
import { registerSecurityHeaders } from './security/headers';
import { registerRateLimits } from './security/rateLimit';
import { requestLogFields } from './security/requestLog';
import { openApiPdfPath, registerPdfRoute } from './share/pdfRoute';
import { type AppDeps, createContextFactory } from './trpc/context';
import { type AppRouter, appRouter } from './trpc/router';
import { readIndexHtml, registerWebClient } from './web';

export const BODY_LIMIT_BYTES = 256 * 1024;

export type BuildAppOptions = AppDeps & {
  /** Serve the built client from this directory (production). Omit to serve the API alone. */
  clientDir?: string | undefined;
  /** The built prerender entry (dist/ssr/prerender.js) that draws pages' first view on the server. */
  prerenderEntry?: string | undefined;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream | undefined;
};

/** Builds the whole server without listening: main.ts listens, tests use app.inject or port 0. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestLogFields },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // tRPC batch calls put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    requestIdHeader: false,
  });

  // Body-parser and other Fastify-level failures get the same JSON shape as procedure errors.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      statusCode >= 500
        ? 'Something went wrong. Please try again.'
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : error.message;
    void reply.status(statusCode).send({ error: message, message, code: error.code ?? 'ERROR' });
  });

  await registerRateLimits(app, { scale: config.rateLimitScale, redisUrl: config.redisUrl });
  registerSecurityHeaders(app, options.clientDir ? await readIndexHtml(options.clientDir) : undefined);

  const createContext = createContextFactory(options);

  await app.register(fastifyTRPCPlugin<AppRouter>, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext },
  });

  const openApiDocument = generateOpenApiDocument(appRouter, {
    title: 'Workout Coach API',
    description:
      'Everything the web app does, as REST: generate a plan, read and share it, rate it, build a four-week progression, ' +
      'run group challenges and track completion. No accounts: a plan or challenge id is the key. Errors are JSON with ' +
      '`error` (a sentence to show), `message` and `code`.',
    version: '1.0.0',
    baseUrl: `${config.publicUrl}/api`,
    tags: ['workouts', 'ratings', 'challenges', 'participants', 'videos', 'early-testers', 'system'],
  });
  Object.assign(openApiDocument.paths ?? {}, openApiPdfPath);
  app.get('/api/openapi.json', async () => openApiDocument);
  registerPdfRoute(app, { sql: options.db.sql, config });
  registerRetention(app, options.db.sql);

  const { default: scalar } = await import('@scalar/fastify-api-reference');
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', title: 'Workout Coach API' },
  });

  await app.register(fastifyTRPCOpenApiPlugin<AppRouter>, {
    basePath: '/api',
    router: appRouter,
    createContext,
    responseMeta: ({ data, errors }) => {
      // Health answers with a body either way; an unreachable database makes it a 503.
      const [first] = data as unknown[];
      if (errors.length === 0 && isUnhealthy(first)) return { status: 503 };
      return {};
    },
  });

  await registerWebClient(app, {
    clientDir: options.clientDir,
    sql: options.db.sql,
    publicUrl: config.publicUrl,
    drawPage: await createPageDrawer({
      entry: options.prerenderEntry,
      createContext: (request) => createContext({ req: request }),
    }),
  });
  return app;
}

function isUnhealthy(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'unhealthy';
}
