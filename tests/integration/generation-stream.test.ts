import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { createTRPCClient, httpBatchStreamLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GenerationEvent, MANAGEMENT_KEY_PATTERN } from '../../src/contract/workout';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/connection';
import type { AppRouter } from '../../src/server/trpc/router';
import { testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { checkApiAnswers, OpenApiValidator } from '../helpers/openapi-validator';

/**
 * Issue 28, item 5: the plan stream for integrators (POST /api/workouts/generate, Accept:
 * text/event-stream) and the web app's stream, neither with the visitor's answers in a URL or a log line.
 */

/** What a visitor writes that must never reach a URL or the access log. */
const PRIVATE = {
  name: 'Lucia Fernandez',
  email: 'lucia.private@example.com',
  hasInjuries: 'yes',
  injuryDetails: 'Torn meniscus after the Aneto climb',
  additionalNotes: 'Recovering from chemotherapy in Zaragoza',
} as const;
const PHRASES = ['Lucia', 'Fernandez', 'lucia.private', 'meniscus', 'Aneto', 'chemotherapy', 'Zaragoza'];

type Frame = { id: string; event: string; data: unknown };

/** Server-sent events as a client reads them: blocks split by a blank line, each `field: value`. */
function framesOf(body: string): Frame[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const fields = Object.fromEntries(
        block
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      return { id: fields.id ?? '', event: fields.event ?? '', data: JSON.parse(fields.data ?? 'null') };
    });
}

const EVENT_SCHEMA =
  '/paths/~1workouts~1generate/post/responses/200/content/text~1event-stream/schema/contentSchema';

