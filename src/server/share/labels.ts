import { type ChoiceField, type LabelKey, labelKey } from '../../contract/answers';
import { withEffortInWords } from '../../contract/effort';
import { SHARED_PLAN_NOTICE } from '../../contract/privacy';
import type { Language } from '../../contract/site';
import type { Professional, WorkoutPlan } from '../../contract/workout';

/** The words the PDF and the email use around the plan's own text, in the reader's language. */
export const SHARE_LABELS: Record<Language, Record<string, string>> = {
  en: {
    title: 'Workout plan',
    by: 'by',
    planId: 'Plan ID',
    daysPerWeek: 'days per week',
    minutes: 'min per session',
    overview: 'Overview',
    notes: 'Notes from your coach',
    schedule: 'Weekly schedule',
    rest: 'Rest day',
    warmUp: 'Warm-up',
    coolDown: 'Cool-down',
    restSeconds: 'rest',
    progression: 'Four-week progression',
    week: 'Week',
    share: 'Open this plan online',
    safety: 'Safety',
    emailSubject: 'Your workout plan',
    emailIntro:
      'Here is your workout plan. The PDF is attached, and the link below always shows the latest version.',
    emailFooter:
      'You received this email because someone asked for this plan to be sent to this address. We do not keep the address.',
    emailFooterOnboarding:
      'You received this email because you asked for your plan to be sent here when you made it. We keep this address for 30 days, so that you can delete the plan by email from its page, then erase it.',
    anonymous: 'Anonymous',
    greeting: 'Hi',
    deletionSubject: 'Delete your workout plan',
    deletionIntro:
      'Someone asked to delete the workout plan made with this email address. If it was you, open the link below and confirm: the plan, its ratings and its challenges are deleted for good.',
    deletionFooter:
      'If you did not ask for this, ignore this email: nothing happens and the plan stays as it is.',
    earlyTesterSubject: 'Confirm your beta sign-up',
    earlyTesterIntro:
      'Someone signed this address up for news about the Workout Coach beta. If it was you, open the link below to confirm; until then we keep nothing you can be reached at.',
    earlyTesterFooter:
      'If you did not sign up, ignore this email: the sign-up is erased unconfirmed and you will hear nothing more.',
    clearanceTitle: 'See a professional before you train hard',
    clearanceMeanwhile:
      'Until a professional says you can, this plan holds only gentle walking and mobility: nothing hard, heavy or fast.',
    adaptedTitle: 'Adapted for you',
    whoToSee: 'Who to see',
    checkWith: 'Check with',
  },
  es: {
    title: 'Plan de entrenamiento',
    by: 'de',
    planId: 'ID del plan',
    daysPerWeek: 'días por semana',
    minutes: 'min por sesión',
    overview: 'Resumen',
    notes: 'Notas de tu entrenador',
    schedule: 'Plan semanal',
    rest: 'Día de descanso',
    warmUp: 'Calentamiento',
    coolDown: 'Vuelta a la calma',
    restSeconds: 'descanso',
    progression: 'Progresión de cuatro semanas',
    week: 'Semana',
    share: 'Abre este plan en línea',
    safety: 'Seguridad',
    emailSubject: 'Tu plan de entrenamiento',
    emailIntro:
      'Aquí tienes tu plan de entrenamiento. El PDF va adjunto y el enlace de abajo siempre muestra la última versión.',
    emailFooter:
      'Recibes este correo porque alguien pidió enviar este plan a esta dirección. No guardamos la dirección.',
    emailFooterOnboarding:
      'Recibes este correo porque pediste que te enviáramos aquí tu plan al crearlo. Guardamos esta dirección 30 días, para que puedas eliminar el plan por correo desde su página, y después la borramos.',
    anonymous: 'Anónimo',
    greeting: 'Hola',
    deletionSubject: 'Elimina tu plan de entrenamiento',
    deletionIntro:
      'Alguien ha pedido eliminar el plan de entrenamiento creado con esta dirección de correo. Si has sido tú, abre el enlace de abajo y confírmalo: el plan, sus valoraciones y sus retos se eliminarán para siempre.',
    deletionFooter: 'Si no lo has pedido tú, ignora este correo: no pasará nada y el plan seguirá como está.',
    earlyTesterSubject: 'Confirma tu registro en la beta',
    earlyTesterIntro:
      'Alguien registró esta dirección para recibir noticias de la beta de Workout Coach. Si fuiste tú, abre el enlace de abajo para confirmarlo; hasta entonces no guardamos nada con lo que podamos escribirte.',
    earlyTesterFooter:
      'Si no te registraste, ignora este correo: el registro se borrará sin confirmar y no volverás a saber de nosotros.',
    clearanceTitle: 'Consulta a un profesional antes de entrenar fuerte',
    clearanceMeanwhile:
      'Hasta que un profesional te dé el visto bueno, este plan solo incluye caminatas suaves y movilidad: nada intenso, pesado ni rápido.',
    adaptedTitle: 'Adaptado para ti',
    whoToSee: 'A quién consultar',
    checkWith: 'Consúltalo con',
  },
};

