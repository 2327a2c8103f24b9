import { TRPCClientError } from '@trpc/client';

/**
 * The sentence to show for a failed call. The server's errors carry a human sentence; a network
 * failure has none, so it gets the spec's connection message.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (!status) return fallback;
    return error.message || fallback;
  }
  return fallback;
}

export function isNotFound(error: unknown): boolean {
  return (
    error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND'
  );
}
