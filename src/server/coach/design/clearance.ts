import type { Joint } from '../../../contract/screeningQuestions';
import type { ScreeningReasonCode } from '../../../contract/workout';
import { CATALOGUE_BY_ID } from '../catalogue';
import type { CatalogueExercise } from '../catalogue/types';
import { isAvoided } from '../read/injuries';
import type { Profile } from '../read/profile';
import { isFloorWork, positionOf } from './exerciseFacts';
import { breaksHipPrecautions, isRestricted, populationOf, sparesAnArm } from './populations';

/**
 * The gentle week of a clearance-first plan that keeps its word (docs/coaching.md "Screening before
 * prescribing"): a walk that is gentle in name and in effort (never "brisk"), or gentle wheeling for a
 * wheelchair user; mobility chosen for the reason given, never loading a joint that was operated on or
 * that locks or gives way; nothing on the floor or head-down for heart symptoms or dizziness.
 */

/** The part of the body whose stretches and loading wait for the professional. */
export type Part = Joint | 'leg';

const LEG_STRETCHES = new Set([
  'standing-quad-stretch',
  'standing-hamstring-stretch',
  'standing-calf-stretch',
  'ankle-rocks',
  'leg-swings',
  'seated-figure-four-stretch',
  'hip-90-90-switch',
  'half-kneeling-hip-flexor-stretch',
  'worlds-greatest-stretch',
]);
const SHOULDER_STRETCHES = new Set([
  'arm-circles',
  'band-shoulder-dislocate',
  'doorway-chest-stretch',
  'seated-chest-opener',
  'seated-side-reach',
  'neck-and-shoulder-rolls',
  'thread-the-needle',
]);
const TRUNK_STRETCHES = new Set([
  'open-book-thoracic-rotation',
  'seated-trunk-rotation',
  'seated-side-reach',
  'thread-the-needle',
  'cat-cow',
  'worlds-greatest-stretch',
  'standing-hamstring-stretch',
  'leg-swings',
]);
const ON_HANDS_OR_KNEES = (e: CatalogueExercise) =>
  ['kneeling', 'quadruped', 'plank'].includes(positionOf(e));

/** Whether this stretch or walk loads or stretches that part. */
export function loadsPart(e: CatalogueExercise, part: Part): boolean {
  switch (part) {
    case 'knee':
    case 'leg':
      return LEG_STRETCHES.has(e.id) || ON_HANDS_OR_KNEES(e) || e.kneeFlexion !== 'none' || isWalk(e);
    case 'hip':
      return LEG_STRETCHES.has(e.id) || ON_HANDS_OR_KNEES(e) || breaksHipPrecautions(e) || isWalk(e);
    case 'shoulder':
      return (
        SHOULDER_STRETCHES.has(e.id) ||
        ON_HANDS_OR_KNEES(e) ||
        e.overhead ||
        e.id === 'wheelchair-push' ||
        e.id === 'arm-ergometer'
      );
    case 'spine':
    case 'other':
      // The trunk after back or abdominal surgery: no twisting, side bending, floor or all-fours work.
      return TRUNK_STRETCHES.has(e.id) || isFloorWork(e) || ON_HANDS_OR_KNEES(e);
  }
}

const isWalk = (e: CatalogueExercise) => e.id === 'gentle-walk';

/** Heart, breathing and dizziness reasons: upright, no floor, no head-down positions. */
const UPRIGHT_REASONS: ReadonlySet<string> = new Set<ScreeningReasonCode>([
  'chest-symptoms',
  'dizziness-or-fainting',
  'palpitations',
  'heart-disease',
  'stroke',
  'uncontrolled-blood-pressure',
  'supervision-advised',
  'exertional-symptoms',
  'uncontrolled-condition',
  'pregnancy-complications',
]);