/** How long a deletion link works, in the message's words (the hours come from src/contract/deletion.ts). */
export function deletionExpiryText(language: Language, hours: number): string {
  return language === 'es'
    ? `El enlace solo funciona una vez, durante ${hours} horas.`
    : `The link works once, within ${hours} hours.`;
}

/**
 * The server's one table of answer labels (the PDF, the email, link previews), keyed by the contract's
 * values (src/contract/answers.ts); the same words as the client's table (src/client/lib/answerLabels.ts,
 * translated in locales/). An 'other:' answer is "Other" here: these reach whoever has the link, and
 * the visitor's own words can hold health details.
 */
type AnswerTable = { [F in ChoiceField]: Record<LabelKey<F>, string> };
const ANSWER_LABELS: Record<Language, AnswerTable> = {
  en: {
    gender: { male: 'Male', female: 'Female', preferNotToSay: 'Prefer not to say', other: 'Other' },
    fitnessLevel: {
      novice: 'Novice',
      beginner: 'Beginner',
      intermediate: 'Intermediate',
      advanced: 'Advanced',
      other: 'Other',
    },
    fitnessGoal: {
      muscle: 'Build muscle',
      loss: 'Lose weight',
      endurance: 'Improve endurance',
      tone: 'Tone up',
      strength: 'Get stronger',
      stayHealthy: 'Stay healthy',
      other: 'Other',
    },
    workoutLocation: {
      gym: 'Gym',
      home: 'At home',
      outdoor: 'Outdoors',
      hotel: 'Hotel',
      office: 'Office',
      anywhere: 'Anywhere',
      other: 'Other',
    },
    workoutStyle: {
      traditional: 'Strength',
      circuit: 'Balanced',
      supersets: 'Functional',
      hiit: 'HIIT',
      cardio: 'Cardio',
      flexibility: 'Flexibility',
      other: 'Other',
    },
    focusArea: {
      'full-body': 'Full body',
      'upper-body': 'Upper body',
      'lower-body': 'Lower body',
      core: 'Core',
      back: 'Back',
      chest: 'Chest',
      arms: 'Arms',
      glutes: 'Glutes',
      shoulders: 'Shoulders',
      none: 'No focus',
      other: 'Other',
    },
    equipment: {
      dumbbells: 'Dumbbells',
      kettlebells: 'Kettlebells',
      'resistance-bands': 'Resistance bands',
      'pull-up-bar': 'Pull-up bar',
      bench: 'Bench',
      none: 'None',
      'suspension-trainer': 'Suspension trainer',
      'park-equipment': 'Park equipment',
      'hotel-gym': 'Hotel gym',
      'office-chair': 'Office chair',
      'small-space': 'Small space',
      barbell: 'Barbell',
      cable: 'Cable machine',
      cardioMachines: 'Cardio machines',
      gymnasticsRings: 'Gymnastics rings',
      gymMembership: 'Full gym',
      lightDumbbells: 'Light dumbbells',
      other: 'Other',
    },
  },
  es: {
    gender: { male: 'Hombre', female: 'Mujer', preferNotToSay: 'Prefiero no decirlo', other: 'Otro' },
    fitnessLevel: {
      novice: 'Novato',
      beginner: 'Principiante',
      intermediate: 'Intermedio',
      advanced: 'Avanzado',
      other: 'Otro',
    },
    fitnessGoal: {
      muscle: 'Ganar músculo',
      loss: 'Perder peso',
      endurance: 'Mejorar la resistencia',
      tone: 'Tonificar',
      strength: 'Ganar fuerza',
      stayHealthy: 'Mantenerse sano',
      other: 'Otro',
    },
    workoutLocation: {
      gym: 'Gimnasio',
      home: 'En casa',
      outdoor: 'Al aire libre',
      hotel: 'Hotel',
      office: 'Oficina',
      anywhere: 'En cualquier lugar',
      other: 'Otro',
    },
    workoutStyle: {
      traditional: 'Fuerza',
      circuit: 'Equilibrado',
      supersets: 'Funcional',
      hiit: 'HIIT',
      cardio: 'Cardio',
      flexibility: 'Flexibilidad',
      other: 'Otro',
    },
    focusArea: {
      'full-body': 'Cuerpo completo',
      'upper-body': 'Tren superior',
      'lower-body': 'Tren inferior',
      core: 'Core',
      back: 'Espalda',
      chest: 'Pecho',
      arms: 'Brazos',
      glutes: 'Glúteos',
      shoulders: 'Hombros',
      none: 'Sin zona concreta',
      other: 'Otro',
    },
    equipment: {
      dumbbells: 'Mancuernas',
      kettlebells: 'Kettlebells (pesas rusas)',
      'resistance-bands': 'Bandas elásticas',
      'pull-up-bar': 'Barra de dominadas',
      bench: 'Banco',
      none: 'Ninguno',
      'suspension-trainer': 'Cintas de suspensión (TRX)',
      'park-equipment': 'Aparatos del parque',
      'hotel-gym': 'Gimnasio del hotel',
      'office-chair': 'Silla de oficina',
      'small-space': 'Espacio reducido',
      barbell: 'Barra',
      cable: 'Máquina de poleas',
      cardioMachines: 'Máquinas de cardio',
      gymnasticsRings: 'Anillas',
      gymMembership: 'Gimnasio completo',
      lightDumbbells: 'Mancuernas ligeras',
      other: 'Otro',
    },
  },
};

