import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CRASH_MESSAGE } from '../../src/server/crash';
import { generationStreamPathOver } from '../helpers/generationStream';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';

/** Server processes meeting what only a process shows: an uncaught error, SIGTERM with open streams. */
describe('a server process under faults', () => {
  const started: ServerProcess[] = [];
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    for (const close of closers) await close();
  });

  async function start(
    env: Record<string, string>,
    options: { apiOnly?: boolean; viaNpm?: boolean } = { apiOnly: true },
  ) {
    const server = await startServerProcess({ LOG_LEVEL: 'info', ...env }, options);
    started.push(server);
    closers.push(() => fs.rm(server.dataDir, { recursive: true, force: true }));
    return server;
  }

  function exited(server: ServerProcess): Promise<number | null> {
    return server.child.exitCode !== null
      ? Promise.resolve(server.child.exitCode)
      : new Promise((resolve) => server.child.once('exit', (code) => resolve(code)));
  }

  function logLines(output: string): { level: number; msg: string; [key: string]: unknown }[] {
    return output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
  }

  for (const plant of ['exception', 'rejection'] as const) {
    it(`logs an uncaught ${plant} with its stack and exits 1, for its supervisor to restart it`, async () => {
      const server = await start({
        PLANT: plant,
        NODE_OPTIONS: `--import ${path.resolve('tests/helpers/plant-uncaught.mjs')}`,
      });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      server.child.kill('SIGUSR2');
      expect(await exited(server)).toBe(1);
      const fatal = logLines(server.output()).filter((line) => line.level === 60);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]).toMatchObject({
        msg: CRASH_MESSAGE,
        err: { message: plant === 'exception' ? 'planted defect' : 'planted rejection' },
      });
      expect(String((fatal[0]!.err as { stack: string }).stack)).toContain('plant-uncaught.mjs');
    }, 120_000);
  }

  it('on SIGTERM tells every open generation stream to retry, exits 0 within the grace period and logs one line', async () => {
    // A language model that never answers keeps every generation stream open.
    const waiting = new Set<http.ServerResponse>();
    const model = http.createServer((_request, response) => {
      waiting.add(response);
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    closers.push(async () => {
      for (const response of waiting) response.destroy();
      await new Promise((resolve) => model.close(resolve));
    });
    const grace = 5_000;
    const server = await start({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
      SHUTDOWN_GRACE_MS: String(grace),
    });

    const streams = 20;
    const bodies = Array.from({ length: streams }, async (_, index) => {
      const path = await generationStreamPathOver(server.url, {
        name: `Stream ${index}`,
        requestId: `r_sigterm_${String(index).padStart(4, '0')}`,
      });
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      return response.text();
    });
    // Every stream is open and waiting on the model.
    for (let attempt = 0; waiting.size < streams; attempt += 1) {
      expect(attempt, `${waiting.size} of ${streams} streams reached the model`).toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = server.output().length;

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const texts = await Promise.all(bodies);
    expect(await exited(server)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(grace);

    // Each client got an event saying the server is restarting and to try again, then the stream ended.
    for (const text of texts) {
      const last = text.match(/event: serialized-error\ndata: (.*)\n/)?.[1];
      expect(last, text).toBeDefined();
      expect(JSON.parse(last!)).toMatchObject({
        message: 'The server is restarting. Please try again in a moment.',
        data: { httpStatus: 503, errorCode: 'SERVER_RESTARTING' },
      });
    }
    // One line about the streams, and no error at all.
    const after = logLines(server.output().slice(before));
    expect(after.filter((line) => line.level >= 50)).toEqual([]);
    expect(after.filter((line) => line.msg === 'told the open streams to reconnect')).toEqual([
      expect.objectContaining({ streams }),
    ]);
  }, 180_000);

  it('under `npm start`, gets the SIGTERM sent to npm: drains its streams with SERVER_RESTARTING and exits 0', async () => {
    // Before: npm ran the script through a shell that kept the signal; the server went on holding its port.
    const waiting = new Set<http.ServerResponse>();
    const model = http.createServer((_request, response) => {
      waiting.add(response);
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    closers.push(async () => {
      for (const response of waiting) response.destroy();
      await new Promise((resolve) => model.close(resolve));
    });
    const server = await start(
      {
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
        SHUTDOWN_GRACE_MS: '5000',
      },
      { viaNpm: true },
    );
    const path = await generationStreamPathOver(server.url, { name: 'Npm', requestId: 'r_npm_sigterm_0001' });
    const body = fetch(`${server.url}${path}`).then((response) => response.text());
    for (let attempt = 0; waiting.size < 1; attempt += 1) {
      expect(attempt, 'the stream reached the model').toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    server.child.kill('SIGTERM'); // to npm, as a process manager sends it
    const text = await body;
    expect(await exited(server)).toBe(0);
    const last = text.match(/event: serialized-error\ndata: (.*)\n/)?.[1];
    expect(last, text).toBeDefined();
    expect(JSON.parse(last!)).toMatchObject({ data: { httpStatus: 503, errorCode: 'SERVER_RESTARTING' } });
    const messages = logLines(server.output()).map((line) => line.msg);
    expect(messages).toContain('told the open streams to reconnect');
    expect(messages).toContain('database closed; bye');
    // Nothing is left holding the port.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 180_000);

  it('serves the embedded database on a private Unix socket, never on TCP, however long DATA_DIR is', async () => {
    const base = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-long-'));
    closers.push(() => fs.rm(base, { recursive: true, force: true }));
    const dataDir = path.join(
      base,
      'a-data-directory-whose-path-is-much-longer-than-a-unix-socket-path-may-be'.repeat(2),
    );
    expect(path.join(dataDir, '.s.PGSQL.5432').length).toBeGreaterThan(108);
    const server = await start({ DATA_DIR: dataDir });
    const plan = await fetch(`${server.url}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Long path"}',
    });
    expect(plan.status).toBe(200);

    // The TCP ports the process listens on: the HTTP port and nothing else.
    const listening = await listeningTcpPorts(server.child.pid!);
    expect(listening).toEqual([Number(new URL(server.url).port)]);
    // The database's socket: in a directory only its owner can enter.
    const sockets = await listeningUnixSockets(server.child.pid!);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.length).toBeLessThanOrEqual(100);
    expect((await fs.stat(path.dirname(sockets[0]!))).mode & 0o777).toBe(0o700);
    expect(await server.stop()).toBe(0);
    await expect(fs.stat(path.dirname(sockets[0]!))).rejects.toThrow();
  }, 180_000);
});

/** The socket inodes a process holds open (Linux /proc). */
async function socketInodes(pid: number): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const fd of await fs.readdir(`/proc/${pid}/fd`)) {
    const target = await fs.readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const match = target.match(/^socket:\[(\d+)\]$/);
    if (match) inodes.add(match[1]!);
  }
  return inodes;
}

async function listeningTcpPorts(pid: number): Promise<number[]> {
  const inodes = await socketInodes(pid);
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = (await fs.readFile(table, 'utf8')).trim().split('\n').slice(1);
    for (const row of rows) {
      const fields = row.trim().split(/\s+/);
      // state 0A is LISTEN; field 9 is the inode.
      if (fields[3] === '0A' && inodes.has(fields[9]!))
        ports.push(Number.parseInt(fields[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

async function listeningUnixSockets(pid: number): Promise<string[]> {
  const inodes = await socketInodes(pid);
  const rows = (await fs.readFile('/proc/net/unix', 'utf8')).trim().split('\n').slice(1);
  const paths: string[] = [];
  for (const row of rows) {
    const fields = row.trim().split(/\s+/);
    // Flags 00010000 is __SO_ACCEPTCON (listening); field 6 the inode, field 7 the path.
    if (fields[3] === '00010000' && inodes.has(fields[6]!) && fields[7]) paths.push(fields[7]);
  }
  return paths;
}
