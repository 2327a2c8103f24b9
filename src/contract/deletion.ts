/**
 * Deleting a plan by email (README "Privacy"): a creator who lost the device holding the management
 * key asks for a link sent to the address given in the questionnaire (kept 30 days). One owner for
 * the link's lifetime, its token's shape and the page it opens, shared by the server and the client.
 */

/** A deletion link works once, for this long. */
export const DELETION_LINK_TTL_HOURS = 24;

/** The token: 32 random bytes in base64url (43 characters); only its SHA-256 is stored. */
export const DELETION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The page the link opens, `/:lang/plan/:id/delete#token=...`: the token rides in the fragment, which
 * browsers never send, so no request log, proxy or link scanner that fetches the page can read or use
 * it; the page asks before it deletes.
 */
export function deletionLinkPath(language: string, planId: string, token: string): string {
  return `/${language}/plan/${planId}/delete#token=${token}`;
}
