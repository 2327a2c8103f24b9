import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  codesWithStatus,
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  isErrorCode,
} from '../../contract/errors';
import { isDiskFull, recordDiskFull } from '../db/diskFull';
import { PdfBusyError } from '../share/pdfPool';
import { isDatabaseUnavailable } from '../trpc/init';
import { errorCodeOfTrpcCode } from './errors';

/**
 * One error shape for everything under /api (src/contract/errors.ts): whatever failed, a procedure
 * (through trpc-to-openapi, whose own body mixes tRPC's shape with its `code` and zod's raw issues),
 * Fastify's body parser, the PDF route or an unknown path, the answer is `{ error, code, message }`
 * plus `issues` for invalid input. The OpenAPI document says exactly this (openApiErrors.ts).
 */

/** How long a client should wait before trying again after a 503, by code (seconds). */
const RETRY_AFTER_503: Partial<Record<ErrorCode, number>> = {
  EMAIL_UNAVAILABLE: 300,
  SERVER_RESTARTING: 5,
  SERVER_BUSY: 2,
  // Space is freed by a person: a minute between tries.
  STORAGE_FULL: 60,
};
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** The code for a status when nothing says more (the first code with that status in the contract). */
function codeForStatus(status: number): ErrorCode {
  if (status >= 500 && status !== 502 && status !== 503) return 'INTERNAL_ERROR';
  return codesWithStatus(status)[0] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_INPUT');
}

