import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { claimIdempotencyKey, releaseIdempotencyKey, saveIdempotentAnswer } from '../db/queries/idempotency';
import { canonicalJson } from '../generation/requestHash';
import type { Context } from '../trpc/context';
import { apiError } from './errors';

/**
 * Every write can be retried (README "Retrying a write"), as the IETF httpapi
 * Idempotency-Key draft describes: a POST, PATCH or DELETE under /api, or a tRPC mutation, sent with an
 * `Idempotency-Key` header runs once; the same key with the same request returns the first complete
 * answer (its status and body, the management, participant and rating keys in it included); a duplicate
 * while the first is in flight is a 409 with Retry-After; the same key with another request is a 422.
 * An error answer is not kept: the write did not happen, so a retry runs it again.
 *
 * Keys are scoped per client (its address, as budgets count it: security/rateLimit.ts clientKey), so two
 * integrators choosing the same key neither collide nor read each other's answers, and must be long
 * random values, so that nobody guesses another's. Nothing stored reads without the key: the row's id
 * is a hash of scope and key, and the answer is encrypted with a key derived from the Idempotency-Key
 * itself, which is never stored (prisma-free-sql/migrations/00008_idempotency_keys.sql).
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Sent with a stored answer given again, so a client can tell a replay from a first answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_MIN_LENGTH = 20;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/**
 * What a key must carry at least, as estimated below. The estimate reads low on short keys (20 random
 * base64url characters, 120 bits, never scored below 59 in 200,000 draws; a UUID v4 never below 107).
 */
const MIN_ESTIMATED_BITS = 56;
/** How long a duplicate of a request in flight is asked to wait before asking again. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 2;
/** Visible ASCII without quote and backslash: the characters of a Structured Field string, unescaped. */
const KEY_CHARACTERS = /^[\x21\x23-\x5b\x5d-\x7e]+$/;

/** The alias: generate's `requestId` in the body, when no header is sent (README "Retrying a write"). */
const ALIASES: Record<string, string> = { 'workouts.generate': 'requestId' };

