import {
  ANSWER_LIMITS,
  type AnswerProblem,
  ageProblem,
  choiceProblem,
  daysProblem,
  emailProblem,
  equipmentProblem,
  otherAnswer,
  textProblem,
  timeProblem,
} from '../../../contract/answers';
import type { HealthCondition, ParqQuestion } from '../../../contract/screeningQuestions';
import type { OnboardingEmail, WorkoutPlan, WorkoutRequestInput } from '../../../contract/workout';
import {
  type FollowUpKey,
  type HealthTextFollowUp,
  nextFollowUp,
  QUICK_ANSWERS,
  screeningFollowUps,
  withFollowUp,
  withScreenChoices,
} from './screeningSteps';

/**
 * The scripted onboarding conversation of docs/product.md section 4, as pure data and functions so its rules
 * can be tested without a browser. The component (ChatOnboarding) adds timing and rendering.
 */
export type StepId =
  | 'name'
  | 'gender'
  | 'age'
  | 'fitnessLevel'
  | 'fitnessGoal'
  | 'workoutDays'
  | 'workoutTime'
  | 'workoutLocation'
  | 'equipment'
  | 'hasInjuries'
  | 'injuryDetails'
  | 'parq'
  | 'conditions'
  | 'screeningFollowUp'
  | 'workoutStyle'
  | 'focusArea'
  | 'additionalNotes'
  | 'healthTextFollowUp'
  | 'listed'
  | 'agreeToTerms'
  | 'email';

export const STEP_ORDER: StepId[] = [
  'name',
  'gender',
  'age',
  'fitnessLevel',
  'fitnessGoal',
  'workoutDays',
  'workoutTime',
  'workoutLocation',
  'equipment',
  'hasInjuries',
  'injuryDetails',
  // The pre-participation screen (docs/coaching.md "Screening before prescribing"): its questions, then a follow-up for each
  // yes that changes the plan.
  'parq',
  'conditions',
  'screeningFollowUp',
  'workoutStyle',
  'focusArea',
  'additionalNotes',
  // Asked only when the coach could not place health text the visitor wrote (screening-text procedure).
  'healthTextFollowUp',
  'listed',
  'agreeToTerms',
  'email',
];

/** The steps every visitor answers (the screen's two questions included); the progress bar counts them. */
export const COUNTED_STEPS = 14;
/** Steps asked once per follow-up still open: the chat asks them again until none is left. */
const REPEATED_STEPS: StepId[] = ['screeningFollowUp', 'healthTextFollowUp'];
export const BOT_REPLY_DELAY_MS = 600;
export const OPTIONS_DELAY_MS = 500;

export type Answers = WorkoutRequestInput & {
  equipment?: string[];
  /** Which questions the coach asked about the visitor's health text; kept on the page, never sent. */
  healthTextFollowUps?: HealthTextFollowUp[];
  /** The steps the visitor skipped, so a resumed chat replays them as skipped; kept on the page, never sent. */
  skipped?: StepId[];
  /** Set between the screen's two checklists, so a chat resumed there asks the second one; never sent. */
  conditionsPending?: boolean;
};

/** The request the answers make: what only the page keeps is left out. */
export function requestOf(answers: Answers): WorkoutRequestInput {
  const { healthTextFollowUps: _asked, skipped: _skipped, conditionsPending: _pending, ...request } = answers;
  return request;
}

/** The follow-up a repeated step asks now, or null when none is open. */
export function currentFollowUp(step: StepId, answers: Answers): FollowUpKey | null {
  if (step === 'screeningFollowUp')
    return nextFollowUp(answers.screening, screeningFollowUps(answers.screening));
  if (step === 'healthTextFollowUp')
    return nextFollowUp(answers.screening, answers.healthTextFollowUps ?? []);
  return null;
}

/** What the chat and the form share: the visitor may switch between them and keep their answers. */
export type OnboardingProps = {
  /**
   * The plan, its private management key (null when the server did not hand one out) and what became
   * of the onboarding email (null when none was to be sent).
   */
  onGenerated(plan: WorkoutPlan, managementKey: string | null, emailed?: OnboardingEmail | null): void;
  /** What the visitor already answered in the other one. */
  initialAnswers?: Answers;
  /** What the visitor has answered (not defaults), as they answer, for the other one. */
  onAnswersChange?(answers: Answers): void;
};