/** The parts that wait for a professional: an operated joint (said, or read as an injury), a red-flag joint. */
export function partsToSpare(profile: Profile): Part[] {
  const codes = new Set<string>(profile.screening.reasons.map((reason) => reason.code));
  const parts = new Set<Part>();
  const follow = profile.answers?.followUp;
  if (codes.has('recent-surgery') || codes.has('joint-red-flag')) {
    if (follow?.operatedPart) parts.add(follow.operatedPart);
    for (const finding of profile.injuryFindings) {
      if (finding.key === 'knee') parts.add('knee');
      else if (finding.key === 'hip' || finding.key === 'hip-flexor') parts.add('hip');
      else if (finding.key === 'shoulder' || finding.key === 'elbow' || finding.key === 'wrist')
        parts.add('shoulder');
      else if (finding.key === 'lower-back' || finding.key === 'upper-back' || finding.key === 'neck')
        parts.add('spine');
      else if (finding.key === 'ankle' || finding.key === 'foot') parts.add('leg');
    }
    // An operation we cannot place (an organ taken out, no word on where): spare the trunk.
    if (codes.has('recent-surgery') && parts.size === 0) parts.add('other');
  }
  // Back pain with signs of a trapped nerve root: nothing that loads or twists the spine while it waits.
  if (codes.has('nerve-red-flag') || codes.has('spine-red-flag')) parts.add('spine');
  const replacement = populationOf(profile.special, 'joint-replacement');
  if (replacement?.joint) parts.add(replacement.joint);
  return [...parts];
}

/**
 * Whether the arms are spared in every part of the session, warm-up lines included: a catheter line or a
 * replaced shoulder (design/populations.ts sparesAnArm), or a shoulder that waits for a professional.
 */
export function sparesTheArms(profile: Profile): boolean {
  return sparesAnArm(profile.special) || partsToSpare(profile).includes('shoulder');
}

/** Breathing first, then gentle upright mobility; floor stretches last, for reasons that allow them. */
const MOBILITY_ORDER = [
  'diaphragmatic-breathing',
  'neck-and-shoulder-rolls',
  'seated-trunk-rotation',
  'seated-chest-opener',
  'arm-circles',
  'standing-calf-stretch',
  'seated-side-reach',
  'ankle-rocks',
  'cat-cow',
];

export type GentleChoice = { steady: CatalogueExercise | null; mobility: CatalogueExercise[] };

/** What the gentle days hold for this visitor, and why nothing else. */
export function gentleChoice(profile: Profile, mobilityCount: number): GentleChoice {
  const parts = partsToSpare(profile);
  const codes = new Set<string>(profile.screening.reasons.map((reason) => reason.code));
  const upright = [...codes].some((code) => UPRIGHT_REASONS.has(code));
  const wheelchair = populationOf(profile.special, 'wheelchair');
  const limb = populationOf(profile.special, 'limb-loss');
  const ill = populationOf(profile.special, 'acute-illness');
  const fits = (e: CatalogueExercise) =>
    e.locations.includes(profile.location) &&
    e.equipment.every((item) => profile.equipment.has(item)) &&
    !isAvoided(e, profile.injuries) &&
    !isRestricted(e, profile.restrictions) &&
    !parts.some((part) => loadsPart(e, part)) &&
    !(upright && (isFloorWork(e) || ON_HANDS_OR_KNEES(e))) &&
    !(wheelchair && positionOf(e) !== 'seated');
  const walkId = wheelchair
    ? 'wheelchair-push'
    : (limb && limb.limb !== 'arm') || ill?.illness === 'fever' || codes.has('acute-illness')
      ? null
      : 'gentle-walk';
  const walk = walkId ? CATALOGUE_BY_ID.get(walkId) : undefined;
  const mobility: CatalogueExercise[] = [];
  if (populationOf(profile.special, 'postpartum') || profile.population.pregnancy) {
    const pelvic = CATALOGUE_BY_ID.get('pelvic-floor-contractions');
    if (pelvic && fits(pelvic)) mobility.push(pelvic);
  }
  for (const id of MOBILITY_ORDER) {
    if (mobility.length >= mobilityCount) break;
    const e = CATALOGUE_BY_ID.get(id);
    if (e && fits(e)) mobility.push(e);
  }
  return { steady: walk && fits(walk) ? walk : null, mobility };
}
