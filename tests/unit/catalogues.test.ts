import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_SOURCES, LABEL_SOURCES } from '../../lingui.config';

const CATALOGUES = ['messages', 'labels', 'pages', 'history'];

/** Every interface string exists in both languages: an untranslated one would show English in /es. */
function readCatalogue(language: string, name: string): Map<string, string> {
  const text = fs.readFileSync(`locales/${language}/${name}.po`, 'utf8');
  const entries = new Map<string, string>();
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
  for (const match of text.matchAll(pattern)) {
    if (match[1]) entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(from), specifier);
  return [base, ...SOURCE_EXTENSIONS.map((extension) => base + extension)].find(
    (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate),
  );
}

type Catalogue = 'messages' | 'labels';

/**
 * The client's own modules the landing page can run without the `pages` catalogue, each with the
 * catalogues loaded by the time it runs: what the entry imports (the frame catalogue only), what it
 * loads later through a plain `() => import(...)` (frame dialogs), and through `withLabelMessages(...)`
 * (with the `labels` catalogue: the showcase, the early-tester dialog), as opposed to `lazyPage(...)`
 * or `withPageMessages(...)`, which load the `pages` catalogue with the code.
 */
function modulesWithoutPageMessages(entry: string): Map<string, Set<Catalogue>[]> {
  const reached = new Map<string, Set<Catalogue>[]>();
  const queue: [string, Set<Catalogue>][] = [[entry, new Set(['messages'])]];
  while (queue.length > 0) {
    const [file, loaded] = queue.pop() as [string, Set<Catalogue>];
    const seen = reached.get(file) ?? [];
    if (seen.some((earlier) => earlier.size === loaded.size)) continue;
    reached.set(file, [...seen, loaded]);
    const source = fs.readFileSync(file, 'utf8');
    const next: [string | undefined, Set<Catalogue>][] = [
      ...[...source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)].map(
        (m): [string | undefined, Set<Catalogue>] => [m[1], loaded],
      ),
      ...[
        ...source.matchAll(
          /(withPageMessages\(|lazyPage\(|withLabelMessages\()?\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g,
        ),
      ]
        .filter((m) => m[1] !== 'withPageMessages(' && m[1] !== 'lazyPage(')
        .map((m): [string | undefined, Set<Catalogue>] => [
          m[2],
          m[1] ? new Set([...loaded, 'labels']) : loaded,
        ]),
    ];
    for (const [specifier, catalogues] of next) {
      const resolved = specifier ? resolveImport(file, specifier) : undefined;
      if (resolved) queue.push([resolved, catalogues]);
    }
  }
  return reached;
}

/** The catalogue a module's own text is extracted to (lingui.config.ts). */
function catalogueOf(file: string): Catalogue | 'pages' {
  if (LABEL_SOURCES.includes(file)) return 'labels';
  const inFrame = FRAME_SOURCES.some((source) => file === source || file.startsWith(`${source}/`));
  return inFrame ? 'messages' : 'pages';
}

describe('translation catalogues', () => {
  it('translate every English message into Spanish', () => {
    for (const name of CATALOGUES) {
      const english = readCatalogue('en', name);
      const spanish = readCatalogue('es', name);
      expect(english.size).toBeGreaterThan(10);
      const untranslated = [...english.keys()].filter((id) => !spanish.get(id));
      expect(untranslated, name).toEqual([]);
    }
  });

  it('keep the placeholders of each message', () => {
    for (const name of CATALOGUES) {
      const mismatched = [...readCatalogue('es', name)].filter(([id, translation]) => {
        const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort().join(',');
        return placeholders(id) !== placeholders(translation);
      });
      expect(mismatched, name).toEqual([]);
    }
  });

  it('give the landing page and the frame everything they show with the catalogues loaded before them', () => {
    const reached = modulesWithoutPageMessages('src/client/main.tsx');
    const files = [...reached.keys()];
    // The walk does reach the frame's lazily loaded parts, and stops at pages and the questionnaire.
    expect(files).toContain('src/client/components/AboutModal.tsx');
    expect(files).toContain('src/client/features/landing/Showcase.tsx');
    expect(files).not.toContain('src/client/pages/PlanPage.tsx');
    expect(files).not.toContain('src/client/features/onboarding/ChatOnboarding.tsx');
    // The first view takes no text from the `labels` catalogue; the later parts find theirs loaded.
    expect(reached.get('src/client/lib/answerLabels.ts')?.every((loaded) => loaded.has('labels'))).toBe(true);
    const missingText = [...reached].flatMap(([file, loadings]) => {
      if (!/from '@lingui\/(react|core)\/macro'/.test(fs.readFileSync(file, 'utf8'))) return [];
      const catalogue = catalogueOf(file);
      return loadings.some((loaded) => catalogue === 'pages' || !loaded.has(catalogue))
        ? [`${file} (${catalogue})`]
        : [];
    });
    expect(missingText).toEqual([]);
  });
});
