import type { FitnessGoal, FocusArea, WorkoutLocation, WorkoutStyle } from '../../../contract/answers';
import type { Language } from '../../../contract/site';
import type { Screening, WorkoutRequest } from '../../../contract/workout';
import type { Equipment, Level, Location, Muscle, Pattern } from '../catalogue/types';
import {
  type Limits,
  limitsFor,
  PLAYS_SPORT,
  type Restriction,
  restrictionsFor,
  type SpecialPopulation,
  specialPopulationsOf,
} from '../design/populations';
import { readEquipment } from './equipment';
import { INJURY_RULES, type InjuryFinding, type InjuryRule } from './injuries';
import { type NotesReading, readNotes } from './notes';
import { type Population, screen } from './screening';

export type Goal = 'muscle' | 'strength' | 'endurance' | 'loss' | 'tone' | 'health';
export type Style = 'traditional' | 'circuit' | 'supersets' | 'hiit';
export type Focus =
  | 'full-body'
  | 'upper-body'
  | 'lower-body'
  | 'core'
  | 'back'
  | 'chest'
  | 'arms'
  | 'glutes'
  | 'shoulders';

/** Everything the coach decides from: the answers read into the catalogue's vocabulary. */
export type Profile = {
  language: Language;
  name: string;
  age: number;
  level: Level;
  goal: Goal;
  days: number;
  minutes: number;
  location: Location;
  equipment: Set<Equipment>;
  style: Style;
  /** Mobility emphasis asked for with the 'flexibility' style: a week of mobility sessions (design/week.ts). */
  extraMobility: boolean;
  /** The 'cardio' style: a week of aerobic sessions with two short strength days (design/week.ts). */
  cardioStyle: boolean;
  focus: Focus;
  injuries: InjuryRule[];
  /** The injuries with the side the visitor named, for the plan's words. */
  injuryFindings: InjuryFinding[];
  /** What the coach decided before prescribing: clearance first, adapted or clear. */
  screening: Screening;
  population: Population;
  /** The pre-participation screen as answered, when it was (the follow-ups the plan needs). */
  answers: WorkoutRequest['screening'];
  /** Under 18 and already playing a sport, which counts towards the week (design/week.ts). */
  youthSport: boolean;
  /** The people of docs/coaching.md "More people the coach must serve" this visitor is (design/populations.ts). */
  special: SpecialPopulation[];
  /** What the visitor asked for in the notes and `other:` answers. */
  notes: NotesReading;
  /** Exercises ruled out by population, condition or the visitor's own wish, beside the injury rules. */
  restrictions: Restriction[];
  limits: Limits;
  /** Minutes per weekday (Monday 0) where the visitor has less time than usual. */
  dayMinutes: Map<number, number>;
  /** The goal as answered, free text included (a teenager's weight wish is read from it). */
  goalAnswer: string;
  /** The level the visitor chose before the coach capped it (a long break, age). */
  chosenLevel: Level;
  /** Readings of free text ('other:...') and other judgement calls, reported in the plan's notes. */
  readings: Reading[];
};

export type Reading =
  | { kind: 'other-read'; field: string; text: string; readAs: string }
  | { kind: 'other-unread'; field: string; text: string; readAs: string }
  | { kind: 'time-read'; text: string; minutes: number };

const LEVEL_WORDS: [RegExp, Level][] = [
  // A long break reads as a returning beginner, whatever else the words say ("5 years", "used to compete").
  // "hace 5 anos que no", "llevo dos anos sin": up to four words between, never `.*`, which backtracks
  // over the whole answer at every "hace" (quadratic; tests/unit/regex-safety.test.ts). The word
  // boundary before "hace" and "llevo" keeps a word that ends in them ("nhace") from starting a match.
  [
    /(haven'?t|have not|havent|not|didn'?t) (trained|worked out|exercised|lifted)|years? (off|without)|time off|break|used to|out of shape|\bhace(?: [^ ]+){1,4} (anos|meses) (que )?(no|sin)|\bllevo(?: [^ ]+){1,4} sin|deje de|antes entrenaba|sol[ií]a|retom|volver|vuelvo|sin entrenar|without training/i,
    'beginner',
  ],
  [/never|new|first time|start|nunca|nuev|empez|principiante total|cero/i, 'novice'],
  [/athlet|compet|years|expert|atlet|competi|a[ñn]os|experto|avanzad/i, 'advanced'],
  [/regular|months|some experience|meses|experiencia|habitual|intermedi/i, 'intermediate'],
  [/little|bit|occasional|poco|ocasional|a veces|b[aá]sico/i, 'beginner'],
];

