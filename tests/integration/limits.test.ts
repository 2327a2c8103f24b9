import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_LIMITS, CHOICES, OTHER_PREFIX, STORED_CHOICE_MAX } from '../../src/contract/answers';
import { CHALLENGE_LIMITS, RATING_LIMITS } from '../../src/contract/constants';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { confirmationTokens } from '../helpers/earlyTesters';

/**
 * Limits that agree (README "Abuse protection"): each length limit is one constant of
 * src/contract that the client's fields, the zod schemas and the database's checks all read, so the
 * longest answer the form and the schema accept is one the database keeps. Before migration 00005 an
 * `other:` answer of 195-200 characters failed the database's 200 after the coach had run.
 */

/** The longest value of each length-checked column the API accepts, from the contract's constants. */
const CONTRACT_MAX: Record<string, number> = {
  'workout_plans.user_name': ANSWER_LIMITS.name,
  'workout_plans.email': ANSWER_LIMITS.email,
  'workout_plans.fitness_goal': STORED_CHOICE_MAX,
  'workout_plans.fitness_level': STORED_CHOICE_MAX,
  'workout_plans.focus_area': STORED_CHOICE_MAX,
  'workout_plans.workout_style': STORED_CHOICE_MAX,
  'workout_plans.time_per_session': ANSWER_LIMITS.workoutTimeText,
  'ratings.user_name': RATING_LIMITS.nameMax,
  'ratings.feedback': RATING_LIMITS.feedbackMax,
  'challenges.name': CHALLENGE_LIMITS.nameMax,
  'challenges.description': CHALLENGE_LIMITS.descriptionMax,
  'challenges.created_by': CHALLENGE_LIMITS.personMax,
  'participants.name': CHALLENGE_LIMITS.personMax,
  'completed_exercises.day_name': CHALLENGE_LIMITS.dayNameMax,
  'early_testers.email': ANSWER_LIMITS.email,
};
/**
 * Length checks on values the server makes itself, not a visitor: the coach's name (`builtin`,
 * `llm:<model>`), the video cache's key (cut to 300 in src/server/media/videos.ts), and the request id,
 * which requestIdSchema's pattern bounds to 64 (src/contract/workout.ts).
 */
const SERVER_MADE = ['workout_plans.generator', 'video_cache.lookup_key', 'workout_plans.request_id'];

/** `other:` and words up to the limit: the longest answer a choice field accepts. */
const longestOther = (letter: string) => `${OTHER_PREFIX}${letter.repeat(ANSWER_LIMITS.otherText)}`;
/**
 * A plain mailbox of exactly the limit's length (src/contract/answers.ts isEmailAddress): a local part of
 * 64, then DNS labels of at most 63 around the tag.
 */
const longestEmail = (tag: string) => {
  let middle = ANSWER_LIMITS.email - `${'a'.repeat(64)}@${tag}..example.com`.length;
  const labels: string[] = [];
  while (middle > 0) {
    // A label, then a dot before the next one (never a lone dot at the end).
    const size = middle - 63 === 1 ? 62 : Math.min(63, middle);
    labels.push('b'.repeat(size));
    middle -= size === middle ? size : size + 1;
  }
  return `${'a'.repeat(64)}@${tag}.${labels.join('.')}.example.com`;
};

