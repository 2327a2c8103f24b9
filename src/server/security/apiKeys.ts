import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../api/errorResponses';
import { REQUEST_ID_HEADER } from '../api/http';
import type { ApiKeyConfig } from '../config';
import { clientKey } from './rateLimit';

/**
 * Operator-issued API keys (README "API keys", issue 28, item 6). Without a key, a client's budgets are
 * its address's (security/rateLimit.ts clientKey), shared by everyone behind it: a gym's one server
 * address would get 10 generations a minute for all its members. With a key the operator issued
 * (`API_KEYS`), the budgets are the key's own, scaled by its `scale`, wherever its calls come from. A key
 * that is not one of them is a 401 in the one error shape, never silently the address's budget, so an
 * integrator learns at once that its key is wrong.
 *
 * The key travels in `Authorization: Bearer <key>`, never in a URL; no log line holds it
 * (security/requestLog.ts logs no header), and the server keeps only its SHA-256 after start-up.
 */

/** Whose budgets a request spends: an address (its clientKey) or an API key's own, with its scale. */
export type BudgetOwner = { id: string; scale: number };

const owners = new WeakMap<object, BudgetOwner>();

function digest(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key sent in `Authorization: Bearer …`, or undefined when none (another scheme is not ours). */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * Checks the key of every request that sends one: unknown, a 401 (UNKNOWN_API_KEY) before anything is
 * done or charged; known, its budgets are the key's (budgetOwner).
 */
export function registerApiKeys(app: FastifyInstance, keys: ApiKeyConfig[]): void {
  const byDigest = new Map(keys.map((entry) => [digest(entry.key), entry]));
  app.addHook('onRequest', (request, reply, done) => {
    const presented = bearerOf(request);
    if (presented === undefined) return done();
    const entry = byDigest.get(digest(presented));
    if (!entry) {
      // Answered before the hooks that would add the request id (api/http.ts): it is added here.
      void reply
        .code(401)
        .header(REQUEST_ID_HEADER, request.id)
        .header('www-authenticate', 'Bearer realm="workout-coach"')
        .header('content-type', 'application/json')
        .send(JSON.stringify(errorBody('UNKNOWN_API_KEY')));
      return;
    }
    owners.set(request, { id: `key:${entry.name}`, scale: entry.scale });
    done();
  });
}

/** Whose budgets this request spends: its API key's, or its address's (IPv6 by its /64). */
export function budgetOwner(request: FastifyRequest): BudgetOwner {
  return owners.get(request) ?? { id: clientKey(request.ip), scale: 1 };
}