// Keyed by the contract's values (src/contract/answers.ts): its schema has already turned older keys into these.
const GOAL_KEYS: Record<FitnessGoal, Goal> = {
  muscle: 'muscle',
  strength: 'strength',
  endurance: 'endurance',
  loss: 'loss',
  tone: 'tone',
  stayHealthy: 'health',
};
const GOAL_WORDS: [RegExp, Goal][] = [
  [/strong|strength|fuerza|fuerte|powerlift/i, 'strength'],
  [/muscle|mass|bulk|hypertroph|m[uú]scul|masa|volumen|hipertrof/i, 'muscle'],
  [/weight|fat|lean|slim|peso|grasa|adelgaz|definir/i, 'loss'],
  [/tone|toning|tonific|firm/i, 'tone'],
  [/run|marathon|endur|stamina|cardio|resisten|correr|marat[oó]n|aerob/i, 'endurance'],
  [/health|well|mobil|posture|salud|bienestar|movilidad|postura|energ/i, 'health'],
];

const LOCATION_KEYS: Record<WorkoutLocation, Location> = {
  gym: 'gym',
  home: 'home',
  outdoor: 'outdoor',
  hotel: 'hotel',
  office: 'office',
  anywhere: 'home',
};
const LOCATION_WORDS: [RegExp, Location][] = [
  // A gym at home or in a garage, or a climbing gym, holds what its text names, not a full gym's
  // machines and cables (issue 26 item 4): read as home, its equipment from the words that follow.
  [
    /(?:home|garage|basement|house|apartment|building|condo) gym|gym (?:at|in) (?:my |the )?(?:home|house|garage|basement)|gimnasio (?:en|de) (?:mi )?(?:casa|garaje|edificio)|climbing|bouldering|rocodromo|rocódromo|escalada/i,
    'home',
  ],
  [/gym|gimnasio|fitness (center|centre)|box\b|crossfit/i, 'gym'],
  [/park|outside|outdoor|beach|track|parque|aire libre|playa|pista|calle/i, 'outdoor'],
  [/hotel|travel|trip|viaje/i, 'hotel'],
  [/office|work|desk|oficina|trabajo|escritorio/i, 'office'],
  [/home|house|garage|apartment|flat|room|casa|garaje|piso|habitaci[oó]n|departamento/i, 'home'],
];

const STYLE_KEYS: Record<WorkoutStyle, Style> = {
  traditional: 'traditional',
  flexibility: 'traditional',
  circuit: 'circuit',
  cardio: 'circuit',
  supersets: 'supersets',
  hiit: 'hiit',
};
const STYLE_WORDS: [RegExp, Style][] = [
  [/hiit|interval|tabata|emom|intervalo/i, 'hiit'],
  [/circuit|circuito|crossfit|metcon/i, 'circuit'],
  [/superset|superserie|functional|funcional/i, 'supersets'],
  [/strength|weights|heavy|bodybuild|fuerza|pesas|tradicional|classic|cl[aá]sic/i, 'traditional'],
];

const FOCUS_KEYS: Record<FocusArea, Focus> = {
  'full-body': 'full-body',
  none: 'full-body',
  'upper-body': 'upper-body',
  'lower-body': 'lower-body',
  core: 'core',
  back: 'back',
  chest: 'chest',
  arms: 'arms',
  glutes: 'glutes',
  shoulders: 'shoulders',
};
const FOCUS_WORDS: [RegExp, Focus][] = [
  [/glute|butt|booty|bum|gl[uú]te|trasero|nalga|cola|pompis/i, 'glutes'],
  [/chest|pec|pecho/i, 'chest'],
  [/\bback\b|lats|espalda|dorsal/i, 'back'],
  [/\barms?\b|bicep|tricep|brazo|b[ií]ceps|tr[ií]ceps/i, 'arms'],
  [/shoulder|delt|hombro/i, 'shoulders'],
  [/\bcore\b|abs|abdom|belly|six.?pack|abdomen|n[uú]cleo|barriga|tripa/i, 'core'],
  [/leg|thigh|quad|hamstring|calf|calves|pierna|muslo|cu[aá]dricep|gemelo|pantorrilla/i, 'lower-body'],
  [/upper|arriba|tren superior/i, 'upper-body'],
];

