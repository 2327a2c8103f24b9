import type { Language } from '../../contract/site';

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
  },
};
