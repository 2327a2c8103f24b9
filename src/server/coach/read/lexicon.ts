import { normalise } from './words';

/**
 * Reading by word classes, not phrases (docs/coaching.md "How the coach classifies what people write"):
 * text is cut into sentences, clauses and tokens; each token is looked up in small classes of the
 * health domain (a body region, a sensation, a context of effort...) in English and Spanish, tolerating
 * one typo in longer words; a rule then asks whether two classes meet in one sentence, outside the scope
 * of a negation. "Se me duerme el brazo" and "my arm goes numb" are the same two classes whatever the
 * word order, pronouns or adverbs between them. Everything here is linear in the length of the text:
 * each token is looked up through a hash of its one-deletion variants (the symmetric-delete method), and
 * the lookups are memoised.
 */

export type Token = {
  /** The token, normalised (lower case, no accents). */
  word: string;
  /** Position in the whole text's token list. */
  at: number;
  sentence: number;
  clause: number;
  /** Character offset in its clause's text (for the family-history check of words.ts). */
  offset: number;
  /** Inside the scope of a negation ("no chest pain", "sin dolor", "never had problems"). */
  negated: boolean;
};

export type Tokenised = { tokens: Token[]; clauses: string[]; sentences: number };

/** Words that open the scope of a negation; the scope runs for a few tokens within the clause. */
const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'without',
  'none',
  'nothing',
  'nor',
  'neither',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'havent',
  'hasnt',
  'cant',
  'sin',
  'nunca',
  'ni',
  'nada',
  'ningun',
  'ninguna',
  'ninguno',
  'jamas',
  'tampoco',
]);
/** Negators that turn a denial around when they sit inside one ("no puedo subir sin que me duela"). */
const FLIPPING = new Set(['sin', 'without']);
/** How many tokens a negation covers: "no real pain in my knees" yes, a new statement six words on no. */
const NEGATION_SPAN = 5;
/** "Not sure", "no sé": doubt, not a denial. */
const DOUBT_AFTER = new Set(['sure', 'idea', 'know']);
/** "No sé si", "no sé qué", "no sé bien": the words after "no se" that make it "I don't know". */
const SE_DOUBT_FOLLOW = new Set([
  'si',
  'que',
  'bien',
  'muy',
  'exactamente',
  'como',
  'cuando',
  'por',
  'porque',
  'donde',
  'lo',
  'nada',
  'cual',
  'quien',
]);

const SENTENCE_BREAK = /[.;!?\n]+/;
const CLAUSE_BREAK =
  /,(?!\d)| \bbut\b | \bpero\b | \baunque\b | \bhowever\b | \bexcept\b | \bexcepto\b | \bsalvo\b | \bthough\b /;

