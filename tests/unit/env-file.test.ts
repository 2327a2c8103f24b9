import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, loadEnvFile } from '../../src/server/config';
import { freePort } from '../helpers/server-process';

const directories: string[] = [];

function envFile(text: string): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-env-'));
  directories.push(directory);
  const file = path.join(directory, '.env');
  fs.writeFileSync(file, text);
  return file;
}

afterEach(() => {
  for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
});

describe('the .env file', () => {
  it('sets the port the server listens on', async () => {
    const port = await freePort();
    const environment: NodeJS.ProcessEnv = {};
    const file = envFile(`# copied from .env.example\nPORT=${port}\nDATABASE_URL=\nLOG_LEVEL="warn"\n`);
    expect(loadEnvFile(file, environment)).toBe(file);
    const config = loadConfig(environment);
    expect(config.port).toBe(port);
    expect(config.publicUrl).toBe(`http://localhost:${port}`);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('warn');
  });

  it('loses to a variable set in the environment, even an empty one', () => {
    const environment: NodeJS.ProcessEnv = { PORT: '4000', PUBLIC_URL: '' };
    loadEnvFile(envFile('PORT=4799\nPUBLIC_URL=https://from-the-file.example\nHOST=0.0.0.0\n'), environment);
    const config = loadConfig(environment);
    expect(config.port).toBe(4000);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.host).toBe('0.0.0.0');
  });

  it('may be missing: the defaults apply', () => {
    const environment: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(path.join(os.tmpdir(), 'no-such-directory-coach', '.env'), environment)).toBeNull();
    expect(loadConfig(environment).port).toBe(3000);
  });

  it('is not read by the test suite, whose servers must not follow a developer’s local settings', () => {
    const environment: NodeJS.ProcessEnv = { VITEST: 'true' };
    expect(loadEnvFile(envFile('DATABASE_URL=postgres://someone@127.0.0.1/dev\n'), environment)).toBeNull();
    expect(environment.DATABASE_URL).toBeUndefined();
  });
});
