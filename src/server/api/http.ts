import { hash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MANAGEMENT_KEY_HEADER } from '../../contract/constants';
import type { CorsConfig } from '../config';
import { errorBody, fastifyError } from './errorResponses';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './idempotency';

/**
 * HTTP done properly for the REST API under /api (README "The REST API"): request ids on every answer,
 * HEAD that mirrors GET, 405 with `Allow` for a wrong method, CORS, ETags with 304, Cache-Control and
 * compressed JSON. Everything here is a Fastify hook or route around trpc-to-openapi's handler, which
 * knows none of it; the table of paths and methods comes from the OpenAPI document, so it cannot drift
 * from what the API serves.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
/** What we take from a client or proxy as a request id: short, and nothing a log line could trip on. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it is sane (a proxy's or client's id, so one
 * id follows a request through every log), else a new UUID. Fastify's own `requestIdHeader` would take
 * any text; this is why app.ts leaves it off and passes this instead.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const API_PREFIX = '/api';
/** The largest string Node writes to a socket from a buffer on its stack (MaybeStackBuffer in StreamBase). */
const STACK_WRITE_BYTES = 16 * 1024;
/** Below this, compressing costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** The lists change with every new or rated plan; a client or cache may reuse one this long. */
export const LIST_MAX_AGE_SECONDS = 30;
const LIST_PATHS = new Set(['/workouts/recent', '/workouts/top-rated', '/workouts/browse']);
const NO_STORE_PATHS = new Set(['/health']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CORS_ALLOWED_HEADERS = [
  'content-type',
  MANAGEMENT_KEY_HEADER,
  REQUEST_ID_HEADER,
  'if-none-match',
  IDEMPOTENCY_KEY_HEADER,
  // An integrator's API key (security/apiKeys.ts).
  'authorization',
];
/** Exactly the headers the API sends that a browser hides unless told (tests/integration/http.test.ts). */
export const CORS_EXPOSED_HEADERS = [
  'etag',
  'retry-after',
  REQUEST_ID_HEADER,
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'ratelimit',
  'ratelimit-policy',
  'content-disposition',
  IDEMPOTENT_REPLAYED_HEADER,
];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

type Route = { pattern: RegExp; methods: Set<string>; fixed: boolean };

/** Path templates of the document (`/workouts/{id}`) as patterns, matched like trpc-to-openapi does. */
export function apiRoutes(paths: Record<string, object>): Route[] {
  const routes = Object.entries(paths).map(([template, operations]) => ({
    pattern: new RegExp(`^${template.replace(/\{[^{}]+\}/g, '[^/]+')}$`, 'i'),
    methods: new Set(Object.keys(operations).map((method) => method.toUpperCase())),
    fixed: !template.includes('{'),
  }));
  routes.push({ pattern: /^\/openapi\.json$/i, methods: new Set(['GET']), fixed: true });
  return routes;
}

/**
 * Every method this path answers. A fixed path wins over a template for every method (issue 28, item 3):
 * `/workouts/generate` is not a plan id, so it takes only its own methods, never `/workouts/{id}`'s.
 */
function methodsFor(routes: Route[], path: string): string[] {
  const methods = new Set<string>();
  const matching = routes.filter((route) => route.pattern.test(path));
  const fixed = matching.some((route) => route.fixed);
  for (const route of matching)
    if (route.fixed || !fixed) for (const method of route.methods) methods.add(method);
  if (methods.size === 0) return [];
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((method) => methods.has(method));
}

/** The API's error body for a wrong method (the one shape of api/errorResponses.ts), naming what the path takes. */
function methodNotAllowedBody(method: string, allowed: string[]) {
  return errorBody(
    'METHOD_NOT_ALLOWED',
    `${method} is not allowed here. This path answers ${allowed.join(', ')}.`,
  );
}

function apiPath(url: string): string | null {
  if (!url.startsWith(API_PREFIX) || (url.length > 4 && url[4] !== '/' && url[4] !== '?')) return null;
  const end = url.indexOf('?');
  const path = url.slice(API_PREFIX.length, end === -1 ? undefined : end);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

function originAllowed(origins: CorsConfig['readOrigins'], origin: string): boolean {
  return origins === '*' || origins.includes(origin);
}

/**
 * CORS headers for an answer to `origin`, or none. Reads are open to the origins in CORS_ORIGINS (`*` by
 * default); writes only to CORS_WRITE_ORIGINS (none by default, README "Cross-origin calls"). No
 * credentials either way: nothing here uses cookies.
 */
function setCorsHeaders(reply: FastifyReply, cors: CorsConfig, origin: string, write: boolean) {
  const origins = write ? cors.writeOrigins : cors.readOrigins;
  if (!originAllowed(origins, origin)) return false;
  reply.header('access-control-allow-origin', origins === '*' ? '*' : origin);
  return true;
}

function setExposeHeaders(reply: FastifyReply) {
  reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS.join(', '));
}

const LIST_CACHE_CONTROL = `public, max-age=${LIST_MAX_AGE_SECONDS}`;

/** Cache-Control for a successful read: lists briefly fresh, health never stored, the rest revalidated. */
function cacheControlFor(path: string): string {
  if (LIST_PATHS.has(path)) return LIST_CACHE_CONTROL;
  if (NO_STORE_PATHS.has(path)) return 'no-store';
  // Plans, challenges, ratings and progress change with ratings, management and completion: a client
  // may keep them but asks again each time; the ETag makes the asking cheap (a 304 without the body).
  return 'no-cache';
}

/**
 * A weak validator: the same JSON body gives the same tag whatever the content coding on the wire. A string
 * is hashed as its UTF-8 bytes, so a body gets the same tag as text or as bytes.
 */
export function entityTag(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** What the remembered answers may hold, in characters (about 4-8 MB), and how many. */
const REMEMBERED_CHARACTERS = 4_000_000;
const REMEMBERED_ANSWERS = 1000;

/**
 * The tags of recent answers by URL, each with the exact text it was computed from. An answer equal to the
 * remembered text, compared in full, gets the remembered tag: the same tag its hash would give, for a
 * comparison of memory instead of a SHA-1 (about 40 µs for a 60 kB plan, the largest cost the tag added to a
 * read, `npm run bench`). Any other answer is hashed and remembered in place of the old one; the oldest are
 * forgotten beyond the bounds above. The URL only decides where to look: correctness rests on the full
 * comparison, so a plan changed by a rating gets a new tag at once.
 */
export class EntityTags {
  readonly #answers = new Map<string, { body: string; tag: string }>();
  #characters = 0;

  constructor(
    readonly maxCharacters = REMEMBERED_CHARACTERS,
    readonly maxAnswers = REMEMBERED_ANSWERS,
  ) {}

  tagFor(url: string, body: string): string {
    const known = this.#answers.get(url);
    if (known?.body === body) return known.tag;
    const tag = entityTag(body);
    if (known) {
      this.#answers.delete(url);
      this.#characters -= known.body.length;
    }
    if (body.length > this.maxCharacters / 8) return tag;
    this.#answers.set(url, { body, tag });
    this.#characters += body.length;
    for (const [oldest, answer] of this.#answers) {
      if (this.#characters <= this.maxCharacters && this.#answers.size <= this.maxAnswers) break;
      this.#answers.delete(oldest);
      this.#characters -= answer.body.length;
    }
    return tag;
  }

  /** How many answers and characters are remembered (tests). */
  get size(): { answers: number; characters: number } {
    return { answers: this.#answers.size, characters: this.#characters };
  }
}

/** If-None-Match against our tag, compared weakly as RFC 9110 asks for GET and HEAD. */
export function matches(ifNoneMatch: string, tag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = tag.slice(2);
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === tag || value === opaque || (value.startsWith('W/') && value.slice(2) === opaque);
  });
}

/** Brotli at quality 4 and gzip at level 6: about as fast as each other, and brotli a third smaller. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The coding the client accepts that we prefer (br, then gzip), or null. Honours `;q=0`. */
function chooseEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  let gzipOk = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzipOk = true;
  }
  return gzipOk ? 'gzip' : null;
}

