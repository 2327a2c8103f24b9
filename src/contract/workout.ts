import { z } from 'zod';
import {
  ANSWER_LIMITS,
  CHOICES,
  type ChoiceField,
  canonicalKey,
  EQUIPMENT,
  FITNESS_GOALS,
  FITNESS_LEVELS,
  FOCUS_AREAS,
  GENDERS,
  OLD_KEYS,
  WORKOUT_LOCATIONS,
  WORKOUT_STYLES,
  WORKOUT_TIME_OPTIONS,
} from './answers';
import { PUBLIC_ID_PATTERN } from './constants';
import { languageSchema } from './site';
import { visibleText } from './text';

export {
  EQUIPMENT,
  FITNESS_GOALS,
  FITNESS_LEVELS,
  FOCUS_AREAS,
  GENDERS,
  WORKOUT_LOCATIONS,
  WORKOUT_STYLES,
  WORKOUT_TIME_OPTIONS,
};
/** Every equipment key the schema accepts: the current ones and the older ones it rewrites. */
export const EQUIPMENT_OPTIONS = [...EQUIPMENT, ...Object.keys(OLD_KEYS.equipment ?? {})] as const;

/**
 * The onboarding answers (docs/product.md section 3), with the values, limits and checks of
 * src/contract/answers.ts, which the chat and the form apply at each step. Older keys become the one
 * current key as input is read; `other:<free text>` values are accepted and the coach interprets them.
 * Every string and list is bounded; every field has the spec's default, so a skipped step never
 * blocks generation.
 */
const OTHER = new RegExp(`^other:[\\s\\S]{1,${ANSWER_LIMITS.otherText}}$`);
const OTHER_MESSAGE = `must be one of the listed values or "other:<text>" (at most ${ANSWER_LIMITS.otherText} characters)`;
function choiceValue<F extends ChoiceField>(field: F) {
  const accepted = [...(CHOICES[field] as readonly string[]), ...Object.keys(OLD_KEYS[field] ?? {})] as [
    string,
    ...string[],
  ];
  return z.union([
    z.enum(accepted).transform((value) => canonicalKey(field, value) as (typeof CHOICES)[F][number]),
    z.string().regex(OTHER, OTHER_MESSAGE),
  ]);
}
function choice<F extends ChoiceField>(field: F, fallback: (typeof CHOICES)[F][number]) {
  return choiceValue(field).default(fallback);
}

const HOTEL_GYM = 'hotelGym';

export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

/**
 * An address as the API takes it: a plain mailbox, or the forms the mailer reads as one
 * (`Name<a@b.co>` is a@b.co; src/server/share/email.ts parseRecipient then checks that mailbox with
 * answers.ts isEmailAddress). The chat and the form ask for a plain mailbox (isEmailAddress), which this
 * schema always accepts, so an address the page lets through is never refused here.
 */
export const looseEmailSchema = z
  .string()
  .trim()
  .max(ANSWER_LIMITS.email, `Must be less than ${ANSWER_LIMITS.email} characters`)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');

