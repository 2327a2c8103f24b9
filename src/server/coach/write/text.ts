import { durationWords } from '../../../contract/exerciseLine';
import type { Language } from '../../../contract/site';
import type { CatalogueExercise, Equipment, Level, Muscle } from '../catalogue/types';
import { continuousModality, isUnilateral } from '../design/exerciseFacts';
import type { InjuryKey } from '../read/injuries';
import type { Emphasis, ExclusionKey, Modality, NotesReading, RaceGoal } from '../read/notes';
import { FOCUS_TARGETS, type Focus, type Goal, type Reading, type Style } from '../read/profile';
import type { Side } from '../read/words';
import { gentleActivity, type PlanFacts } from './planFacts';

// The exercise line is shared with the web client (a swapped exercise is rewritten on the device).
export { durationWords, exerciseLine } from '../../../contract/exerciseLine';

/** Every sentence the built-in coach writes, in English and Spanish. */

export const WEEKDAYS: Record<Language, string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
};

export type SessionType =
  | 'full-a'
  | 'full-b'
  | 'upper'
  | 'lower'
  | 'push'
  | 'pull'
  | 'legs'
  | 'conditioning'
  | 'aerobic'
  | 'mobility'
  | 'gentle'
  | 'run-easy'
  | 'run-quality'
  | 'run-long'
  | 'run-strength'
  | 'runner-strength'
  // A population's programme (design/programmes.ts): its strength sessions A and B and its light day.
  | 'programme-a'
  | 'programme-b'
  | 'programme-easy';

/**
 * Each session's label. 'aerobic-moderate' is an aerobic day whose walk is brisk: it is not called easy
 * (issue 25: "easy" or "gentle" beside a brisk walk; the checker's claim rule holds it).
 */
export const SESSION_LABELS: Record<Language, Record<SessionType | 'rest' | 'aerobic-moderate', string>> = {
  en: {
    'full-a': 'Full body A',
    'full-b': 'Full body B',
    upper: 'Upper body',
    lower: 'Lower body',
    push: 'Push: chest, shoulders, triceps',
    pull: 'Pull: back, rear shoulders, biceps',
    legs: 'Legs and glutes',
    conditioning: 'Intervals and conditioning',
    aerobic: 'Easy aerobic and mobility',
    'aerobic-moderate': 'Aerobic and mobility',
    mobility: 'Mobility and recovery',
    gentle: 'Gentle walk and mobility',
    'run-easy': 'Easy run',
    'run-quality': 'Quality session',
    'run-long': 'Long run',
    'run-strength': 'Easy run and strength',
    'runner-strength': 'Strength for runners',
    'programme-a': 'Strength A',
    'programme-b': 'Strength B',
    'programme-easy': 'Easy aerobic and mobility',
    rest: 'Rest',
  },
  es: {
    'full-a': 'Cuerpo completo A',
    'full-b': 'Cuerpo completo B',
    upper: 'Tren superior',
    lower: 'Tren inferior',
    push: 'Empuje: pecho, hombros, tríceps',
    pull: 'Tirón: espalda, hombro posterior, bíceps',
    legs: 'Piernas y glúteos',
    conditioning: 'Intervalos y acondicionamiento',
    aerobic: 'Aeróbico suave y movilidad',
    'aerobic-moderate': 'Aeróbico y movilidad',
    mobility: 'Movilidad y recuperación',
    gentle: 'Paseo suave y movilidad',
    'run-easy': 'Carrera suave',
    'run-quality': 'Sesión de calidad',
    'run-long': 'Carrera larga',
    'run-strength': 'Carrera suave y fuerza',
    'runner-strength': 'Fuerza para corredores',
    'programme-a': 'Fuerza A',
    'programme-b': 'Fuerza B',
    'programme-easy': 'Aeróbico suave y movilidad',
    rest: 'Descanso',
  },
};

const GOAL_PHRASES: Record<Language, Record<Goal, string>> = {
  en: {
    muscle: 'building muscle',
    strength: 'getting stronger',
    endurance: 'improving endurance',
    loss: 'losing fat while keeping muscle',
    tone: 'toning up',
    health: 'staying healthy and fit',
  },
  es: {
    muscle: 'ganar músculo',
    strength: 'ganar fuerza',
    endurance: 'mejorar la resistencia',
    loss: 'perder grasa conservando el músculo',
    tone: 'tonificar',
    health: 'mantenerte sano y en forma',
  },
};

