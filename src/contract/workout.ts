import { z } from 'zod';
import {
  ANSWER_LIMITS,
  CHOICES,
  type ChoiceField,
  canonicalKey,
  DEFAULT_STYLE,
  EQUIPMENT,
  FITNESS_GOALS,
  FITNESS_LEVELS,
  FOCUS_AREAS,
  GENDERS,
  isEmailAddress,
  OLD_KEYS,
  WORKOUT_LOCATIONS,
  WORKOUT_STYLES,
  WORKOUT_TIME_OPTIONS,
} from './answers';
import { PRIVATE_KEY_PATTERN, PUBLIC_ID_PATTERN } from './constants';
import { OWNER_ONLY, PLAN_VIEWS } from './privacy';
import {
  HEALTH_CONDITIONS,
  ILLNESS_KINDS,
  JOINTS,
  LIMBS,
  LUNG_OR_HEART_CONDITIONS,
  NEUROLOGICAL_CONDITIONS,
  PROFESSIONAL_ADVICE,
  SCREENING_LIMITS,
  YES_NO_UNSURE,
} from './screeningQuestions';
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
/** Exported for tests/unit/regex-safety.test.ts, which analyses every pattern applied to request text. */
export const OTHER_ANSWER_PATTERN = new RegExp(`^other:[\\s\\S]{1,${ANSWER_LIMITS.otherText}}$`);
const OTHER_MESSAGE = `must be one of the listed values or "other:<text>" (at most ${ANSWER_LIMITS.otherText} characters)`;
const OTHER_TEXT = z
  .string()
  .regex(OTHER_ANSWER_PATTERN, OTHER_MESSAGE)
  .describe(
    `A value the list does not hold, as \`other:\` followed by up to ${ANSWER_LIMITS.otherText} characters of free text.`,
  );
/**
 * One of the listed values (a named enum in the OpenAPI document, `id`), an older key of one (its own enum,
 * `<id>Legacy`, marked `deprecated` so that generated clients warn: still read, as the key it means), or
 * `other:<text>`.
 */
function choiceValue<F extends ChoiceField>(field: F, id: string) {
  type Value = (typeof CHOICES)[F][number];
  const current = z.enum(CHOICES[field] as unknown as [Value, ...Value[]]).meta({ id });
  const aliases = OLD_KEYS[field] as Record<string, string> | undefined;
  const old = Object.keys(aliases ?? {}) as [string, ...string[]];
  if (old.length === 0) return z.union([current, OTHER_TEXT]);
  const legacy = z
    .enum(old)
    .meta({
      id: `${id}Legacy`,
      deprecated: true,
      description: `Older keys, still read as the current one each means (${Object.entries(aliases ?? {})
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ')}). Deprecated: send the current keys (\`${id}\`).`,
    })
    .transform((value) => canonicalKey(field, value) as Value);
  return z.union([current, legacy, OTHER_TEXT]);
}
function choice<F extends ChoiceField>(
  field: F,
  fallback: (typeof CHOICES)[F][number],
  meta: { id: string; description: string },
) {
  return choiceValue(field, meta.id).default(fallback).describe(meta.description);
}

const HOTEL_GYM = 'hotelGym';

export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

/**
 * An address as the API takes it: one plain mailbox by the contract's one rule (answers.ts
 * isEmailAddress), the same the chat, the form and the mailer apply.
 */
export const emailSchema = z
  .string()
  .trim()
  // `abort`: an address over the limit is refused before it is read, so reading it costs at most the
  // limit, not the body (README "Abuse protection"; tests/unit/regex-safety.test.ts).
  .max(ANSWER_LIMITS.email, { abort: true, message: `Must be less than ${ANSWER_LIMITS.email} characters` })
  .refine(isEmailAddress, 'Please enter a valid email address');

const weeksSchema = z.number().int().min(SCREENING_LIMITS.weeks.min).max(SCREENING_LIMITS.weeks.max);

/**
 * The pre-participation screen's answers (src/contract/screeningQuestions.ts owns the keys; docs/coaching.md
 * "Ask, don't guess"). Answered, they decide safety; a request without them is read from its free text,
 * and health wording the coach cannot place counts as a yes that needs a follow-up, never as clear.
 */
