import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANAGEMENT_KEY_PATTERN,
  type PlanDraft,
  type WorkoutPlan,
  workoutRequestSchema,
} from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { openDatabase } from '../../src/server/db/connection';
import { MIGRATIONS_DIR, migrate } from '../../src/server/db/migrate';
import { insertPlan, takeManagementKey } from '../../src/server/db/queries/workouts';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

type Created = WorkoutPlan & { managementKey: string | null };

describe.each(testDatabaseTargets())('listing and the management key on the $name database', (target) => {
  let server: TestApp;
  let clientDir: string;

  async function inject(options: {
    method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
    key?: string;
  }) {
    return server.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: options.key === undefined ? {} : { 'x-management-key': options.key },
    });
  }
  async function create(payload: object): Promise<Created> {
    const response = await inject({ method: 'POST', url: '/api/workouts/generate', payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  /** Every id the community lists show, over REST and tRPC. */
  async function listedIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    const cards = (body: { id: string }[]) => {
      for (const card of body) ids.add(card.id);
    };
    cards((await inject({ url: '/api/workouts/recent?limit=20' })).json());
    cards((await inject({ url: '/api/workouts/top-rated?limit=20' })).json());
    for (let page = 1; ; page += 1) {
      const body = (await inject({ url: `/api/workouts/browse?page=${page}&pageSize=48` })).json();
      cards(body.workouts);
      if (!body.hasMore) break;
    }
    const trpc = await inject({ url: '/trpc/workouts.recent?input=%7B%22limit%22%3A20%7D' });
    cards(trpc.json().result.data);
    return ids;
  }
  const plansThisWeek = async () => (await inject({ url: '/api/site' })).json().plansThisWeek as number;
  const rate = (id: string) =>
    inject({
      method: 'POST',
      url: `/api/workouts/${id}/ratings`,
      payload: { userName: 'Rater', rating: 5, feedback: 'Great plan.' },
    });

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'listing-client-'));
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell" />' +
        '</head><body><div id="root"></div></body></html>',
    );
    server = await openTestApp(target, { clientDir });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('keeps a plan out of every list and out of search engines unless its creator lists it', async () => {
    const before = await plansThisWeek();
    const hidden = await create({ name: 'Hidden Hana', workoutDays: 3 });
    const shown = await create({ name: 'Shown Sam', workoutDays: 4, listed: true });
    expect(hidden.listed).toBe(false);
    expect(shown.listed).toBe(true);
    for (const plan of [hidden, shown]) expect((await rate(plan.id)).statusCode).toBe(200);

    const ids = await listedIds();
    expect(ids.has(shown.id)).toBe(true);
    expect(ids.has(hidden.id)).toBe(false);
    expect(await plansThisWeek()).toBe(before + 1);

    // Its link still works for whoever has it, but asks not to be indexed.
    expect((await inject({ url: `/api/workouts/${hidden.id}` })).json().userName).toBe('Hidden Hana');
    const hiddenPage = await inject({ url: `/en/plan/${hidden.id}` });
    expect(hiddenPage.statusCode).toBe(200);
    expect(hiddenPage.body).toContain('<meta name="robots" content="noindex" />');
    expect(hiddenPage.headers['x-robots-tag']).toBe('noindex');
    const shownPage = await inject({ url: `/es/plan/${shown.id}` });
    expect(shownPage.body).not.toContain('noindex');
    expect(shownPage.headers['x-robots-tag']).toBeUndefined();
    // Its training history holds only what a device logged: never indexed, even for a listed plan.
    const history = await inject({ url: `/es/plan/${shown.id}/history` });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('<meta name="robots" content="noindex" />');
    expect(history.body).toContain('Historial de entrenamiento');
    expect(history.headers['x-robots-tag']).toBe('noindex');
  });

  it('lets the holder of the key unlist and relist a plan, and refuses anyone else with a 403', async () => {
    const plan = await create({ name: 'Toggle Tia', listed: true });
    const key = plan.managementKey!;
    expect(key).toMatch(MANAGEMENT_KEY_PATTERN);
    const patch = (listed: boolean, sentKey?: string) =>
      inject({ method: 'PATCH', url: `/api/workouts/${plan.id}`, payload: { listed }, key: sentKey });

    for (const refused of [await patch(false), await patch(false, 'x'.repeat(32)), await patch(false, '')]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/management key/);
    }
    expect((await listedIds()).has(plan.id)).toBe(true);

    const unlisted = await patch(false, key);
    expect(unlisted.statusCode, unlisted.body).toBe(200);
    expect(unlisted.json()).toEqual({ id: plan.id, listed: false });
    expect((await listedIds()).has(plan.id)).toBe(false);
    expect((await inject({ url: `/en/plan/${plan.id}` })).body).toContain('noindex');

    // The web app sends the same header over tRPC.
    const relisted = await inject({
      method: 'POST',
      url: '/trpc/workouts.setListed',
      payload: { id: plan.id, listed: true },
      key,
    });
    expect(relisted.statusCode, relisted.body).toBe(200);
    expect((await listedIds()).has(plan.id)).toBe(true);
    expect((await inject({ url: `/api/workouts/${plan.id}` })).json().listed).toBe(true);

    const unknown = await inject({
      method: 'PATCH',
      url: '/api/workouts/AAAAAAAAAAAAAAAA',
      payload: { listed: false },
      key,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a plan with its ratings, challenges, participants and completions, for the key holder only', async () => {
    const plan = await create({ name: 'Gone Gus', listed: true, workoutDays: 3 });
    const key = plan.managementKey!;
    await inject({ method: 'POST', url: `/api/workouts/${plan.id}/progression`, payload: {} });
    expect((await rate(plan.id)).statusCode).toBe(200);
    const challenge = (
      await inject({
        method: 'POST',
        url: `/api/workouts/${plan.id}/challenges`,
        payload: { name: 'Squad', createdBy: 'Gus' },
      })
    ).json();
    const participant = (
      await inject({
        method: 'POST',
        url: `/api/challenges/${challenge.id}/participants`,
        payload: { name: 'Member' },
      })
    ).json();
    const day = plan.schedule.find((candidate) => candidate.exercises.length > 0)!;
    const marked = await server.app.inject({
      method: 'POST',
      url: `/api/participants/${participant.id}/completed-exercises`,
      payload: { weekNumber: 1, dayName: day.name, exerciseIndex: 0 },
      headers: { 'x-participant-key': participant.participantKey },
    });
    expect(marked.statusCode, marked.body).toBe(200);

    const remove = (sentKey?: string) =>
      inject({ method: 'DELETE', url: `/api/workouts/${plan.id}`, key: sentKey });
    for (const refused of [await remove(), await remove('y'.repeat(40))]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/management key/);
    }
    expect((await inject({ url: `/api/workouts/${plan.id}` })).statusCode).toBe(200);

    const deleted = await remove(key);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: plan.id, deleted: true });
    expect((await inject({ url: `/api/workouts/${plan.id}` })).statusCode).toBe(404);
    expect((await inject({ url: `/api/challenges/${challenge.id}` })).statusCode).toBe(404);
    expect((await listedIds()).has(plan.id)).toBe(false);
    const sql = server.db.sql;
    const [left] = await sql<{ ratings: number; challenges: number; participants: number; done: number }[]>`
      select
        (select count(*)::int from ratings where workout_plan_id = ${plan.id}) as ratings,
        (select count(*)::int from challenges where workout_plan_id = ${plan.id}) as challenges,
        (select count(*)::int from participants where challenge_id = ${challenge.id}) as participants,
        (select count(*)::int from completed_exercises where participant_id = ${participant.id}) as done`;
    expect(left).toEqual({ ratings: 0, challenges: 0, participants: 0, done: 0 });
    // Deleting again: the plan is gone.
    expect((await remove(key)).statusCode).toBe(404);
  });

  it('returns the key once, to the call that made the plan, and in no read', async () => {
    const requestId = randomUUID();
    const plan = await create({ name: 'Keyed Kim', listed: true, requestId });
    const key = plan.managementKey!;
    expect(key).toMatch(MANAGEMENT_KEY_PATTERN);
    // A retry from the same client is the first answer again, key included, so a lost answer is not a lost
    // key (README "Retrying a write"); no read hands it out.
    const retried = await create({ name: 'Keyed Kim', listed: true, requestId });
    expect(retried.id).toBe(plan.id);
    expect(retried.managementKey).toBe(key);

    await inject({ method: 'POST', url: `/api/workouts/${plan.id}/progression`, payload: {} });
    const challenge = (
      await inject({
        method: 'POST',
        url: `/api/workouts/${plan.id}/challenges`,
        payload: { name: 'Team', createdBy: 'Kim', email: 'kim@example.com' },
      })
    ).json();
    const [stored] = await server.db.sql<{ hash: string }[]>`
      select management_key_hash as hash from workout_plans where id = ${plan.id}`;
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.hash).not.toContain(key);

    const reads = [
      `/api/workouts/${plan.id}`,
      `/api/workouts/${plan.id}/challenges`,
      `/api/challenges/${challenge.id}`,
      '/api/workouts/recent?limit=20',
      '/api/workouts/top-rated?limit=20',
      '/api/workouts/browse?pageSize=48',
      `/trpc/workouts.byId?input=${encodeURIComponent(JSON.stringify({ id: plan.id }))}`,
      `/en/plan/${plan.id}`,
      `/en/challenge/${challenge.id}`,
    ];
    for (const url of reads) {
      const body = (await inject({ url })).body;
      expect(body, url).not.toContain(key);
      expect(body, url).not.toContain(stored!.hash);
      expect(body, url).not.toMatch(/managementKey|management_key/);
    }
  });

  it("never lists a plan adapted to its creator's health or asking for clearance first, whatever the request says", async () => {
    const request = workoutRequestSchema.parse({ name: 'Careful Cruz', listed: true });
    const { draft, profile } = buildPlan(request);
    const cleared: PlanDraft = {
      ...draft,
      screening: {
        outcome: 'clearance',
        reasons: [{ code: 'chest-symptoms', text: 'See a doctor before training hard.', see: 'doctor' }],
      },
    };
    const plan = await insertPlan(server.db.sql, {
      request,
      draft: cleared,
      generator: 'builtin',
      sessionMinutes: profile.minutes,
    });
    expect(plan.listed).toBe(false);
    expect((await listedIds()).has(plan.id)).toBe(false);
    expect((await inject({ url: `/en/plan/${plan.id}` })).body).toContain('noindex');

    // Its creator cannot list it either, and the database refuses it whoever asks.
    const key = takeManagementKey(plan)!;
    const relist = await inject({
      method: 'PATCH',
      url: `/api/workouts/${plan.id}`,
      payload: { listed: true },
      key,
    });
    expect(relist.statusCode).toBe(409);
    expect(relist.json()).toMatchObject({
      code: 'NEEDS_CLEARANCE',
      error: expect.stringMatching(/never listed/),
    });
    await expect(
      server.db.sql`update workout_plans set listed = true where id = ${plan.id}`,
    ).rejects.toThrow();

    // The same rule through the API, for whatever the coach screens as needing clearance or adapts to
    // (README "Privacy": an adapted plan's exercises can hint at why, so strangers never list it).
    for (const injuryDetails of [
      'I get chest pain and dizziness when I run',
      'my left knee hurts on stairs',
    ]) {
      const screened = await create({ listed: true, hasInjuries: 'yes', injuryDetails });
      expect(screened.screening?.outcome, injuryDetails).not.toBe('clear');
      expect(screened.listed, injuryDetails).toBe(false);
      expect((await listedIds()).has(screened.id), injuryDetails).toBe(false);
    }
  });

  it('documents listing and the management key in the OpenAPI document', async () => {
    const document = (await inject({ url: '/api/openapi.json' })).json();
    const item = document.paths['/workouts/{id}'];
    // HEAD is documented beside every GET (issue 28, item 7).
    expect(Object.keys(item).sort()).toEqual(['delete', 'get', 'head', 'patch']);
    for (const method of ['patch', 'delete']) {
      const names = item[method].parameters.map((parameter: { name: string; in: string }) => parameter);
      expect(names, method).toContainEqual(
        expect.objectContaining({ name: 'x-management-key', in: 'header' }),
      );
      expect(Object.keys(item[method].responses)).toContain('403');
      // The key never travels in the URL.
      expect(JSON.stringify(names)).not.toMatch(/"in":"query"/);
    }
    const generate = JSON.stringify(document.paths['/workouts/generate'].post);
    expect(generate).toContain('managementKey');
    expect(JSON.stringify(document)).toContain('Default false');
    expect(JSON.stringify(item.get)).not.toContain('managementKey');
  });
});

