import {
  PARTICIPANT_LINK_FRAGMENT,
  PRIVATE_KEY_PATTERN,
  PUBLIC_ID_PATTERN,
  STORAGE_KEYS,
} from '../../../contract/constants';
import { readDeviceKey, saveDeviceKey } from '../../lib/deviceKeys';

/**
 * A participant's key moves to another device in a link's fragment (`#participant=<id>.<key>`): a browser
 * never sends the fragment to the server, so no request or log holds the key. The page that opens such a
 * link stores the key and takes the fragment out of the address bar at once (takeParticipantFromLink).
 */
export function participantTransferUrl(challengeUrl: string, participantId: string, key: string): string {
  return `${challengeUrl}#${PARTICIPANT_LINK_FRAGMENT}=${participantId}.${key}`;
}

/**
 * Reads a transfer fragment from the address, keeps the key on this device and removes the fragment from
 * the address bar (history.replaceState, so Back does not bring it back). Returns the participant's id, or
 * null when the address carries none. Anything else in the fragment is left alone.
 */
export function takeParticipantFromLink(): string | null {
  const hash = window.location.hash.slice(1);
  const prefix = `${PARTICIPANT_LINK_FRAGMENT}=`;
  if (!hash.startsWith(prefix)) return null;
  const [participantId = '', key = ''] = hash.slice(prefix.length).split('.');
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  if (!PUBLIC_ID_PATTERN.test(participantId) || !PRIVATE_KEY_PATTERN.test(key)) return null;
  saveDeviceKey(STORAGE_KEYS.participantKeys, participantId, key);
  return participantId;
}

export function participantKeyOf(participantId: string): string | null {
  return readDeviceKey(STORAGE_KEYS.participantKeys, participantId);
}
