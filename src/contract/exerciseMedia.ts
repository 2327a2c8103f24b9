/**
 * Pictures and videos of the catalogue's exercises, keyed by catalogue id (src/server/coach/catalogue).
 * Media is shown only where it depicts the same movement with the same implement: no keyword matching and
 * no 'similar' fallback (docs/product.md, "Deliberate departures": exercise videos). Plain data, no zod: the
 * landing page reads the counts.
 */

/**
 * Everkinetic line drawings (CC BY-SA 4.0, credited where they appear), each checked by eye against the
 * exercise's cues: same movement, same implement, same body position. Near misses are left out on purpose
 * (a goblet squat is not the dumbbells-at-the-sides squat, a kneeling cable crunch is not the seated one).
 * `npm run drawings` copies exactly these files into src/client/public/exercises/.
 */
export const EXERCISE_DRAWINGS: Readonly<Record<string, string>> = {
  'barbell-back-squat': '0122',
  'barbell-front-squat': '0138',
  'leg-press': '0127',
  'hack-squat': '0123',
  'leg-extension': '0142',
  'dumbbell-reverse-lunge': '0129',
  'dumbbell-step-up': '0137',
  'barbell-deadlift': '0099',
  'romanian-deadlift': '0118',
  'barbell-good-morning': '0101',
  'back-extension': '0103',
  'lying-leg-curl': '0117',
  'seated-leg-curl': '0119',
  'glute-bridge': '0109',
  'cable-glute-kickback': '0112',
  'hip-abduction-machine': '0156',
  'machine-calf-raise': '0282',
  'seated-calf-raise': '0279',
  'push-up': '0077',
  'decline-push-up': '0075',
  'barbell-bench-press': '0042',
  'incline-barbell-bench-press': '0043',
  'dumbbell-bench-press': '0055',
  'incline-dumbbell-press': '0061',
  'machine-chest-press': '0066',
  'cable-crossover': '0048',
  'dumbbell-fly': '0056',
  'parallel-bar-dip': '0172',
  'close-grip-bench-press': '0049',
  'barbell-skull-crusher': '0183',
  'dumbbell-overhead-triceps-extension': '0198',
  'dumbbell-triceps-kickback': '0204',
  'cable-triceps-pushdown': '0205',
  'dumbbell-lateral-raise': '0018',
  'dumbbell-front-raise': '0033',
  'inverted-row': '0086',
  'pull-up': '0087',
  'neutral-grip-lat-pulldown': '0096',
  'straight-arm-cable-pulldown': '0092',
  'seated-cable-row': '0025',
  'cable-biceps-curl': '0212',
  'machine-preacher-curl': '0236',
  'dumbbell-biceps-curl': '0224',
  'hammer-curl': '0227',
  'incline-dumbbell-curl': '0214',
  'concentration-curl': '0220',
  'barbell-curl': '0211',
  'ez-bar-curl': '0226',
  'barbell-rollout': '0286',
  'side-plank': '0113',
  'bicycle-crunch': '0284',
  'reverse-crunch': '0287',
  'lying-leg-raise': '0021',
  'band-biceps-curl': '0261',
};

/**
 * Demonstration videos on the video service, by id, only where the video's label in docs/coaching.md
 * ("Exercise videos") names this very exercise. A generic 'lunge' video stays with the forward lunge, not
 * the reverse one; an exercise without an entry has no video, never a 'similar' one.
 */
export const EXERCISE_VIDEOS: Readonly<Record<string, string>> = {
  'push-up': 'IODxDxX7oi4',
  plank: 'pSHjTRCQxIw',
  'barbell-back-squat': 'bEv6CCg2BC8',
  'barbell-bench-press': 'rT7DgCr-3pg',
  'barbell-deadlift': 'op9kVnSso6Q',
  'forward-lunge': 'QOVaHwm-Q6U',
  'barbell-overhead-press': '2yjwXTZQDDI',
  'barbell-bent-over-row': 'FWJR5Ve8bnQ',
  'dumbbell-biceps-curl': 'ykJmrZ5v0Oo',
  'barbell-curl': 'LY1V6UbRHFM',
  'cable-triceps-pushdown': '2-LAMcpzODU',
  'glute-bridge': 'wPM8icPu6H8',
  burpee: 'TU8QYVW0gDU',
  'mountain-climber': 'nmwgirgXLYM',
  'kettlebell-swing': 'YSxHifyI6s8',
  'romanian-deadlift': '2SHsk9AzdjA',
  'one-arm-dumbbell-row': 'roCP6wCXPqo',
  'lat-pulldown': 'CAwf7n6Luuc',
};

/** Bumped whenever the drawings' files change, so their year-long cache never serves an old copy. */
export const DRAWINGS_PATH = '/exercises/v1';

export type DrawingPosition = 'start' | 'end';

/** The address of an exercise's drawing, or null when no drawing truly matches it. */
export function drawingUrl(catalogId: string | null | undefined, position: DrawingPosition): string | null {
  const drawing = catalogId ? EXERCISE_DRAWINGS[catalogId] : undefined;
  return drawing ? `${DRAWINGS_PATH}/${drawing}-${position}.svg` : null;
}

/**
 * Bumped whenever a demonstration's drawing changes (src/contract/demonstrations/), so the year-long cache of
 * its stills never serves an old copy; tests/unit/demonstration-stills.test.ts keeps a fingerprint of them.
 */
export const DEMONSTRATIONS_PATH = '/media/demonstrations/v2';

/**
 * The address of a key frame of an exercise's demonstration as an image (1 is the starting position), drawn
 * by the server (src/server/media/demonstrationStills.ts) so pages that show only stills load no figure
 * code. Every catalogue exercise has one; an exercise outside the catalogue has none.
 */
export function demonstrationStillUrl(catalogId: string | null | undefined, frame = 1): string | null {
  return catalogId ? `${DEMONSTRATIONS_PATH}/${catalogId}-${frame}.svg` : null;
}

/** The verified video of an exercise, or null. */
export function verifiedVideoId(catalogId: string | null | undefined): string | null {
  return (catalogId && EXERCISE_VIDEOS[catalogId]) || null;
}

/** What the landing page may claim (tests/unit/exercise-media.test.ts keeps `exercises` equal to the catalogue). */
export const MEDIA_COUNTS = {
  exercises: 309,
  drawings: Object.keys(EXERCISE_DRAWINGS).length,
  videos: Object.keys(EXERCISE_VIDEOS).length,
} as const;

export const DRAWINGS_CREDIT = 'Illustrations: Everkinetic, CC BY-SA 4.0';
/** The licence, shipped beside the drawings (scripts/exercise-drawings.ts copies it). */
export const DRAWINGS_LICENSE = '/exercises/LICENSE.md';
