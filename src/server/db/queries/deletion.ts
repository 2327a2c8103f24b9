import { createHash, randomBytes } from 'node:crypto';
import { DELETION_LINK_TTL_HOURS } from '../../../contract/deletion';
import type { Language } from '../../../contract/site';
import type { Sql } from '../connection';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The plan's language and the address it was made with, for the deletion link only (README
 * "Privacy"): no other query selects the address. `email` is null when the creator gave none or its
 * 30 days have passed; the whole answer is null when there is no such plan.
 */
export async function planForDeletion(
  sql: Sql,
  planId: string,
): Promise<{ language: Language; email: string | null } | null> {
  const [row] = await sql<{ language: Language; email: string | null }[]>`
    select language, email from workout_plans where id = ${planId}`;
  return row ?? null;
}

/**
 * A new one-time token for deleting the plan: 256 random bits, base64url; only its SHA-256 is kept,
 * with its expiry (DELETION_LINK_TTL_HOURS).
 */
export async function createDeletionToken(sql: Sql, planId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`
    insert into deletion_requests (token_hash, workout_plan_id, expires_at)
    values (${hashToken(token)}, ${planId}, now() + make_interval(hours => ${DELETION_LINK_TTL_HOURS}))`;
  return token;
}

/**
 * Deletes the plan (with its ratings, challenges, participants and completions, by cascade) when the
 * token is one issued for it and neither used nor expired. The token is spent in the same statement
 * as the plan goes, so two clicks delete once. True when the plan was deleted.
 */
export async function deletePlanWithToken(sql: Sql, planId: string, token: string): Promise<boolean> {
  const rows = await sql<{ id: string }[]>`
    with spent as (
      delete from deletion_requests
      where token_hash = ${hashToken(token)} and workout_plan_id = ${planId}
      returning workout_plan_id, expires_at
    )
    delete from workout_plans
    where id = (select workout_plan_id from spent where expires_at > now())
    returning id`;
  return rows.length > 0;
}

/** Drops links that expired unused; returns how many. */
export async function forgetExpiredDeletionRequests(sql: Sql): Promise<number> {
  const [row] = await sql<{ erased: number }[]>`
    with erased as (delete from deletion_requests where expires_at <= now() returning 1)
    select count(*)::int as erased from erased`;
  return row?.erased ?? 0;
}