const LEVEL_NAMES: Record<Language, Record<Level, string>> = {
  en: { novice: 'novice', beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' },
  es: { novice: 'novato', beginner: 'principiante', intermediate: 'intermedio', advanced: 'avanzado' },
};

const STYLE_SENTENCES: Record<Language, Record<Style, string>> = {
  en: {
    traditional:
      'Sessions use straight sets: finish all sets of one exercise, resting as written, before the next.',
    supersets:
      'Exercises are paired as supersets (A1/A2): do one set of each back to back, then rest. It saves time without losing quality.',
    circuit:
      'Sessions run as circuits: go through every exercise once with short transitions, rest, then repeat the round.',
    hiit: 'Sessions are interval circuits: work hard for the time shown, rest for the time shown, and repeat for the rounds written.',
  },
  es: {
    traditional:
      'Las sesiones usan series clásicas: termina todas las series de un ejercicio, con el descanso indicado, antes del siguiente.',
    supersets:
      'Los ejercicios van en superseries (A1/A2): haz una serie de cada uno seguidas y luego descansa. Ahorra tiempo sin perder calidad.',
    circuit:
      'Las sesiones son circuitos: haz cada ejercicio una vez con transiciones cortas, descansa y repite la ronda.',
    hiit: 'Las sesiones son circuitos por intervalos: trabaja fuerte el tiempo indicado, descansa el tiempo indicado y repite las rondas indicadas.',
  },
};

const LOCATION_PHRASES: Record<Language, Record<string, string>> = {
  en: {
    gym: 'at the gym',
    home: 'at home',
    outdoor: 'outdoors',
    hotel: 'in a hotel',
    office: 'at the office',
  },
  es: {
    gym: 'en el gimnasio',
    home: 'en casa',
    outdoor: 'al aire libre',
    hotel: 'en un hotel',
    office: 'en la oficina',
  },
};

const INJURY_NAMES: Record<Language, Record<InjuryKey, string>> = {
  en: {
    knee: 'knee',
    'lower-back': 'lower back',
    'upper-back': 'upper back',
    neck: 'neck',
    shoulder: 'shoulder',
    elbow: 'elbow',
    wrist: 'wrist',
    hip: 'hip',
    'hip-flexor': 'hip flexor',
    ankle: 'ankle',
    foot: 'foot',
  },
  es: {
    knee: 'rodilla',
    'lower-back': 'zona lumbar',
    'upper-back': 'zona dorsal',
    neck: 'cuello',
    shoulder: 'hombro',
    elbow: 'codo',
    wrist: 'muñeca',
    hip: 'cadera',
    'hip-flexor': 'flexor de la cadera',
    ankle: 'tobillo',
    foot: 'pie',
  },
};

const SIDE_WORDS: Record<Language, Record<Side, string>> = {
  en: { left: 'left ', right: 'right ', both: '' },
  es: { left: ' izquierdo', right: ' derecho', both: '' },
};
const FEMININE_ES: ReadonlySet<InjuryKey> = new Set(['knee', 'lower-back', 'upper-back', 'wrist', 'hip']);

/** "your left knee" / "tu rodilla izquierda": the coach's words for an injury, never the visitor's. */
export function injuryName(language: Language, finding: { key: InjuryKey; side: Side | null }): string {
  const name = INJURY_NAMES[language][finding.key];
  if (!finding.side || finding.side === 'both') return name;
  if (language === 'en') return `${SIDE_WORDS.en[finding.side]}${name}`;
  const side = SIDE_WORDS.es[finding.side];
  return `${name}${FEMININE_ES.has(finding.key) ? side.replace(/o$/, 'a') : side}`;
}

/**
 * What each injury rules out ("no deep loaded squats..."), then, after the semicolon, the alternatives the
 * coach reaches for. The overview says the first part, which the injury rules and the checker hold, and
 * names an alternative only when the week has it (INJURY_INSTEAD): issue 25, no promise the sessions lack.
 */
export const INJURY_ADVICE: Record<Language, Record<InjuryKey, string>> = {
  en: {
    knee: 'no deep loaded squats, jumping or running; box squats, bridges, hip thrusts, controlled step-ups and calf raises instead',
    'lower-back':
      'no heavy spinal loading and no loaded spinal flexion; single-leg work, bird dogs, dead bugs, side planks and bridges instead',
    shoulder:
      'no behind-the-neck work, upright rows, deep dips or overhead pressing; neutral-grip and floor presses, face pulls and pull-aparts instead',
    wrist: 'no flat-palm push-ups or planks; handles or fists, forearm planks and neutral grips instead',
    hip: 'no deep lunges; supported or shallow lunges and step-ups instead',
    'hip-flexor': 'no deep lunges, sit-ups, leg raises or fast knee drives; bridges and hip thrusts instead',
    ankle: 'no jumping or running; low-impact conditioning instead',
    foot: 'no jumping or running; cycling, rowing and calf raises instead',
    'upper-back': 'no heavy spinal loading or loaded bending; rows and rear-shoulder work instead',
    neck: 'no loaded overhead pressing, behind-the-neck work or sit-ups; rows and planks instead',
    elbow:
      'no dips, skull crushers or overhead triceps extensions; rows and presses with a neutral grip instead',
  },
  es: {
    knee: 'sin sentadillas profundas con carga, saltos ni carrera; en su lugar sentadilla a cajón alto, puentes, hip thrust, subidas controladas al cajón y elevaciones de talón',
    'lower-back':
      'sin cargas pesadas sobre la columna ni flexión de columna con carga; en su lugar trabajo a una pierna, bird dog, dead bug, plancha lateral y puentes',
    shoulder:
      'sin trabajo tras la nuca, remo al mentón, fondos profundos ni press por encima de la cabeza; en su lugar press con agarre neutro o en el suelo, face pull y separación de brazos con banda',
    wrist:
      'sin flexiones ni planchas con la palma plana; en su lugar asas para flexiones o puños, plancha de antebrazos y agarre neutro',
    hip: 'sin zancadas profundas; en su lugar zancadas cortas o con apoyo y subidas al cajón',
    'hip-flexor':
      'sin zancadas profundas, abdominales de flexión, elevaciones de piernas ni rodillas rápidas al pecho; en su lugar puentes y hip thrust',
    ankle: 'sin saltos ni carrera; en su lugar acondicionamiento de bajo impacto',
    foot: 'sin saltos ni carrera; en su lugar bici, remo y elevaciones de talón',
    'upper-back':
      'sin cargas pesadas sobre la columna ni flexiones con carga; en su lugar remos y trabajo de hombro posterior',
    neck: 'sin press por encima de la cabeza con carga, trabajo tras la nuca ni abdominales de flexión; en su lugar remos y planchas',
    elbow:
      'sin fondos, press francés ni extensiones de tríceps por encima de la cabeza; en su lugar remos y press con agarre neutro',
  },
};

type Alternative = { en: string; es: string; in(entry: CatalogueExercise): boolean };
const byId =
  (pattern: RegExp) =>
  (entry: CatalogueExercise): boolean =>
    pattern.test(entry.id);
const ALTERNATIVES = {
  boxSquats: { en: 'box squats', es: 'sentadilla a cajón', in: byId(/box-squat/) },
  bridges: { en: 'bridges', es: 'puentes', in: byId(/bridge/) },
  hipThrusts: { en: 'hip thrusts', es: 'hip thrust', in: byId(/hip-thrust/) },
  stepUps: { en: 'controlled step-ups', es: 'subidas controladas al cajón', in: byId(/step-up/) },
  calfRaises: { en: 'calf raises', es: 'elevaciones de talón', in: (e) => e.pattern === 'calf' },
  singleLeg: {
    en: 'single-leg work',
    es: 'trabajo a una pierna',
    in: (e) => ['squat', 'hinge', 'lunge', 'glute'].includes(e.pattern) && isUnilateral(e),
  },
  birdDogs: { en: 'bird dogs', es: 'bird dog', in: byId(/bird-dog/) },
  deadBugs: { en: 'dead bugs', es: 'dead bug', in: byId(/dead-bug/) },
  sidePlanks: { en: 'side planks', es: 'plancha lateral', in: byId(/side-plank/) },
  gentlePresses: {
    en: 'neutral-grip and floor presses',
    es: 'press con agarre neutro o en el suelo',
    in: byId(/neutral-grip-dumbbell-press|floor-press/),
  },
  facePulls: { en: 'face pulls', es: 'face pull', in: byId(/face-pull/) },
  pullAparts: { en: 'pull-aparts', es: 'separación de brazos con banda', in: byId(/pull-apart/) },
  forearmPlanks: { en: 'forearm planks', es: 'plancha de antebrazos', in: byId(/forearm-plank/) },
  neutralGrips: { en: 'neutral grips', es: 'agarre neutro', in: byId(/neutral/) },
  lunges: {
    en: 'supported or shallow lunges',
    es: 'zancadas cortas o con apoyo',
    in: (e) => e.pattern === 'lunge',
  },
  lowImpact: {
    en: 'low-impact conditioning',
    es: 'acondicionamiento de bajo impacto',
    in: (e) => e.pattern === 'conditioning' && e.impact !== 'high',
  },
  cycling: { en: 'cycling', es: 'bici', in: (e) => continuousModality(e) === 'cycle' },
  rowing: { en: 'rowing', es: 'remo', in: (e) => continuousModality(e) === 'row' },
  rows: { en: 'rows', es: 'remos', in: (e) => e.pattern === 'horizontal-pull' },
  rearShoulder: {
    en: 'rear-shoulder work',
    es: 'trabajo de hombro posterior',
    in: byId(/face-pull|pull-apart|reverse-fly|rear-delt/),
  },
  planks: { en: 'planks', es: 'planchas', in: byId(/plank/) },
} satisfies Record<string, Alternative>;
const A = ALTERNATIVES;
const INJURY_INSTEAD: Record<InjuryKey, Alternative[]> = {
  knee: [A.boxSquats, A.bridges, A.hipThrusts, A.stepUps, A.calfRaises],
  'lower-back': [A.singleLeg, A.birdDogs, A.deadBugs, A.sidePlanks, A.bridges],
  shoulder: [A.gentlePresses, A.facePulls, A.pullAparts],
  wrist: [A.forearmPlanks, A.neutralGrips],
  hip: [A.lunges, A.stepUps],
  'hip-flexor': [A.bridges, A.hipThrusts],
  ankle: [A.lowImpact],
  foot: [A.cycling, A.rowing, A.calfRaises],
  'upper-back': [A.rows, A.rearShoulder],
  neck: [A.rows, A.planks],
  elbow: [A.rows, A.neutralGrips],
};

/** An injury's advice as the overview says it: what it rules out, and the alternatives this week holds. */
export function injuryAdvice(language: Language, key: InjuryKey, facts: PlanFacts): string {
  const avoid = INJURY_ADVICE[language][key].split(';')[0]!;
  const held = INJURY_INSTEAD[key]
    .filter((alternative) => facts.entries.some((entry) => alternative.in(entry)))
    .map((alternative) => alternative[language]);
  if (held.length === 0) return avoid;
  const list = joinWords(language, held, { en: 'and', es: 'y' });
  return language === 'es' ? `${avoid}; en su lugar ${list}` : `${avoid}; ${list} instead`;
}

export function disclaimer(language: Language): string {
  return language === 'es'
    ? 'Esto no es consejo médico. Consulta a un médico antes de empezar un programa de ejercicio. Detente si sientes dolor, mareo o molestias en el pecho.'
    : 'This is not medical advice. Consult a physician before starting an exercise programme. Stop if you feel pain, dizziness or chest discomfort.';
}

export type OverviewFacts = {
  language: Language;
  name: string;
  days: number;
  trainingDays: number;
  minutes: number;
  level: Level;
  goal: Goal;
  style: Style;
  location: string;
  focus: Focus;
  splitName: string;
  injuries: { key: InjuryKey; side: Side | null }[];
  weeklySets: [number, number];
  rir: string;
  /** True only when the schedule really trains every major muscle group on two days or more. */
  everyMuscleTwice: boolean;
  /** What the built week holds: the injury alternatives and the focus are named only when it has them. */
  plan: PlanFacts;
};

const PROGRESS_SENTENCES: Record<Language, Record<'sets' | 'hiit', string>> = {
  en: {
    sets: 'When you reach the top of the rep range on every set, add a little load or move to the harder variation.',
    hiit: 'When every round feels manageable, add a round or shorten the rest, as the four-week progression does.',
  },
  es: {
    sets: 'Cuando llegues al tope del rango de repeticiones en todas las series, sube un poco la carga o pasa a la variante más difícil.',
    hiit: 'Cuando todas las rondas te resulten asumibles, añade una ronda o acorta el descanso, como hace la progresión de cuatro semanas.',
  },
};

export function overviewText(facts: OverviewFacts): string {
  const { language: lang } = facts;
  const who = facts.name
    ? lang === 'es'
      ? `${facts.name}, este`
      : `${facts.name}, this`
    : lang === 'es'
      ? 'Este'
      : 'This';
  const focusMuscles = FOCUS_TARGETS[facts.focus].muscles;
  const focusText =
    facts.focus === 'full-body' || !focusMuscles.some((muscle) => facts.plan.strengthMuscles.has(muscle))
      ? ''
      : focusSentence(lang, facts.focus);
  // Body parts in the coach's words, without the side the visitor wrote (nothing of theirs is quoted).
  const names = facts.injuries.map((finding) => injuryName(lang, { key: finding.key, side: null }));
  const advice = [
    ...new Set(facts.injuries.map((finding) => injuryAdvice(lang, finding.key, facts.plan))),
  ].join('; ');
  const injuryText = facts.injuries.length
    ? lang === 'es'
      ? ` Por tus molestias de ${names.join(' y ')}: ${advice}.`
      : ` Because of your ${names.join(' and ')}: ${advice}.`
    : '';
  const volume =
    lang === 'es'
      ? facts.everyMuscleTwice
        ? `Cada grupo muscular se trabaja al menos dos veces por semana, apuntando a ${facts.weeklySets[0]}-${facts.weeklySets[1]} series por músculo y semana cuando el tiempo lo permite, dejando ${rirWords(lang, facts.rir)}. `
        : `Cada sesión deja ${rirWords(lang, facts.rir)}. `
      : facts.everyMuscleTwice
        ? `Every muscle group is trained at least twice a week, aiming at ${facts.weeklySets[0]}-${facts.weeklySets[1]} sets per muscle per week where time allows, stopping ${rirWords(lang, facts.rir)}. `
        : `Every set stops ${rirWords(lang, facts.rir)}. `;
  if (lang === 'es') {
    return (
      `${who} es un plan de ${facts.trainingDays} ${facts.trainingDays === 1 ? 'día' : 'días'} por semana (${facts.splitName}) para ${GOAL_PHRASES.es[facts.goal]}, ` +
      `de nivel ${LEVEL_NAMES.es[facts.level]}, con sesiones de ${facts.minutes} minutos ${LOCATION_PHRASES.es[facts.location] ?? ''}, calentamiento y vuelta a la calma incluidos. ` +
      `${volume}${STYLE_SENTENCES.es[facts.style]}${focusText}${injuryText} ${PROGRESS_SENTENCES.es[facts.style === 'hiit' ? 'hiit' : 'sets']}`
    );
  }
  return (
    `${who} is a ${facts.trainingDays}-day-a-week plan (${facts.splitName}) for ${GOAL_PHRASES.en[facts.goal]} at ${LEVEL_NAMES.en[facts.level]} level, ` +
    `with ${facts.minutes}-minute sessions ${LOCATION_PHRASES.en[facts.location] ?? ''}, warm-up and cool-down included. ` +
    `${volume}${STYLE_SENTENCES.en[facts.style]}${focusText}${injuryText} ${PROGRESS_SENTENCES.en[facts.style === 'hiit' ? 'hiit' : 'sets']}`
  );
}

/** "RIR 2-3" in plain words: "2-3 reps short of failure" (reps in reserve, explained once). */
export function rirWords(language: Language, rir: string): string {
  const range = rir.replace(/^RIR\s*/, '');
  return language === 'es'
    ? `${range} repeticiones antes del fallo (${rir}: repeticiones en reserva)`
    : `${range} reps short of failure (${rir}: reps in reserve)`;
}

const FOCUS_NAMES: Record<Language, Record<Focus, string>> = {
  en: {
    'full-body': 'full body',
    'upper-body': 'upper body',
    'lower-body': 'lower body',
    core: 'core',
    back: 'back',
    chest: 'chest',
    arms: 'arms',
    glutes: 'glutes',
    shoulders: 'shoulders',
  },
  es: {
    'full-body': 'cuerpo completo',
    'upper-body': 'tren superior',
    'lower-body': 'tren inferior',
    core: 'core',
    back: 'espalda',
    chest: 'pecho',
    arms: 'brazos',
    glutes: 'glúteos',
    shoulders: 'hombros',
  },
};

const FOCUS_WITH_ARTICLE_ES: Record<Focus, string> = {
  'full-body': 'todo el cuerpo',
  'upper-body': 'el tren superior',
  'lower-body': 'el tren inferior',
  core: 'el core',
  back: 'la espalda',
  chest: 'el pecho',
  arms: 'los brazos',
  glutes: 'los glúteos',
  shoulders: 'los hombros',
};

function focusSentence(language: Language, focus: Focus): string {
  return language === 'es'
    ? ` Hay un énfasis extra en ${FOCUS_WITH_ARTICLE_ES[focus]} (más ejercicios y series), sin dejar de trabajar el resto del cuerpo.`
    : ` There is extra emphasis on your ${FOCUS_NAMES.en[focus]} (more exercises and sets), without dropping the rest of the body.`;
}

export function splitName(language: Language, sessions: SessionType[]): string {
  const lifting: SessionType[] = sessions.filter(
    (s) => s !== 'aerobic' && s !== 'mobility' && s !== 'conditioning',
  );
  const has = (s: SessionType) => lifting.includes(s);
  // A week shaped by the flexibility or cardio style is named by what most of its days hold (design/week.ts).
  const count = (type: SessionType) => sessions.filter((s) => s === type).length;
  if (count('mobility') >= lifting.length && count('mobility') > 0)
    return lifting.length
      ? language === 'es'
        ? 'movilidad y estiramientos, con dos días de fuerza de cuerpo completo'
        : 'mobility and stretching, with two full-body strength days'
      : language === 'es'
        ? 'movilidad y estiramientos'
        : 'mobility and stretching';
  if (count('aerobic') >= lifting.length && count('aerobic') > 0)
    return lifting.length
      ? language === 'es'
        ? 'aeróbico, con dos días de fuerza de cuerpo completo'
        : 'aerobic, with two full-body strength days'
      : language === 'es'
        ? 'aeróbico'
        : 'aerobic';
  if (has('push'))
    return language === 'es'
      ? 'tren superior/tren inferior y empuje/tirón/pierna'
      : 'upper/lower and push/pull/legs';
  if (has('upper')) return language === 'es' ? 'tren superior/tren inferior' : 'upper/lower';
  return language === 'es' ? 'cuerpo completo' : 'full body';
}

const FIELD_NAMES: Record<Language, Record<string, string>> = {
  en: {
    fitnessLevel: 'fitness level',
    fitnessGoal: 'goal',
    workoutLocation: 'place',
    workoutStyle: 'style',
    focusArea: 'focus',
    equipment: 'equipment',
  },
  es: {
    fitnessLevel: 'nivel',
    fitnessGoal: 'objetivo',
    workoutLocation: 'lugar',
    workoutStyle: 'estilo',
    focusArea: 'zona de enfoque',
    equipment: 'equipo',
  },
};

const STYLE_NAMES: Record<Language, Record<Style, string>> = {
  en: { traditional: 'straight sets', circuit: 'circuits', supersets: 'supersets', hiit: 'intervals' },
  es: { traditional: 'series clásicas', circuit: 'circuitos', supersets: 'superseries', hiit: 'intervalos' },
};

/** The value a free-text answer was read as, in the plan's words (never a key such as "strength"). */
function readAsWords(language: Language, field: string, value: string): string {
  switch (field) {
    case 'fitnessLevel':
      return LEVEL_NAMES[language][value as Level] ?? value;
    case 'fitnessGoal':
      return GOAL_PHRASES[language][value as Goal] ?? value;
    case 'workoutLocation':
      return LOCATION_PHRASES[language][value] ?? value;
    case 'workoutStyle':
      return STYLE_NAMES[language][value as Style] ?? value;
    case 'focusArea':
      return FOCUS_NAMES[language][value as Focus] ?? value;
    default:
      return value;
  }
}

/**
 * What the coach made of a free-text answer. It names the field and the reading, never the visitor's
 * words: what people type can hold health details, and a listed plan is public.
 */
export function readingNote(language: Language, reading: Reading): string {
  if (reading.kind === 'time-read') {
    return language === 'es'
      ? `No pudimos leer el tiempo por sesión que escribiste; el plan usa ${reading.minutes} minutos.`
      : `We could not read the session time you wrote; the plan uses ${reading.minutes} minutes.`;
  }
  const field = FIELD_NAMES[language][reading.field] ?? reading.field;
  const readAs = readAsWords(language, reading.field, reading.readAs);
  if (reading.kind === 'other-read') {
    return language === 'es'
      ? `Interpretamos tu ${field} como: ${readAs}.`
      : `We read your ${field} as: ${readAs}.`;
  }
  if (reading.field === 'equipment') {
    return language === 'es'
      ? 'No reconocimos parte del equipo que escribiste, así que el plan no lo usa.'
      : 'We did not recognise some of the equipment you wrote, so the plan does not use it.';
  }
  return language === 'es'
    ? `No pudimos interpretar tu ${field}; el plan usa: ${readAs}.`
    : `We could not interpret your ${field}; the plan uses: ${readAs}.`;
}

/** The musculoskeletal pain rule (docs/coaching.md "Training around injuries"): joints and muscles only. */
export function painRuleNote(language: Language): string {
  return language === 'es'
    ? 'Dolor en articulaciones o músculos durante el ejercicio: 0-3 de 10 está bien, 4-5 es aceptable y por encima de 5, detente. Debe calmarse en 24 horas.'
    : 'Joint or muscle pain during exercise: 0-3 out of 10 is fine, 4-5 is acceptable, above 5 stop. It should settle within 24 hours.';
}

const EXCLUSION_NAMES: Record<Language, Record<ExclusionKey, string>> = {
  en: {
    'bulgarian-split-squats': 'Bulgarian split squats',
    'split-squats': 'split squats',
    'leg-extensions': 'leg extensions',
    'leg-press': 'leg press',
    'kettlebell-swings': 'kettlebell swings',
    rdls: 'Romanian deadlifts',
    cables: 'cable exercises',
    'free-weights': 'free weights',
    burpees: 'burpees',
    jumping: 'jumping',
    running: 'running',
    lunges: 'lunges',
    squats: 'squats',
    'push-ups': 'push-ups',
    'pull-ups': 'pull-ups',
    planks: 'planks',
    deadlifts: 'deadlifts',
    'mountain-climbers': 'mountain climbers',
    crunches: 'crunches or sit-ups',
    floor: 'floor work',
    barbell: 'barbell lifts',
    machines: 'machines',
    overhead: 'overhead work',
  },
  es: {
    'bulgarian-split-squats': 'sentadillas búlgaras',
    'split-squats': 'zancadas estáticas',
    'leg-extensions': 'extensiones de cuádriceps',
    'leg-press': 'prensa de piernas',
    'kettlebell-swings': 'swings con kettlebell',
    rdls: 'peso muerto rumano',
    cables: 'ejercicios en polea',
    'free-weights': 'pesos libres',
    burpees: 'burpees',
    jumping: 'saltos',
    running: 'carrera',
    lunges: 'zancadas',
    squats: 'sentadillas',
    'push-ups': 'flexiones',
    'pull-ups': 'dominadas',
    planks: 'planchas',
    deadlifts: 'peso muerto',
    'mountain-climbers': 'escaladores',
    crunches: 'abdominales de flexión',
    floor: 'ejercicios en el suelo',
    barbell: 'ejercicios con barra',
    machines: 'máquinas',
    overhead: 'trabajo por encima de la cabeza',
  },
};

const MODALITY_NAMES: Record<Language, Record<Modality, string>> = {
  en: { cycle: 'cycling', row: 'rowing', swim: 'swimming', walk: 'walking', run: 'running' },
  es: { cycle: 'bici', row: 'remo', swim: 'natación', walk: 'caminar', run: 'carrera' },
};

const EMPHASIS_NAMES: Record<Language, Record<Emphasis, string>> = {
  en: {
    glutes: 'your glutes',
    arms: 'your arms',
    chest: 'your chest',
    back: 'your back',
    shoulders: 'your shoulders',
    core: 'your core',
    'lower-body': 'your legs',
    'upper-body': 'your upper body',
  },
  es: {
    glutes: 'los glúteos',
    arms: 'los brazos',
    chest: 'el pecho',
    back: 'la espalda',
    shoulders: 'los hombros',
    core: 'el core',
    'lower-body': 'las piernas',
    'upper-body': 'el tren superior',
  },
};

/** The object pronoun for each of EMPHASIS_NAMES.es ("los brazos" → "los", "la espalda" → "la"). */
const ES_PRONOUN: Record<Emphasis, string> = {
  glutes: 'los',
  arms: 'los',
  chest: 'lo',
  back: 'la',
  shoulders: 'los',
  core: 'lo',
  'lower-body': 'las',
  'upper-body': 'lo',
};

const EQUIPMENT_NAMES: Record<Language, Partial<Record<Equipment, string>>> = {
  en: {
    dumbbell: 'dumbbells',
    kettlebell: 'kettlebell',
    barbell: 'barbell',
    bench: 'bench',
    'pull-up-bar': 'pull-up bar',
    band: 'bands',
    suspension: 'suspension straps',
    'cardio-machine': 'cardio machine',
  },
  es: {
    dumbbell: 'mancuernas',
    kettlebell: 'kettlebell',
    barbell: 'barra',
    bench: 'banco',
    'pull-up-bar': 'barra de dominadas',
    band: 'bandas elásticas',
    suspension: 'cintas de suspensión (TRX)',
    'cardio-machine': 'máquina de cardio',
  },
};

const RACE_NAMES: Record<Language, Record<RaceGoal['distance'], string>> = {
  en: { '5k': '5 km race', '10k': '10 km race', half: 'half marathon', marathon: 'marathon', race: 'race' },
  es: {
    '5k': 'carrera de 5 km',
    '10k': 'carrera de 10 km',
    half: 'media maratón',
    marathon: 'maratón',
    race: 'carrera',
  },
};

function joinWords(language: Language, words: string[], last: { en: string; es: string }): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${last[language]} ${words[words.length - 1]}`;
}

/**
 * What the coach understood from the notes, said back in its own words ("No burpees, as you asked"),
 * each sentence only when the built week shows it (write/planFacts.ts): a wish the week does not carry
 * is not said back, and nothing is said of notes that changed nothing. Health text the coach could not
 * place is the screening's to say ('unread-health-text'), never the notes'.
 */
export function notesSaidBack(
  language: Language,
  notes: NotesReading,
  facts: PlanFacts,
  applied: {
    /** The emphasis the week was built for (a general plan whose focus is the one asked for). */
    emphasis: Emphasis | null;
    /** The muscles that emphasis targets. */
    emphasisMuscles: readonly Muscle[];
    dayMinutes: ReadonlyMap<number, number>;
    /** Equipment named in the notes that the plan could use (not a gym's, which has it all). */
    equipment: readonly Equipment[];
    beginnerRunner: boolean;
    /** Notes none of the readings used, when no health wording among them was left unplaced. */
    unusedNotes: boolean;
    /**
     * A body part wished for in the notes that the week was not built around (another focus was chosen),
     * with the muscles it names: said back with the reason, never dropped silently (issue 26 item 4).
     */
    wishNotFollowed?: { emphasis: Emphasis; muscles: readonly Muscle[] } | null;
  },
): string[] {
  const lines: string[] = [];
  const kept = notes.exclusions.filter((exclusion) => !facts.entries.some(exclusion.avoid));
  if (kept.length) {
    const names = kept.map((exclusion) => EXCLUSION_NAMES[language][exclusion.key]);
    // The request is quoted in the person's own words, so the note never claims one nobody made.
    const said = [...new Set(kept.map((exclusion) => exclusion.said).filter(Boolean))]
      .map((words) => `“${words}”`)
      .join(', ');
    lines.push(
      language === 'es'
        ? `Como pediste, el plan no incluye ${joinWords(language, names, { en: 'or', es: 'ni' })} (escribiste ${said}).`
        : `As you asked, the plan has no ${joinWords(language, names, { en: 'or', es: 'ni' })} (you wrote ${said}).`,
    );
  }
  const liked = notes.liked.filter((like) => facts.entries.some(like.avoid));
  if (liked.length) {
    const names = liked.map((like) => EXCLUSION_NAMES[language][like.key]);
    const said = liked.map((like) => `“${like.said}”`).join(', ');
    lines.push(
      language === 'es'
        ? `Lo mencionaste como algo que te gusta, así que el plan incluye ${joinWords(language, names, { en: 'and', es: 'y' })} (escribiste ${said}).`
        : `The plan includes ${joinWords(language, names, { en: 'and', es: 'y' })}, which you said you like (you wrote ${said}).`,
    );
  }
  const prefer = notes.prefer;
  if (prefer && prefer !== 'run' && facts.modalities.has(prefer)) {
    lines.push(
      language === 'es'
        ? `Tu trabajo aeróbico es ${prefer === 'walk' ? 'caminar' : `de ${MODALITY_NAMES.es[prefer]}`}, como prefieres.`
        : `Your aerobic work is ${MODALITY_NAMES.en[prefer]}, as you prefer.`,
    );
  }
  const restDays: number[] = [];
  for (const [weekday, minutes] of applied.dayMinutes) {
    const held = facts.minutesByDay.get(weekday);
    if (held === undefined) restDays.push(weekday);
    if (held === undefined || held > minutes + 1) continue;
    lines.push(
      language === 'es'
        ? `El ${WEEKDAYS.es[weekday]!.toLowerCase()} la sesión dura ${minutes} minutos, como pediste.`
        : `${WEEKDAYS.en[weekday]}'s session takes ${minutes} minutes, as you asked.`,
    );
  }
  // A short day asked for that the week leaves free is said to be free, not said to be short.
  if (restDays.length) {
    const names = restDays.map((weekday) => WEEKDAYS[language][weekday]!.toLowerCase());
    lines.push(
      language === 'es'
        ? `${restDays.length === 1 ? `El ${names[0]} es día` : `El ${joinWords(language, names, { en: 'and', es: 'y el' })} son días`} de descanso en este plan.`
        : `${joinWords(
            language,
            restDays.map((weekday) => WEEKDAYS.en[weekday]!),
            { en: 'and', es: 'y' },
          )} ${restDays.length === 1 ? 'is a rest day' : 'are rest days'} in this plan.`,
    );
  }
  const emphasis = applied.emphasis;
  if (emphasis && applied.emphasisMuscles.some((muscle) => facts.strengthMuscles.has(muscle))) {
    lines.push(
      language === 'es'
        ? `Trabajo extra para ${EMPHASIS_NAMES.es[emphasis]}, como pediste.`
        : `Extra work for ${EMPHASIS_NAMES.en[emphasis]}, as you asked.`,
    );
  }
  const wish = applied.wishNotFollowed;
  if (wish?.muscles.some((muscle) => facts.strengthMuscles.has(muscle))) {
    lines.push(
      language === 'es'
        ? `Pediste más trabajo para ${EMPHASIS_NAMES.es[wish.emphasis]}: el plan mantiene el enfoque que elegiste en el cuestionario y ${ES_PRONOUN[wish.emphasis]} trabaja dentro de la semana, sin series extra; elige ese enfoque si quieres darle prioridad.`
        : `You asked for more work on ${EMPHASIS_NAMES.en[wish.emphasis]}: the plan keeps the focus you chose in the questionnaire and trains ${wish.emphasis === 'core' || wish.emphasis === 'chest' || wish.emphasis === 'back' || wish.emphasis === 'upper-body' ? 'it' : 'them'} within the week, without extra sets; choose that focus to put it first.`,
    );
  }
  const equipment = applied.equipment
    .filter((item) => facts.equipment.has(item))
    .map((item) => EQUIPMENT_NAMES[language][item])
    .filter(Boolean) as string[];
  if (equipment.length) {
    lines.push(
      language === 'es'
        ? `El plan cuenta con el equipo que mencionaste: ${equipment.join(', ')}.`
        : `The plan uses the equipment you mentioned: ${equipment.join(', ')}.`,
    );
  }
  // "Technique first" speaks of lifting: a week without strength work does not say it.
  if (notes.detrained && facts.strength) {
    lines.push(
      language === 'es'
        ? 'Como llevas tiempo sin entrenar, el plan empieza como para quien retoma: primero la técnica y un esfuerzo moderado.'
        : 'As you have had a long break, the plan starts you as a returning beginner: technique and moderate effort first.',
    );
  }
  const race = notes.race;
  const racing =
    race &&
    (race.modality === 'run'
      ? facts.modalities.has('run') || facts.modalities.has('jog') || facts.runWalk
      : facts.modalities.has(race.modality));
  if (race && racing) {
    const name = RACE_NAMES[language][race.distance];
    const article = language === 'es' && race.distance === 'marathon' ? 'un' : 'una';
    const beginner = applied.beginnerRunner && facts.runWalk;
    lines.push(
      race.modality !== 'run'
        ? language === 'es'
          ? `Tu meta es ${article} ${name}: el plan la prepara con ${MODALITY_NAMES.es[race.modality]} y fuerza.`
          : `Your goal is a ${name}: the plan builds towards it with ${MODALITY_NAMES.en[race.modality]} and strength work.`
        : beginner
          ? language === 'es'
            ? `Tu meta es ${article} ${name}: empiezas alternando carrera y caminata en cada salida, con una salida larga que crece poco a poco y fuerza corta para piernas, cadera y tronco; la sesión de calidad llega cuando tengas una base.`
            : `Your goal is a ${name}: you start by mixing running and walking on every run, with a long one that grows gradually and short strength work for legs, hips and trunk; a quality session comes once you have a base.`
          : language === 'es'
            ? `Tu meta es ${article} ${name}: el plan alterna salidas suaves, una sesión de calidad y una salida larga que crece poco a poco, con fuerza corta para piernas, cadera y tronco.`
            : `Your goal is a ${name}: the plan has easy runs, one quality session and a long run that grows gradually, plus short strength work for legs, hips and trunk.`,
    );
  }
  // Notes that changed nothing are said to have changed nothing, never "not understood": that sentence
  // is the screening's, for health wording it could not place ('unread-health-text', read/screening.ts).
  if (applied.unusedNotes)
    lines.push(
      language === 'es'
        ? 'Parte de lo que escribiste en las notas no cambió el plan, que sigue tus respuestas.'
        : 'Part of what you wrote in your notes did not change the plan, which follows your answers.',
    );
  return lines;
}

