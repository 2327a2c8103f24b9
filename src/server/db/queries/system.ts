import type { Sql } from '../connection';

/** True when the database answers a trivial query within two seconds. */
export async function checkDatabase(sql: Sql): Promise<boolean> {
  try {
    await Promise.race([
      sql`select 1`,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('database check timed out')), 2000).unref(),
      ),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** The landing page's real figure: listed plans created in the last seven days (unlisted ones are private). */
export async function countPlansThisWeek(sql: Sql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from workout_plans where listed and created_at > now() - interval '7 days'`;
  return row?.count ?? 0;
}
