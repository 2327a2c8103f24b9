import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type ServerProcess = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Runs the server exactly as `npm start` does (scripts/start.ts: build the client if needed, then the
 * production server) on a free port with its own data directory, and waits until /api/health answers.
 * `apiOnly` runs src/server/main.ts itself (no client build): for tests of the process, not the pages.
 * `viaNpm` runs `npm start` itself, as a process manager would (without the client build): the child
 * is npm, so a signal sent to it goes wherever npm passes it.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { apiOnly?: boolean; viaNpm?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'coach-e2e-')));
  const entry = options.apiOnly
    ? ['--import', 'tsx', 'src/server/main.ts']
    : ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'];
  const [command, args] = options.viaNpm ? ['npm', ['start', '--silent']] : [process.execPath, entry];
  const child = spawn(command, args, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The browser tests fire many requests from one address; budgets are scaled up for them.
      RATE_LIMIT_SCALE: '1000',
      ...(options.viaNpm ? { NO_CLIENT_BUILD: '1' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`The server did not become healthy in time:\n${output}`);
  }
  return {
    url,
    dataDir,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
