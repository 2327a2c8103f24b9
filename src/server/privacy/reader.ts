import type { FastifyReply, FastifyRequest } from 'fastify';
import { MANAGEMENT_KEY_HEADER } from '../../contract/constants';
import type { WorkoutPlan } from '../../contract/workout';
import type { Sql } from '../db/connection';
import { getPlanForKey } from '../db/queries/workouts';
import { publicPlan } from './publicPlan';

export type PlanRead = { kind: 'found'; plan: WorkoutPlan } | { kind: 'not-found' } | { kind: 'wrong-key' };

/**
 * A plan as this reader may see it: as stored for the holder of its management key (sent in the
 * `x-management-key` header, as for unlisting and deleting), the public view for everyone else. A key
 * that is sent but is not this plan's is refused rather than read as "no key", so an integrator with a
 * wrong key learns it instead of silently reading less.
 */
export async function readPlan(sql: Sql, id: string, managementKey: string | null): Promise<PlanRead> {
  const found = await getPlanForKey(sql, id, managementKey);
  if (!found) return { kind: 'not-found' };
  if (managementKey === null) return { kind: 'found', plan: publicPlan(found.plan) };
  return found.keyMatches ? { kind: 'found', plan: found.plan } : { kind: 'wrong-key' };
}

/** The management key a plain Fastify route (the PDF, the calendar) was sent, as trpc/context.ts reads it. */
export function managementKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[MANAGEMENT_KEY_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * What a plan read says to caches between the server and a reader: the answer depends on the management
 * key (`Vary`), and the creator's answer is for that browser only (`private`), so no shared cache keeps a
 * creator's plan under the address anyone can ask for.
 */
export function markReaderDependent(reply: FastifyReply | undefined, read: PlanRead): void {
  if (!reply) return;
  const vary = reply.getHeader('vary');
  const fields =
    typeof vary === 'string' && vary.length > 0 ? `${vary}, ${MANAGEMENT_KEY_HEADER}` : MANAGEMENT_KEY_HEADER;
  reply.header('vary', fields);
  if (read.kind === 'found' && read.plan.view === 'owner') reply.header('cache-control', 'private, no-cache');
}
