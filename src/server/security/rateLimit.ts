import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';

/**
 * Budgets per client, per minute, per kind of work: what costs most (generation, the progression,
 * email) gets the least. Procedure calls are charged after routing (the tRPC middleware in
 * trpc/init.ts), so one tRPC batch of N calls costs N, and REST and tRPC, whatever the spelling of the
 * path, reach the same procedure and so the same budget. `render` is the work of drawing: a PDF
 * (about 70 ms of CPU) and a page drawn on the server (the landing page, a plan's page: about 65 ms),
 * charged in app.ts. `health` is the health check's own budget, so that a load balancer's probes
 * never spend a visitor's reads and a loop of them cannot go unpaid.
 */
export const BUDGETS = {
  generate: 10,
  progression: 10,
  email: 3,
  join: 10,
  render: 30,
  health: 120,
  write: 60,
  read: 600,
} as const;
export type Family = keyof typeof BUDGETS;

/**
 * The procedures that do not get the budget of their type (mutation: write; query or subscription:
 * read). Keyed by the procedure's path in the router, which is what both transports route to.
 * tests/unit/abuse.test.ts checks that every key is a procedure of the router. No procedure is free.
 */
export const PROCEDURE_FAMILIES: Record<string, Family> = {
  'workouts.generate': 'generate',
  // The stream does the work; the ticket it starts from (the answers, posted) is an ordinary write.
  'workouts.generateStream': 'generate',
  'workouts.progression': 'progression',
  'workouts.progressionStream': 'progression',
  'share.email': 'email',
  'deletion.request': 'email',
  'challenges.join': 'join',
  // A POST so the health text stays out of URLs, but as cheap as a read (routers/screening.ts).
  'screening.readHealthText': 'read',
  'system.health': 'health',
};

export function procedureFamily(path: string, type: string): Family {
  return PROCEDURE_FAMILIES[path] ?? (type === 'mutation' ? 'write' : 'read');
}

/**
 * Who a budget belongs to: an IPv4 address, or the /64 network of an IPv6 address. One IPv6
 * subscriber usually holds a whole /64 (RFC 6177), so keying on the full address would give them 2^64
 * budgets. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, what a server listening on `::` sees)
 * is the IPv4 address. Anything that is not an address is kept as it is.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/** Joining a challenge, beyond the per-client budget: per client and challenge, and per challenge. */
export const JOIN_CAPS = { perClientPerChallengePerHour: 10, perChallengePerHour: 60 } as const;

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';
const MINUTE = 60_000;
export const HOUR = 3_600_000;

export type Charge = {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetMs: number;
  /** The budget's name in the RateLimit headers (its family), and its window. */
  policy?: { name: string; windowSeconds: number };
};

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
 * How long Redis may take before this instance stops waiting: to connect, to answer one command, and
 * to send anything at all while commands wait (then the connection is dropped and made again). A
 * stopped or hung Redis thus costs a request at most `commandMs`, never the whole hang.
 */
export const REDIS_TIMEOUTS = { connectMs: 1000, commandMs: 500, socketMs: 2000 } as const;
/** After Redis failed a command, counting stays in memory this long before Redis is asked again. */
export const REDIS_RETRY_MS = 5000;

/**
 * Counters shared by every instance. If Redis does not answer (down, or hung: REDIS_TIMEOUTS), this
 * instance counts in its own memory meanwhile (limits still hold per instance) rather than dropping
 * the limits or waiting with the visitor, and asks Redis again after REDIS_RETRY_MS.
 */
class RedisStore implements Store {
  private lastWarning = 0;
  private memoryUntil = 0;
  constructor(
    private readonly redis: Redis,
    private readonly fallback: MemoryStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async hit(key: string, windowMs: number): Promise<Counter> {
    if (Date.now() < this.memoryUntil) return this.fallback.hit(key, windowMs);
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `workout-coach-rl:${key}`, windowMs)) as [
        number,
        number,
      ];
      this.answered();
      return { count: Number(count), resetMs: Number(ttl) };
    } catch (error) {
      this.memoryUntil = Date.now() + REDIS_RETRY_MS;
      if (Date.now() - this.lastWarning > MINUTE) {
        this.lastWarning = Date.now();
        this.log.warn({ err: error }, 'redis for rate limits is unavailable: counting in this process');
      }
      return this.fallback.hit(key, windowMs);
    }
  }

  /** Redis answered: counting goes back to it (said once, after it had failed). */
  private answered() {
    if (this.memoryUntil === 0) return;
    this.memoryUntil = 0;
    this.log.info('redis for rate limits answers again: counting there');
  }

  /** Asks Redis now (within the command timeout); an answer ends the counting in memory at once. */
  async probe(): Promise<boolean> {
    try {
      await this.redis.ping();
      this.answered();
      return true;
    } catch {
      return false;
    }
  }
}

