import net from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApiErrors } from '../../src/server/api/errorResponses';
import { buildApp } from '../../src/server/app';
import { PdfBusyError } from '../../src/server/share/pdfPool';
import { testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * What on-call reads (review r2-security MEDIUM-3 and LOW-2): a body cut by the request timeout was logged
 * as "database unavailable" and answered under another request id; designed back-pressure was an error
 * line with a stack.
 */

type LogLine = { level: number; msg: string; reqId?: string; err?: unknown; stack?: unknown };

function logCollector() {
  const lines: LogLine[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString('utf8').split('\n')) if (text.trim()) lines.push(JSON.parse(text));
  });
  return { lines, stream };
}

describe.each(testDatabaseTargets())('a body cut by the request timeout, on the $name database', (target) => {
  const log = logCollector();
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    const db = await target.open();
    app = await buildApp({
      db,
      config: testConfig({ LOG_LEVEL: 'info' }),
      requestTimeouts: { headersMs: 1000, requestMs: 1500 },
      logStream: log.stream,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('is answered 408 under its own request id and logged as aborted, never as a database fault', async () => {
    const received = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('error', () => {});
      const timer = setInterval(() => socket.writable && socket.write('{'), 200);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(text);
      });
      socket.write(
        'POST /api/workouts/generate HTTP/1.1\r\nHost: plans.test\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
      );
    });
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    const id = /x-request-id: ([^\r\n]+)/i.exec(received)?.[1];
    // The request's own line carries the id the client was given.
    expect(log.lines.find((line) => line.msg === 'incoming request')?.reqId).toBe(id);
    expect(log.lines.filter((line) => line.reqId === id).map((line) => line.msg)).toContain(
      'request refused before it was read',
    );
    expect(log.lines.map((line) => line.msg)).not.toContain('database unavailable');
    expect(log.lines.filter((line) => line.level >= 40)).toEqual([]);
  });
});

describe('every PDF renderer busy', () => {
  const log = logCollector();
  const app = Fastify({ logger: { level: 'info', stream: log.stream } });
  beforeAll(async () => {
    registerApiErrors(app);
    app.get('/busy', async () => {
      throw new PdfBusyError();
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is a 503 SERVER_BUSY logged as one warn line without a stack', async () => {
    const answer = await app.inject({ url: '/busy' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().code).toBe('SERVER_BUSY');
    const loud = log.lines.filter((line) => line.level >= 40);
    expect(loud).toHaveLength(1);
    expect(loud[0]).toMatchObject({ level: 40, msg: 'every PDF renderer busy' });
    expect(loud[0]!.err).toBeUndefined();
  });
});