function isCompressible(type: unknown): boolean {
  const value = String(type ?? '');
  return value.startsWith('application/json') || value.startsWith('text/') || value.includes('javascript');
}

function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  if (!current) reply.header('vary', field);
  else if (!String(current).toLowerCase().includes(field.toLowerCase()))
    reply.header('vary', `${current}, ${field}`);
}

export function registerApiHttp(
  app: FastifyInstance,
  options: { cors: CorsConfig; paths: Record<string, object> },
): { refuseMethod: (request: FastifyRequest, reply: FastifyReply) => boolean } {
  const { cors } = options;
  const routes = apiRoutes(options.paths);
  const tags = new EntityTags();

  // Hooks that wait for nothing are callback-style: an async hook costs every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (request.url.startsWith(API_PREFIX) && request.method !== 'OPTIONS') {
      const write = !READ_METHODS.has(request.method);
      // An answer that depends on the Origin says so, for caches, whether or not this origin may read it.
      if ((write ? cors.writeOrigins : cors.readOrigins) !== '*') reply.header('vary', 'Origin');
      const origin = request.headers.origin;
      if (origin && setCorsHeaders(reply, cors, origin, write)) setExposeHeaders(reply);
    }
    done();
  });

  /**
   * A method the path does not answer: 405 with Allow, sent here, and true; false when the path does not
   * exist at all. The REST handler (api/rest.ts) asks only when no procedure answers the request, so the
   * reads that do find one pay nothing for it.
   */
  function refuseMethod(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = apiPath(request.originalUrl);
    const allowed = path === null ? [] : methodsFor(routes, path);
    if (allowed.length === 0) return false;
    reply.header('allow', allowed.join(', '));
    reply.code(405).send(methodNotAllowedBody(request.method, allowed));
    return true;
  }

  // TRACE is never answered (it would echo the request, cookies included): a 405 in the one shape, with the
  // path's own methods when it has any (issue 28, item 3).
  app.route({
    method: 'TRACE',
    url: '/api/*',
    handler: async (request, reply) => {
      const path = apiPath(request.originalUrl);
      const allowed = path === null ? [] : methodsFor(routes, path);
      if (allowed.length > 0) reply.header('allow', allowed.join(', '));
      return reply
        .code(405)
        .send(
          allowed.length > 0
            ? methodNotAllowedBody('TRACE', allowed)
            : errorBody('METHOD_NOT_ALLOWED', 'TRACE is not allowed.'),
        );
    },
  });

  // A compressed body is not read: a 415 in the one shape rather than gzip bytes parsed as JSON.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const encoding = request.headers['content-encoding'];
    if (request.url.startsWith(API_PREFIX) && encoding && encoding.toLowerCase() !== 'identity')
      return done(
        fastifyError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body uncompressed (no Content-Encoding).'),
      );
    done(null, payload);
  });

  // OPTIONS: the methods of the path (Allow), and for a browser's preflight, what it may send.
  app.options('/api/*', async (request, reply) => {
    const path = apiPath(request.originalUrl) ?? '/';
    const allowed = methodsFor(routes, path);
    if (allowed.length === 0) return reply.code(404).send(errorBody('NOT_FOUND'));
    reply.header('allow', allowed.join(', '));
    if (cors.readOrigins !== '*' || cors.writeOrigins !== '*') reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    const wanted = request.headers['access-control-request-method'];
    if (origin && typeof wanted === 'string') {
      const write = !READ_METHODS.has(wanted.toUpperCase());
      if (allowed.includes(wanted.toUpperCase()) && setCorsHeaders(reply, cors, origin, write)) {
        const writesToo = originAllowed(cors.writeOrigins, origin);
        reply.header(
          'access-control-allow-methods',
          allowed.filter((method) => writesToo || READ_METHODS.has(method)).join(', '),
        );
        reply.header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '));
        reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
    }
    return reply.code(204).send();
  });

  // Callback-style as well: only a compressed answer waits for anything (zlib's thread pool).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.originalUrl.startsWith(API_PREFIX)) return done(null, payload);
    const status = reply.statusCode;
    if (status >= 400) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!isCompressible(reply.getHeader('content-type'))) return done(null, payload);
    let body: string | Buffer = payload;

    if (status === 200 && (request.method === 'GET' || request.method === 'HEAD')) {
      const path = apiPath(request.originalUrl);
      if (path !== null && !reply.hasHeader('cache-control'))
        reply.header('cache-control', cacheControlFor(path));
      if (path !== null && !NO_STORE_PATHS.has(path)) {
        const tag = typeof body === 'string' ? tags.tagFor(request.originalUrl, body) : entityTag(body);
        // A large body is handed on as bytes, encoded once here: Node would otherwise join the headers and
        // the string into one more copy of the body before encoding it to write it. A small one stays a
        // string, which Node encodes on its stack with the headers in one write, while bytes would cost a
        // buffer of their own beyond Node's 4 kB pool (measured both ways, `npm run bench`, issue 15).
        if (typeof body === 'string' && body.length > STACK_WRITE_BYTES) body = Buffer.from(body);
        reply.header('etag', tag);
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch && matches(ifNoneMatch, tag)) {
          reply.code(304);
          reply.removeHeader('content-type');
          reply.removeHeader('content-length');
          return done(null, null);
        }
      }
    }

    // Characters, not bytes, for a string: no need to measure what is clearly big enough.
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return done(null, body);
    addVary(reply, 'Accept-Encoding');
    const acceptEncoding = request.headers['accept-encoding'];
    const encoding = acceptEncoding ? chooseEncoding(acceptEncoding) : null;
    if (!encoding || reply.hasHeader('content-encoding')) return done(null, body);
    const compressed = (error: Error | null, result: Buffer) => {
      if (error) return done(error);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, result);
    };
    if (encoding === 'br') zlib.brotliCompress(body, BROTLI_OPTIONS, compressed);
    else zlib.gzip(body, compressed);
  });

  return { refuseMethod };
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, OpenApiOperation> | undefined>;
  components?: { headers?: Record<string, unknown> } & Record<string, unknown>;
};
type OpenApiOperation = {
  parameters?: unknown[];
  responses?: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
};

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/**
 * The headers this module adds, in the API document: `x-request-id` on every answer, and on JSON reads
 * their `ETag`, `Cache-Control`, the `If-None-Match` request header and the 304 it can bring.
 */