export function teenWeightNote(language: Language): string {
  return language === 'es'
    ? 'A tu edad el plan se centra en ganar fuerza, forma física y sentirte bien, no en el peso. Si el peso te preocupa, háblalo con tu familia o con tu médico.'
    : 'At your age the plan is about getting stronger and fitter and feeling good, not about weight. If your weight worries you, talk to a parent or your doctor.';
}

export function noIntervalsNote(language: Language): string {
  return language === 'es'
    ? 'El plan no lleva bloques de intervalos: por ahora te conviene un esfuerzo moderado y constante.'
    : 'The plan has no interval blocks: moderate, steady effort suits you better for now.';
}

export function noviceDaysNote(language: Language, requested: number, lifting: number): string {
  return language === 'es'
    ? `Pediste ${requested} días: al empezar, ${lifting} días de fuerza bastan, así que los demás son de aeróbico suave y movilidad.`
    : `You asked for ${requested} days: while you are starting out, ${lifting} strength days are plenty, so the others are easy aerobic and mobility days.`;
}

export function noviceHiitNote(language: Language): string {
  return language === 'es'
    ? 'Los intervalos son de bajo impacto con el doble de descanso que de trabajo: el trabajo intenso llega cuando 20-30 minutos de ejercicio moderado continuo te resulten fáciles.'
    : 'Intervals are low-impact with twice as much rest as work: harder intervals come once 20-30 minutes of steady moderate exercise feel easy.';
}

