import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type Language, STORAGE_KEYS } from '../../contract/constants';

export { i18n };

type Catalogue = { messages: Record<string, string> };

const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('../../../locales/en/messages.po') as Promise<Catalogue>,
  es: () => import('../../../locales/es/messages.po') as Promise<Catalogue>,
};

/** Loads the catalogue (once) and switches the interface and the document language to it. */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = await loaders[language]();
  i18n.loadAndActivate({ locale: language, messages });
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
