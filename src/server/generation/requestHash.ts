import { createHash } from 'node:crypto';
import type { WorkoutRequest } from '../../contract/workout';

/** JSON with every object's keys in order, so that the same answers give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The digest of a generation request that its request id is bound to: the answers as the schema read
 * them (defaults filled, text cleaned), without the request id itself and without the email, which is
 * erased after 30 days (prisma-free-sql/migrations/00004_request_hash.sql says why).
 */
export function requestHash(request: WorkoutRequest): string {
  const { requestId: _requestId, email: _email, ...answers } = request;
  return createHash('sha256').update(canonicalJson(answers)).digest('hex');
}
