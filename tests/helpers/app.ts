import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/connection';
import type { TestDatabaseTarget } from './database';
import { checkApiAnswers } from './openapi-validator';

export type TestApp = { app: FastifyInstance; db: Database; config: Config; close(): Promise<void> };

export function testConfig(overrides: Record<string, string> = {}): Config {
  // Tests fire many requests from one address: budgets are scaled up except where a test sets them.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://plans.test',
    RATE_LIMIT_SCALE: '1000',
    ...overrides,
  });
}

type TestAppOptions = {
  env?: Record<string, string>;
  clientDir?: string;
  prerenderEntry?: string;
  languageModel?: LanguageModelV3 | null;
};

/** The real server (every plugin and router) on a fresh database of the given kind. */
export async function openTestApp(
  target: TestDatabaseTarget,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = await target.open();
  const server = await openTestAppOn(db, options);
  return {
    ...server,
    async close() {
      await server.close();
      await db.close();
    },
  };
}

/** The real server on a database the caller opened and closes (several servers, one database). */
export async function openTestAppOn(db: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const app = await buildApp({
    db,
    config,
    clientDir: options.clientDir,
    prerenderEntry: options.prerenderEntry,
    ...(options.languageModel !== undefined ? { languageModel: options.languageModel } : {}),
  });
  await app.ready();
  // Every answer under /api is checked against the server's own document (openapi-validator.ts).
  checkApiAnswers(app);
  return {
    app,
    db,
    config,
    close: () => app.close(),
  };
}
