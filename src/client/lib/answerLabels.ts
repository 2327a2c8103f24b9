import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ANSWER_LIMITS,
  type AnswerProblem,
  type ChoiceField,
  type ChoiceValue,
  isOther,
  type LabelKey,
  labelKey,
  otherText,
} from '../../contract/answers';

/**
 * The client's one table of answer labels, keyed by the contract's values (src/contract/answers.ts), one
 * table per field because a key can mean different things ('strength' was both a goal and a style). The
 * types make every value of the contract need a label here. The server's table for the PDF, the email
 * and link previews is src/server/share/labels.ts.
 */
type Table = { [F in ChoiceField]: Record<LabelKey<F>, MessageDescriptor> };
const other = msg`Other`;
const LABELS: Table = {
  gender: { male: msg`Male`, female: msg`Female`, preferNotToSay: msg`Prefer not to say`, other },
  fitnessLevel: {
    novice: msg`Novice`,
    beginner: msg`Beginner`,
    intermediate: msg`Intermediate`,
    advanced: msg`Advanced`,
    other,
  },
  fitnessGoal: {
    muscle: msg`Build muscle`,
    loss: msg`Lose weight`,
    endurance: msg`Improve endurance`,
    tone: msg`Tone up`,
    strength: msg`Get stronger`,
    stayHealthy: msg`Stay healthy`,
    other,
  },
  workoutLocation: {
    gym: msg`Gym`,
    // Not 'Home': that word is the navigation link, translated differently.
    home: msg`At home`,
    outdoor: msg`Outdoors`,
    hotel: msg`Hotel`,
    office: msg`Office`,
    anywhere: msg`Anywhere`,
    other,
  },
  workoutStyle: {
    // docs/product.md section 3: these three style keys are labelled by what they train.
    traditional: msg`Strength`,
    circuit: msg`Balanced`,
    supersets: msg`Functional`,
    hiit: msg`HIIT`,
    cardio: msg`Cardio`,
    flexibility: msg`Flexibility`,
    other,
  },
  focusArea: {
    'full-body': msg`Full body`,
    'upper-body': msg`Upper body`,
    'lower-body': msg`Lower body`,
    core: msg`Core`,
    back: msg({ message: 'Back', context: 'body part' }),
    chest: msg`Chest`,
    arms: msg`Arms`,
    glutes: msg`Glutes`,
    shoulders: msg`Shoulders`,
    none: msg`No focus`,
    other,
  },
  equipment: {
    dumbbells: msg`Dumbbells`,
    kettlebells: msg`Kettlebells`,
    'resistance-bands': msg`Resistance bands`,
    'pull-up-bar': msg`Pull-up bar`,
    bench: msg`Bench`,
    none: msg`None`,
    'suspension-trainer': msg`Suspension trainer`,
    'park-equipment': msg`Park equipment`,
    'hotel-gym': msg`Hotel gym`,
    'office-chair': msg`Office chair`,
    'small-space': msg`Small space`,
    barbell: msg`Barbell`,
    cable: msg`Cable machine`,
    cardioMachines: msg`Cardio machines`,
    gymnasticsRings: msg`Gymnastics rings`,
    gymMembership: msg`Full gym`,
    lightDumbbells: msg`Light dumbbells`,
    other,
  },
};

/** Where the questionnaire's option says more than a badge needs (docs/product.md section 3). */
const OPTION_LABELS: { [F in ChoiceField]?: Partial<Record<ChoiceValue<F>, MessageDescriptor>> } = {
  fitnessLevel: {
    novice: msg`Novice (new to exercise)`,
    intermediate: msg`Intermediate (6+ months regularly)`,
  },
  workoutStyle: {
    traditional: msg`Strength (traditional sets)`,
    circuit: msg`Balanced (circuits)`,
    supersets: msg`Functional (supersets)`,
    hiit: msg`HIIT (intervals)`,
  },
};

/**
 * A saved answer in the visitor's language. An 'other:' answer shows the visitor's own words only when
 * `own` says the reader is the one who wrote them (their device's list, their chat); anywhere else
 * it reads "Other", because those words can hold health details.
 */
export function answerLabel<F extends ChoiceField>(
  i18n: I18n,
  field: F,
  value: string,
  options: { own?: boolean; option?: boolean } = {},
): string {
  if (isOther(value) && options.own) return otherText(value);
  const key = labelKey(field, value);
  const long = options.option
    ? (OPTION_LABELS[field] as Record<string, MessageDescriptor> | undefined)?.[key]
    : undefined;
  return i18n._(long ?? (LABELS[field] as Record<string, MessageDescriptor>)[key]!);
}

export const YES_NO_LABELS = { yes: msg`Yes`, no: msg`No` } as const;

/** What is wrong with an answer, in the visitor's language, beside the field that holds it. */
export function answerProblemText(i18n: I18n, problem: AnswerProblem, max?: number): string {
  switch (problem) {
    case 'required':
      return i18n._(msg`Please answer this question.`);
    case 'emailInvalid':
      return i18n._(msg`Please enter a valid email address, such as name@example.com.`);
    case 'tooLong':
      return max === undefined
        ? i18n._(msg`This answer is too long.`)
        : i18n._(msg`This answer is too long: at most ${max} characters.`);
    case 'ageRange': {
      const { min, max: oldest } = ANSWER_LIMITS.age;
      return i18n._(msg`Please enter an age between ${min} and ${oldest}.`);
    }
    case 'daysRange': {
      const { min, max: most } = ANSWER_LIMITS.workoutDays;
      return i18n._(msg`Please choose between ${min} and ${most} days.`);
    }
    case 'timeRange': {
      const { min, max: most } = ANSWER_LIMITS.workoutMinutes;
      return i18n._(msg`Please choose between ${min} and ${most} minutes.`);
    }
    case 'notAChoice':
      return i18n._(msg`Please choose one of the options.`);
  }
}