/**
 * Where marching in place is the only aerobic work at hand, it stays a short block and the session ends
 * shorter than chosen, said plainly (design/exerciseFacts.ts MARCH_MAX_SECONDS; issue 26).
 */
export function marchNote(language: Language): string {
  return language === 'es'
    ? 'Donde entrenas no hay otro aeróbico que marchar en el sitio, así que lo dejamos en unos minutos y algunas sesiones terminan antes del tiempo elegido: si puedes, añade un paseo a buen paso al aire libre o sube escaleras.'
    : 'Where you train the only aerobic work at hand is marching in place, so it stays a few minutes and some sessions end before the time you chose: when you can, add a brisk walk outside or climb some stairs.';
}

/**
 * The long-run day takes longer than the other sessions, said plainly (docs/coaching.md "Programmes, not
 * slots": the long run is the longest run of the week); the checker lets that day pass the session time
 * only with this sentence in the notes.
 */
export function longRunNote(language: Language, minutes: number): string {
  return language === 'es'
    ? `La carrera larga es la sesión más larga de la semana: unos ${minutes} minutos, más que tus otros días; resérvale más tiempo.`
    : `Your long run is the longest session of the week: about ${minutes} minutes, longer than your other days, so keep more time for it.`;
}

const WEEKS_WORDS = {
  en: (weeks: number) => (weeks <= 1 ? 'this week or next' : `in ${weeks} weeks`),
  es: (weeks: number) => (weeks <= 1 ? 'esta semana o la próxima' : `en ${weeks} semanas`),
};

