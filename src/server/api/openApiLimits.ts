/**
 * The limits in the API document (issue 28, item 6): the rate-limit headers on every answer that can
 * carry them, and the optional API key with the 401 an unknown one gets. What is sent is
 * security/rateLimit.ts's setLimitHeaders; who is charged, security/apiKeys.ts.
 */

type Json = Record<string, unknown>;
type Document = {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, Json>; security?: unknown }> | undefined
  >;
  components?: Json;
  security?: unknown;
};

export const API_KEY_SCHEME = 'ApiKey';

const LIMIT_HEADERS = {
  RateLimitPolicy: {
    description:
      'The budget this call was charged to (IETF draft-ietf-httpapi-ratelimit-headers-11): its name, its quota `q` and ' +
      'its window `w` in seconds, as `"generate";q=10;w=60`. Each kind of work has its own budget per client (an ' +
      "address, or an API key's own).",
    schema: { type: 'string', example: '"read";q=600;w=60' },
  },
  RateLimit: {
    description:
      'What is left of that budget: `r` calls remaining and `t` seconds until the window starts again, as ' +
      '`"read";r=599;t=60` (draft-ietf-httpapi-ratelimit-headers-11).',
    schema: { type: 'string', example: '"read";r=599;t=60' },
  },
};

/** Answers refused before the call is charged (a body the server does not read, an unknown key). */
const UNCHARGED = new Set(['401', '413', '415']);

export function documentLimits(generated: { paths?: object; components?: object }): void {
  const document = generated as Document;
  document.components ??= {};
  const components = document.components;
  components.headers = { ...(components.headers as Json | undefined), ...LIMIT_HEADERS };
  components.securitySchemes = {
    [API_KEY_SCHEME]: {
      type: 'http',
      scheme: 'bearer',
      description:
        'Optional. A key the operator issued (`API_KEYS`): its calls spend its own budgets instead of those of the ' +
        'address they come from. A key the server does not know is a 401 (`UNKNOWN_API_KEY`).',
    },
  };
  // No key, or a key: both are accepted everywhere.
  document.security = [{}, { [API_KEY_SCHEME]: [] }];
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      operation.responses ??= {};
      const responses = operation.responses;
      responses['401'] = {
        description:
          'The `Authorization: Bearer` key is not one this server issued. Codes: `UNKNOWN_API_KEY`.',
        headers: {
          'WWW-Authenticate': { description: '`Bearer realm="workout-coach"`.', schema: { type: 'string' } },
        },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
      for (const [status, response] of Object.entries(responses)) {
        if (UNCHARGED.has(status)) continue;
        response.headers = {
          ...(response.headers as Json | undefined),
          'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
          RateLimit: { $ref: '#/components/headers/RateLimit' },
          'X-RateLimit-Limit': { $ref: '#/components/headers/RateLimitLimit' },
          'X-RateLimit-Remaining': { $ref: '#/components/headers/RateLimitRemaining' },
          'X-RateLimit-Reset': { $ref: '#/components/headers/RateLimitReset' },
        };
      }
      // Responses in status order, as the rest of the document lists them.
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
      );
    }
  }
}
