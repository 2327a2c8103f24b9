/**
 * Words written the way people type them (issue 26 item 4): "sqauts", "burpes", "sentadias", "pushups",
 * "dominada". A word is compared with a vocabulary by Damerau-Levenshtein distance (a swap of two
 * neighbouring letters counts once), bounded so that short words never drift into other words: none for
 * words under 4 letters, one edit for 4-7 letters, two for longer words. Real words that sit one edit
 * away from a vocabulary word ("lunes" from "lunges", "deadline" from "deadlift") are named in `near`
 * and never match.
 */

/** Edits allowed for a word of this length: docs/coaching.md "Notes that are read". */
export function editsAllowed(length: number): number {
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment), stopped early once every cell of a row
 * exceeds `limit`: the words are short and the answer only needs to be "within limit or not".
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The words of a normalised text, and each pair of neighbours joined ("push ups" also as "pushups"). */
export function wordsAndPairs(text: string): string[] {
  const words = text.match(/[a-z]+/g) ?? [];
  const pairs = words.slice(1).map((word, index) => `${words[index]}${word}`);
  return [...words, ...pairs];
}

/**
 * Whether a word of the text is, or is a typo of, one of `vocabulary` (normalised, no accents, no
 * spaces). Exact for short words; `near` lists real words never read as a typo.
 */
export function fuzzyIn(
  words: readonly string[],
  vocabulary: readonly string[],
  near: ReadonlySet<string>,
): boolean {
  return fuzzyWord(words, vocabulary, near) !== null;
}

/** The word of the text `fuzzyIn` matched, as written, or null: what the visitor's note is quoted by. */
export function fuzzyWord(
  words: readonly string[],
  vocabulary: readonly string[],
  near: ReadonlySet<string>,
): string | null {
  for (const word of words) {
    if (near.has(word)) continue;
    for (const known of vocabulary) {
      if (word === known) return word;
      const limit = editsAllowed(Math.min(word.length, known.length));
      if (limit > 0 && editDistance(word, known, limit) <= limit) return word;
    }
  }
  return null;
}
