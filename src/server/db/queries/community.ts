import type { Rating } from '../../../contract/community';
import type { PlanSummary } from '../../../contract/workout';
import { publicSummary, type SummarySource } from '../../privacy/publicPlan';
import type { Sql } from '../connection';
import { hashPrivateKey, newPrivateKey, newPublicId } from '../ids';

export const OVERVIEW_CARD_LENGTH = 150;

type SummaryRow = Omit<SummarySource, 'createdAt' | 'averageRating' | 'screening'> & {
  createdAt: Date;
  averageRating: string;
};

/** A card as anyone reads it: the public view's rules (src/server/privacy/publicPlan.ts), never the stored text. */
function toSummary(row: SummaryRow): PlanSummary {
  // No screening is read: the plan body stays unread, and a listed plan was never adapted to health nor
  // asks for clearance first (00011's constraint), the one outcome the public overview words differently.
  return publicSummary(
    {
      ...row,
      createdAt: row.createdAt.toISOString(),
      averageRating: Number(row.averageRating),
      screening: null,
    },
    OVERVIEW_CARD_LENGTH,
  );
}

/**
 * What a card is made from (docs/product.md plan summary): never the email, the request, the stored overview
 * or the plan body.
 */
function summaryColumns(sql: Sql) {
  return sql`id, user_name, created_at, average_rating, rating_count as review_count, fitness_level, fitness_goal,
    focus_area, workout_style, days_per_week, time_per_session, language, session_minutes`;
}

/*
 * Every list shows listed plans only: a plan is listed when its creator chose it (issue 14). Each query
 * keeps `listed` in its where clause so that it matches the partial indexes of 00003.
 */

export async function listRecent(sql: Sql, limit: number): Promise<PlanSummary[]> {
  const rows = await sql<SummaryRow[]>`
    select ${summaryColumns(sql)} from workout_plans where listed
    order by created_at desc, id desc limit ${limit}`;
  return rows.map(toSummary);
}

/** Rated plans only, best average first, then the most reviewed. */
export async function listTopRated(sql: Sql, limit: number): Promise<PlanSummary[]> {
  const rows = await sql<SummaryRow[]>`
    select ${summaryColumns(sql)} from workout_plans where listed and rating_count > 0
    order by average_rating desc, rating_count desc, created_at desc, id desc limit ${limit}`;
  return rows.map(toSummary);
}

export async function browsePlans(
  sql: Sql,
  page: number,
  pageSize: number,
): Promise<{ workouts: PlanSummary[]; hasMore: boolean }> {
  // Deep pages: skip rows in the (created_at, id) index alone (an index-only scan), then read just the
  // page's rows; a plain OFFSET would fetch every skipped row from the table.
  const rows = await sql<SummaryRow[]>`
    with page as (
      select id, created_at from workout_plans where listed order by created_at desc, id desc
      limit ${pageSize + 1} offset ${(page - 1) * pageSize}
    )
    select ${summaryColumns(sql)} from workout_plans join page using (id, created_at)
    order by created_at desc, id desc`;
  return { workouts: rows.slice(0, pageSize).map(toSummary), hasMore: rows.length > pageSize };
}

export async function planExists(sql: Sql, id: string): Promise<boolean> {
  const [row] = await sql`select 1 from workout_plans where id = ${id}`;
  return Boolean(row);
}

type RatingRow = Omit<Rating, 'createdAt'> & { createdAt: Date };
const toRating = (row: RatingRow): Rating => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * Adds a rating and updates the plan's aggregates in one transaction. The aggregate update is a
 * single `set count = count + 1` on the plan row, so concurrent ratings serialise on that row and the
 * average stays exact. Returns null when the plan does not exist. The rating's private key (its writer
 * deletes it with it) is returned here, once; only its SHA-256 is stored.
 */
export async function addRating(
  sql: Sql,
  planId: string,
  input: { userName: string; rating: number; feedback: string },
): Promise<{ rating: Rating; ratingKey: string } | null> {
  const ratingKey = newPrivateKey();
  return sql.begin(async (tx) => {
    const [plan] = await tx`
      update workout_plans set rating_count = rating_count + 1, rating_sum = rating_sum + ${input.rating}
      where id = ${planId} returning id`;
    if (!plan) return null;
    const [row] = await tx<RatingRow[]>`
      insert into ratings (id, workout_plan_id, user_name, rating, feedback, key_hash)
      values (${newPublicId()}, ${planId}, ${input.userName}, ${input.rating}, ${input.feedback},
        ${hashPrivateKey(ratingKey)})
      returning id, user_name, rating, feedback, created_at`;
    return { rating: toRating(row!), ratingKey };
  }) as Promise<{ rating: Rating; ratingKey: string } | null>;
}

export type DeleteRatingResult = { kind: 'done' } | { kind: 'not-found' } | { kind: 'wrong-key' };

/**
 * Deletes a rating for its writer (the rating's key) or the plan's creator (the plan's management key),
 * and takes it out of the plan's average in the same transaction. A key that is absent never matches,
 * so ratings written before keys existed (00005) can be removed by the plan's creator only.
 */
export async function deleteRating(
  sql: Sql,
  planId: string,
  ratingId: string,
  keys: { ratingKey: string | null; managementKey: string | null },
): Promise<DeleteRatingResult> {
  const ratingHash = keys.ratingKey ? hashPrivateKey(keys.ratingKey) : null;
  const managementHash = keys.managementKey ? hashPrivateKey(keys.managementKey) : null;
  return sql.begin(async (tx) => {
    const [removed] = await tx<{ rating: number }[]>`
      delete from ratings r
      where r.id = ${ratingId} and r.workout_plan_id = ${planId}
        and (r.key_hash = ${ratingHash} or exists (
          select 1 from workout_plans w where w.id = r.workout_plan_id and w.management_key_hash = ${managementHash}))
      returning r.rating`;
    if (removed) {
      await tx`
        update workout_plans set rating_count = rating_count - 1, rating_sum = rating_sum - ${removed.rating}
        where id = ${planId}`;
      return { kind: 'done' } as const;
    }
    const [exists] = await tx`select 1 from ratings where id = ${ratingId} and workout_plan_id = ${planId}`;
    return exists ? ({ kind: 'wrong-key' } as const) : ({ kind: 'not-found' } as const);
  }) as Promise<DeleteRatingResult>;
}

/** A page of the plan's ratings, newest first (ties by id, so pages neither overlap nor skip). */
export async function listRatings(
  sql: Sql,
  planId: string,
  page: number,
  pageSize: number,
): Promise<{ ratings: Rating[]; hasMore: boolean }> {
  const rows = await sql<RatingRow[]>`
    select id, user_name, rating, feedback, created_at from ratings where workout_plan_id = ${planId}
    order by created_at desc, id desc limit ${pageSize + 1} offset ${(page - 1) * pageSize}`;
  return { ratings: rows.slice(0, pageSize).map(toRating), hasMore: rows.length > pageSize };
}

export async function getAverageRating(
  sql: Sql,
  planId: string,
): Promise<{ averageRating: number; reviewCount: number } | null> {
  const [row] = await sql<{ averageRating: string; ratingCount: number }[]>`
    select average_rating, rating_count from workout_plans where id = ${planId}`;
  return row ? { averageRating: Number(row.averageRating), reviewCount: row.ratingCount } : null;
}