export function documentHttp(generated: { paths?: object; components?: object }): void {
  const document = generated as OpenApiDocument;
  document.components ??= {};
  document.components.headers = {
    ...document.components.headers,
    RequestId: {
      description:
        'The id of this request, as in the server logs: the `x-request-id` you sent if it was 1-128 letters, ' +
        'digits or `._:-`, else a new UUID. Quote it when reporting a problem.',
      schema: { type: 'string', example: '3f8e2a51-7c0e-4d55-9d7b-2b8f7a1e9c40' },
    },
    ETag: {
      description:
        'A weak tag of the body (the JSON, or the file). Send it back in `If-None-Match` to get a 304 without the body while it is unchanged.',
      schema: { type: 'string', example: 'W/"kq3zP0c1sT9fXb2Yw8mR4nLhV6A"' },
    },
    CacheControl: {
      description:
        `\`public, max-age=${LIST_MAX_AGE_SECONDS}\` on the lists (recent, top-rated, browse); \`no-cache\` on ` +
        'the rest (keep it, but ask again: ratings, management and progress change it).',
      schema: { type: 'string', example: 'no-cache' },
    },
  };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations ?? {})) {
      const responses = operation.responses ?? {};
      for (const response of Object.values(responses))
        response.headers = { ...response.headers, [REQUEST_ID_HEADER]: headerRef('RequestId') };
      const ok = responses['200'];
      if (method !== 'get' || NO_STORE_PATHS.has(path) || !ok?.content?.['application/json']) continue;
      ok.headers = { ...ok.headers, ETag: headerRef('ETag'), 'Cache-Control': headerRef('CacheControl') };
      responses['304'] = {
        description: 'Not modified: the `If-None-Match` tag still matches; no body.',
        headers: { ETag: headerRef('ETag'), [REQUEST_ID_HEADER]: headerRef('RequestId') },
      } as (typeof responses)[string];
      operation.parameters = [
        ...(operation.parameters ?? []),
        {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'The `ETag` of a copy you hold: a 304 without the body if it is still current.',
          schema: { type: 'string' },
        },
      ];
    }
  }
}
