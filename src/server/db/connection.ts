import fs from 'node:fs/promises';
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

/**
 * PGlite runs in this process and is served over a Unix socket (or loopback TCP) by pglite-socket,
 * so the very same postgres.js code talks to it. pglite-socket serves one connection at a time:
 * postgres.js must use exactly one (it still pipelines queries on it).
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
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(inMemory ? undefined : path.join(dataDir, 'pglite'));
  } catch (error) {
    await lock?.release();
    throw error;
  }

  const socketPath = inMemory ? undefined : path.join(dataDir, '.s.PGSQL.embedded');
  const useUnixSocket = socketPath !== undefined && socketPath.length < 100;
  if (useUnixSocket) await fs.rm(socketPath, { force: true });
  const server = new PGLiteSocketServer(
    useUnixSocket ? { db: pglite, path: socketPath } : { db: pglite, host: '127.0.0.1', port: 0 },
  );
  await server.start();

  const target = useUnixSocket
    ? { path: socketPath }
    : { host: '127.0.0.1', port: Number(server.getServerConn().split(':').pop()) };
  const sql = postgres({
    ...sharedOptions,
    ...target,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idle_timeout: 0,
    connection: schema ? { search_path: schema } : {},
  }) as unknown as Sql;
  if (schema) await sql.unsafe(`create schema if not exists "${assertIdentifier(schema)}"`);

  return {
    sql,
    kind: 'embedded',
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await pglite.close();
      if (useUnixSocket) await fs.rm(socketPath, { force: true });
      await lock?.release();
    },
  };
}

function assertIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}
