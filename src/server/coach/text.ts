import type { Language } from '../../contract/site';
import type { Level } from './catalogue/types';
import type { InjuryKey } from './injuries';
import type { Focus, Goal, Reading, Style } from './profile';

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
  | 'mobility';

export const SESSION_LABELS: Record<Language, Record<SessionType | 'rest', string>> = {
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
    mobility: 'Mobility and recovery',
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
    mobility: 'Movilidad y recuperación',
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
    hiit: 'Las sesiones son circuitos por intervalos: trabaja fuerte el tiempo indicado, descansa el tiempo indicado y repite las rondas escritas.',
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
    shoulder: 'shoulder',
    wrist: 'wrist',
    hip: 'hip',
    ankle: 'ankle',
  },
  es: {
    knee: 'rodilla',
    'lower-back': 'zona lumbar',
    shoulder: 'hombro',
    wrist: 'muñeca',
    hip: 'cadera',
    ankle: 'tobillo',
  },
};

const INJURY_ADVICE: Record<Language, Record<InjuryKey, string>> = {
  en: {
    knee: 'no deep loaded squats, jumping or running; box squats, bridges, hip thrusts, controlled step-ups and calf raises instead',
    'lower-back':
      'no heavy spinal loading and no loaded spinal flexion; single-leg work, bird dogs, dead bugs, side planks and bridges instead',
    shoulder:
      'no behind-the-neck work, upright rows, deep dips or overhead pressing; neutral-grip and floor presses, face pulls and pull-aparts instead',
    wrist: 'no flat-palm push-ups or planks; handles or fists, forearm planks and neutral grips instead',
    hip: 'no deep lunges; supported or shallow lunges and step-ups instead',
    ankle: 'no jumping or running; low-impact conditioning instead',
  },
  es: {
    knee: 'sin sentadillas profundas con carga, saltos ni carrera; en su lugar sentadilla a cajón alto, puentes, hip thrust, subidas controladas al cajón y elevaciones de talón',
    'lower-back':
      'sin cargas pesadas sobre la columna ni flexión de columna con carga; en su lugar trabajo a una pierna, bird dog, dead bug, plancha lateral y puentes',
    shoulder:
      'sin trabajo tras la nuca, remo al mentón, fondos profundos ni press por encima de la cabeza; en su lugar press con agarre neutro o en el suelo, face pull y aperturas con banda',
    wrist:
      'sin flexiones ni planchas con la palma plana; en su lugar agarres o puños, plancha de antebrazos y agarre neutro',
    hip: 'sin zancadas profundas; en su lugar zancadas cortas o con apoyo y subidas al cajón',
    ankle: 'sin saltos ni carrera; en su lugar acondicionamiento de bajo impacto',
  },
};

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
  injuries: InjuryKey[];
  weeklySets: [number, number];
  rir: string;
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
  const focusText = facts.focus === 'full-body' ? '' : focusSentence(lang, facts.focus);
  const injuryText = facts.injuries.length
    ? lang === 'es'
      ? ` Por tu ${facts.injuries.map((k) => INJURY_NAMES.es[k]).join(' y ')}: ${facts.injuries.map((k) => INJURY_ADVICE.es[k]).join('; ')}.`
      : ` Because of your ${facts.injuries.map((k) => INJURY_NAMES.en[k]).join(' and ')}: ${facts.injuries.map((k) => INJURY_ADVICE.en[k]).join('; ')}.`
    : '';
  if (lang === 'es') {
    return (
      `${who} es un plan de ${facts.days} días por semana (${facts.splitName}) para ${GOAL_PHRASES.es[facts.goal]}, ` +
      `de nivel ${LEVEL_NAMES.es[facts.level]}, con sesiones de ${facts.minutes} minutos ${LOCATION_PHRASES.es[facts.location] ?? ''}, calentamiento y vuelta a la calma incluidos. ` +
      `Cada grupo muscular se trabaja al menos dos veces por semana, apuntando a ${facts.weeklySets[0]}-${facts.weeklySets[1]} series por músculo y semana cuando el tiempo lo permite, con un esfuerzo de ${facts.rir} (repeticiones que te quedan en reserva). ` +
      `${STYLE_SENTENCES.es[facts.style]}${focusText}${injuryText} ${PROGRESS_SENTENCES.es[facts.style === 'hiit' ? 'hiit' : 'sets']}`
    );
  }
  return (
    `${who} is a ${facts.days}-day-a-week plan (${facts.splitName}) for ${GOAL_PHRASES.en[facts.goal]} at ${LEVEL_NAMES.en[facts.level]} level, ` +
    `with ${facts.minutes}-minute sessions ${LOCATION_PHRASES.en[facts.location] ?? ''}, warm-up and cool-down included. ` +
    `Every muscle group is trained at least twice a week, aiming at ${facts.weeklySets[0]}-${facts.weeklySets[1]} sets per muscle per week where time allows, at an effort of ${facts.rir} (reps left in reserve). ` +
    `${STYLE_SENTENCES.en[facts.style]}${focusText}${injuryText} ${PROGRESS_SENTENCES.en[facts.style === 'hiit' ? 'hiit' : 'sets']}`
  );
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

function focusSentence(language: Language, focus: Focus): string {
  return language === 'es'
    ? ` Hay un énfasis extra en ${FOCUS_NAMES.es[focus]} (más ejercicios y series), sin dejar de trabajar el resto del cuerpo.`
    : ` There is extra emphasis on your ${FOCUS_NAMES.en[focus]} (more exercises and sets), without dropping the rest of the body.`;
}

