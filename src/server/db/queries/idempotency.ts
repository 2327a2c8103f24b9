import type { Sql } from '../connection';

/**
 * The rows behind retried writes (prisma-free-sql/migrations/00008_idempotency_keys.sql). What is
 * hashed and encrypted, and why, is src/server/api/idempotency.ts's business: here are only the rows.
 */

/** How long a key's answer is kept (the Idempotency-Key draft asks servers to say; README "Retrying a write"). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/**
 * A request in flight longer than this is taken to have died with its server (a crash leaves its row
 * without an answer): a retry then runs it again rather than getting 409 for a day. Longer than any
 * write takes, generation with the language model's timeout included.
 */
export const IN_FLIGHT_STALE_MINUTES = 10;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'in-flight' }
  | { kind: 'mismatch' }
  | { kind: 'done'; status: number; answer: string };

type Row = {
  fingerprint: string;
  status: number | null;
  answer: string | null;
  fresh: boolean;
  stale: boolean;
};

/**
 * Claims `id` for a request with this fingerprint, or says what holds it: the first answer (`done`), a
 * request still in flight, or another request (`mismatch`). An expired row, or an in-flight one whose
 * request died, is taken over in the same statement that finds it, so two retries cannot both take it.
 */
export async function claimIdempotencyKey(sql: Sql, id: string, fingerprint: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [inserted] = await sql`
      insert into idempotency_keys (id, fingerprint) values (${id}, ${fingerprint})
      on conflict (id) do nothing returning id`;
    if (inserted) return { kind: 'claimed' };
    const [row] = await sql<Row[]>`
      select fingerprint, status, answer,
        created_at > now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS}) as fresh,
        created_at < now() - make_interval(mins => ${IN_FLIGHT_STALE_MINUTES}) as stale
      from idempotency_keys where id = ${id}`;
    // Deleted in between (its request failed): claim it afresh.
    if (!row) continue;
    if (!row.fresh) {
      await sql`delete from idempotency_keys where id = ${id}
        and created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
      continue;
    }
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status !== null && row.answer !== null)
      return { kind: 'done', status: row.status, answer: row.answer };
    if (!row.stale) return { kind: 'in-flight' };
    const [taken] = await sql`
      update idempotency_keys set created_at = now()
      where id = ${id} and status is null
        and created_at < now() - make_interval(mins => ${IN_FLIGHT_STALE_MINUTES})
      returning id`;
    if (taken) return { kind: 'claimed' };
  }
  // Three rounds of rows coming and going under one key: only duplicates racing each other do that.
  return { kind: 'in-flight' };
}

/** The first complete answer, kept for the key's retries. */
export async function saveIdempotentAnswer(
  sql: Sql,
  id: string,
  status: number,
  answer: string,
): Promise<void> {
  await sql`update idempotency_keys set status = ${status}, answer = ${answer} where id = ${id} and status is null`;
}

/** The request failed: its key is free again, so a retry runs it anew. */
export async function releaseIdempotencyKey(sql: Sql, id: string): Promise<void> {
  await sql`delete from idempotency_keys where id = ${id} and status is null`;
}

/** Purges the keys past their 24 hours (src/server/retention.ts); how many went. */
export async function forgetExpiredIdempotencyKeys(sql: Sql): Promise<number> {
  const rows = await sql`
    delete from idempotency_keys
    where created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS}) returning id`;
  return rows.length;
}
