import { MEDICAL, SYMPTOM } from '../coach/read/healthText';
import { tokenise } from '../coach/read/lexicon';
import { CONDITION_NAMES } from '../coach/read/populations';
import { PREGNANT } from '../coach/read/screening';
import { normalise } from '../coach/read/words';

/**
 * Whether a text names a health condition or a life stage, in the coach's own vocabulary and in both
 * languages: the health-text reader's medical and symptom words (coach/read/healthText.ts, matched
 * exactly, without its typo tolerance) and the population readers' names of conditions (pregnancy,
 * birth, a replaced joint, a wheelchair, limb loss, a neurological condition, COPD, cancer treatment, a
 * walking aid...). The public view of a plan (publicPlan.ts) leaves out any catalogue line that does, so
 * a cue written for a population ("or your locked wheelchair") never tells a stranger who the plan is
 * for; tests/unit/public-plan-words.test.ts reads every public text of plans made for many populations
 * with the same vocabulary. Text the coach wrote is short, so this runs on bounded input only.
 */
export function namesCondition(text: string): boolean {
  const known = MEMO.get(text);
  if (known !== undefined) return known;
  const found = readsAsCondition(text);
  // Plans repeat the catalogue's lines, so a public read mostly meets known ones; the memo stays bounded.
  if (MEMO.size >= MEMO_LIMIT) MEMO.clear();
  MEMO.set(text, found);
  return found;
}

const MEMO = new Map<string, boolean>();
const MEMO_LIMIT = 20_000;

function readsAsCondition(text: string): boolean {
  const plain = normalise(text);
  if (PREGNANT.test(plain) || CONDITION_NAMES.some((pattern) => pattern.test(plain))) return true;
  return tokenise(text).tokens.some((token) => MEDICAL.exactly(token.word) || SYMPTOM.exactly(token.word));
}

/** The words of a text that name a condition, for a test's failure message. */
export function conditionWordsIn(text: string): string[] {
  const found: string[] = [];
  const plain = normalise(text);
  for (const pattern of [PREGNANT, ...CONDITION_NAMES]) {
    const match = pattern.exec(plain);
    if (match) found.push(match[0]);
  }
  for (const token of tokenise(text).tokens)
    if (MEDICAL.exactly(token.word) || SYMPTOM.exactly(token.word)) found.push(token.word);
  return found;
}