describe.each(testDatabaseTargets())('length limits on the $name database', (target) => {
  let server: TestApp;
  let dataDir: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'limits-'));
    server = await openTestApp(target, { env: { DATA_DIR: dataDir } });
  });
  afterAll(() => server.close());

  it("checks each column at the contract's own limit", async () => {
    const rows = await server.db.sql<{ table: string; definition: string }[]>`
      select c.conrelid::regclass::text as table, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.contype = 'c' and c.connamespace = current_schema()::regnamespace
        and pg_get_constraintdef(c.oid) like '%length(%'`;
    const found: Record<string, number> = {};
    for (const row of rows) {
      const table = row.table.split('.').pop()!.replaceAll('"', '');
      for (const match of row.definition.matchAll(/length\((\w+)\) <= (\d+)/g)) {
        found[`${table}.${match[1]}`] = Number(match[2]);
      }
    }
    for (const column of SERVER_MADE) {
      expect(found).toHaveProperty([column]);
      delete found[column];
    }
    // Every length-checked column is named here: a new one cannot be left out of the comparison.
    expect(found).toEqual(CONTRACT_MAX);
  });

  it('saves the longest plan answers of every free-text field, `other:` included', async () => {
    const response = await call('POST', '/api/workouts/generate', {
      name: 'N'.repeat(ANSWER_LIMITS.name),
      email: longestEmail('plan'),
      workoutTime: 'about forty-five minutes, after work'.padEnd(ANSWER_LIMITS.workoutTimeText, '.'),
      fitnessGoal: longestOther('g'),
      fitnessLevel: longestOther('l'),
      workoutStyle: longestOther('s'),
      focusArea: longestOther('f'),
      workoutLocation: longestOther('w'),
      equipment: Array.from({ length: ANSWER_LIMITS.equipmentItems }, (_, index) =>
        longestOther(String.fromCharCode(97 + index)),
      ),
      hasInjuries: 'yes',
      injuryDetails: 'i'.repeat(ANSWER_LIMITS.injuryDetails),
      additionalNotes: 'n'.repeat(ANSWER_LIMITS.additionalNotes),
    });
    expect(response.statusCode).toBe(200);
    const plan = response.json();
    // The connection reads columns in camelCase (src/server/db/connection.ts).
    const [saved] = await server.db.sql<Record<string, string>[]>`
      select user_name, email, fitness_goal, fitness_level, focus_area, workout_style, time_per_session
      from workout_plans where id = ${plan.id}`;
    expect(saved).toEqual({
      userName: 'N'.repeat(ANSWER_LIMITS.name),
      email: longestEmail('plan'),
      fitnessGoal: longestOther('g'),
      fitnessLevel: longestOther('l'),
      focusArea: longestOther('f'),
      workoutStyle: longestOther('s'),
      timePerSession: 'about forty-five minutes, after work'.padEnd(ANSWER_LIMITS.workoutTimeText, '.'),
    });
    expect(saved!.fitnessGoal).toHaveLength(STORED_CHOICE_MAX);
    // One character more is refused by the schema, with the field named, before the coach runs.
    const over = await call('POST', '/api/workouts/generate', { fitnessGoal: `${longestOther('g')}g` });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('fitnessGoal');
    // Each choice field takes `other:` (the equipment list item by item): none is left out above.
    expect(Object.keys(CHOICES).sort()).toEqual(
      [
        'equipment',
        'fitnessGoal',
        'fitnessLevel',
        'focusArea',
        'gender',
        'workoutLocation',
        'workoutStyle',
      ].sort(),
    );
    const gender = await call('POST', '/api/workouts/generate', { gender: longestOther('x') });
    expect(gender.statusCode).toBe(200);
  });

  it('saves the longest rating, challenge, participant and early-tester texts', async () => {
    const plan = (await call('POST', '/api/workouts/generate', { name: 'Ana' })).json();
    // A challenge runs over the four-week progression.
    expect((await call('POST', `/api/workouts/${plan.id}/progression`, {})).statusCode).toBe(200);
    const rating = await call('POST', `/api/workouts/${plan.id}/ratings`, {
      userName: 'R'.repeat(RATING_LIMITS.nameMax),
      rating: 5,
      feedback: 'F'.repeat(RATING_LIMITS.feedbackMax),
    });
    expect(rating.statusCode).toBe(200);
    const challenge = await call('POST', `/api/workouts/${plan.id}/challenges`, {
      name: 'C'.repeat(CHALLENGE_LIMITS.nameMax),
      description: 'D'.repeat(CHALLENGE_LIMITS.descriptionMax),
      createdBy: 'B'.repeat(CHALLENGE_LIMITS.personMax),
      email: longestEmail('challenge'),
    });
    expect(challenge.statusCode).toBe(200);
    const joined = await call('POST', `/api/challenges/${challenge.json().id}/participants`, {
      name: 'P'.repeat(CHALLENGE_LIMITS.personMax),
      email: longestEmail('join'),
    });
    expect(joined.statusCode).toBe(200);
    const tester = await call('POST', '/api/early-testers', { email: longestEmail('tester') });
    expect(tester.statusCode).toBe(200);
    // Kept once its emailed link confirms it (double opt-in).
    const [token] = await confirmationTokens(dataDir, longestEmail('tester').toLowerCase());
    expect((await call('POST', '/api/early-testers/confirm', { token: token! })).statusCode).toBe(200);

    const [ratingRow] = await server.db.sql<{ userName: string; feedback: string }[]>`
      select user_name, feedback from ratings where workout_plan_id = ${plan.id}`;
    expect(ratingRow).toEqual({
      userName: 'R'.repeat(RATING_LIMITS.nameMax),
      feedback: 'F'.repeat(RATING_LIMITS.feedbackMax),
    });
    const [challengeRow] = await server.db.sql<Record<string, string>[]>`
      select name, description, created_by from challenges where id = ${challenge.json().id}`;
    expect(challengeRow).toEqual({
      name: 'C'.repeat(CHALLENGE_LIMITS.nameMax),
      description: 'D'.repeat(CHALLENGE_LIMITS.descriptionMax),
      createdBy: 'B'.repeat(CHALLENGE_LIMITS.personMax),
    });
    const [participantRow] = await server.db.sql<{ name: string }[]>`
      select name from participants where id = ${joined.json().id}`;
    expect(participantRow).toEqual({ name: 'P'.repeat(CHALLENGE_LIMITS.personMax) });
    // A creator's and a participant's addresses are accepted at the limit but not kept (migration 00005):
    // no column of either row holds them.
    const [challengeText] = await server.db.sql<{ row: string }[]>`
      select to_jsonb(c)::text as row from challenges c where id = ${challenge.json().id}`;
    expect(challengeText?.row).toContain('C'.repeat(CHALLENGE_LIMITS.nameMax));
    expect(challengeText?.row).not.toContain(longestEmail('challenge'));
    const [participantText] = await server.db.sql<{ row: string }[]>`
      select to_jsonb(p)::text as row from participants p where id = ${joined.json().id}`;
    expect(participantText?.row).toContain('P'.repeat(CHALLENGE_LIMITS.personMax));
    expect(participantText?.row).not.toContain(longestEmail('join'));
    const [testerRow] = await server.db.sql<{ email: string }[]>`
      select email from early_testers where email = ${longestEmail('tester').toLowerCase()}`;
    expect(testerRow?.email).toHaveLength(ANSWER_LIMITS.email);
  });
});