/** A stored answer in the reader's language: a key's label, or "Other" for the visitor's own words. */
export function answerWords<F extends ChoiceField>(language: Language, field: F, value: string): string {
  return (ANSWER_LABELS[language][field] as Record<string, string>)[labelKey(field, value)]!;
}

/** Who to see, in the reader's language (the same words as the plan page, src/client/features/plan/ScreeningNotice.tsx). */
export const PROFESSIONAL_LABELS: Record<Language, Record<Professional, string>> = {
  en: {
    doctor: 'Your doctor',
    'surgeon-or-physiotherapist': 'Your surgeon or physiotherapist',
    physiotherapist: 'A physiotherapist',
    'obstetric-carer': 'Whoever looks after your pregnancy (obstetrician or midwife)',
  },
  es: {
    doctor: 'Tu médico',
    'surgeon-or-physiotherapist': 'Tu cirujano o fisioterapeuta',
    physiotherapist: 'Un fisioterapeuta',
    'obstetric-carer': 'Quien lleva el control de tu embarazo (obstetra, matrona o partera)',
  },
};

export type ScreeningNoticeText = {
  outcome: 'clearance' | 'adapted';
  title: string;
  /** Each reason in the coach's words (the plan's language), with who to see in the reader's. */
  reasons: { text: string; see: string | null }[];
  /** What the plan holds meanwhile; only when clearance comes first. */
  meanwhile: string | null;
};

/**
 * The screening notice the PDF and the email open with (docs/coaching.md "Screening before prescribing"),
 * as plain text pieces for each to lay out; null for 'clear' and for plans made before screening. A
 * public view (src/contract/privacy.ts) has no screening: every public view, adapted or not, opens with
 * the same neutral sentence, so the notice's presence says nothing about the creator's health.
 */
export function screeningNoticeText(
  plan: Pick<WorkoutPlan, 'screening' | 'view'>,
  language: Language,
): ScreeningNoticeText | null {
  if (plan.view === 'public')
    return { outcome: 'adapted', title: SHARED_PLAN_NOTICE[language], reasons: [], meanwhile: null };
  const { screening } = plan;
  if (!screening || screening.outcome === 'clear') return null;
  const labels = SHARE_LABELS[language];
  const clearance = screening.outcome === 'clearance';
  const seeLabel = clearance ? labels.whoToSee : labels.checkWith;
  return {
    outcome: screening.outcome,
    title: (clearance ? labels.clearanceTitle : labels.adaptedTitle)!,
    reasons: screening.reasons.map((reason) => ({
      text: reason.text,
      see: reason.see ? `${seeLabel}: ${PROFESSIONAL_LABELS[language][reason.see]}` : null,
    })),
    meanwhile: clearance ? labels.clearanceMeanwhile! : null,
  };
}

/** Effort in plain words for the PDF, in the same words as the web page (src/client/lib/effort.ts). */
const EFFORT_WORDS: Record<Language, (reps: string) => string> = {
  en: (reps) =>
    reps === '0'
      ? 'go until you cannot do another good rep'
      : reps === '1'
        ? 'stop 1 rep before failure'
        : `stop ${reps} reps before failure`,
  es: (reps) =>
    reps === '0'
      ? 'sigue hasta que no puedas hacer otra repetición bien hecha'
      : reps === '1'
        ? 'para a 1 repetición del fallo'
        : `para a ${reps} repeticiones del fallo`,
};

/** 'Goblet squat (3 x 10 @ RIR 2)' prints as 'Goblet squat (3 x 10, stop 2 reps before failure)'. */
export function plainExerciseLine(language: Language, exercise: { text: string; effort: string }): string {
  return withEffortInWords(exercise, EFFORT_WORDS[language]);
}
