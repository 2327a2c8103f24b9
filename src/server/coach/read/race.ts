import type { Modality } from './notes';
import { clauses, isSomeoneElse } from './words';

/**
 * A race the visitor trains for (docs/coaching.md "Endurance and race goals", "Programmes, not slots"),
 * read from the goal's own text, the notes and the `other:` answers, in English and Spanish, typos and
 * abbreviations included ("5k", "10 kms", "media maraton", "medio maraton", "maraton", "triatlon",
 * "trail", "ultra", "carrera"), with how far away it is when the text says ("in 3 weeks", "en 10 dias").
 */

export type RaceGoal = {
  distance: '5k' | '10k' | 'half' | 'marathon' | 'race';
  modality: Modality;
  /** Weeks until the race when the text says it ("in 3 weeks" is 3, "next weekend" 1), else null. */
  weeks: number | null;
  /** A triathlon: swimming and cycling join the running. */
  triathlon: boolean;
};

const RACES: [RegExp, RaceGoal['distance']][] = [
  [
    /half[- ]?marath?on|half[- ]?marathn|half[- ]?marthon|medio[- ]?marat|media[- ]?marat|\bmedia\b \d+k|21 ?k(m)?\b|21[.,]1/,
    'half',
  ],
  [/marath?on|marathn|marthon|maraton|marat[oó]n|42 ?k(m)?\b/, 'marathon'],
  [/\b10 ?k(m|ms)?\b|10 ?kilo|diez (km|kilometros)/, '10k'],
  [/\b5 ?k(m|ms)?\b|5 ?kilo|cinco (km|kilometros)|couch to 5|parkrun/, '5k'],
  [
    /\brace\b|carrera popular|\bcarreras?\b|triathlon|triatlon|triathalon|duathlon|duatlon|\bultra\b|ultramarat|ultra ?trail|\btrail\b|run(ning)? streak|streak of running|racha de carrera|gran fondo|sportive|travesia|\b\d+ ?k row|row(ing)? test|\d{3,4} ?m(eters|etros)? (swim|open water|nado)|swim \d{3,4}|open water|aguas abiertas/,
    'race',
  ],
];

/**
 * A stated intent to take part: training for it, signed up, a goal, a wish ("quiero preparar"). A race
 * only mentioned ("I walk 5k to work", "ran a half in 2019", "my wife does marathons") is not a goal.
 */