export const screeningAnswersSchema = z
  .object({
    parq: z
      .object({
        heartCondition: z
          .boolean()
          .describe('A doctor has said you have a heart condition or high blood pressure.'),
        chestPain: z
          .boolean()
          .describe('Pain or pressure in the chest at rest, in daily activities or when active.'),
        dizzinessOrFainting: z
          .boolean()
          .describe('Lost balance from dizziness, or lost consciousness, in the last 12 months.'),
        chronicCondition: z
          .boolean()
          .describe('Another chronic medical condition (other than heart disease or high blood pressure).'),
        chronicMedication: z.boolean().describe('Prescribed medication for a chronic medical condition.'),
        boneOrJointProblem: z
          .boolean()
          .describe('A bone, joint or soft-tissue problem that more activity could make worse.'),
        supervisedOnly: z
          .boolean()
          .describe('A doctor has said to be active only under medical supervision.'),
      })
      .describe('The seven PAR-Q+ questions; all false is "none of these".'),
    conditions: z
      .array(z.enum(HEALTH_CONDITIONS).meta({ id: 'HealthCondition' }))
      .max(HEALTH_CONDITIONS.length)
      .transform((items) => [...new Set(items)])
      .default([])
      .describe('Life stages and conditions the plan must know; empty is "none of these".'),
    followUp: z
      .object({
        pregnancyWeeks: z
          .number()
          .int()
          .min(SCREENING_LIMITS.pregnancyWeeks.min)
          .max(SCREENING_LIMITS.pregnancyWeeks.max)
          .describe('Weeks of pregnancy.'),
        pregnancyComplications: z
          .boolean()
          .describe(
            'Complications (bleeding, placenta praevia, pre-eclampsia, raised blood pressure, twins or more).',
          ),
        weeksSinceBirth: weeksSchema.describe('Weeks since giving birth.'),
        caesarean: z.boolean().describe('The birth was by caesarean section.'),
        separationOrLeaking: z
          .boolean()
          .describe('An abdominal separation, leaking or heaviness since the birth.'),
        illness: z
          .enum(ILLNESS_KINDS)
          .describe('The illness now: a fever or aches, a cold above the neck, or recovering.'),
        weeksSinceOperation: weeksSchema.describe(
          'Weeks since the most recent operation (keyhole included).',
        ),
        operatedPart: z
          .enum(JOINTS)
          .describe("Which part was operated on ('other' for organs and the rest)."),
        replacedJoint: z.enum(JOINTS).describe('Which joint was replaced.'),
        weeksSinceReplacement: weeksSchema.describe('Weeks since the joint replacement.'),
        movementPrecautions: z
          .boolean()
          .describe(
            "The surgeon's precautions still apply (for a hip: no bending past 90 degrees, no crossing).",
          ),
        legFunction: z.enum(['none', 'some']).describe("A wheelchair user's leg function."),
        limb: z.enum(LIMBS).describe('Which limb was lost.'),
        usesWalkingAid: z.boolean().describe('Uses a walking aid (stick, frame).'),
        fellLastYear: z.boolean().describe('Fell in the last 12 months.'),
        canGetUpFromFloor: z.boolean().describe('Can get down to the floor and up again unaided.'),
        heartOrLung: z.enum(LUNG_OR_HEART_CONDITIONS).describe('Which heart or lung condition.'),
        controlled: z
          .boolean()
          .describe('The condition is controlled (treated and stable, no new symptoms).'),
        symptomsOnExertion: z
          .enum(YES_NO_UNSURE)
          .describe('Chest pain, unusual breathlessness, palpitations or dizziness when active.'),
        neurological: z.enum(NEUROLOGICAL_CONDITIONS).describe('Which neurological condition.'),
        footDropOrPoorBalance: z.boolean().describe('Foot drop or poor balance.'),
        catheterLine: z.boolean().describe('A catheter line (PICC or port) in place.'),
        lowBloodCounts: z.boolean().describe('Told blood counts are low.'),
        professionalAdvice: z
          .enum(PROFESSIONAL_ADVICE)
          .describe('What a professional said about exercise: cleared, supervised only, or not asked.'),
        textOnExertion: z
          .enum(YES_NO_UNSURE)
          .describe('For health text the coach could not place: does it happen when exerting yourself?'),
        textSeenByDoctor: z
          .enum(YES_NO_UNSURE)
          .describe('For health text the coach could not place: has a doctor seen it?'),
      })
      .partial()
      .default({})
      .describe('Follow-ups to the yes answers that change the plan; each optional.'),
  })
  .meta({
    id: 'ScreeningAnswers',
    description:
      'The pre-participation screen (PAR-Q+ questions, life stages and conditions, follow-ups). Never shown to anyone but the creator.',
  });
