import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_KEY_PATTERN, type WorkoutPlan } from '../../src/contract/workout';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/connection';
import { forgetOldOnboardingEmails } from '../../src/server/db/queries/workouts';
import { openTestAppOn, testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { messageText, pdfText } from '../helpers/documents';
import { generationStreamPath } from '../helpers/generationStream';
import { checkApiAnswers } from '../helpers/openapi-validator';

/**
 * Issue 14: nothing a visitor wrote about their health appears in any response, page, link preview, PDF,
 * email or info-level log line. The stored request keeps it, for the progression only.
 */

describe.each(testDatabaseTargets())('health text on the $name database', (target) => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  let clientDir: string;
  const logLines: string[] = [];

  async function get(url: string) {
    const response = await app.inject({ url });
    expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
    return response;
  }

  /** The plan made through the web app's stream (the answers posted, the stream by ticket), with its key. */
  async function generateThroughStream(answers: object): Promise<WorkoutPlan> {
    const response = await app.inject({ url: await generationStreamPath(app, answers) });
    const done = response.body
      .split('\n')
      .filter((line) => line.startsWith('data: {'))
      .map(
        (line) => JSON.parse(line.slice(6)) as { type?: string; plan?: WorkoutPlan; managementKey?: string },
      )
      .find((event) => event.type === 'done');
    expect(done?.plan, response.body.slice(0, 300)).toBeDefined();
    expect(done?.managementKey).toMatch(MANAGEMENT_KEY_PATTERN);
    return done!.plan!;
  }

  /** Every public place the plan shows up: reads, lists, its challenge, its page, PDF and email. */
  async function publicSurfaces(plan: WorkoutPlan): Promise<Record<string, string>> {
    await app.inject({ method: 'POST', url: `/api/workouts/${plan.id}/progression`, payload: {} });
    const challenge = (
      await app.inject({
        method: 'POST',
        url: `/api/workouts/${plan.id}/challenges`,
        payload: { name: 'Team', createdBy: 'Maker', email: 'maker@example.com' },
      })
    ).json();
    const surfaces: Record<string, string> = {};
    for (const url of [
      `/api/workouts/${plan.id}`,
      '/api/workouts/recent?limit=20',
      '/api/workouts/browse?pageSize=48',
      `/api/challenges/${challenge.id}`,
      `/api/workouts/${plan.id}/challenges`,
      `/trpc/workouts.byId?input=${encodeURIComponent(JSON.stringify({ id: plan.id }))}`,
      `/en/plan/${plan.id}`,
      `/es/plan/${plan.id}`,
      `/en/challenge/${challenge.id}`,
    ])
      surfaces[url] = (await get(url)).body;
    const pdf = await get(`/api/workouts/${plan.id}/pdf`);
    surfaces.pdf = await pdfText(pdf.rawPayload);
    const emailed = await app.inject({
      method: 'POST',
      url: `/api/workouts/${plan.id}/email`,
      payload: { email: 'reader@example.com' },
    });
    expect(emailed.statusCode, emailed.body).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    for (const file of await fs.readdir(outbox)) {
      const raw = await fs.readFile(path.join(outbox, file), 'utf8');
      if (raw.includes(plan.id)) surfaces[`email ${file}`] = messageText(raw);
    }
    expect(Object.keys(surfaces).some((key) => key.startsWith('email'))).toBe(true);
    return surfaces;
  }

  function expectNowhere(surfaces: Record<string, string>, phrases: string[]) {
    for (const [where, text] of Object.entries(surfaces))
      for (const phrase of phrases) expect(text, `${where} quotes "${phrase}"`).not.toContain(phrase);
  }

  beforeAll(async () => {
    db = await target.open();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'health-text-'));
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'health-client-'));
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell" />' +
        '</head><body><div id="root"></div></body></html>',
    );
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n')));
    app = await buildApp({
      db,
      config: testConfig({ LOG_LEVEL: 'info', DATA_DIR: dataDir }),
      clientDir,
      logStream,
    });
    await app.ready();
    checkApiAnswers(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('an injury the coach understands and a health note are quoted in no read, page, list, PDF, email or log', async () => {
    const plan = await generateThroughStream({
      name: 'Maria Lopez',
      email: 'maria.private@example.com',
      listed: true,
      hasInjuries: 'yes',
      injuryDetails: 'Sore left knee since a ski fall in Val Thorens',
      additionalNotes: 'Taking beta blockers after my heart scare',
      workoutDays: 3,
    });
    const surfaces = await publicSurfaces(plan);
    expectNowhere(surfaces, ['Val Thorens', 'ski fall', 'beta blockers', 'heart scare', 'maria.private']);
    // Asked to be listed, but the coach adapted it to the knee: never listed (README "Privacy").
    expect(surfaces['/api/workouts/recent?limit=20']).not.toContain(plan.id);
    // The request log names the stream but not the questionnaire in its URL.
    const logs = logLines.join('\n');
    expect(logs).toContain('workouts.generateStream');
    for (const phrase of [
      'Val Thorens',
      'beta blockers',
      'maria.private',
      'Val%20Thorens',
      'beta%20blockers',
    ])
      expect(logs, `the log quotes "${phrase}"`).not.toContain(phrase);
    // The stored request keeps the words, for the progression.
    const [stored] = await db.sql<{ request: { injuryDetails: string } }[]>`
      select request from workout_plans where id = ${plan.id}`;
    expect(stored?.request.injuryDetails).toContain('Val Thorens');
  });

  // Waits for the lead's coach change (issue 14): today the coach's notes quote an injury it cannot
  // interpret ("We could not interpret your injury (...)"). Remove `.fails` when that change is merged.
  it('an injury the coach cannot interpret is not quoted back either', async () => {
    const plan = await generateThroughStream({
      name: 'Maria Lopez',
      listed: true,
      hasInjuries: 'yes',
      injuryDetails: 'lymphedema in right arm, recovering from breast cancer surgery',
      additionalNotes: 'oncologist says light weights only',
    });
    expectNowhere(await publicSurfaces(plan), ['lymphedema', 'breast cancer', 'oncologist']);
  });

  it('erases the onboarding email 30 days after the plan was made, at start-up and daily', async () => {
    const fresh = await generateThroughStream({ name: 'New', email: 'new.person@example.com' });
    const old = await generateThroughStream({ name: 'Old', email: 'old.person@example.com' });
    await db.sql`update workout_plans set created_at = now() - interval '31 days' where id = ${old.id}`;
    // A server starting on this database erases it (the clean-up runs when the server is ready).
    const starting = await openTestAppOn(db);
    await starting.close(); // waits for the clean-up it started
    const emails = await db.sql<{ id: string; email: string | null }[]>`
      select id, email from workout_plans where id in (${fresh.id}, ${old.id})`;
    expect(Object.fromEntries(emails.map((row) => [row.id, row.email]))).toEqual({
      [fresh.id]: 'new.person@example.com',
      [old.id]: null,
    });
    expect(await forgetOldOnboardingEmails(db.sql)).toBe(0);
  });
});
