import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../contract/errors';
import type { StreamShutdown } from '../trpc/shutdown';
import { errorBody } from './errorResponses';

/**
 * Server-sent events on the REST door (issue 28, item 5): `POST /api/workouts/generate` with
 * `Accept: text/event-stream` streams the generation as the web app sees it (stages, text, partial plans,
 * then the saved plan with its management key), the answers in the POST body as always, never in a URL.
 *
 * The stream opens with its first event, not before: until then a failure (invalid input, a rate limit,
 * a `requestId` reused with other answers) is the documented JSON error with its status, as for a plain
 * POST. Once open, a failure is a last `error` event in the one error shape (src/contract/errors.ts).
 * Each event is `event: <type>` and `data: <the event as JSON>`, numbered by `id`; a comment every
 * PING_INTERVAL_MS keeps proxies from closing a quiet connection. The answer is never compressed (a
 * compressor would hold the events back): api/http.ts leaves a streamed body alone.
 */

export const EVENT_STREAM_TYPE = 'text/event-stream';
const PING_INTERVAL_MS = 10_000;

/**
 * Whether the client asks for events: `text/event-stream` in Accept and preferred to JSON. A client that
 * accepts both equally (an API explorer lists every documented type) gets the plain JSON answer, the
 * door's default; a wildcard counts just below the types it names, so `text/event-stream, *\/*` streams.
 */
export function wantsEventStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (!accept) return false;
  let events = 0;
  let json = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = qualityOf(params);
    if (type === EVENT_STREAM_TYPE) events = Math.max(events, q);
    else if (type === 'application/json') json = Math.max(json, q);
    else if (type === 'application/*' || type === '*/*') json = Math.max(json, q - WILDCARD_DISCOUNT);
  }
  return events > 0 && events > json;
}

const WILDCARD_DISCOUNT = 0.0001;

/** The `q` parameter of one Accept entry (RFC 9110 section 12.4.2), 1 when absent or unreadable. */
function qualityOf(params: string[]): number {
  for (const param of params) {
    const [name, value] = param.split('=').map((piece) => piece.trim());
    if (name !== 'q' || value === undefined) continue;
    const q = Number(value);
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 1;
  }
  return 1;
}

export type EventStream = {
  /** Sends one event; the first opens the stream (status 200 and its headers). */
  send(event: { type: string }): void;
  /** The last event, then the end of the stream. */
  finish(event: { type: string }): void;
  /** Whether the stream has opened: after that, failures can only be events. */
  readonly started: boolean;
  /** A failure after the stream opened: an `error` event in the one error shape, then the end. */
  fail(body: ErrorBody): void;
};

