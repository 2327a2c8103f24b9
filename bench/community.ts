import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { workoutRequestSchema } from '../src/contract/workout';
import { buildApp } from '../src/server/app';
import { buildPlan } from '../src/server/coach/build/plan';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { percentile, type Row, row } from './stats';

const SCHEMA = 'bench_million';
const PLANS = 1_000_000;
const RATINGS = 3_000_000;

/**
 * Lists at scale (issue: community): 1,000,000 plans and 3,000,000 ratings on real PostgreSQL, then
 * the median and p99 latency of each list and of a plan by id, over HTTP. The data is made once in its
 * own schema and kept for later runs.
 */
export async function benchCommunityAtScale(databaseUrl: string | undefined): Promise<Row[]> {
  if (!databaseUrl)
    return [
      { figure: 'lists at 1M plans', value: 'skipped', target: 'needs BENCH_DATABASE_URL', status: 'info' },
    ];
  const db = await openDatabase({ databaseUrl, schema: SCHEMA, poolSize: 10 });
  await migrate(db.sql);
  const [counts] = await db.sql<{ plans: number; ratings: number; listed: number }[]>`
    select (select count(*)::int from workout_plans) as plans, (select count(*)::int from ratings) as ratings,
      (select count(*)::int from workout_plans where listed) as listed`;
  // A schema made before plans could be unlisted has none listed (migration 00003): made again.
  if ((counts?.plans ?? 0) < PLANS || (counts?.ratings ?? 0) < RATINGS || (counts?.listed ?? 0) === 0)
    await seedAtScale(databaseUrl);
  const [sample] = await db.sql<
    { id: string }[]
  >`select id from workout_plans order by created_at desc offset 1000 limit 1`;

  const app = await buildApp({
    db,
    config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', RATE_LIMIT_SCALE: '0' }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const rows: Row[] = [];
  try {
    const targets: [string, string][] = [
      ['browse page 1', '/workouts/browse?page=1&pageSize=12'],
      ['browse page 5,000', '/workouts/browse?page=5000&pageSize=12'],
      ['recent', '/workouts/recent?limit=5'],
      ['top-rated', '/workouts/top-rated?limit=5'],
      ['plan by id', `/workouts/${sample!.id}`],
    ];
    for (const [name, path] of targets) {
      const times: number[] = [];
      for (let index = 0; index < 230; index += 1) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        if (index >= 30) times.push(performance.now() - started);
      }
      rows.push(row(`${name} at 1M plans, median`, percentile(times, 50), 'ms'));
      rows.push(row(`${name} at 1M plans, p99`, percentile(times, 99), 'ms', { max: 20 }));
    }
  } finally {
    await app.close();
    await db.close();
  }
  return rows;
}

async function seedAtScale(databaseUrl: string): Promise<void> {
  console.log(
    `Seeding ${PLANS.toLocaleString()} plans and ${RATINGS.toLocaleString()} ratings (first run only)...`,
  );
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { search_path: SCHEMA } });
  try {
    await sql`truncate workout_plans cascade`;
    await insertSyntheticPlans(sql, PLANS, RATINGS);
  } finally {
    await sql.end();
  }
}

/**
 * Plans and ratings generated with SQL on the server: realistic cards and a plan body copied from one
 * real plan. Ids are `bench` + 11 hex digits of 1..plans; ratings go to the first third of the plans.
 * One plan in ten is unlisted, so the lists' partial indexes are measured with plans to leave out.
 */
export async function insertSyntheticPlans(sql: postgres.Sql, plans: number, ratings: number): Promise<void> {
  // One real training day from the coach, shared by every row: reads return a valid plan, and a million
  // rows stay small (a full week per row would be about 10 GB).
  const { schedule, disclaimer } = buildPlan(workoutRequestSchema.parse({ workoutLocation: 'gym' })).draft;
  const body = { schedule: schedule.slice(0, 1), restDays: [], videos: [], disclaimer, notes: [] };
  await sql`
    insert into workout_plans (id, language, user_name, generator, fitness_goal, fitness_level, focus_area, workout_style,
      days_per_week, time_per_session, session_minutes, overview, plan, request, created_at, listed)
    select
      'bench' || lpad(to_hex(n), 11, '0'),
      case when n % 3 = 0 then 'es' else 'en' end,
      'Visitor ' || n,
      'builtin',
      (array['muscle','loss','endurance','tone','strength'])[1 + n % 5],
      (array['novice','beginner','intermediate','advanced'])[1 + n % 4],
      (array['full-body','upper-body','lower-body','core'])[1 + n % 4],
      (array['traditional','circuit','supersets','hiit'])[1 + n % 4],
      2 + n % 6, '45 minutes', 45,
      'A ' || (2 + n % 6) || '-day plan for building strength and fitness, with sessions that fit 45 minutes, warm-up and cool-down included, and progression over four weeks.',
      ${sql.json(body as never)}, '{}'::jsonb,
      now() - (n || ' seconds')::interval,
      n % 10 <> 0
    from generate_series(1, ${plans}) as n`;
  // Ratings on a third of the plans; aggregates written to match.
  await sql`
    insert into ratings (id, workout_plan_id, user_name, rating, feedback, created_at)
    select 'rate' || lpad(to_hex(r), 12, '0'), 'bench' || lpad(to_hex(1 + (r::bigint * 7919) % ${Math.max(1, Math.floor(plans / 3))}), 11, '0'),
      'Rater ' || r, 1 + r % 5, 'Useful and clear plan.', now() - (r || ' seconds')::interval
    from generate_series(1, ${ratings}) as r`;
  await sql`
    update workout_plans w set rating_count = s.c, rating_sum = s.total
    from (select workout_plan_id, count(*)::int as c, sum(rating)::int as total from ratings group by workout_plan_id) s
    where s.workout_plan_id = w.id`;
  // What autovacuum does in production: statistics, and the visibility map for index-only scans.
  await sql`vacuum analyze workout_plans`;
  await sql`vacuum analyze ratings`;
}
