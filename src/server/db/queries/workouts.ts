import type { Language } from '../../../contract/site';
import type { PlanDraft, ProgressionWeek, WorkoutPlan, WorkoutRequest } from '../../../contract/workout';
import type { Sql } from '../connection';
import { newPublicId } from '../ids';

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
    averageRating: Number(row.averageRating),
    reviewCount: row.ratingCount,
  };
}

export type NewPlan = {
  request: WorkoutRequest;
  draft: PlanDraft;
  generator: string;
  sessionMinutes: number;
};

/**
 * Saves a generated plan. With a request id, a second save for the same id keeps the first plan
 * and returns it, so a retried or reconnected generation never makes a duplicate.
 */
export async function insertPlan(sql: Sql, input: NewPlan): Promise<WorkoutPlan> {
  const { request, draft } = input;
  const { overview, ...plan } = draft;
  const { email, requestId, ...answers } = request;
  const [row] = await sql<PlanRow[]>`
    insert into workout_plans (
      id, request_id, language, user_name, email, generator, fitness_goal, fitness_level, focus_area,
      workout_style, days_per_week, time_per_session, session_minutes, overview, plan, request
    ) values (
      ${newPublicId()}, ${requestId ?? null}, ${request.language}, ${request.name || 'Anonymous'}, ${email ?? null},
      ${input.generator}, ${request.fitnessGoal}, ${request.fitnessLevel}, ${request.focusArea}, ${request.workoutStyle},
      ${request.workoutDays}, ${request.workoutTime}, ${input.sessionMinutes}, ${overview},
      ${sql.json(plan as never)}, ${sql.json(answers as never)}
    )
    on conflict (request_id) do nothing
    returning ${planColumns(sql)}`;
  if (row) return toWorkoutPlan(row);
  const existing = requestId ? await findPlanByRequestId(sql, requestId) : null;
  if (!existing) throw new Error('plan insert returned nothing');
  return existing;
}

function planColumns(sql: Sql) {
  return sql`id, created_at, language, user_name, generator, fitness_goal, fitness_level, focus_area, workout_style,
    days_per_week, time_per_session, session_minutes, overview, plan, progression_weeks, rating_count, average_rating`;
}

export async function findPlanByRequestId(sql: Sql, requestId: string): Promise<WorkoutPlan | null> {
  const [row] = await sql<
    PlanRow[]
  >`select ${planColumns(sql)} from workout_plans where request_id = ${requestId}`;
  return row ? toWorkoutPlan(row) : null;
}

export async function getPlan(sql: Sql, id: string): Promise<WorkoutPlan | null> {
  const [row] = await sql<PlanRow[]>`select ${planColumns(sql)} from workout_plans where id = ${id}`;
  return row ? toWorkoutPlan(row) : null;
}

/** The plan with the answers it was made from, for building its progression. */
export async function getPlanWithRequest(
  sql: Sql,
  id: string,
): Promise<{ plan: WorkoutPlan; request: Omit<WorkoutRequest, 'email' | 'requestId'> } | null> {
  const [row] = await sql<(PlanRow & { request: Omit<WorkoutRequest, 'email' | 'requestId'> })[]>`
    select ${planColumns(sql)}, request from workout_plans where id = ${id}`;
  return row ? { plan: toWorkoutPlan(row), request: row.request } : null;
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
