import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contract/constants';

/** The route's language; every page lives under /{lang}. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** '/browse' under 'es' becomes '/es/browse'; '' becomes '/es'. */
export function localizedPath(language: Language, path = ''): string {
  return `/${language}${path === '/' ? '' : path}`;
}

/** Switching language changes only the first path segment and keeps the rest (and the query). */
export function switchLanguageInPath(pathname: string, language: Language): string {
  const segments = pathname.split('/');
  segments[1] = language;
  return segments.join('/') || `/${language}`;
}
