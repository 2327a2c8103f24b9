import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../src/contract/workout';
import type { Database } from '../../src/server/db/connection';
import type { AppRouter } from '../../src/server/trpc/router';
import { openTestAppOn, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { mimePart, startSmtpServer } from '../helpers/smtp';

/**
 * The onboarding email (docs/product.md, its departure "Plan by email"): the questionnaire's address receives the plan's
 * link once the plan is saved, when the visitor agreed, through the same mail path and limits as
 * "Email me this plan". A real SMTP server on loopback receives it.
 */
describe('the onboarding email', () => {
  let db: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let withSmtp: TestApp;
  let withoutSmtp: TestApp;
  let dataDir: string;
  let client: ReturnType<typeof createTRPCClient<AppRouter>>;
  const answers = { name: 'Lucía', language: 'es', fitnessLevel: 'beginner', workoutDays: 3 } as const;

  beforeAll(async () => {
    db = await testDatabaseTargets()[0]!.open();
    smtp = await startSmtpServer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onboarding-outbox-'));
    withSmtp = await openTestAppOn(db, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Coach <coach@plans.test>',
        MAIL_MAX_PER_RECIPIENT_PER_HOUR: '2',
      },
    });
    withoutSmtp = await openTestAppOn(db, { env: { DATA_DIR: dataDir } });
    await withSmtp.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(withSmtp.app.server.address() as AddressInfo).port}`;
    client = createTRPCClient<AppRouter>({
      links: [
        splitLink({
          condition: (operation) => operation.type === 'subscription',
          true: httpSubscriptionLink({ url: `${baseUrl}/trpc`, EventSource }),
          false: httpBatchLink({ url: `${baseUrl}/trpc` }),
        }),
      ],
    });
  });
  afterAll(async () => {
    await withSmtp.close();
    await withoutSmtp.close();
    await smtp.close();
    await db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const generate = (app: TestApp, body: object) =>
    app.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: body });
  const receivedBy = (address: string) => smtp.received.filter((message) => message.to.includes(address));

  it('sends the plan link to the address given when the visitor agreed, and says so masked', async () => {
    const response = await generate(withSmtp, {
      ...answers,
      email: 'Ana.Lopez@Example.com',
      agreeToTerms: true,
    });
    expect(response.statusCode).toBe(200);
    const plan = response.json();
    expect(plan.emailed).toEqual({ outcome: 'sent', to: 'a…@e…' });
    const [message] = receivedBy('ana.lopez@example.com');
    expect(message).toBeDefined();
    const text = mimePart(message!.raw, 'text/plain')!.toString('utf8');
    expect(text).toContain(`http://plans.test/es/plan/${plan.id}`);
    expect(text).toContain('Aquí tienes tu plan');
    // The address never leaves in a read.
    const read = await withSmtp.app.inject({ url: `/api/workouts/${plan.id}` });
    expect(read.body.toLowerCase()).not.toContain('ana.lopez');
    expect(read.json().emailed).toBeUndefined();
  });

  it('sends nothing without agreement or without an address, and nothing again for a repeated request', async () => {
    const before = smtp.received.length;
    const declined = await generate(withSmtp, {
      ...answers,
      email: 'declined@example.com',
      agreeToTerms: false,
    });
    expect(declined.json().emailed).toBeNull();
    const noAddress = await generate(withSmtp, { ...answers, agreeToTerms: true });
    expect(noAddress.json().emailed).toBeNull();
    const once = {
      ...answers,
      email: 'once@example.com',
      agreeToTerms: true,
      requestId: randomUUID(),
    };
    expect((await generate(withSmtp, once)).json().emailed).toMatchObject({ outcome: 'sent' });
    // The retry is the first answer again, which says the message went; none goes again.
    expect((await generate(withSmtp, once)).json().emailed).toMatchObject({ outcome: 'sent' });
    expect(smtp.received.length).toBe(before + 1);
    expect(receivedBy('once@example.com')).toHaveLength(1);
  });

  it('respects the per-address limit it shares with "Email me this plan"', async () => {
    const address = 'limited@example.com';
    const first = await generate(withSmtp, { ...answers, email: address, agreeToTerms: true });
    expect(first.json().emailed).toEqual({ outcome: 'sent', to: 'l…@e…' });
    // The second of two an hour goes through "Email me this plan".
    const shared = await withSmtp.app.inject({
      method: 'POST',
      url: `/api/workouts/${first.json().id}/email`,
      payload: { email: address },
    });
    expect(shared.statusCode).toBe(200);
    const third = await generate(withSmtp, { ...answers, email: address, agreeToTerms: true });
    expect(third.statusCode).toBe(200);
    expect(third.json().emailed).toEqual({ outcome: 'limited', to: 'l…@e…' });
    expect(receivedBy(address)).toHaveLength(2);
  });

  it('tells the chat what became of the email in the stream that made the plan', async () => {
    const events: GenerationEvent[] = [];
    const { ticket } = await client.workouts.startGeneration.mutate({
      ...answers,
      email: 'stream@example.com',
      agreeToTerms: true,
      requestId: 'onboarding-stream-01',
    });
    await new Promise<void>((resolve, reject) => {
      const subscription = client.workouts.generateStream.subscribe(
        { ticket },
        {
          onData: (event) => {
            events.push(event);
            if (event.type === 'done') {
              subscription.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        },
      );
    });
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', emailed: { outcome: 'sent', to: 's…@e…' } });
    const [message] = receivedBy('stream@example.com');
    expect(mimePart(message!.raw, 'text/plain')!.toString('utf8')).toContain(
      `/es/plan/${done?.type === 'done' ? done.plan.id : ''}`,
    );
  });

  it('says the message waits in the outbox when no mail service is configured', async () => {
    const response = await generate(withoutSmtp, {
      ...answers,
      email: 'outbox@example.com',
      agreeToTerms: true,
    });
    expect(response.json().emailed).toEqual({ outcome: 'outbox', to: 'o…@e…' });
    const files = await fs.readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const raw = await fs.readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(raw).toContain('To: outbox@example.com');
    expect(raw).toContain(`/es/plan/${response.json().id}`);
  });
});
