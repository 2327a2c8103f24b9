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

  it('has no error and no warning', { timeout: 60_000 }, async () => {
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
    expect(found, 'every warning is fixed or turned off in redocly.yaml with its reason').toEqual([]);
  });

  it('documents a 4xx answer on every operation, the health check included (its 429: it is charged too)', async () => {
    const document = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const without4xx = Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !Object.keys(operation.responses).some((status) => status.startsWith('4')))
        .map(([method]) => `${method} ${route}`),
    );
    expect(without4xx).toEqual([]);
  });
});
