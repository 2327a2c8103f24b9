import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { ProgressionWeek, WorkoutPlan } from '../src/contract/workout';
import { freePort, type ServerProcess, startServerProcess } from '../tests/helpers/server-process';
import { insertSyntheticPlans } from './community';
import { type Row, row } from './stats';

/**
 * Load (issue: hardening): autocannon against the production server (`scripts/start.ts`, as `npm start`
 * runs it) on real PostgreSQL, 50 connections for 20 s per route; the same reads against the bare stack
 * (bench/bare-server.ts) for the ratio, taking turns with ours (compareReads); every acknowledged write
 * checked in the database afterwards; the reads over /trpc; the reads on the embedded database; and a run
 * with the rate limits on, where 429 is the only non-2xx answer allowed.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const DATABASE = 'coach_bench_load';
const SYNTHETIC_PLANS = 20_000;

type Measured = { requestsPerSecond: number; p99: number; non2xx: number; tooMany: number; errors: number };

export async function benchLoad(serverUrl: string | undefined): Promise<Row[]> {
  if (!serverUrl)
    return [{ figure: 'load runs', value: 'skipped', target: 'needs BENCH_DATABASE_URL', status: 'info' }];
  const databaseUrl = await freshDatabase(serverUrl);
  const rows: Row[] = [];
  const unexpected: string[] = [];
  const note = (name: string, measured: Measured, allowTooMany = false) => {
    const other = measured.non2xx - (allowTooMany ? measured.tooMany : 0) + measured.errors;
    if (other > 0) unexpected.push(`${name}: ${other}`);
  };

  const ours = await startServerProcess({
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_SCALE: '0',
    LOG_LEVEL: 'error',
  });
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  let bare: BareServer | undefined;
  try {
    await insertSyntheticPlans(sql, SYNTHETIC_PLANS, SYNTHETIC_PLANS);
    const fixture = await makeFixture(ours.url);

    // Reads through our REST API and through the bare stack (same SQL, same JSON, nothing of ours around
    // it), on the same database before any write, in alternating rounds: see compareReads.
    bare = await startBareServer(databaseUrl);
    const planPath = `/api/workouts/${fixture.plan.id}`;
    const [ourBody, bareBody] = await Promise.all(
      [ours.url, bare.url].map(async (base) => (await fetch(`${base}${planPath}`)).json()),
    );
    if (JSON.stringify(sortKeys(ourBody)) !== JSON.stringify(sortKeys(bareBody)))
      throw new Error('The bare server does not answer the same JSON as ours');
    // Warm-up: JIT, prepared statements, pool.
    for (const base of [ours.url, bare.url]) await cannon(base, { path: planPath }, 2);
    const plan = await compareReads(ours.url, bare.url, { path: planPath });
    const browse = await compareReads(ours.url, bare.url, { setup: () => ({ path: browsePath() }) });
    const recent = await cannon(ours.url, { path: '/api/workouts/recent?limit=5' });
    for (const [name, measured] of [
      ['plan by id', plan.ours],
      ['browse', browse.ours],
      ['recent', recent],
    ] as const) {
      rows.push(...loadRows(`REST ${name}`, measured));
      note(name, measured);
    }
    rows.push(...loadRows('bare stack plan by id', plan.bare), ...loadRows('bare stack browse', browse.bare));
    rows.push(
      ...ratioRows('plan by id', plan.ours, plan.bare),
      ...ratioRows('browse', browse.ours, browse.bare),
    );

    // Writes, each acknowledgement recorded and checked against the database afterwards.
    const ratings = await rateUnderLoad(ours.url);
    rows.push(...loadRows('REST rating writes', ratings.measured));
    note('rating writes', ratings.measured);
    const toggles = await toggleUnderLoad(ours.url, fixture);
    rows.push(...loadRows('REST completion toggles', toggles.measured));
    note('completion toggles', toggles.measured);

    // The same reads over the typed RPC endpoint the UI uses.
    const rpc = (procedure: string, input: unknown) =>
      `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
    const rpcPlan = await cannon(ours.url, { path: rpc('workouts.byId', { id: fixture.plan.id }) });
    const rpcBrowse = await cannon(ours.url, {
      setup: () => ({
        path: rpc('workouts.browse', { page: 1 + Math.floor(Math.random() * 100), pageSize: 12 }),
      }),
    });
    rows.push(...loadRows('/trpc plan by id', rpcPlan), ...loadRows('/trpc browse', rpcBrowse));
    note('/trpc plan by id', rpcPlan);
    note('/trpc browse', rpcBrowse);

    // Writes with the rate limits on: 429 is the only non-2xx answer allowed, and no acknowledged write lost.
    const limited = await startServerProcess({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_SCALE: '1',
      LOG_LEVEL: 'error',
    });
    try {
      const limitedRatings = await rateUnderLoad(limited.url, 5);
      note('rating writes with limits on', limitedRatings.measured, true);
      rows.push({
        figure: 'rating writes with limits on (5 s): 2xx / 429',
        value: `${limitedRatings.acknowledged.length} / ${limitedRatings.measured.tooMany}`,
        target: '',
        status: 'info',
      });
      ratings.acknowledged.push(...limitedRatings.acknowledged);
    } finally {
      await limited.stop();
    }

    const [stored] = await sql<{ count: number }[]>`
      select count(*)::int as count from ratings where id = any(${ratings.acknowledged})`;
    const missingRatings = ratings.acknowledged.length - (stored?.count ?? 0);
    const wrongCells = await checkToggles(sql, toggles.expected);
    rows.push(
      count('acknowledged rating writes checked in the database', ratings.acknowledged.length),
      count('acknowledged completion cells checked in the database', toggles.expected.size),
      count('acknowledged writes missing or wrong', missingRatings + wrongCells, 0),
      {
        figure: 'non-2xx answers under load (429 excepted)',
        value: unexpected.length ? unexpected.join(', ') : '0',
        target: '0',
        status: unexpected.length ? 'over' : 'ok',
      },
    );
  } finally {
    await bare?.stop();
    await ours.stop();
    await sql.end();
  }

  rows.push(...(await benchEmbedded()));
  return rows;
}

/** Reads on the embedded database (PGlite), which a new user gets with no DATABASE_URL. */
async function benchEmbedded(): Promise<Row[]> {
  const server = await startServerProcess({ RATE_LIMIT_SCALE: '0', LOG_LEVEL: 'error' });
  try {
    let plan: WorkoutPlan | undefined;
    for (let index = 0; index < 60; index += 1)
      plan = await post(server.url, '/api/workouts/generate', { name: `Embedded ${index}`, workoutDays: 4 });
    const planById = await cannon(server.url, { path: `/api/workouts/${plan!.id}` });
    const browse = await cannon(server.url, {
      setup: () => ({ path: `/api/workouts/browse?page=${1 + Math.floor(Math.random() * 5)}&pageSize=12` }),
    });
    return [...loadRows('embedded REST plan by id', planById), ...loadRows('embedded REST browse', browse)];
  } finally {
    await server.stop();
  }
}

