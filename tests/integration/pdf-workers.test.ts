import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorBodySchema } from '../../src/contract/errors';
import { PDF_QUEUE, PDF_WORKERS } from '../../src/server/share/pdfPool';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { pdfText } from '../helpers/documents';

/**
 * PDFs are rendered on worker threads with a cap (src/server/share/pdfPool.ts; the blind security review
 * measured 0.5 to 1.1 s of blocked event loop per render on the main thread). More PDF requests at once
 * than the renderers and their queue hold: each is either a whole PDF or a 503 SERVER_BUSY with
 * Retry-After in the one error shape, never a 500; the server answers other requests meanwhile. How long
 * the event loop waits during renders is a bench figure (bench/pdf.ts), not a timed test.
 */
describe.each(testDatabaseTargets())('PDFs asked for all at once, on the $name database', (target) => {
  let server: TestApp;
  let planId: string;

  beforeAll(async () => {
    server = await openTestApp(target);
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Pdf', workoutDays: 6, workoutTime: '90' },
    });
    expect(made.statusCode).toBe(200);
    planId = made.json().id;
  });
  afterAll(() => server.close());

  it('renders what the renderers hold and refuses the rest with 503 SERVER_BUSY', {
    timeout: 120_000,
  }, async () => {
    const asked = PDF_WORKERS + PDF_QUEUE + 6;
    const pdfs = Array.from({ length: asked }, () =>
      server.app.inject({ method: 'GET', url: `/api/workouts/${planId}/pdf` }),
    );
    // The server keeps answering while they render.
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const answers = await Promise.all(pdfs);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(','),
    ).toBe(true);
    const rendered = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(rendered.length).toBeGreaterThanOrEqual(PDF_WORKERS);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(errorBodySchema.parse(answer.json())).toMatchObject({ code: 'SERVER_BUSY' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(ERROR_CODES.SERVER_BUSY.status).toBe(503);
    }
    for (const answer of rendered) {
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(await pdfText(answer.rawPayload)).toContain('Pdf');
    }
    // Once they are done, the next one renders.
    const after = await server.app.inject({ method: 'GET', url: `/api/workouts/${planId}/pdf` });
    expect(after.statusCode).toBe(200);
  });
});
