import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  browserAvailable,
  expectConsoleErrors,
  failOnConsoleErrors,
  launchBrowser,
  openPage,
} from '../helpers/browser';
import { seriousViolations } from '../helpers/chat';

type Set = {
  set: number;
  reps: number | null;
  seconds: number | null;
  load: number | null;
  unit: 'kg' | 'lb';
  rir: number | null;
};

/**
 * Four sessions of one plan in the exact shape the session view stores (src/client/features/training/log.ts),
 * under the key and version the log reads: a loaded squat (the second session logged in lb), push-ups
 * with no load, a timed plank, and one swap.
 */
function loggedSessions(planId: string, planName: string) {
  const start = (n: number) => new Date(Date.UTC(2026, 10, 2 + n * 3, 18, 0)).toISOString();
  const sets = (count: number, values: Omit<Set, 'set'>): Set[] =>
    Array.from({ length: count }, (_, index) => ({ set: index + 1, ...values }));
  return [0, 1, 2, 3].map((n) => ({
    id: `e2e-session-${n}`,
    planId,
    planName,
    weekNumber: n < 2 ? 1 : 2,
    dayIndex: 0,
    dayName: 'Monday',
    startedAt: start(n),
    finishedAt: new Date(Date.parse(start(n)) + (40 + n) * 60_000).toISOString(),
    exercises: [
      {
        exerciseIndex: 0,
        catalogId: 'goblet-squat',
        name: 'Goblet squat',
        swappedFrom: null,
        target: { sets: 3, reps: '8-12', durationSeconds: null, effort: 'RIR 2', load: null },
        sets:
          n === 1
            ? sets(3, { reps: 8, seconds: null, load: 45, unit: 'lb', rir: 2 })
            : sets(3, { reps: 8 + n, seconds: null, load: 20 + n * 2.5, unit: 'kg', rir: 2 }),
      },
      {
        exerciseIndex: 1,
        catalogId: 'push-up',
        name: 'Push-up',
        swappedFrom: n === 3 ? { catalogId: 'bench-press', name: 'Bench press' } : null,
        target: { sets: 3, reps: '8-12', durationSeconds: null, effort: 'RIR 2', load: null },
        sets: sets(3, { reps: 8 + n, seconds: null, load: null, unit: 'kg', rir: null }),
      },
      {
        exerciseIndex: 2,
        catalogId: 'plank',
        name: 'Plank',
        swappedFrom: null,
        target: { sets: 2, reps: null, durationSeconds: 30, effort: 'RIR 2', load: null },
        sets: sets(2, { reps: null, seconds: 30 + n * 5, load: null, unit: 'kg', rir: null }),
      },
    ],
  }));
}

