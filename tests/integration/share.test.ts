import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STILL_COLOURS } from '../../src/contract/demonstrations/still';
import type { WorkoutPlan } from '../../src/contract/workout';
import type { Database } from '../../src/server/db/connection';
import { openTestAppOn, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { pdfDrawingInstructions } from '../helpers/documents';
import { mimePart, startSmtpServer } from '../helpers/smtp';

/** How pdfkit writes the figure's fill colour (a demonstration's body, head and feet). */
const FIGURE_FILL = `${[1, 3, 5]
  .map((at) => Number.parseInt(STILL_COLOURS.body.slice(at, at + 2), 16) / 255)
  .join(' ')} scn`;

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('PDF and email', () => {
  let db: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let withSmtp: TestApp;
  let withoutSmtp: TestApp;
  let dataDir: string;
  let plan: WorkoutPlan;

  beforeAll(async () => {
    db = await testDatabaseTargets()[0]!.open();
    smtp = await startSmtpServer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    withSmtp = await openTestAppOn(db, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Coach <coach@plans.test>' },
    });
    withoutSmtp = await openTestAppOn(db, { env: { DATA_DIR: dataDir } });
    plan = (
      await withSmtp.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        payload: {
          name: 'Lucía',
          language: 'es',
          fitnessLevel: 'beginner',
          workoutLocation: 'gym',
          workoutDays: 3,
        },
      })
    ).json();
    await withSmtp.app.inject({ method: 'POST', url: `/api/workouts/${plan.id}/progression`, payload: {} });
  });
  afterAll(async () => {
    await withSmtp.close();
    await withoutSmtp.close();
    await smtp.close();
    await db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('renders the whole plan as a real PDF, with the labels in the requested language', async () => {
    for (const lang of ['es', 'en'] as const) {
      const response = await withSmtp.app.inject({ url: `/api/workouts/${plan.id}/pdf?language=${lang}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`workout-plan-${plan.id}.pdf`);
      const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain(plan.id);
      expect(text).toContain('Lucía');
      expect(text).toContain(plan.schedule[0]!.exercises[0]!.name);
      expect(text).toContain(plan.schedule[0]!.exercises[0]!.cues[0]!.slice(0, 20));
      expect(text).toContain(`http://plans.test/${lang}/plan/${plan.id}`);
      expect(text).toContain(lang === 'es' ? 'Progresión de cuatro semanas' : 'Four-week progression');
      expect(text).toContain(lang === 'es' ? 'Semana 4' : 'Week 4');
      expect(text).toContain(plan.disclaimer.slice(0, 30));
      // Effort in plain words, as on the page: never the coach's '@ RIR 2-3' shorthand.
      expect(
        plan.schedule.some((day) => day.exercises.some((exercise) => exercise.effort.startsWith('RIR'))),
      ).toBe(true);
      expect(text).not.toContain('@ RIR');
      expect(text).toContain(lang === 'es' ? 'repeticiones del fallo' : 'reps before failure');
      // Every catalogue exercise is printed with its demonstration's first two key frames, as vector
      // paths in the figure's colour (contract/demonstrations/still.ts): one filled head per frame.
      const exercises = plan.schedule.flatMap((day) => day.exercises);
      expect(exercises.every((exercise) => exercise.catalogId)).toBe(true);
      const instructions = pdfDrawingInstructions(response.rawPayload);
      const figureFills = instructions.split(FIGURE_FILL).length - 1;
      expect(figureFills).toBeGreaterThanOrEqual(exercises.length * 2);
      // The drawings are no longer printed, so neither is their credit.
      expect(text).not.toContain('Everkinetic');
      expect(response.rawPayload.length).toBeLessThan(400_000);
    }
    expect((await withSmtp.app.inject({ url: '/api/workouts/AAAAAAAAAAAAAAAA/pdf' })).statusCode).toBe(404);
    expect((await withSmtp.app.inject({ url: `/api/workouts/${plan.id}/pdf?language=fr` })).statusCode).toBe(
      400,
    );
    const document = (await withSmtp.app.inject({ url: '/api/openapi.json' })).json();
    expect(
      document.paths['/workouts/{id}/pdf'].get.responses['200'].content['application/pdf'],
    ).toBeDefined();
  });

  it('sends the plan over a real SMTP exchange with text, HTML, the link and the PDF, and keeps no address', async () => {
    const response = await withSmtp.app.inject({
      method: 'POST',
      url: `/api/workouts/${plan.id}/email`,
      payload: { email: 'reader@example.com', language: 'es' },
    });
    expect(response.json()).toEqual({ sent: true, delivery: 'smtp' });
    const message = smtp.received.at(-1)!;
    expect(message.to).toEqual(['reader@example.com']);
    expect(message.from).toBe('coach@plans.test');
    expect(message.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Tu plan de entrenamiento/);
    const text = mimePart(message.raw, 'text/plain')!.toString('utf8');
    expect(text).toContain(`http://plans.test/es/plan/${plan.id}`);
    expect(text).toContain('Aquí tienes tu plan');
    expect(mimePart(message.raw, 'text/html')!.toString('utf8')).toContain('<h1');
    const pdf = mimePart(message.raw, 'application/pdf')!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain(plan.id);
    const dump =
      JSON.stringify(await db.sql`select * from workout_plans`) +
      JSON.stringify(await db.sql`select * from early_testers`);
    expect(dump).not.toContain('reader@example.com');
  });

  it('writes the message to the outbox when no SMTP server is configured, and says so', async () => {
    const response = await withoutSmtp.app.inject({
      method: 'POST',
      url: `/api/workouts/${plan.id}/email`,
      payload: { email: 'reader@example.com' },
    });
    expect(response.json()).toEqual({ sent: true, delivery: 'outbox' });
    const files = await fs.readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const raw = await fs.readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(raw).toContain('To: reader@example.com');
    expect(raw).toContain('application/pdf');
  });

  it('rejects a bad address with a 400 and an unknown plan with a 404', async () => {
    const bad = await withSmtp.app.inject({
      method: 'POST',
      url: `/api/workouts/${plan.id}/email`,
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Please enter a valid email address/);
    const missing = await withSmtp.app.inject({
      method: 'POST',
      url: '/api/workouts/AAAAAAAAAAAAAAAA/email',
      payload: { email: 'a@b.co' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
