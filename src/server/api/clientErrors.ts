import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { requestTimeoutMessage } from '../../contract/constants';
import { ERROR_CODES, type ErrorCode } from '../../contract/errors';
import { errorBody } from './errorResponses';
import { REQUEST_ID_HEADER } from './http';

/**
 * What the server answers when Node itself refuses a request, before Fastify has one (its `clientError`
 * event): a request that did not arrive in time (REQUEST_TIMEOUTS, src/contract/constants.ts), an address or headers past
 * Node's size limit, bytes that are not HTTP. Fastify's own answer there is a body of its own shape
 * without our `code`; this one is the API's one error shape (src/contract/errors.ts) with a request id,
 * like every other answer (README "Errors"), and the connection is closed as Node would. A 408 says the
 * times this server was given, not the production defaults.
 */
export function clientErrorHandlerFor(timeouts: { headersMs: number; requestMs: number }) {
  return function clientErrorHandler(
    this: { log: FastifyBaseLogger },
    error: NodeError,
    socket: Socket,
  ): void {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code = clientErrorCode(error);
    const message = code === 'REQUEST_TIMEOUT' ? requestTimeoutMessage(timeouts) : undefined;
    answerRefusal(this.log, socket, code, message, error.code);
  };
}

function answerRefusal(
  log: FastifyBaseLogger,
  socket: Socket,
  code: ErrorCode,
  message: string | undefined,
  reason: string | undefined,
): void {
  const status = ERROR_CODES[code].status;
  const id = randomUUID();
  const body = JSON.stringify(errorBody(code, message));
  log.info({ reqId: id, code, reason }, 'request refused before it was read');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${id}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

/** What Node's `clientError` event gives: its code, and the bytes it could not parse (a Buffer at run time). */
type NodeError = Error & { code?: string; rawPacket?: unknown };

/** A request line longer than this, in a request Node found too large, is a long address (414). */
const LONG_REQUEST_LINE = 8 * 1024;

/** The code for what Node refused: a header overflow that is mostly its request line is a long address. */
export function clientErrorCode(error: NodeError): ErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet = error.rawPacket;
    if (!Buffer.isBuffer(packet)) return 'HEADERS_TOO_LARGE';
    const lineEnd = packet.indexOf('\r\n');
    return (lineEnd < 0 ? packet.length : lineEnd) > LONG_REQUEST_LINE ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
  }
  return 'INVALID_INPUT';
}
