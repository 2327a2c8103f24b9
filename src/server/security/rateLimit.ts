import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Budgets per client IP, per minute, per kind of procedure call: what costs most (generation, the
 * progression, email) gets the least. They are charged per procedure call after routing (the tRPC
 * middleware in trpc/init.ts), so one tRPC batch of N calls costs N, and REST and tRPC, whatever the
 * spelling of the path, reach the same procedure and so the same budget.
 */
export const BUDGETS = { generate: 10, progression: 10, email: 3, join: 10, write: 60, read: 600 } as const;
export type Family = keyof typeof BUDGETS;

/**
 * The procedures that do not get the budget of their type (mutation: write; query or subscription:
 * read). Keyed by the procedure's path in the router, which is what both transports route to.
 * tests/unit/abuse.test.ts checks that every key is a procedure of the router.
 */
export const PROCEDURE_FAMILIES: Record<string, Family | 'free'> = {
  'workouts.generate': 'generate',
  'workouts.generateStream': 'generate',
  'workouts.progression': 'progression',
  'workouts.progressionStream': 'progression',
  'share.email': 'email',
  'challenges.join': 'join',
  // A POST so the health text stays out of URLs, but as cheap as a read (routers/screening.ts).
  'screening.readHealthText': 'read',
  'system.health': 'free',
};

export function procedureFamily(path: string, type: string): Family | 'free' {
  return PROCEDURE_FAMILIES[path] ?? (type === 'mutation' ? 'write' : 'read');
}

/** Joining a challenge, beyond the per-client budget: per client and challenge, and per challenge. */
export const JOIN_CAPS = { perClientPerChallengePerHour: 10, perChallengePerHour: 60 } as const;

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';
const MINUTE = 60_000;
export const HOUR = 3_600_000;

export type Charge = { allowed: boolean; limit: number; remaining: number; resetMs: number };

type Counter = { count: number; resetMs: number };
type Store = { hit(key: string, windowMs: number): Promise<Counter> };

/** Fixed windows in this process's memory. */
class MemoryStore implements Store {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number): Promise<Counter> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= 100_000) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.resetAt - now };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: drop the oldest rather than grow without bound.
    while (this.windows.size >= 100_000) this.windows.delete(this.windows.keys().next().value!);
  }
}

/** One atomic step in Redis: count the hit and start the window's expiry on its first hit. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/**
 * Counters shared by every instance. If Redis does not answer, this instance counts in its own
 * memory meanwhile (limits still hold per instance) rather than dropping the limits or the site.
 */
class RedisStore implements Store {
  private lastWarning = 0;
  constructor(
    private readonly redis: Redis,
    private readonly fallback: MemoryStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async hit(key: string, windowMs: number): Promise<Counter> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `workout-coach-rl:${key}`, windowMs)) as [
        number,
        number,
      ];
      return { count: Number(count), resetMs: Number(ttl) };
    } catch (error) {
      if (Date.now() - this.lastWarning > MINUTE) {
        this.lastWarning = Date.now();
        this.log.warn({ err: error }, 'redis for rate limits is unavailable: counting in this process');
      }
      return this.fallback.hit(key, windowMs);
    }
  }
}

export type Limits = {
  /** The per-minute budget of this kind of call for this client. */
  chargeClient(ip: string, family: Family): Promise<Charge>;
  /** Any other cap: `max` events per `windowMs` under `key`. Not scaled. */
  charge(key: string, max: number, windowMs: number): Promise<Charge>;
  /** RATE_LIMIT_SCALE: 0 turns the per-client budgets and the join caps off. */
  scale: number;
  close(): Promise<void>;
};

export async function createLimits(options: {
  scale: number;
  redisUrl: string | null;
  log: FastifyBaseLogger;
}): Promise<Limits> {
  const memory = new MemoryStore();
  let redis: Redis | null = null;
  let store: Store = memory;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', () => {});
    await redis
      .connect()
      .catch((error: unknown) =>
        options.log.warn({ err: error }, 'could not connect to redis for rate limits'),
      );
    store = new RedisStore(redis, memory, options.log);
  }
  async function charge(key: string, max: number, windowMs: number): Promise<Charge> {
    const { count, resetMs } = await store.hit(key, windowMs);
    return { allowed: count <= max, limit: max, remaining: Math.max(0, max - count), resetMs };
  }
  return {
    scale: options.scale,
    chargeClient(ip, family) {
      if (options.scale <= 0) return Promise.resolve(unlimited());
      return charge(`${family}:${ip}`, Math.max(1, Math.round(BUDGETS[family] * options.scale)), MINUTE);
    },
    charge,
    async close() {
      redis?.disconnect();
    },
  };
}

function unlimited(): Charge {
  return { allowed: true, limit: Number.MAX_SAFE_INTEGER, remaining: Number.MAX_SAFE_INTEGER, resetMs: 0 };
}

/** The same headers @fastify/rate-limit sent, so existing clients keep reading them. */
export function setLimitHeaders(reply: FastifyReply | undefined, charge: Charge): void {
  if (!reply || reply.sent || charge.limit === Number.MAX_SAFE_INTEGER) return;
  const resetSeconds = Math.max(1, Math.ceil(charge.resetMs / 1000));
  void reply.header('x-ratelimit-limit', String(charge.limit));
  void reply.header('x-ratelimit-remaining', String(charge.remaining));
  void reply.header('x-ratelimit-reset', String(resetSeconds));
  if (!charge.allowed) void reply.header('retry-after', String(resetSeconds));
}

/** What a caller over its budget is told; `retryAfter` is added to the body by the error formatter. */
export class RateLimited extends Error {
  override name = 'RateLimited';
  constructor(
    readonly retryAfterSeconds: number,
    message = RATE_LIMIT_MESSAGE,
  ) {
    super(message);
  }
}

export function retryAfterSeconds(charge: Charge): number {
  return Math.max(1, Math.ceil(charge.resetMs / 1000));
}