type Fixture = {
  plan: WorkoutPlan;
  /** Each participant with the key that lets it change its own progress (x-participant-key). */
  participants: { id: string; participantKey: string }[];
  cells: { weekNumber: number; dayName: string; exerciseIndex: number }[];
};

/** A real plan with its progression, a challenge and one participant per connection. */
async function makeFixture(base: string): Promise<Fixture> {
  const plan = await post<WorkoutPlan>(base, '/api/workouts/generate', {
    name: 'Load test',
    workoutLocation: 'gym',
    workoutDays: 4,
    fitnessLevel: 'intermediate',
  });
  const { progressionWeeks } = await post<{ progressionWeeks: ProgressionWeek[] }>(
    base,
    `/api/workouts/${plan.id}/progression`,
    {},
  );
  const challenge = await post<{ id: string }>(base, `/api/workouts/${plan.id}/challenges`, {
    name: 'Load squad',
    createdBy: 'Bench',
  });
  const participants: Fixture['participants'] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const participant = await post<{ id: string; participantKey: string }>(
      base,
      `/api/challenges/${challenge.id}/participants`,
      { name: `Member ${index}` },
    );
    participants.push({ id: participant.id, participantKey: participant.participantKey });
  }
  const cells = progressionWeeks.flatMap((week) =>
    week.schedule.flatMap((day) =>
      day.exercises.map((_, exerciseIndex) => ({
        weekNumber: week.weekNumber,
        dayName: day.name,
        exerciseIndex,
      })),
    ),
  );
  return { plan, participants, cells };
}

