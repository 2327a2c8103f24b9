import { type AnyRouter, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  type AnyMiddlewareFunction,
  getErrorShape,
  getTRPCErrorFromUnknown,
  middlewareMarker,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptsRequestBody,
  forEachOpenApiProcedure,
  getInputOutputParsers,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  normalizePath,
  unwrapZodType,
} from 'trpc-to-openapi';
import { z } from 'zod';
import { toErrorBody } from './errorResponses';
import { type EventStream, openEventStream, wantsEventStream } from './eventStream';
import { coerceTextInput, type InputFields, inputFields, refuseUnknownFields } from './inputTypes';

/**
 * The REST door: trpc-to-openapi's request handling (its `createOpenApiNodeHttpHandler`, which its Fastify
 * plugin wraps), done once per route instead of once per request, for `npm run bench` (issue 15, part 6).
 * The routes, their order, the procedures and the JSON of every answer and error are the library's; what changes is the work around them:
 *
 * - The route table is built at start-up: each route's pattern, procedure, input schema and which query
 *   keys are arrays. The library found the route by copying its table into an array on every request and
 *   recomputed the rest. Its `coerceSchema` is not used: it switched coercion on inside the shared schemas,
 *   so JSON bodies on /api and /trpc were coerced too (`"false"` read as true); query and path text is
 *   converted at this door instead (inputTypes.ts, issue 28).
 * - The procedure is called directly, as tRPC's `createCaller` does inside, without building a caller proxy
 *   per request, by `callProcedure`: tRPC's own middleware walk with cheaper copies of its options.
 * - No WHATWG `Request` per request: the library built one (headers copied, URL parsed, AbortController)
 *   only for a `signal` in `info`, which our context never reads, and then aborted it after every answer
 *   (its Fastify glue has no `writableEnded`), which cost a DOMException each time. REST procedures got no
 *   signal before either.
 * - HEAD is answered as the GET it mirrors, without the body (the library answered 204 to any HEAD).
 * - The handler waits for the answer to be written (`await reply`), so an asynchronous onSend hook such as
 *   compression (api/http.ts) finishes before Fastify sees the handler return; the library's glue returned
 *   at once and Fastify then sent a second, empty answer.
 * See docs/architecture.md "The path of a request".
 */
type OpenApiOptions = {
  basePath: `/${string}`;
  router: AnyRouter;
  createContext: (options: { req: FastifyRequest; res: FastifyReply; info: unknown }) => unknown;
  /** For a request no procedure answers: sends a 405 and returns true when the path takes other methods. */
  refuseMethod?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** The status of a successful answer, when it is not 200 (health answers 503 when unhealthy). */
  successStatus?: (procedurePath: string, data: unknown) => number | undefined;
  /**
   * Procedures that also answer as server-sent events (api/eventStream.ts), by path: the last event made
   * of the answer. Their events before it come from the procedure itself (`ctx.events`).
   */
  eventStreams?: Record<string, (data: never) => { type: string }>;
};

type StreamShutdownLike = Parameters<typeof openEventStream>[1];

type Route = {
  pattern: RegExp;
  hasParameters: boolean;
  path: string;
  type: 'query' | 'mutation';
  procedure: ProcedureDef;
  takesInput: boolean;
  arrayKeys: string[];
  /** The input's fields and kinds: which text parameters to convert, which body keys exist. */
  fields: InputFields;
  /** What tRPC's `info` holds for a call of this route: the same for every call, so made once. */
  info: object;
};

/** What a built tRPC procedure keeps of its definition: its middlewares (input, output, ours, resolver). */
type ProcedureDef = { middlewares: AnyMiddlewareFunction[]; meta: unknown };

/** The options tRPC passes down its middleware chain (`ProcedureCallOptions` plus the middleware's own). */
type CallOptions = {
  path: string;
  type: 'query' | 'mutation';
  ctx: unknown;
  input: unknown;
  getRawInput: () => Promise<unknown>;
  batchIndex: number;
  signal: AbortSignal | undefined;
};
type NextOptions = { ctx?: object; input?: unknown; getRawInput?: () => Promise<unknown> } | undefined;
type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };

/**
 * tRPC's own procedure call (`createProcedureCaller` and `callRecursive` in @trpc/server 11's
 * procedureBuilder), step for step: each middleware of the procedure in order, with the same options, the
 * same `next` (merged context, replaced input, raw input) and the same error capture. The one difference is
 * how the options are copied from level to level: as object literals of one shape instead of the
 * transpiled `_objectSpread2` helper the published package uses, which walks every key through
 * `Object.defineProperty` and was 5% of a REST read's CPU (`npm run bench`, issue 15). The procedure's
 * middlewares are the router's, so the rate-limit charge, input and output validation all run as before.
 */
