import zlib from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Every REST answer the integration suites receive is checked against the OpenAPI document the same
 * server publishes (`/api/openapi.json`), with Ajv, a validator nobody here wrote: the status must be
 * one the operation documents, the body must match that status's schema (errors included), and the
 * headers it marks required (Retry-After on 429 and 503) must be there. Mismatches are recorded and
 * fail the test that made the call (tests/helpers/openapi-setup.ts); the number of answers checked is
 * printed after each file.
 */

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, Json> };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Json };

export type ApiAnswer = {
  method: string;
  /** The path as requested, with its query (`/api/workouts/abc?language=es`). */
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The decoded body text, or null when it is binary or absent. */
  body: string | null;
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** What the suites record: the number of answers checked and each mismatch. */
type Ledger = { validated: number; errors: number; mismatches: string[] };
const LEDGER_KEY = Symbol.for('workout-coach.openapi-ledger');

export function ledger(): Ledger {
  const holder = globalThis as unknown as Record<symbol, Ledger | undefined>;
  holder[LEDGER_KEY] ??= { validated: 0, errors: 0, mismatches: [] };
  return holder[LEDGER_KEY];
}

function escapePointer(token: string): string {
  return encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'));
}

/** Paths not described as operations: the document itself and the docs page. */
function isUndescribed(path: string): boolean {
  return path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/');
}

export class OpenApiValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp; parameters: number }[];

  constructor(private readonly document: Document) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(document as Json, 'openapi.json');
    this.templates = Object.keys(document.paths ?? {})
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^/}]+\}/g, '[^/]+')}$`),
        parameters: (template.match(/\{/g) ?? []).length,
      }))
      // Fixed paths (/workouts/recent) before parameterised ones (/workouts/{id}), as the server routes.
      .sort((a, b) => a.parameters - b.parameters);
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  /** Null when the answer is what the document says, else why not. Undescribed paths give undefined. */
  check(answer: ApiAnswer): string | null | undefined {
    const method = answer.method.toLowerCase();
    const { pathname } = new URL(answer.url, 'http://api.test');
    const path = pathname.replace(/^\/api(?=\/|$)/, '') || '/';
    if (isUndescribed(path) || method === 'options') return undefined;
    const label = `${answer.method} ${answer.url} -> ${answer.status}`;
    const match = this.templates.find(({ pattern }) => pattern.test(path.replace(/\/+$/, '') || '/'));
    const operationMethod = method === 'head' ? 'get' : method;
    const operation = match ? this.document.paths?.[match.template]?.[operationMethod] : undefined;
    if (!match || !operation) {
      // No such operation: the answer must be an error in the documented shape (a 404 or 405, or a
      // body refused before routing: invalid JSON, too large, wrong media type).
      if (answer.status < 400) return `${label}: no operation, yet not an error`;
      if (method === 'head') return null; // HEAD answers the error's status and headers, without its body
      return this.checkBody(label, '/components/schemas/Error', answer, 'application/json');
    }
    const responses = operation.responses ?? {};
    const status = String(answer.status);
    const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!documented) {
      return `${label}: status not documented for ${operationMethod.toUpperCase()} ${match.template} (documented: ${Object.keys(responses).join(', ')}); body ${answer.body?.slice(0, 300)}`;
    }
    const headerProblem = this.checkHeaders(label, documented, answer);
    if (headerProblem) return headerProblem;
    if (method === 'head' || answer.status === 204 || answer.status === 304) return null;
    const content = (documented.content ?? {}) as Record<string, Json>;
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!content[type]) {
      return `${label}: content type ${type || '(none)'} not documented (documented: ${Object.keys(content).join(', ') || 'none'})`;
    }
    if (type !== 'application/json') return null;
    const key = responses[status] ? status : responses[`${status[0]}XX`] ? `${status[0]}XX` : 'default';
    const pointer = `/paths/${escapePointer(match.template)}/${operationMethod}/responses/${key}/content/${escapePointer(type)}/schema`;
    return this.checkBody(label, pointer, answer, type);
  }

  private checkHeaders(label: string, documented: Json, answer: ApiAnswer): string | null {
    const headers = (documented.headers ?? {}) as Record<string, Json>;
    for (const [name, value] of Object.entries(headers)) {
      const header = this.resolve(value);
      if (header.required === true && answer.headers[name.toLowerCase()] === undefined) {
        return `${label}: required header ${name} missing`;
      }
    }
    return null;
  }

  private resolve(value: Json): Json {
    const ref = value.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
    let node: unknown = this.document;
    for (const token of ref.slice(2).split('/')) {
      node = (node as Json | undefined)?.[token.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return (node as Json | undefined) ?? {};
  }

  /** Null when `value` matches the schema at `pointer` in the document, else why not (streamed events). */
  checkValue(pointer: string, value: unknown): string | null {
    const validate = this.validator(pointer);
    if (validate(value)) return null;
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`)
      .join('; ');
  }

  private checkBody(label: string, pointer: string, answer: ApiAnswer, type: string): string | null {
    const received = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (received !== type) return `${label}: content type ${received || '(none)'}, expected ${type}`;
    let body: unknown;
    try {
      body = JSON.parse(answer.body ?? '');
    } catch {
      return `${label}: body is not JSON: ${answer.body?.slice(0, 200)}`;
    }
    const validate = this.validator(pointer);
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`)
      .join('; ');
    return `${label}: body does not match ${pointer}: ${errors}; body ${JSON.stringify(body).slice(0, 400)}`;
  }
}

/** Records one answer's check in the ledger. */
export function record(validator: OpenApiValidator, answer: ApiAnswer): void {
  const problem = validator.check(answer);
  if (problem === undefined) return;
  const book = ledger();
  book.validated += 1;
  if (answer.status >= 400) book.errors += 1;
  if (problem) book.mismatches.push(problem);
}

function decode(payload: Buffer, encoding: unknown): string | null {
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(payload).toString('utf8');
    if (encoding === 'br') return zlib.brotliDecompressSync(payload).toString('utf8');
    if (encoding === 'deflate') return zlib.inflateSync(payload).toString('utf8');
    return payload.toString('utf8');
  } catch {
    return null;
  }
}

const validators = new Map<string, OpenApiValidator>();

function validatorFor(documentText: string): OpenApiValidator {
  let validator = validators.get(documentText);
  if (!validator) {
    validator = new OpenApiValidator(JSON.parse(documentText) as Document);
    validators.set(documentText, validator);
  }
  return validator;
}

const checked = new WeakSet<FastifyInstance>();

/**
 * Checks every answer this app gives to `app.inject` under /api against its own document. Call it on
 * any app a test builds (openTestApp does).
 */
export function checkApiAnswers(app: FastifyInstance): FastifyInstance {
  if (checked.has(app)) return app;
  checked.add(app);
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  let documentText: string | null = null;
  const wrapped = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const url = typeof options === 'string' ? options : String(options.url ?? options.path ?? '/');
    const method = typeof options === 'string' ? 'GET' : String(options.method ?? 'GET');
    if (!url.startsWith('/api')) return response;
    documentText ??= (await inject({ url: '/api/openapi.json' })).body;
    const type = String(response.headers['content-type'] ?? '');
    record(validatorFor(documentText), {
      method,
      url,
      status: response.statusCode,
      headers: response.headers,
      body: type.startsWith('application/json')
        ? decode(response.rawPayload, response.headers['content-encoding'])
        : null,
    });
    return response;
  };
  // The chained form (`app.inject()` with no options) is left as it is.
  (app as { inject: unknown }).inject = (options?: InjectOptions | string) =>
    options === undefined ? inject(options as never) : wrapped(options);
  return app;
}

/**
 * Checks every answer `fetch` gets from a server on this machine under /api (tests that listen on a
 * port or start the server as a process), against the document that server publishes.
 */
export function checkFetchedApiAnswers(): void {
  const holder = globalThis as unknown as { fetch: typeof fetch; __openApiFetch?: boolean };
  if (holder.__openApiFetch) return;
  holder.__openApiFetch = true;
  const original = holder.fetch.bind(globalThis);
  const documents = new Map<string, Promise<string>>();
  holder.fetch = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const response = await original(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
    if (!local || !url.pathname.startsWith('/api')) return response;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    let document = documents.get(url.origin);
    if (!document) {
      document = original(`${url.origin}/api/openapi.json`).then((answer) => answer.text());
      documents.set(url.origin, document);
    }
    const type = response.headers.get('content-type') ?? '';
    const body = type.startsWith('application/json') ? await response.clone().text() : null;
    record(validatorFor(await document), {
      method,
      url: `${url.pathname}${url.search}`,
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body,
    });
    return response;
  };
}
