import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What an integrator does with the document: generate TypeScript types with openapi-typescript, call
 * the API with openapi-fetch, and read `error` from an error answer. The code must compile against the
 * generated types (and code reading a field the error does not have must not).
 */
describe('a client generated from /api/openapi.json', () => {
  let server: TestApp;
  let directory: string;
  beforeAll(async () => {
    server = await openTestApp(testDatabaseTargets()[0]!);
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'openapi-client-'));
    await fs.symlink(path.join(ROOT, 'node_modules'), path.join(directory, 'node_modules'), 'dir');
    const document = (await server.app.inject({ url: '/api/openapi.json' })).json();
    await fs.writeFile(path.join(directory, 'api.d.ts'), await openapiTS(document));
    await fs.writeFile(
      path.join(directory, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          target: 'es2022',
          lib: ['es2022', 'dom'],
          skipLibCheck: true,
          types: [],
        },
        include: ['*.ts'],
      }),
    );
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(directory, { recursive: true, force: true });
  });

  async function compile(source: string): Promise<{ ok: boolean; output: string }> {
    await fs.writeFile(path.join(directory, 'client.ts'), source);
    try {
      await run(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', directory], { cwd: directory });
      return { ok: true, output: '' };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  }

  const client = (body: string) => `import createClient from 'openapi-fetch';
import type { paths } from './api';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000/api' });

export async function show(id: string): Promise<string> {
${body}
}
`;

  it('compiles code that reads error, code and issues from error answers', { timeout: 120_000 }, async () => {
    const result = await compile(
      client(`  const plan = await api.GET('/workouts/{id}', { params: { path: { id } } });
  if (plan.error) {
    const sentence: string = plan.error.error;
    const code: string = plan.error.code;
    const fields = (plan.error.issues ?? []).map((issue) => \`\${issue.path}: \${issue.message}\`);
    return [sentence, code, plan.error.message, ...fields].join(' ');
  }
  const made = await api.POST('/workouts/generate', { body: { name: 'Ana', requestId: 'req_client_0001' } });
  if (made.error) return made.error.code === 'IDEMPOTENCY_MISMATCH' ? 'reused' : made.error.error;
  return plan.data.id;`),
    );
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('does not compile code that reads a field the error does not have', { timeout: 120_000 }, async () => {
    const result = await compile(
      client(`  const plan = await api.GET('/workouts/{id}', { params: { path: { id } } });
  if (plan.error) return plan.error.stack;
  return plan.data.id;`),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/stack/);
  });
});
