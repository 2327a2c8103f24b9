import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isTrpcClientError } from '../../src/client/lib/errors';

/**
 * The client reads tRPC's errors without importing @trpc/client (lib/errors.ts): the name must keep
 * recognising the library's own error, whatever its version, and nothing else.
 */
describe('isTrpcClientError', () => {
  it("recognises tRPC's client errors, built from a server answer or from a failed fetch", () => {
    const answered = TRPCClientError.from({
      error: { code: -32004, message: 'Workout not found', data: { code: 'NOT_FOUND', httpStatus: 404 } },
    });
    expect(isTrpcClientError(answered)).toBe(true);
    expect(isTrpcClientError(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isTrpcClientError(new Error('Workout not found'))).toBe(false);
    expect(isTrpcClientError({ name: 'TRPCClientError', message: 'plain object' })).toBe(false);
    expect(isTrpcClientError(undefined)).toBe(false);
  });
});
