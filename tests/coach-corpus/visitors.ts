/**
 * Shorthands for writing cases: a plain visitor, and the rules docs/coaching.md attaches to each population and
 * injury, so that every case of a kind is held to the same list.
 */
import type { WorkoutRequestInput } from '../../src/contract/workout';
import type { Expectation, PlanFact } from './types';

/** An ordinary adult who answered every step: the case changes only what makes it hard. */
export function visitor(over: WorkoutRequestInput = {}): WorkoutRequestInput {
  return {
    name: '',
    gender: 'female',
    age: 35,
    fitnessLevel: 'beginner',
    fitnessGoal: 'muscle',
    workoutDays: 3,
    workoutTime: '45 minutes',
    workoutLocation: 'gym',
    equipment: [],
    hasInjuries: 'no',
    injuryDetails: '',
    workoutStyle: 'traditional',
    focusArea: 'none',
    additionalNotes: '',
    agreeToTerms: true,
    language: 'en',
    ...over,
  };
}

/** A visitor who wrote something in the injuries field. */
export function hurt(injuryDetails: string, over: WorkoutRequestInput = {}): WorkoutRequestInput {
  return visitor({ hasInjuries: 'yes', injuryDetails, ...over });
}

/** A visitor who said "no injuries" and wrote in the notes instead. */
export function noted(additionalNotes: string, over: WorkoutRequestInput = {}): WorkoutRequestInput {
  return visitor({ additionalNotes, ...over });
}

export const es = { language: 'es' } as const;

/** Pregnancy after the first trimester (ACOG 804; Mottola 2018). */
export const PREGNANCY_NEVER: readonly PlanFact[] = [
  'supine',
  'prone',
  'jumping',
  'burpee',
  'heavy-straining',
  'intervals',
  'near-failure',
];
/** Under 18, unsupervised (Faigenbaum 2009; Lloyd 2014). */
export const YOUTH_NEVER: readonly PlanFact[] = ['low-reps', 'rir-0'];
/** From 65: 1-3 sets of 8-12 (Fragala 2019). */
export const OLDER_NEVER: readonly PlanFact[] = ['low-reps'];
/** From 75: no jumping, sprinting or burpees; floor work only for those who say they can get down and up. */
export const OLDER_75_NEVER: readonly PlanFact[] = [
  ...OLDER_NEVER,
  'jumping',
  'sprinting',
  'burpee',
  'floor',
];
/** From 80: no heavy barbell spinal loading either. */
export const OLDER_80_NEVER: readonly PlanFact[] = [...OLDER_75_NEVER, 'barbell-spinal-loading'];
/** Returning after years off: a returning beginner, not advanced intensity. */
export const DETRAINED_NEVER: readonly PlanFact[] = ['low-reps', 'near-failure'];
/** Health text the coach could not read: conservative, no intervals, no maximal loads. */
export const UNREAD_NEVER: readonly PlanFact[] = ['intervals', 'low-reps', 'rir-0'];

/** docs/coaching.md "Training around injuries", with the regions the catalogue knows. */
export const INJURY_NEVER = {
  knee: ['deep-knee-flexion', 'jumping', 'running'],
  lowerBack: ['heavy-spinal-loading', 'loaded-spinal-flexion'],
  shoulder: ['shoulder-risk', 'overhead-press'],
  wrist: ['wrist-load'],
  hip: ['deep-hip-flexion'],
  ankle: ['jumping', 'cutting'],
  elbow: ['dips'],
  neck: ['bar-on-back', 'inverted'],
  upperBack: ['heavy-spinal-loading'],
  plantarFascia: ['jumping', 'high-impact'],
  hipFlexor: ['hip-flexor-loading', 'sprinting'],
} as const satisfies Record<string, readonly PlanFact[]>;

/** Clearance first: the reasons, who to see; the invariant checks the plan holds only walking and mobility. */
export function clearance(
  reasons: NonNullable<Expectation['reasons']>,
  see: NonNullable<Expectation['see']>,
  more: Partial<Expectation> = {},
): Expectation {
  return { outcome: 'clearance', reasons, see, ...more };
}

export function adapted(
  reasons: NonNullable<Expectation['reasons']>,
  never: readonly PlanFact[] = [],
  more: Partial<Expectation> = {},
): Expectation {
  return { outcome: 'adapted', reasons, never, ...more };
}

export function injury(never: readonly PlanFact[], more: Partial<Expectation> = {}): Expectation {
  return adapted(['injury'], never, more);
}

export function clear(more: Partial<Expectation> = {}): Expectation {
  return { outcome: 'clear', ...more };
}
