/**
 * The exercise catalogue's vocabulary. Every exercise the coach can prescribe is described with these
 * fields; the coach filters by equipment, location, level and injury flags, and balances by pattern
 * and muscle. Text is written here in English and Spanish.
 */

export const LEVELS = ['novice', 'beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Canonical equipment. Every equipment value the questionnaire can send (docs/product.md section 3, older keys
 * included) maps onto these in equipment.ts. An exercise lists everything it needs (all required).
 * - 'surface': a sturdy raised surface (chair, bench, step, stair, park bench); available everywhere.
 * - 'bars': parallel or dip bars (park equipment, gym).
 * - 'suspension': suspension trainer or gymnastic rings.
 * - 'machine': gym machines (leg press, leg curl, chest press, lat pulldown...).
 * - 'cardio-machine': treadmill, bike, rower, elliptical.
 */
export const EQUIPMENT = [
  'dumbbell',
  'kettlebell',
  'barbell',
  'bench',
  'pull-up-bar',
  'band',
  'cable',
  'machine',
  'cardio-machine',
  'suspension',
  'bars',
  'surface',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** Where a workout happens. 'office' is a small space in work clothes: no jumping, no floor-heavy work. */
export const LOCATIONS = ['gym', 'home', 'outdoor', 'hotel', 'office'] as const;
export type Location = (typeof LOCATIONS)[number];

export const PATTERNS = [
  'squat',
  'hinge',
  'lunge',
  'glute',
  'calf',
  'horizontal-push',
  'vertical-push',
  'horizontal-pull',
  'vertical-pull',
  'shoulder-isolation',
  'biceps',
  'triceps',
  'core-anti-extension',
  'core-anti-rotation',
  'core-flexion',
  'core-rotation',
  'carry',
  'conditioning',
  'mobility',
  // Standing balance drills (single-leg stand, heel-to-toe walk): older adults need them in every session.
  'balance',
  // Pelvic-floor training, recommended in pregnancy (docs/coaching.md, Populations).
  'pelvic-floor',
] as const;
export type Pattern = (typeof PATTERNS)[number];

export const MUSCLES = [
  'chest',
  'lats',
  'upper-back',
  'lower-back',
  'shoulders',
  'rear-delts',
  'biceps',
  'triceps',
  'forearms',
  'quads',
  'hamstrings',
  'glutes',
  'adductors',
  'calves',
  'abs',
  'obliques',
  'hip-flexors',
  'pelvic-floor',
  'cardio',
] as const;
export type Muscle = (typeof MUSCLES)[number];

export type Localized<T> = { en: T; es: T };

export type CatalogueExercise = {
  /** Stable kebab-case id; plans and challenges refer to it, so it never changes. */
  id: string;
  name: Localized<string>;
  /**
   * The name a stranger reads when the name itself says who the exercise is for ("Wheelchair pushing"):
   * the public view of a plan (src/server/privacy/publicPlan.ts) shows this one instead.
   */
  publicName?: Localized<string>;
  /** 3 to 5 short form cues per language, imperative, each under 90 characters. */
  cues: Localized<string[]>;
  pattern: Pattern;
  primary: Muscle[];
  secondary: Muscle[];
  /** Everything needed at once; [] for bodyweight. */
  equipment: Equipment[];
  /** Places where it can be done with that equipment. */
  locations: Location[];
  /** Lowest and highest level it suits. */
  minLevel: Level;
  maxLevel: Level;
  /** 'reps' for sets of repetitions, 'time' for holds and intervals (seconds). */
  measure: 'reps' | 'time';
  /** Multi-joint movement trained before single-joint work in a session. */
  compound: boolean;
  /** How it gets harder over the weeks: more load, more reps/tempo, or a harder variation. */
  progression: 'load' | 'reps' | 'variation';
  /** Injury-rule flags. */
  loadsSpine: boolean; // heavy axial or spinal loading (back squat, heavy deadlift)
  spinalFlexionLoaded: boolean; // loaded spinal flexion (sit-ups, good mornings)
  kneeFlexion: 'none' | 'shallow' | 'deep'; // depth of knee bend under load
  impact: 'none' | 'low' | 'high'; // jumping, running, landing
  wristLoad: boolean; // weight on flat palms with the wrist extended (push-ups, planks on hands)
  overhead: boolean; // arms loaded overhead
  shoulderRisk: boolean; // behind-the-neck, upright row, deep dips and similar
  deepHipFlexion: boolean; // deep lunges, deep split positions (hip injuries)
  /** Ids of easier and harder variants in this catalogue. */
  easier: string[];
  harder: string[];
  /** What to type into the video service to find a demonstration. */
  videoQuery: Localized<string>;
  /** A verified demonstration video of this very movement, attached from src/contract/exerciseMedia.ts. */
  videoId?: string;
};