/** Locations whose equipment question exists, and the equipment each offers (docs/product.md section 3). */
export const EQUIPMENT_BY_LOCATION: Record<string, string[]> = {
  home: ['dumbbells', 'kettlebells', 'resistance-bands', 'pull-up-bar', 'bench', 'none', 'other'],
  outdoor: ['resistance-bands', 'suspension-trainer', 'park-equipment', 'none', 'other'],
  hotel: ['hotel-gym', 'resistance-bands', 'dumbbells', 'none', 'other'],
  office: ['resistance-bands', 'office-chair', 'small-space', 'none', 'other'],
};

export const OPTIONS: Partial<Record<StepId, string[]>> = {
  gender: ['male', 'female', 'preferNotToSay'],
  fitnessLevel: ['novice', 'beginner', 'intermediate', 'advanced', 'other'],
  fitnessGoal: ['muscle', 'loss', 'endurance', 'tone', 'other'],
  workoutDays: ['2', '3', '4', '5', '6', '7'],
  workoutTime: ['5', '15', '30', '45', '60', '90'],
  workoutLocation: ['gym', 'home', 'outdoor', 'hotel', 'office', 'anywhere', 'other'],
  hasInjuries: ['yes', 'no'],
  workoutStyle: ['traditional', 'circuit', 'supersets', 'hiit', 'other'],
  focusArea: ['upper-body', 'lower-body', 'core', 'full-body', 'other'],
  // Listing in the community is the visitor's choice; 'no' (or a skip) keeps the plan on its link only.
  listed: ['yes', 'no'],
};

/** The name a listed plan shows: the one the visitor gave, else what the server stores (workouts.ts). */
export function displayName(answers: Answers): string {
  return String(answers.name ?? '').trim() || 'Anonymous';
}

/**
 * What is wrong with a step's answer, by the server's own rules (src/contract/answers.ts), or null.
 * A step left unanswered is not a problem here: the server fills in its default. The email is the
 * exception the chat asks for, so an address the server would refuse is refused at its step.
 */
export function stepProblem(step: StepId, answers: Answers): AnswerProblem | null {
  const value = answers[step as keyof Answers];
  switch (step) {
    case 'name':
      return textProblem(value, ANSWER_LIMITS.name);
    case 'email':
      return value === undefined || value === '' ? null : emailProblem(value);
    case 'age':
      return value === undefined ? null : ageProblem(value);
    case 'workoutDays':
      return value === undefined ? null : daysProblem(value);
    case 'workoutTime':
      return value === undefined ? null : timeProblem(value);
    case 'gender':
    case 'fitnessLevel':
    case 'fitnessGoal':
    case 'workoutLocation':
    case 'workoutStyle':
    case 'focusArea':
      return value === undefined || value === '' ? null : choiceProblem(step, value);
    case 'equipment':
      return equipmentProblem(value);
    case 'injuryDetails':
      return textProblem(value, ANSWER_LIMITS.injuryDetails);
    case 'additionalNotes':
      return textProblem(value, ANSWER_LIMITS.additionalNotes);
    default:
      return null;
  }
}

/**
 * After an answer is changed: the first follow-up the new answer opened, so that changing "none of these"
 * to a yes still asks what the yes needs; null when none is open.
 */
export function openFollowUpStep(answers: Answers): StepId | null {
  return REPEATED_STEPS.find((step) => isAsked(step, answers)) ?? null;
}

/** The first step, in the chat's order, whose answer the server would refuse; null when all are fine. */
export function firstProblemStep(answers: Answers): StepId | null {
  for (const step of STEP_ORDER) if (isAsked(step, answers) && stepProblem(step, answers)) return step;
  return null;
}

/**
 * The step that asks for a request field the server named in its refusal (`equipment.0` is the
 * equipment step); null for a field no step asks (then the visitor can still change any answer).
 */
export function stepOfField(path: string): StepId | null {
  const field = path.split('.')[0] ?? '';
  if (field === 'screening') return 'parq';
  return (STEP_ORDER as string[]).includes(field) ? (field as StepId) : null;
}