describe('the listing migration on a database made before it', () => {
  it('leaves every existing plan unlisted, without a key, and still readable by its link', async () => {
    const db = await openDatabase({ embeddedDataDir: 'memory://' });
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'before-listing-'));
    try {
      for (const file of ['00001_init.sql', '00002_participant_names.sql'])
        await fs.copyFile(path.join(MIGRATIONS_DIR, file), path.join(directory, file));
      await migrate(db.sql, directory);
      await db.sql`
        insert into workout_plans (id, language, user_name, generator, fitness_goal, fitness_level, focus_area,
          workout_style, days_per_week, time_per_session, session_minutes, overview, plan, request)
        values ('oldplanAAAAAAAAA', 'en', 'Old Olga', 'builtin', 'muscle', 'beginner', 'full-body', 'traditional',
          3, '45 minutes', 45, 'x', '{}', ${db.sql.json({ hasInjuries: 'no', additionalNotes: '' })})`;
      // 00003 and any later migration.
      expect((await migrate(db.sql)).applied).toContain('00003_listing_and_management.sql');
      const [row] = await db.sql<{ listed: boolean; hash: string | null }[]>`
        select listed, management_key_hash as hash from workout_plans where id = 'oldplanAAAAAAAAA'`;
      expect(row).toEqual({ listed: false, hash: null });
    } finally {
      await db.close();
      await fs.rm(directory, { recursive: true, force: true });
    }
  });
});
