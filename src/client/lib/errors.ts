import { msg } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/client';
import { i18n } from './i18n';

/** The response behind a failed call, when the link kept it (HTTP links do). */
function responseOf(error: TRPCClientError<never>): Response | undefined {
  return (error.meta as { response?: Response } | undefined)?.response;
}

/**
 * The sentence to show for a failed call. The server's errors carry a human sentence; a rate limit
 * says so with the remaining count (docs/product.md section 8); a network failure gets the fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof TRPCClientError)) return fallback;
  const response = responseOf(error);
  if (response?.status === 429) {
    const remaining = response.headers.get('x-ratelimit-remaining');
    const text = i18n._(msg`Too many requests. Please wait a moment and try again.`);
    return remaining === null ? text : `${text} ${i18n._(msg`(${remaining} requests remaining)`)}`;
  }
  if (!httpStatusOf(error)) return fallback;
  return error.message || fallback;
}

/** The HTTP status of an error the server sent; undefined when no answer came (a network failure). */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error.data as { httpStatus?: number } | undefined)?.httpStatus;
}

export function isNotFound(error: unknown): boolean {
  return (
    error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND'
  );
}