export const workoutRequestSchema = z
  .object({
    name: visibleText({ max: ANSWER_LIMITS.name }).default(''),
    email: z
      .union([z.literal(''), looseEmailSchema])
      .optional()
      .transform((value) => value || undefined),
    gender: choice('gender', 'male'),
    age: z.coerce
      .number()
      .int()
      .min(ANSWER_LIMITS.age.min, `Must be at least ${ANSWER_LIMITS.age.min}`)
      .max(ANSWER_LIMITS.age.max, `Must be at most ${ANSWER_LIMITS.age.max}`)
      .default(30),
    fitnessLevel: choice('fitnessLevel', 'beginner'),
    fitnessGoal: choice('fitnessGoal', 'muscle'),
    workoutDays: z.coerce
      .number()
      .int()
      .min(ANSWER_LIMITS.workoutDays.min)
      .max(ANSWER_LIMITS.workoutDays.max)
      .default(3),
    workoutTime: z
      .union([
        visibleText({ max: ANSWER_LIMITS.workoutTimeText }),
        z
          .number()
          .int()
          .min(ANSWER_LIMITS.workoutMinutes.min)
          .max(ANSWER_LIMITS.workoutMinutes.max)
          .transform(String),
      ])
      .default('30-45'),
    workoutLocation: z.union([z.literal(HOTEL_GYM), choiceValue('workoutLocation')]).default('gym'),
    equipment: z
      .array(choiceValue('equipment'))
      .max(ANSWER_LIMITS.equipmentItems)
      .transform((items) => [...new Set(items)])
      .default([]),
    hasInjuries: z.enum(['yes', 'no']).default('no'),
    injuryDetails: z
      .string()
      .trim()
      .max(ANSWER_LIMITS.injuryDetails, `Must be less than ${ANSWER_LIMITS.injuryDetails} characters`)
      .default(''),
    // No style given: straight sets, which the lists label "Strength" (docs/product.md section 3).
    workoutStyle: choice('workoutStyle', 'traditional'),
    focusArea: choice('focusArea', 'none'),
    additionalNotes: z
      .string()
      .trim()
      .max(ANSWER_LIMITS.additionalNotes, `Must be less than ${ANSWER_LIMITS.additionalNotes} characters`)
      .default(''),
    agreeToTerms: z.boolean().default(false),
    language: languageSchema.default('en'),
    /** Makes generation idempotent: the same id returns the plan already made. */
    requestId: requestIdSchema.optional(),
    listed: z
      .boolean()
      .default(false)
      .describe(
        'Show the plan in the community lists (recent, top rated, browse, the landing page) under `name`. ' +
          'Default false: the plan is reachable only through its link and its page asks search engines not to ' +
          "index it. A plan whose screening asks for a professional's clearance first is never listed.",
      ),
  })
  // The older 'hotelGym' place is the hotel and its gym's kit: one place key, one equipment key.
  .transform((answers) =>
    answers.workoutLocation === HOTEL_GYM
      ? { ...answers, workoutLocation: 'hotel', equipment: [...new Set([...answers.equipment, 'hotel-gym'])] }
      : answers,
  )
  .meta({
    example: {
      name: 'Ana',
      email: 'ana@example.com',
      gender: 'female',
      age: 34,
      fitnessLevel: 'beginner',
      fitnessGoal: 'muscle',
      workoutDays: 3,
      workoutTime: '45 minutes',
      workoutLocation: 'home',
      equipment: ['dumbbells', 'resistance-bands'],
      hasInjuries: 'yes',
      injuryDetails: 'Sore left knee when running',
      workoutStyle: 'traditional',
      focusArea: 'full-body',
      additionalNotes: '',
      agreeToTerms: true,
      language: 'en',
      requestId: 'req_3f9a1c2b7d',
      listed: false,
    },
  });
export type WorkoutRequestInput = z.input<typeof workoutRequestSchema>;
export type WorkoutRequest = z.output<typeof workoutRequestSchema>;

export const exerciseSchema = z.object({
  /** The catalogue exercise this is; null only for free-text work the catalogue does not hold. */
  catalogId: z.string().max(80).nullable(),
  name: z.string().max(120),
  sets: z.number().int().min(1).max(10),
  /** '8-12', '10' or null for timed work. */
  reps: z.string().max(20).nullable(),
  /** Done one side at a time: the reps or seconds are per side, and the session's time counts both. */
  perSide: z.boolean().optional(),
  /** Seconds per set, or the length of one continuous block (a long run can last up to 4 hours). */
  durationSeconds: z.number().int().min(5).max(14400).nullable(),
  restSeconds: z.number().int().min(0).max(600),
  /** Reps in reserve ('RIR 2') or a plain effort word for intervals. */
  effort: z.string().max(40),
  loadHint: z.string().max(200),
  cues: z.array(z.string().max(200)).max(6),
  videoId: z.string().max(20).nullable(),
  /** Superset or circuit label such as 'A1' or 'Circuit', empty for straight sets. */
  block: z.string().max(20),
  /** The line docs/product.md shows: 'Goblet squat (3 x 10 @ RIR 2)'. */
  text: z.string().max(240),
  notes: z.string().max(300).nullable(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const dayKindSchema = z.enum(['training', 'rest', 'active-recovery']);
export const sessionStyleSchema = z.enum(['traditional', 'circuit', 'supersets', 'hiit']);

export const daySchema = z.object({
  name: z.string().max(40),
  kind: dayKindSchema,
  focus: z.string().max(120),
  estimatedMinutes: z.number().int().min(0).max(240),
  style: sessionStyleSchema,
  /** Rounds for circuits and intervals; 1 for straight sets. */
  rounds: z.number().int().min(1).max(12),
  warmUp: z.array(z.string().max(200)).max(8),
  exercises: z.array(exerciseSchema).max(14),
  coolDown: z.array(z.string().max(200)).max(6),
});
export type Day = z.infer<typeof daySchema>;

export const progressionExerciseSchema = exerciseSchema.extend({
  /** The load step of this week: '+5% on last week', 'same load', 'harder variation'. */
  weightHint: z.string().max(200),
});
export const progressionDaySchema = daySchema.extend({
  exercises: z.array(progressionExerciseSchema).max(14),
});
export const progressionWeekSchema = z.object({
  weekNumber: z.number().int().min(1).max(4),
  overview: z.string().max(1200),
  schedule: z.array(progressionDaySchema).max(7),
});
export type ProgressionWeek = z.infer<typeof progressionWeekSchema>;
export type ProgressionDay = z.infer<typeof progressionDaySchema>;

export const videoSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500),
  videoId: z.string().max(20),
  thumbnail: z.string().max(300),
});
export type Video = z.infer<typeof videoSchema>;

