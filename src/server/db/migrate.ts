import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './connection';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../prisma-free-sql/migrations',
);

const FILE_NAME = /^(\d{5})_([a-z0-9_]+)\.sql$/;
// Any constant works; it only has to be the same for every instance running migrations.
const MIGRATION_LOCK_KEY = 727_274_001;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

type MigrationFile = { version: number; name: string; checksum: string; text: string };

export async function readMigrationFiles(directory = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await fs.readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const files: MigrationFile[] = [];
  for (const fileName of names) {
    const match = FILE_NAME.exec(fileName);
    if (!match) throw new MigrationError(`Migration file name must look like 00001_name.sql: ${fileName}`);
    const text = await fs.readFile(path.join(directory, fileName), 'utf8');
    const version = Number(match[1]);
    if (files.some((file) => file.version === version)) {
      throw new MigrationError(`Two migration files share the number ${match[1]}`);
    }
    files.push({ version, name: match[2]!, checksum: sha256(text), text });
  }
  return files;
}

/**
 * Forward-only: each pending file runs in its own transaction and is recorded with its checksum.
 * A file changed after it was applied stops start-up, since the database no longer matches the code.
 * An advisory lock keeps two instances starting together from applying the same file twice.
 */
export async function migrate(
  sql: Sql,
  directory = MIGRATIONS_DIR,
): Promise<{ applied: string[]; alreadyApplied: number }> {
  const files = await readMigrationFiles(directory);
  // Under the lock too: two instances running `create table if not exists` at once on a new database can
  // both pass the existence check, and the second then fails on PostgreSQL's catalogue (pg_type) unique index.
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`
      create table if not exists schema_migrations (
        version    integer primary key,
        name       text not null,
        checksum   text not null,
        applied_at timestamptz not null default now()
      )`;
  });

  const applied: string[] = [];
  let alreadyApplied = 0;
  for (const file of files) {
    const label = `${String(file.version).padStart(5, '0')}_${file.name}.sql`;
    const wasApplied = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
      const [row] = await tx<{ checksum: string }[]>`
        select checksum from schema_migrations where version = ${file.version}`;
      if (row) {
        if (row.checksum !== file.checksum) {
          throw new MigrationError(
            `Migration ${label} was edited after it was applied (checksum ${row.checksum.slice(0, 12)} in the ` +
              `database, ${file.checksum.slice(0, 12)} on disk). Applied migrations are never edited: ` +
              'restore the file and add a new numbered migration instead.',
          );
        }
        return true;
      }
      await tx.unsafe(file.text);
      await tx`
        insert into schema_migrations (version, name, checksum)
        values (${file.version}, ${file.name}, ${file.checksum})`;
      return false;
    });
    if (wasApplied) alreadyApplied += 1;
    else applied.push(label);
  }
  return { applied, alreadyApplied };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
