import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { documentHttp, registerApiHttp, requestIdFor } from './api/http';
import { registerRestApi } from './api/rest';
import { createPageDrawer } from './prerender';
import { registerRetention } from './retention';
import { registerSecurityHeaders } from './security/headers';
import { requestLogFields } from './security/requestLog';
import { registerJsonParser } from './security/json';
import { trustProxyOption } from './security/proxy';
import { createLimits, RATE_LIMIT_MESSAGE, retryAfterSeconds, setLimitHeaders } from './security/rateLimit';
import { openApiPdfPath, registerPdfRoute } from './share/pdfRoute';

const PDF_ROUTE = '/api/workouts/:id/pdf';
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
    // The proxies' addresses or a hop count of private-network proxies, never `true` (config.ts).
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // On close, keep-alive connections with no request in flight are closed at once; main.ts gives
    // the others a grace period and then closes them too.
    forceCloseConnections: 'idle',
    // tRPC batch calls put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    // Request ids: a sane incoming x-request-id or a new UUID, logged and answered (api/http.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
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

  registerJsonParser(app);
  const limits = await createLimits({
    scale: config.rateLimitScale,
    redisUrl: config.redisUrl,
    log: app.log,
  });
  app.addHook('onClose', () => limits.close());
  registerSecurityHeaders(app, {
    indexHtml: options.clientDir ? await readIndexHtml(options.clientDir) : undefined,
    publicUrl: config.publicUrl,
  });

  const createContext = createContextFactory({ ...options, limits });

  // The one HTTP route outside the procedures (the PDF) is charged like the read it is.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== PDF_ROUTE) return;
    const charge = await limits.chargeClient(request.ip, 'read');
    setLimitHeaders(reply, charge);
    if (charge.allowed) return;
    const retryAfter = retryAfterSeconds(charge);
    return reply.status(429).send({
      statusCode: 429,
      error: RATE_LIMIT_MESSAGE,
      message: RATE_LIMIT_MESSAGE,
      code: 'TOO_MANY_REQUESTS',
      retryAfter,
    });
  });

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
  registerApiHttp(app, { cors: config.cors, paths: openApiDocument.paths ?? {} });
  documentHttp(openApiDocument);
  app.get('/api/openapi.json', async () => openApiDocument);
  registerPdfRoute(app, { sql: options.db.sql, config });
  registerRetention(app, options.db.sql);

  const { default: scalar } = await import('@scalar/fastify-api-reference');
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', title: 'Workout Coach API' },
  });

  // trpc-to-openapi's routes and answers, with its per-request work done once (api/rest.ts).
  registerRestApi(app, {
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
      // Drawing a page is not charged: the page itself never was, and its reads are the page's.
      createContext: (request) => ({ ...createContext({ req: request }), limits: null }),
    }),
  });
  return app;
}

function isUnhealthy(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'unhealthy';
}