/**
 * What the coach decided before prescribing (docs/coaching.md "Screening before prescribing"):
 * 'clearance' means a professional must clear the visitor first and the plan holds back hard training;
 * 'adapted' means population or condition rules were applied; 'clear' means the normal plan.
 */
export const SCREENING_OUTCOMES = ['clearance', 'adapted', 'clear'] as const;
export type ScreeningOutcome = (typeof SCREENING_OUTCOMES)[number];
/** Reasons that ask for clearance first. */
export const CLEARANCE_REASONS = [
  'chest-symptoms',
  'dizziness-or-fainting',
  'palpitations',
  'heart-disease',
  'stroke',
  'recent-surgery',
  'uncontrolled-blood-pressure',
  'pregnancy-complications',
  'supervision-advised',
  'joint-red-flag',
] as const;
/** Reasons that adapt the plan. */
export const ADAPTATION_REASONS = [
  'pregnancy',
  'older-adult',
  'under-18',
  'high-blood-pressure',
  'diabetes',
  'osteoporosis',
  'asthma',
  'hernia',
  'arthritis',
  'recent-sprain',
  'injury',
  'persistent-pain',
  'unread-health-text',
] as const;
export const SCREENING_REASONS = [...CLEARANCE_REASONS, ...ADAPTATION_REASONS] as const;
export type ScreeningReasonCode = (typeof SCREENING_REASONS)[number];
/** Who the visitor should see. */
export const PROFESSIONALS = [
  'doctor',
  'surgeon-or-physiotherapist',
  'physiotherapist',
  'obstetric-carer',
] as const;
export type Professional = (typeof PROFESSIONALS)[number];

export const screeningReasonSchema = z.object({
  code: z.enum(SCREENING_REASONS),
  /** The reason in the coach's own words, in the plan's language; never the visitor's text. */
  text: z.string().max(400),
  see: z.enum(PROFESSIONALS).nullable(),
});
export type ScreeningReason = z.infer<typeof screeningReasonSchema>;
export const screeningSchema = z
  .object({
    outcome: z.enum(SCREENING_OUTCOMES),
    reasons: z.array(screeningReasonSchema).max(16),
  })
  .meta({
    id: 'Screening',
    example: {
      outcome: 'clearance',
      reasons: [
        {
          code: 'chest-symptoms',
          text: 'You mentioned chest pain during exercise. Please see a doctor before you start training hard.',
          see: 'doctor',
        },
      ],
    },
  });
export type Screening = z.infer<typeof screeningSchema>;

/** What a coach produces; the server adds id, dates, creator and ratings when it saves it. */
export const planDraftSchema = z.object({
  overview: z.string().max(2000),
  schedule: z.array(daySchema).min(1).max(7),
  restDays: z.array(z.string().max(40)).max(7),
  videos: z.array(videoSchema).max(20),
  disclaimer: z.string().max(600),
  notes: z.array(z.string().max(400)).max(12),
  screening: screeningSchema,
});
export type PlanDraft = z.infer<typeof planDraftSchema>;

export const planIdSchema = z.string().regex(PUBLIC_ID_PATTERN, 'is not a valid plan id');

