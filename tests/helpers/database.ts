import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { postgresUrl } from './services';

/**
 * The integration suite runs against every database a user can have: embedded PGlite always, and a
 * real PostgreSQL server when TEST_DATABASE_URL is set (tests/helpers/services.ts: REQUIRE_POSTGRES=1 makes it required). Each test file gets its own database
 * (a fresh in-memory PGlite, or its own schema on the server) so files never see each other's rows.
 */
export type TestDatabaseTarget = { name: 'embedded' | 'postgres'; open(): Promise<Database> };

export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'embedded', open: openEmbeddedTestDatabase }];
  const serverUrl = postgresUrl();
  if (serverUrl) targets.push({ name: 'postgres', open: () => openServerTestDatabase(serverUrl) });
  return targets;
}

async function openEmbeddedTestDatabase(): Promise<Database> {
  const db = await openDatabase({ embeddedDataDir: 'memory://' });
  await migrate(db.sql);
  return db;
}

async function openServerTestDatabase(url: string): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl: url, schema, poolSize: 10 });
  await migrate(db.sql);
  return {
    ...db,
    async close() {
      await db.close();
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`drop schema if exists "${schema}" cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}
