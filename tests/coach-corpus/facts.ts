/**
 * The corpus's own reading of the exercise catalogue: body position, modality and the facts `never` and
 * `include` ask about. It uses the catalogue's data (flags, patterns, muscles) but classifies positions and
 * modalities itself, by id, so that a new catalogue exercise fails the completeness test until someone says
 * how it is done. Free-text work the catalogue does not hold (catalogId null or unknown) is read by its name.
 */
import type { Day, Exercise } from '../../src/contract/workout';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import type { CatalogueExercise } from '../../src/server/coach/catalogue/types';
import type { Modality, PlanFact } from './types';

export const POSITIONS = [
  'standing',
  /** On a chair, bench or machine seat. */
  'seated',
  /** Sitting on the floor. */
  'floor-seated',
  /** Flat on the back, on the floor or a flat bench. */
  'supine',
  /** Half lying on an incline bench or with the upper back on a bench (hip thrusts, incline presses). */
  'reclined',
  /** Face down, on the floor or a bench or pad. */
  'prone',
  'side-lying',
  'kneeling',
  'quadruped',
  /** Hands or forearms on the floor with the body straight (push-ups, planks, burpees). */
  'plank',
  /** Feet on the floor, hands on a wall, desk or straps. */
  'leaning',
  'hanging',
  /** Held up on parallel bars or rings. */
  'bar-support',
  'inverted',
] as const;
export type Position = (typeof POSITIONS)[number];

