/**
 * The corpus vocabulary: a hard visitor profile and what a careful coach would do with it. Expectations are
 * written from docs/coaching.md (screening, populations, injuries, endurance, sessions a coach would sign)
 * and read the plan only through its public shape (PlanDraft), never through the coach's internals.
 */
import type {
  Professional,
  ScreeningOutcome,
  ScreeningReasonCode,
  WorkoutRequestInput,
} from '../../src/contract/workout';
import type { Muscle } from '../../src/server/coach/catalogue/types';

/**
 * Facts an exercise in the plan can have; `never` lists the ones no exercise may have, `include` the ones at
 * least one exercise must have. The classification lives in facts.ts.
 */
export const PLAN_FACTS = [
  /** Jumping or landing (catalogue impact 'high'), running excluded. */
  'jumping',
  /** Any high-impact work, sprints included. */
  'high-impact',
  'burpee',
  /** Any running gait, on the spot included. */
  'running',
  'sprinting',
  /** Quick sideways changes of direction (shuffles, skater hops). */
  'cutting',
  /** Lunges and split squats (a split squat is a stationary lunge); step-ups are not lunges. */
  'lunge',
  /** Lying flat on the back, on the floor or a flat bench. */
  'supine',
  /** Lying on the belly, on the floor or a bench. */
  'prone',
  /** Getting down to the floor: lying, kneeling, on all fours, plank or sitting on the floor. */
  'floor',
  /** Barbell squats and deadlifts, good mornings (back squat, front squat, deadlift, RDL, good morning). */
  'barbell-spinal-loading',
  /** The catalogue's heavy axial or spinal loading flag (barbell squats and deadlifts, hack squat, barbell rows). */
  'heavy-spinal-loading',
  /** The catalogue's loaded spinal flexion flag (sit-ups, good mornings, cable crunch, weighted twists). */
  'loaded-spinal-flexion',
  /** Any trunk flexion exercise, crunches included (osteoporosis: no sit-ups, crunches or toe touches). */
  'spinal-flexion',
  /** Twisting the trunk against load or from a flexed position (Russian twists, woodchops, bicycle crunches). */
  'loaded-twisting',
  /** Pressing load overhead. */
  'overhead-press',
  /** Any load held or moved overhead. */
  'overhead',
  /** Behind-the-neck, upright-row-like and deep-dip positions (catalogue flag). */
  'shoulder-risk',
  'dips',
  /** A bar resting on the upper back and neck (back squat, good morning). */
  'bar-on-back',
  /** Upside down (handstand work). */
  'inverted',
  /** Loaded hip flexion: hanging and lying leg raises, V-ups, L-sits, knee drives, sprints. */
  'hip-flexor-loading',
  /** Interval or HIIT work: a HIIT session, an interval or finisher block, sprint or bike intervals. */
  'intervals',
  /** A set of fewer than 6 repetitions. */
  'low-reps',
  /** An effort of RIR 0, to failure or maximal. */
  'rir-0',
  /** An effort of RIR 1 or less: near failure. */
  'near-failure',
  /** Deep knee bend under load (catalogue flag). */
  'deep-knee-flexion',
  /** Deep hip flexion, deep lunge and split positions (catalogue flag). */
  'deep-hip-flexion',
  /** Weight on flat palms with the wrist bent back (catalogue flag). */
  'wrist-load',
  /** Heavy straining with breath-holding: heavy spinal loading, or a loaded compound lift below 6 reps or near failure. */
  'heavy-straining',
  /** Maximal-tension isometric holds. */
  'heavy-isometric',
  /** A skill or single-leg strength move a beginner does not start with (pistol and box single-leg squats, Cossack squats, single-leg deadlifts, pike push-ups, pull-ups). */
  'beginner-skill',
  /** Standing on one leg or stepping up with no hand on a support (single-leg deadlifts, step-ups, one-leg stretches). */
  'one-leg-unsupported',
  'cycling',
  'rowing',
  'swimming',
  'walking',
] as const;
export type PlanFact = (typeof PLAN_FACTS)[number];

export type Modality = 'running' | 'cycling' | 'rowing' | 'swimming';

/** Monday = 0 ... Sunday = 6. */
export type DayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A reason code, or a list of codes of which any one will do (when two codes fit the words equally well). */
export type ReasonRule = ScreeningReasonCode | readonly ScreeningReasonCode[];

export type EnduranceRule = {
  modality: Modality;
  /** Days with at least one session of that modality. */
  minSessions: number;
  /** One session clearly longer than the others, or named as the long run / long ride. */
  longSession?: boolean;
  /** Beginners run-walk: the plan says so in a session, its focus or the notes. */
  runWalk?: boolean;
  /** Training days with at least two strength exercises. */
  minStrengthSessions?: number;
  /** No jumping exercise anywhere (a race goal gets runs, not circuits of jumps). */
  noJumpingCircuits?: boolean;
};

export type Expectation = {
  /** What the screening must decide. */
  outcome: ScreeningOutcome;
  /** Reasons that must be present. */
  reasons?: readonly ReasonRule[];
  /** Reasons that must be absent. */
  absentReasons?: readonly ScreeningReasonCode[];
  /** Professionals some reason must name. */
  see?: readonly Professional[];
  /** Patterns no screening reason text may match (a negated injury must not be cited). */
  reasonTextNot?: readonly RegExp[];
  /** Facts no exercise may have. */
  never?: readonly PlanFact[];
  /** Facts at least one exercise must have (the coach must not over-restrict or drop a preference). */
  include?: readonly PlanFact[];
  /** Balance work in every training session's warm-up or exercises. */
  balanceEverySession?: boolean;
  /** At most this many days with interval work. */
  maxIntervalDays?: number;
  /** A day's session may last at most this many minutes. */
  dayMaxMinutes?: readonly { day: DayIndex; minutes: number }[];
  /** Every training session within about 10% of the time chosen, unless the notes say why. */
  fillsTime?: boolean;
  endurance?: EnduranceRule;
  /** These muscles get more weekly sets than `over`, and a larger share than without the wish. */
  emphasis?: { muscles: readonly Muscle[]; over: readonly Muscle[] };
  /** Each must match the overview or a note: what was understood is said back. */
  saidBack?: readonly RegExp[];
  /** None may match any text of the plan (overview, notes, screening, day focus, warm-up, cool-down). */
  notMentions?: readonly RegExp[];
};

export type CorpusCase = {
  /** Unique, kebab-case, names the profile. */
  id: string;
  /** One line: what makes it hard and the rule (docs/coaching.md section) it tests. */
  why: string;
  request: WorkoutRequestInput;
  expect: Expectation;
};
