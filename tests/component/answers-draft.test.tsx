import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_MAX_AGE_MS,
  readDraft,
  saveDraftAnswers,
  saveDraftHistory,
} from '../../src/client/features/onboarding/answersDraft';
import { applyAnswer, requestOf, withSkipped } from '../../src/client/features/onboarding/script';
import { STORAGE_KEYS } from '../../src/contract/constants';

/** docs/product.md section 4: the questionnaire's answers on the device until the plan is made. */
describe('the questionnaire kept on this device', () => {
  afterEach(() => localStorage.clear());

  it('keeps the answers and the history of steps together, each written on its own', () => {
    saveDraftHistory([{}, { name: 'Ana' }]);
    saveDraftAnswers({ name: 'Ana', age: 40 });
    expect(readDraft()).toEqual({ answers: { name: 'Ana', age: 40 }, history: [{}, { name: 'Ana' }] });
    clearDraft();
    expect(localStorage.getItem(STORAGE_KEYS.onboardingDraft)).toBeNull();
  });

  it('forgets a draft older than a week, and one it cannot read, instead of replaying it', () => {
    saveDraftAnswers({ name: 'Ana', injuryDetails: 'knee since March' });
    expect(readDraft(Date.now() + DRAFT_MAX_AGE_MS + 1000).answers).toEqual({});
    // Health answers do not linger on the device once they are too old to resume.
    expect(localStorage.getItem(STORAGE_KEYS.onboardingDraft)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.onboardingDraft, '{not json');
    expect(readDraft()).toEqual({ answers: {}, history: [] });
    expect(localStorage.getItem(STORAGE_KEYS.onboardingDraft)).toBeNull();
  });

  it('never sends what only the page keeps: skipped steps and the screen half answered', () => {
    const answers = applyAnswer(withSkipped({ age: 30 }, 'name'), 'parq', []);
    expect(answers.skipped).toEqual(['name']);
    expect(answers.conditionsPending).toBe(true);
    const request = requestOf(answers);
    expect(request).not.toHaveProperty('skipped');
    expect(request).not.toHaveProperty('conditionsPending');
    expect(request.age).toBe(30);
  });
});
