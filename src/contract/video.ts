import { z } from 'zod';
import { languageSchema } from './site';

export const videoSearchInput = z.object({
  exerciseName: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(200, 'Must be less than 200 characters'),
  language: languageSchema.optional(),
});

export const videoResultSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    videoId: z.string(),
    thumbnail: z.string(),
    /** search: found for this exercise; catalogue: the exercise's known video; keyword or default: a fallback. */
    source: z.enum(['search', 'catalogue', 'keyword', 'default']),
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