export const POSITION_IDS: Record<Position, readonly string[]> = {
  standing: [
    'gentle-walk',
    'supported-calf-raise',
    'supported-side-step',
    'tandem-stand-supported',
    'run-walk-intervals',
    'easy-run',
    'long-run',
    'tempo-run',
    'running-intervals',
    'running-strides',
    'single-leg-stand-supported',
    'heel-to-toe-walk',
    'sit-to-stand',
    'step-up-supported',
    'swim-intervals',
    'easy-swim',
    'pelvic-floor-contractions',
    'box-squat',
    'suspension-squat',
    'bodyweight-squat',
    'wall-sit',
    'cossack-squat',
    'box-pistol-squat',
    'pistol-squat',
    'skater-squat',
    'shrimp-squat',
    'terminal-knee-extension',
    'spanish-squat',
    'goblet-squat',
    'dumbbell-front-squat',
    'barbell-back-squat',
    'barbell-front-squat',
    'hack-squat',
    'supported-split-squat',
    'split-squat',
    'reverse-lunge',
    'forward-lunge',
    'walking-lunge',
    'lateral-lunge',
    'curtsy-lunge',
    'bulgarian-split-squat',
    'suspension-lunge',
    'low-step-up',
    'step-up',
    'dumbbell-step-up',
    'dumbbell-reverse-lunge',
    'dumbbell-bulgarian-split-squat',
    'standing-hip-hinge',
    'single-leg-rdl',
    'hip-airplane',
    'band-pull-through',
    'cable-pull-through',
    'kettlebell-deadlift',
    'kettlebell-swing',
    'kettlebell-single-leg-deadlift',
    'dumbbell-rdl',
    'dumbbell-single-leg-rdl',
    'barbell-deadlift',
    'sumo-deadlift',
    'romanian-deadlift',
    'barbell-good-morning',
    'standing-glute-kickback',
    'standing-hip-abduction',
    'band-lateral-walk',
    'band-kickback',
    'cable-glute-kickback',
    'standing-calf-raise',
    'single-leg-calf-raise',
    'dumbbell-calf-raise',
    'machine-calf-raise',
    'isometric-palm-press',
    'band-chest-press',
    'cable-crossover',
    'landmine-press',
    'barbell-overhead-press',
    'dumbbell-shoulder-press',
    'arnold-press',
    'kettlebell-overhead-press',
    'band-overhead-press',
    'assisted-dip-machine',
    'dumbbell-overhead-triceps-extension',
    'dumbbell-triceps-kickback',
    'cable-triceps-pushdown',
    'cable-overhead-triceps-extension',
    'band-triceps-pushdown',
    'band-overhead-triceps-extension',
    'dumbbell-lateral-raise',
    'dumbbell-front-raise',
    'cable-lateral-raise',
    'band-lateral-raise',
    'band-front-raise',
    'assisted-pull-up-machine',
    'straight-arm-cable-pulldown',
    'cable-face-pull',
    'cable-biceps-curl',
    'band-row',
    'band-pull-apart',
    'band-face-pull',
    'band-straight-arm-pulldown',
    'band-biceps-curl',
    'dumbbell-biceps-curl',
    'hammer-curl',
    'one-arm-dumbbell-row',
    'bent-over-dumbbell-row',
    'dumbbell-reverse-fly',
    'kettlebell-row',
    'kettlebell-gorilla-row',
    'barbell-bent-over-row',
    'pendlay-row',
    't-bar-row',
    'barbell-curl',
    'ez-bar-curl',
    'pallof-hold',
    'pallof-press',
    'cable-pallof-press',
    'suitcase-hold',
    'standing-cross-body-knee-drive',
    'band-woodchop',
    'cable-woodchop',
    'landmine-rotation',
    'farmer-carry',
    'kettlebell-farmer-carry',
    'suitcase-carry',
    'kettlebell-front-rack-carry',
    'overhead-carry',
    'marching-in-place',
    'standing-knee-drive',
    'step-jack',
    'shadow-boxing',
    'stair-climb',
    'jog-in-place',
    'butt-kicks',
    'lateral-shuffle',
    'jumping-jack',
    'high-knees',
    'star-jump',
    'squat-jump',
    'tuck-jump',
    'skater-hop',
    'brisk-walk',
    'easy-jog',
    'sprint-intervals',
    'incline-treadmill-walk',
    'elliptical',
    'neck-and-shoulder-rolls',
    'arm-circles',
    'doorway-chest-stretch',
    'band-shoulder-dislocate',
    'standing-hamstring-stretch',
    'standing-quad-stretch',
    'standing-calf-stretch',
    'ankle-rocks',
    'leg-swings',
  ],
  seated: [
    'wheelchair-push',
    'arm-ergometer',
    'seated-punches',
    'seated-march',
    'seated-band-row',
    'seated-band-pulldown',
    'seated-band-chest-press',
    'seated-push-up',
    'seated-dumbbell-curl',
    'seated-dumbbell-triceps-extension',
    'seated-band-external-rotation',
    'seated-towel-pull-apart',
    'seated-pallof-press',
    'seated-lean-back',
    'seated-knee-extension',
    'diaphragmatic-breathing',
    'seated-trunk-rotation',
    'seated-chest-opener',
    'seated-side-reach',
    'easy-cycling',
    'cycling-intervals',
    'rowing-intervals',
    'leg-press',
    'leg-extension',
    'seated-leg-curl',
    'hip-abduction-machine',
    'seated-calf-raise',
    'machine-chest-press',
    'pec-deck',
    'machine-shoulder-press',
    'bench-dip',
    'lat-pulldown',
    'neutral-grip-lat-pulldown',
    'seated-cable-row',
    'machine-row',
    'reverse-pec-deck',
    'machine-preacher-curl',
    'band-lat-pulldown',
    'towel-biceps-curl',
    'concentration-curl',
    'seated-knee-raise',
    'chair-l-sit',
    'seated-figure-four-stretch',
    'stationary-bike-intervals',
    'rowing-machine',
  ],
  'floor-seated': ['russian-twist', 'weighted-russian-twist', 'hip-90-90-switch'],
  supine: [
    'heel-slides',
    'sliding-leg-curl',
    'suspension-hamstring-curl',
    'glute-bridge',
    'single-leg-glute-bridge',
    'barbell-bench-press',
    'dumbbell-bench-press',
    'neutral-grip-dumbbell-press',
    'dumbbell-floor-press',
    'kettlebell-floor-press',
    'dumbbell-fly',
    'close-grip-bench-press',
    'barbell-skull-crusher',
    'table-inverted-row',
    'dead-bug',
    'hollow-body-hold',
    'dragon-flag',
    'crunch',
    'reverse-crunch',
    'sit-up',
    'lying-leg-raise',
    'v-up',
    'bicycle-crunch',
  ],
  reclined: [
    'hip-thrust',
    'single-leg-hip-thrust',
    'dumbbell-hip-thrust',
    'barbell-hip-thrust',
    'incline-barbell-bench-press',
    'incline-dumbbell-press',
    'incline-dumbbell-curl',
  ],
  prone: [
    'back-extension',
    'lying-leg-curl',
    'superman-pull',
    'prone-ytw-raise',
    'reverse-snow-angel',
    'chest-supported-dumbbell-row',
  ],
  'side-lying': [
    'side-lying-leg-raise',
    'clamshell',
    'side-plank',
    'knee-side-plank',
    'side-plank-hip-dip',
    'open-book-thoracic-rotation',
  ],
  kneeling: [
    'nordic-hamstring-curl',
    'cable-crunch',
    'barbell-rollout',
    'childs-pose',
    'half-kneeling-hip-flexor-stretch',
  ],
  quadruped: ['donkey-kick', 'bird-dog', 'cat-cow', 'thread-the-needle'],
  plank: [
    'knee-push-up',
    'push-up',
    'decline-push-up',
    'diamond-push-up',
    'archer-push-up',
    'pseudo-planche-push-up',
    'one-arm-push-up',
    'knuckle-push-up',
    'dumbbell-push-up',
    'pike-push-up',
    'elevated-pike-push-up',
    'plank',
    'knee-plank',
    'high-plank',
    'rkc-plank',
    'body-saw',
    'plank-shoulder-tap',
    'dumbbell-renegade-row',
    'mountain-climber',
    'step-back-burpee',
    'burpee',
    'downward-dog',
    'worlds-greatest-stretch',
  ],
  leaning: [
    'wall-push-up',
    'desk-push-up',
    'incline-push-up',
    'incline-forearm-plank',
    'bodyweight-triceps-extension',
    'suspension-push-up',
    'suspension-fallout',
    'suspension-triceps-extension',
    'suspension-row',
    'suspension-biceps-curl',
    'suspension-reverse-fly',
    'doorway-row',
    'single-arm-doorway-row',
    'towel-row',
  ],
  hanging: [
    'dead-hang',
    'scapular-pull-up',
    'flexed-arm-hang',
    'negative-pull-up',
    'band-assisted-pull-up',
    'chin-up',
    'pull-up',
    'archer-pull-up',
    'weighted-pull-up',
    'muscle-up',
    'hanging-knee-raise',
    'hanging-leg-raise',
    'toes-to-bar',
    'hanging-windshield-wiper',
    'inverted-row',
    'feet-elevated-inverted-row',
  ],
  'bar-support': ['parallel-bar-dip', 'ring-dip', 'l-sit'],
  inverted: ['wall-handstand-push-up'],
};

