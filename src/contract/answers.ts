/**
 * The one owner of every onboarding answer's rules (docs/product.md section 3): the values each field
 * takes, the older keys that mean the same, the limits and the checks. The chat and the form check an
 * answer with these functions at the step where it is given; the server's schema
 * (workoutRequestSchema in workout.ts) is built from the same constants and functions, so an answer
 * the page accepts is one the server accepts. Labels are keyed by these values: the client's in
 * src/client/lib/answerLabels.ts (Lingui), the server's in src/server/share/labels.ts (en, es).
 *
 * No zod here: the client imports this file and never bundles a schema library (see constants.ts).
 */

export const GENDERS = ['male', 'female', 'preferNotToSay'] as const;
export const FITNESS_LEVELS = ['novice', 'beginner', 'intermediate', 'advanced'] as const;
export const FITNESS_GOALS = ['muscle', 'loss', 'endurance', 'tone', 'strength', 'stayHealthy'] as const;
export const WORKOUT_LOCATIONS = ['gym', 'home', 'outdoor', 'hotel', 'office', 'anywhere'] as const;
export const WORKOUT_STYLES = [
  'traditional',
  'circuit',
  'supersets',
  'hiit',
  'cardio',
  'flexibility',
] as const;
export const FOCUS_AREAS = [
  'full-body',
  'upper-body',
  'lower-body',
  'core',
  'back',
  'chest',
  'arms',
  'glutes',
  'shoulders',
  'none',
] as const;
/** The per-location lists of docs/product.md section 3, then the wider list of the older questionnaire. */
export const EQUIPMENT = [
  'dumbbells',
  'kettlebells',
  'resistance-bands',
  'pull-up-bar',
  'bench',
  'none',
  'suspension-trainer',
  'park-equipment',
  'hotel-gym',
  'office-chair',
  'small-space',
  'barbell',
  'cable',
  'cardioMachines',
  'gymnasticsRings',
  'gymMembership',
  'lightDumbbells',
] as const;
export const YES_NO = ['yes', 'no'] as const;
export const WORKOUT_TIME_OPTIONS = [5, 15, 30, 45, 60, 90] as const;

export type Gender = (typeof GENDERS)[number];
export type FitnessLevel = (typeof FITNESS_LEVELS)[number];
export type FitnessGoal = (typeof FITNESS_GOALS)[number];
export type WorkoutLocation = (typeof WORKOUT_LOCATIONS)[number];
export type WorkoutStyle = (typeof WORKOUT_STYLES)[number];
export type FocusArea = (typeof FOCUS_AREAS)[number];
export type EquipmentKey = (typeof EQUIPMENT)[number];

/** The fields whose answer is one of a list (or 'other:<text>'), and the values of each. */
export const CHOICES = {
  gender: GENDERS,
  fitnessLevel: FITNESS_LEVELS,
  fitnessGoal: FITNESS_GOALS,
  workoutLocation: WORKOUT_LOCATIONS,
  workoutStyle: WORKOUT_STYLES,
  focusArea: FOCUS_AREAS,
  equipment: EQUIPMENT,
} as const;
export type ChoiceField = keyof typeof CHOICES;
export type ChoiceValue<F extends ChoiceField> = (typeof CHOICES)[F][number];

/**
 * Keys of the older questionnaire, read as the one key that means the same (docs/product.md section 3:
 * traditional is shown as strength, circuit as balanced, supersets as functional). The server's schema
 * rewrites them as input is read, so nothing after it (coach, storage, labels) sees two keys for one answer.
 */
export const OLD_KEYS: { [F in ChoiceField]?: Record<string, ChoiceValue<F>> } = {
  fitnessGoal: {
    buildMuscle: 'muscle',
    loseWeight: 'loss',
    improveEndurance: 'endurance',
    getStronger: 'strength',
  },
  workoutStyle: { strength: 'traditional', balanced: 'circuit', functional: 'supersets' },
  focusArea: { fullBody: 'full-body', upperBody: 'upper-body', lowerBody: 'lower-body', legs: 'lower-body' },
  // 'hotelGym' is a place and its kit: the schema reads it as 'hotel' plus the 'hotel-gym' equipment.
  equipment: {
    noEquipment: 'none',
    dumbbell: 'dumbbells',
    kettlebell: 'kettlebells',
    resistanceBands: 'resistance-bands',
    pullUpBar: 'pull-up-bar',
    suspensionTrainer: 'suspension-trainer',
  },
};

