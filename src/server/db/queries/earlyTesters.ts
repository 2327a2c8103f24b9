import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { EARLY_TESTER_CONFIRM_HOURS } from '../../../contract/earlyTesters';
import type { Language } from '../../../contract/site';
import type { Sql } from '../connection';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The key that seals a pending address: made from the link's token, which the server does not keep. */
function sealingKey(token: string): Buffer {
  return createHash('sha256').update(`early-tester-seal:${token}`).digest();
}

function seal(token: string, email: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(token), iv);
  const body = Buffer.concat([cipher.update(email, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

function unseal(token: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * A sign-up waiting for its owner to confirm it (double opt-in, README "Privacy"): a new one-time token,
 * of which only the SHA-256 is kept, and the address sealed with a key made from the token, so the
 * database alone holds no readable address. Returns the token for the emailed link.
 */
export async function createPendingEarlyTester(
  sql: Sql,
  email: string,
  language: Language | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`
    insert into early_tester_pending (token_hash, sealed, language, expires_at)
    values (${hashToken(token)}, ${seal(token, email)}, ${language},
            now() + make_interval(hours => ${EARLY_TESTER_CONFIRM_HOURS}))`;
  return token;
}

/**
 * Confirms a sign-up with its link's token: the pending row is spent, and its address kept as an early
 * tester (the same address again, any case, is accepted silently). True when the token was a live one.
 */
export async function confirmEarlyTester(sql: Sql, token: string): Promise<boolean> {
  const [pending] = await sql<{ sealed: string; language: Language | null; live: boolean }[]>`
    delete from early_tester_pending where token_hash = ${hashToken(token)}
    returning sealed, language, expires_at > now() as live`;
  if (!pending?.live) return false;
  const email = unseal(token, pending.sealed);
  if (!email) return false;
  await sql`
    insert into early_testers (email, language) values (${email}, ${pending.language})
    on conflict ((lower(email))) do nothing`;
  return true;
}

/**
 * How long a confirmed early tester's address is kept (README "Privacy"): long enough to tell them when
 * the beta opens, then erased by the daily clean-up (src/server/retention.ts), as nothing else uses it.
 */
export const EARLY_TESTER_RETENTION_DAYS = 365;

/** Erases early testers past the retention period, and sign-ups never confirmed; returns how many. */
export async function forgetOldEarlyTesters(sql: Sql, days = EARLY_TESTER_RETENTION_DAYS): Promise<number> {
  const [row] = await sql<{ erased: number }[]>`
    with erased as (
      delete from early_testers where created_at < now() - make_interval(days => ${days})
      returning 1
    ), expired as (
      delete from early_tester_pending where expires_at <= now()
      returning 1
    )
    select ((select count(*) from erased) + (select count(*) from expired))::int as erased`;
  return row?.erased ?? 0;
}
