// No zod here: the web client reads the codes (src/client/lib/errors.ts) on pages that load no schema.
import { REQUEST_TIMEOUTS, requestTimeoutMessage } from './constants';

/**
 * Every error the API answers with carries one of these codes: stable names of ours, never a
 * framework's (no `FST_ERR_*`, no tRPC code). Each has exactly one HTTP status, so a client can
 * switch on the code alone. The web client translates by code (src/client/lib/errors.ts); REST
 * callers get the code in the body (`code`), tRPC callers in `data.errorCode`.
 *
 * `message` is the English sentence the server sends when the failing code has nothing more
 * specific to say.
 */
export const ERROR_CODES = {
  INVALID_INPUT: { status: 400, message: 'Invalid input.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  BODY_NOT_OBJECT: { status: 400, message: 'The request body must be a JSON object, such as {}.' },
  BODY_TOO_DEEP: { status: 400, message: 'The request body is nested too deeply (more than 64 levels).' },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message:
      'The Idempotency-Key must be a long random value (20 to 255 characters): send a new UUID v4 for each new write.',
  },
  UNKNOWN_API_KEY: {
    status: 401,
    message:
      'This API key is not one this server issued. Send a key its operator gave you, or none to share the budgets of your address.',
  },
  WRONG_MANAGEMENT_KEY: {
    status: 403,
    message:
      'This plan can only be changed with its management key, which is kept on the device that created it.',
  },
  WRONG_PARTICIPANT_KEY: {
    status: 403,
    message:
      "Only this participant's own device can change their progress: send its key in the x-participant-key header.",
  },
  WRONG_RATING_KEY: {
    status: 403,
    message:
      "A review can only be deleted from the device that wrote it (x-rating-key) or by the plan's creator (x-management-key).",
  },
  DELETION_LINK_INVALID: {
    status: 403,
    message:
      'This deletion link does not work: it was already used, it has expired, or it is not the one we sent. Ask for a new one on the plan page.',
  },
  CONFIRMATION_LINK_INVALID: {
    status: 403,
    message:
      'This confirmation link does not work: it was already used, it has expired, or it is not the one we sent. Sign up again.',
  },
  NOT_FOUND: { status: 404, message: 'There is nothing at this address.' },
  PLAN_NOT_FOUND: { status: 404, message: 'Workout Plan Not Found' },
  CHALLENGE_NOT_FOUND: { status: 404, message: 'Challenge not found' },
  PARTICIPANT_NOT_FOUND: { status: 404, message: 'Participant not found' },
  RATING_NOT_FOUND: { status: 404, message: 'Rating not found' },
  EXERCISE_NOT_IN_PLAN: { status: 404, message: 'This plan has no exercise with that catalogId.' },
  GENERATION_TICKET_EXPIRED: {
    status: 404,
    message: 'The answers for this plan stream are no longer kept. Send them again to start it.',
  },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This address does not take that method.' },
  NEEDS_CLEARANCE: {
    status: 409,
    message:
      "A plan adapted to its creator's health is never listed in the community, since its exercises could hint at why; its link still works.",
  },
  NO_PROGRESSION: {
    status: 409,
    message: 'Challenges need the 4-week progression plan: generate it first.',
  },
  NAME_TAKEN: { status: 409, message: 'Someone in this challenge already uses that name. Pick another.' },
  CHALLENGE_FULL: { status: 409, message: 'This challenge is full.' },
  IDEMPOTENCY_IN_FLIGHT: {
    status: 409,
    message:
      'A request with this Idempotency-Key is still being answered. Send it again after Retry-After seconds to get its answer.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    // The production times; the server answers with the times it runs with (api/clientErrors.ts).
    message: requestTimeoutMessage(REQUEST_TIMEOUTS),
  },
  BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  URI_TOO_LONG: { status: 414, message: 'The address is too long.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  IDEMPOTENCY_MISMATCH: {
    status: 422,
    message:
      'This Idempotency-Key (or requestId) was already used with a different request. Send a new key for a new request, or the same request to get its first answer.',
  },
  HEADERS_TOO_LARGE: { status: 431, message: "The request's headers are too large." },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  JOIN_LIMITED: {
    status: 429,
    message: 'Many people have joined this challenge in the last hour. Please try again later.',
  },
  EMAIL_LIMITED: {
    status: 429,
    message: 'This address has received this plan several times in the last hour. Please try again later.',
  },
  EMAIL_SENDER_LIMITED: {
    status: 429,
    message: 'You have sent many emails in the last hour. Please try again later.',
  },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong. Please try again.' },
  EMAIL_FAILED: { status: 502, message: 'Failed to send email. Please try again later.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'The database is unavailable right now. Please try again in a moment.',
  },
  EMAIL_UNAVAILABLE: { status: 503, message: 'Email is unavailable right now. Please try again later.' },
  SERVER_RESTARTING: { status: 503, message: 'The server is restarting. Please try again in a moment.' },
  SERVER_BUSY: {
    status: 503,
    message: 'The server is busy making documents right now. Please try again in a moment.',
  },
  STORAGE_FULL: {
    status: 503,
    message:
      'The server has run out of storage space, so nothing can be saved right now. Please try again later.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The codes an HTTP status can carry (the document lists them per response). */
export function codesWithStatus(status: number): ErrorCode[] {
  return ERROR_CODE_NAMES.filter((code) => ERROR_CODES[code].status === status);
}
