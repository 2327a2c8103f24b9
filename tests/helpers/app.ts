import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/connection';
import type { TestDatabaseTarget } from './database';

export type TestApp = { app: FastifyInstance; db: Database; config: Config; close(): Promise<void> };

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://plans.test', ...overrides });
}

/** The real server (every plugin and router) on a fresh database of the given kind. */
export async function openTestApp(
  target: TestDatabaseTarget,
  options: { env?: Record<string, string>; clientDir?: string } = {},
): Promise<TestApp> {
  const db = await target.open();
  const config = testConfig(options.env);
  const app = await buildApp({ db, config, clientDir: options.clientDir });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
