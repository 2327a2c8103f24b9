import type { Language } from '../../contract/site';
import type { Professional, Screening } from '../../contract/workout';

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
    clearanceTitle: 'Consulta a un profesional antes de entrenar fuerte',
    clearanceMeanwhile:
      'Hasta que un profesional te dé el visto bueno, este plan solo incluye caminatas suaves y movilidad: nada intenso, pesado ni rápido.',
    adaptedTitle: 'Adaptado para ti',
    whoToSee: 'A quién consultar',
    checkWith: 'Consúltalo con',
  },
};

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
    'obstetric-carer': 'Quien lleva el control de tu embarazo (obstetra o matrona)',
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
 * as plain text pieces for each to lay out; null for 'clear' and for plans made before screening.
 */
export function screeningNoticeText(
  screening: Screening | null,
  language: Language,
): ScreeningNoticeText | null {
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
