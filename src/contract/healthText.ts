import { z } from 'zod';
import { ANSWER_LIMITS } from './answers';
import { languageSchema } from './site';

/**
 * Follow up instead of guessing (docs/coaching.md "Ask, don't guess"): before generating, the chat and
 * the form send the injury and notes text here; the coach says whether it could place what was written
 * and, when it could not, which of the screen's two follow-ups to ask (the keys of
 * `screening.followUp` in workoutRequestSchema, src/contract/workout.ts). The answer never echoes the
 * text. REST: POST /api/screening/health-text; tRPC: screening.readHealthText.
 */

/** The two questions asked about health text the coach cannot place, in the order to ask them. */
export const HEALTH_TEXT_QUESTIONS = ['textOnExertion', 'textSeenByDoctor'] as const;
export type HealthTextQuestion = (typeof HEALTH_TEXT_QUESTIONS)[number];

/**
 * What the coach made of the text: `none` nothing was written (or only "no", "none"); `harmless` no
 * health concern (a schedule, a sport, "I'm fine", every complaint denied); `understood` the coach placed
 * every health mention (an injury it knows, a condition, a red flag); `unplaced` something health-related
 * it cannot place, so it asks.
 */
export const HEALTH_TEXT_READINGS = ['none', 'harmless', 'understood', 'unplaced'] as const;
export type HealthTextReading = (typeof HEALTH_TEXT_READINGS)[number];

export const healthTextInput = z
  .object({
    hasInjuries: z
      .enum(['yes', 'no'])
      .default('no')
      .describe(
        'The answer to the injury question: after a yes, the injury text is presumed to be about health, so text the coach cannot place ("the usual") is asked about.',
      ),
    injuryDetails: z
      .string()
      .trim()
      .max(ANSWER_LIMITS.injuryDetails, `Must be less than ${ANSWER_LIMITS.injuryDetails} characters`)
      .default('')
      .describe('The answer to the injury question, as the plan request would carry it.'),
    additionalNotes: z
      .string()
      .trim()
      .max(ANSWER_LIMITS.additionalNotes, `Must be less than ${ANSWER_LIMITS.additionalNotes} characters`)
      .default('')
      .describe('The free notes, as the plan request would carry them.'),
    language: languageSchema.default('en').describe('The language the visitor writes in (en or es).'),
  })
  .meta({
    examples: [
      {
        hasInjuries: 'yes',
        injuryDetails: 'my stomach does something strange',
        additionalNotes: '',
        language: 'en',
      },
      {
        hasInjuries: 'no',
        injuryDetails: 'nada, todo bien',
        additionalNotes: 'trabajo a turnos',
        language: 'es',
      },
    ],
  });
export type HealthTextInput = z.input<typeof healthTextInput>;

export const healthTextOutput = z
  .object({
    reading: z.enum(HEALTH_TEXT_READINGS).meta({
      id: 'HealthTextReading',
      description:
        '`none`: nothing written; `harmless`: no health concern; `understood`: every health mention placed; ' +
        '`unplaced`: something health-related the coach cannot place.',
    }),
    followUpNeeded: z
      .boolean()
      .describe('True when the chat should ask before generating (`ask` is not empty).'),
    ask: z
      .array(z.enum(HEALTH_TEXT_QUESTIONS).meta({ id: 'HealthTextQuestion' }))
      .max(HEALTH_TEXT_QUESTIONS.length)
      .describe(
        'The follow-ups to ask, in order, answered in the plan request as `screening.followUp.textOnExertion` ' +
          'and `screening.followUp.textSeenByDoctor` (yes, no or unsure).',
      ),
  })
  .meta({
    id: 'HealthTextReadingResult',
    description: 'What the coach made of the health text; never the text itself.',
    example: { reading: 'unplaced', followUpNeeded: true, ask: ['textOnExertion', 'textSeenByDoctor'] },
  });
export type HealthTextResult = z.infer<typeof healthTextOutput>;
