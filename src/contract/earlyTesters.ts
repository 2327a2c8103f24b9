/**
 * Signing up as an early tester (README "Privacy"): the address is kept only once its owner confirms it
 * through the link emailed to it (double opt-in). One owner for the link's lifetime, its token's shape
 * and the page it opens, shared by the server and the client.
 */

/** A confirmation link works once, for this long; an unconfirmed sign-up is erased after it. */
export const EARLY_TESTER_CONFIRM_HOURS = 48;

/** The token: 32 random bytes in base64url (43 characters); only its SHA-256 is stored. */
export const EARLY_TESTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The fragment key the landing page reads the token from. */
export const EARLY_TESTER_CONFIRM_KEY = 'confirm-beta';

/**
 * The page the link opens, the landing page with `#confirm-beta=...`: the token rides in the fragment,
 * which browsers never send, so no request log, proxy or link scanner that fetches the page can confirm
 * an address; the page confirms it with a POST.
 */
export function earlyTesterConfirmPath(language: string, token: string): string {
  return `/${language}#${EARLY_TESTER_CONFIRM_KEY}=${token}`;
}
