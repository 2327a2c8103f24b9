import { BLOG_POSTS } from '../../content/blog/posts';
import { translateBlogPath } from '../../content/blog/slugs';
import { PUBLIC_OTHER } from '../../contract/privacy';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contract/site';
import type { Sql } from '../db/connection';
import { getChallenge } from '../db/queries/challenges';
import { getPlan, isPlanListed } from '../db/queries/workouts';
import { publicPlan } from '../privacy/publicPlan';
import { answerWords } from './labels';
import { withoutLinks } from './noLinks';

export type PageMeta = {
  title: string;
  description: string;
  type: 'website' | 'article';
  image?: string;
  /** Search engines are asked not to index the page: an unlisted plan, or a challenge on one. */
  noindex?: boolean;
};

const SITE = 'Workout Coach';
const DEFAULTS: Record<Language, PageMeta> = {
  en: {
    title: `${SITE}: free personalised workout plans`,
    description:
      'Answer a short chat and get a personalised, evidence-based workout plan with form cues for every exercise. Free, no account needed.',
    type: 'website',
  },
  es: {
    title: `${SITE}: planes de entrenamiento personalizados y gratuitos`,
    description:
      'Responde un breve chat y recibe un plan de entrenamiento personalizado y basado en la evidencia, con claves de técnica para cada ejercicio. Gratis y sin cuenta.',
    type: 'website',
  },
};

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/**
 * A name or description a visitor typed, as a link preview shows it: without any word a chat app or
 * search result would turn into a link or address (src/server/share/noLinks.ts, as the email does), so a
 * plan or challenge named "verify your account at https://evil.example" previews as plain words and
 * lends the site's card to no link. Spaces left by a dropped word are closed up.
 */
function previewText(text: string): string {
  return withoutLinks(text).split(/\s+/u).filter(Boolean).join(' ');
}

/** What a pasted link should show for this path, read from the database; null means the defaults. */
export async function metaForPath(
  sql: Sql,
  pathname: string,
): Promise<{ language: Language; meta: PageMeta; notFound?: true }> {
  const [, first = '', section, id, subpage] = pathname.split('/');
  const language = isLanguage(first) ? first : DEFAULT_LANGUAGE;
  const fallback = { language, meta: DEFAULTS[language] };
  // No such plan or challenge: the page (the app's not-found view) is answered 404, kept out of indexes.
  const missing = { language, meta: { ...DEFAULTS[language], noindex: true }, notFound: true as const };
  if (!id) return fallback;
  // A plan's training history shows only what this device logged (src/client/pages/HistoryPage.tsx):
  // nothing there for a search engine, and no preview of another person's training.
  if (section === 'plan' && subpage === 'history') {
    const title = language === 'es' ? 'Historial de entrenamiento' : 'Training history';
    return { language, meta: { ...DEFAULTS[language], title: `${title} · ${SITE}`, noindex: true } };
  }
  // The page a deletion link opens (src/contract/deletion.ts): for its creator only, never indexed.
  if (section === 'plan' && subpage === 'delete') {
    const title = language === 'es' ? '¿Eliminar este plan?' : 'Delete this plan?';
    return { language, meta: { ...DEFAULTS[language], title: `${title} · ${SITE}`, noindex: true } };
  }
  try {
    if (section === 'plan') {
      const stored = await getPlan(sql, id);
      if (!stored) return missing;
      // A preview is seen by anyone the link reaches: the plan's public view (src/server/privacy/publicPlan.ts).
      const plan = publicPlan(stored);
      const name = previewText(plan.userName);
      const goal =
        plan.fitnessGoal === PUBLIC_OTHER
          ? ''
          : ` (${answerWords(language, 'fitnessGoal', plan.fitnessGoal).toLowerCase()})`;
      const title =
        language === 'es'
          ? `Plan de ${plan.daysPerWeek} días${goal} de ${name}`
          : `${name}'s ${plan.daysPerWeek}-day plan${goal}`;
      return {
        language,
        meta: {
          title: `${title} · ${SITE}`,
          description: shorten(plan.overview, 200),
          type: 'article',
          image: plan.videos[0]?.thumbnail,
          noindex: !plan.listed,
        },
      };
    }
    if (section === 'challenge') {
      const challenge = await getChallenge(sql, id);
      if (!challenge) return missing;
      const createdBy = previewText(challenge.createdBy);
      const description = challenge.description
        ? previewText(challenge.description)
        : language === 'es'
          ? `Un reto de 4 semanas creado por ${createdBy}. Únete y registra tu progreso.`
          : `A 4-week challenge by ${createdBy}. Join and track your progress.`;
      return {
        language,
        meta: {
          title: `${previewText(challenge.name)} · ${SITE}`,
          description: shorten(description, 200),
          type: 'article',
          noindex: !(await isPlanListed(sql, challenge.workoutPlanId)),
        },
      };
    }
    if (section === 'blog') {
      const post = BLOG_POSTS.find((candidate) => candidate.slugs.en === id || candidate.slugs.es === id);
      if (!post) return fallback;
      return {
        language,
        meta: {
          title: `${post[language].title} · ${SITE}`,
          description: shorten(post[language].excerpt, 200),
          type: 'article',
        },
      };
    }
  } catch {
    // A preview is best effort: the page itself still loads.
  }
  return fallback;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** Replaces the shell's title and description and adds Open Graph, Twitter, canonical and hreflang tags. */
export function renderHead(
  html: string,
  options: { publicUrl: string; pathname: string; language: Language; meta: PageMeta },
): string {
  const { publicUrl, pathname, language, meta } = options;
  const rest = pathname.split('/').slice(2).join('/');
  // An article's alternate in the other language is at its slug in that language.
  const urlFor = (lang: Language) => {
    const path = translateBlogPath(rest, lang);
    return `${publicUrl}/${lang}${path ? `/${path}` : ''}`;
  };
  const canonical = urlFor(language);
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(urlFor('en'))}" />`,
    `<link rel="alternate" hreflang="es" href="${escapeHtml(urlFor('es'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlFor('en'))}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${language === 'es' ? 'es_ES' : 'en_US'}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`,
        ]
      : []),
  ].join('\n    ');
  // Replacer functions, never replacement strings: a name or a path with `$'`, `` $` `` or `$&` in it is
  // text, and a string would expand it into pieces of the page (tests/integration/text-is-text.test.ts).
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description"[^<>]*>/, () => tags);
}
