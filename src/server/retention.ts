import type { FastifyInstance } from 'fastify';
import type { Sql } from './db/connection';
import { forgetOldOnboardingEmails } from './db/queries/workouts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the promise of the README's "Privacy" section: the email the questionnaire collects is erased
 * 30 days after the plan was made. Runs when the server is ready, then once a day, in the background
 * (a first run on a large old database must not hold start-up back); a failed run is retried next time.
 * With several instances each runs it; the update is idempotent.
 */
export function registerRetention(app: FastifyInstance, sql: Sql): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = forgetOldOnboardingEmails(sql).then(
      (erased) => {
        if (erased > 0) app.log.info({ erased }, 'onboarding emails past their 30 days erased');
      },
      (error: unknown) =>
        app.log.warn({ err: error }, 'erasing old onboarding emails failed; retried tomorrow'),
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
