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
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
  };
}
