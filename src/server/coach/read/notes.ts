import { traitsOf } from '../catalogue/traits';
import type { CatalogueExercise, Equipment } from '../catalogue/types';
import { fuzzyWord, wordsAndPairs } from './fuzzy';
import { isRunning } from './injuries';
import { readRace } from './race';
import { clauses, matchesIn, normalise } from './words';

/**
 * What the visitor asked for in their own words (docs/coaching.md "Sessions a coach would sign": what
 * the visitor wrote is honoured and said back): exercises to leave out, a preferred activity, a day
 * with less time, a body part to emphasise, equipment mentioned in passing, a long break from
 * training, a race. Read from the notes and the `other:` answers, in English and Spanish.
 */

export type ExclusionKey =
  | 'bulgarian-split-squats'
  | 'split-squats'
  | 'leg-extensions'
  | 'leg-press'
  | 'kettlebell-swings'
  | 'rdls'
  | 'burpees'
  | 'jumping'
  | 'running'
  | 'lunges'
  | 'squats'
  | 'push-ups'
  | 'pull-ups'
  | 'planks'
  | 'deadlifts'
  | 'mountain-climbers'
  | 'crunches'
  | 'floor'
  | 'barbell'
  | 'machines'
  | 'cables'
  | 'free-weights'
  | 'overhead';

/**
 * One thing to leave out, and `said`: the visitor's own words it was read from ("no sqauts"), said back
 * with it so that a note claiming a request always quotes the request (issue 26 item 4).
 */
export type Exclusion = { key: ExclusionKey; said: string; avoid(exercise: CatalogueExercise): boolean };

/**
 * Words for each exclusion; "no X", "sin X", "I hate X" and the like turn them into one. An exclusion
 * names the most specific thing said (issue 26 item 4): the named variants come first and, once read,
 * their words are taken out of the clause, so "no bulgarian split squats" leaves out that variant and its
 * loaded versions, not every squat; a family word ("deadlifts", "machines", "jumps") leaves out the family.
 */
