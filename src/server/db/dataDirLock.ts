import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database allows one server at a time: PGlite takes no lock of its own, and two
 * processes writing one directory lose writes and corrupt it. The first server writes its pid to
 * DATA_DIR/server.lock (created atomically: written aside, then hard-linked into place, which fails
 * if the file exists); a second server finds it and refuses to start. A lock whose process is gone
 * (a crash, a kill -9) is taken over.
 */
export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release(): Promise<void> };

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // our own pid in an old lock: a restart reused it (containers)
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPid(file: string): Promise<number | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  const pid = Number.parseInt(text ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Creates `file` holding `content` only if it does not exist; false if it does. */
async function createExclusive(file: string, content: string): Promise<boolean> {
  const aside = `${path.dirname(file)}/.${path.basename(file)}.${randomBytes(6).toString('hex')}`;
  await fs.writeFile(aside, content, { mode: 0o600 });
  try {
    await fs.link(aside, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: O_EXCL, with a moment in which the file is still empty.
    try {
      await fs.writeFile(file, content, { flag: 'wx', mode: 0o600 });
      return true;
    } catch (fallback) {
      if ((fallback as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallback;
    }
  } finally {
    await fs.rm(aside, { force: true });
  }
}

async function ageMs(file: string): Promise<number> {
  const stat = await fs.stat(file).catch(() => null);
  return stat ? Date.now() - stat.mtimeMs : Number.POSITIVE_INFINITY;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createExclusive(lockFile, mine)) {
      return {
        async release() {
          // Only our own lock: never remove one another server has taken over meanwhile.
          if ((await readPid(lockFile)) === process.pid) await fs.rm(lockFile, { force: true });
        },
      };
    }
    const holder = await readPid(lockFile);
    if (holder === null && (await ageMs(lockFile)) < 2000) {
      // Just created by a starter that has not written its pid yet (only without hard links).
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    if (holder !== null && isAlive(holder)) {
      throw new DataDirLockedError(
        `Another Workout Coach server (process ${holder}) is already using the embedded database in ${dataDir}.\n` +
          'The embedded database takes one server at a time; two would lose writes and damage it.\n' +
          'Stop the other server first, or give this one its own DATA_DIR, or set DATABASE_URL to run several\n' +
          `servers on one PostgreSQL database. If no server is running, delete ${lockFile}.`,
      );
    }
    // Stale: move it aside (atomic; only one starter wins the rename) and check it was the stale one.
    const stale = path.join(dataDir, `.${LOCK_FILE}.stale-${randomBytes(6).toString('hex')}`);
    try {
      await fs.rename(lockFile, stale);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = await readPid(stale);
    if (moved !== holder && moved !== null && isAlive(moved)) {
      // Another starter took the stale lock over between our read and our rename: give it back.
      await fs.link(stale, lockFile).catch(() => {});
    }
    await fs.rm(stale, { force: true });
  }
  throw new DataDirLockedError(
    `Could not take the lock ${lockFile}: other servers keep starting on ${dataDir}.`,
  );
}