/** Supine or prone work done on a bench, pad or machine rather than on the floor. */
const ON_BENCH = new Set([
  'barbell-bench-press',
  'dumbbell-bench-press',
  'neutral-grip-dumbbell-press',
  'dumbbell-fly',
  'close-grip-bench-press',
  'barbell-skull-crusher',
  'dragon-flag',
  'back-extension',
  'lying-leg-curl',
  'chest-supported-dumbbell-row',
]);
const FLOOR_POSITIONS: ReadonlySet<Position> = new Set([
  'floor-seated',
  'supine',
  'prone',
  'side-lying',
  'kneeling',
  'quadruped',
  'plank',
]);

export const POSITION_BY_ID: ReadonlyMap<string, Position> = new Map(
  (Object.entries(POSITION_IDS) as [Position, readonly string[]][]).flatMap(([position, ids]) =>
    ids.map((id) => [id, position] as const),
  ),
);

/**
 * What kind of aerobic work each conditioning exercise is. 'jumping' and 'calisthenic' are circuits on the
 * spot; only the first five count as endurance sessions or as walking.
 */
export const CONDITIONING_MODALITY: Record<
  string,
  Modality | 'walking' | 'elliptical' | 'stairs' | 'running-on-the-spot' | 'jumping' | 'calisthenic'
