import type { CatalogueExercise } from '../catalogue/types';

/**
 * Facts about an exercise that population rules and session rules need beyond the catalogue's injury
 * flags: the body position, floor work, one side at a time, continuous aerobic work, how many reps a
 * hard bodyweight move can sensibly ask for, straining and loaded twisting.
 */

const SUPINE =
  /bench-press|floor-press|dumbbell-fly|skull-crusher|dead-bug|hollow-body|glute-bridge|hip-thrust|crunch|sit-up|lying-leg|leg-raise|v-up|dragon-flag|reverse-crunch|bicycle-crunch|close-grip-bench|neutral-grip-dumbbell-press|dumbbell-bench|kettlebell-floor|band-chest-press|sliding-leg-curl|suspension-hamstring-curl|hip-90-90|figure-four|lying-leg-curl|bodyweight-triceps-extension|dumbbell-pullover|toes-to-bar-lying|inverted-row|table-inverted-row|feet-elevated-inverted-row/;
const PRONE = /superman|prone-|reverse-snow-angel|lying-leg-curl|back-extension/;
const FLOOR =
  /plank|push-up|crunch|sit-up|dead-bug|bird-dog|bridge|superman|leg-raise|prone|mountain-climber|burpee|hollow|v-up|body-saw|rollout|fallout|dragon-flag|clamshell|donkey-kick|childs-pose|cat-cow|thread-the-needle|downward-dog|bicycle-crunch|russian-twist|hip-90-90|figure-four|half-kneeling|worlds-greatest|reverse-snow-angel|floor-press|hip-thrust|table-inverted-row|sliding-leg-curl|nordic|l-sit|chair-l-sit|bodyweight-triceps-extension|shoulder-tap|knee-side-plank|side-plank/;
const UNILATERAL =
  /single|one-arm|one-leg|split-squat|lunge|step-up|side-plank|suitcase|pistol|skater-squat|shrimp|cossack|hip-airplane|concentration-curl|doorway-row|archer|kettlebell-gorilla-row|bird-dog|clamshell|donkey-kick|kickback|curtsy|hip-abduction$|standing-hip-abduction|half-kneeling|standing-quad-stretch|standing-hamstring-stretch|standing-calf-stretch|leg-swings|worlds-greatest|seated-figure-four|hip-90-90|landmine-press|lateral-lunge|thread-the-needle|open-book|standing-cross-body-knee-drive|windshield|pallof|woodchop|landmine-rotation|renegade-row/;
const STRAIN =
  /barbell-back-squat|barbell-front-squat|barbell-deadlift|sumo-deadlift|romanian-deadlift|barbell-good-morning|barbell-bench|incline-barbell-bench|close-grip-bench|barbell-overhead-press|pendlay-row|barbell-bent-over-row|t-bar-row|leg-press|hack-squat|barbell-hip-thrust|weighted-pull-up|muscle-up|rkc-plank|dragon-flag|wall-handstand/;
const LOADED_TWIST =
  /weighted-russian-twist|cable-woodchop|band-woodchop|landmine-rotation|russian-twist|windshield/;
const REP_CAPS: [RegExp, number][] = [
  [
    /nordic|dragon-flag|muscle-up|one-arm-push-up|shrimp-squat|archer-pull-up|weighted-pull-up|wall-handstand|toes-to-bar|l-sit/,
    6,
  ],
  [/pistol|pseudo-planche|archer-push-up|hanging-leg-raise|ring-dip|skater-squat/, 8],
  [/^pull-up$|^chin-up$|negative-pull-up|box-pistol|hanging-windshield/, 8],
  [
    /parallel-bar-dip|band-assisted-pull-up|inverted-row|feet-elevated-inverted-row|decline-push-up|diamond-push-up|elevated-pike|pike-push-up|hanging-knee-raise|single-leg-hip-thrust|single-leg-rdl|bulgarian/,
    12,
  ],
];

export type Position = 'standing' | 'seated' | 'supine' | 'prone' | 'other';

export function positionOf(e: CatalogueExercise): Position {
  if (PRONE.test(e.id)) return 'prone';
  if (SUPINE.test(e.id)) return 'supine';
  if (/seated|machine|pec-deck|leg-extension|leg-curl/.test(e.id)) return 'seated';
  return FLOOR.test(e.id) ? 'other' : 'standing';
}

export const isFloorWork = (e: CatalogueExercise) => FLOOR.test(e.id);
export const isUnilateral = (e: CatalogueExercise) => UNILATERAL.test(e.id);
export const isStrain = (e: CatalogueExercise) => STRAIN.test(e.id);
export const isLoadedTwist = (e: CatalogueExercise) => LOADED_TWIST.test(e.id);

/** The most reps a set of this bodyweight move should ask; null when load, not reps, makes it harder. */
export function repCapOf(e: CatalogueExercise): number | null {
  if (e.progression === 'load') return null;
  return REP_CAPS.find(([ids]) => ids.test(e.id))?.[1] ?? null;
}

export type Modality = 'walk' | 'jog' | 'run' | 'cycle' | 'row' | 'swim' | 'elliptical';

/** Only walking, jogging, running, cycling, rowing, swimming and the elliptical are continuous blocks. */
export function continuousModality(e: CatalogueExercise): Modality | null {
  if (/interval|sprint/.test(e.id)) return null;
  if (/walk|stair-climb|marching/.test(e.id) && !/lunge|lateral|band|heel-to-toe/.test(e.id)) return 'walk';
  if (/easy-jog|jog-in-place/.test(e.id)) return 'jog';
  if (/easy-run|long-run|tempo-run|run-walk/.test(e.id)) return 'run';
  if (/cycl|bike/.test(e.id)) return 'cycle';
  if (/rowing/.test(e.id)) return 'row';
  if (/swim/.test(e.id)) return 'swim';
  if (/elliptical/.test(e.id)) return 'elliptical';
  return null;
}
