/**
 * The questionnaire's pre-participation screen (docs/coaching.md "Ask, don't guess", modelled on the PAR-Q+
 * 2023): seven yes/no questions, a choice of life stages and conditions the plan must know, and the
 * follow-ups that change the plan. The one owner of these keys: the chat and the form ask them, the
 * request schema (workoutRequestSchema.screening in workout.ts) accepts them, the coach reads them.
 * Labels live with the client (Lingui) and the server's share labels, keyed by these values.
 *
 * No zod here: the client imports this file (see answers.ts).
 */

/** The PAR-Q+ questions, in its order. A yes to any needs a follow-up or a professional's advice first. */
export const PARQ_QUESTIONS = [
  /** A doctor has said you have a heart condition or high blood pressure. */
  'heartCondition',
  /** Pain or pressure in the chest at rest, in daily activities or when active. */
  'chestPain',
  /** Lost balance from dizziness, or lost consciousness, in the last 12 months. */
  'dizzinessOrFainting',
  /** Another chronic medical condition (other than heart disease or high blood pressure). */
  'chronicCondition',
  /** Prescribed medication for a chronic medical condition. */
  'chronicMedication',
  /** A bone, joint or soft-tissue problem that more activity could make worse. */
  'boneOrJointProblem',
  /** A doctor has said to be active only under medical supervision. */
  'supervisedOnly',
] as const;
export type ParqQuestion = (typeof PARQ_QUESTIONS)[number];

/** Life stages and conditions the plan must know (docs/coaching.md "Populations"). */
export const HEALTH_CONDITIONS = [
  'pregnant',
  'gaveBirthLastYear',
  'illNow',
  'recentOperation',
  'jointReplacement',
  'wheelchairUser',
  'limbLoss',
  'walkingAidOrFall',
  'heartOrLungCondition',
  'diabetes',
  'cancerTreatment',
  'neurologicalCondition',
] as const;
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];

export const JOINTS = ['hip', 'knee', 'shoulder', 'spine', 'other'] as const;
export type Joint = (typeof JOINTS)[number];
export const LUNG_OR_HEART_CONDITIONS = ['heart', 'highBloodPressure', 'copd', 'asthma', 'other'] as const;
export const NEUROLOGICAL_CONDITIONS = ['multipleSclerosis', 'parkinsons', 'stroke', 'other'] as const;
export const LIMBS = ['belowKnee', 'aboveKnee', 'arm'] as const;
export const ILLNESS_KINDS = ['fever', 'aboveTheNeck', 'recoveringFromInfection'] as const;
/** What a professional said about exercise, when one was asked. */
export const PROFESSIONAL_ADVICE = ['clearedToExercise', 'supervisedOnly', 'notAsked'] as const;
/** The two questions asked when free health text cannot be placed (docs/coaching.md "Ask, don't guess"). */
export const YES_NO_UNSURE = ['yes', 'no', 'unsure'] as const;

/** Bounds shared by the follow-up inputs and the schema. */
export const SCREENING_LIMITS = {
  weeks: { min: 0, max: 104 },
  pregnancyWeeks: { min: 0, max: 42 },
} as const;