/** The one key for a value: an older key becomes the current one; anything else is returned as it is. */
export function canonicalKey<F extends ChoiceField>(field: F, value: string): string {
  const aliases = OLD_KEYS[field] as Record<string, string> | undefined;
  return aliases?.[value] ?? value;
}

/**
 * The style a skipped question gives (the schema's default in src/contract/workout.ts). A stored plan
 * cannot tell it from a chosen "Strength", and a race or walking plan is built on it too, so the style is
 * shown as a chip, badge or PDF line only when it is another one: never a style the visitor did not
 * choose (docs/product.md section 3, its style labels).
 */
export const DEFAULT_STYLE = 'traditional' satisfies WorkoutStyle;

/** Whether a plan's style says something the visitor chose (see DEFAULT_STYLE). */
export function styleWasChosen(style: string): boolean {
  return canonicalKey('workoutStyle', style) !== DEFAULT_STYLE;
}

export const OTHER_PREFIX = 'other:';
export const ANSWER_LIMITS = {
  name: 80,
  email: 254,
  age: { min: 13, max: 100 },
  workoutDays: { min: 2, max: 7 },
  /** Minutes when a number is sent; the chat and the form offer WORKOUT_TIME_OPTIONS. */
  workoutMinutes: { min: 5, max: 180 },
  workoutTimeText: 40,
  /** The visitor's own words after 'other:'. */
  otherText: 200,
  equipmentItems: 20,
  injuryDetails: 500,
  additionalNotes: 1000,
} as const;
/**
 * The longest an answer of a choice field is kept: `other:` and the visitor's words. The database checks
 * this same length (migration 00005), so an answer the form and the schema accept always saves.
 */
export const STORED_CHOICE_MAX = OTHER_PREFIX.length + ANSWER_LIMITS.otherText;

/** What can be wrong with an answer; each page says it in the visitor's language (answerProblemText). */
export type AnswerProblem =
  | 'required'
  | 'emailInvalid'
  | 'tooLong'
  | 'ageRange'
  | 'daysRange'
  | 'timeRange'
  | 'notAChoice';

/**
 * One plain mailbox, and the one owner of the rule (the API's schema, the chat, the form and the mailer all
 * ask this function): a dot-atom local part of at most 64 ASCII characters (letters, digits and
 * `#$&'*+/=?^_\`{|}~-`, dots only between them), `@`, and a DNS name of at least two labels whose last,
 * the top-level domain, is letters (or an `xn--` name). Nothing a mail system reads as routing or a second
 * address: no quotes, no `%` or `!` (`victim%gmail.com@evil.com`), no IP literal, no trailing dot, no
 * letters outside ASCII (a Cyrillic "а" that looks like a Latin "a"; an international domain is sent in its
 * `xn--` form). Plus-addresses are mailboxes (`ana+gym@example.com`); the mail caps count them as one
 * (src/server/share/mailCaps.ts). A loop over the characters, linear in the length, after the length
 * limit (README "Abuse protection").
 */
const LOCAL_SYMBOLS = "#$&'*+/=?^_`{|}~-";
export function isEmailAddress(value: string): boolean {
  if (value.length > ANSWER_LIMITS.email) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  return isDotAtom(value.slice(0, at)) && isDomainName(value.slice(at + 1));
}

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isDotAtom(local: string): boolean {
  if (local.length > 64) return false;
  let previousDot = true; // no dot first
  for (let index = 0; index < local.length; index += 1) {
    const char = local[index]!;
    if (char === '.') {
      if (previousDot) return false;
      previousDot = true;
    } else if (isAsciiLetterOrDigit(char.charCodeAt(0)) || LOCAL_SYMBOLS.includes(char)) previousDot = false;
    else return false;
  }
  return !previousDot; // no dot last
}

