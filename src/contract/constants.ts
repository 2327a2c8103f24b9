/**
 * Plain constants shared by client and server. No zod here: the client imports this file, and a
 * schema library in the landing page's bundle would cost tens of kilobytes for nothing.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A first path segment that looks like a language code (en, es, fr, pt-BR); others are unknown routes. */
export const LANGUAGE_SEGMENT = /^[a-z]{2}(-[A-Za-z]{2})?$/;

/** The inert JSON element in which the server hands a page's query data to the browser's query cache. */
export const PRELOADED_QUERIES_ELEMENT_ID = 'preloaded-queries';

/** The local-storage keys of docs/product.md: theme choice, language choice, and the device's saved items. */
export const STORAGE_KEYS = {
  theme: 'workout-ai-theme',
  language: 'i18nextLng',
  workouts: 'user-workouts',
  challenges: 'user-challenges',
  /** The sessions finished on this device (src/client/features/training/log.ts). */
  trainingLog: 'training-log',
  /** kg or lb, chosen once per device in the session view. */
  loadUnit: 'load-unit',
  /** Exercises swapped on this device, per plan (src/client/features/swap/swaps.ts). */
  swaps: 'workout-swaps',
  /** The session under way on this device, to resume after a reload (src/client/features/training/activeSession.ts). */
  activeSession: 'training-session-in-progress',
  /** Challenge completions waiting for a connection (src/client/features/challenge/completionQueue.ts). */
  completionQueue: 'challenge-completion-queue',
  /** The plans whose read and drawings the service worker holds in full (src/client/lib/pwa/warmOffline.ts). */
  offlinePlans: 'offline-kept-plans',
} as const;

/** The header that carries a plan's private management key (unlist, relist, delete). */
export const MANAGEMENT_KEY_HEADER = 'x-management-key';

/** Public ids (plans, challenges, participants): random, URL-safe. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{12,32}$/;

export const RATING_LIMITS = { nameMin: 2, nameMax: 60, feedbackMin: 5, feedbackMax: 1000 } as const;
export const CHALLENGE_LIMITS = {
  nameMax: 120,
  descriptionMax: 1000,
  personMax: 60,
  participantsMax: 200,
  /** A progression day's name, as a completion names it ('Monday'). */
  dayNameMax: 60,
} as const;
export const BROWSE_PAGE_SIZE = 12;
