import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';
import { lockDataDir } from './dataDirLock';

/** The one SQL handle every query module takes first. Columns come back camelCased. */
export type Sql = postgres.Sql<Record<string, never>>;

export type Database = {
  sql: Sql;
  /** 'postgres' for a real server, 'embedded' for PGlite behind a local socket. */
  kind: 'postgres' | 'embedded';
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Where the embedded database keeps its files; 'memory://' keeps nothing (tests). */
  embeddedDataDir?: string;
  poolSize?: number;
  /** Put every table of this connection in its own schema (test isolation on a shared server). */
  schema?: string;
};

const sharedOptions = {
  // snake_case columns arrive as camelCase fields. Column names only: postgres.camel would also rewrite
  // every key inside jsonb values (already camelCase here), a quarter of the CPU of a plan read.
  transform: { column: { from: postgres.toCamel, to: postgres.fromCamel } },
  onnotice: () => {},
  connect_timeout: 5,
  // A schema change or a failover can invalidate prepared statements; postgres.js re-prepares by itself.
  prepare: true,
  // Seconds before a closed connection tries again. postgres.js's own backoff grows with every failed
  // attempt of the whole pool, to 20 s: after a blip, queries waited that long for a 503 and the pool
  // that long to come back. Capped at 1 s (with jitter), a request during an outage is answered within
  // about a second and the pool is back a second after the database (tests/integration/database-blip.test.ts).
  backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 1) * (0.5 + Math.random() / 2),
} satisfies postgres.Options<Record<string, never>>;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openServerDatabase(options.databaseUrl, options);
  return openEmbeddedDatabase(options.embeddedDataDir ?? 'memory://', options.schema);
}

async function openServerDatabase(url: string, options: DatabaseOptions): Promise<Database> {
  const sql = postgres(url, {
    ...sharedOptions,
    max: options.poolSize ?? 10,
    idle_timeout: 30,
    connection: options.schema ? { search_path: options.schema } : {},
  }) as unknown as Sql;
  if (options.schema) {
    // The schema must exist before search_path can point at it; a fresh connection creates it.
    const bootstrap = postgres(url, { ...sharedOptions, max: 1 });
    try {
      await bootstrap.unsafe(`create schema if not exists "${assertIdentifier(options.schema)}"`);
    } finally {
      await bootstrap.end();
    }
  }
  return {
    sql,
    kind: 'postgres',
    close: () => sql.end({ timeout: 5 }),
  };
}

/** The longest Unix socket path the kernel takes is 107 bytes (Linux) or 103 (macOS): below both. */
export const MAX_SOCKET_PATH_LENGTH = 100;

export class SocketPathError extends Error {}

/**
 * PGlite runs in this process and is served over a Unix socket by pglite-socket, so the very same
 * postgres.js code talks to it. pglite-socket serves one connection at a time: postgres.js must use
 * exactly one (it still pipelines queries on it). The socket has no password: it lives in a directory
 * of its own that only this user can enter, never on a TCP port any local process could reach
 * (docs/decisions/0004-embedded-pglite-over-a-socket.md).
 */
async function openEmbeddedDatabase(dataDir: string, schema: string | undefined): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    // Readable by the owner only: the database, the outbox and the lock live here.
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    await fs.chmod(dataDir, 0o700);
  }
  // One server per directory (db/dataDirLock.ts); a second one stops here with a message.
  const lock = inMemory ? null : await lockDataDir(dataDir);
  let pglite: PGlite | undefined;
  let socketDir: string | undefined;
  try {
    socketDir = await privateSocketDir();
    pglite = await PGlite.create(inMemory ? undefined : path.join(dataDir, 'pglite'));
  } catch (error) {
    if (socketDir) await fs.rm(socketDir, { recursive: true, force: true });
    await lock?.release();
    throw error;
  }
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const server = new PGLiteSocketServer({ db: pglite, path: socketPath });
  await server.start();

  const sql = postgres({
    ...sharedOptions,
    path: socketPath,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idle_timeout: 0,
    // Never recycled (postgres.js otherwise ends a connection after 30-60 minutes). PGlite is one backend
    // behind the socket: a connection that closes inside a transaction or a pipeline leaves that backend
    // mid-way, and the next connection can wait forever behind it. Nothing else closes this socket.
    max_lifetime: null,
    connection: schema ? { search_path: schema } : {},
  }) as unknown as Sql;
  if (schema) await sql.unsafe(`create schema if not exists "${assertIdentifier(schema)}"`);

  const db = pglite;
  return {
    sql,
    kind: 'embedded',
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await db.close();
      await fs.rm(socketDir, { recursive: true, force: true });
      await lock?.release();
    },
  };
}

/**
 * A fresh directory for the socket under the system's temporary directory (mode 0700, a random
 * name), so its path stays short whatever DATA_DIR is. A temporary directory whose path is still too
 * long (TMPDIR set deep) stops start-up with what to do, rather than falling back to TCP.
 */
async function privateSocketDir(): Promise<string> {
  const probe = path.join(os.tmpdir(), 'coach-db-XXXXXX', '.s.PGSQL.5432');
  if (probe.length > MAX_SOCKET_PATH_LENGTH) {
    throw new SocketPathError(
      `The embedded database needs a Unix socket path of at most ${MAX_SOCKET_PATH_LENGTH} characters, ` +
        `but the temporary directory ${os.tmpdir()} is too deep. Set TMPDIR to a shorter directory ` +
        '(such as /tmp), or use a PostgreSQL server with DATABASE_URL.',
    );
  }
  return fs.mkdtemp(path.join(os.tmpdir(), 'coach-db-'));
}

function assertIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}
