import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/** issue 31, item 3: the `workout-coach-mcp` bin speaks MCP over stdio, as a desktop assistant starts it. */
const BIN = path.resolve('bin/workout-coach-mcp.mjs');

async function stdioClient(env: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'desktop-assistant', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN],
      env: { PATH: process.env.PATH ?? '', ...env },
      stderr: 'ignore',
    }),
  );
  return client;
}

describe('the stdio entry', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await openTestApp(testDatabaseTargets()[0]!);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('lists the tools of the server at WORKOUT_COACH_URL and calls one', async () => {
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const client = await stdioClient({ WORKOUT_COACH_URL: url });
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(
        expect.arrayContaining(['workouts-generate', 'plan-links']),
      );
      const recent = await client.callTool({ name: 'workouts-recent', arguments: {} });
      expect(recent.structuredContent).toEqual({ result: [] });
    } finally {
      await client.close();
    }
  });

  it('serves the embedded database in DATA_DIR without any server running', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-stdio-'));
    const client = await stdioClient({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    try {
      const { tools } = await client.listTools();
      expect(tools.length).toBeGreaterThan(20);
      const prompt = await client.getPrompt({ name: 'start-questionnaire', arguments: { language: 'es' } });
      expect(JSON.stringify(prompt.messages)).toContain('Spanish');
    } finally {
      await client.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
