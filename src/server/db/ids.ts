import { randomBytes } from 'node:crypto';

/**
 * Public ids: 96 random bits as 16 URL-safe characters. A plan's link is the only key to it, so ids
 * must be unguessable and never sequential.
 */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}
