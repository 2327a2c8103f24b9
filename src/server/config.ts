import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

/**
 * Every setting comes from the environment and is validated here, once, at start-up.
 * `.env.example` lists the same variables with the same defaults; keep the two in step.
 * Precedence, highest first: the environment, then `.env` (loadEnvFile), then the defaults below.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

/**
 * Which proxies may tell us the client's address: a hop count (1 = the one reverse proxy in front of
 * us; each hop trusted only on a private or loopback address, security/proxy.ts) or a list of proxy
 * addresses and CIDR ranges. Never `true`: Fastify would then believe the left-most X-Forwarded-For
 * entry, which the client writes itself. `true` is read as 1 hop, with a warning at start-up.
 */
export type TrustProxy = false | number | string[];

/**
 * Which web origins may call the API from a browser (README "Cross-origin calls"): `*`, `none`,
 * or a comma-separated list of origins such as `https://app.example.com`.
 */
export type CorsOrigins = '*' | string[];
export type CorsConfig = { readOrigins: CorsOrigins; writeOrigins: CorsOrigins };
const corsOrigins = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(fallback)
      .transform((raw, context): CorsOrigins => {
        const text = raw.trim();
        if (text === '*') return '*';
        if (text.toLowerCase() === 'none') return [];
        const entries = text
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        const bad = entries.filter((entry) => !isOrigin(entry));
        if (bad.length > 0) {
          context.addIssue({
            code: 'custom',
            message: `must be *, none, or a comma-separated list of origins like https://app.example.com (no path); not an origin: ${bad.join(', ')}`,
          });
          return z.NEVER;
        }
        return entries;
      }),
  );

