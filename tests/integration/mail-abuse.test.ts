import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../../src/server/retention';
import { deletionMailsSettled } from '../../src/server/routers/deletion';
import { metaForPath } from '../../src/server/share/previews';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { mimePart, startSmtpServer } from '../helpers/smtp';

/**
 * Issue 27 items 8 and 11 (the 2026-11-26 security review, item 9): email that cannot be abused, through a real SMTP
 * server on loopback (tests/helpers/smtp.ts): hostile names reach no message as links; one mailbox
 * however spelt and one client have their caps, in memory and through a Redis of the test's own;
 * a creator without the management key deletes by an emailed one-time link; retention empties the
 * outbox on the onboarding email's schedule.
 */

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** Polls until `read` gives a value: mail leaves in the background. */
async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const text = (raw: string) => mimePart(raw, 'text/plain')!.toString('utf8');
const subjectOf = (raw: string) => raw.match(/^Subject: (.*)$/m)?.[1] ?? '';

async function pdfText(raw: string): Promise<string> {
  const pdf = mimePart(raw, 'application/pdf');
  expect(pdf).not.toBeNull();
  const parser = new PDFParse({ data: new Uint8Array(pdf!) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe.each(testDatabaseTargets())('email on the $name database', (target) => {
  let smtp: Smtp;
  let server: TestApp;
  let client = 0;
  /** A fresh client address per call, so that only the cap under test is reached. */
  const newClient = () => {
    client += 1;
    return `10.27.${Math.floor(client / 250)}.${client % 250}`;
  };
  const call = (method: 'POST' | 'GET', url: string, payload?: object, remoteAddress = newClient()) =>
    server.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });
  const receivedBy = (address: string) => smtp.received.filter((message) => message.to.includes(address));
  let sequence = 0;
  const unique = (local: string) => `${local}.${target.name}.${Date.now()}.${++sequence}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await openTestApp(target, {
      env: { SMTP_URL: smtp.url, MAIL_MAX_PER_HOUR: '100000', MAIL_MAX_PER_CLIENT_PERCENT: '100' },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  describe('hostile plan names', () => {
    const NAMES: [string, string][] = [
      ['URGENT: verify your account at https://evilcorp.example/login', 'evilcorp'],
      ['Go to phishbank . com now', 'phishbank'],
      ['loginverify[.]co', 'loginverify'],
      ['Ana ｗｗｗ．fakebank．ｃｏｍ', 'fakebank'],
      ['Write to help@mailthief.io', 'mailthief'],
    ];

    it('reach neither the subject, nor the text or HTML part, nor the attached PDF, sent or onboarding', async () => {
      for (const [name, word] of NAMES) {
        const address = unique('reader');
        const made = await call('POST', '/api/workouts/generate', {
          name,
          email: address,
          agreeToTerms: true,
        });
        expect(made.statusCode).toBe(200);
        expect(made.json().overview).toContain(word); // the coach quotes the name on the page itself
        const shared = await call('POST', `/api/workouts/${made.json().id}/email`, { email: address });
        expect(shared.statusCode).toBe(200);
        const messages = await waitFor(
          () => (receivedBy(address).length === 2 ? receivedBy(address) : undefined),
          'two messages',
        );
        for (const message of messages) {
          expect(subjectOf(message.raw)).toBe('Your workout plan');
          const whole = `${text(message.raw)}\n${mimePart(message.raw, 'text/html')!.toString('utf8')}\n${await pdfText(message.raw)}`;
          expect(whole.toLowerCase()).not.toContain(word);
          expect(whole).not.toMatch(/www|https:|evil|\w@\w/i);
        }
      }
    });
  });

  describe('deleting a plan by email', () => {
    const makePlan = async (email?: string) => {
      const response = await call('POST', '/api/workouts/generate', {
        name: 'Lost Phone',
        ...(email ? { email, agreeToTerms: true } : {}),
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { id: string };
    };
    const requestLink = (id: string, language?: string) =>
      call('POST', `/api/workouts/${id}/deletion-request`, language ? { language } : {});
    const confirm = (id: string, token: string) => call('POST', `/api/workouts/${id}/deletion`, { token });
    const linkIn = async (address: string, id: string) => {
      const message = await waitFor(
        () => receivedBy(address).find((mail) => text(mail.raw).includes(`/plan/${id}/delete#token=`)),
        'the deletion link',
      );
      const match = text(message.raw).match(
        /(http:\/\/plans\.test\/(en|es)\/plan\/[\w-]+\/delete)#token=([\w-]+)/,
      );
      expect(match).not.toBeNull();
      return { message, url: match![1]!, language: match![2]!, token: match![3]! };
    };

    it('sends a one-time link to the stored address only, which deletes the plan once', async () => {
      const address = unique('creator');
      const plan = await makePlan(address);
      const asked = await requestLink(plan.id, 'es');
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ requested: true });
      expect(asked.body).not.toContain('@');

      const link = await linkIn(address, plan.id);
      expect(link.message.to).toEqual([address]);
      // The plan's own email told its creator the address is kept for this, and for how long.
      const onboarding = receivedBy(address).find((mail) => subjectOf(mail.raw) === 'Your workout plan');
      expect(text(onboarding!.raw)).toMatch(
        /We keep this address for 30 days, so that you can delete the plan by\s+email/,
      );
      expect(link.language).toBe('es');
      expect(subjectOf(link.message.raw)).toBe('Elimina tu plan de entrenamiento');
      expect(text(link.message.raw)).toContain('24 horas');
      // The page the link opens is never indexed, and its preview names no one.
      const { meta } = await metaForPath(server.db.sql, `/es/plan/${plan.id}/delete`);
      expect(meta.noindex).toBe(true);
      expect(meta.title).not.toContain('Lost Phone');

      const wrong = await confirm(
        plan.id,
        `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`,
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('DELETION_LINK_INVALID');
      expect((await call('GET', `/api/workouts/${plan.id}`)).statusCode).toBe(200);

      // Another plan's token does not delete this one.
      const otherAddress = unique('other');
      const other = await makePlan(otherAddress);
      await requestLink(other.id);
      const otherLink = await linkIn(otherAddress, other.id);
      expect((await confirm(plan.id, otherLink.token)).statusCode).toBe(403);

      const done = await confirm(plan.id, link.token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ id: plan.id, deleted: true });
      expect((await call('GET', `/api/workouts/${plan.id}`)).statusCode).toBe(404);
      expect((await confirm(plan.id, link.token)).statusCode).toBe(403);
    });

    it('answers the same whether or not the plan has an address, and sends nothing without one', async () => {
      const address = unique('has');
      const withAddress = await makePlan(address);
      const without = await makePlan();
      const a = await requestLink(withAddress.id);
      const b = await requestLink(without.id);
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
      await linkIn(address, withAddress.id);
      expect(smtp.received.some((message) => message.raw.includes(without.id))).toBe(false);
      const [row] = await server.db.sql<{ count: number }[]>`
        select count(*)::int as count from deletion_requests where workout_plan_id = ${without.id}`;
      expect(row!.count).toBe(0);
      expect((await requestLink('NoSuchPlan123456')).statusCode).toBe(404);
    });

    it('has its own hourly cap per mailbox: plans others email there never use it up, and past it nothing is sent', async () => {
      const address = unique('flooded');
      const plan = await makePlan(address); // the plan's own email: 1 of the address's 3 an hour
      // Someone else mails their plan to the same mailbox under plus-tags until its cap for plans is spent.
      const other = await makePlan(unique('other'));
      const [local, domain] = address.split('@');
      const spent = [];
      for (const tag of ['a', 'b', 'c'])
        spent.push(
          (await call('POST', `/api/workouts/${other.id}/email`, { email: `${local}+${tag}@${domain}` }))
            .statusCode,
        );
      expect(spent).toEqual([200, 200, 429]);
      const answers = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await requestLink(plan.id);
        answers.push([response.statusCode, response.body]);
        await deletionMailsSettled();
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      const links = receivedBy(address).filter((mail) => text(mail.raw).includes('/delete#token='));
      expect(links).toHaveLength(3);
    });

    it('refuses a link past its 24 hours and keeps the plan', async () => {
      const address = unique('late');
      const plan = await makePlan(address);
      await requestLink(plan.id);
      const link = await linkIn(address, plan.id);
      await server.db.sql`
        update deletion_requests
        set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour'
        where workout_plan_id = ${plan.id}`;
      expect((await confirm(plan.id, link.token)).statusCode).toBe(403);
      expect((await call('GET', `/api/workouts/${plan.id}`)).statusCode).toBe(200);
    });

    it('works over tRPC as well, and is charged to the client share of the hourly email cap', async () => {
      const address = unique('trpc');
      const plan = await makePlan(address);
      const response = await server.app.inject({
        method: 'POST',
        url: '/trpc/deletion.request',
        payload: { id: plan.id },
        remoteAddress: newClient(),
      });
      expect(response.statusCode).toBe(200);
      const link = await linkIn(address, plan.id);
      const confirmed = await server.app.inject({
        method: 'POST',
        url: '/trpc/deletion.confirm',
        payload: { id: plan.id, token: link.token },
        remoteAddress: newClient(),
      });
      expect(confirmed.statusCode).toBe(200);
      expect((await call('GET', `/api/workouts/${plan.id}`)).statusCode).toBe(404);
    });
  });

  it('erases outbox messages, onboarding addresses, early testers and expired links on their schedules', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-retention-'));
    try {
      const outbox = path.join(dataDir, 'outbox');
      await fs.mkdir(outbox);
      const day = 24 * 3600 * 1000;
      const stamp = (ms: number) => new Date(ms).toISOString().replace(/[:.]/g, '-');
      const old = `${stamp(Date.now() - 31 * day)}-abc-000000.eml`;
      const recent = `${stamp(Date.now() - 29 * day)}-abc-111111.eml`;
      const copiedLate = 'renamed-by-someone.eml'; // no time in its name: its modification time counts
      for (const name of [old, recent, copiedLate])
        await fs.writeFile(path.join(outbox, name), 'To: a@b.co\n');
      const lastMonth = new Date(Date.now() - 31 * day);
      await fs.utimes(path.join(outbox, copiedLate), lastMonth, lastMonth);

      const oldPlan = (
        await call('POST', '/api/workouts/generate', { email: unique('old'), agreeToTerms: true })
      ).json();
      const [tester] = await server.db.sql<{ id: number }[]>`
        insert into early_testers (email, created_at) values (${unique('tester')}, now() - interval '366 days') returning id`;
      await server.db
        .sql`update workout_plans set created_at = now() - interval '31 days' where id = ${oldPlan.id}`;
      const recentPlan = (await call('POST', '/api/workouts/generate', {})).json();
      await server.db.sql`
        insert into deletion_requests (token_hash, workout_plan_id, created_at, expires_at) values
          (${'a'.repeat(64)}, ${recentPlan.id}, now() - interval '2 days', now() - interval '1 day'),
          (${'b'.repeat(64)}, ${recentPlan.id}, now(), now() + interval '1 day')`;

      const erased = await runRetention(server.db.sql, dataDir);
      expect(erased.outboxMessages).toBe(2);
      expect(await fs.readdir(outbox)).toEqual([recent]);
      const [plan] = await server.db.sql<
        { email: string | null }[]
      >`select email from workout_plans where id = ${oldPlan.id}`;
      expect(plan!.email).toBeNull();
      expect(await server.db.sql`select 1 from early_testers where id = ${tester!.id}`).toHaveLength(0);
      const links = await server.db.sql<{ hash: string }[]>`
        select token_hash as hash from deletion_requests where workout_plan_id = ${recentPlan.id}`;
      expect(links.map((link) => link.hash)).toEqual(['b'.repeat(64)]);
      expect(erased.deletionRequests).toBe(1);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** A Redis of this test's own on a free port: no other run shares its counters. */
async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe.each([
  { counters: 'memory', redis: false },
  { counters: 'Redis', redis: true },
])('the mail caps counted in $counters', ({ redis }) => {
  let smtp: Smtp;
  let own: Awaited<ReturnType<typeof startRedis>> | null = null;
  const servers: TestApp[] = [];
  const target = testDatabaseTargets()[0]!;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    if (redis) own = await startRedis();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await own?.stop();
    await smtp.close();
  });
  const open = async (env: Record<string, string>) => {
    const server = await openTestApp(target, {
      env: { SMTP_URL: smtp.url, ...(own ? { REDIS_URL: own.url } : {}), ...env },
    });
    servers.push(server);
    return server;
  };
  const emailPlan = (server: TestApp, id: string, email: string, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/workouts/${id}/email`,
      payload: { email },
      remoteAddress,
    });

  it('counts one Gmail mailbox however its address is spelt: 3 an hour, then 429', async () => {
    const server = await open({ MAIL_MAX_PER_HOUR: '100000' });
    const plan = (
      await server.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: {} })
    ).json();
    const spellings = [
      'victim@gmail.com',
      'Victim+1@gmail.com',
      'v.i.c.t.i.m@googlemail.com',
      'VICTIM+2@GMAIL.COM',
    ];
    const statuses = [];
    for (const [index, email] of spellings.entries()) {
      statuses.push((await emailPlan(server, plan.id, email, `10.28.0.${index + 1}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const delivered = smtp.received.filter((message) =>
      message.to.some((to) =>
        to
          .replace(/[.+]|\d/g, '')
          .toLowerCase()
          .startsWith('victim'),
      ),
    );
    expect(delivered).toHaveLength(3);
  });

  it('lets one client use at most its share of the hourly cap, and leaves the rest to everyone else', async () => {
    // 20 an hour in all, 10 %: 2 per client.
    const server = await open({ MAIL_MAX_PER_HOUR: '20' });
    const plan = (
      await server.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: {} })
    ).json();
    const attacker = '10.29.0.1';
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await emailPlan(server, plan.id, `target${index}@example.com`, attacker)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    const refused = await emailPlan(server, plan.id, 'target9@example.com', attacker);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().code).toBe('EMAIL_SENDER_LIMITED');
    // A newcomer's onboarding email still goes out.
    const onboarding = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { email: 'newcomer@example.com', agreeToTerms: true },
      remoteAddress: '10.29.0.2',
    });
    expect(onboarding.json().emailed.outcome).toBe('sent');
    expect(smtp.received.some((message) => message.to.includes('newcomer@example.com'))).toBe(true);
  });
});