/** Fastify's own failures, by its internal code: never sent as they are. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_INPUT',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

export function errorBody(code: ErrorCode, message?: string, issues?: ErrorBody['issues']): ErrorBody {
  const sentence = message || ERROR_CODES[code].message;
  return {
    error: sentence,
    code,
    message: sentence,
    ...(code === 'INVALID_INPUT' && issues && issues.length > 0 ? { issues } : {}),
  };
}

/** Sends an error from a plain Fastify route or hook, in the one shape. */
export function sendApiError(reply: FastifyReply, code: ErrorCode, message?: string): FastifyReply {
  return reply.status(ERROR_CODES[code].status).send(errorBody(code, message));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function issuesOf(value: unknown): ErrorBody['issues'] {
  if (!Array.isArray(value)) return undefined;
  const issues = value.filter(isRecord).map((issue) => ({
    path: Array.isArray(issue.path)
      ? issue.path.map(String).join('.') || 'input'
      : typeof issue.path === 'string'
        ? issue.path
        : 'input',
    message: String(issue.message ?? ''),
  }));
  return issues.length > 0 ? issues.slice(0, 200) : undefined;
}

const GENERIC_NOT_FOUND = new Set(['Not found', 'Not found.', 'Not Found']);

/**
 * Whatever a failed /api answer carried, as the one shape. Our formatter's body (trpc/init.ts) has
 * `error` and `data.errorCode`; the REST adapter adds tRPC's `code` and replaces `message` with
 * "Input validation failed"; an older or foreign body may have only a status.
 */
export function toErrorBody(status: number, body: unknown): ErrorBody {
  const source = isRecord(body) ? body : {};
  const data = isRecord(source.data) ? source.data : {};
  let code: ErrorCode = isErrorCode(data.errorCode)
    ? data.errorCode
    : isErrorCode(source.code)
      ? source.code
      : typeof source.code === 'string' && source.code.startsWith('FST_')
        ? (FASTIFY_CODES[source.code] ?? codeForStatus(status))
        : errorCodeOfTrpcCode(source.code);
  // The body's code must be one the status can carry: the status is what the client saw first.
  if (ERROR_CODES[code].status !== status) code = codeForStatus(status);
  const given = typeof source.error === 'string' && source.error ? source.error : source.message;
  let message = typeof given === 'string' ? given : undefined;
  if (code === 'INTERNAL_ERROR' || (message !== undefined && GENERIC_NOT_FOUND.has(message)))
    message = undefined;
  if (message === 'Input validation failed') message = undefined;
  return errorBody(code, message, issuesOf(data.fields) ?? issuesOf(source.issues));
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** By the route matched: the REST adapter rewrites request.url (and so originalUrl) without /api. */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route ? isApiPath(route) : isApiPath(request.url);
}

/** Health answers 503 with its own report (the status says unhealthy), not an error. */
function isHealthReport(body: unknown): boolean {
  return isRecord(body) && body.status === 'unhealthy' && 'database' in body;
}

function isCanonical(body: unknown): body is ErrorBody {
  if (!isRecord(body) || !isErrorCode(body.code)) return false;
  const keys = Object.keys(body);
  return (
    typeof body.error === 'string' &&
    body.message === body.error &&
    !GENERIC_NOT_FOUND.has(body.error) &&
    keys.every((key) => key === 'error' || key === 'code' || key === 'message' || key === 'issues')
  );
}

/** The Fastify error handler: body parser, depth check, a route's unexpected failure, an outage. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let code: ErrorCode;
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    code = 'DATABASE_UNAVAILABLE';
  } else if (isDiskFull(error)) {
    recordDiskFull();
    request.log.error({ err: error }, 'the disk is full: nothing can be saved');
    code = 'STORAGE_FULL';
  } else if (error instanceof PdfBusyError) {
    code = 'SERVER_BUSY';
  } else if (isErrorCode(error.code)) {
    code = error.code;
  } else if (error.code && FASTIFY_CODES[error.code]) {
    code = FASTIFY_CODES[error.code]!;
  } else {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    code = codeForStatus(status);
  }
  const status = ERROR_CODES[code].status;
  if (status >= 500 && code !== 'DATABASE_UNAVAILABLE' && code !== 'STORAGE_FULL')
    request.log.error({ err: error }, 'request failed');
  // Our own codes carry a sentence of ours; Fastify's and unexpected errors get the code's sentence.
  const message = isErrorCode(error.code) && status < 500 ? error.message : undefined;
  void reply.status(status).send(errorBody(code, message));
}

/** An error of ours for Fastify hooks and parsers to throw (handleError sends it). */
export function fastifyError(code: ErrorCode, message?: string): Error {
  return Object.assign(new Error(message ?? ERROR_CODES[code].message), {
    statusCode: ERROR_CODES[code].status,
    code,
  });
}

/**
 * Registers the shape: the error handler, the non-object body check, and a last pass over every
 * failed /api answer that rewrites whatever another layer sent into the one shape (error answers
 * only: a success costs one comparison).
 */
export function registerApiErrors(app: FastifyInstance): void {
  app.setErrorHandler(handleError);

  // Once the server begins to close (main.ts: SIGTERM), requests in flight finish; a new one is told to
  // come back, in the one shape and with Retry-After (Fastify's own 503 on closing has neither).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply.header('connection', 'close');
    sendApiError(reply, 'SERVER_RESTARTING');
  });

  // A body that is not an object (`[]`, `null`, `"text"`, `3`) would be spread into the input as
  // `{}` by the REST adapter and make a plan "by Anonymous": refused before any procedure runs.
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body;
    if (body === undefined || !isApiRequest(request) || isRecord(body)) return done();
    if (request.method !== 'POST' && request.method !== 'PATCH' && request.method !== 'PUT') return done();
    // Another media type is a 415, said by the REST adapter.
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) return done();
    done(fastifyError('BODY_NOT_OBJECT'));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const status = reply.statusCode;
    if (status < 400) return done(null, payload);
    if (status === 503 && !reply.hasHeader('retry-after')) {
      void reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
    }
    if (!isApiRequest(request) || typeof payload !== 'string') return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return done(null, payload);
    }
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = undefined;
    }
    if (isHealthReport(body) || isCanonical(body)) {
      if (isCanonical(body)) setRetryAfter(reply, body.code);
      return done(null, payload);
    }
    const normalized = toErrorBody(status, body);
    setRetryAfter(reply, normalized.code);
    done(null, JSON.stringify(normalized));
  });
}

function setRetryAfter(reply: FastifyReply, code: ErrorCode): void {
  const status = ERROR_CODES[code].status;
  if (status === 503) {
    const seconds = RETRY_AFTER_503[code];
    if (seconds !== undefined) void reply.header('retry-after', String(seconds));
  } else if (status === 429 && !reply.hasHeader('retry-after')) {
    void reply.header('retry-after', '60');
  }
}