async function callProcedure(def: ProcedureDef, options: CallOptions): Promise<unknown> {
  const result = await callMiddleware(def, 0, options);
  if (!result)
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'No result from middlewares - did you forget to `return next()`?',
    });
  if (!result.ok) throw result.error;
  return result.data;
}

async function callMiddleware(
  def: ProcedureDef,
  index: number,
  options: CallOptions,
): Promise<MiddlewareResult> {
  try {
    const middleware = def.middlewares[index] as unknown as (options: object) => Promise<MiddlewareResult>;
    // Written out key by key rather than spread from `options`: an object literal of one fixed shape is
    // cheaper to build, and these are built twice per middleware per call.
    return await middleware({
      path: options.path,
      type: options.type,
      ctx: options.ctx,
      input: options.input,
      getRawInput: options.getRawInput,
      batchIndex: options.batchIndex,
      signal: options.signal,
      meta: def.meta,
      next(nextOptions: NextOptions) {
        return callMiddleware(def, index + 1, {
          path: options.path,
          type: options.type,
          ctx: nextOptions?.ctx ? { ...(options.ctx as object), ...nextOptions.ctx } : options.ctx,
          input: nextOptions && 'input' in nextOptions ? nextOptions.input : options.input,
          getRawInput: nextOptions?.getRawInput ?? options.getRawInput,
          batchIndex: options.batchIndex,
          signal: options.signal,
        });
      },
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as MiddlewareResult;
  }
}

/** The signal in tRPC's `info` for a REST call: nothing aborts a REST procedure (see the top of this file). */
const NEVER_ABORTED = new AbortController().signal;

function buildRoutes(router: AnyRouter): Map<string, Route[]> {
  const routes = new Map<string, Route[]>();
  forEachOpenApiProcedure(router._def.procedures, ({ path, procedure, meta: { openapi } }) => {
    const type = procedure._def.type;
    if (type === 'subscription') return;
    // callProcedure walks the middlewares itself; a procedure with its own caller would be bypassed.
    if ((procedure._def as { experimental_caller?: boolean }).experimental_caller)
      throw new Error(`${path}: a procedure with experimental_caller cannot be served over REST`);
    const { inputParser } = getInputOutputParsers(procedure);
    const unwrapped = unwrapZodType(inputParser, true);
    const arrayKeys: string[] = [];
    if (instanceofZodTypeObject(unwrapped)) {
      for (const [key, shape] of Object.entries(unwrapped.shape as Record<string, z.ZodType>)) {
        const inner = instanceofZodTypeOptional(shape) ? (shape as z.ZodOptional).unwrap() : shape;
        if (inner instanceof z.ZodArray) arrayKeys.push(key);
      }
    }
    const template = normalizePath(openapi.path);
    const list = routes.get(openapi.method) ?? [];
    list.push({
      pattern: getPathRegExp(template),
      hasParameters: template.includes('{'),
      path,
      type: type as Route['type'],
      procedure: procedure._def as unknown as ProcedureDef,
      takesInput: !instanceofZodTypeLikeVoid(unwrapped),
      arrayKeys,
      fields: inputFields(unwrapped),
      // Our context reads none of it; the URL, which tRPC's adapters give, would be the one part that
      // differs per call, and the type allows null.
      info: {
        isBatchCall: false,
        accept: null,
        calls: [],
        type,
        connectionParams: null,
        signal: NEVER_ABORTED,
        url: null,
      },
    });
    routes.set(openapi.method, list);
  });
  return routes;
}

function errorFromUnknown(cause: unknown): TRPCError {
  if (cause instanceof Error && cause.name === 'TRPCError') return cause as TRPCError;
  const error = new TRPCError({
    message: 'Internal server error',
    code: 'INTERNAL_SERVER_ERROR',
    cause: cause instanceof Error ? cause : undefined,
  });
  if (cause instanceof Error && cause.stack) error.stack = cause.stack;
  return error;
}

/** A path the URL parser would leave as it is: no dot segments, escapes or other characters to normalise. */
const PLAIN_PATH = /^[\w/-]*$/;

export function registerRestApi(app: FastifyInstance, options: OpenApiOptions): void {
  const { router, createContext, successStatus } = options;
  const basePath = options.basePath.replace(/\/$/, '');
  const routes = buildRoutes(router);
  // The fixed paths of every method: they win over a template of any method (issue 28, item 3), so
  // `GET /workouts/generate` is a 405, not a plan id that fails validation.
  const fixedPatterns = [...routes.values()]
    .flat()
    .filter((route) => !route.hasParameters)
    .map((route) => route.pattern);
  const config = router._def._config;

  const send = (reply: FastifyReply, status: number, body: unknown) => {
    reply.code(status);
    reply.header('content-type', 'application/json');
    return reply.send(JSON.stringify(body));
  };

  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: `${basePath}/*`,
    handler: async (request, reply) => {
      const relative = request.url.slice(basePath.length);
      const query = relative.indexOf('?');
      // The path as the library took it from a parsed URL; the URL itself only if something asks for it.
      const rawPath = query === -1 ? relative : relative.slice(0, query);
      const path = normalizePath(
        PLAIN_PATH.test(rawPath) ? rawPath : new URL(`http://127.0.0.1${rawPath}`).pathname,
      );
      // Fastify runs this GET route for a HEAD and sends no body: answering it as the GET makes its status
      // and headers the GET's (the library answered every HEAD with an empty 204, found or not).
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      let route: Route | undefined;
      let pathInput: Record<string, string> | undefined;
      const isFixedPath = fixedPatterns.some((pattern) => pattern.test(path));
      for (const candidate of routes.get(method) ?? []) {
        if (candidate.hasParameters) {
          if (isFixedPath) continue;
          const match = candidate.pattern.exec(path);
          if (!match) continue;
          pathInput = match.groups;
        } else if (!candidate.pattern.test(path)) continue;
        route = candidate;
        break;
      }
      let input: Record<string, unknown> | undefined;
      let ctx: unknown;
      let stream: EventStream | null = null;
      let lastEvent: ((data: unknown) => { type: string }) | undefined;
      try {
        if (!route) {
          if (options.refuseMethod?.(request, reply)) return await reply;
          throw new TRPCError({ message: 'Not found', code: 'NOT_FOUND' });
        }
        const useBody = acceptsRequestBody(method as 'GET');
        const contentType = request.headers['content-type'];
        if (useBody && !contentType?.startsWith('application/json')) {
          throw new TRPCError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: contentType ? `Unsupported content-type "${contentType}` : 'Missing content-type header',
          });
        }
        if (route.takesInput) {
          if (useBody) refuseUnknownFields(route.fields, request.body);
          // Only text parameters are converted to their fields' types (inputTypes.ts); a JSON body is exact.
          const textInput = {
            ...(useBody ? {} : queryInput(request.query as Record<string, unknown>)),
            ...pathInput,
          };
          coerceTextInput(route.fields, textInput);
          input = { ...(useBody ? (request.body as object) : {}), ...textInput };
          if (!useBody)
            for (const key of route.arrayKeys)
              if (input[key] !== undefined && !Array.isArray(input[key])) input[key] = [input[key]];
        }
        ctx = await createContext({ req: request, res: reply, info: route.info });
        lastEvent = options.eventStreams?.[route.path] as ((data: unknown) => { type: string }) | undefined;
        if (lastEvent && wantsEventStream(request)) {
          const events = openEventStream(reply, (ctx as { shutdown?: StreamShutdownLike }).shutdown);
          stream = events;
          ctx = { ...(ctx as object), events: events.send };
        }
        const data = await callProcedure(route.procedure, {
          path: route.path,
          // A method, not an arrow: the transpiler names every arrow it creates, a property write per request.
          async getRawInput() {
            return input;
          },
          ctx,
          input: undefined,
          type: route.type,
          batchIndex: 0,
          signal: undefined,
        });
        if (stream && lastEvent) stream.finish(lastEvent(data));
        else send(reply, successStatus?.(route.path, data) ?? 200, data);
      } catch (cause) {
        const error = errorFromUnknown(cause);
        const shape = getErrorShape({
          config,
          error,
          type: route?.type ?? 'unknown',
          path: route?.path,
          input,
          ctx,
        });
        const isInputValidationError =
          error.code === 'BAD_REQUEST' && error.cause instanceof Error && error.cause.name === 'ZodError';
        const status = getHTTPStatusCodeFromError(error);
        const body = {
          ...shape,
          message: isInputValidationError
            ? 'Input validation failed'
            : (shape?.message ?? error.message ?? 'An error occurred'),
          code: error.code,
          issues: isInputValidationError ? (error.cause as z.ZodError).issues : undefined,
        };
        // Once events have gone out the status is sent: the failure is the stream's last event instead.
        if (stream?.started) stream.fail(toErrorBody(status, body));
        else send(reply, status, body);
      }
      await reply;
    },
  });
}

/** The library's getQuery: each key's value, a single value where the key came once. */
function queryInput(query: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(query)) {
    const value = query[key];
    if (value) result[key] = Array.isArray(value) && value.length === 1 ? value[0] : value;
  }
  return result;
}
