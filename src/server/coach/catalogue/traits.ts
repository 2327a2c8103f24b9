import type { CatalogueExercise } from './types';

/**
 * What the coach needs to know about each exercise to prescribe it safely and sensibly for the people of
 * docs/coaching.md ("Screening before prescribing", "Populations", "Sessions a coach would sign"): the body
 * position (pregnancy: not flat on the back after the first trimester, not on the belly), whether it needs
 * getting down to the floor (older adults), one side at a time ("per side", both sides' time), continuous
 * blocks, rep ceilings for hard bodyweight moves, straining, loaded twisting, fall risk and jumping.
 *
 * A table beside the catalogue rather than fields on each entry, so the catalogue stays the movement's
 * description and this stays the coach's judgement of it; tests/unit/catalogue.test.ts keeps the two in step.
 */

/**
 * The body position during the work.
 * - 'reclined': on a bench inclined 30 to 60 degrees or a reclined machine pad, not flat on the back.
 * - 'plank': body in a line supported on hands or forearms and feet or knees, at any incline.
 * - 'hanging': the arms hold the body off the ground: hanging from a bar, support on bars or rings, a handstand.
 * - 'in-water': swimming; the water carries the body, so rules about lying on the back or belly do not apply.
 */
export const POSITIONS = [
  'standing',
  'seated',
  'reclined',
  'supine',
  'prone',
  'side-lying',
  'kneeling',
  'quadruped',
  'plank',
  'hanging',
  'in-water',
] as const;
export type Position = (typeof POSITIONS)[number];

/** The activities that may be prescribed as one continuous block; everything else is done in sets or rounds. */
/** Wheeling and the arm bike are the aerobic blocks of wheelchair users (Martin Ginis et al. 2018, docs/coaching.md). */
export const CONTINUOUS_ACTIVITIES = [
  'walk',
  'jog',
  'run',
  'cycle',
  'row',
  'swim',
  'elliptical',
  'wheel',
  'arm-cycle',
] as const;
export type ContinuousActivity = (typeof CONTINUOUS_ACTIVITIES)[number];

export type ExerciseTraits = {
  position: Position;
  /** Needs getting down to the floor and up again. */
  floor: boolean;
  /** Done one side at a time: the plan says "per side" and counts both sides' time. */
  unilateral: boolean;
  /** May be prescribed as one continuous block of this activity; null: sets or rounds only. */
  continuous: ContinuousActivity | null;
  /** Most reps a set should ask for (per side when unilateral); null when load or variation sets the limit. */
  repCap: number | null;
  /** Heavy straining that invites breath-holding: heavy barbell lifts, heavy presses, maximal holds, heavy carries. */
  strain: boolean;
  /** Loaded spinal rotation. */
  loadedTwist: boolean;
  /** Balance or fall risk when tired or pregnant: jumps, box work, unsupported single-leg work, hanging from a box. */
  fallRisk: boolean;
  /** Both feet leave the ground: jumps, hops, jacks, bouncing drills on the spot, fast running. */
  jumping: boolean;
  /**
   * Running in any form: a jog, a run, intervals and strides, and the running drills done on the spot
   * or sideways (jogging in place, butt kicks, high knees, shuffles). What "no running" rules out.
   */
  running: boolean;
  /**
   * A skill or single-leg strength move a beginner does not start with (docs/coaching.md "Populations":
   * technique first, progressed gradually): single-leg squats and hinges, deep lateral squats, pike and
   * handstand pressing, pull-ups and dips on bars, hanging leg raises, advanced levers.
   */
  skill: boolean;
  /** The body's weight on one leg with no hand on a support: single-leg squats, hinges and stands, step-ups, lunges, one-leg stretches. */
  oneLeg: boolean;
  /** The spine bent forward to its end or under load: crunches, sit-ups, toe touches, knees to chest, child's pose. */
  spineFlexion: boolean;
  /** The spine twisted to its end or under load: seated twists, open books, thread the needle, Russian twists. */
  spineTwist: boolean;
  /** The shoulder swung or taken through its range without load: arm circles, dislocates, punches, arm cranking. */
  armSwing: boolean;
};

