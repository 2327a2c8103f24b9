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

export const languageSchema = z
  .enum(LANGUAGES)
  .meta({ id: 'Language', description: 'A language of the app: English (`en`) or Spanish (`es`).' });

export const siteInfoSchema = z
  .object({
    betaEndDate: z.iso.date().nullable().describe('The last day of the beta, or null when none is set.'),
    awardUrl: z
      .string()
      .nullable()
      .describe("The address of an award's page shown on the landing page, or null."),
    supportUrl: z
      .string()
      .nullable()
      .describe('The address where visitors can support the project, or null.'),
    socialUrls: z.array(z.string()).describe("The project's social media pages."),
    promoVideoId: z.string().nullable().describe('A YouTube video id for the landing page, or null.'),
    plansThisWeek: z.number().int().nonnegative().describe('Plans created in the last seven days.'),
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
