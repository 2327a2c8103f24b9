import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { PARTICIPANT_KEY_HEADER, RATING_KEY_HEADER } from '../../contract/constants';
import { IDEMPOTENCY_KEY_HEADER } from '../api/idempotency';
import { resolveLanguageModel } from '../coach/llm/llm';
import type { Config } from '../config';
import type { Database, Sql } from '../db/connection';
import { DISK_MIN_FREE_BYTES } from '../db/diskSpace';
import { managementKeyOf } from '../privacy/reader';
import { type BudgetOwner, budgetOwner } from '../security/apiKeys';
import type { Limits } from '../security/rateLimit';
import type { StreamShutdown } from './shutdown';

/** What buildApp needs from the outside: the database and the configuration. */
export type AppDeps = {
  db: Database;
  config: Config;
  /** Overrides the LLM chosen by the configuration (tests pass the AI SDK's test models). */
  languageModel?: LanguageModelV3 | null;
  /** The budgets and caps (security/rateLimit.ts); absent, nothing is limited. */
  limits?: Limits | null;
  /** Free space below which the health check calls the disk full (default DISK_MIN_FREE_BYTES). */
  diskMinFreeBytes?: number;
  /** Tells open streams that the server is shutting down, so they end with a last event (trpc/init.ts). */
  shutdown?: StreamShutdown;
};

export type Context = {
  sql: Sql;
  databaseKind: Database['kind'];
  config: Config;
  log: FastifyBaseLogger;
  /**
   * The client as budgets and caps count it: its address (security/rateLimit.ts clientKey, IPv6 by its
   * /64), or its API key (`key:<name>`, security/apiKeys.ts).
   */
  clientIp: string;
  /** Whose budgets this call spends, with the scale of an API key's own (security/apiKeys.ts). */
  budgetOwner: BudgetOwner;
  requestId: string;
  languageModel: LanguageModelV3 | null;
  /** A plan's management key, sent in a header so that it stays out of URLs and request logs. */
  managementKey: string | null;
  /** A challenge participant's private key (mark, unmark, leave), in a header for the same reason. */
  participantKey: string | null;
  /** A rating's private key (its writer deletes it), in a header for the same reason. */
  ratingKey: string | null;
  /** The `Idempotency-Key` header as sent (several headers: all of them), read by api/idempotency.ts. */
  idempotencyKey: string | string[] | null;
  /** Null where calls are not charged (the server drawing a page, tests calling procedures directly). */
  limits: Limits | null;
  /** The HTTP answer being built, for the rate-limit headers; absent outside an HTTP request. */
  reply: FastifyReply | undefined;
  /** Free space below which the health check calls DATA_DIR's disk full (db/diskSpace.ts). */
  diskMinFreeBytes: number;
  /** Begun when the server shuts down (SIGTERM); absent outside a running server. */
  shutdown: StreamShutdown | undefined;
  /**
   * Set by the REST door when the client asked for `text/event-stream` (api/eventStream.ts): a procedure
   * that can stream hands it each event as it happens, then returns its answer as usual.
   */
  events?: ((event: unknown) => void) | undefined;
};

export function createContextFactory(deps: AppDeps) {
  const languageModel =
    deps.languageModel === undefined ? resolveLanguageModel(deps.config.coach) : deps.languageModel;
  return ({ req, res }: { req: FastifyRequest; res?: FastifyReply }): Context => {
    const owner = budgetOwner(req);
    return {
      languageModel,
      limits: deps.limits ?? null,
      reply: res,
      diskMinFreeBytes: deps.diskMinFreeBytes ?? DISK_MIN_FREE_BYTES,
      shutdown: deps.shutdown,
      sql: deps.db.sql,
      databaseKind: deps.db.kind,
      config: deps.config,
      log: req.log,
      clientIp: owner.id,
      budgetOwner: owner,
      requestId: String(req.id),
      managementKey: managementKeyOf(req),
      participantKey: headerValue(req.headers[PARTICIPANT_KEY_HEADER]),
      ratingKey: headerValue(req.headers[RATING_KEY_HEADER]),
      idempotencyKey: req.headers[IDEMPOTENCY_KEY_HEADER] ?? null,
    };
  };
}

function headerValue(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}
