import type { Screening } from '../../../contract/workout';
import type { CatalogueExercise } from '../catalogue/types';
import { CAUTIOUS_LIMITS, CAUTIOUS_RESTRICTION } from './cautious';
import { isRunning } from '../read/injuries';
import type { NotesReading } from '../read/notes';
import type { Population } from '../read/screening';
import { isFallRisk, isFloorWork, isJumping, isLoadedTwist, isStrain, positionOf } from './exerciseFacts';

/**
 * Population and condition rules (docs/coaching.md "Populations"): which exercises a pregnant visitor,
 * an older adult, a teenager or someone with a condition must not get, and how hard the plan may be.
 * The visitor's own exclusions from the notes ("no burpees") are restrictions too.
 */

export type Restriction = {
  /** 'pregnancy', 'age-75', 'osteoporosis', 'notes:burpees'... */
  key: string;
  avoid(exercise: CatalogueExercise): boolean;
};

export type Limits = {
  /** No interval blocks, HIIT sessions or finishers. */
  noIntervals: boolean;
  /** No set asks for fewer reps than this. */
  minReps: number;
  /** Reps in reserve never below this. */
  minRir: number;
  /** Balance work in every session (65 and over). */
  balanceEverySession: boolean;
  /** Longest timed hold in seconds (no long heavy isometrics with high blood pressure). */
  maxHoldSeconds: number;
  /** Most sets of one exercise (1-3 sets for older adults, 1-2 to start for under 18). */
  maxSets: number;
  /** Why the limits are what they are, for the plan's words. */
  keys: string[];
};

const isSprintOrBurpee = (e: CatalogueExercise) => /sprint|burpee/.test(e.id);

export function restrictionsFor(
  population: Population,
  screening: Screening,
  notes: NotesReading,
): Restriction[] {
  const list: Restriction[] = [];
  const { pregnancy, age, conditions } = population;
  if (pregnancy) {
    // Lying on the belly as the bump grows, flat on the back after the first trimester (or when the
    // week is not known), jumping, falls and heavy straining (ACOG 804, Mottola 2018).
    const pastFirstTrimester = pregnancy.weeks === null || pregnancy.weeks >= 13;
    list.push({
      key: 'pregnancy',
      avoid: (e) =>
        positionOf(e) === 'prone' ||
        (pastFirstTrimester && positionOf(e) === 'supine') ||
        isJumping(e) ||
        isRunning(e) ||
        isStrain(e) ||
        isFallRisk(e) ||
        e.loadsSpine ||
        e.spinalFlexionLoaded ||
        positionOf(e) === 'hanging',
    });
  }
  if (age >= 75)
    list.push({
      key: 'age-75',
      // Unsupported single-leg work, stepping lunges and box work risk a fall in an unsupervised plan.
      avoid: (e) => isJumping(e) || isSprintOrBurpee(e) || isFloorWork(e) || isFallRisk(e),
    });
  // From 80: no barbell work at all (goblet or box squats, machines and dumbbells instead); from 75 no
  // ballistic swings, which need a fast hinge and a firm grip when tired.
  if (age >= 80)
    list.push({
      key: 'age-80',
      avoid: (e) => e.loadsSpine || e.equipment.includes('barbell') || e.minLevel === 'advanced',
    });
  if (age >= 75)
    list.push({ key: 'age-75-ballistic', avoid: (e) => /swing|renegade|clean|snatch|thruster/.test(e.id) });
  if (age >= 65 && age < 75) list.push({ key: 'age-65', avoid: (e) => isSprintOrBurpee(e) || isStrain(e) });
  if (age < 18) list.push({ key: 'under-18', avoid: (e) => isStrain(e) || e.minLevel === 'advanced' });
  if (conditions.has('high-blood-pressure'))
    list.push({
      key: 'high-blood-pressure',
      avoid: (e) => isStrain(e) || /rkc-plank|wall-sit|dead-hang|flexed-arm-hang|hollow-body/.test(e.id),
    });
  if (conditions.has('diabetes-complications'))
    list.push({
      key: 'diabetes-complications',
      avoid: (e) => isJumping(e) || isStrain(e) || isRunning(e),
    });
  if (conditions.has('osteoporosis'))
    list.push({
      key: 'osteoporosis',
      avoid: (e) =>
        e.spinalFlexionLoaded ||
        e.pattern === 'core-flexion' ||
        isLoadedTwist(e) ||
        /toe-touch|good-morning/.test(e.id),
    });
  if (conditions.has('vertebral-fracture'))
    list.push({ key: 'vertebral-fracture', avoid: (e) => isJumping(e) || e.loadsSpine });
  if (conditions.has('hernia'))
    list.push({
      key: 'hernia',
      avoid: (e) =>
        isStrain(e) ||
        e.loadsSpine ||
        e.spinalFlexionLoaded ||
        e.pattern === 'core-flexion' ||
        /dragon-flag|hanging|l-sit|v-up|hollow/.test(e.id),
    });
  if (conditions.has('arthritis'))
    list.push({
      key: 'arthritis',
      avoid: (e) => isJumping(e) || (e.kneeFlexion === 'deep' && e.equipment.includes('barbell')),
    });
  if (conditions.has('recent-sprain'))
    list.push({
      key: 'recent-sprain',
      avoid: (e) => isJumping(e) || /lateral-shuffle|skater|cossack|lateral-lunge/.test(e.id),
    });
  // Clearance first: nothing vigorous, heavy or interval-based, whatever else is built.
  if (screening.outcome === 'clearance')
    list.push({ key: 'clearance', avoid: (e) => isJumping(e) || isStrain(e) || isRunning(e) });
  if (population.cautious) list.push(CAUTIOUS_RESTRICTION);
  for (const exclusion of notes.exclusions)
    list.push({ key: `notes:${exclusion.key}`, avoid: exclusion.avoid });
  return list;
}

