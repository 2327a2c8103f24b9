import type { CatalogueExercise } from '../catalogue/types';
import { isRunning } from '../read/injuries';
import { isFallRisk, isJumping, isStrain } from './exerciseFacts';

/**
 * The cautious default (docs/coaching.md "Ask, don't guess"): when something health-related stays
 * unresolved (text the coach could not place with no follow-up answer that settles it, a PAR-Q+ yes
 * without detail), the plan uses supported, machine or bodyweight work at moderate effort, with normal
 * rests and no intervals, jumping, running, maximal loads or unsupported single-leg balance work. The
 * reader (read/screening.ts) sets `population.cautious`; the limits are in design/populations.ts.
 */
export const CAUTIOUS_RESTRICTION = {
  key: 'cautious',
  avoid: (e: CatalogueExercise) =>
    isJumping(e) ||
    isRunning(e) ||
    isStrain(e) ||
    isFallRisk(e) ||
    e.loadsSpine ||
    // Free barbells and ballistic kettlebell work are where loads get heavy and fast.
    e.equipment.includes('barbell') ||
    /swing|clean|snatch|thruster|renegade/.test(e.id) ||
    e.minLevel === 'advanced',
};

/** Moderate effort: three or more reps in reserve, never a heavy set, and no interval work. */
export const CAUTIOUS_LIMITS = { intervals: true, reps: 8, rir: 3 } as const;
