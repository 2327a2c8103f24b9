import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

const run = promisify(execFile);

type Problem = { ruleId: string; severity: 'error' | 'warn'; location: { pointer: string }[] };

/**
 * The document checked by a tool nobody here wrote: @redocly/cli's recommended rules (redocly.yaml), on
 * exactly what /api/openapi.json serves. Offline: no telemetry, no update check.
 */
describe('the OpenAPI document under @redocly/cli lint', () => {
  const [embedded] = testDatabaseTargets();
  let server: TestApp;
  let dir: string;
  beforeAll(async () => {
    server = await openTestApp(embedded!);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'openapi-lint-'));
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('has no error and no warning beyond the ones still owed', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, (await server.app.inject({ url: '/api/openapi.json' })).body);
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const result = await run(
      process.execPath,
      [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'json'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string; stderr?: string }) => error);
    const report = JSON.parse(result.stdout ?? '') as {
      totals: { errors: number; warnings: number };
      problems: Problem[];
    };
    const found = report.problems.map((problem) => ({
      rule: problem.ruleId,
      severity: problem.severity,
      at: problem.location.map((location) => location.pointer).join(' '),
    }));
    expect(report.totals.errors, JSON.stringify(found, null, 2)).toBe(0);
    // Two reads document no 4xx answer yet: every route's 429 (and the other error answers) come with
    // the error responses of issue 15 part 1. When they are documented this list must become empty.
    expect(found).toEqual([
      { rule: 'operation-4xx-response', severity: 'warn', at: '#/paths/~1health/get/responses' },
      { rule: 'operation-4xx-response', severity: 'warn', at: '#/paths/~1site/get/responses' },
    ]);
  });
});
