import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_SOURCES } from '../../lingui.config';

const CATALOGUES = ['messages', 'pages', 'history'];

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

/**
 * The client's own modules the landing page can run without the `pages` catalogue: what the entry imports,
 * and what it loads later through a plain `() => import(...)` (frame dialogs, the showcase), as opposed to
 * `lazyPage(...)` or `withPageMessages(...)`, which load that catalogue with the code.
 */
function modulesWithoutPageMessages(entry: string): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const specifiers = [
      ...[...source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)].map((m) => m[1]),
      ...[...source.matchAll(/(withPageMessages\(|lazyPage\()?\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g)]
        .filter((m) => !m[1])
        .map((m) => m[2]),
    ];
    for (const specifier of specifiers) {
      const resolved = specifier ? resolveImport(file, specifier) : undefined;
      if (resolved) queue.push(resolved);
    }
  }
  return reached;
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

  it('give the landing page and the frame everything they show without the pages catalogue', () => {
    const reached = modulesWithoutPageMessages('src/client/main.tsx');
    // The walk does reach the frame's lazily loaded parts, and stops at pages and the questionnaire.
    expect(reached).toContain('src/client/components/AboutModal.tsx');
    expect(reached).toContain('src/client/features/landing/Showcase.tsx');
    expect(reached).not.toContain('src/client/pages/PlanPage.tsx');
    expect(reached).not.toContain('src/client/features/onboarding/ChatOnboarding.tsx');
    const inFrame = (file: string) =>
      FRAME_SOURCES.some((source) => file === source || file.startsWith(`${source}/`));
    const translatedOutsideFrame = [...reached].filter(
      (file) => !inFrame(file) && /from '@lingui\/(react|core)\/macro'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(translatedOutsideFrame).toEqual([]);
  });
});
