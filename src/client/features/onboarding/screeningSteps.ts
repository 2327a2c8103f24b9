import { isOther, otherText } from '../../../contract/answers';
import {
  HEALTH_CONDITIONS,
  type HealthCondition,
  ILLNESS_KINDS,
  JOINTS,
  LIMBS,
  LUNG_OR_HEART_CONDITIONS,
  NEUROLOGICAL_CONDITIONS,
  PARQ_QUESTIONS,
  type ParqQuestion,
  PROFESSIONAL_ADVICE,
  YES_NO_UNSURE,
} from '../../../contract/screeningQuestions';
import type { ScreeningAnswers, WorkoutRequestInput } from '../../../contract/workout';

/**
 * The questionnaire's pre-participation screen as pure data and functions (docs/coaching.md
 * "Screening before prescribing"; the keys are src/contract/screeningQuestions.ts): which follow-ups each yes needs, in the
 * order the chat and the form ask them, and the quick answers each offers. The chat and the form render
 * these; labels are in screeningLabels.ts.
 */
export type ScreeningInput = NonNullable<WorkoutRequestInput['screening']>;
export type FollowUp = NonNullable<ScreeningAnswers['followUp']>;
export type FollowUpKey = keyof FollowUp;

/** The two questions asked about health text the coach could not place. */
export const HEALTH_TEXT_FOLLOW_UPS = ['textOnExertion', 'textSeenByDoctor'] as const satisfies FollowUpKey[];
export type HealthTextFollowUp = (typeof HEALTH_TEXT_FOLLOW_UPS)[number];

/** A quick answer: the key the button is labelled by, and the value it stores. */
export type QuickAnswer = { key: string; value: FollowUp[FollowUpKey] };

const yesNo: QuickAnswer[] = [
  { key: 'yes', value: true },
  { key: 'no', value: false },
];
const choices = (values: readonly string[]): QuickAnswer[] =>
  values.map((value) => ({ key: value, value: value as QuickAnswer['value'] }));
/**
 * Spans of weeks as one tap each; the stored number is inside its span, so the coach's thresholds (6 and
 * 12 weeks after an operation or a birth, docs/coaching.md "Populations") fall on the edges the visitor chose.
 */
const sinceWeeks: QuickAnswer[] = [
  { key: 'under6Weeks', value: 3 },
  { key: 'weeks6to12', value: 9 },
  { key: 'months3to6', value: 18 },
  { key: 'over6Months', value: 40 },
];
const pregnancyWeeks: QuickAnswer[] = [
  { key: 'trimester1', value: 8 },
  { key: 'trimester2', value: 20 },
  { key: 'trimester3', value: 32 },
];

export const QUICK_ANSWERS: Record<FollowUpKey, QuickAnswer[]> = {
  pregnancyWeeks,
  pregnancyComplications: yesNo,
  weeksSinceBirth: sinceWeeks,
  caesarean: yesNo,
  separationOrLeaking: yesNo,
  illness: choices(ILLNESS_KINDS),
  weeksSinceOperation: sinceWeeks,
  operatedPart: choices(JOINTS),
  replacedJoint: choices(JOINTS.filter((joint) => joint !== 'spine')),
  weeksSinceReplacement: sinceWeeks,
  movementPrecautions: yesNo,
  legFunction: choices(['none', 'some']),
  limb: choices(LIMBS),
  usesWalkingAid: yesNo,
  fellLastYear: yesNo,
  canGetUpFromFloor: yesNo,
  heartOrLung: choices(LUNG_OR_HEART_CONDITIONS),
  controlled: yesNo,
  symptomsOnExertion: choices(YES_NO_UNSURE),
  neurological: choices(NEUROLOGICAL_CONDITIONS),
  footDropOrPoorBalance: yesNo,
  catheterLine: yesNo,
  lowBloodCounts: yesNo,
  professionalAdvice: choices(PROFESSIONAL_ADVICE),
  textOnExertion: choices(YES_NO_UNSURE),
  textSeenByDoctor: choices(YES_NO_UNSURE),
};

