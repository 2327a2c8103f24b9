import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Language } from '../../src/contract/site';
import type { WorkoutPlan } from '../../src/contract/workout';
import { browserAvailable, failOnConsoleErrors, launchBrowser, openPage } from '../helpers/browser';

const SHOTS = path.resolve('test-results/screenshots');

describe.skipIf(!browserAvailable())("the plan's calendar file in a browser", () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const plans = {} as Record<Language, WorkoutPlan>;

  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const language of ['en', 'es'] as const) {
      const response = await fetch(`${baseUrl}/api/workouts/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ana',
          language,
          fitnessLevel: 'beginner',
          workoutLocation: 'gym',
          workoutDays: 3,
        }),
      });
      expect(response.status).toBe(200);
      plans[language] = (await response.json()) as WorkoutPlan;
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { language: 'es' as const, width: 390, colorScheme: 'dark' as const, open: 'Añadir al calendario' },
    { language: 'en' as const, width: 1280, colorScheme: 'light' as const, open: 'Add to calendar' },
  ])(
    'downloads a calendar file that parses, from the keyboard ($language, $width px)',
    async ({ language, width, colorScheme, open }) => {
      const plan = plans[language];
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: language,
        colorScheme,
        viewport: { width, height: 800 },
        acceptDownloads: true,
      });
      const page = await context.newPage();
      try {
        await openPage(page, `/${language}/plan/${plan.id}`);
        const button = page.getByRole('button', { name: open });
        await button.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: open });
        await dialog.waitFor();
        const es = language === 'es';
        const date = dialog.getByLabel(es ? 'Primer día' : 'First day');
        // The default is the next Monday.
        expect(new Date(`${await date.inputValue()}T12:00:00`).getDay()).toBe(1);
        await date.fill('2025-01-08');
        await dialog.getByLabel(es ? 'Hora de cada sesión' : 'Time of each session').fill('07:30');
        await page.screenshot({ path: path.join(SHOTS, `calendar-${language}-${width}.png`) });
        const link = dialog.getByRole('link', {
          name: es ? 'Descargar archivo de calendario' : 'Download calendar file',
        });
        await link.focus();
        const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
        expect(download.suggestedFilename()).toBe(`workout-plan-${plan.id}.ics`);
        const text = fs.readFileSync(await download.path(), 'utf8');
        const events = new ICAL.Component(ICAL.parse(text))
          .getAllSubcomponents('vevent')
          .map((component) => new ICAL.Event(component));
        const sessions = plan.schedule.filter((day) => day.kind !== 'rest');
        expect(events).toHaveLength(sessions.length);
        for (const [index, event] of events.entries()) {
          expect(event.summary).toBe(sessions[index]!.focus);
          expect([event.startDate.hour, event.startDate.minute]).toEqual([7, 30]);
          expect(event.startDate.toJSDate().getTime()).toBeGreaterThanOrEqual(new Date(2025, 0, 8).getTime());
          expect(event.description).toContain(`/${language}/plan/${plan.id}`);
          expect(event.description).toContain(sessions[index]!.exercises[0]!.name);
        }
      } finally {
        await context.close();
      }
    },
  );
});
