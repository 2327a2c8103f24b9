import { z } from 'zod';
import { languageSchema } from './site';

export const videoSearchInput = z.object({
  exerciseName: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(200, 'Must be less than 200 characters')
    .meta({
      description: "The exercise's name, in English or Spanish; anything from the first '(' on is ignored.",
      example: 'Goblet squat',
    }),
  language: languageSchema
    .describe("The language of the video's title and description; default en.")
    .optional(),
  /** The catalogue id the plan's exercise carries; the video must be verified for this very exercise. */
  catalogId: z
    .string()
    .max(80, 'Must be less than 80 characters')
    .regex(/^[a-z0-9-]+$/)
    .describe(
      "The catalogue id of the plan's exercise (`exercises[].catalogId`); a video is answered only when verified for it.",
    )
    .optional(),
});

export const videoResultSchema = z
  .object({
    title: z.string().describe("The video's title."),
    description: z.string().describe('What the video shows.'),
    videoId: z.string().describe('The YouTube video id.'),
    thumbnail: z.string().describe("The address of the video's thumbnail image."),
    /** catalogue: verified for this exercise (src/contract/exerciseMedia.ts); search: the search API's first result for its name. */
    source: z.enum(['search', 'catalogue']).meta({
      id: 'VideoSource',
      description:
        "`catalogue`: the video verified for this exercise; `search`: the video search's first result for its name, not checked.",
    }),
  })
  .meta({
    id: 'ExerciseVideo',
    description: 'A demonstration video for an exercise.',
    example: {
      title: 'Push-up',
      description: 'Hands under shoulders, body in one line',
      videoId: 'IODxDxX7oi4',
      thumbnail: 'https://i.ytimg.com/vi/IODxDxX7oi4/hqdefault.jpg',
      source: 'catalogue',
    },
  });
export type VideoResult = z.infer<typeof videoResultSchema>;

/** The lookup's answer: null when no video shows this exercise (never another movement's video). */
export const videoLookupSchema = videoResultSchema.nullable();