/**
 * Answers as another page or an older version of this one may hand them over, in the shapes the
 * chat and the form work with: equipment is always a list (a lone string becomes a one-item list).
 */
export function normalizeAnswers(answers: Answers): Answers {
  const equipment = answers.equipment as unknown;
  if (equipment === undefined || Array.isArray(equipment)) return answers;
  return {
    ...answers,
    equipment: typeof equipment === 'string' && equipment ? [equipment] : [],
  };
}

/** Whether a step is asked, given the answers so far: equipment by location, details only after 'yes'. */
export function isAsked(step: StepId, answers: Answers): boolean {
  switch (step) {
    case 'equipment':
      return String(answers.workoutLocation ?? '') in EQUIPMENT_BY_LOCATION;
    case 'injuryDetails':
      return answers.hasInjuries === 'yes';
    case 'screeningFollowUp':
    case 'healthTextFollowUp':
      return currentFollowUp(step, answers) !== null;
    case 'email':
      return !answers.email || emailProblem(answers.email) !== null;
    default:
      return true;
  }
}

export function nextStep(current: StepId | null, answers: Answers): StepId | null {
  if (current && REPEATED_STEPS.includes(current) && isAsked(current, answers)) return current;
  const start = current === null ? 0 : STEP_ORDER.indexOf(current) + 1;
  for (const step of STEP_ORDER.slice(start)) if (isAsked(step, answers)) return step;
  return null;
}

/** Progress = answers given / 12 as a percentage, capped at 100. */
export function progressPercent(answerCount: number): number {
  return Math.min(100, Math.round((answerCount / COUNTED_STEPS) * 100));
}

/** Equipment multi-select: 'none' clears the rest; anything else removes 'none'; picking again deselects. */
export function toggleEquipment(selection: readonly string[], item: string): string[] {
  if (selection.includes(item)) return selection.filter((value) => value !== item);
  if (item === 'none') return ['none'];
  return [...selection.filter((value) => value !== 'none'), item];
}

/**
 * A typed answer checked by the server's rules at its step: the value to keep, or the problem to
 * show beside the field. Whitespace-only text is ignored (null) everywhere except in the additional
 * notes, which may be empty.
 */
export function acceptText(
  step: StepId,
  text: string,
): { value: string } | { problem: AnswerProblem } | null {
  const trimmed = text.trim();
  if (step === 'additionalNotes') {
    const problem = textProblem(trimmed, ANSWER_LIMITS.additionalNotes);
    return problem ? { problem } : { value: trimmed };
  }
  if (!trimmed) return null;
  const problem =
    step === 'age'
      ? ageProblem(trimmed)
      : step === 'email'
        ? emailProblem(trimmed)
        : step === 'name'
          ? textProblem(trimmed, ANSWER_LIMITS.name)
          : step === 'injuryDetails'
            ? textProblem(trimmed, ANSWER_LIMITS.injuryDetails)
            : null;
  return problem ? { problem } : { value: step === 'age' ? String(Number(trimmed)) : trimmed };
}

/** 'other' free text is stored with the 'other:' prefix, within the contract's length. */
export function acceptOther(text: string): { value: string } | { problem: AnswerProblem } | null {
  const value = otherAnswer(text);
  if (!value) return null;
  const problem = textProblem(text, ANSWER_LIMITS.otherText);
  return problem ? { problem } : { value };
}

