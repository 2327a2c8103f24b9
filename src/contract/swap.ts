import { z } from 'zod';
import { languageSchema } from './site';
import { planIdSchema } from './workout';

/**
 * Swapping an exercise of a stored plan (issue 16, part 4): what the server offers in its place. The
 * alternatives come from the coach's catalogue and its own filters (src/server/coach/build/alternatives.ts);
 * the swap itself is kept on the visitor's device (src/client/features/swap/swaps.ts), never on the server.
 */

const catalogIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a catalogue id such as goblet-squat')
  .max(80);

export const alternativesInput = z.object({
  id: planIdSchema,
  catalogId: catalogIdSchema
    .describe("The catalogue id of the plan's exercise to replace (its `catalogId`).")
    .meta({ example: 'box-squat' }),
  language: languageSchema
    .describe(
      "The language of each alternative's `reason`; names and cues stay in the plan's language. Default the plan's.",
    )
    .optional(),
});

export const SWAP_RELATIONS = ['easier', 'harder', 'same-level'] as const;
export type SwapRelation = (typeof SWAP_RELATIONS)[number];

export const exerciseMediaSchema = z
  .object({
    drawing: z
      .object({
        start: z
          .string()
          .max(120)
          .describe('The drawing at the start of the movement (a path on this site).'),
        end: z.string().max(120).describe('The drawing at the end of the movement.'),
      })
      .nullable()
      .describe(
        'Line drawings of this very movement (Everkinetic, CC BY-SA 4.0), or null when none matches.',
      ),
    videoId: z
      .string()
      .max(20)
      .nullable()
      .describe('A verified demonstration video of this very movement (a YouTube video id), or null.'),
  })
  .meta({
    id: 'ExerciseMedia',
    description: 'Pictures and video of an exercise, only where they truly match it.',
  });
export type ExerciseMedia = z.infer<typeof exerciseMediaSchema>;

export const alternativeSchema = z.object({
  catalogId: catalogIdSchema.describe("The alternative's catalogue id."),
  name: z.string().max(120).describe("Its name in the plan's language."),
  cues: z.array(z.string().max(200)).max(6).describe("Form cues in the plan's language."),
  relation: z.enum(SWAP_RELATIONS).meta({
    id: 'SwapRelation',
    description:
      "How it compares with the exercise it replaces: the catalogue's easier or harder variant, or another exercise of the same level.",
  }),
  equipment: z
    .array(z.string().max(40))
    .max(8)
    .describe('What it needs, as catalogue equipment keys (`dumbbell`, `bench`...); empty for body weight.'),
  reason: z
    .string()
    .max(160)
    .describe('A short label in `language`: easier, harder or same level, and what it needs.'),
  media: exerciseMediaSchema,
  perSide: z.boolean().describe('Done one side at a time (reps or seconds per side).'),
  adapted: z
    .object({
      reps: z.string().max(20).nullable().describe('Repetitions per set, or null for timed work.'),
      durationSeconds: z.number().int().min(5).max(14400).nullable().describe('Seconds per set, or null.'),
      effort: z.string().max(40).describe("How hard, in the plan's language."),
    })
    .nullable()
    .describe(
      "Null when the original's sets, reps or time, rest and effort apply unchanged. Set when the catalogue " +
        'measures this exercise differently (a hold instead of repetitions, or the reverse): then these ' +
        "replace the reps, time and effort in every week, and sets and rest stay the original's.",
    ),
  text: z
    .string()
    .max(240)
    .describe("The line it would read as in the plan's weekly schedule, in the original's place."),
});
export type Alternative = z.infer<typeof alternativeSchema>;

export const alternativesOutput = z
  .object({
    catalogId: catalogIdSchema.describe('The exercise being replaced.'),
    name: z.string().max(120).describe("Its name in the plan's language."),
    language: languageSchema.describe("The plan's language: names, cues and lines are written in it."),
    alternatives: z
      .array(alternativeSchema)
      .max(12)
      .describe(
        'Safe alternatives for this plan, best first: easier variants, then harder ones, then the same level. ' +
          "Empty when nothing in the catalogue fits the plan's equipment, injuries, screening and notes.",
      ),
  })
  .meta({
    id: 'ExerciseAlternatives',
    description: 'What may replace one exercise of a plan, from the same catalogue, under the same rules.',
  });
export type Alternatives = z.infer<typeof alternativesOutput>;