/** The patterns and muscles each focus shifts volume toward (about 30%, never dropping groups). */
export const FOCUS_TARGETS: Record<Focus, { patterns: Pattern[]; muscles: Muscle[] }> = {
  'full-body': { patterns: [], muscles: [] },
  'upper-body': {
    patterns: ['horizontal-push', 'horizontal-pull', 'vertical-push', 'vertical-pull'],
    muscles: ['chest', 'lats', 'upper-back', 'shoulders'],
  },
  'lower-body': {
    patterns: ['squat', 'hinge', 'lunge', 'glute'],
    muscles: ['quads', 'hamstrings', 'glutes'],
  },
  core: {
    patterns: ['core-anti-extension', 'core-anti-rotation', 'core-flexion', 'core-rotation'],
    muscles: ['abs', 'obliques'],
  },
  back: { patterns: ['horizontal-pull', 'vertical-pull'], muscles: ['lats', 'upper-back'] },
  chest: { patterns: ['horizontal-push'], muscles: ['chest'] },
  arms: { patterns: ['biceps', 'triceps'], muscles: ['biceps', 'triceps'] },
  glutes: { patterns: ['glute', 'hinge', 'lunge'], muscles: ['glutes', 'hamstrings'] },
  shoulders: { patterns: ['vertical-push', 'shoulder-isolation'], muscles: ['shoulders', 'rear-delts'] },
};

type Keyed<T> = { keys: Record<string, T>; words: [RegExp, T][]; fallback: T };

/** A listed key, an old key, or 'other:' free text read with keywords (noted in the plan either way). */
function readChoice<T extends string>(field: string, value: string, table: Keyed<T>, readings: Reading[]): T {
  if (!value.startsWith('other:')) return table.keys[value] ?? table.fallback;
  const text = value.slice('other:'.length).trim();
  const match = table.words.find(([pattern]) => pattern.test(text));
  if (match) {
    readings.push({ kind: 'other-read', field, text, readAs: match[1] });
    return match[1];
  }
  readings.push({ kind: 'other-unread', field, text, readAs: table.fallback });
  return table.fallback;
}

/**
 * Session length in minutes from the chosen text: '30 minutes' is 30, a range '30-45' is its middle,
 * '1 hour' is 60. Clamped to the spec's 5 to 90 minutes; unreadable text means 45.
 */
