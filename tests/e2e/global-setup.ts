import type { TestProject } from 'vitest/node';
import { browserAvailable } from '../helpers/browser';
import { startServerProcess } from '../helpers/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server (started the way `npm start` starts it) for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  if (!browserAvailable()) {
    project.provide('baseUrl', '');
    return;
  }
  // Site configuration a deployment would set, so the pages that show it can be checked.
  const server = await startServerProcess({
    SOCIAL_URLS: 'https://github.com/workout-coach,https://mastodon.social/@workoutcoach',
    BETA_END_DATE: '2099-12-31',
    // The plan page's support button, which must never cover the plan (tests/e2e/layout.test.ts).
    SUPPORT_URL: 'https://example.com/support',
  });
  project.provide('baseUrl', server.url);
  return async () => {
    // A server that died mid-run explains every failure after it: show why.
    if (server.child.exitCode !== null) console.error(`The server exited early:\n${server.output()}`);
    await server.stop();
  };
}