export function openEventStream(reply: FastifyReply, shutdown: StreamShutdown | undefined): EventStream {
  let body: PassThrough | null = null;
  let id = 0;
  let ping: NodeJS.Timeout | undefined;
  let ended = false;
  const onShutdown = () => fail(errorBody('SERVER_RESTARTING'));

  const write = (chunk: string) => {
    if (body && !body.destroyed && !body.writableEnded) body.write(chunk);
  };
  const frame = (type: string, data: unknown) => {
    id += 1;
    write(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const start = () => {
    if (body) return;
    body = new PassThrough();
    // A client that leaves closes the socket: what is still written is dropped, never thrown.
    body.on('error', () => {});
    reply
      .code(200)
      .header('content-type', `${EVENT_STREAM_TYPE}; charset=utf-8`)
      .header('cache-control', 'no-store')
      // nginx and similar proxies would otherwise buffer the events until the end.
      .header('x-accel-buffering', 'no')
      .send(body);
    ping = setInterval(() => write(': ping\n\n'), PING_INTERVAL_MS);
    ping.unref();
    // The server shutting down ends the stream with the same last word as the web app's (trpc/init.ts):
    // come back; the generation itself goes on and a retry with the same request id finds its plan.
    shutdown?.signal.addEventListener('abort', onShutdown, { once: true });
    if (shutdown?.signal.aborted) onShutdown();
  };
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    shutdown?.signal.removeEventListener('abort', onShutdown);
    body?.end();
  };
  function fail(error: ErrorBody) {
    if (ended) return;
    start();
    frame('error', error);
    end();
  }
  return {
    send(event) {
      if (ended) return;
      start();
      frame(event.type, event);
    },
    finish(event) {
      if (ended) return;
      start();
      frame(event.type, event);
      end();
    },
    fail,
    get started() {
      return body !== null;
    },
  };
}

type Json = Record<string, unknown>;

const EXAMPLE = [
  'id: 1\nevent: stage\ndata: {"type":"stage","stage":"reading","progress":0.05}',
  'id: 2\nevent: stage\ndata: {"type":"stage","stage":"selecting","progress":0.15}',
  'id: 3\nevent: stage\ndata: {"type":"stage","stage":"writing","progress":0.2}',
  'id: 4\nevent: text\ndata: {"type":"text","delta":"Three full-body days a week with a rest day between. "}',
  'id: 5\nevent: partial\ndata: {"type":"partial","overview":"Three full-body days a week with a rest day between. ","schedule":[{"day":"Monday","focus":"Full body","exercises":["…"]}],"progress":0.43}',
  'id: 6\nevent: stage\ndata: {"type":"stage","stage":"saving","progress":0.96}',
  'id: 7\nevent: done\ndata: {"type":"done","plan":{"id":"p4Nd8QaZ2rTy6uVw","…":"…"},"managementKey":"mk_…","emailed":null}',
  '',
].join('\n\n');

const stage = (stages: readonly string[]): Json => ({
  type: 'object',
  title: 'stage',
  required: ['type', 'stage', 'progress'],
  properties: {
    type: { const: 'stage' },
    stage: { type: 'string', enum: [...stages] },
    progress: { type: 'number', minimum: 0, maximum: 1 },
  },
});

/**
 * The event stream in the API document: a `text/event-stream` answer beside the JSON one, whose `data`
 * lines are described by `contentSchema` (one event per `data` line, by `type`), with an example, and a
 * sentence on the operation. The stages are the contract's (GENERATION_STAGES).
 */
export function documentEventStream(
  document: { paths?: object },
  operation: { path: string; method: string; stages: readonly string[] },
): void {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const target = paths[operation.path]?.[operation.method];
  if (!target) throw new Error(`documentEventStream: no operation ${operation.method} ${operation.path}`);
  target.description =
    `${String(target.description ?? '')}\n\n` +
    '**As a stream**: send `Accept: text/event-stream` (a client that accepts JSON as much gets JSON) and the ' +
    'answer is server-sent events, the same the web app ' +
    'shows while the plan is written: `stage` (with `progress` from 0 to 1), `text` (the overview as it is written), ' +
    '`partial` (the days checked so far), then `done` with the saved plan, its `managementKey` (only for the call ' +
    'that made it) and `emailed`. The body is the same JSON as without the header. Until the first event, a failure ' +
    'is the usual JSON error with its status (invalid input is a 400 before any event); after it, a failure is a ' +
    'last `error` event in the `Error` shape (`SERVER_RESTARTING` when the server restarts: send the same request ' +
    'again with the same `requestId` to get the plan). A comment line (`: ping`) every 10 seconds keeps the connection open.';
  const responses = target.responses as Record<string, { content?: Record<string, Json> }>;
  const ok = responses['200'];
  if (!ok?.content) throw new Error('documentEventStream: the operation has no 200 answer');
  ok.content[EVENT_STREAM_TYPE] = {
    schema: {
      type: 'string',
      description:
        'Server-sent events: each is an `id`, an `event` (its type) and one `data` line of JSON, described by `contentSchema`.',
      contentMediaType: 'application/json',
      contentSchema: {
        oneOf: [
          stage(operation.stages),
          {
            type: 'object',
            title: 'text',
            required: ['type', 'delta'],
            properties: { type: { const: 'text' }, delta: { type: 'string' } },
          },
          {
            type: 'object',
            title: 'partial',
            required: ['type', 'overview', 'schedule', 'progress'],
            properties: {
              type: { const: 'partial' },
              overview: { type: 'string' },
              schedule: { $ref: '#/components/schemas/WorkoutPlan/properties/schedule' },
              progress: { type: 'number', minimum: 0, maximum: 1 },
            },
          },
          {
            type: 'object',
            title: 'done',
            required: ['type', 'plan', 'managementKey', 'emailed'],
            properties: {
              type: { const: 'done' },
              plan: { $ref: '#/components/schemas/WorkoutPlan' },
              managementKey: { $ref: '#/components/schemas/CreatedWorkoutPlan/properties/managementKey' },
              emailed: { $ref: '#/components/schemas/CreatedWorkoutPlan/properties/emailed' },
            },
          },
          {
            title: 'error',
            description: 'A failure after the stream began (its `event` is `error`): the one error shape.',
            $ref: '#/components/schemas/Error',
          },
        ],
      },
    },
    example: EXAMPLE,
  };
}
