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

/** Words of a professional looking at something: a negation before them is of the look, not the symptom. */
const EXAMINED =
  /\b(doctors?|docs?|gp|physician|nurse|medic[oa]s?|cardiolog[oa]|seen|checked|looked|tested|examined|diagnosed|visto|mirado|revisado|chequeado|consultado|diagnosticad[oa])\b/;

function lastMatch(text: string, pattern: RegExp): RegExpExecArray | null {
  let last: RegExpExecArray | null = null;
  for (const found of matchesIn(text, pattern)) last = found;
  return last;
}

/** True when the clause says the thing is absent or fine: "no knee problems", "my knees are fine". */
export function isNegated(clause: string, match: RegExpExecArray | { index: number }): boolean {
  const before = clause.slice(Math.max(0, match.index - 30), match.index);
  const negation = lastMatch(before, NEGATION_BEFORE);
  // "No doctor has seen the chest pain yet", "el médico no me ha visto lo del pecho": the negation is of
  // the examination, not of the symptom (issue 25, item 1: a sign explained away is still a sign).
  if (negation && !EXAMINED.test(before.slice(negation.index))) {
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

const OPINION =
  /\b(says?|said|thinks?|thought|reckons?|believes?|insists?|tells me|told me|swears|dice|dijo|cree|creen|piensa|opina|asegura|insiste|me dice)\b/;
const THIRD_PERSON = /\b(he|she|his|her|him|they|their|ella|ellos)\b/;

/** "My father had a heart attack" is family history, not the visitor's own. */
export function isSomeoneElse(clause: string, match: { index: number }): boolean {
  const before = clause.slice(0, match.index);
  const family = FAMILY.exec(before);
  if (!family) return /\b(runs in (my|the) family|family history|antecedentes|hereditari)/.test(clause);
  const after = before.slice(family.index + family[0].length);
  // "my dad had one and I have chest pain": a first-person subject after the relative is the visitor.
  if (OWN.test(after)) return false;
  // "My wife says the tightness in my chest is nerves", "mi marido dice que el dolor de pecho es ansiedad":
  // a relative's opinion of the visitor's symptom, not the relative's symptom (issue 25, item 1), unless
  // the symptom is said to be theirs ("my dad says he gets chest pain").
  const opinion = OPINION.exec(after);
  if (opinion && !THIRD_PERSON.test(after.slice(opinion.index))) return false;
  return true;
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
    /\b(as a (kid|child|teen|teenager|boy|girl)|when i was (young|little|a kid|a child|a teenager|a teen|\d+)|in my (teens|twenties|youth)|growing up|at school|in (high )?school|years ago|long ago|de (nino|nina|pequeno|pequena|joven|adolescente|chic[oa]|cri[oa]|chaval|chavala)|en el (colegio|instituto|cole)|hace (muchos )?anos|hace tiempo|old (acl |knee |back |shoulder |ankle |hip |wrist |sports )?(injury|injuries|surgery|operation|op|reconstruction|repair|fracture|break|acl|tear|sprain)|(lesion|operacion|cirugia|fractura|rotura|reconstruccion) (antigua|vieja))\b/.test(
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

/**
 * Over and done with (docs/coaching.md "Ask, don't guess": a finished rehabilitation is history): healed,
 * outgrown, cleared, back to sport, no trouble since, "used to have". Read with CHANGED: a sign that is
 * back, new or worse is now, whatever came before.
 */
export const RESOLVED =
  /\b(fully (healed|recovered|back|fine)|(fine|ok|okay|good|healed|recovered|perfect|great|normal) (now|since|ever since)|all good( now| since)?|no (pain|problems?|issues?|trouble|symptoms?)( at all)? (now|since|anymore|ever since)|never (had )?(any )?(problems?|issues?|trouble) since|never since|not since|no longer|not any ?more|outgrew|outgrown|grew out of|went away|gone now|now gone|cleared|cured|resolved|back to (full|normal|sport|playing|running|football|soccer|training|everything|the gym|lifting)|finished (rehab|physio|treatment|my rehab|my physio)|rehab (is |was )?(finished|done|over)|used to (have|get|suffer)|ya no|se me quito|se me paso|desaparecio|superad[oa]|curad[oa]s?|recuperad[oa]s?|(estoy|esta|estan) (bien|perfect[oa]s?|genial)|sin (problemas?|molestias?|dolor) desde( entonces)?|(me dieron|tengo|con) el alta|dad[oa] de alta|(he )?vuelto a (jugar|correr|entrenar|competir)|volvi a (jugar|correr|entrenar|competir)|(juego|corro|entreno) sin (problemas?|molestias?|dolor)|como nuev[oa]|termine (la )?(rehabilitacion|rehab|fisio)|solia (tener|padecer|sufrir)|ya (juego|corro|entreno|hago deporte|compito))\b/;
/** A sign that is back, new or worse: now, whatever its history. */
export const CHANGED =
  /\b(again|lately|recently|new|worse|worsening|flar\w*|came back|coming back|keeps|still|otra vez|de nuevo|ultimamente|recientemente|nuev[oa]|peor|ha vuelto|volvio a (doler|salir|molestar|pasar)|vuelve a|sigue|todavia|aun)\b/;

/**
 * Whether a clause tells of something over: resolved in it or in the clause that follows ("had asthma as
 * a kid, outgrew it"), and not back or changed. `old`: also told as long ago (six months or more, or in
 * childhood) in the clause itself, which a warning sign needs before it counts as history.
 */
export function isHistory(clause: string, next = '', old = false): boolean {
  if (CHANGED.test(clause) || CHANGED.test(next)) return false;
  const ago = weeksAgo(clause) ?? weeksAgo(next);
  // An injury or an operation told as a past event a year or more ago, with no complaint now ("tuve un
  // esguince de pequeña", "hernia repaired in 2015"), is over without saying so.
  if (ACUTE_EVENT.test(clause) && (ago ?? 0) >= 52 && !COMPLAINT.test(clause) && !COMPLAINT.test(next))
    return true;
  if (!(RESOLVED.test(clause) || RESOLVED.test(next))) return false;
  // A warning sign is history only when its own clause dates it: "chest tightness on the stairs, the
  // doctor cleared me years ago" is a sign now.
  return !old || (weeksAgo(clause) ?? 0) >= 26;
}
const ACUTE_EVENT =
  /sprain|esguince|\bbroke\b|broken|snapped|\brompi|\brompio|fractur|rotura|\brot[oa]\b|disloca|luxacion|\btore\b|\btorn\b|desgarr|twisted|torc[ií]|concussion|conmocion|repaired|reparad|operated|operad[oa]|operaron|surgery|cirugia|reconstruc/;
/** A complaint now: pain, a symptom, trouble, something that still happens. */
const COMPLAINT =
  /pain|hurt|sore|ache|aching|swell|swollen|unstable|gives? way|locks?\b|click|stiff|weak|problem|issue|trouble|dizz|faint|breath|palpit|chest|numb|tingl|dolor|duele|molest|hinch|inestab|falla|bloque|debil|rigid|problema|mare|desmay|ahog|aire|pecho|corazon|heart|adormec|hormigue/;

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
