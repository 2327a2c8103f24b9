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
  /** The questionnaire's answers until the plan is made (src/client/features/onboarding/answersDraft.ts). */
  onboardingDraft: 'onboarding-answers-in-progress',
  /** The session under way on this device, to resume after a reload (src/client/features/training/activeSession.ts). */
  activeSession: 'training-session-in-progress',
  /** Challenge completions waiting for a connection (src/client/features/challenge/completionQueue.ts). */
  completionQueue: 'challenge-completion-queue',
  /** Each participant key this device holds, by participant id (src/client/features/challenge/participantKeys.ts). */
  participantKeys: 'challenge-participant-keys',
  /** Each rating key this device holds, by rating id (src/client/features/plan/ratingKeys.ts). */
  ratingKeys: 'rating-keys',
  /** The plans whose read and drawings the service worker holds in full (src/client/lib/pwa/warmOffline.ts). */
  offlinePlans: 'offline-kept-plans',
} as const;

/** The header that carries a plan's private management key (unlist, relist, delete). */
export const MANAGEMENT_KEY_HEADER = 'x-management-key';
/** The header that carries a participant's private key (mark, unmark, leave the challenge). */
export const PARTICIPANT_KEY_HEADER = 'x-participant-key';
/** The header that carries a rating's private key (its writer deletes it). */
export const RATING_KEY_HEADER = 'x-rating-key';
/**
 * The fragment of a challenge link that moves a participant to another device: `#participant=<id>.<key>`.
 * A fragment never reaches the server (nor its logs); the page stores the key and removes it from the
 * address bar (src/client/features/challenge/participantKeys.ts).
 */
export const PARTICIPANT_LINK_FRAGMENT = 'participant';

/**
 * At most this many calls in one tRPC batch (`/trpc/a,b,c?batch=1`); more is a 400 before any runs.
 * The web client sends one call per request (src/client/lib/trpc.ts).
 */
export const MAX_BATCH_CALLS = 10;

/** Private keys (a plan's management key, a participant's, a rating's): random, URL-safe, 32 to 64 characters. */
export const PRIVATE_KEY_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

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
export const BROWSE_PAGE_SIZE_MAX = 48;
/** A plan's ratings and challenges, a page at a time (issue 28, item 4): the default and the largest page. */
export const PLAN_LIST_PAGE_SIZE = { default: 20, max: 100 } as const;

/**
 * A request must arrive within these times, its headers within the first and the whole of it, body
 * included, within the second, or the server answers 408 REQUEST_TIMEOUT and closes the connection
 * (src/server/app.ts gives them to Node; README "Abuse protection"). The one owner of the numbers: the
 * 408's message is written from the times the server runs with (requestTimeoutMessage).
 */
export const REQUEST_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000 } as const;

function seconds(ms: number): string {
  const value = ms / 1000;
  return `${value} ${value === 1 ? 'second' : 'seconds'}`;
}

/** The 408's message, with the times the server was given (tests shorten them). */
export function requestTimeoutMessage(timeouts: { headersMs: number; requestMs: number }): string {
  return (
    `The request did not arrive in time: its headers within ${seconds(timeouts.headersMs)} and the whole ` +
    `of it within ${seconds(timeouts.requestMs)}. Please send it again.`
  );
}