> = {
  // Added with the endurance sessions of the catalogue (the lead's classification, same rules).
  'run-walk-intervals': 'running',
  'easy-run': 'running',
  'long-run': 'running',
  'tempo-run': 'running',
  'running-intervals': 'running',
  'running-strides': 'running',
  'easy-cycling': 'cycling',
  'cycling-intervals': 'cycling',
  'easy-swim': 'swimming',
  'swim-intervals': 'swimming',
  'rowing-intervals': 'rowing',
  'easy-jog': 'running',
  'sprint-intervals': 'running',
  'stationary-bike-intervals': 'cycling',
  'rowing-machine': 'rowing',
  'brisk-walk': 'walking',
  'gentle-walk': 'walking',
  // Arm-powered aerobic work of wheelchair users: no running, cycling or jumping.
  'wheelchair-push': 'calisthenic',
  'arm-ergometer': 'calisthenic',
  'seated-punches': 'calisthenic',
  'seated-march': 'calisthenic',
  'incline-treadmill-walk': 'walking',
  'marching-in-place': 'walking',
  elliptical: 'elliptical',
  'stair-climb': 'stairs',
  'jog-in-place': 'running-on-the-spot',
  'butt-kicks': 'running-on-the-spot',
  'high-knees': 'running-on-the-spot',
  'jumping-jack': 'jumping',
  'star-jump': 'jumping',
  'squat-jump': 'jumping',
  'tuck-jump': 'jumping',
  'skater-hop': 'jumping',
  burpee: 'jumping',
  'step-back-burpee': 'calisthenic',
  'mountain-climber': 'calisthenic',
  'step-jack': 'calisthenic',
  'shadow-boxing': 'calisthenic',
  'lateral-shuffle': 'calisthenic',
  'standing-knee-drive': 'calisthenic',
};

/** Lunges and split squats; step-ups share the catalogue's pattern but are not lunges. */
const NOT_LUNGES = new Set(['low-step-up', 'step-up', 'dumbbell-step-up']);
const BARBELL_SPINAL = new Set([
  'barbell-back-squat',
  'barbell-front-squat',
  'barbell-deadlift',
  'sumo-deadlift',
  'romanian-deadlift',
  'barbell-good-morning',
]);
/** Trunk flexion, loaded or not: osteoporosis guidance names sit-ups, crunches and toe touches. */
const SPINAL_FLEXION = new Set([
  'crunch',
  'reverse-crunch',
  'sit-up',
  'cable-crunch',
  'v-up',
  'bicycle-crunch',
  'toes-to-bar',
  'russian-twist',
  'weighted-russian-twist',
  'barbell-good-morning',
]);
const LOADED_TWISTING = new Set([
  'russian-twist',
  'weighted-russian-twist',
  'bicycle-crunch',
  'band-woodchop',
  'cable-woodchop',
  'landmine-rotation',
  'hanging-windshield-wiper',
]);
const DIPS = new Set(['bench-dip', 'parallel-bar-dip', 'ring-dip', 'assisted-dip-machine']);
const BAR_ON_BACK = new Set(['barbell-back-squat', 'barbell-good-morning']);
const HIP_FLEXOR_LOADING = new Set([
  'hanging-knee-raise',
  'hanging-leg-raise',
  'toes-to-bar',
  'hanging-windshield-wiper',
  'lying-leg-raise',
  'v-up',
  'l-sit',
  'chair-l-sit',
  'seated-knee-raise',
  'standing-knee-drive',
  'high-knees',
  'sprint-intervals',
  'mountain-climber',
]);
const HEAVY_ISOMETRIC = new Set([
  'rkc-plank',
  'isometric-palm-press',
  'flexed-arm-hang',
  'l-sit',
  'chair-l-sit',
]);
const CUTTING = new Set(['lateral-shuffle', 'skater-hop']);
/** Standing on one leg: counts as balance work (single-leg stand by a support and harder). */
export const BALANCE_IDS: ReadonlySet<string> = new Set([
  'single-leg-rdl',
  'dumbbell-single-leg-rdl',
  'kettlebell-single-leg-deadlift',
  'hip-airplane',
  'box-pistol-squat',
  'pistol-squat',
  'skater-squat',
  'shrimp-squat',
  'single-leg-calf-raise',
  'standing-hip-abduction',
  'standing-glute-kickback',
  'band-kickback',
  'cable-glute-kickback',
]);

