import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/connection';
import { MIGRATIONS_DIR, migrate } from '../../src/server/db/migrate';
import { openTestApp, type TestApp } from '../helpers/app';
import { type TestDatabaseTarget, testDatabaseTargets } from '../helpers/database';

type Headers = Record<string, string | undefined>;
type Joined = { id: string; name: string; participantKey: string };

/**
 * A participant's progress is theirs, and ratings, participations and challenges can be taken back
 * (README, "Privacy"; issue 27 items 5 and 11): replayed the way the security review of 2026-11-26 attacked it (its item 5), as a
 * stranger who reads the participant list and then writes to someone else's progress.
 */
describe.each(testDatabaseTargets())('participant keys and erasure on the $name database', (target) => {
  let server: TestApp;
  const call = (method: string, url: string, payload?: unknown, headers: Headers = {}) =>
    server.app.inject({
      method: method as 'GET',
      url,
      headers: Object.fromEntries(
        Object.entries(headers).filter(([, value]) => value !== undefined),
      ) as Record<string, string>,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  async function ok(method: string, url: string, payload?: unknown, headers: Headers = {}) {
    const response = await call(method, url, payload, headers);
    expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(200);
    return response.json();
  }

  /** A plan with its progression, its management key, and a challenge on it. */
  async function planWithChallenge() {
    const plan = await ok('POST', '/api/workouts/generate', { name: 'Owner', workoutDays: 3 });
    await ok('POST', `/api/workouts/${plan.id}/progression`, {});
    const challenge = await ok('POST', `/api/workouts/${plan.id}/challenges`, {
      name: 'Team',
      createdBy: 'Maker',
    });
    const weeks = (await ok('GET', `/api/workouts/${plan.id}`)).progressionWeeks;
    const mark = { weekNumber: 1, dayName: weeks[0].schedule[0].name as string, exerciseIndex: 0 };
    return { plan, managementKey: plan.managementKey as string, challenge, mark };
  }
  const join = (challengeId: string, name: string): Promise<Joined> =>
    ok('POST', `/api/challenges/${challengeId}/participants`, { name });
  const completions = async (participantId: string) =>
    (await ok('GET', `/api/participants/${participantId}/completed-exercises`)) as unknown[];
  const unmarkQuery = (mark: { weekNumber: number; dayName: string; exerciseIndex: number }) =>
    `week=${mark.weekNumber}&day=${encodeURIComponent(mark.dayName)}&exerciseIndex=${mark.exerciseIndex}`;

  beforeAll(async () => {
    server = await openTestApp(target);
  });
  afterAll(() => server.close());

  it('lets only the key holder mark and unmark, over REST and tRPC; anyone else reads and gets 403', async () => {
    const { challenge, mark } = await planWithChallenge();
    const alice = await join(challenge.id, 'Alice');
    const mallory = await join(challenge.id, 'Mallory');
    expect(alice.participantKey).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    // What a stranger sees: ids in the list, never a key.
    const listed = await call('GET', `/api/challenges/${challenge.id}/participants`);
    expect(listed.body).toContain(alice.id);
    expect(listed.body).not.toContain(alice.participantKey);
    expect(listed.body).not.toContain('participantKey');

    const url = `/api/participants/${alice.id}/completed-exercises`;
    for (const headers of [
      {},
      { 'x-participant-key': mallory.participantKey },
      { 'x-participant-key': 'x' },
    ]) {
      const refused = await call('POST', url, mark, headers);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('WRONG_PARTICIPANT_KEY');
    }
    expect(await completions(alice.id)).toEqual([]);

    await ok('POST', url, mark, { 'x-participant-key': alice.participantKey });
    expect(await completions(alice.id)).toHaveLength(1);

    // A stranger cannot unmark either, over REST or tRPC, and the completion stays.
    const strangerUnmark = await call('DELETE', `${url}?${unmarkQuery(mark)}`, undefined, {
      'x-participant-key': mallory.participantKey,
    });
    expect(strangerUnmark.statusCode).toBe(403);
    const trpcUnmark = await call(
      'POST',
      '/trpc/challenges.unmarkCompleted',
      { participantId: alice.id, week: mark.weekNumber, day: mark.dayName, exerciseIndex: 0 },
      { 'x-participant-key': mallory.participantKey },
    );
    expect(trpcUnmark.statusCode).toBe(403);
    expect(trpcUnmark.json().error.data.errorCode).toBe('WRONG_PARTICIPANT_KEY');
    const trpcMark = await call('POST', '/trpc/challenges.markCompleted', {
      participantId: alice.id,
      ...mark,
      exerciseIndex: 1,
    });
    expect(trpcMark.statusCode).toBe(403);
    expect(await completions(alice.id)).toHaveLength(1);

    // The key holder unmarks over tRPC, as the web app does.
    const own = await call(
      'POST',
      '/trpc/challenges.unmarkCompleted',
      { participantId: alice.id, week: mark.weekNumber, day: mark.dayName, exerciseIndex: 0 },
      { 'x-participant-key': alice.participantKey },
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(await completions(alice.id)).toEqual([]);

    // An unknown participant is still a 404, whatever the key.
    const unknown = await call('POST', '/api/participants/AAAAAAAAAAAAAAAA/completed-exercises', mark, {
      'x-participant-key': alice.participantKey,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the completions of a participant who joined before keys, and lets nobody change them', async () => {
    const { challenge, mark } = await planWithChallenge();
    const legacy = await join(challenge.id, 'Old timer');
    // As 00005 leaves a participant who joined before it: no key.
    await server.db.sql`update participants set key_hash = null where id = ${legacy.id}`;
    await server.db.sql`
      insert into completed_exercises (participant_id, week_number, day_name, exercise_index)
      values (${legacy.id}, ${mark.weekNumber}, ${mark.dayName}, 0)`;
    const url = `/api/participants/${legacy.id}/completed-exercises`;
    expect((await call('POST', url, mark, { 'x-participant-key': legacy.participantKey })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `${url}?${unmarkQuery(mark)}`)).statusCode).toBe(403);
    expect(await completions(legacy.id)).toHaveLength(1);
    const [row] = (await ok('GET', `/api/challenges/${challenge.id}/participants`)) as {
      completedCount: number;
    }[];
    expect(row?.completedCount).toBe(1);
  });

  it('refuses a name that reads the same as one already in the challenge', async () => {
    const { challenge } = await planWithChallenge();
    await join(challenge.id, 'Alice');
    const lookalikes = [
      '\u0410lice', // Cyrillic capital A
      'Al\u0456ce', // Cyrillic small i
      '\u0391lice', // Greek capital alpha
      'AIice', // a capital i for the l
      '\uFF21\uFF4C\uFF49\uFF43\uFF45', // full-width letters
      'ALICE',
    ];
    for (const name of lookalikes) {
      const refused = await call('POST', `/api/challenges/${challenge.id}/participants`, { name });
      expect(refused.statusCode, name).toBe(409);
      expect(refused.json().code, name).toBe('NAME_TAKEN');
    }
    // Different people still join.
    await join(challenge.id, 'Alicia');
    await join(challenge.id, 'Alina');
    const names = (
      (await ok('GET', `/api/challenges/${challenge.id}/participants`)) as { name: string }[]
    ).map((participant) => participant.name);
    expect(names).toEqual(['Alice', 'Alicia', 'Alina']);
  });

  it('lets a participant leave from their own device only, taking their completions with them', async () => {
    const { challenge, mark } = await planWithChallenge();
    const ana = await join(challenge.id, 'Ana');
    const ben = await join(challenge.id, 'Ben');
    await ok('POST', `/api/participants/${ana.id}/completed-exercises`, mark, {
      'x-participant-key': ana.participantKey,
    });
    for (const headers of [{}, { 'x-participant-key': ben.participantKey }]) {
      const refused = await call('DELETE', `/api/participants/${ana.id}`, undefined, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('WRONG_PARTICIPANT_KEY');
    }
    expect(
      await ok('DELETE', `/api/participants/${ana.id}`, undefined, {
        'x-participant-key': ana.participantKey,
      }),
    ).toEqual({ id: ana.id, deleted: true });
    const left = await ok('GET', `/api/challenges/${challenge.id}/participants`);
    expect(left.map((participant: { name: string }) => participant.name)).toEqual(['Ben']);
    expect((await call('GET', `/api/participants/${ana.id}/completed-exercises`)).statusCode).toBe(404);
    const [rows] = await server.db.sql<{ count: number }[]>`
      select count(*)::int as count from completed_exercises where participant_id = ${ana.id}`;
    expect(rows?.count).toBe(0);
    // The name is free again.
    await join(challenge.id, 'Ana');
  });

  it("lets a rater delete their own rating, and the plan's creator any rating; the average follows", async () => {
    const { plan, managementKey } = await planWithChallenge();
    const url = `/api/workouts/${plan.id}/ratings`;
    const mine = await ok('POST', url, { userName: 'Marta', rating: 5, feedback: 'Clear and short.' });
    const theirs = await ok('POST', url, { userName: 'Rude', rating: 1, feedback: 'Spam spam spam' });
    expect(mine.ratingKey).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    expect((await call('GET', url)).body).not.toContain(mine.ratingKey);
    expect(await ok('GET', `/api/workouts/${plan.id}/average-rating`)).toEqual({
      averageRating: 3,
      reviewCount: 2,
    });

    // Nobody else: no key, the other rating's key, a key of another plan.
    for (const headers of [
      {},
      { 'x-rating-key': theirs.ratingKey },
      { 'x-management-key': 'A'.repeat(32) },
    ]) {
      const refused = await call('DELETE', `${url}/${mine.id}`, undefined, headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json().code).toBe('WRONG_RATING_KEY');
    }
    expect(await ok('DELETE', `${url}/${mine.id}`, undefined, { 'x-rating-key': mine.ratingKey })).toEqual({
      id: mine.id,
      deleted: true,
    });
    expect(await ok('GET', `/api/workouts/${plan.id}/average-rating`)).toEqual({
      averageRating: 1,
      reviewCount: 1,
    });

    // The plan's creator removes a rating someone else wrote, over tRPC as the web app does.
    const removed = await call(
      'POST',
      '/trpc/ratings.delete',
      { id: plan.id, ratingId: theirs.id },
      { 'x-management-key': managementKey },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ok('GET', url)).toEqual({ ratings: [], hasMore: false });
    expect(await ok('GET', `/api/workouts/${plan.id}/average-rating`)).toEqual({
      averageRating: 0,
      reviewCount: 0,
    });
    expect((await ok('GET', `/api/workouts/${plan.id}`)).reviewCount).toBe(0);

    const gone = await call('DELETE', `${url}/${mine.id}`, undefined, { 'x-rating-key': mine.ratingKey });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('RATING_NOT_FOUND');
  });

  it("lets the plan's creator remove a challenge on their plan, and nobody else", async () => {
    const { plan, managementKey, challenge, mark } = await planWithChallenge();
    const other = await planWithChallenge();
    const ana = await join(challenge.id, 'Ana');
    await ok('POST', `/api/participants/${ana.id}/completed-exercises`, mark, {
      'x-participant-key': ana.participantKey,
    });
    for (const headers of [
      {},
      { 'x-management-key': other.managementKey },
      { 'x-participant-key': ana.participantKey },
    ]) {
      const refused = await call('DELETE', `/api/challenges/${challenge.id}`, undefined, headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json().code).toBe('WRONG_MANAGEMENT_KEY');
    }
    expect(
      await ok('DELETE', `/api/challenges/${challenge.id}`, undefined, { 'x-management-key': managementKey }),
    ).toEqual({ id: challenge.id, deleted: true });
    expect((await call('GET', `/api/challenges/${challenge.id}`)).statusCode).toBe(404);
    expect(await ok('GET', `/api/workouts/${plan.id}/challenges`)).toEqual({
      challenges: [],
      hasMore: false,
    });
    const [rows] = await server.db.sql<{ count: number }[]>`
      select count(*)::int as count from participants where challenge_id = ${challenge.id}`;
    expect(rows?.count).toBe(0);
    // The other plan's challenge is untouched.
    expect((await call('GET', `/api/challenges/${other.challenge.id}`)).statusCode).toBe(200);
    expect(
      (
        await call('DELETE', `/api/challenges/${challenge.id}`, undefined, {
          'x-management-key': managementKey,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('stores no email for a challenge creator or a participant, though the API still accepts one', async () => {
    const plan = await ok('POST', '/api/workouts/generate', { name: 'Owner', workoutDays: 3 });
    await ok('POST', `/api/workouts/${plan.id}/progression`, {});
    const challenge = await ok('POST', `/api/workouts/${plan.id}/challenges`, {
      name: 'Team',
      createdBy: 'Maker',
      email: 'maker.kept@example.com',
    });
    await ok('POST', `/api/challenges/${challenge.id}/participants`, {
      name: 'Member',
      email: 'member.kept@example.com',
    });
    const columns = await server.db.sql<{ table: string; column: string }[]>`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = current_schema() and table_name in ('challenges', 'participants')`;
    expect(columns.filter((row) => /mail/.test(row.column))).toEqual([]);
    const dump = await server.db.sql<{ dump: string }[]>`
      select (select coalesce(json_agg(c), '[]')::text from challenges c) ||
             (select coalesce(json_agg(p), '[]')::text from participants p) as dump`;
    expect(dump[0]?.dump).not.toContain('kept@example.com');
  });
});

/** A database of the target's kind with no migration applied yet. */
async function openBare(target: TestDatabaseTarget): Promise<Database> {
  if (target.name === 'embedded') return openDatabase({ embeddedDataDir: 'memory://' });
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl: url, schema, poolSize: 2 });
  return {
    ...db,
    async close() {
      await db.close();
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`drop schema if exists "${schema}" cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}

describe.each(testDatabaseTargets())('migration 00005 on the $name database', (target) => {
  let db: Database;
  let directory: string;
  beforeAll(async () => {
    db = await openBare(target);
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-00005-'));
    for (const file of await fs.readdir(MIGRATIONS_DIR))
      if (Number(file.slice(0, 5)) < 5)
        await fs.copyFile(path.join(MIGRATIONS_DIR, file), path.join(directory, file));
  });
  afterAll(async () => {
    await db.close();
    await fs.rm(directory, { recursive: true, force: true });
  });

  it('erases the emails participants and challenge creators gave, and keeps everything else', async () => {
    await migrate(db.sql, directory);
    await db.sql`
      insert into workout_plans (id, language, user_name, generator, fitness_goal, fitness_level, focus_area,
        workout_style, days_per_week, time_per_session, session_minutes, overview, plan, request)
      values ('planAAAAAAAAAAAA', 'en', 'Owner', 'builtin', 'muscle', 'beginner', 'fullBody', 'traditional',
        3, '30 minutes', 30, 'An overview.', '{}', '{}')`;
    await db.sql`
      insert into challenges (id, workout_plan_id, name, created_by, creator_email)
      values ('chalAAAAAAAAAAAA', 'planAAAAAAAAAAAA', 'Team', 'Maker', 'maker.old@example.com')`;
    await db.sql`
      insert into participants (id, challenge_id, name, email)
      values ('partAAAAAAAAAAAA', 'chalAAAAAAAAAAAA', 'Member', 'member.old@example.com'),
             ('partBBBBBBBBBBBB', 'chalAAAAAAAAAAAA', 'Quiet', null)`;
    await db.sql`
      insert into completed_exercises (participant_id, week_number, day_name, exercise_index)
      values ('partAAAAAAAAAAAA', 1, 'Monday', 0)`;

    await migrate(db.sql);

    const dump = await db.sql<{ dump: string }[]>`
      select (select json_agg(c)::text from challenges c) || (select json_agg(p)::text from participants p) as dump`;
    expect(dump[0]?.dump).not.toMatch(/old@example\.com/);
    const participants = await db.sql<{ id: string; name: string; keyHash: string | null }[]>`
      select id, name, key_hash from participants order by id`;
    expect(participants).toEqual([
      { id: 'partAAAAAAAAAAAA', name: 'Member', keyHash: null },
      { id: 'partBBBBBBBBBBBB', name: 'Quiet', keyHash: null },
    ]);
    const [kept] = await db.sql<{ count: number }[]>`select count(*)::int as count from completed_exercises`;
    expect(kept?.count).toBe(1);
  });
});
