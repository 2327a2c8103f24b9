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
export function useHealthTextCheck() {
  const client = useTRPCClient();
  return useCallback(
    async (answers: Answers): Promise<HealthTextFollowUp[]> => {
      const text = freeHealthText(answers);
      if (!text) return [];
      const injury = answers.hasInjuries === 'yes' ? (answers.injuryDetails ?? '').trim() : '';
      // Everything else the visitor wrote (notes, `other:` answers) is read as notes are.
      const rest = text.startsWith(injury) ? text.slice(injury.length).trim() : text;
      try {
        // A mutation, so the text travels in the request body, never in an address that logs keep.
        const reading = await client.screening.readHealthText.mutate({
          hasInjuries: injury ? 'yes' : 'no',
          injuryDetails: injury,
          additionalNotes: rest.slice(0, ANSWER_LIMITS.additionalNotes),
          language: answers.language ?? 'en',
        });
        return HEALTH_TEXT_FOLLOW_UPS.filter((key) => reading.ask.includes(key));
      } catch {
        return [...HEALTH_TEXT_FOLLOW_UPS];
      }
    },
    [client],
  );
}