/** What a coach would not give a beginner: skill moves and single-leg strength work. */
const BEGINNER_SKILL = new Set([
  'cossack-squat',
  'box-pistol-squat',
  'pistol-squat',
  'skater-squat',
  'shrimp-squat',
  'single-leg-rdl',
  'dumbbell-single-leg-rdl',
  'kettlebell-single-leg-deadlift',
  'hip-airplane',
  'bulgarian-split-squat',
  'dumbbell-bulgarian-split-squat',
  'pike-push-up',
  'elevated-pike-push-up',
  'wall-handstand-push-up',
  'archer-push-up',
  'chin-up',
  'pull-up',
  'negative-pull-up',
  'muscle-up',
  'parallel-bar-dip',
  'ring-dip',
  'dragon-flag',
  'toes-to-bar',
  'hanging-leg-raise',
]);
/** One leg on the ground and no hand on a support (the balance drills done at a support are not). */
const ONE_LEG_UNSUPPORTED = new Set([
  ...[...BALANCE_IDS].filter((id) => id !== 'cable-glute-kickback'),
  'step-up',
  'low-step-up',
  'dumbbell-step-up',
  'forward-lunge',
  'reverse-lunge',
  'walking-lunge',
  'curtsy-lunge',
  'bulgarian-split-squat',
  'dumbbell-bulgarian-split-squat',
  'standing-quad-stretch',
]);

/** Free-text work (not in the catalogue) is read by its name, in English or Spanish. */
const NAME = {
  running: /\b(run|runs|running|jog|jogging|sprint)|carrera|correr|trote|rodaje|tirada/i,
  cycling: /cycl|bike|biking|\bride\b|bici|ciclismo|pedale/i,
  rowing: /rowing|rower|ergómetro|remo (en máquina|ergómetro)|máquina de remo/i,
  swimming: /swim|natación|nadar|nado|piscina|pool/i,
  walking: /walk|camina|caminata|paseo|marcha/i,
  mobility: /stretch|mobility|breath|estiramiento|movilidad|respiraci/i,
  jumping: /jump|hop|salto|brinco/i,
  burpee: /burpee/i,
  balance:
    /balance|single-leg stand|one-leg stand|stand on one leg|heel-to-toe|tandem|equilibrio|sobre una pierna|a una pierna|apoyo unipodal|talón (a|con) punta|punta (a|con) talón/i,
};

export const INTERVAL_BLOCK = /interval|finisher|hiit|tabata|emom|amrap|intervalo|remate/i;
const HARD_EFFORT = /\b(hard|intense|vigorous|all[- ]out|max(imal)?|sprint)\b|intens|fuerte|vigoros|máxim/i;

export function catalogueEntry(exercise: Pick<Exercise, 'catalogId'>): CatalogueExercise | undefined {
  return exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
}

/** The lowest number of repetitions a set asks for ('8-12' is 8, '5' is 5); null for timed work. */
export function minReps(reps: string | null): number | null {
  if (!reps) return null;
  const match = reps.match(/\d+/);
  return match ? Number(match[0]) : null;
}