/**
 * A race too close for the person's running, said plainly with a safer target (docs/coaching.md
 * "Programmes, not slots"; read/race.ts raceTimeline): a novice's marathon (or half) is not safe to race
 * this soon; a close race gets no new hard work and a taper.
 */
export function raceTimelineNote(
  language: Language,
  race: Pick<RaceGoal, 'distance' | 'weeks'>,
  timeline: 'unsafe' | 'close',
): string {
  const weeks = race.weeks ?? 1;
  const name = RACE_NAMES[language][race.distance];
  if (timeline === 'unsafe')
    return language === 'es'
      ? `${race.distance === 'marathon' ? 'Un' : 'Una'} ${name} ${WEEKS_WORDS.es(weeks)} no es seguro de correr desde tu nivel actual: hacen falta meses de preparación progresiva, y correrla tan pronto arriesga una lesión. Este plan construye tu carrera con seguridad alternando carrera y caminata; en ese tiempo apunta a un 5 km o un 10 km, o, si aun así participas, hazla alternando carrera y caminata con calma, dentro del tiempo límite, y para si algo duele.`
      : `A ${name} ${WEEKS_WORDS.en(weeks)} is not safe to race from where you are now: it takes months of gradual build-up, and racing it this soon risks injury. This plan builds your running safely with run-walk; aim for a 5 km or 10 km in that time instead, or, if you still take part, walk-run it gently within the cut-off and stop if anything hurts.`;
  return language === 'es'
    ? `Tu carrera es ${WEEKS_WORDS.es(weeks)}: demasiado pronto para ganar mucha más forma. El plan mantiene todas las salidas suaves, sin sesiones duras nuevas; la última semana antes de la carrera corre menos y más suave (la puesta a punto), y si tu salida larga aún se queda muy corta para la distancia, elige una meta más segura: alternar carrera y caminata, o una distancia más corta.`
    : `Your race is ${WEEKS_WORDS.en(weeks)}: too close to build much more fitness. The plan keeps every run easy, with no new hard sessions; in the last week before the race run less and easier (a taper), and if your long run is still well short of the distance, choose a safer target: run-walk it, or a shorter distance.`;
}

