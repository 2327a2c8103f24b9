import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type Language, STORAGE_KEYS } from '../../contract/constants';

export { i18n };

type Catalogue = { messages: Record<string, string> };
/** The frame and landing page's text, the shared labels and error sentences, every other page's, and the training history's (lingui.config.ts). */
export type CatalogueName = 'messages' | 'labels' | 'pages' | 'history';
export const ALL_CATALOGUES: readonly CatalogueName[] = ['messages', 'labels', 'pages', 'history'];

const loaders: Record<Language, Record<CatalogueName, () => Promise<Catalogue>>> = {
  en: {
    messages: () => import('../../../locales/en/messages.po') as Promise<Catalogue>,
    labels: () => import('../../../locales/en/labels.po') as Promise<Catalogue>,
    pages: () => import('../../../locales/en/pages.po') as Promise<Catalogue>,
    history: () => import('../../../locales/en/history.po') as Promise<Catalogue>,
  },
  es: {
    messages: () => import('../../../locales/es/messages.po') as Promise<Catalogue>,
    labels: () => import('../../../locales/es/labels.po') as Promise<Catalogue>,
    pages: () => import('../../../locales/es/pages.po') as Promise<Catalogue>,
    history: () => import('../../../locales/es/history.po') as Promise<Catalogue>,
  },
};

/** The catalogues this visit has needed so far: a language switch loads them all in the new language. */
const needed = new Set<CatalogueName>(['messages']);
/** The language being switched to, or the active one. */
let targetLanguage: Language | undefined;

/** Loads catalogues' messages into Lingui without switching language (the server prerenders in both). */
export async function loadCatalogue(
  language: Language,
  names: Iterable<CatalogueName> = needed,
): Promise<void> {
  const catalogues = await Promise.all([...names].map((name) => loaders[language][name]()));
  for (const { messages } of catalogues) i18n.load(language, messages);
}

/** Loads the catalogue (once) and switches the interface and the document language to it. */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  targetLanguage = language;
  await loadCatalogue(language);
  if (targetLanguage !== language) return; // switched again meanwhile: the later switch decides
  i18n.activate(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch (error) {
    console.warn('Could not remember the language choice', error);
  }
}

/** For `/`: the saved choice, then the browser's language (its first part), then English. */
export function detectLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be blocked; the browser language still works.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag?.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** A loader that fetches catalogues in the current language alongside the code it loads. */
function withMessages<T>(names: readonly CatalogueName[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (const name of names) needed.add(name);
    const language = targetLanguage ?? (isLanguage(i18n.locale) ? i18n.locale : undefined);
    const [module] = await Promise.all([load(), language ? loadCatalogue(language, names) : null]);
    return module;
  };
}

/**
 * A loader for code outside the frame (a page, the questionnaire, the example plan): it fetches the
 * `pages` catalogue, and the `labels` the pages share, in the current language alongside the code, so
 * the text is there when it renders, and any catalogue of its own (`also`: the training history's).
 */
export function withPageMessages<T>(
  load: () => Promise<T>,
  also: readonly CatalogueName[] = [],
): () => Promise<T> {
  return withMessages(['labels', 'pages', ...also], load);
}

/**
 * A loader for a later part of the landing page or the frame that shows answer labels, error sentences
 * or effort words (the showcase's plan cards, the early-tester dialog): the small `labels` catalogue only.
 */
export function withLabelMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return withMessages(['labels'], load);
}