/** The follow-ups of each yes, in the order they are asked. */
const PARQ_FOLLOW_UPS: Record<ParqQuestion, FollowUpKey[]> = {
  heartCondition: ['heartOrLung', 'controlled', 'symptomsOnExertion'],
  chestPain: ['symptomsOnExertion'],
  dizzinessOrFainting: ['symptomsOnExertion'],
  chronicCondition: ['controlled'],
  chronicMedication: ['controlled'],
  boneOrJointProblem: [],
  supervisedOnly: [],
};
const CONDITION_FOLLOW_UPS: Record<HealthCondition, FollowUpKey[]> = {
  pregnant: ['pregnancyWeeks', 'pregnancyComplications'],
  gaveBirthLastYear: ['weeksSinceBirth', 'caesarean', 'separationOrLeaking'],
  illNow: ['illness'],
  recentOperation: ['weeksSinceOperation', 'operatedPart'],
  jointReplacement: ['replacedJoint', 'weeksSinceReplacement', 'movementPrecautions'],
  wheelchairUser: ['legFunction'],
  limbLoss: ['limb'],
  walkingAidOrFall: ['usesWalkingAid', 'fellLastYear', 'canGetUpFromFloor'],
  heartOrLungCondition: ['heartOrLung', 'controlled', 'symptomsOnExertion'],
  diabetes: ['controlled'],
  cancerTreatment: ['catheterLine', 'lowBloodCounts'],
  neurologicalCondition: ['neurological', 'footDropOrPoorBalance'],
};
/** A yes to these is followed by what a professional said about exercise (PAR-Q+ follow-ups). */
const ADVICE_AFTER: readonly (ParqQuestion | HealthCondition)[] = [
  'heartCondition',
  'chestPain',
  'dizzinessOrFainting',
  'chronicCondition',
  'chronicMedication',
  'pregnant',
  'recentOperation',
  'jointReplacement',
  'heartOrLungCondition',
  'cancerTreatment',
  'neurologicalCondition',
];

export function emptyScreening(): ScreeningInput {
  return {
    parq: Object.fromEntries(PARQ_QUESTIONS.map((question) => [question, false])) as ScreeningInput['parq'],
    conditions: [],
    followUp: {},
  };
}

/** The PAR-Q+ questions answered yes. */
export function parqYes(screening: ScreeningInput | undefined): ParqQuestion[] {
  return PARQ_QUESTIONS.filter((question) => screening?.parq?.[question] === true);
}

/** Every follow-up the screen's yes answers need, in the order asked, without repeats. */
export function screeningFollowUps(screening: ScreeningInput | undefined): FollowUpKey[] {
  if (!screening) return [];
  const yes = parqYes(screening);
  const conditions = (screening.conditions ?? []).filter((item): item is HealthCondition =>
    (HEALTH_CONDITIONS as readonly string[]).includes(item),
  );
  const keys = [
    ...yes.flatMap((question) => PARQ_FOLLOW_UPS[question]),
    ...conditions.flatMap((condition) => CONDITION_FOLLOW_UPS[condition]),
  ];
  if ([...yes, ...conditions].some((item) => ADVICE_AFTER.includes(item))) keys.push('professionalAdvice');
  // 'controlled' asked once covers every condition named; the heart or lung question likewise.
  return [...new Set(keys)];
}

/** The next follow-up of a list not yet answered, or null. */
export function nextFollowUp(
  screening: ScreeningInput | undefined,
  keys: readonly FollowUpKey[],
): FollowUpKey | null {
  return keys.find((key) => screening?.followUp?.[key] === undefined) ?? null;
}

export function withFollowUp(
  screening: ScreeningInput | undefined,
  key: FollowUpKey,
  value: FollowUp[FollowUpKey],
): ScreeningInput {
  const base = screening ?? emptyScreening();
  return { ...base, followUp: { ...base.followUp, [key]: value } };
}

/** The answers' yes-questions and conditions replaced; follow-ups that no longer apply are dropped. */
export function withScreenChoices(
  screening: ScreeningInput | undefined,
  choices: { parq?: readonly ParqQuestion[]; conditions?: readonly HealthCondition[] },
): ScreeningInput {
  const base = screening ?? emptyScreening();
  const next: ScreeningInput = {
    ...base,
    ...(choices.parq
      ? {
          parq: Object.fromEntries(
            PARQ_QUESTIONS.map((question) => [question, choices.parq?.includes(question) ?? false]),
          ) as ScreeningInput['parq'],
        }
      : {}),
    ...(choices.conditions ? { conditions: [...choices.conditions] } : {}),
  };
  const keep = new Set<FollowUpKey>([...screeningFollowUps(next), ...HEALTH_TEXT_FOLLOW_UPS]);
  const followUp = Object.fromEntries(
    Object.entries(base.followUp ?? {}).filter(([key]) => keep.has(key as FollowUpKey)),
  );
  return { ...next, followUp };
}

/**
 * Everything the visitor wrote in their own words that may carry health (injuries, notes, `other:`
 * answers), for the coach to say whether it needs a follow-up. Empty when they wrote nothing.
 */
export function freeHealthText(answers: WorkoutRequestInput): string {
  const own = [answers.fitnessGoal, answers.fitnessLevel, answers.focusArea, answers.workoutStyle]
    .concat(answers.workoutLocation, ...(answers.equipment ?? []))
    .filter((value): value is string => typeof value === 'string' && isOther(value))
    .map(otherText);
  return [
    answers.hasInjuries === 'yes' ? (answers.injuryDetails ?? '') : '',
    answers.additionalNotes ?? '',
    ...own,
  ]
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n');
}
