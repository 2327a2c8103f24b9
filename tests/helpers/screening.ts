import type { Language } from '../../src/contract/site';
import type { Screening, WorkoutPlan } from '../../src/contract/workout';

/** The coach's sentences, as the coach writes them in each language (docs/coaching.md "Screening before prescribing"). */
export const SCREENINGS = {
  clearance: {
    en: {
      outcome: 'clearance',
      reasons: [
        {
          code: 'chest-symptoms',
          text: 'You mentioned chest pain during exercise. Please see a doctor before you start training hard.',
          see: 'doctor',
        },
        {
          code: 'recent-surgery',
          text: 'You mentioned an operation in the last few weeks. Your surgeon or physiotherapist should clear you first.',
          see: 'surgeon-or-physiotherapist',
        },
      ],
    },
    es: {
      outcome: 'clearance',
      reasons: [
        {
          code: 'chest-symptoms',
          text: 'Mencionaste dolor en el pecho al hacer ejercicio. Consulta a un médico antes de empezar a entrenar fuerte.',
          see: 'doctor',
        },
        {
          code: 'pregnancy-complications',
          text: 'Mencionaste una complicación del embarazo. Quien lleva tu embarazo debe darte el visto bueno primero.',
          see: 'obstetric-carer',
        },
      ],
    },
  },
  adapted: {
    en: {
      outcome: 'adapted',
      reasons: [
        {
          code: 'pregnancy',
          text: 'You are pregnant: no lying flat on your back or on your belly, no jumping, and effort you can talk through.',
          see: 'obstetric-carer',
        },
      ],
    },
    es: {
      outcome: 'adapted',
      reasons: [
        {
          code: 'older-adult',
          text: 'Como tienes más de 75 años, el plan no incluye saltos y añade equilibrio en cada sesión.',
          see: null,
        },
      ],
    },
  },
} satisfies Record<'clearance' | 'adapted', Record<Language, Screening>>;

/** A small, valid plan in one language with the screening given. */
export function planWith(screening: Screening | null, language: Language = 'en'): WorkoutPlan {
  const es = language === 'es';
  return {
    id: 'abcdefghijklmnop',
    createdAt: '2025-01-01T00:00:00.000Z',
    language,
    userName: es ? 'Lucía' : 'Sam',
    listed: false,
    view: 'owner',
    adaptedToHealth: screening !== null && screening.outcome !== 'clear',
    generator: 'builtin',
    fitnessGoal: 'stayHealthy',
    fitnessLevel: 'beginner',
    focusArea: 'none',
    workoutStyle: 'traditional',
    daysPerWeek: 3,
    timePerSession: '30 minutes',
    sessionMinutes: 30,
    overview: es ? 'Tres días de caminata suave y movilidad.' : 'Three days of gentle walking and mobility.',
    schedule: [
      {
        name: es ? 'Lunes' : 'Monday',
        kind: 'active-recovery',
        focus: es ? 'Caminata y movilidad' : 'Walking and mobility',
        estimatedMinutes: 30,
        style: 'traditional',
        rounds: 1,
        warmUp: [],
        exercises: [
          {
            catalogId: null,
            name: es ? 'Caminata suave' : 'Easy walk',
            sets: 1,
            reps: null,
            durationSeconds: 1200,
            restSeconds: 0,
            effort: es ? 'suave' : 'easy',
            loadHint: '',
            cues: [],
            videoId: null,
            block: '',
            text: es ? 'Caminata suave (20 min)' : 'Easy walk (20 min)',
            notes: null,
          },
        ],
        coolDown: [],
      },
    ],
    restDays: [],
    videos: [],
    disclaimer: es ? 'Este plan no es consejo médico.' : 'This plan is not medical advice.',
    notes: [],
    screening,
    progressionWeeks: [],
    averageRating: 0,
    reviewCount: 0,
  };
}