export function splitName(language: Language, sessions: SessionType[]): string {
  const lifting: SessionType[] = sessions.filter(
    (s) => s !== 'aerobic' && s !== 'mobility' && s !== 'conditioning',
  );
  const has = (s: SessionType) => lifting.includes(s);
  if (has('push'))
    return language === 'es' ? 'torso/pierna y empuje/tirón/pierna' : 'upper/lower and push/pull/legs';
  if (has('upper')) return language === 'es' ? 'torso/pierna' : 'upper/lower';
  return language === 'es' ? 'cuerpo completo' : 'full body';
}

export function readingNote(language: Language, reading: Reading): string {
  const fieldNames: Record<Language, Record<string, string>> = {
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
  if (reading.kind === 'time-read') {
    return language === 'es'
      ? `No entendimos el tiempo por sesión "${reading.text}"; el plan usa ${reading.minutes} minutos.`
      : `We could not read the session time "${reading.text}"; the plan uses ${reading.minutes} minutes.`;
  }
  const field = fieldNames[language][reading.field] ?? reading.field;
  if (reading.kind === 'other-read') {
    return language === 'es'
      ? `Interpretamos tu ${field} "${reading.text}" como "${reading.readAs}".`
      : `We read your ${field} "${reading.text}" as "${reading.readAs}".`;
  }
  if (reading.field === 'equipment') {
    return language === 'es'
      ? `No reconocimos el equipo "${reading.text}", así que el plan no lo usa.`
      : `We did not recognise the equipment "${reading.text}", so the plan does not use it.`;
  }
  return language === 'es'
    ? `No pudimos interpretar tu ${field} "${reading.text}"; el plan usa "${reading.readAs}".`
    : `We could not interpret your ${field} "${reading.text}"; the plan uses "${reading.readAs}".`;
}

export function injuryNotes(
  language: Language,
  facts: { uninterpreted: boolean; redFlag: boolean; details: string },
): string[] {
  const notes: string[] = [];
  if (facts.redFlag) {
    notes.push(
      language === 'es'
        ? 'Lo que describes (cirugía reciente, hinchazón, bloqueos, fallos de la articulación, dolor de más de 4 semanas, dolor en el pecho o mareos) necesita la valoración de un profesional sanitario antes de empezar este plan.'
        : 'What you describe (recent surgery, swelling, locking, giving way, pain for over 4 weeks, chest pain or dizziness) needs a health professional to see you before you start this plan.',
    );
  }
  if (facts.uninterpreted) {
    const details = facts.details.slice(0, 120);
    notes.push(
      language === 'es'
        ? `No pudimos interpretar tu lesión${details ? ` ("${details}")` : ''}, así que el plan no aplica reglas especiales para ella. Revisa cada ejercicio con un profesional.`
        : `We could not interpret your injury${details ? ` ("${details}")` : ''}, so the plan applies no special rules for it. Check each exercise with a professional.`,
    );
  }
  if (facts.uninterpreted || facts.redFlag || facts.details) {
    notes.push(
      language === 'es'
        ? 'Dolor durante el ejercicio: 0-3 de 10 está bien, 4-5 es aceptable, por encima de 5 para. Debe calmarse en 24 horas.'
        : 'Pain during exercise: 0-3 out of 10 is fine, 4-5 is acceptable, above 5 stop. It should settle within 24 hours.',
    );
  }
  return notes;
}

export function ageNote(language: Language, age: number): string | null {
  if (age < 65) return null;
  return language === 'es'
    ? 'Como tienes 65 años o más, cada día de entrenamiento incluye trabajo de equilibrio (recomendación de la OMS: al menos 3 días por semana).'
    : 'As you are 65 or over, every training day includes balance work (WHO recommendation: at least 3 days a week).';
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

export function aerobicNote(language: Language): string {
  return language === 'es'
    ? 'Suma paseos a buen ritmo u otra actividad aeróbica moderada en los días de descanso hasta llegar a 150-300 minutos por semana (OMS).'
    : 'Add brisk walks or other moderate aerobic activity on rest days to reach 150-300 minutes a week (WHO).';
}

export function restDayFocus(language: Language): string {
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
      `${general} min de cardio suave (marcha en el sitio, bici o paseo rápido) hasta entrar en calor`,
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

export function balanceLine(language: Language): string {
  return language === 'es'
    ? 'Equilibrio: 2 x 20-30 s sobre una pierna por lado, cerca de una pared'
    : 'Balance: 2 x 20-30 s standing on one leg per side, near a wall';
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

export function exerciseLine(
  language: Language,
  name: string,
  prescription: {
    sets: number;
    reps: string | null;
    durationSeconds: number | null;
    restSeconds: number;
    effort: string;
    interval: boolean;
  },
): string {
  const { sets, reps, durationSeconds, restSeconds, effort, interval } = prescription;
  if (interval && durationSeconds) {
    return language === 'es'
      ? `${name} (${sets} rondas x ${durationSeconds} s de trabajo / ${restSeconds} s de descanso)`
      : `${name} (${sets} rounds x ${durationSeconds} s on / ${restSeconds} s off)`;
  }
  if (durationSeconds) return `${name} (${sets} x ${durationSeconds} s)`;
  return `${name} (${sets} x ${reps} @ ${effort})`;
}
