import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Request budgets per client IP and per route family, per minute: what costs most (generation, the
 * progression, email) gets the least. Static files and the health check are not limited.
 */
const BUDGETS = { generate: 10, progression: 10, email: 3, write: 60, read: 600 } as const;
type Family = keyof typeof BUDGETS | 'free';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export function routeFamily(request: Pick<FastifyRequest, 'url' | 'method'>): Family {
  const path = request.url.split('?')[0] ?? '';
  const isApi = path.startsWith('/api/') || path.startsWith('/trpc/');
  if (!isApi || path === '/api/health' || path.startsWith('/api/docs') || path === '/api/openapi.json')
    return 'free';
  if (/\/workouts\/generate$|workouts\.generate/.test(path)) return 'generate';
  if (/\/progression$|workouts\.progression/.test(path)) return 'progression';
  if (/\/email$|share\.email/.test(path)) return 'email';
  // tRPC mutations are POSTs; its queries and subscriptions are GETs.
  return request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
}

export async function registerRateLimits(app: FastifyInstance, scale: number): Promise<void> {
  if (scale <= 0) return;
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    allowList: (request) => routeFamily(request) === 'free',
    keyGenerator: (request) => `${request.ip}:${routeFamily(request)}`,
    max: (request) => {
      const family = routeFamily(request);
      return family === 'free' ? Number.MAX_SAFE_INTEGER : Math.max(1, Math.round(BUDGETS[family] * scale));
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: RATE_LIMIT_MESSAGE,
      message: RATE_LIMIT_MESSAGE,
      code: 'TOO_MANY_REQUESTS',
      retryAfter: context.after,
    }),
  });
}