/** Ratings on random synthetic plans, each with a unique name; the ids of the acknowledged ones. */
async function rateUnderLoad(base: string, seconds = SECONDS) {
  const acknowledged: string[] = [];
  let sent = 0;
  const measured = await cannon(
    base,
    {
      setup: () => {
        sent += 1;
        const plan = 1 + Math.floor(Math.random() * SYNTHETIC_PLANS);
        return {
          method: 'POST',
          path: `/api/workouts/bench${plan.toString(16).padStart(11, '0')}/ratings`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            userName: `Load ${sent}`,
            rating: 1 + (sent % 5),
            feedback: 'Solid plan under load.',
          }),
        };
      },
      onResponse: (status, body) => {
        if (status === 200) acknowledged.push((JSON.parse(body) as { id: string }).id);
      },
    },
    seconds,
  );
  return { measured, acknowledged };
}

type CellState = { sent: number; acknowledged: number; completed: boolean };

/**
 * Marks and unmarks exercises of the fixture's participants. Request k goes to participant k mod 50 and
 * walks that participant's cells, marking on the first pass and unmarking on the next, so the same cell
 * is only written again thousands of requests later. A cell whose last sent write was acknowledged must
 * end in that write's state.
 */
async function toggleUnderLoad(base: string, fixture: Fixture) {
  const cells = new Map<string, CellState>();
  let sequence = 0;
  const measured = await cannon(base, {
    setup: (context) => {
      const k = sequence++;
      const participant = fixture.participants[k % fixture.participants.length]!;
      const step = Math.floor(k / fixture.participants.length);
      const cell = fixture.cells[step % fixture.cells.length]!;
      const completed = Math.floor(step / fixture.cells.length) % 2 === 0;
      const key = `${participant.id}|${cell.weekNumber}|${cell.dayName}|${cell.exerciseIndex}`;
      const state = cells.get(key) ?? { sent: -1, acknowledged: -1, completed: false };
      cells.set(key, { ...state, sent: k });
      Object.assign(context, { k, key, completed });
      const path = `/api/participants/${participant.id}/completed-exercises`;
      const owner = { 'x-participant-key': participant.participantKey };
      return completed
        ? {
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json', ...owner },
            body: JSON.stringify(cell),
          }
        : {
            method: 'DELETE',
            path: `${path}?week=${cell.weekNumber}&day=${encodeURIComponent(cell.dayName)}&exerciseIndex=${cell.exerciseIndex}`,
            headers: owner,
          };
    },
    onResponse: (status, _body, context) => {
      const { k, key, completed } = context as { k: number; key: string; completed: boolean };
      const state = cells.get(key)!;
      if (status === 200 && k > state.acknowledged) cells.set(key, { ...state, acknowledged: k, completed });
    },
  });
  const expected = new Map<string, boolean>();
  for (const [key, state] of cells) if (state.acknowledged === state.sent) expected.set(key, state.completed);
  return { measured, expected };
}

/** Cells whose stored state differs from the last acknowledged write. */
async function checkToggles(sql: postgres.Sql, expected: Map<string, boolean>): Promise<number> {
  const rows = await sql<{ key: string }[]>`
    select participant_id || '|' || week_number || '|' || day_name || '|' || exercise_index as key
    from completed_exercises`;
  const stored = new Set(rows.map((r) => r.key));
  let wrong = 0;
  for (const [key, completed] of expected) if (stored.has(key) !== completed) wrong += 1;
  return wrong;
}

