import type { FastifyInstance } from 'fastify';
import type { Sql } from './db/connection';
import { forgetExpiredDeletionRequests } from './db/queries/deletion';
import { forgetOldEarlyTesters } from './db/queries/earlyTesters';
import { forgetExpiredGenerationTickets } from './db/queries/generationTickets';
import { forgetExpiredIdempotencyKeys } from './db/queries/idempotency';
import { forgetOldOnboardingEmails, ONBOARDING_EMAIL_RETENTION_DAYS } from './db/queries/workouts';
import { eraseOldOutboxMessages } from './share/email';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the promises of the README's "Privacy" section: the email the questionnaire collects is erased
 * 30 days after the plan was made, and so is every message in the outbox (DATA_DIR/outbox, which holds
 * the addresses it was written for); early testers' addresses go after a year; deletion links that were
 * never used go once they expire, and so do the answers kept for retried writes after their 24 hours
 * (api/idempotency.ts; they are ignored once expired, so a day's delay here keeps nothing readable) and the
 * answers kept for a plan stream (generation tickets). Runs when the server is ready, then once a day, in
 * the background
 * (a first run on a large old database must not hold start-up back); a failed run is retried next time.
 * With several instances each runs it; every step is idempotent.
 */
export async function runRetention(sql: Sql, dataDir: string) {
  // Each step on its own: a database that is down must not keep the outbox's files, nor the reverse.
  const steps = {
    onboardingEmails: () => forgetOldOnboardingEmails(sql),
    outboxMessages: () => eraseOldOutboxMessages(dataDir, ONBOARDING_EMAIL_RETENTION_DAYS),
    earlyTesters: () => forgetOldEarlyTesters(sql),
    deletionRequests: () => forgetExpiredDeletionRequests(sql),
    idempotencyKeys: () => forgetExpiredIdempotencyKeys(sql),
    generationTickets: () => forgetExpiredGenerationTickets(sql),
  };
  const erased: Record<keyof typeof steps, number> = {
    onboardingEmails: 0,
    outboxMessages: 0,
    earlyTesters: 0,
    deletionRequests: 0,
    idempotencyKeys: 0,
    generationTickets: 0,
  };
  const failures: unknown[] = [];
  for (const name of Object.keys(steps) as (keyof typeof steps)[]) {
    try {
      erased[name] = await steps[name]();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} retention step(s) failed`);
  return erased;
}

export function registerRetention(app: FastifyInstance, sql: Sql, dataDir: string): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = runRetention(sql, dataDir).then(
      (erased) => {
        if (Object.values(erased).some((count) => count > 0)) {
          app.log.info({ erased }, 'personal data past its retention period erased');
        }
      },
      (error: unknown) => app.log.warn({ err: error }, 'erasing old personal data failed; retried tomorrow'),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, DAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running; // the database closes after the app; no query may be left running into it
  });
}
