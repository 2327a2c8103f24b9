import type { Language } from '../../contract/constants';

/**
 * Each article's address in each language: a Spanish reader gets a Spanish slug. Kept apart from the
 * articles so the header's language switch and the server's redirects and hreflang links can translate
 * a blog address without loading the articles. Spanish articles used to live on their English slug;
 * those addresses redirect to the Spanish one (src/server/web.ts, BlogPostPage).
 */
export const BLOG_SLUGS: Readonly<Record<number, Readonly<Record<Language, string>>>> = {
  1: {
    en: 'how-a-rule-based-coach-turns-your-answers-into-a-plan',
    es: 'como-un-entrenador-basado-en-reglas-convierte-tus-respuestas-en-un-plan',
  },
  2: {
    en: 'sets-reps-and-rest-what-the-research-says',
    es: 'series-repeticiones-y-descanso-lo-que-dice-la-investigacion',
  },
  3: { en: 'how-many-sets-per-muscle-per-week', es: 'cuantas-series-por-musculo-a-la-semana' },
  4: {
    en: 'training-around-a-sore-knee-back-or-shoulder',
    es: 'entrenar-con-molestias-en-la-rodilla-la-espalda-o-el-hombro',
  },
  5: { en: 'no-equipment-home-workout', es: 'entrenamiento-en-casa-sin-equipo' },
  6: {
    en: 'short-on-time-5-15-30-minute-workouts',
    es: 'con-poco-tiempo-entrenamientos-de-5-15-y-30-minutos',
  },
  7: {
    en: 'free-workout-plan-generators-what-to-look-for',
    es: 'generadores-gratuitos-de-planes-de-entrenamiento-que-tener-en-cuenta',
  },
  8: {
    en: 'four-week-progression-double-progression-lighter-week',
    es: 'progresion-de-cuatro-semanas-doble-progresion-y-semana-de-descarga',
  },
  9: { en: 'training-with-friends-group-challenges', es: 'entrenar-con-amigos-retos-de-grupo' },
  10: {
    en: 'ai-written-workout-plans-what-they-can-and-cannot-do',
    es: 'planes-de-entrenamiento-escritos-por-ia-lo-que-pueden-y-no-pueden-hacer',
  },
};

/** The article a slug names, in whichever language it is written; undefined when none does. */
export function findBlogSlug(slug: string | undefined): { id: number; language: Language } | undefined {
  for (const [id, slugs] of Object.entries(BLOG_SLUGS)) {
    for (const language of ['en', 'es'] as const)
      if (slugs[language] === slug) return { id: Number(id), language };
  }
  return undefined;
}

/**
 * A path under the language prefix (`blog/<slug>`, `plan/abc` or empty) as `language` writes it: an
 * article's slug becomes its slug in that language; anything else is unchanged.
 */
export function translateBlogPath(rest: string, language: Language): string {
  const match = /^blog\/([a-z0-9-]+)(\/?)$/.exec(rest);
  const found = match ? findBlogSlug(match[1]) : undefined;
  if (!match || !found) return rest;
  return `blog/${BLOG_SLUGS[found.id]![language]}${match[2]}`;
}
