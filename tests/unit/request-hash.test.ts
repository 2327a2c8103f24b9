import { describe, expect, it } from 'vitest';
import { workoutRequestSchema } from '../../src/contract/workout';
import { requestHash } from '../../src/server/generation/requestHash';

/** The digest a request id is bound to (a reused id with other answers is a 422). */
describe('the digest of a generation request', () => {
  const read = (input: object) => workoutRequestSchema.parse(input);

  it('is the same for the same answers, whatever their order, the request id or the email', () => {
    const first = read({ name: 'Ana', workoutDays: 3, requestId: 'req_a_000000001', email: 'a@example.com' });
    const again = read({ email: 'b@example.com', requestId: 'req_b_000000001', workoutDays: 3, name: 'Ana' });
    expect(requestHash(first)).toBe(requestHash(again));
    expect(requestHash(first)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when any answer changes', () => {
    const base = requestHash(read({ name: 'Ana', workoutDays: 3 }));
    expect(requestHash(read({ name: 'Ana', workoutDays: 4 }))).not.toBe(base);
    expect(requestHash(read({ name: 'Ana', workoutDays: 3, listed: true }))).not.toBe(base);
    expect(requestHash(read({ name: 'Ana', workoutDays: 3, equipment: ['dumbbells'] }))).not.toBe(base);
  });
});
