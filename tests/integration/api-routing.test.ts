import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/** Issue 28, item 3: fixed paths win over `{id}` for every method, and odd requests get the one error shape. */
describe.each(testDatabaseTargets())('API routing on the $name database', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await openTestApp(target);
  });
  afterAll(async () => {
    await server?.close();
  });

  function expectShape(
    response: { statusCode: number; body: string; headers: Record<string, unknown> },
    status: number,
    code: string,
  ) {
    expect(response.statusCode, response.body).toBe(status);
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    const body = JSON.parse(response.body) as { code: string; error: string };
    expect(body.code).toBe(code);
    expect(typeof body.error).toBe('string');
    expect(response.headers['x-request-id']).toBeTruthy();
    return body;
  }

  it('answers GET on the generate path with 405 and its own methods, not a plan-id error', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/workouts/generate' });
    const body = expectShape(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe('POST, OPTIONS');
    expect(body.error).not.toMatch(/id/i);
  });

  it('lists only the fixed path’s methods on OPTIONS', async () => {
    const response = await server.app.inject({ method: 'OPTIONS', url: '/api/workouts/generate' });
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe('POST, OPTIONS');
  });

  it('refuses TRACE with the error shape', async () => {
    const response = await server.app.inject({ method: 'TRACE' as 'GET', url: '/api/workouts/generate' });
    expectShape(response, 405, 'METHOD_NOT_ALLOWED');
  });

  it('answers a malformed percent-encoding with the error shape', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/workouts/%E0%A4%A' });
    const body = expectShape(response, 400, 'INVALID_INPUT');
    expect(body.error).toMatch(/percent-encoding/);
  });

  it('refuses a compressed body it does not accept with 415', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expectShape(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a __proto__ body and says so', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"listed": true}}',
    });
    const body = expectShape(response, 400, 'INVALID_JSON');
    expect(body.error).toContain('__proto__');
  });
});
