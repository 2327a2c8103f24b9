import type { Language } from '../../../contract/site';
import type { Sql } from '../connection';

/** Stores an early tester's address privately; the same address again (any case) is accepted silently. */
export async function insertEarlyTester(sql: Sql, email: string, language: Language | null): Promise<void> {
  await sql`
    insert into early_testers (email, language) values (${email}, ${language})
    on conflict ((lower(email))) do nothing`;
}