describe.skipIf(!browserAvailable())('the training history on the device, at 390 px', () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let planId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const response = await fetch(`${baseUrl}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Lena',
        workoutLocation: 'gym',
        workoutDays: 3,
        fitnessLevel: 'beginner',
      }),
    });
    expect(response.status).toBe(200);
    planId = ((await response.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh phone: its own storage. bypassCSP only so that axe-core can be put into the page. */
  async function phone() {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      locale: 'en-GB',
      bypassCSP: true,
    });
    return context.newPage();
  }

  /** Whether any script the page loaded holds the chart library (recharts names its elements so). */
  async function watchChartLibrary(page: Page) {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) scripts.add(request.url());
    });
    return async () => {
      for (const url of scripts)
        if ((await (await fetch(url)).text()).includes('recharts-surface')) return true;
      return false;
    };
  }

  it('is served as a page of its own, never indexed, with its code and text announced up front', async () => {
    const response = await fetch(`${baseUrl}/es/plan/${planId}/history`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/HistoryPage-[\w-]+\.js">/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/history-[\w-]+\.js">/);
    // The chart's code is not among them: it comes with the first chart.
    expect(html).not.toMatch(/ProgressChart/);
  });

  it('shows the sessions, best sets and charts, deletes with confirmation, and moves the log by file', async () => {
    const page = await phone();
    const fresh = await phone();
    try {
      // The landing and plan pages never load the chart library.
      const chartOnLanding = await watchChartLibrary(page);
      await openPage(page, '/en');
      await page.waitForLoadState('networkidle');
      expect(await chartOnLanding()).toBe(false);

      await page.evaluate(
        (sessions) => localStorage.setItem('training-log', JSON.stringify({ version: 1, sessions })),
        loggedSessions(planId, 'Three days at the gym'),
      );
      await openPage(page, `/en/plan/${planId}`);
      await page.waitForLoadState('networkidle');
      expect(await chartOnLanding()).toBe(false);
      await page.getByRole('link', { name: 'Training history', exact: true }).click();
      await page.waitForURL(`**/en/plan/${planId}/history`);

      await page.getByRole('heading', { level: 1, name: 'Training history' }).waitFor();
      await page.getByText('Three days at the gym').waitFor();
      await page.getByText('This log is kept on this device only. It is never sent anywhere.').waitFor();
      await page.getByRole('heading', { name: 'Sessions (4)' }).waitFor();
      // Newest first, with the date in the visitor's language, the week and day, minutes and sets.
      const sessionButtons = page.locator('details > summary');
      expect(await sessionButtons.allInnerTexts()).toEqual([
        expect.stringMatching(/Wed, Nov 11, 2026\s+Week 2 · Monday · 43 min · 8 sets · volume 908 kg/),
        expect.stringMatching(/Sun, Nov 8, 2026\s+Week 2 · Monday · 42 min · 8 sets/),
        expect.stringMatching(/Thu, Nov 5, 2026\s+Week 1 · Monday · 41 min · 8 sets/),
        expect.stringMatching(/Mon, Nov 2, 2026\s+Week 1 · Monday · 40 min · 8 sets/),
      ]);

      // Each exercise's best set: the heaviest load with its reps, the most reps, the longest hold.
      const card = (name: string) =>
        page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
      await expect.poll(() => card('Goblet squat').innerText()).toContain('Best set: 27.5 kg × 11');
      expect(await card('Goblet squat').innerText()).toContain('Estimated one-rep max: 37.6 kg');
      expect(await card('Push-up').innerText()).toContain('Best set: 11 reps');
      expect(await card('Plank').innerText()).toContain('Best set: 45 s');
      // The charts are drawn (a line through the points) and described in words for screen readers.
      const squatChart = card('Goblet squat').getByRole('img', { name: /^Goblet squat:/ });
      await squatChart.locator('svg path.recharts-line-curve').waitFor();
      expect(await squatChart.locator('svg path.recharts-line-curve').getAttribute('d')).toMatch(
        /^M[\d.]+,[\d.]+L/,
      );
      // The session in lb is charted in kg, the device's unit: 45 lb is 20.4 kg.
      expect(await squatChart.getAttribute('aria-label')).toBe(
        'Goblet squat: Heaviest load per session, in kg, from 20 kg on Nov 2 to 27.5 kg on Nov 11, over 4 sessions.',
      );
      await page.getByText('Totals and charts are in kg, the unit chosen on this device').waitFor();
      // Its load axis steps by round figures (axisTicks.ts), not by the library's own choice (19.8, 20.7 kg...).
      expect(await squatChart.locator('.recharts-yAxis-tick-labels text').allTextContents()).toEqual([
        '20 kg',
        '22 kg',
        '24 kg',
        '26 kg',
        '28 kg',
      ]);

      // Every set of a session, with the swap said.
      await sessionButtons.first().click();
      await page.getByText('Set 1: 11 × 27.5 kg · 2 reps in reserve').first().waitFor();
      await page.getByText('(instead of Bench press)').waitFor();
      await page.getByText('Set 2: 45 s').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Download: a file with the log's format and every session of this plan.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my log' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^workout-log-${planId}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
      );
      const file = await download.path();
      const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(exported).toMatchObject({ format: 'workout-coach-training-log', version: 1 });
      expect(exported.sessions.map((session: { id: string }) => session.id).sort()).toEqual([
        'e2e-session-0',
        'e2e-session-1',
        'e2e-session-2',
        'e2e-session-3',
      ]);

      // Deleting asks first; cancelling keeps the session.
      await page.getByRole('button', { name: 'Delete this session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete the session of Wed, Nov 11, 2026?' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { name: 'Sessions (4)' }).waitFor();
      await page.getByRole('button', { name: 'Delete this session' }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('heading', { name: 'Sessions (3)' }).waitFor();
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem('training-log') ?? '{}').sessions.length),
      ).toBe(3);

      // Another phone: nothing logged there yet, then the downloaded file brings the sessions.
      const chartOnHistory = await watchChartLibrary(fresh);
      await openPage(fresh, `/en/plan/${planId}/history`);
      await fresh.getByRole('heading', { name: 'No sessions logged yet on this device' }).waitFor();
      await fresh.getByRole('link', { name: 'Back to the plan' }).last().waitFor();
      const fileInput = fresh.locator('input[type="file"]');
      await fileInput.setInputFiles(file);
      await fresh.getByRole('status').filter({ hasText: '4 sessions added, 0 already here.' }).waitFor();
      await fresh.getByRole('heading', { name: 'Sessions (4)' }).waitFor();
      await fresh.locator('svg path.recharts-line-curve').first().waitFor();
      // The same file again adds nothing.
      await fileInput.setInputFiles(file);
      await fresh.getByRole('status').filter({ hasText: '0 sessions added, 4 already here.' }).waitFor();

      // A broken file is refused with a reason, and nothing changes.
      await fileInput.setInputFiles({
        name: 'log.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{ nope'),
      });
      await fresh
        .getByRole('alert')
        .filter({ hasText: 'The file is not a training log: it is not JSON.' })
        .waitFor();
      const absurd = { ...exported, sessions: [{ ...exported.sessions[0], id: 'absurd', weekNumber: 99 }] };
      await fileInput.setInputFiles({
        name: 'log.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(absurd)),
      });
      await fresh
        .getByRole('alert')
        .filter({ hasText: 'Session 1 of the file has a value this site does not accept (weekNumber).' })
        .waitFor();
      await fresh.getByRole('heading', { name: 'Sessions (4)' }).waitFor();

      // Names that look like HTML are shown as the text they are, never run.
      const html = '<img src=x onerror="window.hacked=1">';
      const sneaky = {
        ...exported,
        sessions: [
          {
            ...exported.sessions[0],
            id: 'sneaky',
            finishedAt: '2026-12-01T18:40:00.000Z',
            startedAt: '2026-12-01T18:00:00.000Z',
            exercises: [{ ...exported.sessions[0].exercises[0], catalogId: 'html', name: html }],
          },
        ],
      };
      await fileInput.setInputFiles({
        name: 'log.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(sneaky)),
      });
      await fresh.getByRole('status').filter({ hasText: '1 session added, 0 already here.' }).waitFor();
      await fresh.getByRole('heading', { name: html }).waitFor();
      expect(await fresh.locator('img[src="x"]').count()).toBe(0);
      expect(await fresh.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
      // The history page is where the chart library comes down (the check above can see it).
      expect(await chartOnHistory()).toBe(true);

      // Storage that refuses the write (full, or blocked): the page says so and the log stays as it was.
      expectConsoleErrors(/Could not write the training log/);
      await fresh.evaluate(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      const another = { ...exported, sessions: [{ ...exported.sessions[0], id: 'one-more' }] };
      await fileInput.setInputFiles({
        name: 'log.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(another)),
      });
      await fresh
        .getByRole('alert')
        .filter({ hasText: 'This browser refused to store the sessions' })
        .waitFor();
      await fresh.getByRole('heading', { name: 'Sessions (5)' }).waitFor();
      expect(
        await fresh.evaluate(() => JSON.parse(localStorage.getItem('training-log') ?? '{}').sessions.length),
      ).toBe(5);
    } catch (error) {
      fs.mkdirSync('test-results/screenshots', { recursive: true });
      await page.screenshot({ path: 'test-results/screenshots/history-failure.png', fullPage: true });
      await fresh.screenshot({ path: 'test-results/screenshots/history-import-failure.png', fullPage: true });
      throw error;
    } finally {
      await page.context().close();
      await fresh.context().close();
    }
  });
});