const EXCLUSION_WORDS: { key: ExclusionKey; words: RegExp; avoid: Exclusion['avoid']; variant?: true }[] = [
  {
    key: 'bulgarian-split-squats',
    // The squat word around it is taken with it, however it is spelt ("bulgarian split sqauts").
    words: /(?:s[a-z]* )?bulgar(?:ian|as?|os?)(?: split)?(?: s[a-z]*)?/,
    avoid: (e) => e.id.includes('bulgarian-split-squat'),
    variant: true,
  },
  {
    key: 'split-squats',
    words: /split s[a-z]*|sentad[a-z]* divididas?/,
    avoid: (e) => e.id.includes('split-squat'),
    variant: true,
  },
  {
    key: 'leg-extensions',
    words: /leg extensions?|quad extensions?|extensi(?:on|ones) de (?:piernas?|cuadriceps)/,
    avoid: (e) => e.id === 'leg-extension' || e.id === 'seated-knee-extension',
    variant: true,
  },
  {
    key: 'leg-press',
    words: /leg press(?:es)?|prensa(?: de piernas)?/,
    avoid: (e) => e.id === 'leg-press',
    variant: true,
  },
  {
    key: 'kettlebell-swings',
    words: /(?:kettlebell|kb|russian) swings?|swings? (?:con|de) (?:kettlebell|pesa rusa)/,
    avoid: (e) => e.id === 'kettlebell-swing',
    variant: true,
  },
  {
    key: 'rdls',
    words: /romanian deadlifts?|\brdls?\b|peso muerto rumano/,
    avoid: (e) => e.id.includes('rdl') || e.id === 'romanian-deadlift',
    variant: true,
  },
  { key: 'burpees', words: /burpee/, avoid: (e) => e.id.includes('burpee') },
  {
    key: 'jumping',
    words: /jump|hop\b|hops\b|plyo|saltos?\b|saltar|brincos?|pliometr|impact|impacto/,
    // Anyone who asks for no jumping means burpees too, even the step-back kind.
    avoid: (e) => e.impact === 'high' || traitsOf(e).jumping || e.id.includes('burpee'),
  },
  {
    key: 'running',
    words: /\brun\b|running|runs\b|jog|correr|carrera|trotar|trote/,
    avoid: isRunning,
  },
  { key: 'lunges', words: /lunge|zancada|estocada/, avoid: (e) => e.pattern === 'lunge' },
  { key: 'squats', words: /squat|sentadilla/, avoid: (e) => e.pattern === 'squat' },
  {
    key: 'push-ups',
    words: /push.?ups?|press.?ups?|flexiones|lagartijas/,
    avoid: (e) => /push-up|press-up/.test(e.id),
  },
  { key: 'pull-ups', words: /pull.?ups?|chin.?ups?|dominadas/, avoid: (e) => /pull-up|chin-up/.test(e.id) },
  { key: 'planks', words: /plank|plancha/, avoid: (e) => e.id.includes('plank') },
  // The family: every deadlift and Romanian deadlift, with a barbell, dumbbells or a kettlebell.
  {
    key: 'deadlifts',
    words: /deadlift|peso muerto/,
    avoid: (e) => e.id.includes('deadlift') || e.id.includes('rdl'),
  },
  {
    key: 'mountain-climbers',
    words: /mountain climber|escalador/,
    avoid: (e) => e.id.includes('mountain-climber'),
  },
  {
    key: 'crunches',
    words: /crunch|sit.?ups?|abdominales de flexion|encogimientos/,
    avoid: (e) => e.pattern === 'core-flexion',
  },
  {
    key: 'floor',
    words: /floor|get(ting)? down|lying down|el suelo|tumbarme|tirarme al suelo|acostarme/,
    avoid: (e) => traitsOf(e).floor,
  },
  {
    key: 'barbell',
    words: /barbell|barra olimpica|barras? de pesas/,
    avoid: (e) => e.equipment.includes('barbell'),
  },
  // "No machine stuff": a cable station is a machine to the person who writes it.
  {
    key: 'machines',
    words: /machines?|maquinas?/,
    avoid: (e) => e.equipment.includes('machine') || e.equipment.includes('cable'),
  },
  { key: 'cables', words: /\bcables?\b|poleas?\b/, avoid: (e) => e.equipment.includes('cable') },
  {
    key: 'free-weights',
    words: /free ?weights?|pesos? libres?/,
    avoid: (e) =>
      ['dumbbell', 'barbell', 'kettlebell'].some((item) => e.equipment.includes(item as Equipment)),
  },
  {
    key: 'overhead',
    words: /overhead|above my head|above the head|por encima de la cabeza|sobre la cabeza/,
    avoid: (e) => e.overhead,
  },
];
/**
 * The same exclusions as written with typos, abbreviations and slang (read/fuzzy.ts, docs/coaching.md "Notes that are read": bounded edit
 * distance, none under 4 letters): "no sqauts", "nada de burpis", "hate DLs", "sin sentadias". Written
 * without spaces; a pair of words is also read joined ("push ups", "mountain climbers").
 */
const EXCLUSION_VOCABULARY: Partial<Record<ExclusionKey, readonly string[]>> = {
  burpees: ['burpees', 'burpee', 'burpis', 'burpies'],
  jumping: ['jumping', 'jumps', 'saltos', 'saltar', 'brincos', 'brincar', 'plyometrics', 'pliometria'],
  running: ['running', 'correr', 'trotar', 'jogging'],
  lunges: ['lunges', 'zancadas', 'estocadas'],
  squats: ['squats', 'sentadillas', 'sentadilla'],
  'push-ups': ['pushups', 'pushup', 'pressups', 'flexiones', 'lagartijas'],
  'pull-ups': ['pullups', 'pullup', 'chinups', 'dominadas'],
  planks: ['planks', 'plank', 'planchas', 'plancha'],
  deadlifts: ['deadlifts', 'deadlift', 'dl', 'dls', 'pesomuerto'],
  'mountain-climbers': ['mountainclimbers', 'mountainclimber', 'escaladores'],
  crunches: ['crunches', 'crunch', 'situps', 'situp'],
  barbell: ['barbell', 'barbells'],
  machines: ['machines', 'machine', 'maquinas', 'maquina'],
  'free-weights': ['freeweights', 'pesoslibres'],
  overhead: ['overhead', 'ohp'],
};
/** Real words one or two edits from a word above, in either language: never read as a typo of it. */
const NEAR_WORDS = new Set([
  'lunes',
  'lungs',
  'lung',
  'lunch',
  'lounges',
  'plans',
  'planes',
  'plane',
  'plant',
  'plants',
  'plano',
  'plana',
  'blank',
  'flank',
  'prank',
  'planchar',
  'plancho',
  'correo',
  'correos',
  'correa',
  'tratar',
  'squad',
  'squads',
  'deadline',
  'deadlines',
  'overheat',
  'overheated',
  'overheating',
  'pumping',
  'dumping',
  'bumping',
  'pumps',
  'dumps',
  'bumps',
  'altos',
  'santos',
  'ruining',
  'cunning',
  'burped',
  'brunch',
  'crutch',
  'maquinar',
  'cansadas',
  'cansada',
  'reflexion',
  'reflexiones',
  'flexion',
]);
/** "Squats hurt my knee", "me duelen las zancadas": a painful exercise is left out like a refused one. */
const PAINFUL =
  /\b(hurts?|hurting|pain|painful|sore|aches?|kills? my|duele|duelen|dolor|molesta|molestan|lastima|lastiman)\b/;
