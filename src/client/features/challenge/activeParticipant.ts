import { useCallback, useState } from 'react';

/**
 * Which participant this device shows, per challenge (anyone can be chosen, to view). Ticking exercises
 * off also needs that participant's key on this device (participantKeys.ts, docs/product.md section 6).
 */
export function participantStorageKey(challengeId: string): string {
  return `challenge-participant:${challengeId}`;
}

function readStored(challengeId: string): string | null {
  try {
    return localStorage.getItem(participantStorageKey(challengeId));
  } catch (error) {
    console.error('Could not read the chosen participant', error);
    return null;
  }
}

function writeStored(challengeId: string, participantId: string): void {
  try {
    localStorage.setItem(participantStorageKey(challengeId), participantId);
  } catch (error) {
    console.error('Could not remember the chosen participant', error);
  }
}

/**
 * The remembered participant id for a challenge. A stored id that is no longer in the list is
 * ignored by the caller, so a stale choice never selects a stranger.
 */
export function useActiveParticipantId(
  challengeId: string,
): [string | null, (participantId: string) => void] {
  const [participantId, setParticipantId] = useState<string | null>(() => readStored(challengeId));
  const choose = useCallback(
    (next: string) => {
      setParticipantId(next);
      writeStored(challengeId, next);
    },
    [challengeId],
  );
  return [participantId, choose];
}