function isDomainName(domain: string): boolean {
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length < 1 || label.length > 63 || label.startsWith('-') || label.endsWith('-')) return false;
    for (let index = 0; index < label.length; index += 1) {
      const code = label.charCodeAt(index);
      if (!isAsciiLetterOrDigit(code) && label[index] !== '-') return false;
    }
  }
  const tld = labels[labels.length - 1]!;
  return tld.toLowerCase().startsWith('xn--') || (tld.length >= 2 && /^[A-Za-z]+$/.test(tld));
}
export function emailProblem(value: unknown): AnswerProblem | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'required';
  if (text.length > ANSWER_LIMITS.email) return 'tooLong';
  return isEmailAddress(text) ? null : 'emailInvalid';
}

const wholeNumber = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return typeof value === 'string' && !value.trim() ? null : Number.isInteger(number) ? number : null;
};
export function ageProblem(value: unknown): AnswerProblem | null {
  if (value === undefined || value === null || value === '') return 'required';
  const age = wholeNumber(value);
  const { min, max } = ANSWER_LIMITS.age;
  return age !== null && age >= min && age <= max ? null : 'ageRange';
}
export function daysProblem(value: unknown): AnswerProblem | null {
  if (value === undefined || value === null || value === '') return 'required';
  const days = wholeNumber(value);
  const { min, max } = ANSWER_LIMITS.workoutDays;
  return days !== null && days >= min && days <= max ? null : 'daysRange';
}
export function timeProblem(value: unknown): AnswerProblem | null {
  if (value === undefined || value === null || value === '') return 'required';
  if (typeof value === 'number') {
    const { min, max } = ANSWER_LIMITS.workoutMinutes;
    return Number.isInteger(value) && value >= min && value <= max ? null : 'timeRange';
  }
  return String(value).trim().length <= ANSWER_LIMITS.workoutTimeText ? null : 'tooLong';
}
export function textProblem(value: unknown, max: number, required = false): AnswerProblem | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return required ? 'required' : null;
  return text.length > max ? 'tooLong' : null;
}

/** 'other:<text>' for the visitor's own words, null when there is nothing to keep. */
export function otherAnswer(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `${OTHER_PREFIX}${trimmed}` : null;
}
export function isOther(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(OTHER_PREFIX);
}
/** The visitor's words in an 'other:' answer. */
export function otherText(value: string): string {
  return value.slice(OTHER_PREFIX.length).trim();
}

/** One value of a choice field: a listed key (or an older one), or the visitor's own words. */
export function choiceProblem(field: ChoiceField, value: unknown): AnswerProblem | null {
  if (typeof value !== 'string' || !value) return 'required';
  if (isOther(value)) {
    const words = otherText(value);
    if (!words) return 'required';
    return words.length > ANSWER_LIMITS.otherText ? 'tooLong' : null;
  }
  return (CHOICES[field] as readonly string[]).includes(canonicalKey(field, value)) ? null : 'notAChoice';
}
export function equipmentProblem(value: unknown): AnswerProblem | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return 'notAChoice';
  if (value.length > ANSWER_LIMITS.equipmentItems) return 'tooLong';
  for (const item of value) {
    const problem = choiceProblem('equipment', item);
    if (problem) return problem;
  }
  return null;
}

/**
 * A saved answer as the lists show it: the visitor's own words only when the text is theirs to see
 * (`own`: their device's list) and never elsewhere, because an 'other:' answer can hold health
 * details ("after my heart surgery"); otherwise the key of its label, or 'other'.
 */
export type LabelKey<F extends ChoiceField> = ChoiceValue<F> | 'other';
export function labelKey<F extends ChoiceField>(field: F, value: string): LabelKey<F> {
  const key = canonicalKey(field, value);
  return (CHOICES[field] as readonly string[]).includes(key) ? (key as ChoiceValue<F>) : 'other';
}
