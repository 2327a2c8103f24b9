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

/** Only walking, jogging, running, cycling, rowing, swimming and the elliptical are continuous blocks. */
export const continuousModality = (e: CatalogueExercise): Modality | null => traitsOf(e).continuous;
