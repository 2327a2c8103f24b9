import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from '../api/errorResponses';
import { setLimitHeaders } from '../security/rateLimit';
import type { Context } from '../trpc/context';
import { createMcpServer } from './server';

export const MCP_PATH = '/mcp';

/**
 * `/mcp`: the MCP door over Streamable HTTP (issue 31), stateless: each POST carries one JSON-RPC message
 * and gets a fresh server whose tools call the procedures with that request's context, so the headers
 * (keys, API key), the client's address and so its budgets are the ones /api would see. Without sessions
 * there is no server-to-client stream to open (GET) or close (DELETE): 405, as the transport answers.
 */
export function registerMcpRoute(
  app: FastifyInstance,
  deps: {
    createContext: (options: { req: FastifyRequest; res?: FastifyReply }) => Context;
    publicUrl: string;
  },
): void {
  app.post(MCP_PATH, async (request, reply) => {
    // A tool call is charged by its procedure, like any /api call (trpc/init.ts); every other message
    // (initialise, lists, the catalogue) is charged as the read it is, so no message is free to repeat.
    if (!isToolCall(request.body)) {
      const context = deps.createContext({ req: request });
      const charge = await context.limits?.chargeClient(context.clientIp, 'read');
      if (charge) setLimitHeaders(reply, charge);
      if (charge && !charge.allowed) return sendApiError(reply, 'RATE_LIMITED');
    }
    // The answer may be a stream of progress events: the transport writes it on the raw response.
    reply.hijack();
    const server = createMcpServer({
      // No reply: its rate-limit headers would come after the transport has written its own.
      context: () => deps.createContext({ req: request }),
      publicUrl: deps.publicUrl,
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  const noSession = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'Method not allowed: this server keeps no sessions.' },
        id: null,
      });
  app.get(MCP_PATH, noSession);
  app.delete(MCP_PATH, noSession);
}

function isToolCall(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { method?: unknown }).method === 'tools/call';
}
