import { useParams } from 'react-router';
import { translateBlogPath } from '../../content/blog/slugs';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contract/constants';
import { useHydrated } from './useHydrated';

/** The route's language; every page lives under /{lang}. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** '/browse' under 'es' becomes '/es/browse'; '' becomes '/es'. */
export function localizedPath(language: Language, path = ''): string {
  return `/${language}${path === '/' ? '' : path}`;
}

/** A link to share: this site's origin and the localized path. */
export function shareableUrl(language: Language, path: string): string {
  return `${window.location.origin}${localizedPath(language, path)}`;
}

/** shareableUrl for rendering: the server's prerender (and hydration) show the path alone. */
export function useShareableUrl(language: Language, path: string): string {
  return useHydrated() ? shareableUrl(language, path) : localizedPath(language, path);
}

/** Switching language changes only the first path segment and keeps the rest (and the query). */
export function switchLanguageInPath(pathname: string, language: Language): string {
  const segments = pathname.split('/');
  segments[1] = language;
  // An article has its own slug in each language (src/content/blog/slugs.ts).
  const rest = translateBlogPath(segments.slice(2).join('/'), language);
  return [...segments.slice(0, 2), ...(segments.length > 2 ? [rest] : [])].join('/') || `/${language}`;
}

/** The page a path shows, whatever its language: '/es/plan/x' and '/en/plan/x' are the same page. */
export function pageOf(pathname: string): string {
  return pathname.split('/').slice(2).join('/');
}
