import type { Language } from '../../../contract/site';
import type { Sql } from '../connection';

/** Stores an early tester's address privately; the same address again (any case) is accepted silently. */
export async function insertEarlyTester(sql: Sql, email: string, language: Language | null): Promise<void> {
  await sql`
    insert into early_testers (email, language) values (${email}, ${language})
    on conflict ((lower(email))) do nothing`;
}

/**
 * How long an early tester's address is kept (README "Privacy"): long enough to tell them when the beta
 * opens, then erased by the daily clean-up (src/server/retention.ts), as nothing else uses it.
 */
export const EARLY_TESTER_RETENTION_DAYS = 365;

/** Erases early testers who signed up longer ago than the retention period; returns how many. */
export async function forgetOldEarlyTesters(sql: Sql, days = EARLY_TESTER_RETENTION_DAYS): Promise<number> {
  const [row] = await sql<{ erased: number }[]>`
    with erased as (
      delete from early_testers where created_at < now() - make_interval(days => ${days})
      returning 1
    )
    select count(*)::int as erased from erased`;
  return row?.erased ?? 0;
}
