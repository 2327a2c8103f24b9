import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

const EMAILS = [
  'owner.secret@example.com',
  'maker.secret@example.com',
  'member.secret@example.com',
  'tester.secret@example.com',
];

describe.each(testDatabaseTargets())('no email address in any read on the $name database', (target) => {
  let server: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await openTestApp(target);
    const post = async (url: string, payload: object) => {
      const response = await server.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      return response.json();
    };
    const plan = await post('/api/workouts/generate', { name: 'Owner', email: EMAILS[0], workoutDays: 3 });
    await post(`/api/workouts/${plan.id}/progression`, {});
    await post(`/api/workouts/${plan.id}/ratings`, { userName: 'Rater', rating: 4, feedback: 'Good plan.' });
    const challenge = await post(`/api/workouts/${plan.id}/challenges`, {
      name: 'Team',
      createdBy: 'Maker',
      email: EMAILS[1],
    });
    const participant = await post(`/api/challenges/${challenge.id}/participants`, {
      name: 'Member',
      email: EMAILS[2],
    });
    await post('/api/early-testers', { email: EMAILS[3] });
    Object.assign(ids, { id: plan.id, challenge: challenge.id, participantId: participant.id });
  });
  afterAll(() => server.close());

  /** An exercise of the plan, for the one read that names an exercise (its alternatives). */
  async function firstCatalogId(): Promise<string> {
    const plan = (await server.app.inject({ url: `/api/workouts/${ids.id}` })).json();
    return plan.schedule
      .flatMap((day: { exercises: { catalogId: string | null }[] }) => day.exercises)
      .map((exercise: { catalogId: string | null }) => exercise.catalogId)
      .find(Boolean);
  }

  it('walks every GET in the OpenAPI document, and reads over tRPC, without finding one', async () => {
    const document = (await server.app.inject({ url: '/api/openapi.json' })).json();
    const reads = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path);
    expect(reads.length).toBeGreaterThanOrEqual(12);
    const bodies: string[] = [];
    for (const path of reads) {
      const challengePath = path.startsWith('/challenges/');
      const url = `/api${path.replace('{id}', challengePath ? ids.challenge! : ids.id!).replace('{participantId}', ids.participantId!)}`;
      const query =
        path === '/search/exercise-video'
          ? '?exerciseName=Push-up'
          : path === '/workouts/{id}/alternatives'
            ? `?catalogId=${await firstCatalogId()}`
            : '';
      const response = await server.app.inject({ url: `${url}${query}` });
      expect(response.statusCode, url).toBe(200);
      bodies.push(response.rawPayload.toString('latin1'));
    }
    for (const body of bodies) for (const email of EMAILS) expect(body).not.toContain(email);
    const trpc = await server.app.inject({
      url: `/trpc/challenges.byId,workouts.byId?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { id: ids.challenge }, 1: { id: ids.id } }))}`,
    });
    for (const email of EMAILS) expect(trpc.body).not.toContain(email);
  });
});
