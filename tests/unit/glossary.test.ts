import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One term for each thing (docs/glossary.md): the glossary's last column lists what a text must not say
 * instead, and this test looks for each of those in every place the visitor reads words from.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const GLOSSARY = path.join(ROOT, 'docs/glossary.md');
const SOURCES = [
  'locales',
  'src/content/blog',
  'src/server/share',
  'src/server/coach/write',
  'src/server/coach/catalogue',
  'src/server/coach/read/screening.ts',
  'src/client/index.html',
];
const TEXT_FILE = /\.(po|ts|tsx|html)$/;

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) =>
      child.isDirectory()
        ? files(path.join(entry, child.name))
        : TEXT_FILE.test(child.name) && !child.name.includes('.test.')
          ? [path.join(full, child.name)]
          : [],
    );
}

/** Each row's "Not (avoid)" terms: the backticked words of its last cell. */
function avoidedTerms(): { thing: string; term: string }[] {
  const rows = fs
    .readFileSync(GLOSSARY, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Thing') && !line.startsWith('| ---'));
  return rows.flatMap((row) => {
    const cells = row.split('|').map((cell) => cell.trim());
    const thing = cells[1]!;
    const avoid = cells[cells.length - 2]!;
    return [...avoid.matchAll(/`([^`]+)`/g)].map((match) => ({ thing, term: match[1]! }));
  });
}

/** The term as a whole phrase: no letter just before or after it (so "móvil" is not found in "automóvil"). */
function phrase(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu');
}

describe('glossary (docs/glossary.md)', () => {
  const terms = avoidedTerms();
  const texts = SOURCES.flatMap(files).map((file) => ({
    file: path.relative(ROOT, file),
    text: fs.readFileSync(file, 'utf8'),
  }));

  it('has terms to look for, in files that exist', () => {
    expect(terms.length).toBeGreaterThan(15);
    expect(texts.some((text) => text.file === 'locales/es/pages.po')).toBe(true);
    expect(texts.some((text) => text.file === 'src/content/blog/posts.ts')).toBe(true);
  });

  it('finds no avoided term in the interface, catalogue, plan text, PDF, email or blog', () => {
    const found = terms.flatMap(({ thing, term }) =>
      texts.filter(({ text }) => phrase(term).test(text)).map(({ file }) => `${thing}: "${term}" in ${file}`),
    );
    expect(found).toEqual([]);
  });

  it('would find one: the matcher reads a phrase, not part of a word', () => {
    expect(phrase('móvil').test('en tu móvil.')).toBe(true);
    expect(phrase('móvil').test('un automóvil')).toBe(false);
    expect(phrase('tirada larga').test('Tirada larga: 10 min')).toBe(true);
  });
});
