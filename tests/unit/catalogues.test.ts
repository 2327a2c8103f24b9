import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every interface string exists in both languages: an untranslated one would show English in /es. */
function readCatalogue(language: string): Map<string, string> {
  const text = fs.readFileSync(`locales/${language}/messages.po`, 'utf8');
  const entries = new Map<string, string>();
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
  for (const match of text.matchAll(pattern)) {
    if (match[1]) entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

describe('translation catalogues', () => {
  it('translate every English message into Spanish', () => {
    const english = readCatalogue('en');
    const spanish = readCatalogue('es');
    expect(english.size).toBeGreaterThan(10);
    const untranslated = [...english.keys()].filter((id) => !spanish.get(id));
    expect(untranslated).toEqual([]);
  });

  it('keep the placeholders of each message', () => {
    const spanish = readCatalogue('es');
    const mismatched = [...spanish].filter(([id, translation]) => {
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort().join(',');
      return placeholders(id) !== placeholders(translation);
    });
    expect(mismatched).toEqual([]);
  });
});