type Flag =
  | 'floor'
  | 'unilateral'
  | 'strain'
  | 'loadedTwist'
  | 'fallRisk'
  | 'jumping'
  | 'running'
  | 'skill'
  | 'oneLeg'
  | 'spineFlexion'
  | 'spineTwist'
  | 'armSwing';

function t(
  position: Position,
  flags: readonly Flag[] = [],
  extra: { repCap?: number; continuous?: ContinuousActivity } = {},
): ExerciseTraits {
  return {
    position,
    floor: flags.includes('floor'),
    unilateral: flags.includes('unilateral'),
    continuous: extra.continuous ?? null,
    repCap: extra.repCap ?? null,
    strain: flags.includes('strain'),
    loadedTwist: flags.includes('loadedTwist'),
    fallRisk: flags.includes('fallRisk'),
    jumping: flags.includes('jumping'),
    running: flags.includes('running'),
    skill: flags.includes('skill'),
    oneLeg: flags.includes('oneLeg'),
    spineFlexion: flags.includes('spineFlexion'),
    spineTwist: flags.includes('spineTwist'),
    armSwing: flags.includes('armSwing'),
  };
}

/** Traits of every catalogue exercise, by id. */
export const EXERCISE_TRAITS: Readonly<Record<string, ExerciseTraits>> = {
  // ---------------------------------------------------------------- squat
  'box-squat': t('standing'),
  'suspension-squat': t('standing'),
  'bodyweight-squat': t('standing'),
  // A submaximal hold with steady breathing in its cues; long holds to failure would be straining.
  'wall-sit': t('standing'),
  'cossack-squat': t('standing', ['unilateral', 'skill']),
  'box-pistol-squat': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg'], { repCap: 10 }),
  'pistol-squat': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg'], { repCap: 8 }),
  'skater-squat': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg'], { repCap: 10 }),
  'shrimp-squat': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg'], { repCap: 8 }),
  'terminal-knee-extension': t('standing', ['unilateral']),
  'spanish-squat': t('standing'),
  'goblet-squat': t('standing'),
  'dumbbell-front-squat': t('standing'),
  'barbell-back-squat': t('standing', ['strain']),
  'barbell-front-squat': t('standing', ['strain']),
  'leg-press': t('reclined', ['strain']),
  'hack-squat': t('standing', ['strain']),
  'leg-extension': t('seated'),
  'sit-to-stand': t('standing'),
  // ---------------------------------------------------------------- lunge (stepping lunges and boxes: fall risk)
  'supported-split-squat': t('standing', ['unilateral']),
  'split-squat': t('standing', ['unilateral']),
  'reverse-lunge': t('standing', ['unilateral', 'fallRisk', 'oneLeg']),
  'forward-lunge': t('standing', ['unilateral', 'fallRisk', 'oneLeg']),
  'walking-lunge': t('standing', ['unilateral', 'fallRisk', 'oneLeg']),
  'lateral-lunge': t('standing', ['unilateral', 'fallRisk']),
  'curtsy-lunge': t('standing', ['unilateral', 'fallRisk', 'oneLeg']),
  'bulgarian-split-squat': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg']),
  'suspension-lunge': t('standing', ['unilateral', 'fallRisk', 'oneLeg']),
  'low-step-up': t('standing', ['unilateral', 'fallRisk', 'oneLeg']),
  'step-up': t('standing', ['unilateral', 'fallRisk', 'oneLeg']),
  'dumbbell-step-up': t('standing', ['unilateral', 'fallRisk', 'oneLeg']),
  'dumbbell-reverse-lunge': t('standing', ['unilateral', 'fallRisk', 'oneLeg']),
  'dumbbell-bulgarian-split-squat': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg']),
  'step-up-supported': t('standing', ['unilateral']),
  // ---------------------------------------------------------------- hinge
  'standing-hip-hinge': t('standing'),
  'single-leg-rdl': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg']),
  'hip-airplane': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg'], { repCap: 8 }),
  'sliding-leg-curl': t('supine', ['floor'], { repCap: 12 }),
  'suspension-hamstring-curl': t('supine', ['floor'], { repCap: 12 }),
  // A maximal eccentric that ends in a fall forward onto the hands.
  'nordic-hamstring-curl': t('kneeling', ['floor', 'strain', 'fallRisk', 'skill'], { repCap: 6 }),
  'band-pull-through': t('standing'),
  'cable-pull-through': t('standing'),
  'kettlebell-deadlift': t('standing'),
  'kettlebell-swing': t('standing'),
  'kettlebell-single-leg-deadlift': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg']),
  'dumbbell-rdl': t('standing'),
  'dumbbell-single-leg-rdl': t('standing', ['unilateral', 'fallRisk', 'skill', 'oneLeg']),
  'barbell-deadlift': t('standing', ['strain']),
  'sumo-deadlift': t('standing', ['strain']),
  'romanian-deadlift': t('standing', ['strain']),
  'barbell-good-morning': t('standing', ['strain']),
  'back-extension': t('prone'),
  'lying-leg-curl': t('prone'),
  'seated-leg-curl': t('seated'),
  // ---------------------------------------------------------------- glute (hip thrusts start seated on the floor)
  'glute-bridge': t('supine', ['floor']),
  'single-leg-glute-bridge': t('supine', ['floor', 'unilateral']),
  'hip-thrust': t('supine', ['floor']),
  'single-leg-hip-thrust': t('supine', ['floor', 'unilateral']),
  'donkey-kick': t('quadruped', ['floor', 'unilateral']),
  clamshell: t('side-lying', ['floor', 'unilateral']),
  'side-lying-leg-raise': t('side-lying', ['floor', 'unilateral']),
  'standing-glute-kickback': t('standing', ['unilateral', 'oneLeg']),
  'standing-hip-abduction': t('standing', ['unilateral', 'oneLeg']),
  'band-lateral-walk': t('standing'),
  'band-kickback': t('standing', ['unilateral', 'oneLeg']),
  'cable-glute-kickback': t('standing', ['unilateral']),
  'hip-abduction-machine': t('seated'),
  'dumbbell-hip-thrust': t('supine', ['floor']),
  'barbell-hip-thrust': t('supine', ['floor', 'strain']),
  // ---------------------------------------------------------------- calf
  'standing-calf-raise': t('standing'),
  'single-leg-calf-raise': t('standing', ['unilateral', 'oneLeg']),
  'dumbbell-calf-raise': t('standing'),
  'machine-calf-raise': t('standing'),
  'seated-calf-raise': t('seated'),
  // ---------------------------------------------------------------- horizontal push
  'wall-push-up': t('standing'),
  'desk-push-up': t('plank'),
  'incline-push-up': t('plank'),
  'knee-push-up': t('plank', ['floor']),
  'push-up': t('plank', ['floor']),
  'decline-push-up': t('plank', ['floor']),
  'diamond-push-up': t('plank', ['floor'], { repCap: 15 }),
  'archer-push-up': t('plank', ['floor', 'unilateral', 'skill'], { repCap: 8 }),
  'pseudo-planche-push-up': t('plank', ['floor', 'skill'], { repCap: 8 }),
  'one-arm-push-up': t('plank', ['floor', 'unilateral', 'skill'], { repCap: 5 }),
  'knuckle-push-up': t('plank', ['floor']),
  // "Squeeze as hard as you can": a maximal isometric.
  'isometric-palm-press': t('standing', ['strain']),
  'dumbbell-push-up': t('plank', ['floor']),
  'suspension-push-up': t('plank'),
  'barbell-bench-press': t('supine', ['strain']),
  'incline-barbell-bench-press': t('reclined', ['strain']),
  'dumbbell-bench-press': t('supine'),
  'incline-dumbbell-press': t('reclined'),
  'neutral-grip-dumbbell-press': t('supine'),
  'dumbbell-floor-press': t('supine', ['floor']),
  'kettlebell-floor-press': t('supine', ['floor', 'unilateral']),
  'band-chest-press': t('standing'),
  'machine-chest-press': t('seated'),
  'cable-crossover': t('standing'),
  'dumbbell-fly': t('supine'),
  'pec-deck': t('seated'),
  // ---------------------------------------------------------------- vertical push
  'landmine-press': t('standing', ['unilateral']),
  'barbell-overhead-press': t('standing', ['strain']),
  'dumbbell-shoulder-press': t('seated'),
  'arnold-press': t('seated'),
  'kettlebell-overhead-press': t('standing', ['unilateral']),
  'band-overhead-press': t('standing'),
  'machine-shoulder-press': t('seated'),
  'pike-push-up': t('plank', ['floor', 'skill'], { repCap: 12 }),
  'elevated-pike-push-up': t('plank', ['floor', 'skill'], { repCap: 10 }),
  'wall-handstand-push-up': t('hanging', ['floor', 'fallRisk', 'skill'], { repCap: 6 }),
  // ---------------------------------------------------------------- triceps
  'bench-dip': t('seated', [], { repCap: 15 }),
  'parallel-bar-dip': t('hanging', ['skill'], { repCap: 12 }),
  'ring-dip': t('hanging', ['skill'], { repCap: 8 }),
  'assisted-dip-machine': t('hanging'),
  'close-grip-bench-press': t('supine', ['strain']),
  'barbell-skull-crusher': t('supine'),
  'dumbbell-overhead-triceps-extension': t('standing'),
  'dumbbell-triceps-kickback': t('standing', ['unilateral']),
  'cable-triceps-pushdown': t('standing'),
  'cable-overhead-triceps-extension': t('standing'),
  'band-triceps-pushdown': t('standing'),
  'band-overhead-triceps-extension': t('standing'),
  'bodyweight-triceps-extension': t('plank'),
  'suspension-triceps-extension': t('plank'),
  // ---------------------------------------------------------------- shoulders
  'dumbbell-lateral-raise': t('standing'),
  'dumbbell-front-raise': t('standing'),
  'cable-lateral-raise': t('standing', ['unilateral']),
  'band-lateral-raise': t('standing'),
  'band-front-raise': t('standing'),
  // ---------------------------------------------------------------- bodyweight pulls
  'doorway-row': t('standing'),
  'single-arm-doorway-row': t('standing', ['unilateral']),
  'towel-row': t('standing'),
  'superman-pull': t('prone', ['floor']),
  'prone-ytw-raise': t('prone', ['floor']),
  'reverse-snow-angel': t('prone', ['floor']),
  'table-inverted-row': t('supine', ['floor']),
  'inverted-row': t('supine', ['floor']),
  'feet-elevated-inverted-row': t('supine', ['floor'], { repCap: 12 }),
  'suspension-row': t('standing'),
  'suspension-biceps-curl': t('standing'),
  'suspension-reverse-fly': t('standing'),
  // ---------------------------------------------------------------- bar work (a box to start from is box work)
  'dead-hang': t('hanging'),
  'scapular-pull-up': t('hanging'),
  'flexed-arm-hang': t('hanging', ['strain', 'fallRisk']),
  'negative-pull-up': t('hanging', ['fallRisk', 'skill'], { repCap: 5 }),
  'band-assisted-pull-up': t('hanging', [], { repCap: 12 }),
  'chin-up': t('hanging', ['skill'], { repCap: 10 }),
  'pull-up': t('hanging', ['skill'], { repCap: 10 }),
  'archer-pull-up': t('hanging', ['unilateral', 'skill'], { repCap: 5 }),
  'weighted-pull-up': t('hanging', ['strain', 'skill'], { repCap: 8 }),
  'muscle-up': t('hanging', ['fallRisk', 'skill'], { repCap: 5 }),
  'assisted-pull-up-machine': t('hanging'),
  // ---------------------------------------------------------------- machines, cables, bands
  'lat-pulldown': t('seated'),
  'neutral-grip-lat-pulldown': t('seated'),
  'straight-arm-cable-pulldown': t('standing'),
  'seated-cable-row': t('seated'),
  'machine-row': t('seated'),
  'cable-face-pull': t('standing'),
  'reverse-pec-deck': t('seated'),
  'cable-biceps-curl': t('standing'),
  'machine-preacher-curl': t('seated'),
  'band-row': t('standing'),
  'band-pull-apart': t('standing'),
  'band-face-pull': t('standing'),
  // Kneeling or sitting on the floor under a high anchor.
  'band-lat-pulldown': t('kneeling', ['floor']),
  'band-straight-arm-pulldown': t('standing'),
  'band-biceps-curl': t('standing'),
  'towel-biceps-curl': t('seated'),
  // ---------------------------------------------------------------- dumbbells, kettlebells, barbells
  'dumbbell-biceps-curl': t('standing'),
  'hammer-curl': t('standing'),
  'incline-dumbbell-curl': t('reclined'),
  'concentration-curl': t('seated', ['unilateral']),
  'one-arm-dumbbell-row': t('standing', ['unilateral']),
  'chest-supported-dumbbell-row': t('prone'),
  'bent-over-dumbbell-row': t('standing'),
  'dumbbell-renegade-row': t('plank', ['floor', 'unilateral', 'skill']),
  'dumbbell-reverse-fly': t('standing'),
  'kettlebell-row': t('standing', ['unilateral']),
  'kettlebell-gorilla-row': t('standing', ['unilateral']),
  'barbell-bent-over-row': t('standing', ['strain']),
  'pendlay-row': t('standing', ['strain']),
  't-bar-row': t('standing', ['strain']),
  'barbell-curl': t('standing'),
  'ez-bar-curl': t('standing'),
  // ---------------------------------------------------------------- core: anti-extension
  plank: t('plank', ['floor']),
  'knee-plank': t('plank', ['floor']),
  'incline-forearm-plank': t('plank'),
  'high-plank': t('plank', ['floor']),
  // Short maximal efforts by design.
  'rkc-plank': t('plank', ['floor', 'strain']),
  'body-saw': t('plank', ['floor', 'skill'], { repCap: 10 }),
  'dead-bug': t('supine', ['floor', 'unilateral']),
  'hollow-body-hold': t('supine', ['floor']),
  'barbell-rollout': t('kneeling', ['floor', 'skill'], { repCap: 10 }),
  'suspension-fallout': t('plank', [], { repCap: 12 }),
  'dragon-flag': t('supine', ['strain', 'skill'], { repCap: 6 }),
  // ---------------------------------------------------------------- core: anti-rotation
  'side-plank': t('side-lying', ['floor', 'unilateral']),
  'knee-side-plank': t('side-lying', ['floor', 'unilateral']),
  'side-plank-hip-dip': t('side-lying', ['floor', 'unilateral']),
  'bird-dog': t('quadruped', ['floor', 'unilateral']),
  'plank-shoulder-tap': t('plank', ['floor', 'unilateral']),
  'pallof-hold': t('standing', ['unilateral']),
  'pallof-press': t('standing', ['unilateral']),
  'cable-pallof-press': t('standing', ['unilateral']),
  'suitcase-hold': t('standing', ['unilateral', 'strain']),
  // ---------------------------------------------------------------- core: flexion
  crunch: t('supine', ['floor', 'spineFlexion']),
  'reverse-crunch': t('supine', ['floor', 'spineFlexion']),
  'sit-up': t('supine', ['floor', 'spineFlexion']),
  'cable-crunch': t('kneeling', ['floor', 'spineFlexion']),
  'lying-leg-raise': t('supine', ['floor', 'spineFlexion']),
  'v-up': t('supine', ['floor', 'skill'], { repCap: 15 }),
  'seated-knee-raise': t('seated', ['spineFlexion']),
  'chair-l-sit': t('seated'),
  'hanging-knee-raise': t('hanging', ['spineFlexion'], { repCap: 15 }),
  'hanging-leg-raise': t('hanging', ['skill'], { repCap: 10 }),
  'toes-to-bar': t('hanging', ['skill'], { repCap: 8 }),
  'l-sit': t('hanging', ['skill']),
  // ---------------------------------------------------------------- core: rotation (alternating reps count per side)
  'standing-cross-body-knee-drive': t('standing', ['unilateral', 'oneLeg', 'spineTwist']),
  'bicycle-crunch': t('supine', ['floor', 'unilateral', 'spineFlexion', 'spineTwist']),
  'russian-twist': t('seated', ['floor', 'unilateral', 'spineFlexion', 'spineTwist']),
  'weighted-russian-twist': t('seated', ['floor', 'unilateral', 'loadedTwist', 'spineFlexion', 'spineTwist']),
  'band-woodchop': t('standing', ['unilateral', 'loadedTwist', 'spineTwist']),
  'cable-woodchop': t('standing', ['unilateral', 'loadedTwist', 'spineTwist']),
  'landmine-rotation': t('standing', ['unilateral', 'loadedTwist', 'spineTwist']),
  'hanging-windshield-wiper': t('hanging', ['unilateral', 'loadedTwist', 'skill'], { repCap: 6 }),
  // ---------------------------------------------------------------- carries: heavy by intent, so bracing and breath-holding
  'farmer-carry': t('standing', ['strain']),
  'kettlebell-farmer-carry': t('standing', ['strain']),
  'suitcase-carry': t('standing', ['unilateral', 'strain']),
  'kettlebell-front-rack-carry': t('standing', ['strain']),
  'overhead-carry': t('standing', ['unilateral', 'strain']),
  // ---------------------------------------------------------------- conditioning: low impact
  // Walking on the spot: the indoor walk where no treadmill or street is at hand.
  'marching-in-place': t('standing', [], { continuous: 'walk' }),
  'standing-knee-drive': t('standing'),
  'step-jack': t('standing'),
  'shadow-boxing': t('standing', ['armSwing']),
  'stair-climb': t('standing', ['fallRisk']),
  // Bouncing on the spot: what "no jumping, I live upstairs" means.
  'jog-in-place': t('standing', ['jumping', 'running']),
  'butt-kicks': t('standing', ['jumping', 'running']),
  'lateral-shuffle': t('standing', ['fallRisk', 'running']),
  'mountain-climber': t('plank', ['floor']),
  // Down to the floor and up again at speed: dizziness and balance under fatigue.
  'step-back-burpee': t('plank', ['floor', 'fallRisk']),
  // ---------------------------------------------------------------- conditioning: jumps
  burpee: t('plank', ['floor', 'jumping', 'fallRisk']),
  'jumping-jack': t('standing', ['jumping', 'fallRisk']),
  'high-knees': t('standing', ['jumping', 'fallRisk', 'running']),
  'star-jump': t('standing', ['jumping', 'fallRisk']),
  'squat-jump': t('standing', ['jumping', 'fallRisk']),
  'tuck-jump': t('standing', ['jumping', 'fallRisk']),
  'skater-hop': t('standing', ['jumping', 'fallRisk']),
  // ---------------------------------------------------------------- aerobic blocks and machines
  'brisk-walk': t('standing', [], { continuous: 'walk' }),
  'easy-jog': t('standing', ['running'], { continuous: 'jog' }),
  'sprint-intervals': t('standing', ['jumping', 'fallRisk', 'running']),
  'incline-treadmill-walk': t('standing', [], { continuous: 'walk' }),
  'stationary-bike-intervals': t('seated'),
  // A rower's seat is a hand's width above the floor: getting on and off is floor work.
  'rowing-machine': t('seated', ['floor'], { continuous: 'row' }),
  elliptical: t('standing', [], { continuous: 'elliptical' }),
  // ---------------------------------------------------------------- endurance programme sessions
  'run-walk-intervals': t('standing', ['running'], { continuous: 'jog' }),
  'easy-run': t('standing', ['running'], { continuous: 'run' }),
  'long-run': t('standing', ['running'], { continuous: 'run' }),
  'tempo-run': t('standing', ['running'], { continuous: 'run' }),
  'running-intervals': t('standing', ['jumping', 'fallRisk', 'running']),
  'running-strides': t('standing', ['jumping', 'fallRisk', 'running']),
  'easy-cycling': t('seated', [], { continuous: 'cycle' }),
  'cycling-intervals': t('seated'),
  'easy-swim': t('in-water', [], { continuous: 'swim' }),
  'swim-intervals': t('in-water'),
  'rowing-intervals': t('seated', ['floor']),
  // ---------------------------------------------------------------- balance and pelvic floor
  'single-leg-stand-supported': t('standing', ['unilateral']),
  'heel-to-toe-walk': t('standing'),
  'pelvic-floor-contractions': t('seated'),
  // ---------------------------------------------------------------- mobility (one-sided stretches count per side)
  'neck-and-shoulder-rolls': t('standing'),
  'arm-circles': t('standing', ['armSwing']),
  'doorway-chest-stretch': t('standing', ['unilateral', 'armSwing']),
  'band-shoulder-dislocate': t('standing', ['armSwing']),
  'seated-figure-four-stretch': t('seated', ['unilateral', 'spineFlexion']),
  'standing-hamstring-stretch': t('standing', ['unilateral', 'spineFlexion']),
  'standing-quad-stretch': t('standing', ['unilateral', 'oneLeg']),
  'standing-calf-stretch': t('standing', ['unilateral']),
  'ankle-rocks': t('standing', ['unilateral']),
  'leg-swings': t('standing', ['unilateral', 'oneLeg']),
  'cat-cow': t('quadruped', ['floor', 'spineFlexion']),
  'thread-the-needle': t('quadruped', ['floor', 'unilateral', 'spineTwist']),
  'open-book-thoracic-rotation': t('side-lying', ['floor', 'unilateral', 'spineTwist']),
  'childs-pose': t('kneeling', ['floor', 'spineFlexion']),
  'downward-dog': t('plank', ['floor']),
  'half-kneeling-hip-flexor-stretch': t('kneeling', ['floor', 'unilateral']),
  'worlds-greatest-stretch': t('plank', ['floor', 'unilateral', 'spineTwist']),
  'hip-90-90-switch': t('seated', ['floor', 'spineTwist']),
  // ---------------------------------------------------------------- the programmes' own (catalogue/adapted.ts)
  'gentle-walk': t('standing', [], { continuous: 'walk' }),
  'wheelchair-push': t('seated', [], { continuous: 'wheel' }),
  'arm-ergometer': t('seated', ['armSwing'], { continuous: 'arm-cycle' }),
  'seated-punches': t('seated', ['armSwing']),
  'seated-march': t('seated'),
  'seated-band-row': t('seated'),
  'seated-band-pulldown': t('seated'),
  'seated-band-chest-press': t('seated'),
  'seated-push-up': t('seated', [], { repCap: 12 }),
  'seated-dumbbell-curl': t('seated'),
  'seated-dumbbell-triceps-extension': t('seated'),
  'seated-band-external-rotation': t('seated'),
  'seated-towel-pull-apart': t('seated'),
  'seated-pallof-press': t('seated', ['unilateral']),
  'seated-lean-back': t('seated'),
  'seated-knee-extension': t('seated', ['unilateral']),
  'supported-calf-raise': t('standing'),
  'supported-side-step': t('standing'),
  'tandem-stand-supported': t('standing'),
  'diaphragmatic-breathing': t('seated'),
  'heel-slides': t('supine', ['floor', 'unilateral']),
  'seated-trunk-rotation': t('seated', ['spineTwist']),
  'seated-chest-opener': t('seated', ['armSwing']),
  'seated-side-reach': t('seated', ['unilateral']),
};

/** The traits of a catalogue exercise (by entry or id); throws for an id the table does not know. */
/** The same table by id, for the many lookups the pools and the checker make per plan. */
const TRAITS_BY_ID: ReadonlyMap<string, ExerciseTraits> = new Map(Object.entries(EXERCISE_TRAITS));

export function traitsOf(exercise: CatalogueExercise | string): ExerciseTraits {
  const id = typeof exercise === 'string' ? exercise : exercise.id;
  const traits = TRAITS_BY_ID.get(id);
  if (!traits) throw new Error(`No traits for exercise ${id}`);
  return traits;
}