export type ScreeningAnswers = z.infer<typeof screeningAnswersSchema>;

export const workoutRequestSchema = z
  .object({
    name: visibleText({ max: ANSWER_LIMITS.name })
      .default('')
      .describe('The name the plan is made for and, if listed, shown under. Empty: "Anonymous".'),
    email: z
      .union([z.literal(''), emailSchema])
      .optional()
      .transform((value) => value || undefined)
      .describe('An address to keep with the plan for 30 days (never shown, never returned). Optional.'),
    gender: choice('gender', 'male', { id: 'Gender', description: 'Gender, for the population rules.' }),
    age: z
      .number()
      .int()
      .min(ANSWER_LIMITS.age.min, `Must be at least ${ANSWER_LIMITS.age.min}`)
      .max(ANSWER_LIMITS.age.max, `Must be at most ${ANSWER_LIMITS.age.max}`)
      .default(30)
      .describe(
        `Age in years, ${ANSWER_LIMITS.age.min} to ${ANSWER_LIMITS.age.max}; it selects the rules for teenagers and older adults.`,
      ),
    fitnessLevel: choice('fitnessLevel', 'beginner', {
      id: 'FitnessLevel',
      description: 'Training experience: sets the volume, the exercises and the effort.',
    }),
    fitnessGoal: choice('fitnessGoal', 'muscle', {
      id: 'FitnessGoal',
      description:
        'The main goal (older names of the same goals, such as `buildMuscle`, are read as the current key).',
    }),
    workoutDays: z
      .number()
      .int()
      .min(ANSWER_LIMITS.workoutDays.min)
      .max(ANSWER_LIMITS.workoutDays.max)
      .default(3)
      .describe(
        `Training days a week, ${ANSWER_LIMITS.workoutDays.min} to ${ANSWER_LIMITS.workoutDays.max}.`,
      ),
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
      .default('30-45')
      .describe(
        `Time per session: minutes (${ANSWER_LIMITS.workoutMinutes.min} to ${ANSWER_LIMITS.workoutMinutes.max}) or text such as '45 minutes', '30-45' or '1 hour' (read as 5 to 90 minutes).`,
      ),
    workoutLocation: z
      .union([z.literal(HOTEL_GYM), choiceValue('workoutLocation', 'WorkoutLocation')])
      .default('gym')
      .describe(
        "Where the visitor trains; it decides which equipment is assumed ('hotelGym' is read as the hotel and its gym).",
      ),
    equipment: z
      .array(choiceValue('equipment', 'Equipment'))
      .max(ANSWER_LIMITS.equipmentItems)
      .transform((items) => [...new Set(items)])
      .default([])
      .describe(
        `Equipment at hand, at most ${ANSWER_LIMITS.equipmentItems} items. Empty: body weight, or the gym when training at one.`,
      ),
    hasInjuries: z
      .enum(['yes', 'no'])
      .default('no')
      .describe(
        'Whether the visitor has injuries or health conditions to work around (then say which in `injuryDetails`).',
      ),
    injuryDetails: z
      .string()
      .trim()
      .max(ANSWER_LIMITS.injuryDetails, `Must be less than ${ANSWER_LIMITS.injuryDetails} characters`)
      .default('')
      .describe(
        "Injuries and conditions in the visitor's words, English or Spanish. Screened before anything else; never quoted back.",
      ),
    screening: screeningAnswersSchema
      .optional()
      .describe(
        'The pre-participation screen. Without it (older integrations) the coach reads `injuryDetails` and ' +
          '`additionalNotes` alone, and health wording it cannot place keeps the plan cautious.',
      ),
    // No style given: straight sets, which the lists label "Strength" (docs/product.md section 3).
    workoutStyle: choice('workoutStyle', DEFAULT_STYLE, {
      id: 'WorkoutStyle',
      description:
        'How sessions are organised: straight sets, circuits, supersets, intervals, or a training emphasis.',
    }),
    focusArea: choice('focusArea', 'none', {
      id: 'FocusArea',
      description: 'A body part to emphasise, or `none` for a balanced plan.',
    }),
    additionalNotes: z
      .string()
      .trim()
      .max(ANSWER_LIMITS.additionalNotes, `Must be less than ${ANSWER_LIMITS.additionalNotes} characters`)
      .default('')
      .describe(
        'Free notes the coach reads: exclusions ("no burpees"), a sport, a shorter day, a long break, a race.',
      ),
    agreeToTerms: z
      .boolean()
      .default(false)
      .describe(
        "Agrees to receive the plan's link at `email`. True with an email: the server sends it once the plan is " +
          'saved, under the same limits as POST /workouts/{id}/email. Neither is needed to get a plan.',
      ),
    language: languageSchema.default('en').describe('The language the plan is written in.'),
    /** Makes generation idempotent: the same id returns the plan already made. */
    requestId: requestIdSchema
      .optional()
      .describe(
        'The alias of the `Idempotency-Key` header, for clients that cannot send one (the header wins when both are ' +
          'sent): a repeated id from the same client returns the first answer, `managementKey` included, for 24 hours. ' +
          'A new random id for each new plan, 20 to 64 letters, digits, `-` or `_` (a UUID v4 will do; a short or ' +
          'guessable one is a 400 `IDEMPOTENCY_KEY_INVALID`).',
      ),
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
    // `examples` (not `example`): trpc-to-openapi keeps only title, description and examples of an input.
    examples: [
      {
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
        listed: false,
      },
      {
        name: 'Lucía',
        gender: 'female',
        age: 33,
        fitnessLevel: 'beginner',
        fitnessGoal: 'stayHealthy',
        workoutDays: 3,
        workoutTime: '30 minutes',
        workoutLocation: 'home',
        equipment: ['resistance-bands'],
        hasInjuries: 'no',
        injuryDetails: '',
        workoutStyle: 'traditional',
        focusArea: 'full-body',
        additionalNotes: 'A veces me noto rara la tripa',
        agreeToTerms: true,
        language: 'es',
        screening: {
          parq: {
            heartCondition: false,
            chestPain: false,
            dizzinessOrFainting: false,
            chronicCondition: false,
            chronicMedication: false,
            boneOrJointProblem: false,
            supervisedOnly: false,
          },
          conditions: ['gaveBirthLastYear'],
          followUp: {
            weeksSinceBirth: 20,
            caesarean: false,
            separationOrLeaking: false,
            textOnExertion: 'no',
            textSeenByDoctor: 'yes',
          },
        },
      },
    ],
  });
