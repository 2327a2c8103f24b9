import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply, type preHandlerHookHandler } from 'fastify';
import { MAX_BATCH_CALLS, REQUEST_TIMEOUTS } from '../contract/constants';
import { GENERATION_STAGES } from '../contract/workout';
import { clientErrorHandlerFor } from './api/clientErrors';
import { errorBody, registerApiErrors, sendApiError } from './api/errorResponses';
import { documentEventStream } from './api/eventStream';
import { documentHttp, REQUEST_ID_HEADER, registerApiHttp, requestIdFor } from './api/http';
import { documentIdempotency } from './api/idempotency';
import { listErrorCodes } from './api/openApiCodes';
import { buildOpenApiDocument, scalarConfiguration } from './api/openApiDocument';
import { describeErrors } from './api/openApiErrors';
import { documentHead } from './api/openApiHead';
import { documentLimits } from './api/openApiLimits';
import { registerRestApi } from './api/rest';
import { registerMcpRoute } from './mcp/route';
import { registerMcpToolsPage } from './mcp/toolsPage';
import { registerDemonstrationStills } from './media/demonstrationStills';
import { createPageDrawer } from './prerender';
import { registerRetention } from './retention';
import { deletionMailsSettled } from './routers/deletion';
import { earlyTesterMailsSettled } from './routers/earlyTesters';
import { createdPlanEvent } from './routers/workouts';
import { budgetOwner, registerApiKeys } from './security/apiKeys';
import { registerSecurityHeaders } from './security/headers';
import { registerJsonParser } from './security/json';
import { trustProxyOption } from './security/proxy';
import { createLimits, type Family, setLimitHeaders } from './security/rateLimit';
import { requestLogFields } from './security/requestLog';
import { calendarOperationFacts, registerCalendarRoute } from './share/calendarRoute';
import { closePdfWorkers } from './share/pdfPool';
import { pdfOperationFacts, registerPdfRoute } from './share/pdfRoute';
import { type AppDeps, createContextFactory } from './trpc/context';
import { type AppRouter, appRouter } from './trpc/router';
import { createStreamShutdown } from './trpc/shutdown';
import { readIndexHtml, registerWebClient } from './web';

export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * A request must arrive within REQUEST_TIMEOUTS (src/contract/constants.ts, re-exported here), or the
 * server answers 408 and closes the connection: a client trickling its headers or body a byte at a time
 * (slowloris) holds a connection this long at most. The whole of BODY_LIMIT_BYTES in 30 s is about 9 kB/s,
 * far below any real connection. Node checks every REQUEST_TIMEOUT_CHECK_MS, so a connection is cut at
 * most that much later. The answer itself may take as long as it takes (a generation stream): the clock
 * stops once the request has arrived.
 */
export { REQUEST_TIMEOUTS };
export const REQUEST_TIMEOUT_CHECK_MS = 1_000;

export type BuildAppOptions = AppDeps & {
  /** Serve the built client from this directory (production). Omit to serve the API alone. */
  clientDir?: string | undefined;
  /** The built prerender entry (dist/ssr/prerender.js) that draws pages' first view on the server. */
  prerenderEntry?: string | undefined;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream | undefined;
  /** REQUEST_TIMEOUTS unless given (tests shorten them). */
  requestTimeouts?: { headersMs: number; requestMs: number } | undefined;
};

