import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode, errorBodySchema } from '../../src/contract/errors';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * Every error the framework or Node makes, before or around our routes, is answered in the one error
 * shape with its code and a request id (README "Errors"; the blind security review found a 408 without
 * `code`). Each is sent as raw bytes over a socket, as a client would, and the answer read as it arrives.
 */

const timeouts = { headersMs: 1000, requestMs: 2000 };

describe.each(testDatabaseTargets())('errors the framework makes, on the $name database', (target) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    const db = await target.open();
    app = await buildApp({ db, config: testConfig(), requestTimeouts: timeouts });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  /** Sends `head` (then a byte every 250 ms when `trickle`) and resolves all the server said before closing. */
  function exchange(head: string | Buffer, trickle = false): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        // A keep-alive answer is complete once its body is: stop waiting for the close.
        const [headPart, body] = received.split('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(headPart ?? '')?.[1];
        if (body !== undefined && length && Buffer.byteLength(body) >= Number(length)) socket.destroy();
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve(received);
      });
      socket.write(head);
      const timer = setInterval(() => {
        if (trickle && !socket.destroyed) socket.write('{');
      }, 250);
    });
  }

  function expectShape(answer: string, code: ErrorCode) {
    const [head, body] = answer.split('\r\n\r\n');
    expect(head, answer.slice(0, 300)).toMatch(new RegExp(`^HTTP/1\\.1 ${ERROR_CODES[code].status} `));
    expect(head).toMatch(/^x-request-id: \S+/im);
    expect(head).toMatch(/^content-type: application\/json/im);
    const parsed = errorBodySchema.parse(JSON.parse(body ?? ''));
    expect(parsed.code).toBe(code);
    return parsed;
  }

  it('408 for a body that does not arrive in time', { timeout: 20_000 }, async () => {
    const answer = await exchange(
      'POST /api/workouts/generate HTTP/1.1\r\nHost: plans.test\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
      true,
    );
    // It names the times this server runs with (1 s for headers, 2 s in all), not the production ones.
    expect(expectShape(answer, 'REQUEST_TIMEOUT').error).toBe(
      'The request did not arrive in time: its headers within 1 second and the whole of it within 2 seconds. Please send it again.',
    );
  });

  it('414 for an address past the limit', async () => {
    expectShape(
      await exchange(`GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: plans.test\r\n\r\n`),
      'URI_TOO_LONG',
    );
  });

  it('431 for headers past the limit', async () => {
    expectShape(
      await exchange(`GET /api/health HTTP/1.1\r\nHost: plans.test\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
      'HEADERS_TOO_LARGE',
    );
  });

  it('400 for bytes that are not HTTP', async () => {
    expectShape(await exchange('HELLO THERE\r\n\r\n'), 'INVALID_INPUT');
  });

  it('400 for a body that is not JSON', async () => {
    const body = '{"name":';
    expectShape(
      await exchange(
        `POST /api/workouts/generate HTTP/1.1\r\nHost: plans.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      ),
      'INVALID_JSON',
    );
  });

  it('413 for a body past the limit', async () => {
    const body = `{"name":"${'x'.repeat(300 * 1024)}"}`;
    expectShape(
      await exchange(
        `POST /api/workouts/generate HTTP/1.1\r\nHost: plans.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      ),
      'BODY_TOO_LARGE',
    );
  });
});
