import { z } from 'zod';
import { codesWithStatus, errorBodySchema } from '../../contract/errors';
import type { AppRouter } from '../trpc/router';

/**
 * The error half of the OpenAPI document, made true. trpc-to-openapi describes errors with its own
 * schema (`message`, `code`, `issues`, no `error`) and a guess at the statuses (a 404 on every GET
 * with input, no 429, 413, 415 or 503). This replaces every error response with the one shape the
 * server really sends (src/contract/errors.ts, enforced by api/errorResponses.ts) and lists, for each
 * operation, exactly the statuses it can answer:
 *
 * - 400 when it takes any input (a malformed id included); with a body (or a DELETE, whose body
 *   Fastify reads), also 413 and 415;
 * - the statuses its procedure declares in `errorResponses` (404 where something is looked up, 403,
 *   409, 422, 502, 503 for email);
 * - 429 unless its calls are free (security/rateLimit.ts), with the headers actually sent;
 * - 503 with `Retry-After` when it reads the database; 500 always.
 *
 * tests/integration/api-errors.test.ts and every REST call of the integration suites
 * (tests/helpers/openapi-validator.ts) hold the document to what the server sends.
 */

type Json = Record<string, unknown>;
type Operation = {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, Json>;
};

/** Facts about an operation that the document cannot tell. */
export type OperationFacts = {
  /** Statuses the procedure declares (with their descriptions). */
  declared: Record<string, string>;
  /** Whether its calls are charged to a budget (429). */
  limited: boolean;
  /** Whether it reads the database (503 in an outage). */
  database: boolean;
};

const WRITE_METHODS = new Set(['post', 'patch', 'put', 'delete']);
const IN_FLIGHT_TEXT = 'a request with this `Idempotency-Key` still in flight (wait `Retry-After` seconds)';

/** Procedures that never touch the database: no 503. */
const WITHOUT_DATABASE = new Set(['system.examplePlan']);

const STATUS_TEXT: Record<string, string> = {
  '400':
    'Invalid input: a malformed id, a value out of range or of the wrong type, or a body that is not valid JSON or not an object.',
  '403': 'Refused.',
  '404': 'Not found.',
  '409':
    'A request with this `Idempotency-Key` is still in flight: send it again after `Retry-After` seconds.',
  '413': 'The request body is larger than 256 kB.',
  '415': 'The request body is not sent as `application/json`.',
  '422': "This `Idempotency-Key` (or generate's `requestId`) was sent before with a different request.",
  '429': 'Over the rate limit: wait `Retry-After` seconds.',
  '500': 'An unexpected failure on the server.',
  '502': 'The mail server refused or failed.',
  '503': 'Unavailable for a moment (the database, or email): retry after `Retry-After` seconds.',
};

