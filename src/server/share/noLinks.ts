/**
 * Anyone can email any plan to any address ("Email me this plan"), so whatever a visitor typed that
 * reaches a message must not be able to carry a link or an address: a plan named
 * `URGENT: verify your account at https://evil.example/login` would otherwise turn the server into a
 * phishing relay with a trusted sender. Two rules (README "Abuse protection", issue 27 item 8):
 *
 * - the plan's name, the one piece of visitor text in a message, keeps only its letters, and every
 *   word that takes part in a link or address shape is dropped (`evil.example`, `evil . example`,
 *   `evil[.]example`, `evil。example`, `evil dot example`, `me@evil`, `https`, `www`);
 * - every other text of the message (the coach's or a language model's, which may quote the name or
 *   notes) loses each whitespace-separated word that a mail client could turn into a link or
 *   address (a scheme, `www.`, `x.yz` with any Unicode dot, `a@b`).
 *
 * Both scan the text once, with no pattern that can backtrack (issue 27 item 1).
 */

/** Characters that browsers, IDNA or a reader take for the dot of a domain (NFKC folds most others to "."). */
const DOT_LIKE = new Set([
  '.',
  '\u3002',
  '\uFF0E',
  '\uFF61',
  '\u2024',
  '\uFE52',
  '\u00B7',
  '\u2027',
  '\u30FB',
  '\u2E33',
  '\u0701',
  '\u0702',
  '\u06D4',
]);
/** Bracketed dots and ats as phishing mails write them to dodge filters; lower-case, after NFKC. */
const BRACKETED: [string, string][] = [
  ['[.]', '.'],
  ['(.)', '.'],
  ['{.}', '.'],
  ['[dot]', '.'],
  ['(dot)', '.'],
  ['{dot}', '.'],
  ['[at]', '@'],
  ['(at)', '@'],
  ['{at}', '@'],
];
/** Words that stand for a dot between two words: `evil dot example`, `evil punto example`. */
const DOT_WORDS = new Set(['dot', 'punto']);
/** Words that only ever start a link. */
const LINK_WORDS = new Set(['http', 'https', 'www', 'ftp', 'mailto', 'file', 'javascript', 'data']);
/** Separators that join two words into one link or address: a dot, an at sign, a slash, a backslash. */
const JOINERS = new Set(['@', '/', '\\', '\uFF20', '\uFE6B']);

const BRACKETED_MEANING = new Map(BRACKETED);
/** Bracketed forms, matched case-insensitively: literal alternatives, nothing that can backtrack. */
export const BRACKETED_PATTERN = new RegExp(
  BRACKETED.map(([written]) => written.replace(/[[\](){}.]/g, (character) => `\\${character}`)).join('|'),
  'gi',
);

/** The text as a link detector reads it: compatibility forms folded, every dot one ".", case kept. */
function detectionForm(text: string): string {
  const unbracketed = text
    .normalize('NFKC')
    .replace(BRACKETED_PATTERN, (written) => BRACKETED_MEANING.get(written.toLowerCase()) ?? '.');
  let out = '';
  for (const character of unbracketed) out += DOT_LIKE.has(character) ? '.' : character;
  return out;
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
/** What a host name's label is made of: `xn--pypal-4ve` is one label, so one word. */
const LABEL_CHARACTER = /[\p{L}\p{M}\p{N}_-]/u;

/** Splits into alternating runs of label characters and of anything else, in one pass. */
function runs(text: string): { word: boolean; text: string }[] {
  const result: { word: boolean; text: string }[] = [];
  for (const character of text) {
    const word = LABEL_CHARACTER.test(character);
    const last = result[result.length - 1];
    if (last && last.word === word) last.text += character;
    else result.push({ word, text: character });
  }
  return result;
}

/** A separator between two words that makes them one link or address (spaces around it do not help). */
function joins(separator: string): boolean {
  for (const character of separator) if (character === '.' || JOINERS.has(character)) return true;
  return false;
}

/**
 * The plan's name as a message may carry it: letters only (digits and punctuation go too), with
 * every word that is part of a link or address shape removed, at most 40 characters. May be empty.
 */
export function mailSafeName(name: string): string {
  const words: { text: string; drop: boolean }[] = [];
  let joined = false; // the separator since the last word joins it to the next one
  for (const part of runs(detectionForm(name))) {
    if (!part.word) {
      if (joins(part.text)) joined = true;
      continue;
    }
    const lower = part.text.toLowerCase();
    if (DOT_WORDS.has(lower) && words.length > 0) {
      joined = true; // `evil dot example`: the dot word joins its neighbours and goes with them
      continue;
    }
    const word = { text: part.text, drop: LINK_WORDS.has(lower) };
    if (joined) {
      word.drop = true; // `.example`, `@evil`, and the second half of `evil.example`
      const previous = words[words.length - 1];
      if (previous) previous.drop = true;
    }
    words.push(word);
    joined = false;
  }
  const last = words[words.length - 1];
  if (joined && last) last.drop = true; // `evil.`, `me@`
  const letters = words
    .filter((word) => !word.drop)
    .map((word) => word.text.replace(/[^\p{L}\p{M}]+/gu, ' ').trim())
    .filter(Boolean)
    .join(' ');
  return [...letters].slice(0, 40).join('').trim();
}

/** True when a mail client could read this one word (no spaces) as a link or an address. */
export function looksLikeLink(word: string): boolean {
  const form = detectionForm(word).toLowerCase();
  if (form.includes('://') || form.includes(':\\\\') || form.startsWith('www.')) return true;
  for (const scheme of LINK_WORDS) if (form.startsWith(`${scheme}:`)) return true;
  // An address: word characters on both sides of an at sign.
  for (const at of ['@', '\uFF20', '\uFE6B']) {
    const index = form.indexOf(at);
    if (index > 0 && index < form.length - 1) {
      const before = form[index - 1]!;
      const after = form[index + 1]!;
      if (WORD_CHARACTER.test(before) && WORD_CHARACTER.test(after)) return true;
    }
  }
  // A domain: two labels joined by a dot, the last with at least two letters (`evil.example`, `a.co`;
  // not `e.g.` or `2.5`).
  const labels = form.split('.');
  for (let index = 1; index < labels.length; index += 1) {
    const left = trimToWord(labels[index - 1]!, 'end');
    const right = trimToWord(labels[index]!, 'start');
    if (left && right && countLetters(right) >= 2) return true;
  }
  return false;
}

/** The run of label characters (letters, marks, digits, hyphens) that touches the dot on that side. */
function trimToWord(label: string, side: 'start' | 'end'): string {
  const characters = [...label];
  if (side === 'end') characters.reverse();
  let run = '';
  for (const character of characters) {
    if (WORD_CHARACTER.test(character) || character === '-') run += character;
    else break;
  }
  return run;
}

function countLetters(text: string): number {
  let count = 0;
  for (const character of text) if (/\p{L}/u.test(character)) count += 1;
  return count;
}

/**
 * Any other text of a message with every word that could become a link or address removed; spacing
 * and line breaks are kept. Text of ours never holds such a word, so it comes out unchanged.
 */
export function withoutLinks(text: string): string {
  let out = '';
  let word = '';
  const flush = () => {
    if (word && !looksLikeLink(word)) out += word;
    word = '';
  };
  for (const character of text) {
    if (/\s/u.test(character)) {
      flush();
      out += character;
    } else word += character;
  }
  flush();
  return out;
}