export type WorkoutRequestInput = z.input<typeof workoutRequestSchema>;
export type WorkoutRequest = z.output<typeof workoutRequestSchema>;

/** The most sets (or rounds) one exercise of a plan has; the coach's builders cap at it. */
export const MAX_SETS = 10;

export const exerciseSchema = z.object({
  /** The catalogue exercise this is; null only for free-text work the catalogue does not hold. */
  catalogId: z
    .string()
    .max(80)
    .nullable()
    .describe(
      "The coach's catalogue id of the exercise; null only for free-text work the catalogue does not hold.",
    ),
  name: z.string().max(120).describe("The exercise's name in the plan's language."),
  sets: z.number().int().min(1).max(MAX_SETS).describe('Number of sets (or rounds of this block).'),
  /** '8-12', '10' or null for timed work. */
  reps: z
    .string()
    .max(20)
    .nullable()
    .describe("Repetitions per set, such as '8-12' or '10'; null for timed work."),
  /** Done one side at a time: the reps or seconds are per side, and the session's time counts both. */
  perSide: z
    .boolean()
    .optional()
    .describe('Done one side at a time: the reps or seconds are per side. Absent when not.'),
  /** Seconds per set, or the length of one continuous block (a long run can last up to 4 hours). */
  durationSeconds: z
    .number()
    .int()
    .min(5)
    .max(14400)
    .nullable()
    .describe('Seconds per set, or the length of one continuous block (up to 4 hours); null for rep work.'),
  restSeconds: z.number().int().min(0).max(600).describe('Rest after each set, in seconds.'),
  /** Reps in reserve ('RIR 2') or a plain effort word for intervals. */
  effort: z.string().max(40).describe("How hard: reps in reserve ('RIR 2') or an effort word for intervals."),
  loadHint: z.string().max(200).describe('How to choose the load, in words.'),
  cues: z.array(z.string().max(200)).max(6).describe('Form cues, at most 6.'),
  videoId: z
    .string()
    .max(20)
    .nullable()
    .describe('A demonstration video (a YouTube video id), or null when none is known.'),
  /** Superset or circuit label such as 'A1' or 'Circuit', empty for straight sets. */
  block: z
    .string()
    .max(20)
    .describe("Superset or circuit label such as 'A1' or 'Circuit'; empty for straight sets."),
  /** The line docs/product.md shows: 'Goblet squat (3 x 10 @ RIR 2)'. */
  text: z.string().max(240).describe("The exercise as one line: 'Goblet squat (3 x 10 @ RIR 2)'."),
  notes: z.string().max(300).nullable().describe('A note from the coach on this exercise, or null.'),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const dayKindSchema = z
  .enum(['training', 'rest', 'active-recovery'])
  .meta({ id: 'DayKind', description: 'A training day, a rest day, or light activity for recovery.' });
export const sessionStyleSchema = z.enum(['traditional', 'circuit', 'supersets', 'hiit']).meta({
  id: 'SessionStyle',
  description: 'How the session is run: straight sets, a circuit, supersets or intervals.',
});

export const daySchema = z.object({
  name: z.string().max(40).describe("The day's name in the plan's language ('Monday')."),
  kind: dayKindSchema.describe('What kind of day it is.'),
  focus: z.string().max(120).describe("The day's focus ('Full body', 'Rest')."),
  estimatedMinutes: z
    .number()
    .int()
    .min(0)
    .max(240)
    .describe('Estimated length of the session in minutes, warm-up and cool-down included; 0 on rest days.'),
  style: sessionStyleSchema.describe('How the session is run.'),
  /** Rounds for circuits and intervals; 1 for straight sets. */
  rounds: z.number().int().min(1).max(12).describe('Rounds for circuits and intervals; 1 for straight sets.'),
  warmUp: z.array(z.string().max(200)).max(8).describe('Warm-up steps, in order.'),
  exercises: z.array(exerciseSchema).max(14).describe('The exercises, in order; empty on rest days.'),
  coolDown: z.array(z.string().max(200)).max(6).describe('Cool-down steps, in order.'),
});
export type Day = z.infer<typeof daySchema>;

export const progressionExerciseSchema = exerciseSchema.extend({
  /** The load step of this week: '+5% on last week', 'same load', 'harder variation'. */
  weightHint: z.string().max(200).describe("This week's load step: '+5% on last week', 'same load'."),
});
export const progressionDaySchema = daySchema.extend({
  exercises: z.array(progressionExerciseSchema).max(14).describe("The day's exercises for this week."),
});
export const progressionWeekSchema = z
  .object({
    weekNumber: z.number().int().min(1).max(4).describe('The week, 1 to 4.'),
    overview: z.string().max(1200).describe('What changes this week and why.'),
    schedule: z.array(progressionDaySchema).max(7).describe("The week's days."),
  })
  .meta({ id: 'ProgressionWeek', description: 'One week of the four-week progression.' });
export type ProgressionWeek = z.infer<typeof progressionWeekSchema>;
export type ProgressionDay = z.infer<typeof progressionDaySchema>;

export const videoSchema = z.object({
  title: z.string().max(200).describe("The video's title."),
  description: z.string().max(500).describe('What the video shows.'),
  videoId: z.string().max(20).describe('The YouTube video id.'),
  thumbnail: z.string().max(300).describe("The address of the video's thumbnail image."),
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
  // Issue 25 (docs/coaching.md "Ask, don't guess"): not now, or a professional first.
  /** A fever, body aches or a chest infection now: no training until it has passed. */
  'acute-illness',
  /** Symptoms on exertion that are not chest pain, dizziness or palpitations (an arm going numb, breathlessness out of proportion, an unplaced complaint that comes with effort). */
  'exertional-symptoms',
  /** A heart, lung or other chronic condition that is not under control. */
  'uncontrolled-condition',
  /** After childbirth: an abdominal separation, leaking or heaviness (a pelvic-health physiotherapist first). */
  'pelvic-floor-symptoms',
  /** Back pain with numbness in both legs or the saddle area, bladder or bowel control lost, or leg weakness getting worse: urgent, the same day. */
  'nerve-red-flag',
  /** Calf, thigh or buttock pain that comes with walking and settles with rest (claudication): the circulation, a doctor first. */
  'circulation-red-flag',
  /** Back pain with night pain that does not ease, weight lost without trying, a cancer, a fever, or new worsening pain after 50. */
  'spine-red-flag',
  /** Purging, laxatives or diuretics for weight, near-starvation: a doctor first, no training plan for weight. */
  'disordered-eating',
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
  // Issue 25: the populations the coach serves with their own programmes (coach/design). The reader
  // (coach/read/screening.ts) sets these from the screening answers or the free text.
  /** A cold above the neck: light activity at most. */
  'head-cold',
  /** Recovering from an infection (a cough still there): a gentle return over about two weeks. */
  'return-after-illness',
  'postpartum',
  'joint-replacement',
  'wheelchair',
  'limb-loss',
  /** Multiple sclerosis, Parkinson's and other neurological conditions (a stroke asks for clearance). */
  'neurological',
  'copd',
  'cancer-treatment',
  'frailty-falls',
  /** Very low food intake or a demand for rapid loss: no weight-loss programme. */
  'low-energy-intake',
  'severe-obesity',
  /** A heart condition a professional has cleared for exercise, controlled and without symptoms. */
  'heart-condition',
  /** Lymphoedema: gradual, progressive resistance with the compression garment; not a refusal. */
  'lymphoedema',
  /** Another chronic condition or its medication (PAR-Q+), without more detail: moderate effort. */
  'chronic-condition',
  /** A bone, joint or soft-tissue problem (PAR-Q+) the plan could not place: low impact, moderate. */
  'joint-problem',
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
  code: z.enum(SCREENING_REASONS).meta({
    id: 'ScreeningReasonCode',
    description:
      'Why: the clearance codes (chest-symptoms to joint-red-flag, then acute-illness to nerve-red-flag) ask for a professional first; the others adapt the plan.',
  }),
  /** The reason in the coach's own words, in the plan's language; never the visitor's text. */
  text: z
    .string()
    .max(400)
    .describe("The reason in the coach's words, in the plan's language; never the visitor's own text."),
  see: z
    .enum(PROFESSIONALS)
    .meta({ id: 'Professional', description: 'Who the visitor should see.' })
    .nullable()
    .describe('Who to see about it, or null.'),
});
export type ScreeningReason = z.infer<typeof screeningReasonSchema>;
export const screeningSchema = z
  .object({
    outcome: z.enum(SCREENING_OUTCOMES).meta({
      id: 'ScreeningOutcome',
      description:
        '`clearance`: see a professional first, the plan holds back hard training; `adapted`: population or condition rules were applied; `clear`: the normal plan.',
    }),
    reasons: z
      .array(screeningReasonSchema)
      .max(16)
      .describe('The reasons behind the outcome; empty when clear.'),
  })
  .meta({
    id: 'Screening',
    description: 'What the coach decided before prescribing, from the answers and the health text.',
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
  overview: z.string().max(2000).describe("The coach's summary of the plan, addressed to the visitor."),
  schedule: z.array(daySchema).min(1).max(7).describe('The week, day by day.'),
  restDays: z.array(z.string().max(40)).max(7).describe('The names of the rest days.'),
  videos: z.array(videoSchema).max(20).describe("Demonstration videos for the plan's exercises."),
  disclaimer: z.string().max(600).describe('The health disclaimer shown with every plan.'),
  notes: z
    .array(z.string().max(400))
    .max(12)
    .describe("The coach's notes: how to progress, what was adapted."),
  screening: screeningSchema.describe('What the coach decided before prescribing.'),
});
export type PlanDraft = z.infer<typeof planDraftSchema>;

export const planIdSchema = z
  .string()
  .regex(PUBLIC_ID_PATTERN, 'is not a valid plan id')
  .meta({ description: "The plan's id: the key of its share link.", example: 'p4Nd8QaZ2rTy6uVw' });

/** A moment as the server writes it: ISO 8601 in UTC (`Date.toISOString()`). */
export const timestampSchema = z.iso.datetime();

export const workoutPlanSchema = planDraftSchema
  .extend({
    id: planIdSchema,
    createdAt: timestampSchema.describe('When the plan was made (UTC).'),
    language: languageSchema.describe('The language the plan is written in.'),
    userName: z.string().describe('The name the plan was made for, or "Anonymous".'),
    generator: z.string().describe("Who wrote it: 'builtin' (the built-in coach) or 'llm:<model>'."),
    fitnessGoal: z
      .string()
      .describe(
        'The goal from the answers: a FitnessGoal value, or `other:<text>` in the owner view and `other` in the public one.',
      ),
    fitnessLevel: z
      .string()
      .describe(
        'The level from the answers: a FitnessLevel value, or `other:<text>` in the owner view and `other` in the public one.',
      ),
    focusArea: z
      .string()
      .describe(
        'The focus from the answers: a FocusArea value, or `other:<text>` in the owner view and `other` in the public one.',
      ),
    workoutStyle: z
      .string()
      .describe(
        'The style from the answers: a WorkoutStyle value, or `other:<text>` in the owner view and `other` in the public one.',
      ),
    // The database's own bounds (migration 00001): 1 to 7 days, 5 to 180 minutes.
    daysPerWeek: z.number().int().min(1).max(7).describe('Training days a week.'),
    timePerSession: z
      .string()
      .describe(
        'The time per session as it was asked for; in the public view a listed number of minutes, or `other` for words.',
      ),
    sessionMinutes: z
      .number()
      .int()
      .min(5)
      .max(180)
      .describe('The session length the coach planned for, in minutes.'),
    progressionWeeks: z
      .array(progressionWeekSchema)
      .max(4)
      .describe('The four-week progression; empty until `POST /workouts/{id}/progression` builds it.'),
    /** Null for plans made before the coach screened. */
    screening: screeningSchema
      .nullable()
      .describe('What the coach decided before prescribing; null for plans made before it screened.'),
    /** Whether the community lists show the plan; the creator decides (README, "Privacy"). */
    listed: z.boolean().describe('Whether the community lists show the plan; its creator decides.'),
    /** Which view this is (src/contract/privacy.ts): the creator's, or everyone else's. */
    view: z
      .enum(PLAN_VIEWS)
      .meta({ id: 'PlanView' })
      .describe(
        '`owner`: the plan as stored, for the holder of its management key (sent in `x-management-key`). `public`: what anyone else reads (README "Privacy"). What it changes, by field: ' +
          Object.entries(OWNER_ONLY)
            .map(([field, rule]) => `\`${field}\` (${rule})`)
            .join('; ') +
          '.',
      ),
    /** Owner view only (README "Privacy"): whether the coach adapted the plan to its creator's health. */
    adaptedToHealth: z
      .boolean()
      .optional()
      .describe(
        "Owner view only: whether the coach adapted the plan to its creator's health (screening outcome `adapted` or `clearance`); such a plan is never listed. Absent from the public view, which is the same whether or not the plan was adapted.",
      ),
    averageRating: z.number().min(0).max(5).describe('The average of its ratings, 0 while it has none.'),
    reviewCount: z.number().int().nonnegative().describe('How many ratings it has.'),
  })
  .meta({ id: 'WorkoutPlan', description: 'A saved plan, as its page shows it. Never an email.' });
export type WorkoutPlan = z.infer<typeof workoutPlanSchema>;

/** Showcase and browse cards (docs/product.md section 3); never an email. */
export const planSummarySchema = z
  .object({
    id: planIdSchema,
    userName: z.string().describe('The name it was made for, or "Anonymous".'),
    createdAt: timestampSchema.describe('When the plan was made (UTC).'),
    averageRating: z.number().min(0).max(5).describe('The average of its ratings, 0 while it has none.'),
    reviewCount: z.number().int().nonnegative().describe('How many ratings it has.'),
    fitnessLevel: z.string().describe('The level from the answers.'),
    fitnessGoal: z.string().describe('The goal from the answers.'),
    focusArea: z.string().describe('The focus from the answers.'),
    overview: z.string().max(150).describe("The start of the plan's overview, at most 150 characters."),
    daysPerWeek: z.number().int().min(1).max(7).describe('Training days a week.'),
    timePerSession: z.string().describe('The time per session as it was asked for.'),
    workoutStyle: z.string().describe('The style from the answers.'),
  })
  .meta({
    id: 'WorkoutPlanSummary',
    description: "A listed plan's card in the community lists.",
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
export const MANAGEMENT_KEY_PATTERN = PRIVATE_KEY_PATTERN;
export const managementKeySchema = z
  .string()
  .regex(MANAGEMENT_KEY_PATTERN)
  .meta({ example: 'mK7fQ2xZ9pLw4tRv8sNb3cYh6jDg1aUe' })
  .describe(
    'Private key of this plan, returned only here and only once. Keep it: send it in the ' +
      '`x-management-key` header to unlist, relist (`PATCH /workouts/{id}`) or delete (`DELETE /workouts/{id}`) ' +
      'the plan. Null when the call returned a plan an earlier call with the same `requestId` made and its first answer is no longer kept.',
  );

/**
 * What became of the onboarding email (docs/product.md, its departure "Plan by email"): sent over SMTP; written to the
 * server's outbox because no mail service is set up ('outbox', not delivered); still being sent when the
 * plan was ready ('pending'); not sent because of the mail limits ('limited'); or failed ('failed').
 */
export const ONBOARDING_EMAIL_OUTCOMES = ['sent', 'outbox', 'pending', 'limited', 'failed'] as const;
export type OnboardingEmailOutcome = (typeof ONBOARDING_EMAIL_OUTCOMES)[number];
export const onboardingEmailSchema = z
  .object({
    outcome: z
      .enum(ONBOARDING_EMAIL_OUTCOMES)
      .meta({ id: 'OnboardingEmailOutcome', description: 'What became of the message.' }),
    /** Masked ('a…@g…'): the address itself never leaves the server. */
    to: z.string().max(16).describe("The address it went to, masked ('a…@g…')."),
  })
  .describe(
    "The plan's link sent to the questionnaire's email, when `email` was given and `agreeToTerms` is true " +
      '(null otherwise, and for a plan an earlier call with the same `requestId` made). `to` is the address masked. ' +
      "`outbox`: no mail service is configured, the message waits in the server's outbox; `limited`: the mail " +
      'limits of POST /workouts/{id}/email refused it.',
  )
  .meta({ id: 'OnboardingEmail' });
export type OnboardingEmail = z.infer<typeof onboardingEmailSchema>;

/** What the call that makes a plan answers: the plan, its management key and the onboarding email. */
export const createdPlanSchema = workoutPlanSchema
  .extend({
    managementKey: managementKeySchema
      .nullable()
      .describe(
        'The private key that lists, unlists or deletes the plan (`x-management-key`), returned only here and only once; ' +
          'null when an earlier call with the same `requestId` made the plan and its first answer is no longer kept ' +
          '(after 24 hours): the plan is then in the public view.',
      ),
    emailed: onboardingEmailSchema
      .nullable()
      .describe(
        "What became of the plan's link sent to the questionnaire's email; null when none was asked for.",
      ),
  })
  .meta({
    id: 'CreatedWorkoutPlan',
    description:
      'A plan just made: the saved plan, its private management key and what became of the onboarding email.',
  });
export type CreatedPlan = z.infer<typeof createdPlanSchema>;

/**
 * The web app's plan stream takes a ticket, never the answers: they are posted once (a POST body, never a
 * URL or a log line) and kept on the server under the ticket for a few minutes (issue 28, item 5).
 */
export const generationTicketSchema = z.object({
  ticket: z.string().describe('256 random bits, base64url: the only input of the plan stream.'),
  expiresAt: z.string().describe('When the answers kept under this ticket are forgotten (ISO 8601).'),
});
export type GenerationTicket = z.infer<typeof generationTicketSchema>;
export const generationTicketInput = z.strictObject({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a generation ticket'),
});

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
    /** Only on the stream that made the plan: what became of the onboarding email. */
    emailed: onboardingEmailSchema.nullable().optional(),
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