const HEADERS = {
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  RetryAfterWhenInFlight: {
    description: 'With `IDEMPOTENCY_IN_FLIGHT` only: seconds to wait before sending the request again.',
    schema: { type: 'integer', minimum: 1 },
  },
  RateLimitLimit: {
    description: "The client's budget for this kind of call in the current minute.",
    schema: { type: 'integer', minimum: 1 },
  },
  RateLimitRemaining: {
    description: 'Calls left in the current window.',
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitReset: {
    description: 'Seconds until the window starts again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** The JSON Schema of the error body, as a component. */
export function errorSchemaComponent(): Json {
  const { $schema: _schema, ...schema } = z.toJSONSchema(errorBodySchema, { io: 'output' }) as Json;
  return schema;
}

function errorResponse(status: string, description: string | undefined): Json {
  const codes = codesWithStatus(Number(status));
  const headers: Json = {};
  if (status === '429') {
    headers['Retry-After'] = { $ref: '#/components/headers/RetryAfter' };
    headers['X-RateLimit-Limit'] = { $ref: '#/components/headers/RateLimitLimit' };
    headers['X-RateLimit-Remaining'] = { $ref: '#/components/headers/RateLimitRemaining' };
    headers['X-RateLimit-Reset'] = { $ref: '#/components/headers/RateLimitReset' };
  }
  if (status === '503') headers['Retry-After'] = { $ref: '#/components/headers/RetryAfter' };
  // Sent with IDEMPOTENCY_IN_FLIGHT (and JOIN_LIMITED's 429 above), not with the other 409s.
  if (status === '409') headers['Retry-After'] = { $ref: '#/components/headers/RetryAfterWhenInFlight' };
  return {
    description: `${description ?? STATUS_TEXT[status] ?? 'An error.'} Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/** The statuses an operation can answer besides 200, with their descriptions (undefined: the default). */
export function errorStatuses(
  operation: Operation,
  facts: OperationFacts,
  method: string,
): Record<string, string | undefined> {
  const parameters = operation.parameters ?? [];
  const hasBody = operation.requestBody !== undefined;
  const hasInput = hasBody || parameters.some((parameter) => parameter.in !== 'header');
  const statuses: Record<string, string | undefined> = {};
  if (hasInput) statuses['400'] = undefined;
  for (const [status, description] of Object.entries(facts.declared)) statuses[status] = description;
  // Fastify reads a DELETE's body too (too large, another media type) though the procedure ignores it.
  if (hasBody || method === 'delete') {
    statuses['413'] = undefined;
    statuses['415'] = undefined;
  }
  // Every write takes an Idempotency-Key (api/idempotency.ts): a weak key is a 400, a duplicate in flight a
  // 409, the key with another request a 422.
  if (WRITE_METHODS.has(method)) {
    statuses['400'] = statuses['400'] ?? undefined;
    statuses['409'] = statuses['409'] ? `${statuses['409']}; or ${IN_FLIGHT_TEXT}` : STATUS_TEXT['409'];
    statuses['422'] = undefined;
  }
  if (facts.limited && !('429' in statuses)) statuses['429'] = undefined;
  statuses['500'] = undefined;
  if (facts.database && !('503' in statuses)) statuses['503'] = undefined;
  return Object.fromEntries(Object.entries(statuses).sort(([a], [b]) => Number(a) - Number(b)));
}

/** What the router says about each REST operation, keyed `METHOD path`. */
function factsFromRouter(router: AppRouter): Map<string, OperationFacts & { health: boolean }> {
  const facts = new Map<string, OperationFacts & { health: boolean }>();
  const procedures = router._def.procedures as unknown as Record<
    string,
    {
      _def: { type: string; meta?: { openapi?: { method: string; path: string; errorResponses?: unknown } } };
    }
  >;
  for (const [path, procedure] of Object.entries(procedures)) {
    const openapi = procedure._def.meta?.openapi;
    if (!openapi) continue;
    const declared: Record<string, string> = {};
    const errorResponses = openapi.errorResponses;
    if (Array.isArray(errorResponses)) for (const status of errorResponses) declared[String(status)] = '';
    else if (errorResponses && typeof errorResponses === 'object') {
      for (const [status, description] of Object.entries(errorResponses))
        declared[status] = String(description);
    }
    for (const status of Object.keys(declared)) if (!declared[status]) delete declared[status];
    const health = path === 'system.health';
    facts.set(`${openapi.method.toLowerCase()} ${openapi.path}`, {
      declared: health ? {} : declared,
      // Every procedure is charged to a budget (security/rateLimit.ts), the health check included.
      limited: true,
      database: !WITHOUT_DATABASE.has(path) && !health,
      health,
    });
  }
  return facts;
}

/**
 * Rewrites the document's error responses in place. `extra` gives the facts of operations that are
 * not procedures (the PDF route).
 */
export function describeErrors(
  openApiDocument: { paths?: object; components?: object },
  router: AppRouter,
  extra: Record<string, OperationFacts> = {},
): void {
  const document = openApiDocument as {
    paths?: Record<string, Record<string, unknown>>;
    components?: Record<string, unknown>;
  };
  const facts = factsFromRouter(router);
  for (const [key, value] of Object.entries(extra)) facts.set(key, { ...value, health: false });
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as Operation;
      const known = facts.get(`${method} ${path}`);
      if (!operation.responses || !known) continue;
      const responses: Record<string, Json> = {};
      for (const [status, response] of Object.entries(operation.responses)) {
        // Successes and the 304 of a file route (the PDF) stay; the errors are rewritten below.
        if (Number(status) < 400) responses[status] = response;
      }
      for (const [status, description] of Object.entries(errorStatuses(operation, known, method))) {
        responses[status] = errorResponse(status, description);
      }
      if (known.health) {
        // Health reports itself either way: a 503 carries the same report, with `Retry-After`.
        const report = operation.responses['200'] as Json;
        responses['503'] = {
          description: 'The database does not answer: the same report, with `status: unhealthy`.',
          headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
          content: report.content,
        };
      }
      operation.responses = responses;
    }
  }
  document.components = document.components ?? {};
  const components = document.components as Record<string, Record<string, unknown>>;
  components.schemas = components.schemas ?? {};
  const schemas = components.schemas;
  // trpc-to-openapi's own error schemas are no longer referenced.
  for (const name of Object.keys(schemas)) if (name.startsWith('error.')) delete schemas[name];
  schemas.Error = errorSchemaComponent();
  components.headers = { ...(components.headers ?? {}), ...HEADERS };
}