type Target = {
  path?: string;
  setup?: (context: Record<string, unknown>) => autocannon.Request;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};

async function cannon(base: string, target: Target, seconds = SECONDS): Promise<Measured> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        path: target.path ?? '/',
        method: 'GET',
        ...(target.setup && {
          setupRequest: (request: autocannon.Request, context: Record<string, unknown>) => ({
            ...request,
            ...target.setup!(context),
          }),
        }),
        ...(target.onResponse && { onResponse: target.onResponse }),
      } as autocannon.Request,
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    tooMany: Number(
      (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats?.['429']
        ?.count ?? 0,
    ),
    errors: result.errors,
  };
}

/**
 * The same reads against our server and the bare stack, for their ratio. The two take turns in four rounds
 * of half the run each, ours, bare, bare, ours, so both meet the same database and the same machine: a
 * drift during the run (autovacuum, a checkpoint, another process on this shared machine) falls on both
 * alike instead of on whichever ran at the time. Measured one after the other, with the write runs between
 * them, the browse ratio moved from 0.91x to 0.77x between two identical runs (issue 15).
 */
async function compareReads(oursBase: string, bareBase: string, target: Target) {
  const half = SECONDS / 2;
  const oursRounds: Measured[] = [];
  const bareRounds: Measured[] = [];
  oursRounds.push(await cannon(oursBase, target, half));
  bareRounds.push(await cannon(bareBase, target, half));
  bareRounds.push(await cannon(bareBase, target, half));
  oursRounds.push(await cannon(oursBase, target, half));
  return { ours: combined(oursRounds), bare: combined(bareRounds) };
}

/** Rounds of equal length as one run: mean throughput, the worst round's p99, every failure counted. */
function combined(rounds: Measured[]): Measured {
  const sum = (pick: (measured: Measured) => number) => rounds.reduce((total, m) => total + pick(m), 0);
  return {
    requestsPerSecond: sum((m) => m.requestsPerSecond) / rounds.length,
    p99: Math.max(...rounds.map((m) => m.p99)),
    non2xx: sum((m) => m.non2xx),
    tooMany: sum((m) => m.tooMany),
    errors: sum((m) => m.errors),
  };
}

const browsePath = () => `/api/workouts/browse?page=${1 + Math.floor(Math.random() * 100)}&pageSize=12`;

function loadRows(name: string, measured: Measured): Row[] {
  return [
    row(`${name}: throughput (${CONNECTIONS} conn, ${SECONDS} s)`, measured.requestsPerSecond, 'req/s'),
    row(`${name}: p99`, measured.p99, 'ms'),
  ];
}

function count(figure: string, value: number, expected?: number): Row {
  if (expected === undefined)
    return { figure, value: value.toLocaleString('en'), target: '', status: 'info' };
  return {
    figure,
    value: String(value),
    target: String(expected),
    status: value === expected ? 'ok' : 'over',
  };
}

function ratioRows(name: string, ours: Measured, bare: Measured): Row[] {
  return [
    row(`ratio to bare stack, ${name} throughput`, ours.requestsPerSecond / bare.requestsPerSecond, 'x', {
      min: 0.8,
    }),
    row(`ratio to bare stack, ${name} p99 (ours / bare)`, ours.p99 / bare.p99, 'x'),
  ];
}

/** POSTs JSON and returns the answer, failing loudly on a non-2xx (bench fixtures). */
export async function post<T = WorkoutPlan>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new, empty database on the server for each run, so figures do not depend on earlier runs. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${DATABASE}" with (force)`);
    await admin.unsafe(`create database "${DATABASE}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

type BareServer = Pick<ServerProcess, 'url' | 'stop'>;

async function startBareServer(databaseUrl: string): Promise<BareServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'bench/bare-server.ts'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
}
