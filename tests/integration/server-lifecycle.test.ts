import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/db/dataDirLock';
import { freePort, type ServerProcess, startServerProcess } from '../helpers/server-process';

async function eventually(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(check()).toBe(true);
}

/** Real server processes on an embedded database: what only a second process or a signal shows. */
describe('one server per embedded database, and a shutdown that finishes', () => {
  const started: ServerProcess[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>) {
    const server = await startServerProcess({ LOG_LEVEL: 'info', ...env }, { apiOnly: true });
    started.push(server);
    return server;
  }

  async function newDataDir() {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-lock-'));
    dirs.push(dir);
    return dir;
  }

  /** A second server on the same directory: it must stop by itself, so no health check is awaited. */
  async function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, output };
  }

  it('refuses a second server on the same DATA_DIR with a message that says why and what to do', async () => {
    const dataDir = await newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    const second = await runUntilExit({ DATA_DIR: dataDir });
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`is already using the embedded database in ${dataDir}`);
    expect(second.output).toContain('Stop the other server first, or give this one its own DATA_DIR');
    // The first one was not disturbed.
    const plan = await fetch(`${first.url}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(plan.status).toBe(200);

    // A server that died without cleaning up (kill -9) leaves a stale lock: the next one takes it over.
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(await fs.readFile(path.join(dataDir, LOCK_FILE), 'utf8')).toContain(String(first.child.pid));
    const third = await start({ DATA_DIR: dataDir });
    const { id } = (await plan.json()) as { id: string };
    expect((await fetch(`${third.url}/api/workouts/${id}`)).status).toBe(200);
    expect(await third.stop()).toBe(0);
    await expect(fs.stat(path.join(dataDir, LOCK_FILE))).rejects.toThrow();
  }, 180_000);

  it('on SIGTERM closes a slow client after the grace, closes the database and exits 0', async () => {
    const dataDir = await newDataDir();
    const server = await start({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '1500' });
    const plan = (await (
      await fetch(`${server.url}/api/workouts/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"Before shutdown"}',
      })
    ).json()) as { id: string };

    // A body nested 100,000 deep is a 400 with a log line, not a 500.
    const deep = await fetch(`${server.url}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(deep.status).toBe(400);
    // The log line arrives through a pipe, after the answer.
    await eventually(() => server.output().includes('refused a request body nested too deeply'));

    // A client that starts a request and never finishes sending it.
    const { port } = new URL(server.url);
    const slow = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write(
      'POST /api/workouts/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
    );
    const slowClosed = new Promise((resolve) => slow.once('close', resolve));
    slow.on('error', () => {});
    // And an idle keep-alive connection after a finished request.
    const idle = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => idle.once('connect', resolve));
    idle.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => idle.once('data', resolve));
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    idle.on('error', () => {});

    const stoppedAt = Date.now();
    const code = await server.stop();
    // Before: the process waited 15 s for the slow client, then exited 1 with the database open.
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    await slowClosed;
    await idleClosed;
    expect(server.output()).toContain('grace period over');
    expect(server.output()).toContain('database closed');
    await expect(fs.stat(path.join(dataDir, LOCK_FILE))).rejects.toThrow();

    // The next start on the same directory is clean and has the plan.
    const again = await start({ DATA_DIR: dataDir });
    expect((await fetch(`${again.url}/api/workouts/${plan.id}`)).status).toBe(200);
    expect(again.output()).not.toContain('already using');
    expect(await again.stop()).toBe(0);
  }, 180_000);
});
