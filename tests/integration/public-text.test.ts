import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * Review r2-security MEDIUM-1: a plan named `juan.perez@gmail.com` was published in the lists, the public
 * plan and its page, and `www.evil.example` survived as a listed name. Every free text a stranger can read
 * is held to the rule the mail and previews use (src/contract/noLinks.ts via visibleText `public`): an
 * address or link shape is a 400 naming the field, and nothing of it is stored.
 */
const SHAPES = [
  'juan.perez@gmail.com',
  'www.evil.example',
  'verify at https://evil.example/login',
  'evil[.]example',
];
const PLAN = { workoutDays: 3, workoutTime: '45', language: 'en', listed: true };

describe.each(testDatabaseTargets())('publicly readable text on the $name database', (target) => {
  let server: TestApp;
  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
  beforeAll(async () => {
    server = await openTestApp(target);
  });
  afterAll(() => server.close());

  const refusedOn = (answer: {
    statusCode: number;
    json: () => { code: string; issues?: { path: string }[] };
  }) => {
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.code).toBe('INVALID_INPUT');
    return (body.issues ?? []).map((issue) => issue.path);
  };

  it('refuses a plan named with an address or link, and never lists it', async () => {
    for (const name of SHAPES)
      expect(refusedOn(await post('/api/workouts/generate', { ...PLAN, name }))).toEqual(['name']);
    const recent = await server.app.inject({ url: '/api/workouts/recent?limit=20' });
    expect(recent.body).not.toContain('gmail');
    expect(recent.body).not.toContain('evil');
    // An ordinary name with initials and a full stop followed by a space stays fine.
    expect((await post('/api/workouts/generate', { ...PLAN, name: 'J. R. Pérez' })).statusCode).toBe(200);
  });

  it('refuses addresses and links in a review, a challenge and a participant name, naming the field', async () => {
    const plan = (await post('/api/workouts/generate', { ...PLAN, name: 'Owner' })).json() as { id: string };
    for (const shape of SHAPES) {
      expect(
        refusedOn(
          await post(`/api/workouts/${plan.id}/ratings`, {
            userName: shape,
            feedback: 'Clear and short plan.',
          }),
        ),
      ).toEqual(['userName']);
      expect(
        refusedOn(
          await post(`/api/workouts/${plan.id}/ratings`, {
            userName: 'Marta',
            feedback: `Write me: ${shape}`,
          }),
        ),
      ).toEqual(['feedback']);
      expect(
        refusedOn(await post(`/api/workouts/${plan.id}/challenges`, { name: shape, createdBy: 'Ana' })),
      ).toEqual(['name']);
      expect(
        refusedOn(await post(`/api/workouts/${plan.id}/challenges`, { name: 'Squad', createdBy: shape })),
      ).toEqual(['createdBy']);
      expect(
        refusedOn(
          await post(`/api/workouts/${plan.id}/challenges`, {
            name: 'Squad',
            createdBy: 'Ana',
            description: `Join at ${shape}`,
          }),
        ),
      ).toEqual(['description']);
      expect(refusedOn(await post('/api/challenges/c7Hs2LkQ9vWm1xTa/participants', { name: shape }))).toEqual(
        ['name'],
      );
    }
    const ratings = await server.app.inject({ url: `/api/workouts/${plan.id}/ratings` });
    expect(ratings.json().ratings).toEqual([]);
  });
});
