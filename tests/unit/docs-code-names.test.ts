import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The mirror of docs-references.test.ts: the README and docs/ may name code only if a newcomer following
 * them finds it. Every repository path they give (src/, tests/, scripts/, bin/, bench/, docs/,
 * prisma-free-sql/) exists, and every name in backticks that reads as code (camelCase, PascalCase with
 * an inner capital, CONSTANT_CASE) is exported from src/, or is a word of the code (an environment
 * variable, an error code, a field of an answer), or is another library's, listed below with the package
 * that has it. A file a recipe asks the reader to create is written with a placeholder in angle brackets
 * (`src/client/pages/<Name>Page.tsx`), which this test leaves alone, as it does globs (`cases-*.ts`).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE_DIRECTORIES = ['src', 'tests', 'scripts', 'bin', 'bench', 'prisma-free-sql'];
const CODE_ROOT_FILES = ['.ci/run', 'package.json', 'vite.config.ts', 'lingui.config.ts', 'biome.json'];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|sql|json)$/;

/** Names of other libraries' APIs that the documents explain, each with the package that has it. */
const THIRD_PARTY: Record<string, string> = {
  responseMeta: 'trpc-to-openapi',
};

/** A path from the repository's root, up to the first character no file name here has. */
const REPOSITORY_PATH = /(?<![\w./-])(?:src|tests|scripts|bin|bench|docs|prisma-free-sql)\/[^\s`'"(),:;\]]+/g;
/** A name in backticks, maybe called: `openTestApp`, `planUrl()`. */
const BACKTICKED_NAME = /`([A-Za-z_$][\w$]*)(?:\(\))?`/g;
/** camelCase, PascalCase with an inner capital, or CONSTANT_CASE: words that read as code, not prose. */
function readsAsCode(name: string): boolean {
  return /[a-z][A-Z]/.test(name) || /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name);
}

function filesUnder(directory: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.split(path.sep).includes('node_modules') && accept(name))
    .map((name) => path.join(directory, name));
}

function documents(): string[] {
  return [
    path.join(ROOT, 'README.md'),
    ...filesUnder(path.join(ROOT, 'docs'), (name) => name.endsWith('.md')),
  ];
}

function codeText(): { all: string; exported: Set<string> } {
  const files = [
    ...CODE_DIRECTORIES.flatMap((directory) =>
      filesUnder(path.join(ROOT, directory), (name) => CODE_FILE.test(name)),
    ),
    ...CODE_ROOT_FILES.map((file) => path.join(ROOT, file)).filter((file) => fs.existsSync(file)),
  ];
  const texts = files.map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
  const source = texts
    .filter(({ file }) => file.startsWith(path.join(ROOT, 'src') + path.sep))
    .map(({ text }) => text)
    .join('\n');
  const exported = new Set<string>();
  for (const [, name = ''] of source.matchAll(
    /export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    exported.add(name);
  for (const [, list = ''] of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const each of list.split(','))
      exported.add(
        each
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .at(-1) ?? '',
      );
  return { all: texts.map(({ text }) => text).join('\n'), exported };
}

function mentions(text: string, name: string): boolean {
  return new RegExp(`(?<![\\w$])${name.replaceAll('$', '\\$')}(?![\\w$])`).test(text);
}

function inPackage(name: string, packageName: string): boolean {
  const directory = path.join(ROOT, 'node_modules', packageName);
  return filesUnder(directory, (file) => /\.(d\.ts|d\.mts|mjs|js)$/.test(file)).some((file) =>
    mentions(fs.readFileSync(file, 'utf8'), name),
  );
}

type Code = ReturnType<typeof codeText>;

function findStaleNames(relative: string, text: string, code: Code): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${relative}:${index + 1}`;
    for (const [found] of line.matchAll(REPOSITORY_PATH)) {
      // A heading within a document (docs/coaching.md#ask-dont-guess) is docs-references.test.ts's to check.
      const named = found.replace(/#.*$/, '').replace(/[.]+$/, '');
      if (/[*<>{}]/.test(named)) continue;
      if (!fs.existsSync(path.join(ROOT, named))) problems.push(`${at} names ${named}, which does not exist`);
    }
    for (const [, name = ''] of line.matchAll(BACKTICKED_NAME)) {
      if (!readsAsCode(name) || code.exported.has(name) || mentions(code.all, name)) continue;
      const packageName = THIRD_PARTY[name];
      if (packageName && inPackage(name, packageName)) continue;
      problems.push(`${at} names \`${name}\`, which no code here has`);
    }
  });
  return problems;
}

describe('code named in the README and docs/', () => {
  it('exists: every path and every name that reads as code', () => {
    const code = codeText();
    expect(code.exported.size).toBeGreaterThan(200);
    const found = documents();
    expect(found.length).toBeGreaterThan(10);
    const problems = found.flatMap((file) =>
      findStaleNames(path.relative(ROOT, file), fs.readFileSync(file, 'utf8'), code),
    );
    expect(problems).toEqual([]);
  });

  it('is checked: a missing file and a gone name are reported; placeholders, globs and known names are not', () => {
    const code = codeText();
    // Built from pieces so that no document of the repository names them.
    const gone = ['ROUTES', 'UNDER', 'NOWHERE'].join('_');
    const unknown = ['zq', 'Frobnicate'].join('');
    const sample = [
      'Add it to `src/server/web.ts` and `src/server/nowhere.ts`.',
      `Then to \`${gone}\`, \`openTestApp\`, \`TEST_DATABASE_URL\` and \`testDatabaseTargets()\`.`,
      'A new page: `src/client/pages/<Name>Page.tsx`; cases in `tests/coach-corpus/cases-*.ts`.',
      `trpc-to-openapi's \`responseMeta\`; its \`${unknown}\`.`,
    ].join('\n');
    expect(findStaleNames('a document', sample, code)).toEqual([
      'a document:1 names src/server/nowhere.ts, which does not exist',
      `a document:2 names \`${gone}\`, which no code here has`,
      `a document:4 names \`${unknown}\`, which no code here has`,
    ]);
  });
});
