import type { CatalogueExercise, Pattern } from '../catalogue/types';

/**
 * Which part of the body an exercise loads, for supersets of muscles that do not compete
 * (docs/coaching.md "Sessions a coach would sign"): push with pull, upper with lower body, anything
 * with the trunk. The coach pairs by it and the checker judges by it.
 */
export type Region = 'push' | 'pull' | 'lower' | 'core' | 'other';

const REGION_OF: Partial<Record<Pattern, Region>> = {
  'horizontal-push': 'push',
  'vertical-push': 'push',
  triceps: 'push',
  'shoulder-isolation': 'push',
  'horizontal-pull': 'pull',
  'vertical-pull': 'pull',
  biceps: 'pull',
  squat: 'lower',
  hinge: 'lower',
  lunge: 'lower',
  glute: 'lower',
  calf: 'lower',
  'core-anti-extension': 'core',
  'core-anti-rotation': 'core',
  'core-flexion': 'core',
  'core-rotation': 'core',
  carry: 'core',
};

/** Rear-shoulder raises and flys pull, whatever their pattern says. */
export const regionOf = (e: Pick<CatalogueExercise, 'primary' | 'pattern'>): Region =>
  e.primary.includes('rear-delts') ? 'pull' : (REGION_OF[e.pattern] ?? 'other');