/** Aerobic work to add on rest days, or beside the sessions when the week has no rest day. */
export function aerobicNote(language: Language, restDays: boolean): string {
  if (!restDays)
    return language === 'es'
      ? 'Entre todas tus sesiones, apunta a 150-300 minutos por semana de actividad aeróbica moderada, como paseos a buen ritmo (OMS).'
      : 'Across your sessions, aim at 150-300 minutes a week of moderate aerobic activity such as brisk walks (WHO).';
  return language === 'es'
    ? 'Suma paseos a buen ritmo u otra actividad aeróbica moderada en los días de descanso hasta llegar a 150-300 minutos por semana (OMS).'
    : 'Add brisk walks or other moderate aerobic activity on rest days to reach 150-300 minutes a week (WHO).';
}

export function restDayFocus(language: Language, seated = false): string {
  // Someone who trains seated is not told to walk on a rest day.
  if (seated)
    return language === 'es'
      ? 'Descanso: movimiento suave opcional y buen sueño.'
      : 'Rest: optional gentle movement and good sleep.';
  return language === 'es'
    ? 'Descanso: paseo suave opcional y buen sueño.'
    : 'Rest: an optional easy walk and good sleep.';
}

export function warmUpLines(
  language: Language,
  minutes: number,
  mobilityNames: string[],
  firstExercise: string | null,
): string[] {
  const lines: string[] = [];
  const general = Math.max(1, minutes - 2);
  if (language === 'es') {
    lines.push(
      `${general} min de cardio suave (marcha en el sitio, bici o paseo a buen ritmo) hasta que el cuerpo se caliente`,
    );
    if (mobilityNames.length) lines.push(`Movilidad: ${mobilityNames.join(', ')} (30 s cada uno)`);
    if (firstExercise && minutes >= 5) lines.push(`2 series de aproximación ligeras de ${firstExercise}`);
  } else {
    lines.push(`${general} min of easy cardio (marching on the spot, bike or brisk walk) until warm`);
    if (mobilityNames.length) lines.push(`Mobility: ${mobilityNames.join(', ')} (30 s each)`);
    if (firstExercise && minutes >= 5) lines.push(`2 light ramp-up sets of ${firstExercise}`);
  }
  return lines;
}

