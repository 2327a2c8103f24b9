import { z } from 'zod';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const languageSchema = z.enum(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const siteInfoSchema = z
  .object({
    betaEndDate: z.string().nullable(),
    awardUrl: z.string().nullable(),
    supportUrl: z.string().nullable(),
    socialUrls: z.array(z.string()),
    promoVideoId: z.string().nullable(),
    plansThisWeek: z.number().int().nonnegative(),
  })
  .meta({
    example: {
      betaEndDate: '2027-06-30',
      awardUrl: null,
      supportUrl: null,
      socialUrls: [],
      promoVideoId: null,
      plansThisWeek: 12,
    },
  });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** A first path segment that looks like a language code (en, es, fr, pt-BR); others are unknown routes. */
export const LANGUAGE_SEGMENT = /^[a-z]{2}(-[A-Za-z]{2})?$/;

/** The local-storage keys of SPEC.md: theme choice, language choice, and the device's saved items. */
export const STORAGE_KEYS = {
  theme: 'workout-ai-theme',
  language: 'i18nextLng',
  workouts: 'user-workouts',
  challenges: 'user-challenges',
} as const;
