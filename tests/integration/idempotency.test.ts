import { randomUUID } from 'node:crypto';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../../src/server/retention';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * Every write can be retried (README "Retrying a write"); every list pages.
 * Each retry is checked where a user would notice: the same answer, keys included, and no new row.
 */

type Headers = Record<string, string>;
/** What inject answers; its `json()` reads as Fastify's own tests read it. */
type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

describe.each(testDatabaseTargets())('retried writes and paged lists on the $name database', (target) => {
  let server: TestApp;
  const call = (
    method: string,
    url: string,
    payload?: unknown,
    headers: Headers = {},
    remoteAddress = '127.0.0.1',
  ): Promise<Answer> =>
    server.app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const count = async (table: string) =>
    (await server.db.sql<{ count: number }[]>`select count(*)::int as count from ${server.db.sql(table)}`)[0]!
      .count;

  /** Sends the write twice under one new key: both answers, and the rows of `table` before and after. */
  async function sentTwice(
    method: string,
    url: string,
    payload: unknown,
    table: string,
    headers: Headers = {},
  ) {
    const key = randomUUID();
    const before = await count(table);
    const first = await call(method, url, payload, { ...headers, 'idempotency-key': key });
    const afterFirst = await count(table);
    const again = await call(method, url, payload, { ...headers, 'idempotency-key': key });
    return { key, first, again, before, afterFirst, afterAgain: await count(table) };
  }

  beforeAll(async () => {
    server = await openTestApp(target);
  });
  afterAll(() => server.close());

  it('gives every write the same complete answer again for the same key, and does nothing twice', async () => {
    const made = await sentTwice('POST', '/api/workouts/generate', { name: 'Gym member' }, 'workout_plans');
    expect(made.first.statusCode).toBe(200);
    const plan = made.first.json();
    expect(plan.managementKey).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    expect(plan.view).toBe('owner');
    // The first complete answer, byte for byte: the management key included.
    expect(made.again.statusCode).toBe(200);
    expect(made.again.body).toBe(made.first.body);
    expect(made.again.headers['idempotent-replayed']).toBe('true');
    expect(made.first.headers['idempotent-replayed']).toBeUndefined();
    expect([made.afterFirst - made.before, made.afterAgain - made.afterFirst]).toEqual([1, 0]);
    const owner = { 'x-management-key': plan.managementKey };

    const writes: { method: string; url: string; body: unknown; table: string; headers?: Headers }[] = [
      { method: 'POST', url: `/api/workouts/${plan.id}/progression`, body: {}, table: 'workout_plans' },
      {
        method: 'POST',
        url: `/api/workouts/${plan.id}/ratings`,
        body: { userName: 'Rita', rating: 4, feedback: 'Clear and short.' },
        table: 'ratings',
      },
      {
        method: 'POST',
        url: `/api/workouts/${plan.id}/challenges`,
        body: { name: 'Gym floor', createdBy: 'Coach' },
        table: 'challenges',
      },
      {
        method: 'PATCH',
        url: `/api/workouts/${plan.id}`,
        body: { listed: true },
        table: 'workout_plans',
        headers: owner,
      },
      {
        method: 'POST',
        url: '/api/early-testers',
        body: { email: 'tester@example.com' },
        table: 'early_testers',
      },
    ];
    type Written = { id: string; ratingKey: string; progressionWeeks: { schedule: { name: string }[] }[] };
    const answers: Record<string, Written> = {};
    for (const write of writes) {
      const result = await sentTwice(write.method, write.url, write.body, write.table, write.headers);
      expect(result.first.statusCode, `${write.method} ${write.url}`).toBe(200);
      expect(result.again.statusCode, `${write.method} ${write.url}`).toBe(200);
      expect(result.again.body, `${write.method} ${write.url}`).toBe(result.first.body);
      expect(result.afterAgain, `${write.method} ${write.url} made a row again`).toBe(result.afterFirst);
      answers[`${write.method} ${write.url}`] = result.first.json();
    }
    const rating = answers[`POST /api/workouts/${plan.id}/ratings`]!;
    const challenge = answers[`POST /api/workouts/${plan.id}/challenges`]!;
    expect(rating.ratingKey).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    expect(challenge.id).toBeTruthy();

    const joined = await sentTwice(
      'POST',
      `/api/challenges/${challenge.id}/participants`,
      { name: 'Jo' },
      'participants',
    );
    expect(joined.again.body).toBe(joined.first.body);
    expect(joined.afterAgain - joined.before).toBe(1);
    const participant = joined.first.json();
    const weeks = answers[`POST /api/workouts/${plan.id}/progression`]!.progressionWeeks;
    const mark = { weekNumber: 1, dayName: weeks[0]!.schedule[0]!.name, exerciseIndex: 0 };
    const marked = await sentTwice(
      'POST',
      `/api/participants/${participant.id}/completed-exercises`,
      mark,
      'completed_exercises',
      { 'x-participant-key': participant.participantKey },
    );
    expect([marked.first.statusCode, marked.again.statusCode]).toEqual([200, 200]);
    expect(marked.afterAgain - marked.before).toBe(1);

    // Deletes: the retry of a delete that succeeded is its success again, not a 404.
    const removed = await sentTwice(
      'DELETE',
      `/api/workouts/${plan.id}/ratings/${rating.id}`,
      undefined,
      'ratings',
      {
        'x-rating-key': rating.ratingKey,
      },
    );
    expect([removed.first.statusCode, removed.again.statusCode]).toEqual([200, 200]);
    expect(removed.again.body).toBe(removed.first.body);
    expect(removed.afterFirst - removed.before).toBe(-1);
    const gone = await sentTwice('DELETE', `/api/workouts/${plan.id}`, undefined, 'workout_plans', owner);
    expect([gone.first.statusCode, gone.again.statusCode]).toEqual([200, 200]);
    expect(gone.again.json()).toEqual({ id: plan.id, deleted: true });
  });

  it('replays a tRPC mutation sent with the header, and keeps the answers unreadable at rest', async () => {
    const plan = (await call('POST', '/api/workouts/generate', { name: 'Trpc' })).json();
    const key = randomUUID();
    const rate = () =>
      call(
        'POST',
        '/trpc/ratings.add',
        { id: plan.id, userName: 'Tia', rating: 5, feedback: 'Works over tRPC.' },
        { 'idempotency-key': `"${key}"` },
      );
    const first = await rate();
    const again = await rate();
    expect(first.statusCode).toBe(200);
    expect(again.json().result.data).toEqual(first.json().result.data);
    expect(await server.db.sql`select 1 from ratings where workout_plan_id = ${plan.id}`).toHaveLength(1);

    const made = await call(
      'POST',
      '/api/workouts/generate',
      { name: 'Secret' },
      { 'idempotency-key': randomUUID() },
    );
    const { managementKey } = made.json();
    const stored = await server.db.sql<
      { id: string; answer: string }[]
    >`select id, answer from idempotency_keys`;
    const text = JSON.stringify(stored);
    expect(text).not.toContain(managementKey);
    expect(text).not.toContain(key);
    expect(text).not.toContain('Secret');
  });

  it('refuses the same key with another request (422), and short or guessable keys (400)', async () => {
    const plan = (await call('POST', '/api/workouts/generate', { name: 'Keys' })).json();
    const url = `/api/workouts/${plan.id}/ratings`;
    const key = randomUUID();
    const body = { userName: 'Kim', rating: 5, feedback: 'First words.' };
    expect((await call('POST', url, body, { 'idempotency-key': key })).statusCode).toBe(200);
    const other = await call('POST', url, { ...body, feedback: 'Other words.' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_MISMATCH',
      error: expect.stringMatching(/Idempotency-Key/),
    });
    // The same key on another operation is another request too.
    const elsewhere = await call(
      'POST',
      `/api/workouts/${plan.id}/challenges`,
      { name: 'X', createdBy: 'Y' },
      {
        'idempotency-key': key,
      },
    );
    expect(elsewhere.statusCode).toBe(422);
    // The same body with its keys in another order is the same request.
    const reordered = await call(
      'POST',
      url,
      { feedback: body.feedback, rating: 5, userName: 'Kim' },
      {
        'idempotency-key': key,
      },
    );
    expect(reordered.statusCode).toBe(200);
    expect(await server.db.sql`select 1 from ratings where workout_plan_id = ${plan.id}`).toHaveLength(1);

    for (const weak of [
      'member-0001',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      'abcdefghijklmnopqrstuvwxyz',
      '12345678901234567890',
      'member-0001-0001-0001',
    ]) {
      const refused = await call('POST', url, body, { 'idempotency-key': weak });
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json(), weak).toMatchObject({
        code: 'IDEMPOTENCY_KEY_INVALID',
        error: expect.stringMatching(/random/),
      });
    }
    // requestId is the key's alias on generate: the same rules.
    const alias = await call('POST', '/api/workouts/generate', { name: 'Alias', requestId: 'member-0001' });
    expect(alias.statusCode).toBe(400);
    expect(alias.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(await server.db.sql`select 1 from ratings where workout_plan_id = ${plan.id}`).toHaveLength(1);
  });

  it('scopes keys and requestIds to their client: another client with the same one gets its own answer', async () => {
    const requestId = randomUUID();
    const mine = await call('POST', '/api/workouts/generate', { name: 'Mine', requestId }, {}, '10.1.1.1');
    const retried = await call('POST', '/api/workouts/generate', { name: 'Mine', requestId }, {}, '10.1.1.1');
    expect(retried.body).toBe(mine.body);
    expect(mine.json().managementKey).toBeTruthy();
    // Someone else who learnt the requestId: a plan of their own, never the first plan or its key.
    const theirs = await call('POST', '/api/workouts/generate', { name: 'Mine', requestId }, {}, '10.2.2.2');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().managementKey).not.toBe(mine.json().managementKey);
    const key = randomUUID();
    const a = await call(
      'POST',
      '/api/workouts/generate',
      { name: 'A' },
      { 'idempotency-key': key },
      '10.1.1.1',
    );
    const b = await call(
      'POST',
      '/api/workouts/generate',
      { name: 'A' },
      { 'idempotency-key': key },
      '10.2.2.2',
    );
    expect(b.json().id).not.toBe(a.json().id);
  });

  it('recovers a lost join answer by retrying it: the same participant and key, which work', async () => {
    const plan = (await call('POST', '/api/workouts/generate', { name: 'Joiner' })).json();
    await call('POST', `/api/workouts/${plan.id}/progression`, {});
    const challenge = (
      await call('POST', `/api/workouts/${plan.id}/challenges`, { name: 'Lost', createdBy: 'M' })
    ).json();
    const key = randomUUID();
    const url = `/api/challenges/${challenge.id}/participants`;
    await call('POST', url, { name: 'Sam' }, { 'idempotency-key': key }); // its answer is lost
    const recovered = await call('POST', url, { name: 'Sam' }, { 'idempotency-key': key });
    expect(recovered.statusCode).toBe(200);
    const { id, participantKey } = recovered.json();
    const weeks = (await call('GET', `/api/workouts/${plan.id}`)).json().progressionWeeks;
    const marked = await call(
      'POST',
      `/api/participants/${id}/completed-exercises`,
      { weekNumber: 1, dayName: weeks[0].schedule[0].name, exerciseIndex: 0 },
      { 'x-participant-key': participantKey },
    );
    expect(marked.statusCode).toBe(200);
    // Without the key, a second join is still refused as before.
    expect((await call('POST', url, { name: 'Sam' })).json().code).toBe('NAME_TAKEN');
    expect(await server.db.sql`select 1 from participants where challenge_id = ${challenge.id}`).toHaveLength(
      1,
    );
  });

  it('runs a write again once its key has expired, and purges expired keys', async () => {
    const plan = (await call('POST', '/api/workouts/generate', { name: 'Expiry' })).json();
    const url = `/api/workouts/${plan.id}/ratings`;
    const key = randomUUID();
    const body = { userName: 'Eve', rating: 3, feedback: 'Kept a day.' };
    const first = (await call('POST', url, body, { 'idempotency-key': key })).json();
    const before = await count('idempotency_keys');
    await server.db.sql`update idempotency_keys set created_at = now() - interval '25 hours'`;
    const later = (await call('POST', url, body, { 'idempotency-key': key })).json();
    expect(later.id).not.toBe(first.id);
    await server.db.sql`update idempotency_keys set created_at = now() - interval '25 hours'`;
    const erased = await runRetention(server.db.sql, server.config.dataDir);
    expect(erased.idempotencyKeys).toBeGreaterThanOrEqual(before);
    expect(await count('idempotency_keys')).toBe(0);
  });

  it('pages through more than 100 ratings and challenges, every one read once, as many as reviewCount', async () => {
    const plan = (await call('POST', '/api/workouts/generate', { name: 'Popular' })).json();
    await Promise.all(
      Array.from({ length: 129 }, (_, index) =>
        call('POST', `/api/workouts/${plan.id}/ratings`, {
          userName: `Reader ${index}`,
          rating: 1 + (index % 5),
          feedback: `Review number ${index}`,
        }),
      ),
    );
    await call('POST', `/api/workouts/${plan.id}/ratings`, { userName: 'Last', feedback: 'The newest one.' });
    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const answer = await call('GET', `/api/workouts/${plan.id}/ratings?page=${page}&pageSize=50`);
      expect(answer.statusCode).toBe(200);
      const { ratings, hasMore } = answer.json();
      seen.push(...ratings.map((rating: { id: string }) => rating.id));
      if (!hasMore) break;
      page += 1;
    }
    expect(page).toBe(3);
    expect(new Set(seen).size).toBe(130);
    expect(seen).toHaveLength(130);
    const first = (await call('GET', `/api/workouts/${plan.id}/ratings`)).json();
    expect(first.ratings).toHaveLength(20);
    expect(first.ratings[0].userName).toBe('Last');
    expect((await call('GET', `/api/workouts/${plan.id}/ratings?pageSize=101`)).statusCode).toBe(400);
    const reviewCount = async () =>
      (await call('GET', `/api/workouts/${plan.id}/average-rating`)).json().reviewCount;
    expect([await reviewCount(), seen.length]).toEqual([130, 130]);

    await call('POST', `/api/workouts/${plan.id}/progression`, {});
    for (let index = 0; index < 23; index += 1)
      await call('POST', `/api/workouts/${plan.id}/challenges`, {
        name: `Group ${index}`,
        createdBy: 'Host',
      });
    const one = (await call('GET', `/api/workouts/${plan.id}/challenges`)).json();
    const two = (await call('GET', `/api/workouts/${plan.id}/challenges?page=2`)).json();
    expect([one.challenges.length, one.hasMore, two.challenges.length, two.hasMore]).toEqual([
      20,
      true,
      3,
      false,
    ]);
    expect(new Set([...one.challenges, ...two.challenges].map((challenge) => challenge.id)).size).toBe(23);
  });
});

describe.each(testDatabaseTargets())(
  'a duplicate while the first is in flight on the $name database',
  (target) => {
    let server: TestApp;
    let release: () => void = () => {};
    let started: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });

    beforeAll(async () => {
      // The coach's model answers only once released, then fails: the built-in coach finishes the plan.
      const languageModel = new MockLanguageModelV3({
        modelId: 'held',
        doStream: async () => {
          started();
          await gate;
          throw new Error('the provider is down');
        },
      });
      server = await openTestApp(target, { languageModel });
    });
    afterAll(() => server.close());

    it('answers 409 with Retry-After while the first runs, then the first answer', async () => {
      const key = randomUUID();
      const send = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/workouts/generate',
          headers: { 'idempotency-key': key },
          payload: { name: 'Held' },
        });
      const first = send();
      await inFlight;
      const duplicate = await send();
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        code: 'IDEMPOTENCY_IN_FLIGHT',
        error: expect.any(String),
        message: expect.any(String),
      });
      expect(Number(duplicate.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      release();
      const answered = await first;
      expect(answered.statusCode).toBe(200);
      const again = await send();
      expect(again.body).toBe(answered.body);
      expect(await server.db.sql`select 1 from workout_plans`).toHaveLength(1);
    });
  },
);
