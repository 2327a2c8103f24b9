import type { Language } from '../../../contract/site';
import type { PlanDraft, ProgressionWeek, WorkoutPlan, WorkoutRequest } from '../../../contract/workout';
import { adaptedToHealth } from '../../privacy/publicPlan';
import type { Sql } from '../connection';
import { hashPrivateKey, newPrivateKey, newPublicId } from '../ids';

/** The columns a read may return: never email, never the request id. */
type PlanRow = {
  id: string;
  createdAt: Date;
  language: Language;
  userName: string;
  generator: string;
  fitnessGoal: string;
  fitnessLevel: string;
  focusArea: string;
  workoutStyle: string;
  daysPerWeek: number;
  timePerSession: string;
  sessionMinutes: number;
  overview: string;
  plan: Omit<PlanDraft, 'overview'>;
  progressionWeeks: ProgressionWeek[] | null;
  ratingCount: number;
  averageRating: string;
  listed: boolean;
};

export function toWorkoutPlan(row: PlanRow): WorkoutPlan {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    userName: row.userName,
    generator: row.generator,
    fitnessGoal: row.fitnessGoal,
    fitnessLevel: row.fitnessLevel,
    focusArea: row.focusArea,
    workoutStyle: row.workoutStyle,
    daysPerWeek: row.daysPerWeek,
    timePerSession: row.timePerSession,
    sessionMinutes: row.sessionMinutes,
    overview: row.overview,
    schedule: row.plan.schedule,
    restDays: row.plan.restDays,
    videos: row.plan.videos,
    disclaimer: row.plan.disclaimer,
    notes: row.plan.notes,
    screening: row.plan.screening ?? null,
    progressionWeeks: row.progressionWeeks ?? [],
    listed: row.listed,
    averageRating: Number(row.averageRating),
    reviewCount: row.ratingCount,
    // As stored: only its creator's device reads it so (src/server/privacy/publicPlan.ts makes everyone else's).
    view: 'owner',
    adaptedToHealth: adaptedToHealth(row.plan.screening ?? null),
  };
}

export type NewPlan = {
  request: WorkoutRequest;
  draft: PlanDraft;
  generator: string;
  sessionMinutes: number;
  /** The digest of the answers its request id is bound to (generation/requestHash.ts). */
  requestHash?: string | null;
};

/** A request id already used for other answers (its plan was made by a concurrent request). */
export class RequestIdReusedError extends Error {
  override name = 'RequestIdReusedError';
}

/**
 * The management key of each plan this process has just made, for the call that made it to hand back
 * once (routers/workouts.ts). Kept beside the plan object rather than in it, so no read, log or
 * serialisation of a plan can ever carry the key; a WeakMap entry goes with its plan.
 */
const newManagementKeys = new WeakMap<WorkoutPlan, string>();

/** The key made with this plan, once: null for a plan found rather than made (a retried request id). */
export function takeManagementKey(plan: WorkoutPlan): string | null {
  const key = newManagementKeys.get(plan) ?? null;
  newManagementKeys.delete(plan);
  return key;
}

/** 192 random bits, URL-safe (32 characters): see newPrivateKey. */
const newManagementKey = newPrivateKey;

/** Only this is stored: a leaked table does not hand out the power to delete plans. */
export const hashManagementKey = hashPrivateKey;

/**
 * Saves a generated plan. With a request id, a second save for the same id keeps the first plan
 * and returns it, so a retried or reconnected generation never makes a duplicate.
 *
 * Listing is decided here rather than where generation runs, so no caller can get it wrong: the plan
 * is listed only when the visitor asked for it, and never when the coach adapted it to its creator's
 * health or asks for a professional's clearance first (README "Privacy": its exercises can hint at a
 * condition; a constraint in the database holds the same rule, migration 00011).
 */
