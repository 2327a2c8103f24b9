/**
 * Who sees what of a plan (README "Privacy", issue 27). No zod here: the plan page imports it.
 *
 * A plan has two views. The creator's device, which holds the plan's management key and sends it in the
 * `x-management-key` header, reads the plan as stored: the `owner` view. Everyone else (the share link,
 * a challenge's page, the community lists, link previews, the PDF, the calendar and the email sent from
 * the plan's page) reads the `public` view, which the server makes from the stored plan with one
 * function (src/server/privacy/publicPlan.ts) that copies an allow-list of fields, so a field added later
 * stays private until it is added there on purpose.
 */

export const PLAN_VIEWS = ['owner', 'public'] as const;
export type PlanView = (typeof PLAN_VIEWS)[number];

/**
 * What the public view leaves out or rewrites, by top-level field of the plan (tests/unit/public-plan.test.ts
 * holds the function to this list); the OpenAPI document says the same on `view`. Every other field the
 * public view carries is copied as stored: the coach wrote it from its own catalogue and tables (exercise
 * names, sets, reps, rest, cues, weekday names), or it is what the creator chose to show (the name).
 */
export const OWNER_ONLY = {
  screening: 'null, since the outcome and its reasons name conditions',
  notes: "empty: the coach's notes say what was adapted and to what",
  overview:
    "rewritten from the public facts, days, minutes, goal and level, since the coach's own names body parts",
  fitnessGoal: "a listed value, or 'other' for the visitor's own words",
  fitnessLevel: "a listed value, or 'other' for the visitor's own words",
  focusArea: "a listed value, or 'other' for the visitor's own words",
  workoutStyle: "a listed value, or 'other' for the visitor's own words",
  timePerSession: "minutes as digits ('45', '30-45'), or 'other' for the visitor's own words",
  schedule:
    "each day's focus one of the coach's session labels (else its kind's), warm-ups and cool-downs only the lines every plan has, exercise notes null; each exercise's cues the catalogue's without any that names a condition, and a name that says who it is for shown by its public name (then without catalogue id and video)",
  progressionWeeks:
    "the same rules for each week's days, and a gentle plan's weeks without 'until a professional clears you'",
  disclaimer: "the coach's standard disclaimer in the plan's language",
  view: "'public'",
  adaptedToHealth:
    "absent: whether the coach adapted the plan to its creator's health is itself health data, so only the owner view says it",
} as const;
export type OwnerOnlyField = keyof typeof OWNER_ONLY;

/** The value a free-text (`other:`) answer has in the public view: that it was other, nothing more. */
export const PUBLIC_OTHER = 'other';

/**
 * The one sentence every public view opens with (the plan page, the PDF and the email), whatever the
 * coach's screening found: a plan made for someone else may not suit the reader. It is the same on every
 * plan, so it says nothing about whether or to what the plan was adapted (README "Privacy",
 * docs/privacy.md); the creator's device shows the coach's own notice instead.
 */
export const SHARED_PLAN_NOTICE = {
  en: "This plan was made from its creator's answers; check with a professional before following it.",
  es: 'Este plan se hizo con las respuestas de quien lo creó; consulta con un profesional antes de seguirlo.',
} as const;