/** Stores an answer in the request the generator receives. */
export function applyAnswer(answers: Answers, step: StepId, value: string | string[] | boolean): Answers {
  switch (step) {
    case 'age':
      return { ...answers, age: Number(value) };
    case 'workoutDays':
      return { ...answers, workoutDays: Number(value) };
    case 'workoutTime':
      return { ...answers, workoutTime: `${value} minutes` };
    case 'equipment':
      // Always a list: the visitor's own words ('other:...') join the items they ticked.
      return { ...answers, equipment: Array.isArray(value) ? value : [String(value)] };
    case 'agreeToTerms':
      // The chat's step is the safety note, not the form's consent to receive the plan by email:
      // reading it leaves that answer as it was.
      return answers;
    case 'email':
      // An address given to "Where can we send your plan?" is the agreement to receive it there.
      return { ...answers, email: String(value), agreeToTerms: true };
    case 'listed':
      return { ...answers, listed: value === true || value === 'yes' };
    case 'workoutLocation': {
      // A new location invalidates equipment picked for another one.
      const next = { ...answers, workoutLocation: value as string };
      delete next.equipment;
      return next;
    }
    case 'parq':
      return {
        ...answers,
        conditionsPending: true,
        screening: withScreenChoices(answers.screening, { parq: value as ParqQuestion[] }),
      };
    case 'conditions':
      return {
        ...answers,
        conditionsPending: false,
        screening: withScreenChoices(answers.screening, { conditions: value as HealthCondition[] }),
      };
    case 'screeningFollowUp':
    case 'healthTextFollowUp': {
      // The value is the quick answer's key; the follow-up is the one the step asks now.
      const key = currentFollowUp(step, answers);
      const quick = key && QUICK_ANSWERS[key].find((option) => option.key === value);
      if (!key || !quick) return answers;
      return { ...answers, screening: withFollowUp(answers.screening, key, quick.value) };
    }
    case 'hasInjuries':
      return {
        ...answers,
        hasInjuries: value as 'yes' | 'no',
        ...(value === 'no' ? { injuryDetails: '' } : {}),
      };
    default:
      return { ...answers, [step]: value } as Answers;
  }
}

/**
 * Whether the visitor has already answered this step elsewhere (in the form). The form's consent
 * checkbox is a different question from the chat's safety note, so that step is always asked.
 */
export function hasAnswer(step: StepId, answers: Answers): boolean {
  if (step === 'agreeToTerms') return false;
  // The form asks the screen's questions together: answered there, both are answered.
  if (step === 'parq') return answers.screening !== undefined;
  if (step === 'conditions') return answers.screening !== undefined && !answers.conditionsPending;
  if (REPEATED_STEPS.includes(step)) return !isAsked(step, answers);
  if (answers.skipped?.includes(step)) return true;
  const value = answers[step as keyof Answers];
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null && value !== '';
}

/**
 * The steps the chat can replay from answers given in the form: in the chat's order, up to the first
 * step not yet answered, where the conversation carries on.
 */
export function answeredSteps(answers: Answers): StepId[] {
  const steps: StepId[] = [];
  for (
    let step = nextStep(null, answers);
    // An answer the server would refuse is not replayed: the chat asks that step again.
    step && hasAnswer(step, answers) && !stepProblem(step, answers);
    step = nextStep(step, answers)
  )
    steps.push(step);
  return steps;
}

/** The steps the visitor has answered, in the chat's order, which they may go back and change. */
export function changeableSteps(answers: Answers): StepId[] {
  return STEP_ORDER.filter(
    (step) =>
      step !== 'agreeToTerms' &&
      !REPEATED_STEPS.includes(step) &&
      hasAnswer(step, answers) &&
      (step === 'email' || isAsked(step, answers)),
  );
}

/** The answers without one step's, as when the visitor skips a step they were asked to change. */
export function withoutAnswer(answers: Answers, step: StepId): Answers {
  const next = { ...answers };
  delete next[step as keyof Answers];
  if (next.skipped?.includes(step)) next.skipped = next.skipped.filter((skipped) => skipped !== step);
  return next;
}

/** The answers with one more step skipped, which a resumed chat replays as skipped. */
export function withSkipped(answers: Answers, step: StepId): Answers {
  return { ...answers, skipped: [...(answers.skipped ?? []).filter((skipped) => skipped !== step), step] };
}

/**
 * The request fields the server refused (its error names each one, src/server/trpc/errors.ts), so the
 * page can take the visitor back to the step that asks for it instead of repeating the same input.
 */
export function refusedFields(error: unknown): string[] {
  const data = (error as { data?: { fields?: unknown } } | null)?.data;
  const fields = Array.isArray(data?.fields) ? data.fields : [];
  return fields
    .map((field) => (field as { path?: unknown }).path)
    .filter((path): path is string => typeof path === 'string');
}