export function parseSessionMinutes(text: string): { minutes: number; understood: boolean } {
  if (/half an hour|media hora|1\/2 ?(h|hour|hora)/i.test(text)) return { minutes: 30, understood: true };
  const numbers = (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.')));
  const inHours = /\b(h|hr|hrs|hour|hours|hora|horas)\b/i.test(text) && !/min/i.test(text);
  let minutes: number | undefined;
  if (numbers.length >= 2) minutes = (numbers[0]! + numbers[1]!) / 2;
  else if (numbers.length === 1) minutes = numbers[0]!;
  else if (/hour|hora/i.test(text)) minutes = 60;
  if (minutes === undefined || !Number.isFinite(minutes) || minutes <= 0)
    return { minutes: 45, understood: false };
  if (inHours) minutes *= 60;
  return { minutes: Math.round(Math.min(90, Math.max(5, minutes))), understood: true };
}

export function readProfile(request: WorkoutRequest): Profile {
  const readings: Reading[] = [];
  const level = readChoice(
    'fitnessLevel',
    request.fitnessLevel,
    {
      keys: { novice: 'novice', beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' },
      words: LEVEL_WORDS,
      fallback: 'beginner',
    },
    readings,
  );
  const goal = readChoice(
    'fitnessGoal',
    request.fitnessGoal,
    { keys: GOAL_KEYS, words: GOAL_WORDS, fallback: 'health' },
    readings,
  );
  const location = readChoice(
    'workoutLocation',
    request.workoutLocation,
    {
      keys: LOCATION_KEYS,
      words: LOCATION_WORDS,
      fallback: 'home',
    },
    readings,
  );
  const chosenStyle = readChoice(
    'workoutStyle',
    request.workoutStyle,
    {
      keys: STYLE_KEYS,
      words: STYLE_WORDS,
      fallback: 'traditional',
    },
    readings,
  );
  const focus = readChoice(
    'focusArea',
    request.focusArea,
    { keys: FOCUS_KEYS, words: FOCUS_WORDS, fallback: 'full-body' },
    readings,
  );

  const time = parseSessionMinutes(request.workoutTime);
  if (!time.understood)
    readings.push({ kind: 'time-read', text: request.workoutTime, minutes: time.minutes });

  // The older 'hotelGym' place arrives as 'hotel' with the 'hotel-gym' kit (the contract's schema).
  const { equipment, unreadOther } = readEquipment(location, request.equipment);
  for (const text of unreadOther)
    readings.push({ kind: 'other-unread', field: 'equipment', text, readAs: 'none' });

  const otherTexts = [
    request.fitnessLevel,
    request.fitnessGoal,
    request.workoutLocation,
    request.workoutStyle,
    request.focusArea,
    ...request.equipment,
  ]
    .filter((value) => value.startsWith('other:'))
    .map((value) => value.slice('other:'.length));
  const screening = screen({
    language: request.language,
    age: request.age,
    injuryAnswer: request.hasInjuries,
    injuryDetails: request.injuryDetails,
    notes: request.additionalNotes,
    otherTexts,
    answers: request.screening,
  });
  const goalText = request.fitnessGoal.startsWith('other:') ? request.fitnessGoal.slice('other:'.length) : '';
  const notes = readNotes(
    request.additionalNotes,
    otherTexts.filter((text) => text !== goalText),
    goalText,
  );
  // The cautious default keeps normal rests: straight sets, not circuits or intervals (design/cautious.ts).
  const style: Style =
    screening.population.cautious && (chosenStyle === 'circuit' || chosenStyle === 'hiit')
      ? 'traditional'
      : chosenStyle;
  for (const item of notes.equipment) if (location !== 'gym') equipment.add(item);
  // A place described in its own words lists what it holds ("other: my garage with a rower and a
  // bench", "un parque con barras"): read like an `other:` equipment answer (issue 26 item 4), unless
  // the text denies what it names ("a hotel room, no weights").
  if (location !== 'gym' && request.workoutLocation.startsWith('other:')) {
    const place = request.workoutLocation.slice('other:'.length);
    if (!/\b(no|not|without|sin|nada de|ni)\b/i.test(place))
      for (const item of readEquipment(location, [`other:${place}`]).equipment) equipment.add(item);
  }

  // A long break from training, or a teenager who chose a high level, starts lower (docs/coaching.md
  // "Populations": technique first for under 18; a returning trainee is a beginner again).
  let readLevel = level;
  if (notes.detrained && LEVELS_ORDER.indexOf(readLevel) > LEVELS_ORDER.indexOf('beginner'))
    readLevel = 'beginner';
  if (request.age < 18 && LEVELS_ORDER.indexOf(readLevel) > LEVELS_ORDER.indexOf('intermediate'))
    readLevel = 'intermediate';
  // Older adults progress gradually (Fragala 2019): from 75 the plan is built as for a beginner, from
  // 65 at most as for an intermediate, whatever level was chosen.
  const ageCap: Level = request.age >= 75 ? 'beginner' : request.age >= 65 ? 'intermediate' : 'advanced';
  if (LEVELS_ORDER.indexOf(readLevel) > LEVELS_ORDER.indexOf(ageCap)) readLevel = ageCap;
  // The populations' programmes start gently and progress by reps (docs/coaching.md "More people the
  // coach must serve"); a wheelchair athlete keeps the level chosen.
  const special = specialPopulationsOf(request.screening, screening.screening, screening.population);
  if (
    special.some((p) => p.kind !== 'wheelchair') &&
    LEVELS_ORDER.indexOf(readLevel) > LEVELS_ORDER.indexOf('beginner')
  )
    readLevel = 'beginner';
  // A race or a preferred endurance sport named anywhere makes endurance the goal.
  let readGoal = goal;
  if (notes.race && (request.fitnessGoal.startsWith('other:') || goal === 'endurance' || goal === 'health'))
    readGoal = 'endurance';
  // A teenager's weight wish becomes fitness and feeling good, never "fast" or calories.
  if (request.age < 18 && (readGoal === 'loss' || readGoal === 'tone')) readGoal = 'health';
  // A body part named in the notes is the focus when the focus answer left it open.
  const readFocus: Focus = focus === 'full-body' && notes.emphasis ? notes.emphasis : focus;

  const injuries = INJURY_RULES.filter((rule) =>
    screening.injuries.some((finding) => finding.key === rule.key),
  );
  const population = screening.population;
  const dayMinutes = new Map<number, number>();
  for (const day of notes.shortDays)
    if (day.minutes < time.minutes) dayMinutes.set(day.weekday, Math.max(5, Math.min(90, day.minutes)));

  return {
    language: request.language,
    name: request.name.trim(),
    age: request.age,
    level: readLevel,
    chosenLevel: level,
    goalAnswer: request.fitnessGoal,
    goal: readGoal,
    days: request.workoutDays,
    minutes: time.minutes,
    location,
    equipment,
    style,
    extraMobility: request.workoutStyle === 'flexibility',
    cardioStyle: request.workoutStyle === 'cardio',
    focus: readFocus,
    injuries,
    injuryFindings: screening.injuries,
    screening: screening.screening,
    population,
    answers: request.screening,
    youthSport:
      request.age < 18 &&
      PLAYS_SPORT.test([request.additionalNotes, request.fitnessGoal, ...otherTexts].join(' ')),
    special,
    notes,
    restrictions: restrictionsFor(
      population,
      screening.screening,
      notes,
      special,
      request.age >= 65 && LEVELS_ORDER.indexOf(readLevel) <= LEVELS_ORDER.indexOf('beginner'),
    ),
    limits: limitsFor(population, screening.screening, screening.healthUnread, special),
    dayMinutes,
    readings,
  };
}

const LEVELS_ORDER: readonly Level[] = ['novice', 'beginner', 'intermediate', 'advanced'];
