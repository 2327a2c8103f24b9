import { createRequire } from 'node:module';

/**
 * Unicode's confusables (UTS #39, confusables.txt, as packaged by the maintained `unhomoglyph`, the data
 * behind Matrix's display-name checks): one code point to the string it looks like, 'А' (Cyrillic) to
 * 'A', 'α' (Greek) to 'a', 'I' to 'l', 'm' to 'rn'. Only the table is used, through a Map, so the
 * folding is one pass over the code points: no pattern runs on what a visitor typed.
 */
const CONFUSABLES: ReadonlyMap<string, string> = new Map(
  Object.entries(createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>),
);

function skeleton(text: string): string {
  let folded = '';
  for (const character of text.normalize('NFD')) folded += CONFUSABLES.get(character) ?? character;
  return folded.normalize('NFD');
}

/**
 * The forms two participant names are compared by (docs/product.md, "Challenge page"). NFKC first
 * (full-width and styled letters become plain ones), then the confusables skeleton of the name in lower
 * case and of the name as typed (then lowered). Two forms because the table maps a capital 'I' to 'l':
 * lowering first makes "ALICE" meet "alice", folding first makes "AIice" (capital i) meet "Alice". The
 * forms are never shown or stored: a join compares them with the challenge's names under its lock.
 */
export function nameKeys(name: string): [string, string] {
  const plain = name.normalize('NFKC');
  return [skeleton(plain.toLowerCase()).toLowerCase(), skeleton(plain).toLowerCase()];
}

/** Whether two names would read as the same person in a list: they share a form of nameKeys. */
export function looksLike(a: string, b: string): boolean {
  const [a1, a2] = nameKeys(a);
  const [b1, b2] = nameKeys(b);
  return a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2;
}
