import { z } from 'zod';
import { languageSchema } from './site';

export const videoSearchInput = z.object({
  exerciseName: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(200, 'Must be less than 200 characters'),
  language: languageSchema.optional(),
  /** The catalogue id the plan's exercise carries; the video must be verified for this very exercise. */
  catalogId: z
    .string()
    .max(80, 'Must be less than 80 characters')
    .regex(/^[a-z0-9-]+$/)
    .optional(),
});

export const videoResultSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    videoId: z.string(),
    thumbnail: z.string(),
    /** catalogue: verified for this exercise (src/contract/exerciseMedia.ts); search: the search API's first result for its name. */
    source: z.enum(['search', 'catalogue']),
  })
  .meta({
    id: 'ExerciseVideo',
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