function isOrigin(entry: string): boolean {
  try {
    return new URL(entry).origin === entry;
  } catch {
    return false;
  }
}
const trustProxySetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((raw, context): { value: TrustProxy; warning: string | null } => {
      const text = raw.trim().toLowerCase();
      if (text === 'false' || text === '0') return { value: false, warning: null };
      if (text === 'true') {
        return {
          value: 1,
          warning:
            'TRUST_PROXY=true would believe the address a client writes in X-Forwarded-For; it is read as ' +
            'TRUST_PROXY=1 (one reverse proxy in front of this server). Set a hop count or the proxy addresses.',
        };
      }
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops <= 20) return { value: hops, warning: null };
      }
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !isAddressOrRange(entry));
      if (entries.length === 0 || bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message:
            'must be false, a hop count (1 for one reverse proxy) or a comma-separated list of proxy addresses ' +
            `or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8)${bad.length > 0 ? `; not an address: ${bad.join(', ')}` : ''}`,
        });
        return z.NEVER;
      }
      return { value: entries, warning: null };
    }),
);

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  // Browser calls from other origins: reads from CORS_ORIGINS, writes only from CORS_WRITE_ORIGINS.
  CORS_ORIGINS: corsOrigins('*'),
  CORS_WRITE_ORIGINS: corsOrigins('none'),
  // Site configuration shown on the landing page: the beta banner's end date, the award badge, links.
  BETA_END_DATE: z.preprocess(emptyToUndefined, z.iso.date().optional()),
  AWARD_URL: optionalUrl,
  SUPPORT_URL: optionalUrl,
  SOCIAL_URLS: z
    .preprocess(emptyToUndefined, z.string().optional())
    .transform((value) => (value ? value.split(',').map((url) => url.trim()) : []))
    .pipe(z.array(z.url())),
  PROMO_VIDEO_ID: optionalText,
  // Plan generation: 'auto' uses the LLM when OPENAI_API_KEY is set, else the built-in coach.
  COACH: z.enum(['auto', 'builtin', 'llm']).default('auto'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  // Exercise videos: the video service's search API when a key is set, else the catalogue's ids.
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_API_BASE_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  VIDEO_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(3000),
  // Mail: real SMTP when set (smtp://user:pass@host:587 or smtps://...), else .eml files in DATA_DIR/outbox.
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Workout Coach <no-reply@localhost>'),
  // At most this many emails leave the server per hour, to anyone (across instances with REDIS_URL).
  MAIL_MAX_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
  // At most this many emails to one address per hour, whoever asks.
  MAIL_MAX_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(3),
  // One client address sends at most this share (percent) of MAIL_MAX_PER_HOUR an hour, at least 1.
  MAIL_MAX_PER_CLIENT_PERCENT: z.coerce.number().int().min(1).max(100).default(10),
  // Without SMTP_URL: the outbox keeps at most this many .eml files; beyond it, sending is refused.
  OUTBOX_MAX_FILES: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // On SIGTERM: how long in-flight requests get to finish before their connections are closed.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // Multiplies every per-minute budget per client IP (generation 10, progression 10, email 3, challenge
  // joins 10, writes 60, reads 600) and the per-challenge join caps; 0 turns rate limiting off.
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(10_000).default(1),
  // Integrators' own budgets (README "API keys"): `name:key` or `name:key:scale`, comma-separated.
  API_KEYS: z.preprocess(emptyToUndefined, z.string().optional()).transform((value, context) => {
    try {
      return parseApiKeys(value ?? '');
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  // Shared rate-limit counters for several instances (redis://host:6379); unset keeps them in memory.
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
});

/** An operator-issued API key (README "API keys"); security/apiKeys.ts checks it on each request. */
export type ApiKeyConfig = { name: string; key: string; scale: number };

/** Long random keys only: a short or guessable one would let others spend an integrator's budgets. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{32,256}$/;
const NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** `name:key` or `name:key:scale`, comma-separated; throws a sentence for the configuration error. */
export function parseApiKeys(text: string): ApiKeyConfig[] {
  const keys: ApiKeyConfig[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [name = '', key = '', scaleText, ...rest] = entry.split(':');
    if (rest.length > 0 || !NAME_PATTERN.test(name))
      throw new Error(
        'each entry is name:key or name:key:scale, the name in lower-case letters, digits and -',
      );
    if (!KEY_PATTERN.test(key))
      throw new Error(`the key of ${name} must be 32 to 256 letters, digits, _ or - (a long random value)`);
    const scale = scaleText === undefined ? 1 : Number(scaleText);
    if (!Number.isFinite(scale) || scale <= 0 || scale > 10_000)
      throw new Error(`the scale of ${name} must be a number above 0, at most 10000`);
    if (keys.some((known) => known.name === name || known.key === key))
      throw new Error(`${name}: each name and each key may appear once`);
    keys.push({ name, key, scale });
  }
  return keys;
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  trustProxy: TrustProxy;
  cors: CorsConfig;
  /** Settings that were accepted but changed: main.ts logs them at start-up. */
  warnings: string[];
  shutdownGraceMs: number;
  site: SiteConfig;
  coach: CoachConfig;
  videos: { apiKey: string | null; apiBaseUrl: string; timeoutMs: number };
  mail: {
    smtpUrl: string | null;
    from: string;
    maxPerHour: number;
    maxPerRecipientPerHour: number;
    /** MAIL_MAX_PER_CLIENT_PERCENT of maxPerHour, at least 1. */
    maxPerClientPerHour: number;
    outboxMaxFiles: number;
  };
  rateLimitScale: number;
  /** Operator-issued API keys, each with its own budgets (security/apiKeys.ts). */
  apiKeys: ApiKeyConfig[];
  redisUrl: string | null;
};

export type CoachConfig = {
  /** Which coach writes plans: the LLM only when chosen (or 'auto' with a key) and configured. */
  mode: 'auto' | 'builtin' | 'llm';
  apiKey: string | null;
  baseUrl: string | null;
  model: string;
  timeoutMs: number;
};

export type SiteConfig = {
  betaEndDate: string | null;
  awardUrl: string | null;
  supportUrl: string | null;
  socialUrls: string[];
  promoVideoId: string | null;
};

/**
 * Reads `.env` from the current directory (npm scripts run in the project's root) into `environment`,
 * if the file exists: every entry point calls it first (scripts/*.ts, src/server/main.ts, vite.config.ts).
 * A variable already set in the environment wins over the file, so `PORT=4000 npm start` beats a `.env`
 * with PORT=3000; this is what Node's own `process.loadEnvFile` and `--env-file` do, with the same parser
 * (`util.parseEnv`), written out here so the rule is visible and testable. A missing file is fine.
 *
 * Under Vitest the file is not read: the suite must not depend on a developer's local settings (a `.env`
 * with DATABASE_URL would point the tests' servers at that database). Returns the file read, or null.
 */
export function loadEnvFile(
  file = path.resolve('.env'),
  environment: NodeJS.ProcessEnv = process.env,
): string | null {
  if (environment.VITEST) return null;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (environment[name] === undefined) environment[name] = value;
  }
  return file;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return `  ${variable}: ${issue.message} (got ${JSON.stringify(environment[variable] ?? null)})`;
    });
    throw new ConfigError(`Invalid configuration. Fix these environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const port = env.PORT;
  return {
    nodeEnv: env.NODE_ENV,
    port,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY.value,
    cors: { readOrigins: env.CORS_ORIGINS, writeOrigins: env.CORS_WRITE_ORIGINS },
    warnings: env.TRUST_PROXY.warning ? [env.TRUST_PROXY.warning] : [],
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    site: {
      betaEndDate: env.BETA_END_DATE ?? null,
      awardUrl: env.AWARD_URL ?? null,
      supportUrl: env.SUPPORT_URL ?? null,
      socialUrls: env.SOCIAL_URLS,
      promoVideoId: env.PROMO_VIDEO_ID ?? null,
    },
    coach: {
      mode: env.COACH,
      apiKey: env.OPENAI_API_KEY ?? null,
      baseUrl: env.OPENAI_BASE_URL ?? null,
      model: env.OPENAI_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
    },
    videos: {
      apiKey: env.YOUTUBE_API_KEY ?? null,
      apiBaseUrl: env.YOUTUBE_API_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: env.VIDEO_LOOKUP_TIMEOUT_MS,
    },
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      maxPerHour: env.MAIL_MAX_PER_HOUR,
      maxPerRecipientPerHour: env.MAIL_MAX_PER_RECIPIENT_PER_HOUR,
      maxPerClientPerHour: Math.max(
        1,
        Math.floor((env.MAIL_MAX_PER_HOUR * env.MAIL_MAX_PER_CLIENT_PERCENT) / 100),
      ),
      outboxMaxFiles: env.OUTBOX_MAX_FILES,
    },
    rateLimitScale: env.RATE_LIMIT_SCALE,
    apiKeys: env.API_KEYS,
    redisUrl: env.REDIS_URL ?? null,
  };
}