export async function insertPlan(sql: Sql, input: NewPlan): Promise<WorkoutPlan> {
  const { request, draft } = input;
  const { overview, ...plan } = draft;
  const { email, requestId, ...answers } = request;
  const listed = request.listed === true && !adaptedToHealth(draft.screening);
  const managementKey = newManagementKey();
  const [row] = await sql<PlanRow[]>`
    insert into workout_plans (
      id, request_id, language, user_name, email, generator, fitness_goal, fitness_level, focus_area,
      workout_style, days_per_week, time_per_session, session_minutes, overview, plan, request, listed,
      management_key_hash, request_hash
    ) values (
      ${newPublicId()}, ${requestId ?? null}, ${request.language}, ${request.name || 'Anonymous'}, ${email ?? null},
      ${input.generator}, ${request.fitnessGoal}, ${request.fitnessLevel}, ${request.focusArea}, ${request.workoutStyle},
      ${request.workoutDays}, ${request.workoutTime}, ${input.sessionMinutes}, ${overview},
      ${sql.json(plan as never)}, ${sql.json(answers as never)}, ${listed}, ${hashManagementKey(managementKey)},
      ${input.requestHash ?? null}
    )
    on conflict (request_id) do nothing
    returning ${planColumns(sql)}`;
  if (row) {
    const saved = toWorkoutPlan(row);
    newManagementKeys.set(saved, managementKey);
    return saved;
  }
  const existing = requestId ? await findPlanByRequestId(sql, requestId) : null;
  if (!existing) throw new Error('plan insert returned nothing');
  if (input.requestHash && existing.requestHash && existing.requestHash !== input.requestHash) {
    throw new RequestIdReusedError('request id reused with other answers');
  }
  return existing.plan;
}

function planColumns(sql: Sql) {
  return sql`id, created_at, language, user_name, generator, fitness_goal, fitness_level, focus_area, workout_style,
    days_per_week, time_per_session, session_minutes, overview, plan, progression_weeks, rating_count, average_rating,
    listed`;
}

/** The plan made for a request id, with the digest of the answers it was made from (null before 00004). */
export async function findPlanByRequestId(
  sql: Sql,
  requestId: string,
): Promise<{ plan: WorkoutPlan; requestHash: string | null } | null> {
  const [row] = await sql<
    (PlanRow & { requestHash: string | null })[]
  >`select ${planColumns(sql)}, request_hash from workout_plans where request_id = ${requestId}`;
  return row ? { plan: toWorkoutPlan(row), requestHash: row.requestHash } : null;
}

export async function getPlan(sql: Sql, id: string): Promise<WorkoutPlan | null> {
  const [row] = await sql<PlanRow[]>`select ${planColumns(sql)} from workout_plans where id = ${id}`;
  return row ? toWorkoutPlan(row) : null;
}

/**
 * A plan with whether `key` is its management key (false when none is sent, and for a plan made before
 * keys existed): the reader is its creator only then (src/server/privacy/reader.ts).
 */
export async function getPlanForKey(
  sql: Sql,
  id: string,
  key: string | null,
): Promise<{ plan: WorkoutPlan; keyMatches: boolean } | null> {
  const keyHash = key ? hashManagementKey(key) : null;
  const [row] = await sql<(PlanRow & { keyMatches: boolean })[]>`
    select ${planColumns(sql)}, coalesce(management_key_hash = ${keyHash}, false) as key_matches
    from workout_plans where id = ${id}`;
  return row ? { plan: toWorkoutPlan(row), keyMatches: row.keyMatches } : null;
}

/** Whether the community lists show this plan (false for an unknown id). */
export async function isPlanListed(sql: Sql, id: string): Promise<boolean> {
  const [row] = await sql<{ listed: boolean }[]>`select listed from workout_plans where id = ${id}`;
  return row?.listed ?? false;
}

/**
 * The plan with the answers it was made from, for building its progression, and whether `key` is its
 * management key (the weeks are answered in the owner's or the public view: src/server/privacy/reader.ts).
 */
export async function getPlanWithRequest(
  sql: Sql,
  id: string,
  key: string | null = null,
): Promise<{
  plan: WorkoutPlan;
  request: Omit<WorkoutRequest, 'email' | 'requestId'>;
  keyMatches: boolean;
} | null> {
  const keyHash = key ? hashManagementKey(key) : null;
  const [row] = await sql<
    (PlanRow & { request: Omit<WorkoutRequest, 'email' | 'requestId'>; keyMatches: boolean })[]
  >`
    select ${planColumns(sql)}, request, coalesce(management_key_hash = ${keyHash}, false) as key_matches
    from workout_plans where id = ${id}`;
  return row ? { plan: toWorkoutPlan(row), request: row.request, keyMatches: row.keyMatches } : null;
}