const RACE_INTENT =
  /\b(train(ing)? for|prep(aring|are|ping)? for|get(ting)? ready for|build(ing)? up to|signed up|sign(ing)? up|registered|entered|booked|my (goal|aim|target)|goal is|aim(ing)? (to|for)|target(ing)?|plan(ning)? to|want(ing)? to|wanna|would like to|i'?d like to|hope to|hoping to|thinking (of|about)|considering|dream(ing)? (of|about)|set on|going to (run|do|race|swim|ride|row|finish)|gonna|first|my (next|1st)|couch to 5k?|c25k|streak|prepar\w*|entren(ar|o|ando) para|me (he )?apunt\w*|apuntad[oa]|inscrit[oa]|me inscrib\w*|mi (objetivo|meta|reto|primer|primera)|objetivo|meta|reto|quiero|quisiera|me gustaria|me encantaria|pensando en|voy a (correr|hacer|nadar|terminar|acabar)|terminar (un|una|el|la|mi)|acabar (un|una|el|la|mi)|primer|primera)\b/;
/** A date to come ("a 10k in May", "medio maratón en otoño", "in 3 weeks"): an intent unless told as done. */
const RACE_DATE =
  /\b(next (week|weekend|month|year|spring|summer|autumn|fall|winter|sunday|saturday)|this (week|weekend|sunday|saturday|spring|summer|autumn|fall|winter|year)|in (january|february|march|april|may|june|july|august|september|october|november|december)|en (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|primavera|verano|otono|invierno)|(in|en|within|dentro de) (a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|unas|unos|\d{1,2}) ?(days?|weeks?|wks?|months?|dias|semanas?|mes|meses)|(este|el proximo|proximo) (fin de semana|domingo|sabado|mes)|(de|del) (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre))\b/;
const RACE_DONE =
  /\b(ran|did|done|finished|completed|raced|used to|corri|hice|termine|acabe|complete|solia)\b/;
/** Declining races: "not into races", "no me interesan las carreras". */
const RACE_REFUSAL =
  /\b(not into|not interested|no interest|don'?t (want|care|like|do)|do not (want|care|like|do)|never (want|wanted)|hate|no me (interesa|interesan|gusta|gustan|llama|llaman)|no quiero|paso de|odio|nada de)\b/;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  un: 1,
  una: 1,
  two: 2,
  dos: 2,
  three: 3,
  tres: 3,
  four: 4,
  cuatro: 4,
  five: 5,
  cinco: 5,
  six: 6,
  seis: 6,
  seven: 7,
  siete: 7,
  eight: 8,
  ocho: 8,
  nine: 9,
  nueve: 9,
  ten: 10,
  diez: 10,
  twelve: 12,
  doce: 12,
  'a few': 3,
  unas: 3,
  unos: 3,
};
const IN_TIME =
  /\b(?:in|en|within|dentro de) (a few |\d{1,2} ?|[a-z]+ )(days?|weeks?|wks?|months?|dias|semanas?|mes|meses)\b/;
const THIS_WEEK =
  /\b(this (week|weekend|sunday|saturday)|next (weekend|sunday|saturday)|este (fin de semana|domingo|sabado)|tomorrow|manana)\b/;

/** Weeks until the race, rounded up, when the clause says it; null when it does not. */
export function weeksToRace(clause: string): number | null {
  if (THIS_WEEK.test(clause)) return 1;
  const found = IN_TIME.exec(clause);
  if (!found) return null;
  const amount = found[1]!.trim();
  const count = /^\d+$/.test(amount) ? Number(amount) : NUMBER_WORDS[amount];
  if (count === undefined) return null;
  const unit = found[2]!;
  if (/^(day|dia)/.test(unit)) return Math.max(1, Math.ceil(count / 7));
  if (/^(month|mes)/.test(unit)) return Math.round(count * 4.3);
  return count;
}

/** Whether a clause states the visitor's own intent to take part in the race it names. */
function intendsRace(clause: string, goal: boolean): boolean {
  if (RACE_REFUSAL.test(clause) || isSomeoneElse(clause, { index: clause.length })) return false;
  // The goal question's own answer is an intent by being the answer.
  return goal || RACE_INTENT.test(clause) || (RACE_DATE.test(clause) && !RACE_DONE.test(clause));
}

/** The race in the goal's text or in the other texts, with the preferred sport for a plain "race". */
export function readRace(
  goalText: string,
  otherClauses: readonly string[],
  prefer: Modality | null,
): RaceGoal | null {
  const goalClauses = clauses(goalText);
  const all = [...goalClauses, ...otherClauses];
  for (const clause of all) {
    const found = RACES.find(([words]) => words.test(clause));
    if (!found || !intendsRace(clause, goalClauses.includes(clause))) continue;
    const triathlon = /triathlon|triatlon|triathalon|duathlon|duatlon/.test(clause);
    const modality: Modality = triathlon
      ? 'run'
      : /swim|nadar|natacion|open water|aguas abiertas|travesia/.test(clause)
        ? 'swim'
        : /\brow\b|rowing|remo\b|\berg\b/.test(clause)
          ? 'row'
          : /gran fondo|sportive|cycl|bici|ciclis/.test(clause)
            ? 'cycle'
            : 'run';
    // The date may be in the next clause ("a half marathon, in 3 weeks").
    const next = all[all.indexOf(clause) + 1] ?? '';
    const weeks =
      weeksToRace(clause) ?? (RACES.some(([words]) => words.test(next)) ? null : weeksToRace(next));
    const race: RaceGoal = { distance: found[1], modality, weeks, triathlon };
    if (prefer && prefer !== 'walk' && race.distance === 'race' && !triathlon) race.modality = prefer;
    return race;
  }
  return null;
}

/**
 * How close the race is for this person (docs/coaching.md "Programmes, not slots"): `unsafe` when a
 * novice or beginner has a marathon (or a half) sooner than a sound build-up allows; `close` when there
 * is time only to sharpen and taper (about 3 weeks for a half or a marathon, a week for 5-10 km).
 */
export function raceTimeline(
  race: Pick<RaceGoal, 'distance' | 'weeks' | 'modality'>,
  level: 'novice' | 'beginner' | 'intermediate' | 'advanced',
): 'unsafe' | 'close' | 'ok' {
  if (race.weeks === null || race.modality !== 'run') return 'ok';
  const untrained = level === 'novice' || level === 'beginner';
  if (untrained && race.distance === 'marathon' && race.weeks <= 16) return 'unsafe';
  if (level === 'novice' && race.distance === 'half' && race.weeks <= 6) return 'unsafe';
  const long = race.distance === 'marathon' || race.distance === 'half';
  if (long ? race.weeks <= 3 : race.weeks <= 1) return 'close';
  return 'ok';
}
