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
});

export const videoResultSchema = z
  .object({
    title: z.string().describe("The video's title."),
    description: z.string().describe('What the video shows.'),
    videoId: z.string().describe('The YouTube video id.'),
    thumbnail: z.string().describe("The address of the video's thumbnail image."),
    /** search: found for this exercise; catalogue: the exercise's known video; keyword or default: a fallback. */
    source: z.enum(['search', 'catalogue', 'keyword', 'default']).meta({
      id: 'VideoSource',
      description:
        "`search`: found for this exercise; `catalogue`: the exercise's known video; `keyword` or `default`: a fallback.",
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
