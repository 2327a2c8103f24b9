import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetOldEarlyTesters } from '../../src/server/db/queries/earlyTesters';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { confirmationTokens } from '../helpers/earlyTesters';

/**
 * Early testers confirm their address before it is kept (double opt-in; the blind security review found
 * sign-ups stored unconfirmed): signing up writes no address anywhere the database can read, only a
 * pending row with the link token's hash and the address sealed with the token; the emailed link's token
 * keeps it, once; a link never opened is erased with its row.
 */
describe.each(testDatabaseTargets())('signing up as an early tester on the $name database', (target) => {
  let server: TestApp;
  let dataDir: string;
  // Each call from its own client, so the mail budgets per client (README "Abuse protection") stay out of it.
  let client = 0;
  const call = (url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress: `10.27.0.${++client}` });
  const testers = async () =>
    (await server.db.sql<{ email: string }[]>`select email from early_testers order by id`).map(
      (row) => row.email,
    );

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'early-testers-'));
    server = await openTestApp(target, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps nothing readable until the emailed link confirms the address, then keeps it once', async () => {
    const address = `tester.${target.name}@example.com`;
    const first = await call('/api/early-testers', { email: `  ${address.toUpperCase()} `, language: 'es' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await call('/api/early-testers', { email: 'not-an-email' })).statusCode).toBe(400);
    const tokens = await confirmationTokens(dataDir, address);
    expect(tokens).toHaveLength(1);

    // Before the link is opened: no early tester, and no column of any pending row holds the address.
    expect(await testers()).toEqual([]);
    const pending = await server.db.sql<{ row: string }[]>`
      select to_jsonb(p)::text as row from early_tester_pending p`;
    expect(pending).toHaveLength(1);
    for (const { row } of pending) {
      expect(row.toLowerCase()).not.toContain(address);
      expect(row.toLowerCase()).not.toContain('tester.');
      expect(row).not.toContain(tokens[0]);
    }

    // A wrong or made-up token keeps nothing.
    const wrong = await call('/api/early-testers/confirm', { token: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CONFIRMATION_LINK_INVALID');
    expect(await testers()).toEqual([]);

    const confirmed = await call('/api/early-testers/confirm', { token: tokens[0] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
    expect(await testers()).toEqual([address]);
    // The link works once; the pending row is gone with it.
    expect((await call('/api/early-testers/confirm', { token: tokens[0] })).statusCode).toBe(403);
    expect(await server.db.sql`select 1 from early_tester_pending`).toHaveLength(0);

    // Signing up again and confirming again keeps one address.
    await call('/api/early-testers', { email: address });
    const [again] = await confirmationTokens(dataDir, address).then((all) => all.slice(1));
    expect((await call('/api/early-testers/confirm', { token: again })).statusCode).toBe(200);
    expect(await testers()).toEqual([address]);
  });

  it('erases a sign-up never confirmed once its link has expired', async () => {
    const address = `late.${target.name}@example.com`;
    expect((await call('/api/early-testers', { email: address })).statusCode).toBe(200);
    const [token] = await confirmationTokens(dataDir, address);
    await server.db.sql`
      update early_tester_pending set created_at = now() - interval '3 days', expires_at = now() - interval '1 day'`;
    expect((await call('/api/early-testers/confirm', { token: token! })).statusCode).toBe(403);
    expect((await call('/api/early-testers', { email: address })).statusCode).toBe(200);
    await confirmationTokens(dataDir, address);
    await server.db.sql`
      update early_tester_pending set created_at = now() - interval '3 days', expires_at = now() - interval '1 day'`;
    expect(await forgetOldEarlyTesters(server.db.sql)).toBeGreaterThanOrEqual(1);
    expect(await server.db.sql`select 1 from early_tester_pending`).toHaveLength(0);
    expect(await testers()).not.toContain(address);
  });
});