/** Where the counters are: `unused` without REDIS_URL; else whether Redis answered just now. */
export type RedisState = 'unused' | 'reachable' | 'unreachable';

export type Limits = {
  /**
   * The per-minute budget of this kind of work for this client: an address (clientKey: IPv6 by its /64),
   * or whose budgets a request spends (security/apiKeys.ts: an API key's own, with its scale).
   */
  chargeClient(who: string | { id: string; scale: number }, family: Family): Promise<Charge>;
  /** Any other cap: `max` events per `windowMs` under `key`. Not scaled. */
  charge(key: string, max: number, windowMs: number): Promise<Charge>;
  /** RATE_LIMIT_SCALE: 0 turns the per-client budgets and the join caps off. */
  scale: number;
  /** Asks Redis, for the health check. */
  redisState(): Promise<RedisState>;
  close(): Promise<void>;
};

export async function createLimits(options: {
  scale: number;
  redisUrl: string | null;
  log: FastifyBaseLogger;
}): Promise<Limits> {
  const memory = new MemoryStore();
  let redis: Redis | null = null;
  let redisStore: RedisStore | null = null;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      connectTimeout: REDIS_TIMEOUTS.connectMs,
      commandTimeout: REDIS_TIMEOUTS.commandMs,
      socketTimeout: REDIS_TIMEOUTS.socketMs,
      // Reconnect soon after Redis comes back: every 0.2 s at first, then every 2 s at most.
      retryStrategy: (times) => Math.min(times * 200, 2000),
      maxRetriesPerRequest: 1,
      // While there is no connection a command fails at once (and is counted in memory), never queued.
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', () => {});
    await redis
      .connect()
      .catch((error: unknown) =>
        options.log.warn({ err: error }, 'could not connect to redis for rate limits'),
      );
    redisStore = new RedisStore(redis, memory, options.log);
  }
  const store: Store = redisStore ?? memory;
  async function charge(key: string, max: number, windowMs: number): Promise<Charge> {
    const { count, resetMs } = await store.hit(key, windowMs);
    return { allowed: count <= max, limit: max, remaining: Math.max(0, max - count), resetMs };
  }
  return {
    scale: options.scale,
    async chargeClient(who, family) {
      if (options.scale <= 0) return unlimited();
      const owner = typeof who === 'string' ? { id: clientKey(who), scale: 1 } : who;
      const result = await charge(
        `${family}:${owner.id}`,
        Math.max(1, Math.round(BUDGETS[family] * options.scale * owner.scale)),
        MINUTE,
      );
      return { ...result, policy: { name: family, windowSeconds: MINUTE / 1000 } };
    },
    charge,
    async redisState() {
      if (!redisStore) return 'unused';
      return (await redisStore.probe()) ? 'reachable' : 'unreachable';
    },
    async close() {
      redis?.disconnect();
    },
  };
}

function unlimited(): Charge {
  return { allowed: true, limit: Number.MAX_SAFE_INTEGER, remaining: Number.MAX_SAFE_INTEGER, resetMs: 0 };
}

/**
 * The headers of a charged call: the IETF `RateLimit-Policy` and `RateLimit` fields
 * (draft-ietf-httpapi-ratelimit-headers-11: the policy named after the budget, its quota `q` per window
 * `w` seconds; what `r`emains and the seconds `t` until the window starts again), and beside them the
 * `x-ratelimit-*` headers @fastify/rate-limit sent, so existing clients keep reading them. The API
 * document describes them all (api/openApiLimits.ts); CORS exposes them (api/http.ts).
 */
export function setLimitHeaders(reply: FastifyReply | undefined, charge: Charge): void {
  if (!reply || reply.sent || charge.limit === Number.MAX_SAFE_INTEGER) return;
  const resetSeconds = Math.max(1, Math.ceil(charge.resetMs / 1000));
  if (charge.policy) {
    const name = `"${charge.policy.name}"`;
    void reply.header('ratelimit-policy', `${name};q=${charge.limit};w=${charge.policy.windowSeconds}`);
    void reply.header('ratelimit', `${name};r=${charge.remaining};t=${resetSeconds}`);
  }
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
