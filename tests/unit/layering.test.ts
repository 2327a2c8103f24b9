import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules of docs/architecture.md "Layering rules", read from the source: the coach is pure
 * (no database, no transport), the client loads no server code (types only), and SQL lives in
 * src/server/db. A rule broken names the file and the line.
 *
 * The linter holds the import rules it can express (biome.json `overrides`, style/noRestrictedImports):
 * the coach loads no database, transport or API module, src/contract nothing from the server or the
 * client, and the database driver loads only under src/server/db. Two rules stay here because Biome
 * 2.5's noRestrictedImports cannot express them: "the client imports server code only as types" (the
 * rule has no way to allow `import type` while refusing a value import) and "no SQL tagged template
 * outside src/server/db" (a template tag is not an import).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(ROOT, directory));
  return files;
}

type Import = { specifier: string; typeOnly: boolean; line: number };

/**
 * Every module a file loads or names: static imports and re-exports (with whether the whole statement is
 * `import type` / `export type`), and dynamic `import()`.
 */
function importsOf(text: string): Import[] {
  const found: Import[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(statement)) {
    found.push({ specifier: match[3]!, typeOnly: Boolean(match[2]), line: lineOf(match.index) });
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ specifier: match[1]!, typeOnly: false, line: lineOf(match.index) });
  }
  return found;
}

/** The repository path a relative import points at (`src/server/db/connection`), or the package's name. */
function targetOf(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path
    .relative(ROOT, path.resolve(path.dirname(file), specifier))
    .split(path.sep)
    .join('/');
}

/** What the coach may never load: the database, the web server, the API layer. */
function isForbiddenInCoach(target: string): boolean {
  return (
    target.startsWith('src/server/db') ||
    target.startsWith('src/server/routers') ||
    target.startsWith('src/server/trpc') ||
    target.startsWith('src/server/generation') ||
    target === 'fastify' ||
    target.startsWith('fastify/') ||
    target.startsWith('@fastify/') ||
    target === '@trpc/server' ||
    target.startsWith('@trpc/server/') ||
    target === 'postgres' ||
    target.startsWith('@electric-sql/')
  );
}

/** A postgres.js tagged template: sql`...`, tx`...`, ctx.sql`...`, deps.sql<Row[]>`...`. */
function hasSql(text: string): boolean {
  return /\b(sql|tx|transaction)(\s*<[^`;]*>)?`/.test(text);
}

type Breach = { file: string; line: number; what: string };
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('layering', () => {
  it('reads imports and SQL as the rules need (the checks below can fail)', () => {
    const sample = [
      "import type { Sql } from '../db/connection';",
      "import { insertPlan } from '../db/queries/workouts';",
      "import { type AppRouter } from '../../server/trpc/router';",
      "export { x } from './y';",
      "const lazy = await import('fastify');",
    ].join('\n');
    expect(importsOf(sample)).toEqual([
      { specifier: '../db/connection', typeOnly: true, line: 1 },
      { specifier: '../db/queries/workouts', typeOnly: false, line: 2 },
      { specifier: '../../server/trpc/router', typeOnly: false, line: 3 },
      { specifier: './y', typeOnly: false, line: 4 },
      { specifier: 'fastify', typeOnly: false, line: 5 },
    ]);
    expect(isForbiddenInCoach('src/server/db/queries/workouts')).toBe(true);
    expect(isForbiddenInCoach('@trpc/server')).toBe(true);
    expect(isForbiddenInCoach('src/server/routers/workouts')).toBe(true);
    expect(isForbiddenInCoach('src/server/coach/catalogue')).toBe(false);
    expect(hasSql('await ctx.sql`select 1`')).toBe(true);
    expect(hasSql('const [row] = await deps.sql<Row[]>`select 1`')).toBe(true);
    expect(hasSql('await sql.begin(async (tx) => tx`delete from t`)')).toBe(true);
    expect(hasSql('const text = `sql is a language`;')).toBe(false);
  });

  it('keeps the coach pure: nothing under src/server/coach loads the database, Fastify or tRPC', () => {
    const breaches: Breach[] = [];
    for (const file of sourceFiles('src/server/coach')) {
      for (const each of importsOf(fs.readFileSync(file, 'utf8'))) {
        const target = targetOf(file, each.specifier);
        if (isForbiddenInCoach(target))
          breaches.push({ file: relative(file), line: each.line, what: target });
      }
    }
    expect(breaches).toEqual([]);
  });

  it('keeps server code out of the client: a client file names server modules with `import type` only', () => {
    const breaches: Breach[] = [];
    for (const file of sourceFiles('src/client')) {
      for (const each of importsOf(fs.readFileSync(file, 'utf8'))) {
        const target = targetOf(file, each.specifier);
        if (target.startsWith('src/server') && !each.typeOnly)
          breaches.push({ file: relative(file), line: each.line, what: target });
      }
    }
    expect(breaches).toEqual([]);
  });

  it('keeps SQL in src/server/db: no tagged sql`...` template anywhere else in src', () => {
    const outside = sourceFiles('src')
      .filter((file) => !relative(file).startsWith('src/server/db/'))
      .filter((file) => hasSql(fs.readFileSync(file, 'utf8')))
      .map(relative);
    expect(outside).toEqual([]);
  });
});