/** Shannon entropy of a sequence, in bits per symbol, from its own frequencies. */
function entropyPerSymbol(symbols: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / symbols.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

/**
 * A lower guess of the bits in a key: its length times the entropy of its characters, or of the steps
 * between them if lower (`abcdefghijklmnopqrst` has varied characters but one step). A random key of
 * 20 or more characters clears MIN_ESTIMATED_BITS; `member-0001-0001-0001`, repeated letters and counting
 * do not.
 */
export function estimatedKeyBits(key: string): number {
  const codes = [...key].map((character) => character.charCodeAt(0));
  const steps = codes.slice(1).map((code, index) => code - codes[index]!);
  return key.length * Math.min(entropyPerSymbol(codes), entropyPerSymbol(steps));
}

/**
 * The key as sent, or a 400 saying what a key must be. The draft makes the header a Structured Field
 * string (`"…"`); a bare token is taken too, as most clients send one.
 */
export function parseIdempotencyKey(value: string | string[]): string {
  // Node joins repeated headers it does not know with ', '; a key holds no space, so that shows them.
  if (typeof value === 'string' && value.includes(', ')) value = value.split(', ');
  if (Array.isArray(value)) throw invalidKey('Send one Idempotency-Key header, not several.');
  const trimmed = value.trim();
  const key =
    trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  if (key.length < IDEMPOTENCY_KEY_MIN_LENGTH || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw invalidKey(
      `An idempotency key is ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters; this one has ${key.length}.`,
    );
  if (!KEY_CHARACTERS.test(key))
    throw invalidKey('An idempotency key is visible ASCII characters only, without quotes or backslashes.');
  if (estimatedKeyBits(key) < MIN_ESTIMATED_BITS)
    throw invalidKey('This idempotency key is too easy to guess: send a random one, such as a new UUID v4.');
  return key;
}

function invalidKey(message: string) {
  return apiError(
    'IDEMPOTENCY_KEY_INVALID',
    `${message} A new random key for each new write: a UUID v4 will do.`,
  );
}

/** Whose keys these are: the client as budgets count it (its address; IPv6 by its /64). */
function scopeOf(ctx: Context): string {
  return `ip:${ctx.clientIp}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The requestId a plan is stored under (workout_plans.request_id): the client's own, hashed with its scope,
 * so one client's requestId never finds another's plan (it was one global name: two integrators choosing
 * `member-0001` collided, issue 28).
 */
export function scopedRequestId(ctx: Context, requestId: string | undefined): string | undefined {
  return requestId === undefined ? undefined : sha256(`plan-request\0${scopeOf(ctx)}\0${requestId}`);
}

/** The row's id: the key never goes to the database, and one client's key is not another's. */
function rowId(scope: string, key: string): string {
  return sha256(`idempotency-key\0${scope}\0${key}`);
}

/**
 * What "the same request" means: the operation (a REST method and path name exactly one procedure, and
 * the path's parameters are part of its input) and its input as canonical JSON, so key order and spacing
 * do not matter. Headers are not part of it.
 */
function fingerprintOf(path: string, input: unknown): string {
  return sha256(`${path}\0${canonicalJson(input ?? null)}`);
}

/** The answer's encryption key, derived from the Idempotency-Key: only its holder can read the answer. */
function answerKey(scope: string, key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, scope, 'idempotent-answer', 32));
}

function seal(secret: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(secret: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** The key a mutation was sent with (the header, else its alias in the input), or null for none. */
export function idempotencyKeyFor(ctx: Context, path: string, input: unknown): string | null {
  if (ctx.idempotencyKey !== null) return parseIdempotencyKey(ctx.idempotencyKey);
  const alias = ALIASES[path];
  const value =
    alias && input && typeof input === 'object' ? (input as Record<string, unknown>)[alias] : undefined;
  return typeof value === 'string' ? parseIdempotencyKey(value) : null;
}

type Result = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * Runs a mutation under its key: the first request runs `run` and keeps its answer if it succeeded; the
 * others get that answer, a 409 (in flight) or a 422 (another request).
 */
export async function runIdempotent<R extends Result>(
  ctx: Context,
  key: string,
  path: string,
  input: unknown,
  run: () => Promise<R>,
  replay: (data: unknown) => R,
): Promise<R> {
  const scope = scopeOf(ctx);
  const id = rowId(scope, key);
  const claim = await claimIdempotencyKey(ctx.sql, id, fingerprintOf(path, input));
  switch (claim.kind) {
    case 'mismatch':
      throw apiError('IDEMPOTENCY_MISMATCH');
    case 'in-flight':
      void ctx.reply?.header('retry-after', String(IN_FLIGHT_RETRY_AFTER_SECONDS));
      throw apiError('IDEMPOTENCY_IN_FLIGHT');
    case 'done':
      void ctx.reply?.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return replay(JSON.parse(open(answerKey(scope, key), claim.answer)));
  }
  let result: R;
  try {
    result = await run();
  } catch (error) {
    await release(ctx, id);
    throw error;
  }
  if (!result.ok) {
    await release(ctx, id);
    return result;
  }
  // JSON as the transports send it: the replay is the same text, a plan's pass-through body included.
  await saveIdempotentAnswer(ctx.sql, id, 200, seal(answerKey(scope, key), JSON.stringify(result.data)));
  return result;
}

/** Frees a failed request's key; if even that fails, the key frees itself once IN_FLIGHT_STALE_MINUTES pass. */
async function release(ctx: Context, id: string): Promise<void> {
  await releaseIdempotencyKey(ctx.sql, id).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'could not free an idempotency key after a failed write'),
  );
}

type DocumentOperation = {
  parameters?: unknown[];
  responses?: Record<string, { headers?: Record<string, unknown> }>;
};

/**
 * The header in the API document, on every write: the parameter, and the replay's header on its 200.
 * No example value: a fixed key in the docs page's form would replay one visitor's answer to the next.
 */
export function documentIdempotency(generated: { paths?: object; components?: object }): void {
  const document = generated as {
    paths?: Record<string, Record<string, DocumentOperation> | undefined>;
    components?: { headers?: Record<string, unknown> };
  };
  document.components ??= {};
  // Written out in each operation rather than as a `$ref`: readers and checks that look only at an
  // operation's own parameters (tests/integration/openapi-document.test.ts) see it whole.
  const parameter = {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes this write safe to retry (the IETF httpapi Idempotency-Key draft). A new random value for each ' +
      `new write, ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters (a ` +
      'UUID v4 will do; a short or guessable key is a 400 `IDEMPOTENCY_KEY_INVALID`), bare or as a quoted ' +
      'string. The same key with the same request (method, path and body) within 24 hours returns the first ' +
      'complete answer, with its status and body, keys in it included, and the header `Idempotent-Replayed: ' +
      'true`, and does nothing again; while the first is still being answered, a 409 `IDEMPOTENCY_IN_FLIGHT` ' +
      'with `Retry-After`; with another request, a 422 `IDEMPOTENCY_MISMATCH`. An error answer is not kept: ' +
      'sent again, the request runs again. Keys belong to the client that sends them (its address): another ' +
      "client's same key is another key.",
    schema: {
      type: 'string',
      minLength: IDEMPOTENCY_KEY_MIN_LENGTH,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH + 2,
    },
  };
  document.components.headers = {
    ...document.components.headers,
    IdempotentReplayed: {
      description: '`true` when this is the stored first answer to the same `Idempotency-Key`, given again.',
      schema: { type: 'string', enum: ['true'] },
    },
  };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations ?? {})) {
      if (!['post', 'patch', 'put', 'delete'].includes(method)) continue;
      operation.parameters = [...(operation.parameters ?? []), parameter];
      const ok = operation.responses?.['200'];
      if (ok)
        ok.headers = {
          ...ok.headers,
          'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' },
        };
    }
  }
}
