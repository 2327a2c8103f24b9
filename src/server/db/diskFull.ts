/**
 * A full disk, wherever it is met: PostgreSQL's (and PGlite's) `disk_full` (SQLSTATE 53100: "could not
 * extend file ... No space left on device"), or the file system's ENOSPC / EDQUOT where the server writes
 * files itself (the email outbox, share/email.ts). Such a write is refused with STORAGE_FULL, a 503 with
 * Retry-After (trpc/init.ts, api/errorResponses.ts, routers/share.ts), never a 500.
 *
 * The time of the last one is kept here so that whoever reports the server's health can say that storage
 * ran out recently (`lastDiskFullAt`).
 */

const DISK_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);

let lastDiskFull: Date | null = null;

/** Whether the error, or an error it wraps, is a full disk. */
export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Notes that a write just failed for want of space. */
export function recordDiskFull(at: Date = new Date()): void {
  lastDiskFull = at;
}

/** When a write last failed for want of space, since the server started; null if never. */
export function lastDiskFullAt(): Date | null {
  return lastDiskFull;
}
