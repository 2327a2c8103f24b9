import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Less free space than this where DATA_DIR lives counts as a full disk: one PostgreSQL write-ahead log
 * segment (16 MiB), the unit the embedded database grows its log by, so below it the next write may
 * fail. DATA_DIR holds the embedded database and the mail outbox.
 */
export const DISK_MIN_FREE_BYTES = 16 * 1024 * 1024;

/** `unknown`: the free space could not be read (the health check says so and does not guess). */
export type DiskState = 'ok' | 'full' | 'unknown';

/**
 * The state of the disk DATA_DIR is on, from the space left to this process's user (statfs). A
 * DATA_DIR not created yet (a server on PostgreSQL that never wrote its outbox) is measured on the
 * nearest folder above it that exists, where it would be created.
 */
export async function diskState(dir: string, minFreeBytes = DISK_MIN_FREE_BYTES): Promise<DiskState> {
  let current = path.resolve(dir);
  for (;;) {
    try {
      const stats = await fs.statfs(current);
      // No file can be created either when the inodes are used up (filesystems without a fixed
      // number of them report 0 in all).
      const noInodes = stats.files > 0 && stats.ffree === 0;
      return stats.bavail * stats.bsize < minFreeBytes || noInodes ? 'full' : 'ok';
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) return 'unknown';
      current = parent;
    }
  }
}
