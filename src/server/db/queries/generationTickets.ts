import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { WorkoutRequest } from '../../../contract/workout';
import type { Sql } from '../connection';

/**
 * How long a generation ticket can start or resume its stream: a generation with a slow model and the
 * reconnections after a restart fit well inside it, and the answers it seals are gone soon after.
 */
export const GENERATION_TICKET_TTL_SECONDS = 15 * 60;

/**
 * A ticket is found only by the client that asked for it (its address or API key, trpc/context.ts): a
 * stream URL seen in a log or a history elsewhere opens nothing (the security review of 2026-11-27, D3).
 */
function ticketHash(ticket: string, client: string): string {
  return createHash('sha256').update(`${client}\n${ticket}`).digest('hex');
}

/** The sealing key: derived from the ticket, which only its client holds; the table keeps its hash alone. */
function sealingKey(ticket: string): Buffer {
  return Buffer.from(hkdfSync('sha256', ticket, '', 'workout-coach generation ticket', 32));
}

function seal(ticket: string, request: WorkoutRequest): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(ticket), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(request), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(ticket: string, sealed: string): WorkoutRequest {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(ticket), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(json) as WorkoutRequest;
}

/** Keeps validated answers under a new ticket (GENERATION_TICKET_TTL_SECONDS) and returns the ticket. */
export async function createGenerationTicket(
  sql: Sql,
  request: WorkoutRequest,
  client: string,
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(32).toString('base64url');
  const [row] = await sql<{ expiresAt: Date }[]>`
    insert into generation_tickets (ticket_hash, sealed, expires_at)
    values (${ticketHash(ticket, client)}, ${seal(ticket, request)},
            now() + make_interval(secs => ${GENERATION_TICKET_TTL_SECONDS}))
    returning expires_at`;
  return { ticket, expiresAt: new Date(row!.expiresAt).toISOString() };
}

/** The answers kept under this ticket, or null when there is none or it has expired. */
export async function readGenerationTicket(
  sql: Sql,
  ticket: string,
  client: string,
): Promise<WorkoutRequest | null> {
  const [row] = await sql<{ sealed: string }[]>`
    select sealed from generation_tickets where ticket_hash = ${ticketHash(ticket, client)} and expires_at > now()`;
  return row ? unseal(ticket, row.sealed) : null;
}

/** Drops expired tickets and the answers they sealed; returns how many. */
export async function forgetExpiredGenerationTickets(sql: Sql): Promise<number> {
  const [row] = await sql<{ erased: number }[]>`
    with erased as (delete from generation_tickets where expires_at <= now() returning 1)
    select count(*)::int as erased from erased`;
  return row?.erased ?? 0;
}
