/**
 * Reading what people write, in English and Spanish (docs/coaching.md "Screening before prescribing":
 * read the words in context). Text is compared without case or accents, one clause at a time, so that
 * "no knee or back issues, just a sore left shoulder" is three statements, not three injuries.
 */

/** Lower case, no accents, one space: "Rodilla IZQUIERDA" and "rodilla izquierda" read alike. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Clauses: sentences and the parts joined by "but", "pero", "aunque", "however", "except", and "and"/"y" when a
 * new subject follows ("my father had a heart attack and I get chest pain").
 */
export function clauses(text: string): string[] {
  return normalise(text)
    .split(
      /[.;!?\n]+|,(?!\d)| \bbut\b | \bpero\b | \baunque\b | \bhowever\b | \bexcept\b | \bexcepto\b | \bsalvo\b |\band (?=i\b|i'm\b|im\b|my\b|me\b)|\by (?=yo\b|tengo\b|me\b|mi\b|estoy\b)/,
    )
    .map((clause) => clause.trim())
    .filter(Boolean);
}

const NEGATION_BEFORE =
  /\b(no|not|never|without|none|dont|don't|do not|doesnt|doesn't|haven't|havent|have no|sin|nunca|ningun|ninguna|ninguno|tampoco|ni|nada de|nothing)\b/;
const NEGATION_AFTER =
  /\b(is|are|feel|feels|seem|seems) (fine|ok|okay|good|great|healthy|normal|perfect)\b|\b(no|without) (problems?|issues?|pain)\b|\b(esta|estan|va|van) (bien|perfect[ao]s?|sanos?|sanas?)\b|\bsin (problemas?|dolor|molestias?)\b|\ball good\b|\bfully (healed|recovered)\b|\b(totalmente |completamente |ya )?(recuperad[oa]s?|curad[oa]s?)\b|\bhealed\b/;

/** True when the clause says the thing is absent or fine: "no knee problems", "my knees are fine". */
export function isNegated(clause: string, match: RegExpExecArray | { index: number }): boolean {
  const before = clause.slice(Math.max(0, match.index - 30), match.index);
  if (NEGATION_BEFORE.test(before)) {
    // "no pain except in my knee" was split at "except"; "not sure, my knee hurts" is still a knee.
    // "No sé si es la rodilla" doubts; "no se me hincha" denies a reflexive verb.
    if (
      !/\bnot sure\b|\bno se (si|que|bien|muy|exactamente|como|cuando|por|porque|donde|lo|nada|cual)\b|\bno se ?$/.test(
        before,
      )
    )
      return true;
  }
  return NEGATION_AFTER.test(clause.slice(match.index));
}

const FAMILY =
  /\b(father|mother|dad|mom|mum|brother|sister|grandfather|grandmother|grandpa|grandma|granddad|family|parents?|uncle|aunt|cousin|husband|wife|partner|son|daughter|friend|padre|madre|papa|mama|hermano|hermana|abuelo|abuela|familia|familiar|familiares|padres|tio|tia|primo|prima|marido|esposo|esposa|mujer|pareja|hijo|hija|amigo|amiga)\b/;
const OWN = /\b(i|i'm|im|i've|ive|me|my own|myself|yo|tengo|tuve|estoy|me)\b/;

/** "My father had a heart attack" is family history, not the visitor's own. */
export function isSomeoneElse(clause: string, match: { index: number }): boolean {
  const before = clause.slice(0, match.index);
  const family = FAMILY.exec(before);
  if (!family) return /\b(runs in (my|the) family|family history|antecedentes|hereditari)/.test(clause);
  // "my dad had one and I have chest pain": a first-person subject after the relative is the visitor.
  return !OWN.test(before.slice(family.index + family[0].length));
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  couple: 2,
  few: 3,
  several: 4,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  par: 2,
  unos: 3,
  unas: 3,
  varios: 4,
  varias: 4,
};
const UNIT_WEEKS: [RegExp, number][] = [
  [/^(days?|dias?|d)$/, 1 / 7],
  [/^(weeks?|wks?|semanas?|sem)$/, 1],
  [/^(months?|mos?|meses|mes)$/, 4.35],
  [/^(years?|yrs?|anos?|años?|y)$/, 52],
];
const DURATION =
  /\b(\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple of|few|several|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|par de|unos|unas|varios|varias)\s*(days?|dias?|weeks?|wks?|semanas?|months?|mos?|meses|mes|years?|yrs?|anos?|años?)\b/g;

/** Every duration in the clause, in weeks: "3 weeks" 3, "hace 2 meses" 8.7, "a year" 52. */
export function durationsInWeeks(clause: string): number[] {
  const found: number[] = [];
  for (const match of clause.matchAll(DURATION)) {
    const amountWord = match[1]!.replace(/ (of|de)$/, '');
    const amount = /\d/.test(amountWord) ? Number(amountWord.replace(',', '.')) : NUMBER_WORDS[amountWord];
    const unit = UNIT_WEEKS.find(([pattern]) => pattern.test(match[2]!));
    if (amount !== undefined && unit) found.push(amount * unit[1]);
  }
  return found;
}

/**
 * How long ago the clause's event happened, in weeks, when it says: "3 weeks ago", "hace 2 meses",
 * "last year", "yesterday", "when I was a teenager". Null when it does not say.
 */
export function weeksAgo(clause: string): number | null {
  if (
    /\b(yesterday|today|this week|last week|recently|just had|ayer|hoy|esta semana|la semana pasada|recien|recientemente|hace poco|acabo de)\b/.test(
      clause,
    )
  )
    return 1;
  if (/\b(last month|el mes pasado)\b/.test(clause)) return 4;
  if (/\b(last year|el ano pasado|el año pasado)\b/.test(clause)) return 40;
  if (
    /\b(as a (kid|child|teen|teenager)|when i was (young|a kid|a child|a teenager|\d+)|years ago|long ago|de (nino|nina|pequeno|pequena|joven|adolescente)|hace (muchos )?anos|hace tiempo)\b/.test(
      clause,
    )
  )
    return 260;
  const years = /\b(in|en) (19|20)(\d\d)\b/.exec(clause);
  if (years) return Math.max(0, (2026 - Number(`${years[2]}${years[3]}`)) * 52);
  const durations = durationsInWeeks(clause);
  if (durations.length === 0) return null;
  if (/\bago\b|\bhace\b|\bback\b/.test(clause)) return Math.max(...durations);
  return null;
}

/** How long something has lasted: "for 2 months", "desde hace 3 meses", "for years", "chronic". */
export function lastedWeeks(clause: string): number | null {
  if (
    /\b(chronic|for years|cronic[oa]|desde hace anos|hace anos que|de siempre|always|siempre)\b/.test(clause)
  )
    return 260;
  const durations = durationsInWeeks(clause);
  if (durations.length === 0) return null;
  if (/\b(for|since|desde|durante|lleva|llevo|hace)\b/.test(clause) && !/\bago\b/.test(clause))
    return Math.max(...durations);
  return null;
}

export type Side = 'left' | 'right' | 'both';

export function sideIn(clause: string): Side | null {
  const left = /\b(left|izquierd[oa]|izq)\b/.test(clause);
  const right = /\b(right|derech[oa]|dcha)\b/.test(clause);
  if (/\b(both|ambos|ambas|las dos|los dos)\b/.test(clause) || (left && right)) return 'both';
  if (left) return 'left';
  if (right) return 'right';
  return null;
}

/** The first match of `pattern` in a clause that is the visitor's own, present statement. */
export function ownMention(
  clauseList: readonly string[],
  pattern: RegExp,
): { clause: string; match: RegExpExecArray } | null {
  for (const clause of clauseList) {
    for (const match of matchesIn(clause, pattern)) {
      if (isNegated(clause, match) || isSomeoneElse(clause, match)) continue;
      return { clause, match };
    }
  }
  return null;
}

const GLOBAL_COPIES = new WeakMap<RegExp, { regex: RegExp; busy: boolean }>();

/**
 * Every match of `pattern` in `text`, left to right. The global copy of the pattern is made once per
 * pattern, not once per clause: a text of a thousand one-letter clauses ("a.a.a.…") made thousands of
 * regular expressions per plan, tens of milliseconds of CPU for one request (issue 27, `npm run bench`).
 */
export function* matchesIn(text: string, pattern: RegExp): Generator<RegExpExecArray> {
  let copy = GLOBAL_COPIES.get(pattern);
  if (!copy) {
    copy = {
      regex: new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
      busy: false,
    };
    GLOBAL_COPIES.set(pattern, copy);
  }
  // lastIndex belongs to the object: a walk that starts while another is under way gets its own copy.
  const own = copy.busy ? null : copy;
  const walker = own ? own.regex : new RegExp(copy.regex);
  if (own) own.busy = true;
  try {
    walker.lastIndex = 0;
    for (let match = walker.exec(text); match; match = walker.exec(text)) {
      yield match;
      if (match[0] === '') walker.lastIndex += 1;
    }
  } finally {
    if (own) own.busy = false;
  }
}