export function pelvicFloorLine(language: Language): string {
  return language === 'es'
    ? 'Suelo pélvico: 10 contracciones lentas de 5 s, respirando con normalidad'
    : 'Pelvic floor: 10 slow 5-second squeezes, breathing normally';
}

export function asthmaWarmUpLine(language: Language): string {
  return language === 'es'
    ? 'Asma: alarga el calentamiento unos minutos y ten el inhalador de rescate a mano'
    : 'Asthma: warm up a few minutes longer and keep your reliever inhaler at hand';
}

/** What a gentle week holds, in the words of its overview: walking, wheeling, or breathing and mobility. */
export function gentleWeekWords(language: Language, facts: PlanFacts): string {
  const activity = gentleActivity(facts);
  if (language === 'es')
    return activity === 'walk'
      ? 'paseos suaves y movilidad, a un ritmo en el que puedas hablar con comodidad'
      : activity === 'wheel'
        ? 'desplazamientos suaves en la silla y movilidad, a un ritmo en el que puedas hablar con comodidad'
        : 'respiración y movilidad suave';
  return activity === 'walk'
    ? 'gentle walking and mobility, at a pace where you can talk comfortably'
    : activity === 'wheel'
      ? 'gentle wheeling and mobility, at a pace where you can talk comfortably'
      : 'breathing and gentle mobility';
}

