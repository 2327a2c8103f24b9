import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { WorkoutPlan } from '../../src/contract/workout';
import { browserAvailable, failOnConsoleErrors, launchBrowser, openPage } from '../helpers/browser';

const SHOTS = path.resolve('test-results/screenshots');

/** Swapping an exercise on the plan page, kept on the device only (issue 16, "Swap an exercise"). */
describe.skipIf(!browserAvailable())('swapping an exercise at 390 px', () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  async function generate(language: 'en' | 'es'): Promise<WorkoutPlan> {
    const response = await fetch(`${baseUrl}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sam',
        fitnessLevel: 'beginner',
        workoutLocation: 'gym',
        workoutDays: 3,
        language,
      }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as WorkoutPlan;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The first training day's card, where the plan's first exercise is. */
  const firstDay = (page: Page, plan: WorkoutPlan) =>
    page
      .getByRole('article', {
        name: plan.schedule.find((day) => day.exercises.length > 0)!.name,
        exact: true,
      })
      .first();

  it('swaps by keyboard, keeps the swap after a reload, and undoes it; the shared plan never changes', async () => {
    const plan = await generate('en');
    const original = plan.schedule.flatMap((day) => day.exercises)[0]!;
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await openPage(page, `/en/plan/${plan.id}`);

    const swapButton = firstDay(page, plan).getByRole('button', {
      name: `Swap ${original.name}`,
      exact: true,
    });
    await swapButton.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: `Swap ${original.name}` });
    await sheet.waitFor();
    await sheet.getByText('the share link and the PDF show the original plan', { exact: false }).waitFor();
    const use = sheet.getByRole('button', { name: /^Use this: / });
    await use.first().waitFor();
    const label = (await use.first().getAttribute('aria-label'))!;
    const replacement = label.replace(/^Use this: /, '');
    expect(replacement).not.toBe(original.name);
    // The sheet opens as a bottom sheet on a phone: it reaches the bottom of the screen.
    const box = (await page.locator('.mantine-Drawer-content').boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    await use.first().click();
    await sheet.waitFor({ state: 'hidden' });

    const shown = async () => ({
      swapped: await firstDay(page, plan).getByText(`instead of ${original.name} (on this device)`).count(),
      replacement: await firstDay(page, plan).getByText(replacement, { exact: false }).count(),
    });
    expect(await shown()).toMatchObject({ swapped: 1 });
    expect((await shown()).replacement).toBeGreaterThan(0);

    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await firstDay(page, plan).getByText(`instead of ${original.name} (on this device)`).waitFor();
    expect((await shown()).replacement).toBeGreaterThan(0);
    await firstDay(page, plan).screenshot({ path: path.join(SHOTS, 'plan-swapped-en-light-390.png') });

    // The shared plan (its link, its PDF) is still the original.
    const stored = (await (await fetch(`${baseUrl}/api/workouts/${plan.id}`)).json()) as WorkoutPlan;
    expect(stored.schedule.flatMap((day) => day.exercises)[0]!.name).toBe(original.name);

    await firstDay(page, plan)
      .getByRole('button', { name: `Undo swap: back to ${original.name}` })
      .click();
    await firstDay(page, plan).getByText(`instead of ${original.name}`).waitFor({ state: 'detached' });
    expect(
      await firstDay(page, plan)
        .getByRole('button', { name: `Swap ${original.name}`, exact: true })
        .count(),
    ).toBe(1);
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(await firstDay(page, plan).getByText('(on this device)').count()).toBe(0);
    await context.close();
  });

  for (const view of [
    { language: 'es', theme: 'dark', width: 390, height: 844 },
    { language: 'en', theme: 'light', width: 1280, height: 900 },
  ] as const)
    it(`shows the sheet in ${view.language}, ${view.theme}, at ${view.width} px`, async () => {
      const plan = await generate(view.language);
      const original = plan.schedule.flatMap((day) => day.exercises)[0]!;
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: view.language === 'es' ? 'es-ES' : 'en-GB',
        colorScheme: view.theme,
        viewport: { width: view.width, height: view.height },
      });
      await context.addInitScript((saved) => {
        // Also runs in about:blank, which has no storage.
        if (window.location.protocol.startsWith('http')) localStorage.setItem('workout-ai-theme', saved);
      }, view.theme);
      const page = await context.newPage();
      await openPage(page, `/${view.language}/plan/${plan.id}`);
      const swap = view.language === 'es' ? 'Cambiar' : 'Swap';
      await firstDay(page, plan)
        .getByRole('button', { name: `${swap} ${original.name}`, exact: true })
        .click();
      const sheet = page.getByRole('dialog', { name: `${swap} ${original.name}` });
      const use = sheet.getByRole('button', {
        name: view.language === 'es' ? /^Usar este: / : /^Use this: /,
      });
      await use.first().waitFor();
      const reasons = await sheet.locator('[data-reason]').allInnerTexts();
      expect(
        reasons.some((reason) =>
          (view.language === 'es'
            ? /^(Más fácil|Más difícil|Mismo nivel) · /
            : /^(Easier|Harder|Same level) · /
          ).test(reason),
        ),
      ).toBe(true);
      // Drawings load before the picture is taken.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role=dialog] img')].every(
          (img) => (img as HTMLImageElement).complete,
        ),
      );
      await page.screenshot({
        path: path.join(SHOTS, `swap-sheet-${view.language}-${view.theme}-${view.width}.png`),
      });
      await context.close();
    });
});
