import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { drawingUrl, verifiedVideoId } from '../../src/contract/exerciseMedia';
import type { WorkoutPlan } from '../../src/contract/workout';
import { browserAvailable, launchBrowser, openPage } from '../helpers/browser';

const SHOTS = path.resolve('test-results/screenshots');

/**
 * Exercise pictures and honest videos on a phone, in Spanish, in both themes (issues 17 and 30): every day
 * card shows its demonstration's first key frame; the dialog the drawings where one truly matches.
 */
describe.skipIf(!browserAvailable())('exercise drawings and videos at 390 px', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let planId: string;
  /** The first exercise of the plan with a drawing and no verified video. */
  let drawnOnly: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
    // A gym plan: staple lifts with a verified video, and others (a lateral raise) with drawings alone.
    const response = await fetch(`${baseUrl}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Lucía',
        fitnessLevel: 'beginner',
        workoutLocation: 'gym',
        workoutDays: 4,
        language: 'es',
      }),
    });
    expect(response.status).toBe(200);
    const plan = (await response.json()) as WorkoutPlan;
    planId = plan.id;
    drawnOnly = plan.schedule
      .flatMap((day) => day.exercises)
      .find(
        (exercise) => drawingUrl(exercise.catalogId, 'start') && !verifiedVideoId(exercise.catalogId),
      )!.name;
    expect(drawnOnly).toBeTruthy();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function phone(theme: 'light' | 'dark'): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'es-ES',
      colorScheme: theme,
      viewport: { width: 390, height: 844 },
    });
    await context.addInitScript((saved) => localStorage.setItem('workout-ai-theme', saved), theme);
    // Video thumbnails come from the video service, which this machine cannot reach.
    await context.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    );
    return context;
  }

  for (const theme of ['light', 'dark'] as const)
    it(`day cards show demonstration stills and the dialog the start and end drawings (${theme})`, async () => {
      const context = await phone(theme);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      try {
        await openPage(page, `/es/plan/${planId}`);
        const thumbnails = page.getByRole('article').getByRole('img', { name: /: posición inicial$/ });
        await thumbnails.first().waitFor();
        // One per exercise: every catalogue exercise has a demonstration.
        const exercises = page
          .getByRole('article')
          .getByRole('listitem')
          .filter({
            has: page.getByRole('button', { name: /^(Cómo se hace|Ver vídeo):/ }),
          });
        await expect.poll(() => thumbnails.count()).toBe(await exercises.count());
        // Every thumbnail is served by the app, cached for a year under a versioned path (loaded lazily, so
        // asked for here rather than waiting for the visitor to scroll to it).
        const sources = new Set(
          await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('src')!)),
        );
        for (const source of sources) {
          const response = await page.request.get(source);
          expect(response.status(), source).toBe(200);
          expect(response.headers()['content-type'], source).toBe('image/svg+xml');
          expect(response.headers()['cache-control'], source).toContain('immutable');
        }
        await thumbnails.first().scrollIntoViewIfNeeded();
        await expect
          .poll(() => thumbnails.first().evaluate((image) => (image as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
        await page
          .getByRole('article')
          .first()
          .screenshot({ path: path.join(SHOTS, `es-390-day-card-demonstrations-${theme}.png`) });

        // An exercise with a drawing but no verified video: drawings with their credit, cues, a search link,
        // no player.
        await page
          .getByRole('button', { name: `Cómo se hace: ${drawnOnly}` })
          .first()
          .click();
        const name = drawnOnly;
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('img', { name: `${name}: posición inicial` }).waitFor();
        await dialog.getByRole('img', { name: `${name}: posición final` }).waitFor();
        await dialog.getByText('Claves de técnica').waitFor();
        await dialog.getByText('Ilustraciones: Everkinetic, CC BY-SA 4.0').waitFor();
        await dialog.getByRole('link', { name: /^Buscar vídeos de / }).waitFor();
        expect(await dialog.getByRole('button', { name: /^Reproducir el vídeo/ }).count()).toBe(0);
        expect(await dialog.locator('iframe').count()).toBe(0);
        await page.screenshot({ path: path.join(SHOTS, `es-390-dialog-no-video-${theme}.png`) });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
});