export const workoutPlanSchema = planDraftSchema
  .extend({
    id: planIdSchema,
    createdAt: z.string(),
    language: languageSchema,
    userName: z.string(),
    generator: z.string(),
    fitnessGoal: z.string(),
    fitnessLevel: z.string(),
    focusArea: z.string(),
    workoutStyle: z.string(),
    daysPerWeek: z.number().int(),
    timePerSession: z.string(),
    sessionMinutes: z.number().int(),
    progressionWeeks: z.array(progressionWeekSchema).max(4),
    /** Null for plans made before the coach screened. */
    screening: screeningSchema.nullable(),
    /** Whether the community lists show the plan; the creator decides (README, "Privacy"). */
    listed: z.boolean(),
    averageRating: z.number().min(0).max(5),
    reviewCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'WorkoutPlan' });
export type WorkoutPlan = z.infer<typeof workoutPlanSchema>;

/** Showcase and browse cards (docs/product.md section 3); never an email. */
export const planSummarySchema = z
  .object({
    id: z.string(),
    userName: z.string(),
    createdAt: z.string(),
    averageRating: z.number().min(0).max(5),
    reviewCount: z.number().int().nonnegative(),
    fitnessLevel: z.string(),
    fitnessGoal: z.string(),
    focusArea: z.string(),
    overview: z.string().max(150),
    daysPerWeek: z.number().int(),
    timePerSession: z.string(),
    workoutStyle: z.string(),
  })
  .meta({
    id: 'WorkoutPlanSummary',
    example: {
      id: 'p4Nd8QaZ2rTy6uVw',
      userName: 'Ana',
      createdAt: '2026-11-20T12:00:00.000Z',
      averageRating: 4.5,
      reviewCount: 2,
      fitnessLevel: 'beginner',
      fitnessGoal: 'muscle',
      focusArea: 'full-body',
      overview:
        'Ana, this is a 3-day-a-week plan (full body) for building muscle at beginner level, with 45-minute sessions at home…',
      daysPerWeek: 3,
      timePerSession: '45 minutes',
      workoutStyle: 'traditional',
    },
  });
export type PlanSummary = z.infer<typeof planSummarySchema>;

/**
 * The private key that lets a plan's creator unlist, relist or delete it without an account. The server
 * keeps only its SHA-256; it is returned once, by the call that made the plan, and by no read.
 */
export const MANAGEMENT_KEY_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
export const managementKeySchema = z
  .string()
  .regex(MANAGEMENT_KEY_PATTERN)
  .describe(
    'Private key of this plan, returned only here and only once. Keep it: send it in the ' +
      '`x-management-key` header to unlist, relist (`PATCH /workouts/{id}`) or delete (`DELETE /workouts/{id}`) ' +
      'the plan. Null when the call returned a plan an earlier call with the same `requestId` made.',
  );

/** What the call that makes a plan answers: the plan and its management key. */
export const createdPlanSchema = workoutPlanSchema
  .extend({ managementKey: managementKeySchema.nullable() })
  .meta({ id: 'CreatedWorkoutPlan' });
export type CreatedPlan = z.infer<typeof createdPlanSchema>;

export const GENERATION_STAGES = ['reading', 'selecting', 'writing', 'checking', 'saving'] as const;

/** What the generation subscription streams, in order: stages and text as written, partial plans, the saved plan. */
export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('stage'),
    stage: z.enum(GENERATION_STAGES),
    progress: z.number().min(0).max(1),
  }),
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({
    type: z.literal('partial'),
    overview: z.string(),
    schedule: z.array(daySchema),
    progress: z.number().min(0).max(1),
  }),
  z.object({
    type: z.literal('done'),
    plan: workoutPlanSchema,
    /** Only on the stream that made the plan (see managementKeySchema); never in any read. */
    managementKey: z.string().nullable().optional(),
  }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

export const PROGRESSION_STAGES = ['reading', 'building', 'checking', 'saving'] as const;

/** What the progression subscription streams, in order: stages, each week as it is built, the stored weeks. */
export const progressionEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('stage'),
    stage: z.enum(PROGRESSION_STAGES),
    progress: z.number().min(0).max(1),
  }),
  z.object({ type: z.literal('week'), week: progressionWeekSchema, progress: z.number().min(0).max(1) }),
  z.object({ type: z.literal('done'), progressionWeeks: z.array(progressionWeekSchema) }),
]);
export type ProgressionEvent = z.infer<typeof progressionEventSchema>;
