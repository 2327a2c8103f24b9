import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../../contract/errors';
import { errorBody, sendApiError } from '../api/errorResponses';
import { securityHeaders } from '../security/headers';
import { setLimitHeaders } from '../security/rateLimit';
import type { Context } from '../trpc/context';
import { CATALOGUE_URI, cachedResultJson, createMcpServer } from './server';

export const MCP_PATH = '/mcp';

/**
 * `/mcp`: the MCP door over Streamable HTTP (issue 31), stateless: each POST carries one JSON-RPC message (a batch is refused)
 * and gets a fresh server whose tools call the procedures with that request's context, so the headers
 * (keys, API key), the client's address and so its budgets are the ones /api would see. Without sessions
 * there is no server-to-client stream to open (GET) or close (DELETE): 405, as the transport answers.
 */
export function registerMcpRoute(
  app: FastifyInstance,
  deps: {
    createContext: (options: { req: FastifyRequest; res?: FastifyReply }) => Context;
    publicUrl: string;
    /** The most one answer may carry (MCP_ANSWER_MAX_BYTES); tests set it small. */
    maxAnswerBytes?: number;
  },
): void {
  const maxAnswerBytes = deps.maxAnswerBytes ?? MCP_ANSWER_MAX_BYTES;
  app.post(MCP_PATH, async (request, reply) => {
    // One message per POST: protocol 2025-06-18 removed JSON-RPC batches, and the SDK (1.32) still runs up
    // to 100 of one in a request, on the event loop, billed as one (review r2-security HIGH-1).
    if (Array.isArray(request.body))
      return sendMcpError(
        reply,
        'INVALID_INPUT',
        'JSON-RPC batches are not accepted (MCP 2025-06-18 removed them): send one message per POST.',
        -32600,
      );
    // What the transport would refuse, refused here in the product's shape with our code (README "Errors").
    const accept = String(request.headers.accept ?? '');
    if (!accept.includes('application/json') || !accept.includes('text/event-stream'))
      return sendMcpError(reply, 'NOT_ACCEPTABLE');
    if (!String(request.headers['content-type'] ?? '').includes('application/json'))
      return sendMcpError(reply, 'UNSUPPORTED_MEDIA_TYPE');
    // A tool call is charged by its procedure, like any /api call (trpc/init.ts); every other message
    // (initialise, lists, the catalogue) is charged as the read it is, so no message is free to repeat.
    if (!isToolCall(request.body)) {
      const context = deps.createContext({ req: request });
      const charge = await context.limits?.chargeClient(context.clientIp, 'read');
      if (charge) setLimitHeaders(reply, charge);
      if (charge && !charge.allowed) return sendApiError(reply, 'RATE_LIMITED');
      // The tools list and the catalogue are the same for everyone: their bytes, made once (mcp/server.ts).
      const cached = cachedAnswer(request);
      if (cached) return reply.type('application/json').send(cached);
    }
    // The answer may be a stream of progress events: the transport writes it on the raw response.
    reply.hijack();
    // Hijacked, the reply's onSend hooks never run: its request id, budget and security headers go on the raw
    // answer before the transport writes its own (README "Errors": every answer carries x-request-id).
    for (const [name, value] of Object.entries({
      ...securityHeaders(deps.publicUrl.startsWith('https://')),
      ...reply.getHeaders(),
    }))
      if (value !== undefined) reply.raw.setHeader(name, value as string | number | string[]);
    capAnswer(request, reply, maxAnswerBytes);
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

/**
 * The most bytes one /mcp answer may carry. The largest an assistant needs is the catalogue (about 250 kB)
 * or a plan with its progression; past this the answer is cut and the cut logged, so no single message,
 * whatever a future tool returns, can make the server build and hold tens of megabytes for one POST.
 */
export const MCP_ANSWER_MAX_BYTES = 2 * 1024 * 1024;

function capAnswer(request: FastifyRequest, reply: FastifyReply, max: number): void {
  const raw = reply.raw;
  const write = raw.write.bind(raw) as (...args: unknown[]) => boolean;
  let sent = 0;
  raw.write = ((chunk: unknown, ...rest: unknown[]) => {
    sent += typeof chunk === 'string' ? Buffer.byteLength(chunk) : ((chunk as Buffer)?.length ?? 0);
    if (sent > max) {
      request.log.warn({ bytes: sent, max }, 'MCP answer cut: larger than one answer may be');
      raw.destroy();
      return false;
    }
    return write(chunk, ...rest);
  }) as typeof raw.write;
}

/** A refusal of the transport's kind (a JSON-RPC error), carrying the product's error body as its data. */
function sendMcpError(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  rpcCode = -32000,
): FastifyReply {
  const body = errorBody(code, message);
  return reply
    .status(ERROR_CODES[code].status)
    .send({ jsonrpc: '2.0', error: { code: rpcCode, message: body.message, data: body }, id: null });
}

/** The cached bytes of a request for the tools list or the catalogue, or undefined for anything else. */
function cachedAnswer(request: FastifyRequest): string | undefined {
  const version = request.headers['mcp-protocol-version'];
  // The transport refuses an unknown protocol version: such a request goes to it, not around it.
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(String(version))) return undefined;
  const message = request.body as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
  if (message?.jsonrpc !== '2.0') return undefined;
  if (typeof message.id !== 'string' && typeof message.id !== 'number') return undefined;
  const params = message.params as { uri?: unknown } | undefined;
  const kind =
    message.method === 'tools/list'
      ? 'tools'
      : message.method === 'resources/read' && params?.uri === CATALOGUE_URI
        ? 'catalogue'
        : undefined;
  if (!kind) return undefined;
  return `{"result":${cachedResultJson(kind)},"jsonrpc":"2.0","id":${JSON.stringify(message.id)}}`;
}

function isToolCall(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { method?: unknown }).method === 'tools/call';
}
