#!/usr/bin/env node
// The stdio MCP server (src/server/mcp/stdio.ts; README "Use it from an AI assistant"). tsx runs the
// TypeScript source on Node 20, as `npm start` does.
import { register } from 'tsx/esm/api';

register();
const { runStdio } = await import('../src/server/mcp/stdio.ts');
await runStdio();
