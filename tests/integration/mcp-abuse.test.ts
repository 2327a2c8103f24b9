import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMcpRoute } from '../../src/server/mcp/route';
import type { Context } from '../../src/server/trpc/context';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * Review r2-security HIGH-1 and LOW-1: one POST to /mcp carried a batch of 100 messages (17 MB of tools
 * lists, seconds of event loop, billed as one read), and the MCP answers lacked the headers and codes of /api.
 */

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe.each(testDatabaseTargets())(
  'the MCP door refuses what /api refuses, on the $name database',
  (target) => {
    let server: TestApp;
    let base: string;
    beforeAll(async () => {
      server = await openTestApp(target, { env: { RATE_LIMIT_SCALE: '1' } });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/mcp`;
    });
    afterAll(() => server.close());

    const post = (body: unknown, headers: Record<string, string> = MCP_HEADERS) =>
      fetch(base, { method: 'POST', headers, body: JSON.stringify(body) });
    const remaining = (answer: Response) => Number(answer.headers.get('x-ratelimit-remaining'));

    it('refuses a JSON-RPC batch with one small error in the product shape, and charges every message', async () => {
      const batch = Array.from({ length: 100 }, (_, index) => ({
        jsonrpc: '2.0',
        id: index + 1,
        method: 'tools/list',
      }));
      const refused = await post(batch);
      const text = await refused.text();
      expect(refused.status).toBe(400);
      expect(text.length).toBeLessThan(2000);
      expect(JSON.parse(text)).toMatchObject({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, data: { code: 'INVALID_INPUT' } },
      });
      expect(refused.headers.get('x-request-id')).toBeTruthy();

      // One message, one read: five lists cost five.
      const first = await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
      await first.text();
      let last = first;
      for (let index = 0; index < 5; index += 1) {
        last = await post({ jsonrpc: '2.0', id: index + 2, method: 'tools/list' });
        await last.text();
      }
      expect(remaining(first) - remaining(last)).toBe(5);
    });

    it('answers the tools list and the catalogue with the same bytes every time, headers of /api included', async () => {
      const lists = await Promise.all([1, 2].map((id) => post({ jsonrpc: '2.0', id, method: 'tools/list' })));
      const [one, two] = await Promise.all(lists.map((answer) => answer.json()));
      expect(one.id).toBe(1);
      expect(two.id).toBe(2);
      expect(JSON.stringify(one.result)).toBe(JSON.stringify(two.result));
      expect(one.result.tools.map((tool: { name: string }) => tool.name)).toContain('workouts-generate');
      const answer = lists[0]!;
      expect(answer.headers.get('x-request-id')).toBeTruthy();
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('ratelimit-policy')).toContain('read');

      const catalogue = await post({
        jsonrpc: '2.0',
        id: 'c',
        method: 'resources/read',
        params: { uri: 'catalogue://exercises' },
      });
      const read = await catalogue.json();
      expect(read.id).toBe('c');
      expect(JSON.parse(read.result.contents[0].text).length).toBeGreaterThan(50);
    });

    it('puts the request id and security headers on a streamed tool answer too', async () => {
      const answer = await post(
        { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'workouts-recent', arguments: {} } },
        { ...MCP_HEADERS, 'x-request-id': 'mcp-tool-call-0001' },
      );
      expect(await answer.text()).toContain('"id":7');
      expect(answer.headers.get('x-request-id')).toBe('mcp-tool-call-0001');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('gives the transport refusals (406, 415) our codes and a request id', async () => {
      const message = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
      const notAcceptable = await post(message, { 'content-type': 'application/json' });
      expect(notAcceptable.status).toBe(406);
      expect((await notAcceptable.json()).error.data.code).toBe('NOT_ACCEPTABLE');
      expect(notAcceptable.headers.get('x-request-id')).toBeTruthy();
      const wrongType = await post(message, {
        ...MCP_HEADERS,
        'content-type': 'application/json-patch+json',
      });
      expect(wrongType.status).toBe(415);
      // The body parser refuses it before the transport sees it, in the /api shape.
      expect((await wrongType.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(wrongType.headers.get('x-request-id')).toBeTruthy();
    });
  },
);

describe('the MCP answer cap', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerMcpRoute(app, {
      createContext: () => ({ limits: null }) as unknown as Context,
      publicUrl: 'http://localhost',
      maxAnswerBytes: 200,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('cuts an answer larger than one answer may be, rather than building it whole', async () => {
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/mcp`;
    const initialise = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    };
    // The server's instructions alone are longer than 200 bytes: the answer never completes.
    await expect(
      fetch(url, { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify(initialise) }).then((answer) =>
        answer.text(),
      ),
    ).rejects.toThrow();
  });
});
