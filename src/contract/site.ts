import { z } from 'zod';
import { LANGUAGES } from './constants';

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_SEGMENT,
  LANGUAGES,
  type Language,
  STORAGE_KEYS,
} from './constants';

export const languageSchema = z.enum(LANGUAGES);

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
