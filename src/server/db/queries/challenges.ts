import type { Challenge, CompletedExercise, Participant } from '../../../contract/community';
import type { ProgressionWeek } from '../../../contract/workout';
import type { Sql } from '../connection';
import { newPublicId } from '../ids';

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

/** Challenges run over the four-week progression, so a plan without one cannot have a challenge yet. */
export async function createChallenge(
  sql: Sql,
  input: { planId: string; name: string; description: string | null; createdBy: string; email: string },
): Promise<CreateChallengeResult> {
  const [plan] = await sql<{ hasWeeks: boolean }[]>`
    select progression_weeks is not null and jsonb_array_length(progression_weeks) = 4 as has_weeks
    from workout_plans where id = ${input.planId}`;
  if (!plan) return { kind: 'plan-not-found' };
  if (!plan.hasWeeks) return { kind: 'no-progression' };
  const id = newPublicId();
  await sql`
    insert into challenges (id, workout_plan_id, name, description, created_by, creator_email)
    values (${id}, ${input.planId}, ${input.name}, ${input.description}, ${input.createdBy}, ${input.email})`;
  const challenge = await getChallenge(sql, id);
  return { kind: 'created', challenge: challenge! };
}

export async function listChallenges(sql: Sql, planId: string): Promise<Challenge[]> {
  const rows = await sql<ChallengeRow[]>`
    select ${challengeColumns(sql)} from challenges c where c.workout_plan_id = ${planId}
    order by c.created_at desc, c.id desc limit 100`;
  return rows.map(toChallenge);
}

export async function getChallenge(sql: Sql, id: string): Promise<Challenge | null> {
  const [row] = await sql<
    ChallengeRow[]
  >`select ${challengeColumns(sql)} from challenges c where c.id = ${id}`;
  return row ? toChallenge(row) : null;
}

export type JoinResult =
  | { kind: 'joined'; participant: Participant }
  | { kind: 'challenge-not-found' }
  | { kind: 'name-taken' }
  | { kind: 'full' };

export async function joinChallenge(
  sql: Sql,
  input: { challengeId: string; name: string; email: string | null; maxParticipants: number },
): Promise<JoinResult> {
  return sql.begin(async (tx) => {
    // Lock the challenge row so the participant cap holds under concurrent joins.
    const [challenge] = await tx`select id from challenges where id = ${input.challengeId} for update`;
    if (!challenge) return { kind: 'challenge-not-found' } as const;
    const [count] = await tx<{ count: number }[]>`
      select count(*)::int as count from participants where challenge_id = ${input.challengeId}`;
    if ((count?.count ?? 0) >= input.maxParticipants) return { kind: 'full' } as const;
    const [row] = await tx<{ id: string; name: string; createdAt: Date }[]>`
      insert into participants (id, challenge_id, name, email)
      values (${newPublicId()}, ${input.challengeId}, ${input.name}, ${input.email})
      on conflict (challenge_id, lower(name)) do nothing
      returning id, name, created_at`;
    if (!row) return { kind: 'name-taken' } as const;
    return {
      kind: 'joined',
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

/** The progression a participant's challenge runs on, to check (week, day, index) against it. */
export async function getParticipantWeeks(
  sql: Sql,
  participantId: string,
): Promise<ProgressionWeek[] | null> {
  const [row] = await sql<{ progressionWeeks: ProgressionWeek[] | null }[]>`
    select w.progression_weeks from participants p
    join challenges c on c.id = p.challenge_id
    join workout_plans w on w.id = c.workout_plan_id
    where p.id = ${participantId}`;
  return row ? (row.progressionWeeks ?? []) : null;
}

type CompletionRow = Omit<CompletedExercise, 'completedAt'> & { completedAt: Date };

export async function listCompletions(sql: Sql, participantId: string): Promise<CompletedExercise[]> {
  const rows = await sql<CompletionRow[]>`
    select week_number, day_name, exercise_index, completed_at from completed_exercises
    where participant_id = ${participantId} order by week_number, completed_at, exercise_index`;
  return rows.map((row) => ({ ...row, completedAt: row.completedAt.toISOString() }));
}

/** Marking twice is harmless: the primary key keeps one row. */
export async function markCompleted(
  sql: Sql,
  participantId: string,
  item: { weekNumber: number; dayName: string; exerciseIndex: number },
): Promise<void> {
  await sql`
    insert into completed_exercises (participant_id, week_number, day_name, exercise_index)
    values (${participantId}, ${item.weekNumber}, ${item.dayName}, ${item.exerciseIndex})
    on conflict do nothing`;
}

/** Unmarking what is not marked is harmless. */
export async function unmarkCompleted(
  sql: Sql,
  participantId: string,
  item: { weekNumber: number; dayName: string; exerciseIndex: number },
): Promise<void> {
  await sql`
    delete from completed_exercises where participant_id = ${participantId}
      and week_number = ${item.weekNumber} and day_name = ${item.dayName} and exercise_index = ${item.exerciseIndex}`;
}
