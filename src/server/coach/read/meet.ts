import { tokenise, WordClass } from './lexicon';
import { weeksToRace } from './race';
import { isSomeoneElse } from './words';

/**
 * A strength competition or a max test on a date (docs/coaching.md "Programmes, not slots"): a
 * powerlifting meet (all three lifts), a single-lift meet or a test of one lift ("campeonato de press banca
 * en 6 semanas", "test my squat 1RM next month"), read by word classes with one typo tolerated in longer
 * words (read/lexicon.ts), in English and Spanish, with the weeks to go when the text says them.
 */

export type Lift = 'squat' | 'bench' | 'deadlift';

export type Meet = {
  /** The lifts competed or tested, in meet order. */
  lifts: Lift[];
  /** A competition, or a test of the person's own max. */
  kind: 'meet' | 'test';
  /** Weeks until the date when the text says it, else null. */
  weeks: number | null;
};

const COMPETITION = new WordClass('competition', [
  'competi*',
  'compet',
  'campeonato*',
  'championship*',
  'meet',
  'meets',
  'torneo*',
  'nationals',
  'regionals',
  'comp',
]);
const POWERLIFTING = new WordClass('powerlifting', ['powerlift*', 'potencia']);
const TEST = new WordClass('max-test', [
  '1rm',
  '3rm',
  '5rm',
  'rm',
  'max',
  'maxes',
  'maximo',
  'maxima',
  'pr',
  'pb',
  'record',
  'test*',
  'probar',
  'prueba*',
  'marca',
]);
const LIFT_CLASSES: [Lift, WordClass][] = [
  ['squat', new WordClass('squat', ['squat*', 'sentadilla*'])],
  ['bench', new WordClass('bench', ['bench*', 'banca'])],
  ['deadlift', new WordClass('deadlift', ['deadlift*', 'muerto', 'dl'])],
];
/** A meet or test told as past: "I competed last year", "hice un campeonato". */
const DONE = /\b(competed|did|done|last (year|month|week)|used to|hice|compet[ií] |el ano pasado|solia)\b/;

/** The month to come, which weeksToRace (read/race.ts) leaves to the race reading: about four weeks. */
const NEXT_MONTH = /\b(next month|el mes que viene|el proximo mes|proximo mes|a month from now)\b/;

/** The meet or max test in the texts (the goal's own text first), or null. */
export function readMeet(texts: readonly string[], liftingGoal: boolean): Meet | null {
  for (const text of texts) {
    const { tokens, clauses } = tokenise(text);
    for (const [index, clause] of clauses.entries()) {
      const here = tokens.filter((token) => token.clause === index && !token.negated);
      const has = (wordClass: WordClass) => here.some((token) => wordClass.has(token.word));
      const named = LIFT_CLASSES.filter(([, words]) => has(words)).map(([lift]) => lift);
      const powerlifting = has(POWERLIFTING);
      const competition = has(COMPETITION) || powerlifting;
      const test = has(TEST) && named.length > 0;
      if (!competition && !test) continue;
      if (DONE.test(clause) || isSomeoneElse(clause, { index: clause.length })) continue;
      // A competition with no lift named is a powerlifting meet only where lifting is what is said;
      // elsewhere (a football competition) it is left to the other readings.
      if (named.length === 0 && !powerlifting && !liftingGoal) continue;
      const lifts: Lift[] =
        named.length > 0 && !(powerlifting && named.length === 1) ? named : ['squat', 'bench', 'deadlift'];
      const weeks = weeksToRace(clause) ?? (NEXT_MONTH.test(clause) ? 4 : null);
      return { lifts, kind: competition ? 'meet' : 'test', weeks };
    }
  }
  return null;
}
