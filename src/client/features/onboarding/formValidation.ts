import {
  ANSWER_LIMITS,
  type AnswerProblem,
  ageProblem,
  choiceProblem,
  daysProblem,
  emailProblem,
  equipmentProblem,
  textProblem,
  timeProblem,
} from '../../../contract/answers';
import type { Answers } from './script';

/**
 * The multi-step form's checks (docs/product.md section 5), by the server's own rules
 * (src/contract/answers.ts): one list of problems per step, each naming the field to mark. An empty
 * list lets the visitor go on.
 */
export type FormField =
  | 'name'
  | 'email'
  | 'age'
  | 'fitnessLevel'
  | 'fitnessGoal'
  | 'workoutDays'
  | 'workoutTime'
  | 'workoutLocation'
  | 'equipment'
  | 'hasInjuries'
  | 'injuryDetails'
  | 'workoutStyle'
  | 'focusArea'
  | 'additionalNotes'
  | 'agreeToTerms';
export type FormProblem = { field: FormField; problem: AnswerProblem | 'consentNeedsEmail' };

/** The form's steps and the fields each holds, in the order they are shown. */
export const FORM_STEPS: FormField[][] = [
  ['name', 'email', 'fitnessLevel'],
  ['fitnessGoal', 'workoutDays', 'workoutTime'],
  ['workoutLocation', 'equipment'],
  ['hasInjuries', 'injuryDetails', 'workoutStyle', 'focusArea'],
  ['additionalNotes', 'agreeToTerms'],
];

/** The step that holds a field the server named (`equipment.0` is on the place step); null if none does. */
export function formStepOfField(path: string): number | null {
  const field = path.split('.')[0] ?? '';
  const index = FORM_STEPS.findIndex((fields) => (fields as string[]).includes(field));
  return index === -1 ? null : index;
}

const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

function fieldProblem(field: FormField, answers: Answers): FormProblem['problem'] | null {
  const value = answers[field as keyof Answers];
  switch (field) {
    case 'name':
      return textProblem(value, ANSWER_LIMITS.name, true);
    case 'email':
      return given(value) ? emailProblem(value) : null;
    case 'age':
      return ageProblem(value);
    case 'fitnessLevel':
    case 'fitnessGoal':
    case 'workoutLocation':
    case 'workoutStyle':
      return choiceProblem(field, value);
    case 'focusArea':
      return given(value) ? choiceProblem(field, value) : null;
    case 'equipment':
      return equipmentProblem(value);
    case 'workoutDays':
      return daysProblem(value);
    case 'workoutTime':
      return timeProblem(value);
    case 'hasInjuries':
      return value === 'yes' || value === 'no' ? null : 'required';
    case 'injuryDetails':
      return answers.hasInjuries === 'yes'
        ? textProblem(value, ANSWER_LIMITS.injuryDetails, true)
        : textProblem(value, ANSWER_LIMITS.injuryDetails);
    case 'additionalNotes':
      return textProblem(value, ANSWER_LIMITS.additionalNotes);
    case 'agreeToTerms':
      return value === true && !given(answers.email) ? 'consentNeedsEmail' : null;
  }
}

export function validateFormStep(step: number, answers: Answers): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const field of FORM_STEPS[step] ?? []) {
    const problem = fieldProblem(field, answers);
    if (problem) problems.push({ field, problem });
  }
  return problems;
}

/** Home (or a place with equipment questions) with nothing ticked: the plan will be bodyweight. */
export function needsBodyweightNotice(answers: Answers): boolean {
  return (
    answers.workoutLocation === 'home' &&
    (answers.equipment ?? []).filter((item) => item !== 'none').length === 0
  );
}
