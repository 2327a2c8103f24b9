import { initTRPC, TRPCError } from '@trpc/server';
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { apiError, errorCodeOf } from '../api/errors';
import { idempotencyKeyFor, runIdempotent } from '../api/idempotency';
import { isDiskFull, recordDiskFull } from '../db/diskFull';
import { procedureFamily, RateLimited, retryAfterSeconds, setLimitHeaders } from '../security/rateLimit';
import { PdfBusyError } from '../share/pdfPool';
import type { Context } from './context';
import { describeError } from './errors';
import type { StreamShutdown } from './shutdown';

/** The only initTRPC in the code base. Routers build on `router` and `publicProcedure` from here. */
const t = initTRPC
  .meta<OpenApiMeta>()
  .context<Context>()
  .create({
    sse: {
      ping: { enabled: true, intervalMs: 10_000 },
      client: { reconnectAfterInactivityMs: 30_000 },
    },
    errorFormatter({ shape, error }) {
      const described = describeError(error);
      // Over budget: the same body @fastify/rate-limit answered with, so clients keep reading it.
      const limited =
        error.cause instanceof RateLimited
          ? { statusCode: 429, retryAfter: error.cause.retryAfterSeconds }
          : {};
      return {
        ...shape,
        ...limited,
        // The spec's client reads `error` first; `message` carries the same human sentence.
        message: described.message,
        error: described.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fields: described.fields,
          // Our stable code (src/contract/errors.ts): the client translates by it, REST sends it as `code`.
          errorCode: errorCodeOf(error),
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure call is charged to its client's budget for its kind (security/rateLimit.ts) here,
 * after routing: a tRPC batch is charged per call inside it, REST and tRPC reach the same procedure
 * whatever the spelling of the path, so neither can move a call into another budget. (Refusing to
 * batch costly procedures would leave the budget keyed on the path; charging per call needs no rule
 * per transport and keeps the client's batching of ordinary queries.)
 */
async function chargeBudget(ctx: Context, path: string, type: string): Promise<void> {
  if (!ctx.limits) return;
  const family = procedureFamily(path, type);
  const charge = await ctx.limits.chargeClient(ctx.budgetOwner, family);
  setLimitHeaders(ctx.reply, charge);
  if (!charge.allowed) {
    ctx.log.info({ path, family, ip: ctx.clientIp }, 'over the rate limit');
    const cause = new RateLimited(retryAfterSeconds(charge));
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: cause.message, cause });
  }
}

/**
 * Every procedure: logs unexpected failures with the request id, and turns a lost database
 * connection into a 503 that says so instead of a 500. A subscription fails while it streams, after
 * this middleware has returned, so its events are passed through the same explanation. First the
 * call is charged to its budget, in the same middleware: each tRPC middleware copies the call's options
 * twice per call, a measurable share of a REST read (`npm run bench`, issue 15).
 */
export const publicProcedure = t.procedure.use(async ({ ctx, path, type, next, getRawInput }) => {
  let key: string | null = null;
  let rawInput: unknown;
  try {
    await chargeBudget(ctx, path, type);
    // Every write can be retried under an Idempotency-Key (api/idempotency.ts); reads pay nothing for it.
    if (type === 'mutation') {
      rawInput = await getRawInput();
      key = idempotencyKeyFor(ctx, path, rawInput);
    }
  } catch (cause) {
    // What tRPC made of a failing middleware before: the error itself, or an internal error around it.
    const error =
      cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
    throw explainFailure(error, ctx, path);
  }
  const result =
    key === null
      ? await next()
      : await runIdempotent(ctx, key, path, rawInput, next, (data) => ({
          ok: true as const,
          data,
          marker: middlewareMarker,
        })).catch((cause: unknown) => {
          const error =
            cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
          throw explainFailure(error, ctx, path);
        });
  if (!result.ok) {
    const explained = explainFailure(result.error, ctx, path);
    if (explained !== result.error) throw explained;
    return result;
  }
  if (isAsyncIterable(result.data)) return { ...result, data: explainingFailures(result.data, ctx, path) };
  return result;
});

async function* explainingFailures(events: AsyncIterable<unknown>, ctx: Context, path: string) {
  try {
    yield* untilShutdown(events, ctx.shutdown);
  } catch (cause) {
    const error =
      cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
    throw explainFailure(error, ctx, path);
  }
}

/**
 * A stream's events until the server begins to shut down (main.ts, SIGTERM); then its last event is
 * SERVER_RESTARTING ("The server is restarting. Please try again in a moment.", 503), sent to every open
 * stream at once, so that each client reconnects (to this server once restarted, or another instance)
 * instead of meeting a cut connection when the grace period ends. The plan's requestId makes the
 * reconnection find or finish the same plan. The producer is stopped in the background.
 */
async function* untilShutdown(events: AsyncIterable<unknown>, shutdown: StreamShutdown | undefined) {
  if (!shutdown) return yield* events;
  const { signal } = shutdown;
  const iterator = events[Symbol.asyncIterator]();
  let onAbort = () => {};
  const stopped = new Promise<'shutdown'>((resolve) => {
    onAbort = () => resolve('shutdown');
    if (signal.aborted) onAbort();
    // Removed when the stream ends: the signal lives as long as the server, the stream does not.
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  let finished = false;
  shutdown.open += 1;
  try {
    while (true) {
      const next = iterator.next();
      const result = await Promise.race([next, stopped]);
      if (result === 'shutdown') {
        // The event being made is not waited for; its failure (an aborted call) is nobody's to report.
        next.catch(() => {});
        throw apiError('SERVER_RESTARTING');
      }
      if (result.done) {
        finished = true;
        return result.value;
      }
      yield result.value;
    }
  } finally {
    shutdown.open -= 1;
    signal.removeEventListener('abort', onAbort);
    if (!finished) void iterator.return?.()?.catch(() => {});
  }
}

/** The error the caller gets for a failure: the same one, or a clearer one when the cause is known. */
function explainFailure(error: TRPCError, ctx: Context, path: string): TRPCError {
  if (error.code !== 'INTERNAL_SERVER_ERROR') return error;
  const rejected = rejectedInput(error.cause);
  if (rejected) return new TRPCError({ code: 'BAD_REQUEST', message: rejected, cause: error.cause });
  if (isDatabaseUnavailable(error.cause)) {
    ctx.log.warn({ err: error.cause, path }, 'database unavailable');
    return apiError('DATABASE_UNAVAILABLE', undefined, { cause: error.cause });
  }
  if (error.cause instanceof PdfBusyError) {
    ctx.log.warn({ path }, 'every PDF renderer busy');
    return apiError('SERVER_BUSY', undefined, { cause: error.cause });
  }
  if (isDiskFull(error.cause)) {
    // An operator must free space: logged as an error, answered as a 503 the client may retry later.
    recordDiskFull();
    ctx.log.error({ err: error.cause, path }, 'the disk is full: nothing can be saved');
    return apiError('STORAGE_FULL', undefined, { cause: error.cause });
  }
  ctx.log.error({ err: error.cause ?? error, path }, 'procedure failed');
  return error;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function'
  );
}

export { ZodError };

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

/**
 * Input that passed the schemas but that the database refuses (a NUL character, a value over a
 * column check): the client's mistake, so a 400 that says what is wrong rather than a 500.
 */
const INPUT_ERROR_CODES: Record<string, string> = {
  '22021': 'The text contains characters that cannot be stored (such as a NUL character).',
  '22P05': 'The text contains characters that cannot be stored.',
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '23514': 'A value is out of the allowed range.',
};

function rejectedInput(cause: unknown): string | null {
  const code = cause && typeof cause === 'object' ? (cause as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? (INPUT_ERROR_CODES[code] ?? null) : null;
}

export function isDatabaseUnavailable(cause: unknown): boolean {
  if (!cause || typeof cause !== 'object') return false;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' && CONNECTION_ERROR_CODES.has(code);
}