/**
 * Stores the four weeks once: the first writer wins and later callers get the stored weeks, so
 * concurrent requests can never leave two different progressions behind a running challenge.
 */
export async function saveProgressionOnce(
  sql: Sql,
  id: string,
  weeks: ProgressionWeek[],
  generator: string,
): Promise<ProgressionWeek[]> {
  const [updated] = await sql<{ progressionWeeks: ProgressionWeek[] }[]>`
    update workout_plans
    set progression_weeks = ${sql.json(weeks as never)}, progression_generator = ${generator},
        progression_created_at = now()
    where id = ${id} and progression_weeks is null
    returning progression_weeks`;
  if (updated) return updated.progressionWeeks;
  const [existing] = await sql<{ progressionWeeks: ProgressionWeek[] | null }[]>`
    select progression_weeks from workout_plans where id = ${id}`;
  return existing?.progressionWeeks ?? [];
}

export type ManageResult<T> =
  | { kind: 'done'; value: T }
  | { kind: 'not-found' }
  | { kind: 'wrong-key' }
  /** The plan was adapted to its creator's health, so it is never listed (migration 00011). */
  | { kind: 'needs-clearance' };

/** Why a change guarded by the key did not happen. */
async function whyRefused(sql: Sql, id: string, keyHash: string | null): Promise<ManageResult<never>> {
  const [row] = await sql<{ keyMatches: boolean; needsClearance: boolean }[]>`
    select coalesce(management_key_hash = ${keyHash}, false) as key_matches,
      coalesce(plan #>> '{screening,outcome}', '') in ('adapted', 'clearance') as needs_clearance
    from workout_plans where id = ${id}`;
  if (!row) return { kind: 'not-found' };
  if (!row.keyMatches) return { kind: 'wrong-key' };
  return { kind: 'needs-clearance' };
}

/**
 * Lists or unlists a plan for the holder of its management key. A plan adapted to its creator's health
 * (or asking for clearance first) cannot be listed (README "Privacy"). `key` null (none sent) never matches, not even a plan made before keys existed.
 */
export async function setPlanListed(
  sql: Sql,
  id: string,
  key: string | null,
  listed: boolean,
): Promise<ManageResult<{ listed: boolean }>> {
  const keyHash = key ? hashManagementKey(key) : null;
  const [row] = await sql<{ listed: boolean }[]>`
    update workout_plans set listed = ${listed}
    where id = ${id} and management_key_hash = ${keyHash}
      and (not ${listed} or coalesce(plan #>> '{screening,outcome}', '') not in ('adapted', 'clearance'))
    returning listed`;
  return row ? { kind: 'done', value: { listed: row.listed } } : whyRefused(sql, id, keyHash);
}

/**
 * Deletes a plan for the holder of its management key. Its ratings, challenges, their participants and
 * their completions go with it (foreign keys on delete cascade, 00001_init.sql).
 */
export async function deletePlan(sql: Sql, id: string, key: string | null): Promise<ManageResult<null>> {
  const keyHash = key ? hashManagementKey(key) : null;
  const [row] = await sql`
    delete from workout_plans where id = ${id} and management_key_hash = ${keyHash} returning id`;
  return row ? { kind: 'done', value: null } : whyRefused(sql, id, keyHash);
}

/** How long the onboarding email is kept (README "Privacy"): long enough to send the plan, no longer. */
export const ONBOARDING_EMAIL_RETENTION_DAYS = 30;

/** Erases onboarding emails older than the retention period; returns how many were erased. */
export async function forgetOldOnboardingEmails(
  sql: Sql,
  days = ONBOARDING_EMAIL_RETENTION_DAYS,
): Promise<number> {
  const [row] = await sql<{ erased: number }[]>`
    with erased as (
      update workout_plans set email = null
      where email is not null and created_at < now() - make_interval(days => ${days})
      returning 1
    )
    select count(*)::int as erased from erased`;
  return row?.erased ?? 0;
}
