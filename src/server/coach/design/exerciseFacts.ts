import { type ContinuousActivity, type Position, traitsOf } from '../catalogue/traits';
import type { CatalogueExercise } from '../catalogue/types';

/**
 * The facts population and session rules ask of an exercise, read from the catalogue's traits table
 * (catalogue/traits.ts): position, floor work, one side at a time, continuous aerobic work, rep ceilings
 * for hard bodyweight moves, straining, loaded twisting, fall risk and jumping.
 */

export const positionOf = (e: CatalogueExercise): Position => traitsOf(e).position;
export const isFloorWork = (e: CatalogueExercise) => traitsOf(e).floor;
export const isUnilateral = (e: CatalogueExercise) => traitsOf(e).unilateral;
export const isStrain = (e: CatalogueExercise) => traitsOf(e).strain;
export const isLoadedTwist = (e: CatalogueExercise) => traitsOf(e).loadedTwist;
export const isFallRisk = (e: CatalogueExercise) => traitsOf(e).fallRisk;
export const isJumping = (e: CatalogueExercise) => traitsOf(e).jumping || e.impact === 'high';

/** The most reps a set of this move should ask; null when load, not reps, makes it harder. */
export const repCapOf = (e: CatalogueExercise): number | null => traitsOf(e).repCap;

export type Modality = ContinuousActivity;

/**
 * Marching in place is a short block, never the way a session's time is filled (issue 26: 64 minutes of
 * marching for a novice's 90-minute day): where it is the only aerobic work at hand, a session ends
 * shorter, and the plan's notes say so (write/text.ts marchNote; checker.ts time-filled).
 */
export const MARCH_MAX_SECONDS = 8 * 60;
export const marchesToTheCap = (exercise: { catalogId: string | null; durationSeconds: number | null }) =>
  exercise.catalogId === 'marching-in-place' && (exercise.durationSeconds ?? 0) >= MARCH_MAX_SECONDS;

/** Only walking, jogging, running, cycling, rowing, swimming and the elliptical are continuous blocks. */
export const continuousModality = (e: CatalogueExercise): Modality | null => traitsOf(e).continuous;

/** A skill or single-leg strength move a beginner does not start with (catalogue/traits.ts `skill`). */
export const isAdvancedSkill = (e: CatalogueExercise) => traitsOf(e).skill;
/** The body's weight on one leg with no hand on a support. */
export const standsOnOneLeg = (e: CatalogueExercise) => traitsOf(e).oneLeg;
/** End-range or loaded forward bending of the spine (crunches, toe touches, knees to chest). */
export const flexesTheSpine = (e: CatalogueExercise) =>
  traitsOf(e).spineFlexion || e.spinalFlexionLoaded || e.pattern === 'core-flexion';
/** End-range or loaded twisting of the spine (seated twists, open books, woodchops). */
export const twistsTheSpine = (e: CatalogueExercise) =>
  traitsOf(e).spineTwist || traitsOf(e).loadedTwist || e.pattern === 'core-rotation';
/** The shoulder swung or taken through its range: arm circles, dislocates, punches, arm cranking. */
export const swingsTheArms = (e: CatalogueExercise) => traitsOf(e).armSwing;

const ARM_MUSCLES = new Set([
  'chest',
  'lats',
  'upper-back',
  'shoulders',
  'rear-delts',
  'biceps',
  'triceps',
  'forearms',
]);
/**
 * Work the arms carry: any upper-body strength move (bands and a towel included), weight borne on the
 * hands, hanging, carrying, or the shoulder swung through its range.
 */
export const loadsTheArms = (e: CatalogueExercise) =>
  ARM_MUSCLES.has(e.primary[0] ?? '') ||
  e.pattern === 'carry' ||
  e.wristLoad ||
  ['plank', 'hanging', 'quadruped'].includes(positionOf(e)) ||
  swingsTheArms(e);

/**
 * Variants of one movement that a session holds once (issue 26: two hip-thrust variants in one session):
 * the family's name, or null. Matched on catalogue ids, never on visitor text.
 */
const FAMILIES: readonly [string, readonly string[]][] = [
  ['hip-thrust', ['hip-thrust', 'glute-bridge']],
  ['swing', ['kettlebell-swing', 'dumbbell-swing']],
  ['good-morning', ['good-morning']],
  ['split-squat', ['split-squat']],
  ['renegade-row', ['renegade-row']],
];
export function movementFamily(e: CatalogueExercise): string | null {
  if (e.pattern === 'mobility' || e.pattern === 'conditioning') return null;
  for (const [family, parts] of FAMILIES) if (parts.some((part) => e.id.includes(part))) return family;
  return null;
}

/**
 * Lifts that are not done for sets of 3-6, whatever the level: anti-rotation rows, ballistic swings,
 * the Arnold press's rotation, a loaded good morning, assisted pull-ups and dips (issue 26: "Arnold press
 * 5 x 3-6", "barbell good mornings 5 x 3-6 at RIR 1-2").
 */
export const NOT_FOR_LOW_REPS: ReadonlySet<string> = new Set([
  'dumbbell-renegade-row',
  'kettlebell-swing',
  'arnold-press',
  'barbell-good-morning',
  'assisted-pull-up-machine',
  'band-assisted-pull-up',
  'assisted-dip-machine',
]);

/**
 * Low reps (under 6) only on loadable, stable two-sided lifts (docs/coaching.md "Programmes, not
 * slots": strength is 3-5 sets of 3-6 on the main lifts); the others keep the accessory range.
 */
export const suitsLowReps = (e: CatalogueExercise) =>
  e.progression === 'load' && e.compound && !isUnilateral(e) && !NOT_FOR_LOW_REPS.has(e.id);
