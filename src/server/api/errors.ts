import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../contract/errors';
import { RateLimited } from '../security/rateLimit';

/** The tRPC code whose HTTP status is the code's status: what the transports turn into the status. */
const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/** Our code for an error thrown without one, by its tRPC code (each has the same status). */
const CODE_BY_TRPC_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  PARSE_ERROR: 'INVALID_JSON',
  BAD_REQUEST: 'INVALID_INPUT',
  UNAUTHORIZED: 'UNKNOWN_API_KEY',
  FORBIDDEN: 'WRONG_MANAGEMENT_KEY',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  PAYLOAD_TOO_LARGE: 'BODY_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE_CONTENT: 'IDEMPOTENCY_MISMATCH',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  INTERNAL_SERVER_ERROR: 'INTERNAL_ERROR',
  BAD_GATEWAY: 'EMAIL_FAILED',
  SERVICE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
};

const CODE = Symbol('errorCode');
type Coded = TRPCError & { [CODE]?: ErrorCode };

/**
 * The error a procedure throws when it knows what went wrong: the code decides the status, the
 * sentence defaults to the code's own.
 */
export function apiError(code: ErrorCode, message?: string, options: { cause?: unknown } = {}): TRPCError {
  const { status, message: fallback } = ERROR_CODES[code];
  const error: Coded = new TRPCError({
    code: TRPC_CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR',
    message: message ?? fallback,
    ...(options.cause === undefined ? {} : { cause: options.cause }),
  });
  error[CODE] = code;
  return error;
}

/** Our stable code for any tRPC error, whoever threw it. */
export function errorCodeOf(error: TRPCError): ErrorCode {
  const explicit = (error as Coded)[CODE];
  if (explicit) return explicit;
  if (error.cause instanceof RateLimited) return 'RATE_LIMITED';
  if (error.cause instanceof ZodError) return 'INVALID_INPUT';
  return CODE_BY_TRPC_CODE[error.code] ?? 'INTERNAL_ERROR';
}

/** Our code for a tRPC code name met in a body (the REST adapter's `code`). */
export function errorCodeOfTrpcCode(code: unknown): ErrorCode {
  return (typeof code === 'string' && CODE_BY_TRPC_CODE[code as TRPC_ERROR_CODE_KEY]) || 'INTERNAL_ERROR';
}
