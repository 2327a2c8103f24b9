import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, Sql } from '../db/connection';

/** What buildApp needs from the outside: the database and the configuration. */
export type AppDeps = {
  db: Database;
  config: Config;
};

export type Context = {
  sql: Sql;
  databaseKind: Database['kind'];
  config: Config;
  log: FastifyBaseLogger;
  clientIp: string;
  requestId: string;
};

export function createContextFactory(deps: AppDeps) {
  return ({ req }: { req: FastifyRequest }): Context => ({
    sql: deps.db.sql,
    databaseKind: deps.db.kind,
    config: deps.config,
    log: req.log,
    clientIp: req.ip,
    requestId: String(req.id),
  });
}