/** The lowest reps in reserve the effort allows ('RIR 0-2' is 0); null when it is not written as RIR. */
export function minRir(effort: string): number | null {
  const match = effort.match(/\b(?:RIR|RER)\s*(\d+)/i);
  return match ? Number(match[1]) : null;
}

function runsToFailure(exercise: Exercise): boolean {
  const text = `${exercise.effort} ${exercise.reps ?? ''} ${exercise.loadHint}`;
  return /failure|\bfallo\b|al fallo|\bamrap\b|as many (reps )?as possible|max(imal)? (reps|effort|attempt)|máximas repeticiones|\bRPE\s*10\b/i.test(
    text,
  );
}

/** The modality of an exercise: by id for catalogue work, by name for free text. */
export function modalityOf(exercise: Exercise): Modality | 'walking' | null {
  const entry = catalogueEntry(exercise);
  if (entry) {
    const modality = CONDITIONING_MODALITY[entry.id];
    return modality === 'running' ||
      modality === 'cycling' ||
      modality === 'rowing' ||
      modality === 'swimming' ||
      modality === 'walking'
      ? modality
      : null;
  }
  if (NAME.swimming.test(exercise.name)) return 'swimming';
  if (NAME.rowing.test(exercise.name)) return 'rowing';
  if (NAME.cycling.test(exercise.name)) return 'cycling';
  if (NAME.running.test(exercise.name)) return 'running';
  if (NAME.walking.test(exercise.name)) return 'walking';
  return null;
}

export function isMobility(exercise: Exercise): boolean {
  const entry = catalogueEntry(exercise);
  return entry ? entry.pattern === 'mobility' : NAME.mobility.test(exercise.name);
}

export function isBalanceWork(exercise: Exercise): boolean {
  return (
    (exercise.catalogId !== null && BALANCE_IDS.has(exercise.catalogId)) ||
    NAME.balance.test(`${exercise.name} ${exercise.text}`)
  );
}

export function mentionsBalance(line: string): boolean {
  return NAME.balance.test(line);
}

/** Whether the day holds interval work (a HIIT session, an interval or finisher block, hard intervals). */
export function isIntervalDay(day: Day): boolean {
  if (day.kind === 'rest') return false;
  return day.style === 'hiit' || day.exercises.some((exercise) => isIntervalExercise(exercise, day));
}

function isIntervalExercise(exercise: Exercise, day: Day): boolean {
  // Run-walk is how beginners run continuously (docs/coaching.md "Endurance and race goals"), not hard intervals.
  if (exercise.catalogId === 'run-walk-intervals' && !HARD_EFFORT.test(exercise.effort)) return false;
  if (day.style === 'hiit' || INTERVAL_BLOCK.test(exercise.block)) return true;
  if (/interval|intervalo|fartlek|series de/i.test(`${exercise.name} ${exercise.text}`)) {
    // Bike "intervals" ridden steadily at an easy effort are a continuous block, not intervals.
    return HARD_EFFORT.test(exercise.effort) || exercise.sets > 1;
  }
  return exercise.catalogId === 'sprint-intervals';
}

export function isHardEffort(exercise: Exercise): boolean {
  const rir = minRir(exercise.effort);
  return HARD_EFFORT.test(exercise.effort) || (rir !== null && rir <= 1) || runsToFailure(exercise);
}