/** "Squats don't hurt any more", "ya no me duelen": said of the past, the exercise stays. */
const PAIN_DENIED =
  /\b(no longer|not any ?more|(doesn'?t|don'?t|does not|do not|never) (hurt|ache)|no (pain|hurt)|without pain|pain.?free|no me (duele|duelen|molesta|molestan|lastima)|sin dolor|sin molestias)\b/;

const REFUSAL =
  /\b(no|not|without|don't want|dont want|do not want|don't do|dont do|do not do|never again|hate|hates|dislike|don't like|dont like|do not like|can't|cant|cannot|can not|avoid|please no|none of|skip|instead of|not a fan|sin|nada de|odio|no me gusta|no me gustan|no puedo|no soporto|evitar|evita|nunca|ni\b|fuera|prefiero no|mejor no|detesto|aborrezco|me aburre|me aburren)\b/;

/** "Can't run yet", "todavía no puedo": the ability is still to come. */
const NOT_YET = /\b(yet|todavia|aun)\b/;
const CANNOT = /\b(can'?t|cannot|can not|unable|no puedo|no se)\b/;
/** A gym used for its machines only, in either language. */
const MACHINES_ONLY =
  /machines? only|only (?:the )?machines|just (?:the )?machines|solo (?:con )?(?:las )?maquinas|solamente (?:las )?maquinas|maquinas nada mas/;

/** Living upstairs, thin floors, sleeping neighbours: no jumping, though the word is not written. */
const QUIET =
  /upstairs|neighbou?rs?|downstairs|apartment below|thin floors?|quiet|baby (is )?sleep|vecin|piso de abajo|sin ruido|silencio|no hacer ruido|bebe durm/;

export type Modality = 'cycle' | 'row' | 'swim' | 'walk' | 'run';
const MODALITY_WORDS: [RegExp, Modality][] = [
  [/cycl|bike|biking|spin|bici|ciclismo|pedalear|spinning/, 'cycle'],
  [/swim|pool|nadar|natacion|piscina|pileta/, 'swim'],
  [/\brow\b|rowing|rower|remo\b|remar/, 'row'],
  [/walk|hike|hiking|caminar|andar|paseo|pasear|senderismo|caminata/, 'walk'],
  [/\brun\b|running|jog|correr|trotar/, 'run'],
];
const LIKING =
  /\b(rather|prefer|prefers|love|like|enjoy|into|favou?rite|would like to|prefiero|preferiria|me gusta|me gustaria|me encanta|disfruto|mi favorit)\b/;

const WEEKDAY_WORDS: RegExp[] = [
  /\b(mondays?|mon|lunes)\b/,
  /\b(tuesdays?|tue|tues|martes)\b/,
  /\b(wednesdays?|wed|miercoles)\b/,
  /\b(thursdays?|thu|thur|thurs|jueves)\b/,
  /\b(fridays?|fri|viernes)\b/,
  /\b(saturdays?|sat|sabados?)\b/,
  /\b(sundays?|sun|domingos?)\b/,
];

export type Emphasis =
  | 'glutes'
  | 'arms'
  | 'chest'
  | 'back'
  | 'shoulders'
  | 'core'
  | 'lower-body'
  | 'upper-body';
const EMPHASIS_WORDS: [RegExp, Emphasis][] = [
  [/glute|butt|booty|bum\b|gluteo|trasero|nalga|pompis|cola\b/, 'glutes'],
  [/\barms?\b|bicep|tricep|brazos?|biceps|triceps/, 'arms'],
  [/chest|pecs?\b|pectoral|pecho/, 'chest'],
  // "Get back into training", "back in shape", "back to the gym": an idiom of returning, not the back.
  [/\bback\b(?! (?:in|into|to|on|at)\b)|lats\b|espalda|dorsal/, 'back'],
  [/shoulders?|delts?\b|hombros?/, 'shoulders'],
  [/\bcore\b|\babs\b|abdominal|six.?pack|abdomen|barriga|tripa|vientre/, 'core'],
  [/\blegs?\b|thighs?|quads?\b|hamstrings?|piernas?|muslos?|cuadriceps/, 'lower-body'],
  [/upper body|tren superior|torso/, 'upper-body'],
];
const WANTING =
  /\b(only|mostly|just|solo|solamente|sobre todo|focus|emphasi[sz]e?|more|bigger|stronger|grow|build|tone|toned|work on|target|improve|want|wanna|would like|enfocar|enfocarme|enfoque|centrarme|mas|fortalecer|trabajar|tonificar|quiero|aumentar|mejorar|marcar|crecer)\b/;

const EQUIPMENT_WORDS: [RegExp, Equipment][] = [
  [/dumb ?bells?|mancuernas?/, 'dumbbell'],
  [/kettle ?bells?|pesas? rusas?/, 'kettlebell'],
  [/barbell|barra olimpica|barra de pesas/, 'barbell'],
  [/\bbench\b(?! press)|banco(?! de press)/, 'bench'],
  [/pull.?up bar|chin.?up bar|barra (de dominadas|fija)/, 'pull-up-bar'],
  [/\bbands?\b|resistance band|elastic|elasticos?|gomas?\b|bandas?\b/, 'band'],
  [/\btrx\b|suspension|anillas|rings\b/, 'suspension'],
  [
    /treadmill|exercise bike|stationary bike|rower|rowing machine|elliptical|cinta de correr|bici estatica|bicicleta estatica|remo\b|eliptica/,
    'cardio-machine',
  ],
];
const HAVING =
  /\b(have|has|got|own|bought|i've|ive|with my|my|there'?s|there is|there are|at home|in my|using|i use|tengo|tenemos|dispongo|me compre|compre|cuento con|hay|mi|mis|en casa|uso)\b/;

/** Cardio machines by name: the ones named are the ones a home or hotel has (issue 26 item 4). */
type CardioMachine = 'treadmill' | 'bike' | 'rower' | 'elliptical';
const CARDIO_MACHINE_WORDS: [RegExp, CardioMachine, RegExp][] = [
  [/treadmill|cinta de correr|caminadora/, 'treadmill', /treadmill/],
  [
    /(?:exercise|stationary|spin|indoor|static) bike|bici(?:cleta)? (?:estatica|de spinning)|\bbike\b|\bbici\b|assault bike|air bike/,
    'bike',
    /bike|cycling/,
  ],
  [/rower|rowing machine|\berg\b|maquina de remo|\bremo\b/, 'rower', /rowing/],
  [/elliptical|eliptica|cross trainer/, 'elliptical', /elliptical/],
];

import type { RaceGoal } from './race';

export type { RaceGoal };

/**
 * What a wish is for: the few words after each word of wanting, up to a reason, a purpose or a loss ("more
 * glutes", "tonificar los brazos"; not "walk more because my legs...", "stronger for carrying my kids on my
 * back", "quiero perder barriga"). A body part elsewhere in the clause is not asked for (issue 25: "extra
 * work for your legs, as you asked" when nobody asked).
 */
function wantedObject(clause: string): string {
  const objects: string[] = [];
  for (const match of matchesIn(clause, WANTING)) {
    const after = clause
      .slice(match.index + match[0].length)
      .split(
        /\b(because|cause|since|for|so|to|when|porque|para|cuando|que|lose|losing|perder|bajar|quitar|reduce|reducir|burn|quemar)\b/,
      )[0]!;
    objects.push(after.trim().split(/\s+/).slice(0, 4).join(' '));
  }
  return objects.join(' | ');
}

const DETRAINED =
  /(haven'?t|have not|havent|didn'?t|not|never) (trained|worked out|exercised|been (to|in) (the|a) gym|lifted|been active|done (any )?(sport|exercise))|years? (off|without)|time off|break from|long break|\b(getting|get|coming|going) back|back into|back in shape|returning|used to (train|lift|run|play|be|work out)|out of shape|hace (\d+|muchos|varios|un par de|tres|dos|cinco) (anos|meses) (que )?(no|sin)|llevo (\d+ |muchos |varios )?(anos|meses|tiempo) sin|no entreno desde|deje de (entrenar|hacer)|volver a (entrenar|hacer ejercicio|ponerme)|retomar|antes entrenaba|solia (entrenar|correr|ir)|hace (mucho|anos) que no/;

export type NotesReading = {
  exclusions: Exclusion[];
  prefer: Modality | null;
  shortDays: { weekday: number; minutes: number }[];
  emphasis: Emphasis | null;
  equipment: Equipment[];
  detrained: boolean;
  race: RaceGoal | null;
  /**
   * What the equipment named allows, never said back as a request: the cardio machines named in the
   * notes or an `other:` answer are the only ones used ("a hotel with a treadmill" gets no elliptical).
   */
  kitLimits: { key: string; avoid(exercise: CatalogueExercise): boolean }[];
  /**
   * Exercises the visitor said they like ("prefer leg press", "me encantan las sentadillas"), by the same
   * words as the exclusions: chosen first where a slot allows (build/session.ts) and said back when the
   * week has them.
   */
  liked: Exclusion[];
  /** The notes hold text that is not words ("asdfgh"): said so, never quoted. */
  unread: boolean;
};

function minutesIn(clause: string): number | null {
  if (/half an hour|media hora/.test(clause)) return 30;
  if (/\b(an|one|1) hour\b|\buna hora\b/.test(clause)) return 60;
  const minutes = /(\d{1,3})\s*(?:min|mins|minutes|minutos|m\b|')/.exec(clause);
  return minutes ? Number(minutes[1]) : null;
}

/** Reads the notes and `other:` texts; `goalText` is the goal's own free text, where a race is the goal. */
export function readNotes(notes: string, otherTexts: readonly string[] = [], goalText = ''): NotesReading {
  const noteClauses = clauses(notes);
  const everything = [...noteClauses, ...otherTexts.flatMap((text) => clauses(text))];
  const exclusions: Exclusion[] = [];
  const exclude = (key: ExclusionKey, said: string) => {
    const entry = EXCLUSION_WORDS.find((item) => item.key === key)!;
    if (!exclusions.some((item) => item.key === key))
      exclusions.push({ key, said: said.trim(), avoid: entry.avoid });
  };
  let prefer: Modality | null = null;
  const liked: Exclusion[] = [];
  const shortDays: NotesReading['shortDays'] = [];
  let emphasis: Emphasis | null = null;
  const equipment: Equipment[] = [];

  for (const [index, clause] of noteClauses.entries()) {
    const denied = PAIN_DENIED.test(clause);
    // "I can't run yet", "todavía no puedo correr": what someone cannot do yet is what they train for
    // (a first 5 km), not a refusal; "no X yet" still is one.
    const notYet = NOT_YET.test(clause) && CANNOT.test(clause);
    const refusal = REFUSAL.test(clause) && !denied && !notYet;
    const painful = PAINFUL.test(clause) && !denied;
    if (refusal || painful) {
      // A named variant's words are taken out once read: the family word inside it is not a second ask.
      let rest = clause;
      for (const item of EXCLUSION_WORDS) {
        const found = item.words.exec(rest);
        const said =
          (found && wholeWords(rest, found)) ??
          fuzzyWord(wordsAndPairs(rest), EXCLUSION_VOCABULARY[item.key] ?? [], NEAR_WORDS);
        if (said === null) continue;
        exclude(item.key, said);
        if (item.variant && found)
          rest = `${rest.slice(0, found.index)} ${rest.slice(found.index + said.length)}`;
      }
    }
    const quiet = QUIET.exec(clause);
    if (quiet) exclude('jumping', quiet[0]);
    // "Machines only", "solo máquinas": the free weights are left out.
    const machinesOnly = MACHINES_ONLY.exec(clause);
    if (machinesOnly) exclude('free-weights', machinesOnly[0]);
    if (LIKING.test(clause) && !refusal && !painful) {
      for (const item of EXCLUSION_WORDS) {
        const found = item.words.exec(clause);
        if (
          found &&
          !liked.some((like) => like.key === item.key) &&
          !['floor', 'overhead'].includes(item.key)
        )
          liked.push({ key: item.key, said: wholeWords(clause, found).trim(), avoid: item.avoid });
        if (found && item.variant) break;
      }
    }
    if (LIKING.test(clause) && !/\b(don't|dont|do not|no)\b (like|me gusta)/.test(clause)) {
      const modality = MODALITY_WORDS.find(([words]) => words.test(clause));
      if (modality && !prefer) {
        prefer = modality[1];
      }
    }
    const weekday = WEEKDAY_WORDS.findIndex((words) => words.test(clause));
    // "Mondays are busy, 30 mins max": the minutes may follow in the next clause.
    const following = noteClauses[index + 1] ?? '';
    const minutes =
      minutesIn(clause) ??
      (weekday >= 0 && !WEEKDAY_WORDS.some((words) => words.test(following)) ? minutesIn(following) : null);
    if (weekday >= 0 && minutes !== null) {
      for (const [index, words] of WEEKDAY_WORDS.entries()) {
        if (words.test(clause) && !shortDays.some((day) => day.weekday === index))
          shortDays.push({ weekday: index, minutes: Math.max(5, Math.min(180, minutes)) });
      }
    }
    if (WANTING.test(clause) && !refusal) {
      const wanted = wantedObject(clause);
      const part = EMPHASIS_WORDS.find(([words]) => words.test(wanted));
      if (part && !emphasis && !/pain|hurt|dolor|duele|lesion|injur/.test(clause)) {
        emphasis = part[1];
      }
    }
    if (HAVING.test(clause)) {
      const negated = /\b(don't|dont|do not|no|not|sin)\b/.test(clause);
      for (const [words, item] of EQUIPMENT_WORDS) {
        if (words.test(clause) && !negated && !equipment.includes(item)) {
          equipment.push(item);
        }
      }
    }
  }

  // Owning a rower or a bike and liking it is a preference too ("I have a rower at home, love it").
  if (!prefer) {
    const owned = noteClauses.join(' ');
    if (HAVING.test(owned) && /\brower\b|rowing machine|maquina de remo/.test(owned)) prefer = 'row';
    else if (HAVING.test(owned) && /\b(bike|exercise bike|spin bike|bici|bicicleta)\b/.test(owned))
      prefer = 'cycle';
  }
  const detrained = everything.some((clause) => DETRAINED.test(clause));
  const race = readRace(goalText, everything, prefer);
  // A running race is a wish to run: a "no running" read beside it was a mis-read (a beginner's "can't
  // run a 5k"), and saying "no running, as you asked" to them is a phantom note (issue 26 item 4).
  if (race?.modality === 'run') {
    const index = exclusions.findIndex((item) => item.key === 'running');
    if (index >= 0) exclusions.splice(index, 1);
  }

  // Notes that are not words at all ("asdfgh jkl") are reported, never quoted. Notes in words that no
  // reading above used (a schedule, food, family, a joke, "nothing wrong") need nothing from the plan
  // and are not reported: saying "we could not understand" to them tells a healthy person something is
  // amiss (issue 25). Health wording is the screening's to place or ask about (read/screening.ts).
  const unread = noteClauses.some(isGibberish);
  const kitLimits: NotesReading['kitLimits'] = [];
  const owned = [
    ...noteClauses.filter((clause) => HAVING.test(clause)),
    ...otherTexts.flatMap(clauses),
  ].filter((clause) => !/\b(don'?t|do not|no|not|sin)\b/.test(clause));
  const named = CARDIO_MACHINE_WORDS.filter(([words]) => owned.some((clause) => words.test(clause)));
  if (named.length > 0)
    kitLimits.push({
      key: `cardio-machines:${named.map(([, name]) => name).join('+')}`,
      avoid: (e) => e.equipment.includes('cardio-machine') && !named.some(([, , ids]) => ids.test(e.id)),
    });
  return {
    exclusions,
    prefer,
    shortDays,
    emphasis,
    equipment,
    detrained,
    race,
    kitLimits,
    liked,
    unread,
  };
}

/** A match run on to the end of its last word ("squat" in "squats"), as the visitor wrote it. */
function wholeWords(text: string, found: RegExpExecArray): string {
  const end = found.index + found[0].length;
  return text.slice(found.index, end + (/^[a-z]*/.exec(text.slice(end))?.[0].length ?? 0));
}

/**
 * A clause most of whose letter groups are not shaped like words of any language: no vowel ("jkl") or
 * five consonants in a row ("asdfgh"). Real words, slang and typos keep their vowels.
 */
function isGibberish(clause: string): boolean {
  const groups = normalise(clause).match(/[a-z]{2,}/g) ?? [];
  if (groups.length === 0) return false;
  const odd = groups.filter(
    // "hmm", "brrr", "pff": interjections repeat a letter; "jkl" and "asdfgh" do not.
    (group) => (!/[aeiouy]/.test(group) && !/([a-z])\1/.test(group)) || /[^aeiouy]{5}/.test(group),
  );
  return odd.length * 2 > groups.length && odd.some((group) => group.length >= 3);
}
