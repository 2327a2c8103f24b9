import { useCallback } from 'react';
import { ANSWER_LIMITS } from '../../../contract/answers';
import { useTRPCClient } from '../../lib/trpc';
import { freeHealthText, HEALTH_TEXT_FOLLOW_UPS, type HealthTextFollowUp } from './screeningSteps';
import type { Answers } from './script';

/**
 * Asks the coach whether the health text the visitor wrote needs a follow-up (docs/coaching.md
 * "Screening before prescribing"). Nothing written: nothing to ask. When the coach cannot be asked,
 * both questions are asked: a question too many is safer than a guess.
 */
export type HealthTextCheck = {
  asked: HealthTextFollowUp[];
  /** The visitor's own words the follow-up asks about, shortened; plain text, never markup. */
  about?: string;
};

/** How many characters of the visitor's words the question quotes before "…". */
const QUOTE_LENGTH = 60;

/** The words at a range of the text, cut at a word boundary and marked "…" when shortened. */
export function quoteOf(text: string, start: number, end: number): string | undefined {
  const words = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (!words) return undefined;
  if (words.length <= QUOTE_LENGTH) return words;
  const cut = words.slice(0, QUOTE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > QUOTE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function useHealthTextCheck() {
  const client = useTRPCClient();
  return useCallback(
    async (answers: Answers): Promise<HealthTextCheck> => {
      const text = freeHealthText(answers);
      if (!text) return { asked: [] };
      const injury = answers.hasInjuries === 'yes' ? (answers.injuryDetails ?? '').trim() : '';
      // Everything else the visitor wrote (notes, `other:` answers) is read as notes are.
      const rest = text.startsWith(injury) ? text.slice(injury.length).trim() : text;
      try {
        // A mutation, so the text travels in the request body, never in an address that logs keep.
        const sent = { injuryDetails: injury, additionalNotes: rest.slice(0, ANSWER_LIMITS.additionalNotes) };
        const reading = await client.screening.readHealthText.mutate({
          hasInjuries: injury ? 'yes' : 'no',
          ...sent,
          language: answers.language ?? 'en',
        });
        // The question names what it asks about (issue r2-journey 1): the words the coach could not place.
        const about = reading.about
          ? quoteOf(sent[reading.about.field], reading.about.start, reading.about.end)
          : undefined;
        return { asked: HEALTH_TEXT_FOLLOW_UPS.filter((key) => reading.ask.includes(key)), about };
      } catch {
        return { asked: [...HEALTH_TEXT_FOLLOW_UPS] };
      }
    },
    [client],
  );
}
