import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '../../src/contract/workout';
import { createCaller } from '../../src/server/trpc/router';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

const SECRET_EMAILS = ['plan.owner@example.com', 'challenge.maker@example.com', 'joiner@example.com'];

describe.each(testDatabaseTargets())('ratings, lists and challenges on the $name database', (target) => {
  let server: TestApp;
  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const newPlan = async (extra: Record<string, unknown> = {}) =>
    (
      await call('POST', '/api/workouts/generate', { name: 'Owner', email: SECRET_EMAILS[0], ...extra })
    ).json() as WorkoutPlan;

  beforeAll(async () => {
    server = await openTestApp(target);
  });
  afterAll(() => server.close());

  describe('ratings', () => {
    it('keeps the average exact under 50 concurrent ratings', async () => {
      const plan = await newPlan();
      const stars = Array.from({ length: 50 }, (_, index) => (index % 5) + 1);
      const responses = await Promise.all(
        stars.map((rating, index) =>
          call('POST', `/api/workouts/${plan.id}/ratings`, {
            userName: `Rater ${index}`,
            rating,
            feedback: 'Solid plan, thanks',
          }),
        ),
      );
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const average = (await call('GET', `/api/workouts/${plan.id}/average-rating`)).json();
      expect(average).toEqual({ averageRating: 3, reviewCount: 50 });
      const list = (await call('GET', `/api/workouts/${plan.id}/ratings?pageSize=100`)).json();
      expect(list).toEqual({ ratings: expect.any(Array), hasMore: false });
      expect(list.ratings).toHaveLength(50);
      expect((await call('GET', `/api/workouts/${plan.id}`)).json()).toMatchObject({
        averageRating: 3,
        reviewCount: 50,
      });
    });

    it('lists ratings newest first and defaults the rating to 5', async () => {
      const plan = await newPlan();
      await call('POST', `/api/workouts/${plan.id}/ratings`, { userName: 'First', feedback: 'Good start' });
      await call('POST', `/api/workouts/${plan.id}/ratings`, {
        userName: 'Second',
        rating: 3,
        feedback: 'Okay plan',
      });
      const list = (await call('GET', `/api/workouts/${plan.id}/ratings`)).json().ratings;
      expect(list.map((rating: { userName: string }) => rating.userName)).toEqual(['Second', 'First']);
      expect(list[1].rating).toBe(5);
    });

    it('checks every field at and past its limits, and answers 404 for an unknown plan', async () => {
      const plan = await newPlan();
      const url = `/api/workouts/${plan.id}/ratings`;
      const ok = { userName: 'Al', rating: 1, feedback: 'Fine.' };
      expect((await call('POST', url, ok)).statusCode).toBe(200);
      expect((await call('POST', url, { ...ok, userName: 'A' })).json().error).toMatch(
        /userName: Must be at least 2/,
      );
      expect((await call('POST', url, { ...ok, feedback: 'Meh' })).json().error).toMatch(
        /feedback: Must be at least 5/,
      );
      expect((await call('POST', url, { ...ok, rating: 0 })).statusCode).toBe(400);
      expect((await call('POST', url, { ...ok, rating: 6 })).statusCode).toBe(400);
      expect((await call('POST', url, { ...ok, rating: 2.5 })).statusCode).toBe(400);
      expect((await call('POST', url, { ...ok, userName: 'x'.repeat(61) })).statusCode).toBe(400);
      expect((await call('POST', url, { ...ok, feedback: 'x'.repeat(1001) })).statusCode).toBe(400);
      expect((await call('POST', url, { ...ok, feedback: 'x'.repeat(1000) })).statusCode).toBe(200);
      const missing = await call('POST', '/api/workouts/AAAAAAAAAAAAAAAA/ratings', ok);
      expect(missing.statusCode).toBe(404);
      expect((await call('GET', '/api/workouts/AAAAAAAAAAAAAAAA/average-rating')).statusCode).toBe(404);
    });
  });

  describe('lists', () => {
    it('orders recent newest first and top-rated by average then count, rated plans only, cut to 150 characters', async () => {
      const [low, high, highMore, unrated] = [
        await newPlan({ listed: true }),
        await newPlan({ listed: true }),
        await newPlan({ listed: true }),
        await newPlan({ listed: true }),
      ];
      const rate = (plan: WorkoutPlan, rating: number) =>
        call('POST', `/api/workouts/${plan.id}/ratings`, {
          userName: 'Rater',
          rating,
          feedback: 'Rated it.',
        });
      await rate(low!, 2);
      await rate(high!, 5);
      await rate(highMore!, 5);
      await rate(highMore!, 5);
      const recent = (await call('GET', '/api/workouts/recent?limit=3')).json();
      expect(recent.map((plan: { id: string }) => plan.id)).toEqual([unrated!.id, highMore!.id, high!.id]);
      expect(recent[0].overview.length).toBeLessThanOrEqual(150);
      expect(Object.keys(recent[0]).sort()).toEqual(
        [
          'averageRating',
          'createdAt',
          'daysPerWeek',
          'fitnessGoal',
          'fitnessLevel',
          'focusArea',
          'id',
          'overview',
          'reviewCount',
          'timePerSession',
          'userName',
          'workoutStyle',
        ].sort(),
      );
      const top = (await call('GET', '/api/workouts/top-rated?limit=20')).json();
      const ids = top.map((plan: { id: string }) => plan.id);
      expect(ids.indexOf(highMore!.id)).toBeLessThan(ids.indexOf(high!.id));
      expect(ids.indexOf(high!.id)).toBeLessThan(ids.indexOf(low!.id));
      expect(ids).not.toContain(unrated!.id);
    });

    it('pages through browse without overlaps and says when there is no more', async () => {
      for (let index = 0; index < 5; index += 1) await newPlan({ listed: true });
      const total = (
        await server.db.sql<
          { count: number }[]
        >`select count(*)::int as count from workout_plans where listed`
      )[0]!.count;
      const seen = new Set<string>();
      let page = 1;
      for (;;) {
        const body = (await call('GET', `/api/workouts/browse?page=${page}&pageSize=4`)).json();
        for (const plan of body.workouts) seen.add(plan.id);
        if (!body.hasMore) break;
        page += 1;
      }
      expect(seen.size).toBe(total);
      const beyond = (await call('GET', `/api/workouts/browse?page=${page + 1}&pageSize=4`)).json();
      expect(beyond).toEqual({ workouts: [], hasMore: false });
    });

    it('answers out-of-range paging and limits with a 400 naming the parameter', async () => {
      expect((await call('GET', '/api/workouts/browse?page=0')).json().error).toMatch(/page/);
      expect((await call('GET', '/api/workouts/browse?pageSize=500')).json().error).toMatch(/pageSize/);
      expect((await call('GET', '/api/workouts/browse?page=abc')).statusCode).toBe(400);
      expect((await call('GET', '/api/workouts/recent?limit=21')).statusCode).toBe(400);
      expect((await call('GET', '/api/workouts/top-rated?limit=-1')).statusCode).toBe(400);
    });
  });

  describe('challenges', () => {
    it('needs the progression first (409), then creates, lists and shows a challenge with its plan', async () => {
      const plan = await newPlan({ fitnessLevel: 'beginner' });
      const body = { name: 'June squad', createdBy: 'Maker', email: SECRET_EMAILS[1], description: '' };
      const early = await call('POST', `/api/workouts/${plan.id}/challenges`, body);
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toMatch(/progression/);
      await call('POST', `/api/workouts/${plan.id}/progression`, {});
      const created = await call('POST', `/api/workouts/${plan.id}/challenges`, body);
      expect(created.statusCode).toBe(200);
      const challenge = created.json();
      expect(challenge).toMatchObject({
        name: 'June squad',
        description: null,
        createdBy: 'Maker',
        participantCount: 0,
      });
      const list = (await call('GET', `/api/workouts/${plan.id}/challenges`)).json().challenges;
      expect(list.map((item: { id: string }) => item.id)).toEqual([challenge.id]);
      const detail = (await call('GET', `/api/challenges/${challenge.id}`)).json();
      expect(detail.workoutPlan.id).toBe(plan.id);
      expect(detail.workoutPlan.progressionWeeks).toHaveLength(4);
      expect((await call('GET', '/api/challenges/AAAAAAAAAAAAAAAA')).json().error).toBe(
        'Challenge not found',
      );
      const missingFields = await call('POST', `/api/workouts/${plan.id}/challenges`, {
        name: '',
        createdBy: '',
        email: '',
      });
      expect(missingFields.statusCode).toBe(400);
    });

    it('lets people join, track completion idempotently and see each other’s progress, with no email anywhere', async () => {
      const plan = await newPlan({ fitnessLevel: 'intermediate', workoutLocation: 'gym' });
      await call('POST', `/api/workouts/${plan.id}/progression`, {});
      const challenge = (
        await call('POST', `/api/workouts/${plan.id}/challenges`, {
          name: 'Team',
          createdBy: 'Maker',
          email: SECRET_EMAILS[1],
        })
      ).json();
      const ana = (
        await call('POST', `/api/challenges/${challenge.id}/participants`, {
          name: 'Ana',
          email: SECRET_EMAILS[2],
        })
      ).json();
      const ben = (
        await call('POST', `/api/challenges/${challenge.id}/participants`, { name: 'Ben' })
      ).json();
      expect(
        (await call('POST', `/api/challenges/${challenge.id}/participants`, { name: 'ana' })).statusCode,
      ).toBe(409);
      expect(
        (await call('POST', `/api/challenges/${challenge.id}/participants`, { name: '  ' })).json().error,
      ).toMatch(/Name is required to join the challenge/);

      const weeks = (await call('GET', `/api/workouts/${plan.id}`)).json().progressionWeeks;
      const day = weeks[0].schedule[0];
      const mark = { weekNumber: 1, dayName: day.name, exerciseIndex: 0 };
      const url = `/api/participants/${ana.id}/completed-exercises`;
      const asAna = { 'x-participant-key': ana.participantKey };
      const parallel = await Promise.all(Array.from({ length: 10 }, () => call('POST', url, mark, asAna)));
      expect(parallel.every((response) => response.statusCode === 200)).toBe(true);
      const [rows] = await server.db.sql<{ count: number }[]>`
        select count(*)::int as count from completed_exercises where participant_id = ${ana.id}`;
      expect(rows?.count).toBe(1);
      await call('POST', url, { ...mark, exerciseIndex: 1 }, asAna);
      expect(
        (await call('GET', url)).json().map((item: { exerciseIndex: number }) => item.exerciseIndex),
      ).toEqual([0, 1]);

      for (const bad of [
        { ...mark, weekNumber: 5 },
        { ...mark, dayName: 'Funday' },
        { ...mark, exerciseIndex: day.exercises.length },
      ]) {
        expect((await call('POST', url, bad, asAna)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      const query = `week=1&day=${encodeURIComponent(day.name)}&exerciseIndex=1`;
      expect((await call('DELETE', `${url}?${query}`, undefined, asAna)).statusCode).toBe(200);
      expect((await call('DELETE', `${url}?${query}`, undefined, asAna)).statusCode).toBe(200);
      expect((await call('GET', url)).json()).toHaveLength(1);

      const participants = (await call('GET', `/api/challenges/${challenge.id}/participants`)).json();
      expect(participants.map((p: { name: string }) => p.name)).toEqual(['Ana', 'Ben']);
      expect(participants[0].completedCount).toBe(1);
      expect(participants[0].completionPercent).toBeGreaterThan(0);
      expect(participants[1].completionPercent).toBe(0);
      expect((await call('GET', `/api/participants/${ben.id}/completed-exercises`)).json()).toEqual([]);
      expect((await call('GET', '/api/participants/AAAAAAAAAAAAAAAA/completed-exercises')).statusCode).toBe(
        404,
      );

      // Every read, over REST and tRPC, is free of the private addresses.
      const caller = createCaller({ sql: server.db.sql } as never);
      const reads = [
        await call('GET', `/api/workouts/${plan.id}`),
        await call('GET', `/api/workouts/${plan.id}/challenges`),
        await call('GET', `/api/challenges/${challenge.id}`),
        await call('GET', `/api/challenges/${challenge.id}/participants`),
        await call('GET', url),
        await call('GET', '/api/workouts/recent?limit=20'),
        await call('GET', '/api/workouts/browse?page=1&pageSize=48'),
      ].map((response) => response.body);
      reads.push(JSON.stringify(await caller.challenges.byId({ id: challenge.id })));
      for (const body of reads) for (const email of SECRET_EMAILS) expect(body).not.toContain(email);
    });
  });
});
