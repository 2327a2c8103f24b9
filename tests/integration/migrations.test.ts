import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/connection';
import { MIGRATIONS_DIR, MigrationError, migrate, readMigrationFiles } from '../../src/server/db/migrate';
import { testDatabaseTargets } from '../helpers/database';
import { postgresUrl } from '../helpers/services';

describe.each(testDatabaseTargets())('migrations on the $name database', (target) => {
  let db: Database;
  let directory: string;
  beforeAll(async () => {
    // target.open() already migrated with the real files; these tests add files of their own.
    db = await target.open();
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    for (const file of await fs.readdir(MIGRATIONS_DIR)) {
      await fs.copyFile(path.join(MIGRATIONS_DIR, file), path.join(directory, file));
    }
  });
  afterAll(async () => {
    await db.close();
    await fs.rm(directory, { recursive: true, force: true });
  });

  it('records every applied file with its checksum and applies nothing twice', async () => {
    const files = await readMigrationFiles();
    const rows = await db.sql<{ version: number; checksum: string }[]>`
      select version, checksum from schema_migrations order by version`;
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.version));
    expect(rows.map((row) => row.checksum)).toEqual(files.map((file) => file.checksum));
    const again = await migrate(db.sql);
    expect(again).toEqual({ applied: [], alreadyApplied: files.length });
  });

  it('applies a new numbered file in a transaction, and rolls back one that fails', async () => {
    await fs.writeFile(
      path.join(directory, '90001_add_probe.sql'),
      'create table probe (id int primary key);',
    );
    expect((await migrate(db.sql, directory)).applied).toEqual(['90001_add_probe.sql']);

    await fs.writeFile(
      path.join(directory, '90002_half_broken.sql'),
      'create table probe_two (id int);\nselect * from table_that_does_not_exist;',
    );
    await expect(migrate(db.sql, directory)).rejects.toThrow(/table_that_does_not_exist/);
    const [row] = await db.sql<{ exists: boolean }[]>`select to_regclass('probe_two') is not null as exists`;
    expect(row?.exists).toBe(false);
    await fs.rm(path.join(directory, '90002_half_broken.sql'));
  });

  it('stops with a clear error when an applied file was edited', async () => {
    await fs.writeFile(
      path.join(directory, '90001_add_probe.sql'),
      'create table probe (id bigint primary key);',
    );
    const failure = migrate(db.sql, directory);
    await expect(failure).rejects.toBeInstanceOf(MigrationError);
    await expect(failure).rejects.toThrow(/90001_add_probe\.sql was edited after it was applied/);
  });

  it('enforces the constraints in the database, not only in the API', async () => {
    const insertPlan = (id: string) => db.sql`
      insert into workout_plans (id, language, user_name, generator, fitness_goal, fitness_level, focus_area,
        workout_style, days_per_week, time_per_session, session_minutes, overview, plan, request)
      values (${id}, 'en', 'Ana', 'builtin', 'muscle', 'beginner', 'full-body', 'traditional', 3, '45', 45, 'x', '{}', '{}')`;
    await insertPlan('constraintplan1');
    await expect(insertPlan('short')).rejects.toThrow(/check constraint/);
    await expect(
      db.sql`insert into ratings (id, workout_plan_id, user_name, rating, feedback)
             values ('rating000000001', 'constraintplan1', 'Ana', 6, 'Great plan')`,
    ).rejects.toThrow(/check constraint/);
    await db.sql`insert into early_testers (email) values ('Someone@Example.com')`;
    await expect(db.sql`insert into early_testers (email) values ('someone@example.COM')`).rejects.toThrow(
      /duplicate key/,
    );
  });
});

const serverUrl = postgresUrl();

describe.skipIf(!serverUrl)('migrations started by several instances at once on PostgreSQL', () => {
  it('applies each file once and lets every instance start on a new database', async () => {
    const schema = `test_race_${Date.now()}`;
    // One pool, several connections: each migrate() call takes its own, as separate instances would.
    const db = await openDatabase({ databaseUrl: serverUrl!, schema, poolSize: 8 });
    try {
      const files = await readMigrationFiles();
      const results = await Promise.all(Array.from({ length: 6 }, () => migrate(db.sql)));
      const appliedEverywhere = results.flatMap((result) => result.applied).sort();
      expect(appliedEverywhere).toHaveLength(files.length);
      expect(new Set(appliedEverywhere).size).toBe(files.length);
      for (const result of results) expect(result.applied.length + result.alreadyApplied).toBe(files.length);
    } finally {
      await db.sql.unsafe(`drop schema if exists "${schema}" cascade`);
      await db.close();
    }
  });
});
