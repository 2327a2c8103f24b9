import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/server-process';

const root = path.resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
let directory: string | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (directory) await fs.rm(directory, { recursive: true, force: true });
});

describe('a .env file beside the server', () => {
  // The server entry as `npm run dev` runs it, in a directory holding only a .env; no PORT in the environment.
  it('sets the port it listens on', { timeout: 180_000 }, async () => {
    const port = await freePort();
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-dotenv-'));
    await fs.writeFile(
      path.join(directory, '.env'),
      `PORT=${port}\nHOST=127.0.0.1\nDATABASE_URL=\nDATA_DIR=./data\nLOG_LEVEL=info\n`,
    );
    // Vitest's marker makes the server skip .env (see loadEnvFile); this child is a server started by hand.
    const {
      VITEST: _vitest,
      PORT: _port,
      HOST: _host,
      DATABASE_URL: _url,
      DATA_DIR: _data,
      ...env
    } = process.env;
    child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'src/server/main.ts')],
      {
        cwd: directory,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });

    // Generous: the embedded database's first start is slow on a busy machine.
    const deadline = Date.now() + 150_000;
    let status = 0;
    while (Date.now() < deadline && child.exitCode === null) {
      status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      // A server that ignored the file says where it did listen: fail now rather than at the deadline.
      const listening = /Ready on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (listening && Number(listening) !== port) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status, output).toBe(200);
    // The embedded database went where the file said, relative to the directory the server started in.
    await expect(fs.stat(path.join(directory, 'data'))).resolves.toBeTruthy();
  });
});
