import { createHash, randomBytes } from 'node:crypto';

/**
 * Public ids: 96 random bits as 16 URL-safe characters. A plan's link is the only key to it, so ids
 * must be unguessable and never sequential.
 */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * A private key (a plan's management key, a participant's key, a rating's key): 192 random bits,
 * URL-safe (32 characters). Returned once, to the device that made the thing; kept there only.
 */
export function newPrivateKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Only this is stored: a leaked table does not hand out the power to change or delete anything. */
export function hashPrivateKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