export function limitsFor(population: Population, screening: Screening, healthUnread: boolean): Limits {
  const keys: string[] = [];
  let noIntervals = false;
  let minReps = 1;
  let minRir = 0;
  let maxHoldSeconds = 60;
  let maxSets = 6;
  const { pregnancy, age, conditions } = population;
  const raise = (
    key: string,
    rules: { intervals?: boolean; reps?: number; rir?: number; hold?: number; sets?: number },
  ) => {
    keys.push(key);
    if (rules.intervals) noIntervals = true;
    if (rules.reps) minReps = Math.max(minReps, rules.reps);
    if (rules.rir !== undefined) minRir = Math.max(minRir, rules.rir);
    if (rules.hold) maxHoldSeconds = Math.min(maxHoldSeconds, rules.hold);
    if (rules.sets) maxSets = Math.min(maxSets, rules.sets);
  };
  // Moderate effort judged by the talk test; no hard intervals.
  if (pregnancy) raise('pregnancy', { intervals: true, reps: 10, rir: 3, hold: 30, sets: 3 });
  // 1-3 sets of 8-12 for older adults (Fragala 2019); from 75 nothing vigorous unsupervised.
  if (age >= 65) raise('older-adult', { intervals: age >= 75, reps: 8, rir: 2, sets: 3 });
  // Never fewer than 6 reps, never to failure, for under 18 (Faigenbaum 2009, Lloyd 2014).
  if (age < 18) raise('under-18', { reps: 8, rir: 2, sets: 3 });
  if (conditions.has('high-blood-pressure'))
    raise('high-blood-pressure', { intervals: true, reps: 10, rir: 2, hold: 30 });
  if (conditions.has('diabetes')) raise('diabetes', { rir: 1 });
  if (conditions.has('hernia')) raise('hernia', { intervals: true, reps: 10, rir: 3, hold: 20 });
  if (conditions.has('arthritis')) raise('arthritis', { rir: 2 });
  if (conditions.has('osteoporosis')) raise('osteoporosis', { rir: 2 });
  if (population.cautious || healthUnread) raise('cautious', CAUTIOUS_LIMITS);
  if (screening.outcome === 'clearance') raise('clearance', { intervals: true, reps: 10, rir: 3 });
  return { noIntervals, minReps, minRir, balanceEverySession: age >= 65, maxHoldSeconds, maxSets, keys };
}

export function isRestricted(exercise: CatalogueExercise, restrictions: readonly Restriction[]): boolean {
  return restrictions.some((restriction) => restriction.avoid(exercise));
}
