/**
 * The bare stack for the benchmark's ratio (issue: hardening): Fastify and postgres.js with nothing of
 * ours around them (no tRPC, no OpenAPI adapter, no zod, no rate limits, no security headers), running
 * the very same SQL and row mapping as the product's queries and answering the same JSON.
 * Run as its own process: DATABASE_URL, PORT.
 */
import Fastify from 'fastify';
import postgres from 'postgres';
import type { Sql } from '../src/server/db/connection';
import { browsePlans } from '../src/server/db/queries/community';
import { getPlan } from '../src/server/db/queries/workouts';

const sql = postgres(process.env.DATABASE_URL!, {
  // The product's connection options (src/server/db/connection.ts): column names to camelCase.
  transform: { column: { from: postgres.toCamel, to: postgres.fromCamel } },
  onnotice: () => {},
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
}) as unknown as Sql;

const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>('/api/workouts/:id', async (request, reply) => {
  const plan = await getPlan(sql, request.params.id);
  if (!plan) return reply.code(404).send({ error: 'Not found' });
  return plan;
});

app.get<{ Querystring: { page?: string; pageSize?: string } }>('/api/workouts/browse', async (request) =>
  browsePlans(sql, Number(request.query.page ?? 1), Number(request.query.pageSize ?? 12)),
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
process.on('SIGTERM', async () => {
  await app.close();
  await sql.end();
  process.exit(0);
});
