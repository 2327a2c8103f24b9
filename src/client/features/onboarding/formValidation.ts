import type { Answers } from './script';

/**
 * The multi-step form's checks (docs/product.md section 5), one list of problems per step. Messages are
 * message ids the component translates; an empty list lets the visitor go on. The email and the consent
 * to receive the plan there are optional, as in the chat: a plan never depends on them (docs/product.md
 * "Plan by email"); consent without an address is the one thing to fix.
 */
export type FormProblem =
  | 'nameRequired'
  | 'emailInvalid'
  | 'levelRequired'
  | 'goalRequired'
  | 'daysRequired'
  | 'timeRequired'
  | 'locationRequired'
  | 'injuryRequired'
  | 'injuryDetailsRequired'
  | 'styleRequired'
  | 'consentNeedsEmail';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateFormStep(step: number, answers: Answers): FormProblem[] {
  const problems: FormProblem[] = [];
  const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
  if (step === 0) {
    if (!filled(answers.name)) problems.push('nameRequired');
    if (filled(answers.email) && !EMAIL_PATTERN.test(String(answers.email).trim()))
      problems.push('emailInvalid');
    if (!filled(answers.fitnessLevel)) problems.push('levelRequired');
  }
  if (step === 1) {
    if (!filled(answers.fitnessGoal)) problems.push('goalRequired');
    if (!filled(answers.workoutDays)) problems.push('daysRequired');
    if (!filled(answers.workoutTime)) problems.push('timeRequired');
  }
  if (step === 2 && !filled(answers.workoutLocation)) problems.push('locationRequired');
  if (step === 3) {
    if (!filled(answers.hasInjuries)) problems.push('injuryRequired');
    if (answers.hasInjuries === 'yes' && !filled(answers.injuryDetails))
      problems.push('injuryDetailsRequired');
    if (!filled(answers.workoutStyle)) problems.push('styleRequired');
  }
  if (step === 4 && answers.agreeToTerms === true && !filled(answers.email))
    problems.push('consentNeedsEmail');
  return problems;
}

/** Home (or a place with equipment questions) with nothing ticked: the plan will be bodyweight. */
export function needsBodyweightNotice(answers: Answers): boolean {
  return (
    answers.workoutLocation === 'home' &&
    (answers.equipment ?? []).filter((item) => item !== 'none').length === 0
  );
}
