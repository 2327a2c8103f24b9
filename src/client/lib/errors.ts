import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TRPCClientError } from '@trpc/client';
import { type ErrorCode, isErrorCode } from '../../contract/errorCodes';
import { i18n } from './i18n';

/**
 * A tRPC client error, known by the name its class gives it rather than by `instanceof`, so that reading
 * an error never loads the tRPC client (about 10 kB gzip) onto a page that shows without it
 * (lib/siteQueries.ts).
 */
export function isTrpcClientError(error: unknown): error is TRPCClientError<never> {
  return error instanceof Error && error.name === 'TRPCClientError';
}

/** The response behind a failed call, when the link kept it (HTTP links do). */
function responseOf(error: TRPCClientError<never>): Response | undefined {
  return (error.meta as { response?: Response } | undefined)?.response;
}

const SOMETHING_WRONG = msg`Something went wrong. Please try again.`;
const UNREADABLE = msg`The server could not read this request. Please reload the page and try again.`;

/**
 * What each of the server's error codes (src/contract/errors.ts) says to a visitor, in their language:
 * the server's own sentence is English, so the client never shows it; it shows this, by code
 * (docs/product.md section 8's messages where the catalogue has one).
 */
const BY_CODE: Record<ErrorCode, MessageDescriptor> = {
  INVALID_INPUT: msg`Some of what you entered is not valid. Check it and try again.`,
  INVALID_JSON: UNREADABLE,
  BODY_NOT_OBJECT: UNREADABLE,
  BODY_TOO_DEEP: UNREADABLE,
  UNKNOWN_API_KEY: SOMETHING_WRONG,
  WRONG_MANAGEMENT_KEY: msg`This plan can only be changed from the device that created it.`,
  WRONG_PARTICIPANT_KEY: msg`Only this participant's own device can change their progress. Open the challenge on that device, or use the link it gives to move to another one.`,
  WRONG_RATING_KEY: msg`A review can only be deleted from the device that wrote it, or by the plan's creator.`,
  DELETION_LINK_INVALID: msg`This deletion link does not work: it was already used, it has expired, or it is not the one we sent. Ask for a new one on the plan page.`,
  CONFIRMATION_LINK_INVALID: msg`This confirmation link does not work: it was already used, it has expired, or it is not the one we sent. Sign up again.`,
  NOT_FOUND: msg`Not found.`,
  PLAN_NOT_FOUND: msg`Workout Plan Not Found`,
  CHALLENGE_NOT_FOUND: msg`Challenge not found`,
  PARTICIPANT_NOT_FOUND: msg`Participant not found`,
  RATING_NOT_FOUND: msg`This review no longer exists.`,
  EXERCISE_NOT_IN_PLAN: msg`This exercise is no longer in this plan.`,
  GENERATION_TICKET_EXPIRED: msg`Your plan took too long to start. Please try again.`,
  METHOD_NOT_ALLOWED: SOMETHING_WRONG,
  NEEDS_CLEARANCE: msg`A plan adapted to its creator's health is never listed in the community, since its exercises could hint at why; its link still works.`,
  NO_PROGRESSION: msg`Challenges need the 4-week progression plan: generate it first.`,
  NAME_TAKEN: msg`Someone in this challenge already uses that name. Pick another.`,
  CHALLENGE_FULL: msg`This challenge is full.`,
  // The web app sends no Idempotency-Key; other clients built on this file may.
  IDEMPOTENCY_IN_FLIGHT: msg`This is still being saved. Please wait a moment and try again.`,
  REQUEST_TIMEOUT: msg`The connection was too slow. Please try again.`,
  BODY_TOO_LARGE: msg`What you sent is too long. Shorten it and try again.`,
  URI_TOO_LONG: SOMETHING_WRONG,
  HEADERS_TOO_LARGE: SOMETHING_WRONG,
  UNSUPPORTED_MEDIA_TYPE: UNREADABLE,
  IDEMPOTENCY_KEY_INVALID: SOMETHING_WRONG,
  IDEMPOTENCY_MISMATCH: msg`These answers differ from the ones this plan was started with. Please start the questionnaire again.`,
  RATE_LIMITED: msg`Too many requests. Please wait a moment and try again.`,
  JOIN_LIMITED: msg`Many people have joined this challenge in the last hour. Please try again later.`,
  EMAIL_LIMITED: msg`This address has received this plan several times in the last hour. Please try again later.`,
  EMAIL_SENDER_LIMITED: msg`You have sent many emails in the last hour. Please try again later.`,
  INTERNAL_ERROR: SOMETHING_WRONG,
  EMAIL_FAILED: msg`Failed to send email. Please try again later.`,
  DATABASE_UNAVAILABLE: msg`The database is unavailable right now. Please try again in a moment.`,
  SERVER_RESTARTING: msg`The server is restarting. Please try again in a moment.`,
  EMAIL_UNAVAILABLE: msg`Email is unavailable right now. Please try again later.`,
  SERVER_BUSY: msg`The server is busy right now. Please try again in a moment.`,
  STORAGE_FULL: msg`The server has run out of storage space, so nothing can be saved right now. Please try again later.`,
};

/** The server's stable code for a failed call (`data.errorCode`), when the server sent one. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (!isTrpcClientError(error)) return undefined;
  const code = (error.data as { errorCode?: unknown } | undefined)?.errorCode;
  return isErrorCode(code) ? code : undefined;
}

const OFFLINE = msg`You're offline. Connect to the internet and try again.`;

/** The browser says it has no network connection at all (not merely a slow or failing one). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The sentence to show for a failed call, in the visitor's language: chosen by the server's error
 * code, never the server's English text. A rate limit adds the remaining count (docs/product.md
 * section 8). A call that got no answer while the device is offline says so (docs/offline.md: saved
 * plans still open, but making, rating and joining need the network); any other network failure, or an
 * answer without a code, gets the caller's fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isOffline() && !errorCodeOf(error) && httpStatusOf(error) === undefined) return i18n._(OFFLINE);
  if (!isTrpcClientError(error)) return fallback;
  const code = errorCodeOf(error) ?? (responseOf(error)?.status === 429 ? 'RATE_LIMITED' : undefined);
  if (!code) return fallback;
  const text = i18n._(BY_CODE[code]);
  const remaining = code === 'RATE_LIMITED' ? responseOf(error)?.headers.get('x-ratelimit-remaining') : null;
  return remaining === null || remaining === undefined
    ? text
    : `${text} ${i18n._(msg`(${remaining} requests remaining)`)}`;
}

/** The HTTP status of an error the server sent; undefined when no answer came (a network failure). */
export function httpStatusOf(error: unknown): number | undefined {
  if (!isTrpcClientError(error)) return undefined;
  return (error.data as { httpStatus?: number } | undefined)?.httpStatus;
}

export function isNotFound(error: unknown): boolean {
  return isTrpcClientError(error) && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';
}
