import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and strings may cite documents only if a newcomer can open them: every `*.md` named in the
 * code must be in the repository, and a cited heading or section must exist in it. Documents kept
 * outside the repository are out of a newcomer's reach; docs/ restates what the code relies on.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED_DIRECTORIES = ['src', 'tests', 'scripts', 'bench'];
const SCANNED_ROOT_FILES = ['vite.config.ts', 'lingui.config.ts', 'biome.json', 'package.json'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|json)$/;

/** A path-like word ending in .md: `docs/coaching.md`, `README.md`, `docs/decisions/0003-response-schemas.md`. */
const MARKDOWN_NAME = /[\w./-]*[\w-]\.md\b/g;
/** `docs/coaching.md "Split by days per week"`: a heading cited right after the file's name. */
const CITED_HEADING = /([\w./-]*[\w-]\.md)\s+"([^"\n]+)"/g;
/** `docs/product.md section 4`: a numbered section. */
const CITED_SECTION = /([\w./-]*[\w-]\.md)\s+sections?\s+(\d+)/g;

function scannedFiles(): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full);
      } else if (TEXT_FILE.test(entry.name)) files.push(full);
    }
  };
  for (const directory of SCANNED_DIRECTORIES) walk(path.join(ROOT, directory));
  for (const file of SCANNED_ROOT_FILES)
    if (fs.existsSync(path.join(ROOT, file))) files.push(path.join(ROOT, file));
  return files;
}

/** The text with web addresses removed: a README on another site is not a document of this repository. */
function withoutUrls(text: string): string {
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"`)>]+/gi, '');
}

/** The repository file a name refers to, from the repository's root or from the citing file's folder. */
function resolveDocument(name: string, citingFile: string): string | null {
  const candidates = [path.resolve(ROOT, name), path.resolve(path.dirname(citingFile), name)];
  // An address on the site ('/exercises/LICENSE.md') is a file of the client's public folder.
  if (name.startsWith('/')) candidates.push(path.join(ROOT, 'src/client/public', name));
  return candidates.find((candidate) => candidate.startsWith(ROOT) && fs.existsSync(candidate)) ?? null;
}

function headingsOf(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6}\s/.test(line))
    .map((line) => line.replace(/^#+\s+/, '').trim());
}

type Problem = { file: string; line: number; problem: string };

function findProblems(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const relative = path.relative(ROOT, file);
  withoutUrls(text)
    .split('\n')
    .forEach((lineText, index) => {
      const line = index + 1;
      for (const [name] of lineText.matchAll(MARKDOWN_NAME)) {
        if (!resolveDocument(name, file))
          problems.push({ file: relative, line, problem: `names ${name}, which is not in the repository` });
      }
      for (const [, name = '', heading = ''] of lineText.matchAll(CITED_HEADING)) {
        const document = resolveDocument(name, file);
        if (document && !headingsOf(document).some((each) => each.startsWith(heading)))
          problems.push({
            file: relative,
            line,
            problem: `cites "${heading}", which ${name} has no heading for`,
          });
      }
      for (const [, name = '', section = ''] of lineText.matchAll(CITED_SECTION)) {
        const document = resolveDocument(name, file);
        if (document && !headingsOf(document).some((each) => each.startsWith(`${section}. `)))
          problems.push({
            file: relative,
            line,
            problem: `cites section ${section}, which ${name} does not have`,
          });
      }
    });
  return problems;
}

describe('documents cited in the code', () => {
  it('are all in the repository, with the headings and sections the citations name', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => findProblems(file, fs.readFileSync(file, 'utf8')));
    expect(problems.map(({ file, line, problem }) => `${file}:${line} ${problem}`)).toEqual([]);
  });

  it('are checked: a missing document, a missing heading and a missing section are each reported', () => {
    // Built from pieces so that this file itself names no missing document.
    const doc = (name: string) => ['docs', `${name}.md`].join('/');
    const sample = [
      `// Rules in ${doc('coaching')} "Split by days per week" and ${doc('product')} section 4.`,
      `// See ${doc('nowhere')} and ${['OUTSIDE', 'md'].join('.')}.`,
      `// ${doc('coaching')} "A heading nobody wrote"; ${doc('product')} section 42.`,
      `// https://example.com/${['README', 'md'].join('.')} is another site's.`,
    ].join('\n');
    const problems = findProblems(path.join(ROOT, 'src/sample.ts'), sample).map((each) => each.problem);
    expect(problems).toEqual([
      `names ${doc('nowhere')}, which is not in the repository`,
      `names ${['OUTSIDE', 'md'].join('.')}, which is not in the repository`,
      `cites "A heading nobody wrote", which ${doc('coaching')} has no heading for`,
      `cites section 42, which ${doc('product')} does not have`,
    ]);
  });
});