/** Sentences, their clauses and tokens, with the negation scope of each token. */
export function tokenise(text: string): Tokenised {
  const tokens: Token[] = [];
  const clauseTexts: string[] = [];
  const sentences = normalise(text.replace(/[’`´]/g, "'").replace(/\bn\/a\b/gi, 'na'))
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  for (const [sentenceIndex, sentence] of sentences.entries()) {
    for (const clause of sentence.split(CLAUSE_BREAK)) {
      const clauseText = clause.trim();
      if (!clauseText) continue;
      const clauseIndex = clauseTexts.length;
      clauseTexts.push(clauseText);
      // Negation scopes: each negator covers the next NEGATION_SPAN tokens; a negator inside another's
      // scope turns it back when it is "sin" or "without" ("no puedo subir sin que me duela": a pain).
      let scopeEnd = -1;
      let parity = false;
      let position = 0;
      for (const match of clauseText.matchAll(/[a-z0-9]+(?:'[a-z]+)?/g)) {
        const word = match[0].replace(/'/g, '');
        const inScope = position <= scopeEnd;
        if (!inScope) parity = false;
        tokens.push({
          word,
          at: tokens.length,
          sentence: sentenceIndex,
          clause: clauseIndex,
          offset: match.index,
          negated: inScope && parity,
        });
        if (NEGATORS.has(word)) {
          const after = /^[\s']*([a-z]+)(?:\s+([a-z]+))?/.exec(
            clauseText.slice(match.index + match[0].length),
          );
          const next = after?.[1];
          // "No sé si..." is doubt; "no se me nubla", "no se hincha" deny a reflexive verb.
          const doubt =
            next === 'se' ? !after?.[2] || SE_DOUBT_FOLLOW.has(after[2]) : next && DOUBT_AFTER.has(next);
          if (!doubt) {
            // "Without" inside a denial turns it back; "no X ni Y", "no X, nor Y" carry it on.
            parity = !(inScope && parity && FLIPPING.has(word));
            scopeEnd = position + NEGATION_SPAN;
          }
        }
        position += 1;
      }
    }
  }
  return { tokens, clauses: clauseTexts, sentences: sentences.length };
}

/** Every class made, for tests/unit/screening-reader.test.ts's check of typo matches on everyday words. */
export const WORD_CLASSES: WordClass[] = [];

/**
 * A class of words: whole words (`word`) or stems (`stem*`, matching any word that starts with it).
 * Words and stems of six letters or more also match with one typo after their first two letters (a
 * letter missing, added, changed or two swapped): "brethless", "tightnes", "mareado" as "mariado".
 * Shorter ones must be exact, because one letter turns "sore" into "score" and "hurt" into "hurry".
 */
export class WordClass {
  private readonly words = new Set<string>();
  private readonly stems: string[] = [];
  private readonly stemLengths = new Set<number>();
  /** One-deletion variants of the words and stems of six letters or more, to what they came from. */
  private readonly deletes = new Map<string, string[]>();
  private readonly memo = new Map<string, boolean>();

  constructor(
    readonly name: string,
    entries: readonly string[],
  ) {
    WORD_CLASSES.push(this);
    for (const entry of entries) {
      const stem = entry.endsWith('*');
      const form = normalise(stem ? entry.slice(0, -1) : entry).replace(/'/g, '');
      if (stem) {
        this.stems.push(form);
        this.stemLengths.add(form.length);
      } else this.words.add(form);
      if (form.length >= FUZZY_MIN)
        for (const variant of [form, ...deletions(form)]) this.index(variant, entry);
    }
  }

  private index(variant: string, entry: string) {
    const list = this.deletes.get(variant);
    if (list) list.push(entry);
    else this.deletes.set(variant, [entry]);
  }

  has(word: string): boolean {
    const known = this.memo.get(word);
    if (known !== undefined) return known;
    const found = this.lookup(word);
    if (this.memo.size > 20_000) this.memo.clear();
    this.memo.set(word, found);
    return found;
  }

  /** Whether the word is an entry or starts with a stem, without the typo tolerance. */
  exactly(word: string): boolean {
    if (this.words.has(word)) return true;
    for (const stem of this.stems) if (word.startsWith(stem)) return true;
    return false;
  }

  private lookup(word: string): boolean {
    if (this.exactly(word)) return true;
    if (word.length < FUZZY_MIN || NEVER_FUZZY.has(word)) return false;
    // Whole words within one edit.
    if (this.near(word, false)) return true;
    // Stems within one edit of the word's start: its first m letters (a letter changed or two swapped),
    // m + 1 (one added) or m - 1 (one missing, when little follows: "brethless", not "spring" for "sprain").
    for (const length of this.stemLengths) {
      if (length < FUZZY_MIN) continue;
      for (const cut of [length - 1, length, length + 1]) {
        if (cut > word.length) continue;
        if (cut === length - 1 && word.length > length + 2) continue;
        if (this.near(word.slice(0, cut), true)) return true;
      }
    }
    return false;
  }

  /**
   * Whether `part` is within one edit of an entry (a stem when `stem`), through the deletion index. The
   * first letter must agree: a typo there is rare, and it would read "paint" as "faint".
   */
  private near(part: string, stem: boolean): boolean {
    for (const variant of [part, ...deletions(part)]) {
      for (const entry of this.deletes.get(variant) ?? []) {
        if (entry.endsWith('*') !== stem || !entry.startsWith(part.slice(0, 2))) continue;
        const form = normalise(stem ? entry.slice(0, -1) : entry).replace(/'/g, '');
        if (withinOne(part, form)) return true;
      }
    }
    return false;
  }
}

const FUZZY_MIN = 6;
/**
 * Everyday words one edit away from a word of a class, which a typo reading would mistake for it: the
 * fuzzy match never applies to them ("fisica" is not "fisio", "heard" is not "heart").
 */
const NEVER_FUZZY = new Set([
  'desarrollar',
  'desarrollo',
  'physical',
  'marcado',
  'marcada',
  'marcados',
  'acting',
  'childs',
  'table',
  'tables',
  'sprint',
  'sprints',
  'sprinting',
  'sprinted',
  'sprinter',
  'cancel',
  'cancelar',
  'cancelled',
  'canceled',
  'parece',
  'parecer',
  'parecen',
  'medida',
  'medidas',
  'ingles',
  'health',
  'estructura',
  'rating',
  'ratings',
  'vertical',
  'cuenta',
  'cuentan',
  'cuentas',
  'cuento',
  'entran',
  'entrar',
  'entrega',
  'entregar',
  'showed',
  'plantar',
  'relies',
  'spring',
  'springs',
  'paint',
  'paints',
  'painted',
  'painter',
  'painting',
  'marathon',
  'marathons',
  'maraton',
  'maratones',
  'fisica',
  'fisico',
  'fisicas',
  'fisicos',
  'heard',
  'chess',
  'hears',
  'hearts',
  'beach',
  'coach',
  'couch',
  'touch',
  'tough',
  'clock',
  'block',
  'medio',
  'media',
  'medias',
  'mejor',
  'tiene',
  'tengo',
  'thing',
  'things',
  'think',
  'swimming',
  'spell',
  'lunges',
  'range',
  'rough',
  'enough',
]);

function deletions(word: string): string[] {
  const list: string[] = [];
  for (let index = 0; index < word.length; index += 1)
    list.push(word.slice(0, index) + word.slice(index + 1));
  return list;
}

/** Damerau-Levenshtein distance of at most one (substitution, insertion, deletion, adjacent swap). */
export function withinOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return (
      a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2)
    );
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

/** The tokens of a class in a list, outside negation unless asked. */
export function inClass(tokens: readonly Token[], wordClass: WordClass, withNegated = false): Token[] {
  return tokens.filter((token) => (withNegated || !token.negated) && wordClass.has(token.word));
}

/**
 * Whether a token of each class meets another within `window` tokens, in one sentence, neither negated.
 * Linear: each class is found once, then the two sorted lists are walked together.
 */
export function meet(
  tokens: readonly Token[],
  a: WordClass,
  b: WordClass,
  window: number,
  accept: (first: Token, second: Token) => boolean = () => true,
): [Token, Token] | null {
  const left = inClass(tokens, a);
  if (left.length === 0) return null;
  const right = inClass(tokens, b);
  let from = 0;
  for (const first of left) {
    while (from < right.length && right[from]!.at < first.at - window) from += 1;
    for (let index = from; index < right.length && right[index]!.at <= first.at + window; index += 1) {
      const second = right[index]!;
      if (second.sentence === first.sentence && second !== first && accept(first, second))
        return [first, second];
    }
  }
  return null;
}

/** Whether any token of a class sits in a sentence. */
export function inSentence(tokens: readonly Token[], wordClass: WordClass, sentence: number): boolean {
  return tokens.some((token) => token.sentence === sentence && !token.negated && wordClass.has(token.word));
}