/** Every fact of one exercise as prescribed on one day. */
export function factsOf(exercise: Exercise, day: Day): Set<PlanFact> {
  const facts = new Set<PlanFact>();
  const entry = catalogueEntry(exercise);
  const reps = minReps(exercise.reps);
  const rir = minRir(exercise.effort);
  if (reps !== null && reps < 6) facts.add('low-reps');
  if (rir === 0 || runsToFailure(exercise)) facts.add('rir-0');
  if ((rir !== null && rir <= 1) || runsToFailure(exercise)) facts.add('near-failure');
  if (isIntervalExercise(exercise, day)) facts.add('intervals');
  const modality = modalityOf(exercise);
  if (modality === 'cycling' || modality === 'rowing' || modality === 'swimming' || modality === 'walking') {
    facts.add(modality);
  }

  if (!entry) {
    const name = `${exercise.name} ${exercise.text}`;
    if (modality === 'running') facts.add('running');
    if (/sprint/i.test(name)) facts.add('sprinting').add('high-impact');
    if (NAME.jumping.test(name)) facts.add('jumping').add('high-impact');
    if (NAME.burpee.test(name)) facts.add('burpee').add('jumping').add('high-impact').add('floor');
    return facts;
  }

  const id = entry.id;
  const position = POSITION_BY_ID.get(id);
  const conditioning = CONDITIONING_MODALITY[id];
  const running = conditioning === 'running' || conditioning === 'running-on-the-spot';
  if (running) facts.add('running');
  if (id === 'sprint-intervals') facts.add('sprinting');
  if (entry.impact === 'high') {
    facts.add('high-impact');
    if (!running) facts.add('jumping');
  }
  if (id.includes('burpee')) facts.add('burpee');
  if (CUTTING.has(id)) facts.add('cutting');
  if (entry.pattern === 'lunge' && !NOT_LUNGES.has(id)) facts.add('lunge');
  if (position === 'supine') facts.add('supine');
  if (position === 'prone') facts.add('prone');
  if (position && FLOOR_POSITIONS.has(position) && !ON_BENCH.has(id)) facts.add('floor');
  if (BARBELL_SPINAL.has(id)) facts.add('barbell-spinal-loading');
  if (entry.loadsSpine) facts.add('heavy-spinal-loading');
  if (entry.spinalFlexionLoaded) facts.add('loaded-spinal-flexion');
  if (entry.spinalFlexionLoaded || SPINAL_FLEXION.has(id)) facts.add('spinal-flexion');
  if (LOADED_TWISTING.has(id)) facts.add('loaded-twisting');
  if (entry.overhead) facts.add('overhead');
  if (entry.overhead && entry.pattern === 'vertical-push') facts.add('overhead-press');
  if (entry.shoulderRisk) facts.add('shoulder-risk');
  if (DIPS.has(id)) facts.add('dips');
  if (BAR_ON_BACK.has(id)) facts.add('bar-on-back');
  if (position === 'inverted') facts.add('inverted');
  if (HIP_FLEXOR_LOADING.has(id)) facts.add('hip-flexor-loading');
  if (entry.kneeFlexion === 'deep') facts.add('deep-knee-flexion');
  if (entry.deepHipFlexion) facts.add('deep-hip-flexion');
  if (entry.wristLoad) facts.add('wrist-load');
  if (HEAVY_ISOMETRIC.has(id)) facts.add('heavy-isometric');
  if (BEGINNER_SKILL.has(id)) facts.add('beginner-skill');
  if (ONE_LEG_UNSUPPORTED.has(id)) facts.add('one-leg-unsupported');
  const loaded = entry.equipment.some((e) => e !== 'band' && e !== 'surface' && e !== 'cardio-machine');
  if (
    entry.loadsSpine ||
    (loaded && entry.compound && ((reps !== null && reps < 6) || facts.has('near-failure')))
  ) {
    facts.add('heavy-straining');
  }
  return facts;
}

/** Walking or mobility done gently: all a clearance-first plan may hold. */
export function isGentleWalkingOrMobility(exercise: Exercise): boolean {
  if (isHardEffort(exercise)) return false;
  if (isMobility(exercise)) return true;
  const entry = catalogueEntry(exercise);
  // Gentle wheeling is a wheelchair user's walk; pelvic-floor squeezes are as gentle as mobility.
  if (entry)
    return (
      ['gentle-walk', 'brisk-walk', 'marching-in-place', 'wheelchair-push'].includes(entry.id) ||
      entry.pattern === 'pelvic-floor'
    );
  return modalityOf(exercise) === 'walking';
}
