import type { Language } from '../../../contract/constants';
import { STORAGE_KEYS } from '../../../contract/constants';
import { readList } from '../../lib/deviceStorage';
import { localizedPath } from '../../lib/language';
import { participantStorageKey } from '../challenge/activeParticipant';
import { participantKeyOf } from '../challenge/participantKeys';
import type { DayRef } from './sessionPlan';

/** The session page's address for a day (`week` left out for the base week). */
export function sessionPath(
  language: Language,
  planId: string,
  ref?: DayRef | null,
  challengeId?: string | null,
): string {
  const query = new URLSearchParams();
  if (ref && ref.weekNumber !== null) query.set('week', String(ref.weekNumber));
  if (ref) query.set('day', String(ref.dayIndex));
  if (challengeId) query.set('challenge', challengeId);
  const search = query.toString();
  return `${localizedPath(language, `/plan/${planId}/session`)}${search ? `?${search}` : ''}`;
}

/**
 * The challenges a session of this plan counts for on this device: the one it was started from, and
 * every challenge of the plan this device keeps (My Workouts) with a participant chosen here
 * (activeParticipant.ts) whose key this device holds (participantKeys.ts): only they can be ticked off.
 * Each with the participant this device acts as.
 */
export function challengeParticipants(
  planId: string,
  startedFrom: string | null,
): { challengeId: string; participantId: string }[] {
  const ids = new Set<string>();
  if (startedFrom) ids.add(startedFrom);
  for (const challenge of readList(STORAGE_KEYS.challenges))
    if (challenge.workoutPlanId === planId) ids.add(challenge.id);
  return [...ids].flatMap((challengeId) => {
    try {
      const participantId = localStorage.getItem(participantStorageKey(challengeId));
      return participantId && participantKeyOf(participantId) ? [{ challengeId, participantId }] : [];
    } catch {
      return [];
    }
  });
}