/** Builds the whole server without listening: main.ts listens, tests use app.inject or port 0. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const requestTimeouts = options.requestTimeouts ?? REQUEST_TIMEOUTS;
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
    // Errors Fastify meets before any hook (a malformed percent-encoding, FST_ERR_BAD_URL): the one error
    // shape with the request id, like every other answer (issue 28, item 3).
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      reply.header(REQUEST_ID_HEADER, request.id);
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void reply
        .code(400)
        .send(
          errorBody('INVALID_INPUT', badUrl ? 'The address is malformed (bad percent-encoding).' : undefined),
        );
    },
    // What Node refuses before Fastify has a request (408, 414, 431, not HTTP): the same error shape.
    clientErrorHandler: clientErrorHandlerFor(requestTimeouts),
    // Fastify's default is no limit at all: a body may trickle in forever (REQUEST_TIMEOUTS). Both are
    // given to Node when it creates the server: Node 20 does not cut a slow body when only the request
    // timeout is set afterwards (as Fastify sets it) and the headers timeout is the longer one.
    requestTimeout: requestTimeouts.requestMs,
    http: {
      headersTimeout: requestTimeouts.headersMs,
      requestTimeout: requestTimeouts.requestMs,
      connectionsCheckingInterval: REQUEST_TIMEOUT_CHECK_MS,
    },
    // On close, keep-alive connections with no request in flight are closed at once; main.ts gives
    // the others a grace period and then closes them too.
    forceCloseConnections: 'idle',
    // While closing, a new request gets the API's own 503 (registerApiErrors), not Fastify's body.
    return503OnClosing: false,
    // tRPC batch calls put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    // Request ids: a sane incoming x-request-id or a new UUID, logged and answered (api/http.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
  });

  // One error shape for every failure under /api (src/server/api/errorResponses.ts).
  registerApiErrors(app);
  registerJsonParser(app);
  // A request with an API key spends the key's budgets; an unknown key is a 401 (security/apiKeys.ts).
  registerApiKeys(app, config.apiKeys);
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

  // On close (main.ts: SIGTERM), every open stream ends at once with a last event telling its client to
  // reconnect (trpc/init.ts), rather than being cut when the grace period ends; one log line says how many.
  const shutdown = createStreamShutdown();
  app.addHook('preClose', (done) => {
    const told = shutdown.begin();
    if (told > 0) app.log.info({ streams: told }, 'told the open streams to reconnect');
    done();
  });
  const createContext = createContextFactory({ ...options, limits, shutdown });

  // The HTTP routes outside the procedures are charged for what they cost (the calendar as a read, the
  // PDF as rendering), by a hook on those routes alone: as a hook on every request it cost each of them
  // a lookup (`npm run bench`).
  const chargeFor =
    (family: Family): preHandlerHookHandler =>
    (request, reply, done) => {
      limits.chargeClient(budgetOwner(request), family).then((charge) => {
        setLimitHeaders(reply, charge);
        if (charge.allowed) return done();
        sendApiError(reply, 'RATE_LIMITED');
      }, done);
    };

  await app.register(fastifyTRPCPlugin<AppRouter>, {
    prefix: '/trpc',
    // Each call of a batch is charged (trpc/init.ts), and a batch is capped so that one request cannot
    // queue hundreds of calls before any budget refuses them (trpc/errors.ts says so in the 400).
    trpcOptions: { router: appRouter, createContext, maxBatchSize: MAX_BATCH_CALLS },
  });

  const openApiDocument = buildOpenApiDocument({ publicUrl: config.publicUrl });
  describeErrors(openApiDocument, appRouter, {
    'get /workouts/{id}/pdf': pdfOperationFacts,
    'get /workouts/{id}/calendar.ics': calendarOperationFacts,
  });
  documentLimits(openApiDocument);
  listErrorCodes(openApiDocument);
  documentEventStream(openApiDocument, {
    path: '/workouts/generate',
    method: 'post',
    stages: GENERATION_STAGES,
  });
  const apiHttp = registerApiHttp(app, { cors: config.cors, paths: openApiDocument.paths ?? {} });
  documentHttp(openApiDocument);
  documentIdempotency(openApiDocument);
  documentHead(openApiDocument);
  app.get('/api/openapi.json', async () => openApiDocument);
  registerPdfRoute(app, { sql: options.db.sql, config, charge: chargeFor('render') });
  registerCalendarRoute(app, { sql: options.db.sql, config, charge: chargeFor('read') });
  registerRetention(app, options.db.sql, config.dataDir);
  // A deletion link is mailed after its answer (routers/deletion.ts): closing waits for it.
  app.addHook('onClose', deletionMailsSettled);
  app.addHook('onClose', earlyTesterMailsSettled);
  // The PDF renderers' threads (share/pdfPool.ts) end with the server.
  app.addHook('onClose', closePdfWorkers);

  const { default: scalar } = await import('@scalar/fastify-api-reference');
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: scalarConfiguration,
  });

  // trpc-to-openapi's routes and answers, with its per-request work done once (api/rest.ts).
  registerRestApi(app, {
    basePath: '/api',
    router: appRouter,
    createContext,
    refuseMethod: apiHttp.refuseMethod,
    // POST /workouts/generate with `Accept: text/event-stream` streams the generation (api/eventStream.ts).
    eventStreams: { 'workouts.generate': createdPlanEvent },
    // Health answers with a body either way; an unreachable database makes it a 503.
    successStatus: (_path, data) => (isUnhealthy(data) ? 503 : undefined),
  });

  // The MCP door: the same procedures and context as /api (src/server/mcp/, issue 31).
  registerMcpRoute(app, { createContext, publicUrl: config.publicUrl });
  registerMcpToolsPage(app, { publicUrl: config.publicUrl });
  registerDemonstrationStills(app);

  await registerWebClient(app, {
    clientDir: options.clientDir,
    sql: options.db.sql,
    publicUrl: config.publicUrl,
    // Every page reads its plan or challenge for the link preview: it is charged as the read it is.
    chargePage: async (request, reply) => {
      const charge = await limits.chargeClient(budgetOwner(request), 'read');
      setLimitHeaders(reply, charge);
      if (charge.allowed) return true;
      sendApiError(reply, 'RATE_LIMITED');
      return false;
    },
    drawPage: await createPageDrawer({
      entry: options.prerenderEntry,
      // Drawing is charged to the client's `render` budget as a whole; the reads it makes are its own.
      createContext: (request) => ({ ...createContext({ req: request }), limits: null }),
      // Over that budget the page still comes, undrawn: the browser draws it through the API, whose
      // calls are charged as the reads they are.
      mayDraw: async (request) => (await limits.chargeClient(budgetOwner(request), 'render')).allowed,
    }),
  });
  return app;
}

function isUnhealthy(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'unhealthy';
}
