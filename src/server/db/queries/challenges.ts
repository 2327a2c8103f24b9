import type { Challenge, CompletedExercise, Participant } from '../../../contract/community';
import type { ProgressionWeek } from '../../../contract/workout';
import { looksLike } from '../../security/nameKey';
import type { Sql } from '../connection';
import { hashPrivateKey, newPrivateKey, newPublicId } from '../ids';

type ChallengeRow = Omit<Challenge, 'createdAt'> & { createdAt: Date };
const toChallenge = (row: ChallengeRow): Challenge => ({ ...row, createdAt: row.createdAt.toISOString() });

function challengeColumns(sql: Sql) {
  return sql`c.id, c.name, c.description, c.created_by, c.created_at, c.workout_plan_id,
    (select count(*)::int from participants p where p.challenge_id = c.id) as participant_count`;
}

export type CreateChallengeResult =
  | { kind: 'created'; challenge: Challenge }
  | { kind: 'plan-not-found' }
  | { kind: 'no-progression' };

/**
 * Challenges run over the four-week progression, so a plan without one cannot have a challenge yet. The
 * creator's email is not taken: nothing ever wrote to it (00005_participant_and_rating_keys.sql).
 */
export async function createChallenge(
  sql: Sql,
  input: { planId: string; name: string; description: string | null; createdBy: string },
): Promise<CreateChallengeResult> {
  const [plan] = await sql<{ hasWeeks: boolean }[]>`
    select progression_weeks is not null and jsonb_array_length(progression_weeks) = 4 as has_weeks
    from workout_plans where id = ${input.planId}`;
  if (!plan) return { kind: 'plan-not-found' };
  if (!plan.hasWeeks) return { kind: 'no-progression' };
  const id = newPublicId();
  await sql`
    insert into challenges (id, workout_plan_id, name, description, created_by)
    values (${id}, ${input.planId}, ${input.name}, ${input.description}, ${input.createdBy})`;
  const challenge = await getChallenge(sql, id);
  return { kind: 'created', challenge: challenge! };
}

/** A page of the plan's challenges, newest first (ties by id, so pages neither overlap nor skip). */
export async function listChallenges(
  sql: Sql,
  planId: string,
  page: number,
  pageSize: number,
): Promise<{ challenges: Challenge[]; hasMore: boolean }> {
  const rows = await sql<ChallengeRow[]>`
    select ${challengeColumns(sql)} from challenges c where c.workout_plan_id = ${planId}
    order by c.created_at desc, c.id desc limit ${pageSize + 1} offset ${(page - 1) * pageSize}`;
  return { challenges: rows.slice(0, pageSize).map(toChallenge), hasMore: rows.length > pageSize };
}

export async function getChallenge(sql: Sql, id: string): Promise<Challenge | null> {
  const [row] = await sql<
    ChallengeRow[]
  >`select ${challengeColumns(sql)} from challenges c where c.id = ${id}`;
  return row ? toChallenge(row) : null;
}

export type JoinResult =
  | { kind: 'joined'; participant: Participant; participantKey: string }
  | { kind: 'challenge-not-found' }
  | { kind: 'name-taken' }
  | { kind: 'full' };

/**
 * Joins under a name nobody in the challenge already uses, in any capitalisation or with look-alike
 * letters (security/nameKey.ts). The participant's private key is returned here, once; only its SHA-256
 * is stored. No email is taken: nothing ever wrote to it.
 */
export async function joinChallenge(
  sql: Sql,
  input: { challengeId: string; name: string; maxParticipants: number },
): Promise<JoinResult> {
  return sql.begin(async (tx) => {
    // Lock the challenge row so the participant cap and the name check hold under concurrent joins.
    const [challenge] = await tx`select id from challenges where id = ${input.challengeId} for update`;
    if (!challenge) return { kind: 'challenge-not-found' } as const;
    const names = await tx<{ name: string }[]>`
      select name from participants where challenge_id = ${input.challengeId}`;
    if (names.length >= input.maxParticipants) return { kind: 'full' } as const;
    if (names.some(({ name }) => looksLike(name, input.name))) return { kind: 'name-taken' } as const;
    const participantKey = newPrivateKey();
    const [row] = await tx<{ id: string; name: string; createdAt: Date }[]>`
      insert into participants (id, challenge_id, name, key_hash)
      values (${newPublicId()}, ${input.challengeId}, ${input.name}, ${hashPrivateKey(participantKey)})
      on conflict (challenge_id, lower(name)) do nothing
      returning id, name, created_at`;
    if (!row) return { kind: 'name-taken' } as const;
    return {
      kind: 'joined',
      participantKey,
      participant: {
        id: row.id,
        name: row.name,
        joinedAt: row.createdAt.toISOString(),
        completedCount: 0,
        completionPercent: 0,
      },
    } as const;
  }) as Promise<JoinResult>;
}

export function totalExercises(weeks: readonly ProgressionWeek[] | null): number {
  return (weeks ?? []).reduce(
    (sum, week) => sum + week.schedule.reduce((s, day) => s + day.exercises.length, 0),
    0,
  );
}

