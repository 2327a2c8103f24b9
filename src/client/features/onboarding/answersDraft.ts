import { STORAGE_KEYS } from '../../../contract/constants';
import { readStoredText } from '../../lib/deviceStorage';
import type { Answers } from './script';

/**
 * The questionnaire's answers, kept on this device until the plan is made, so a reload or a closed tab
 * resumes the chat at the same step (docs/product.md section 4, "The chat keeps what was said"). The
 * history holds the answers as they were before each step the chat asked, so the visitor can go back one
 * step at a time, after a reload too. The draft holds what the visitor wrote about their health: it
 * lives only in this browser, is removed as soon as the plan is made or the visitor starts over, and is
 * not read back after DRAFT_MAX_AGE_MS.
 */
export type AnswersDraft = { answers: Answers; history: Answers[] };

const KEY = STORAGE_KEYS.onboardingDraft;
const DRAFT_VERSION = 1;
/** A questionnaire left for longer than this starts afresh (and its health answers are dropped). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type Stored = AnswersDraft & { version: number; savedAt: number };

const isAnswers = (value: unknown): value is Answers =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The draft kept on this device, or an empty one (none, too old, unreadable, or storage blocked). */
export function readDraft(now = Date.now()): AnswersDraft {
  const empty: AnswersDraft = { answers: {}, history: [] };
  const raw = readStoredText(KEY, 'the questionnaire in progress');
  if (raw === null) return empty;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (
      stored.version !== DRAFT_VERSION ||
      typeof stored.savedAt !== 'number' ||
      now - stored.savedAt > DRAFT_MAX_AGE_MS ||
      !isAnswers(stored.answers) ||
      !Array.isArray(stored.history)
    ) {
      clearDraft();
      return empty;
    }
    return { answers: stored.answers, history: stored.history.filter(isAnswers) };
  } catch (error) {
    console.error('Could not read the questionnaire in progress', error);
    clearDraft();
    return empty;
  }
}

function write(draft: AnswersDraft): void {
  try {
    const stored: Stored = { version: DRAFT_VERSION, savedAt: Date.now(), ...draft };
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch (error) {
    // Blocked or full storage: the chat still works, it just will not survive a reload.
    console.error('Could not keep the questionnaire in progress', error);
  }
}

/** Keeps the answers given so far (the chat's and the form's), with the chat's history as it is. */
export function saveDraftAnswers(answers: Answers): void {
  write({ answers, history: readDraft().history });
}

/** Keeps the chat's history of answers before each step, with the answers as they are. */
export function saveDraftHistory(history: Answers[]): void {
  write({ answers: readDraft().answers, history });
}

/** Forgets the draft: the plan was made, or the visitor starts over. */
export function clearDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch (error) {
    console.error('Could not remove the questionnaire in progress', error);
  }
}