describe.each(testDatabaseTargets())('the plan stream on the $name database', (target) => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl: string;
  let validator: OpenApiValidator;
  const logLines: string[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    db = await target.open();
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n')));
    app = await buildApp({ db, config: testConfig({ LOG_LEVEL: 'info' }), logStream });
    // Every URL the server is asked for, as it arrived (before any parsing), whoever asks.
    app.addHook('onRequest', (request, _reply, done) => {
      urls.push(request.raw.url ?? '');
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    checkApiAnswers(app);
    validator = new OpenApiValidator((await app.inject({ url: '/api/openapi.json' })).json());
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('streams stages, text, partial plans and the saved plan with its key to a REST client', async () => {
    const response = await fetch(`${baseUrl}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        name: 'Stream reader',
        workoutDays: 4,
        requestId: `rest-sse-${target.name}-01`,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const frames = framesOf(await response.text());
    const types = frames.map((frame) => frame.event);
    expect(types[0]).toBe('stage');
    expect(types).toContain('text');
    expect(types.at(-1)).toBe('done');
    expect(frames.map((frame) => frame.id)).toEqual(frames.map((_, index) => String(index + 1)));
    for (const frame of frames) {
      expect((frame.data as { type: string }).type).toBe(frame.event);
      expect(
        validator.checkValue(EVENT_SCHEMA, frame.data),
        JSON.stringify(frame.data).slice(0, 200),
      ).toBeNull();
    }
    const done = frames.at(-1)!.data as Extract<GenerationEvent, { type: 'done' }>;
    expect(done.managementKey).toMatch(MANAGEMENT_KEY_PATTERN);
    // The week grows a day at a time, as on the web app's page.
    const partials = frames.filter((frame) => frame.event === 'partial');
    expect(partials.map((frame) => (frame.data as { schedule: unknown[] }).schedule.length)).toEqual(
      done.plan.schedule.map((_, index) => index + 1),
    );
    // The plan is the saved one: its creator reads it back with the key the stream gave.
    const read = await app.inject({
      url: `/api/workouts/${done.plan.id}`,
      headers: { 'x-management-key': done.managementKey! },
    });
    expect(read.json()).toMatchObject({ id: done.plan.id, view: 'owner', schedule: done.plan.schedule });
  });

  it('answers invalid input with the JSON 400 before any event', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      headers: { accept: 'text/event-stream' },
      payload: { name: 'Too many days', workoutDays: 12 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', issues: [{ path: 'workoutDays' }] });
  });

  it.each([
    ['refuses events', 'application/json, text/event-stream;q=0'],
    // An API explorer lists every documented type: accepting both equally is not asking for events.
    ['accepts JSON and events equally', 'application/json, text/event-stream'],
    ['prefers JSON', 'text/event-stream;q=0.5, application/json'],
  ])('keeps answering JSON to a client that %s', async (_case, accept) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      headers: { accept },
      payload: { name: 'Plain reader' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().managementKey).toMatch(MANAGEMENT_KEY_PATTERN);
  });

  it('streams to a client that takes anything but names events first', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      headers: { accept: 'text/event-stream, */*' },
      payload: { name: 'Event reader' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.body).toContain('event: done');
  });

  it('puts no answer in any URL or log line while the web app and an integrator make plans', async () => {
    urls.length = 0;
    logLines.length = 0;
    // The web app's links (src/client/lib/trpc.ts): subscriptions over SSE, the rest streamed in batches.
    const client = createTRPCClient<AppRouter>({
      links: [
        splitLink({
          condition: (operation) => operation.type === 'subscription',
          true: httpSubscriptionLink({ url: `${baseUrl}/trpc`, EventSource }),
          false: httpBatchStreamLink({ url: `${baseUrl}/trpc`, maxItems: 1 }),
        }),
      ],
    });
    const { ticket } = await client.workouts.startGeneration.mutate({
      ...PRIVATE,
      requestId: `web-stream-${target.name}-01`,
    });
    const done = await new Promise<GenerationEvent>((resolve, reject) => {
      const subscription = client.workouts.generateStream.subscribe(
        { ticket },
        {
          onData(event) {
            if (event.type !== 'done') return;
            subscription.unsubscribe();
            resolve(event);
          },
          onError: reject,
        },
      );
    });
    expect(done.type === 'done' && done.managementKey).toMatch(MANAGEMENT_KEY_PATTERN);
    const rest = await fetch(`${baseUrl}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(PRIVATE),
    });
    expect(framesOf(await rest.text()).at(-1)?.event).toBe('done');

    expect(urls.some((url) => url.startsWith('/trpc/workouts.generateStream'))).toBe(true);
    const seen = [...urls.map((url) => decodeURIComponent(url)), ...logLines].join('\n');
    expect(logLines.join('\n')).toContain('workouts.generateStream');
    for (const phrase of PHRASES) expect(seen, phrase).not.toContain(phrase);
  });

  it('opens a ticket only for the client that asked for it: its stream URL seen elsewhere opens nothing', async () => {
    const asked = await app.inject({
      method: 'POST',
      url: '/trpc/workouts.startGeneration',
      remoteAddress: '203.0.113.7',
      payload: { name: 'Ticket owner', injuryDetails: 'left knee', hasInjuries: 'yes' },
    });
    expect(asked.statusCode).toBe(200);
    const { ticket } = asked.json().result.data as { ticket: string };
    const url = `/trpc/workouts.generateStream?input=${encodeURIComponent(JSON.stringify({ ticket }))}`;
    // From another address (a proxy's log, a shared history): no plan, no key, no answers.
    const elsewhere = await app.inject({ url, remoteAddress: '198.51.100.9' });
    expect(elsewhere.body).not.toContain('knee');
    expect(
      JSON.parse(elsewhere.body.match(/event: serialized-error\ndata: (.*)\n/)?.[1] ?? '{}'),
    ).toMatchObject({
      data: { httpStatus: 404, errorCode: 'GENERATION_TICKET_EXPIRED' },
    });
    // Its own client streams the plan.
    const own = await app.inject({ url, remoteAddress: '203.0.113.7' });
    expect(own.body).toContain('"type":"done"');
  });

  it('refuses a stream whose ticket is unknown, with a code the page translates', async () => {
    const input = encodeURIComponent(JSON.stringify({ ticket: 'A'.repeat(43) }));
    const response = await app.inject({ url: `/trpc/workouts.generateStream?input=${input}` });
    const failure = response.body.match(/event: serialized-error\ndata: (.*)\n/)?.[1];
    expect(JSON.parse(failure ?? '{}')).toMatchObject({
      data: { httpStatus: 404, errorCode: 'GENERATION_TICKET_EXPIRED' },
    });
  });
});