/** The overview of a clearance-first plan: what it is for and what its week holds, in the coach's words. */
export function clearanceOverview(language: Language, name: string, facts: PlanFacts): string {
  const week = gentleWeekWords(language, facts);
  if (language === 'es') {
    return `${name ? `${name}, antes` : 'Antes'} de darte un plan de entrenamiento necesitamos que un profesional sanitario te dé el visto bueno, por lo que nos contaste (mira el aviso de arriba). Mientras tanto, este plan solo incluye ${week}. Detente y pide ayuda ante cualquier molestia torácica, mareo, falta de aire desproporcionada o palpitaciones. Cuando tengas el visto bueno, vuelve y crea un plan nuevo con lo que te hayan indicado.`;
  }
  return `${name ? `${name}, before` : 'Before'} we give you a training plan, a health professional needs to clear you, because of what you told us (see the notice above). Meanwhile this plan holds only ${week}. Stop and get help at any discomfort in your chest, dizziness, unusual breathlessness or palpitations. Once you are cleared, come back and make a new plan with what they advise.`;
}

/** Why a clearance-first week is gentle, and short only when it is shorter than the time chosen. */
export function clearanceNote(language: Language, facts: PlanFacts, chosenMinutes: number): string {
  const short = facts.longestSession < chosenMinutes - 2;
  if (language === 'es')
    return short
      ? 'Las sesiones son cortas y suaves a propósito: no llenan el tiempo que elegiste hasta que un profesional te dé el visto bueno.'
      : 'Las sesiones son suaves a propósito hasta que un profesional te dé el visto bueno.';
  return short
    ? 'Sessions are short and gentle on purpose: they do not fill the time you chose until a professional has cleared you.'
    : 'Sessions are gentle on purpose until a professional has cleared you.';
}

export function raceSplitName(language: Language): string {
  return language === 'es' ? 'carrera con fuerza' : 'running with strength';
}

export function balanceLine(language: Language, bothFeet = false): string {
  if (bothFeet)
    return language === 'es'
      ? 'Equilibrio: 2 x 20-30 s con los pies juntos y luego uno un poco por delante, con las manos en un apoyo firme'
      : 'Balance: 2 x 20-30 s with feet together, then one foot a little ahead, hands on a steady support';
  // Always with a hand on a support: the people this line is for (65 and over) balance supported
  // (docs/coaching.md "Populations"; the checker's supported-balance rule).
  return language === 'es'
    ? 'Equilibrio: 2 x 20-30 s sobre una pierna por lado, con una mano apoyada en una silla o una encimera (mesada)'
    : 'Balance: 2 x 20-30 s standing on one leg per side, one hand on a chair or counter';
}

export function coolDownLines(language: Language, minutes: number, stretchNames: string[]): string[] {
  if (minutes <= 0) return [];
  if (language === 'es') {
    return [
      `${Math.max(1, Math.ceil(minutes / 2))} min caminando suave y respirando hondo`,
      ...(stretchNames.length ? [`Estiramientos suaves: ${stretchNames.join(', ')} (30-45 s cada uno)`] : []),
    ];
  }
  return [
    `${Math.max(1, Math.ceil(minutes / 2))} min of easy walking and deep breathing`,
    ...(stretchNames.length ? [`Gentle stretches: ${stretchNames.join(', ')} (30-45 s each)`] : []),
  ];
}

export function loadHintText(
  language: Language,
  progression: 'load' | 'reps' | 'variation',
  rir: string,
  timed: boolean,
): string {
  if (language === 'es') {
    if (timed) return 'Mantén una técnica perfecta durante todo el tiempo';
    if (progression === 'load')
      return `Un peso con el que te queden ${rir.replace('RIR ', '')} repeticiones en reserva`;
    if (progression === 'reps') return 'Peso corporal o banda: controla la bajada en 2-3 s';
    return 'Peso corporal: si es fácil, pasa a la variante más difícil';
  }
  if (timed) return 'Hold perfect form for the whole time';
  if (progression === 'load') return `A weight that leaves ${rir.replace('RIR ', '')} reps in reserve`;
  if (progression === 'reps') return 'Bodyweight or band: lower under control over 2-3 s';
  return 'Bodyweight: when it gets easy, move to the harder variation';
}

/** Run-walk rounds: the "rest" is walking, and says so. */
export function runWalkLine(
  language: Language,
  name: string,
  rounds: number,
  run: number,
  walk: number,
): string {
  return language === 'es'
    ? `${name} (${rounds === 1 ? '1 ronda' : `${rounds} rondas`}: ${durationWords(run)} corriendo / ${durationWords(walk)} caminando)`
    : `${name} (${rounds === 1 ? '1 round' : `${rounds} rounds`}: ${durationWords(run)} running / ${durationWords(walk)} walking)`;
}
