import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

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

export async function registerRateLimits(
  app: FastifyInstance,
  options: { scale: number; redisUrl: string | null },
): Promise<void> {
  const { scale } = options;
  if (scale <= 0) return;
  // With Redis the counters are shared by every instance behind the load balancer.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : null;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis for rate limits is unavailable'));
    // Connect before serving; if Redis is down the limits are skipped (skipOnError) rather than the site.
    await redis
      .connect()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not connect to redis for rate limits'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: 'workout-coach-rl:', skipOnError: true } : {}),
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
