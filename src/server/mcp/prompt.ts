import { z } from 'zod';
import type { Language } from '../../contract/site';
import { workoutRequestSchema } from '../../contract/workout';

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish (neutral, for Spain and Latin America)',
};

/**
 * The questionnaire as a prompt for an assistant: the questions are the request schema's own fields and
 * descriptions (contract/workout.ts owns them, screening included), so the prompt asks what
 * `workouts-generate` takes and nothing else.
 */
export function questionnairePrompt(language: Language): string {
  const schema = z.toJSONSchema(workoutRequestSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { description?: string }>;
  };
  const fields = Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== 'requestId' && name !== 'listed')
    .map(([name, field]) => `- ${name}: ${field.description ?? ''}`)
    .join('\n');
  return [
    `I would like a workout plan from Workout Coach. Talk to me in ${LANGUAGE_NAMES[language]}.`,
    'Ask me the questions below one or two at a time, conversationally, and never guess a health answer:',
    'ask every screening question (the `screening` field: the PAR-Q+ yes/no questions, life stages and',
    'conditions, and their follow-ups) and pass my answers as structured arguments.',
    `Then call the \`workouts-generate\` tool with language "${language}" (with a progress token if you can),`,
    'show me the plan, and keep its `managementKey` for me. If its screening outcome is `clearance`, tell me first,',
    'in plain words, to see the professional it names before training hard.',
    '',
    'The questions (the fields of workouts-generate):',
    fields,
  ].join('\n');
}