export async function listParticipants(sql: Sql, challengeId: string): Promise<Participant[] | null> {
  const [challenge] = await sql<{ progressionWeeks: ProgressionWeek[] | null }[]>`
    select w.progression_weeks from challenges c join workout_plans w on w.id = c.workout_plan_id
    where c.id = ${challengeId}`;
  if (!challenge) return null;
  const total = totalExercises(challenge.progressionWeeks);
  const rows = await sql<{ id: string; name: string; createdAt: Date; completedCount: number }[]>`
    select p.id, p.name, p.created_at,
      (select count(*)::int from completed_exercises e where e.participant_id = p.id) as completed_count
    from participants p where p.challenge_id = ${challengeId}
    order by p.created_at, p.id`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    joinedAt: row.createdAt.toISOString(),
    completedCount: row.completedCount,
    completionPercent: total === 0 ? 0 : Math.round((row.completedCount / total) * 1000) / 10,
  }));
}

/**
 * The progression a participant's challenge runs on (to check a week, day and index against it), and
 * whether `key` is the participant's own. Null when there is no such participant. A missing key never
 * matches, not even a participant who joined before keys existed (00005).
 */
export async function getParticipantAccess(
  sql: Sql,
  participantId: string,
  key: string | null,
): Promise<{ weeks: ProgressionWeek[]; keyMatches: boolean } | null> {
  const keyHash = key ? hashPrivateKey(key) : null;
  const [row] = await sql<{ progressionWeeks: ProgressionWeek[] | null; keyMatches: boolean }[]>`
    select w.progression_weeks, coalesce(p.key_hash = ${keyHash}, false) as key_matches
    from participants p
    join challenges c on c.id = p.challenge_id
    join workout_plans w on w.id = c.workout_plan_id
    where p.id = ${participantId}`;
  return row ? { weeks: row.progressionWeeks ?? [], keyMatches: row.keyMatches } : null;
}

/** Whether a participant exists (the read of their completions is open to anyone). */
export async function participantExists(sql: Sql, participantId: string): Promise<boolean> {
  const [row] = await sql`select 1 from participants where id = ${participantId}`;
  return Boolean(row);
}

type CompletionRow = Omit<CompletedExercise, 'completedAt'> & { completedAt: Date };

export async function listCompletions(sql: Sql, participantId: string): Promise<CompletedExercise[]> {
  const rows = await sql<CompletionRow[]>`
    select week_number, day_name, exercise_index, completed_at from completed_exercises
    where participant_id = ${participantId} order by week_number, completed_at, exercise_index`;
  return rows.map((row) => ({ ...row, completedAt: row.completedAt.toISOString() }));
}

type CompletionItem = { weekNumber: number; dayName: string; exerciseIndex: number };

/**
 * Marking twice is harmless: the primary key keeps one row. The key is checked in the same statement,
 * so nothing is written for a wrong key even if the caller skipped getParticipantAccess. False when
 * the participant is gone or the key is not theirs.
 */
export async function markCompleted(
  sql: Sql,
  participantId: string,
  key: string,
  item: CompletionItem,
): Promise<boolean> {
  const [owner] = await sql`
    with owner as (select id from participants where id = ${participantId} and key_hash = ${hashPrivateKey(key)}),
    added as (
      insert into completed_exercises (participant_id, week_number, day_name, exercise_index)
      select id, ${item.weekNumber}, ${item.dayName}, ${item.exerciseIndex} from owner
      on conflict do nothing
    )
    select id from owner`;
  return Boolean(owner);
}

/** Unmarking what is not marked is harmless. False when the participant is gone or the key is not theirs. */
export async function unmarkCompleted(
  sql: Sql,
  participantId: string,
  key: string,
  item: CompletionItem,
): Promise<boolean> {
  const [owner] = await sql`
    with owner as (select id from participants where id = ${participantId} and key_hash = ${hashPrivateKey(key)}),
    removed as (
      delete from completed_exercises where participant_id in (select id from owner)
        and week_number = ${item.weekNumber} and day_name = ${item.dayName}
        and exercise_index = ${item.exerciseIndex}
    )
    select id from owner`;
  return Boolean(owner);
}

export type KeyedResult = { kind: 'done' } | { kind: 'not-found' } | { kind: 'wrong-key' };

/**
 * A participant leaves the challenge from their own device: their name, progress and completions go
 * (completions by the foreign key's cascade, 00001_init.sql).
 */
export async function leaveChallenge(
  sql: Sql,
  participantId: string,
  key: string | null,
): Promise<KeyedResult> {
  const keyHash = key ? hashPrivateKey(key) : null;
  const [row] = await sql`
    delete from participants where id = ${participantId} and key_hash = ${keyHash} returning id`;
  if (row) return { kind: 'done' };
  return (await participantExists(sql, participantId)) ? { kind: 'wrong-key' } : { kind: 'not-found' };
}

/**
 * The plan's creator (its management key) removes a challenge on their plan, with its participants and
 * their completions.
 */
export async function deleteChallenge(
  sql: Sql,
  challengeId: string,
  managementKey: string | null,
): Promise<KeyedResult> {
  const keyHash = managementKey ? hashPrivateKey(managementKey) : null;
  const [row] = await sql`
    delete from challenges c using workout_plans w
    where c.id = ${challengeId} and w.id = c.workout_plan_id and w.management_key_hash = ${keyHash}
    returning c.id`;
  if (row) return { kind: 'done' };
  const [exists] = await sql`select 1 from challenges where id = ${challengeId}`;
  return exists ? { kind: 'wrong-key' } : { kind: 'not-found' };
}
