import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { buildApp } from '../app';
import { loadConfig, loadEnvFile } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { MCP_PATH } from './route';
import { MCP_SERVER_INFO } from './server';

/**
 * `workout-coach-mcp` (bin/workout-coach-mcp.mjs): the same MCP server over stdio, for desktop assistants
 * (issue 31, item 3). It relays every message to a `/mcp`: the one at WORKOUT_COACH_URL, or, without it, one
 * this process serves on a loopback port from the embedded database in DATA_DIR (the app as `npm start`
 * builds it, API only). One server, one set of tools: stdio adds no logic of its own. Standard output is
 * the protocol's: logs go to standard error.
 */
export const COACH_URL_VARIABLE = 'WORKOUT_COACH_URL';

async function embeddedServer(): Promise<{ url: string; close: () => Promise<void> }> {
  loadEnvFile();
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await migrate(db.sql);
  const app = await buildApp({ db, config, logStream: process.stderr });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export async function runStdio(): Promise<void> {
  const remote = process.env[COACH_URL_VARIABLE];
  const local = remote ? null : await embeddedServer();
  const base = (remote ?? local!.url).replace(/\/$/, '');
  const client = new Client({ name: `${MCP_SERVER_INFO.name}-stdio`, version: MCP_SERVER_INFO.version });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}${MCP_PATH}`)));

  const server = new Server(MCP_SERVER_INFO, {
    capabilities: client.getServerCapabilities() ?? { tools: {}, resources: {}, prompts: {} },
    instructions: client.getInstructions(),
  });
  server.setRequestHandler(ListToolsRequestSchema, (request) => client.listTools(request.params));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const progressToken = request.params._meta?.progressToken;
    return client.callTool(request.params, undefined, {
      // The remote server's progress, passed on under the token the desktop assistant gave.
      ...(progressToken === undefined
        ? {}
        : {
            onprogress: (progress) =>
              void extra.sendNotification({
                method: 'notifications/progress',
                params: { ...progress, progressToken },
              }),
          }),
      signal: extra.signal,
    });
  });
  server.setRequestHandler(ListResourcesRequestSchema, (request) => client.listResources(request.params));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, (request) =>
    client.listResourceTemplates(request.params),
  );
  server.setRequestHandler(ReadResourceRequestSchema, (request) => client.readResource(request.params));
  server.setRequestHandler(ListPromptsRequestSchema, (request) => client.listPrompts(request.params));
  server.setRequestHandler(GetPromptRequestSchema, (request) => client.getPrompt(request.params));

  const transport = new StdioServerTransport();
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await client.close().catch(() => {});
    await local?.close();
    process.exit(0);
  };
  transport.onclose = () => void close();
  process.stdin.on('end', () => void close());
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  await server.connect(transport);
}
