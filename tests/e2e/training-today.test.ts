import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { weekdayOf } from '../../src/contract/weekdays';
import type { WorkoutPlan } from '../../src/contract/workout';
import { browserAvailable, failOnConsoleErrors, launchBrowser, openPage } from '../helpers/browser';

const SHOTS = path.resolve('test-results/screenshots');

/** The words each run clicks and reads, as the page says them in its language. */
const WORDS = {
  en: {
    start: 'Start workout',
    exercises: 'Start the exercises',
    done: 'Done',
    skipRest: 'Skip rest',
    swap: (name: string) => `Swap ${name}`,
    justToday: 'Just today',
    useThis: 'Use this:',
    leave: 'Leave the workout',
    finishNow: 'Finish now and save',
    finished: 'Workout done',
    todaysWorkout: "Today's workout",
    restDay: 'Today is a rest day',
    nextDay: (name: string) => `Next training day: ${name}`,
    workout: 'Workout',
    insteadOf: 'instead of',
    todayOnly: 'today only',
  },
  es: {
    start: 'Empezar entrenamiento',
    exercises: 'Empezar los ejercicios',
    done: 'Hecho',
    skipRest: 'Saltar descanso',
    swap: (name: string) => `Cambiar ${name}`,
    justToday: 'Solo hoy',
    useThis: 'Usar este:',
    leave: 'Salir del entrenamiento',
    finishNow: 'Terminar ahora y guardar',
    finished: 'Entrenamiento terminado',
    todaysWorkout: 'El entrenamiento de hoy',
    restDay: 'Hoy es día de descanso',
    nextDay: (name: string) => `Próximo día de entrenamiento: ${name}`,
    workout: 'Entrenamiento',
    insteadOf: 'en lugar de',
    todayOnly: 'solo hoy',
  },
} as const;

const RUNS = [
  { language: 'es' as const, width: 390, colorScheme: 'dark' as const },
  { language: 'en' as const, width: 1280, colorScheme: 'light' as const },
];

/** Monday 23 November 2026, 10:00 in Madrid: the week the fixed dates fall in. */
const MONDAY = Date.UTC(2026, 10, 23, 9, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Training as the visitor means it (issue 29 items 1 and 2): a swap made mid-workout "just today" keeps
 * the sets already logged under the exercise they were done on and leaves the plan as it was; on a fixed
 * date the session opens that weekday's training day, and on a rest day says so and offers the next.
 * At 390 px in Spanish (dark) and 1280 px in English (light); any console error fails the test.
 */
describe.skipIf(!browserAvailable())('training: swaps for today and today’s day', () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const plans: Partial<Record<'en' | 'es', WorkoutPlan>> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const language of ['en', 'es'] as const) {
      const response = await fetch(`${baseUrl}/api/workouts/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Sam',
          fitnessLevel: 'beginner',
          workoutLocation: 'gym',
          workoutDays: 3,
          workoutTime: '30-45',
          language,
        }),
      });
      expect(response.status).toBe(200);
      plans[language] = (await response.json()) as WorkoutPlan;
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(run: (typeof RUNS)[number], time?: number): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: run.language === 'es' ? 'es-ES' : 'en-GB',
      timezoneId: 'Europe/Madrid',
      colorScheme: run.colorScheme,
      viewport: { width: run.width, height: 844 },
    });
    const page = await context.newPage();
    // The device's date under the test's hand; time then runs on from it.
    if (time !== undefined) await page.clock.install({ time });
    return page;
  }

  const shot = (page: Page, name: string, run: (typeof RUNS)[number]) =>
    page.screenshot({ path: path.join(SHOTS, `${name}-${run.language}-${run.width}.png`), fullPage: true });

  it.each(RUNS)(
    'a swap "just today" keeps the logged sets under the first exercise and the plan unchanged ($language, $width px)',
    async (run) => {
      const words = WORDS[run.language];
      const plan = plans[run.language]!;
      const dayIndex = plan.schedule.findIndex(
        (day) => day.kind === 'training' && (day.exercises[0]?.sets ?? 0) >= 2 && day.exercises[0]?.reps,
      );
      expect(dayIndex, 'a day whose first exercise has sets of reps').toBeGreaterThanOrEqual(0);
      const day = plan.schedule[dayIndex]!;
      const original = day.exercises[0]!;
      const page = await newPage(run);
      try {
        await openPage(page, `/${run.language}/plan/${plan.id}/session?day=${dayIndex}`);
        await page.getByRole('button', { name: words.start, exact: true }).click();
        if (day.warmUp.length > 0) await page.getByRole('button', { name: words.exercises }).click();
        await expect(page.getByTestId('exercise-name').innerText()).resolves.toBe(original.name);

        // One set of the plan's exercise, with its own reps.
        await page.getByRole('button', { name: words.done, exact: true }).click();
        await page.getByRole('button', { name: words.skipRest }).click();

        // Mid-workout the machine is taken: swap, for today (the choice already made), from the keyboard.
        await page.getByRole('button', { name: words.swap(original.name), exact: true }).click();
        const today = page.getByRole('radio', { name: words.justToday });
        await today.waitFor();
        expect(await today.isChecked()).toBe(true);
        const use = page.getByRole('button', { name: words.useThis }).first();
        await use.waitFor();
        const replacement = (await use.getAttribute('aria-label'))!.slice(words.useThis.length).trim();
        await shot(page, 'swap-choice', run);
        await use.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByTestId('exercise-name').innerText()).toBe(replacement);
        await expect(page.getByTestId('swapped-from').innerText()).resolves.toBe(
          `${words.insteadOf} ${original.name} (${words.todayOnly})`,
        );
        await page.getByRole('button', { name: words.done, exact: true }).click();

        // Finished early: the summary credits each exercise with its own set.
        await page.getByRole('button', { name: words.leave }).click();
        await page.getByRole('button', { name: words.finishNow }).click();
        await page.getByRole('heading', { name: words.finished }).waitFor();
        const items = page.getByRole('listitem');
        const before = items.filter({ hasText: `${original.name}:` });
        const after = items.filter({ hasText: `${replacement} (` });
        await expect(before.innerText()).resolves.toMatch(new RegExp(`^${literal(original.name)}: \\d+$`));
        await expect(after.innerText()).resolves.toMatch(
          new RegExp(`^${literal(replacement)} \\(${words.insteadOf} ${literal(original.name)}\\): \\d+$`),
        );
        await shot(page, 'swap-summary', run);

        // Next week's plan is the plan: the day still has the original, nothing swapped on this device.
        await openPage(page, `/${run.language}/plan/${plan.id}`);
        const card = page.getByRole('article', { name: day.name, exact: true }).first();
        await expect(card.innerText()).resolves.toContain(original.name);
        await expect(card.innerText()).resolves.not.toContain(words.insteadOf);
        await openPage(page, `/${run.language}/plan/${plan.id}/session?day=${dayIndex}`);
        await page.getByRole('button', { name: words.start, exact: true }).waitFor();
        await expect(page.locator('ol li').first().innerText()).resolves.toContain(original.name);
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(RUNS)(
    "on a fixed date opens that weekday's training day, and on a rest day says so ($language, $width px)",
    async (run) => {
      const words = WORDS[run.language];
      const plan = plans[run.language]!;
      const weekdays = plan.schedule.map((day) => weekdayOf(day.name));
      expect(
        weekdays.every((weekday) => weekday !== undefined),
        'days named after weekdays',
      ).toBe(true);
      const trainingIndex = plan.schedule.findIndex((day) => day.kind === 'training');
      const restIndex = plan.schedule.findIndex(
        (day, index) => day.kind === 'rest' && index > trainingIndex && index < 6,
      );
      expect(restIndex, 'a rest day after a training day').toBeGreaterThan(0);
      const nextIndex = plan.schedule.findIndex((day, index) => index > restIndex && day.kind === 'training');
      const next = plan.schedule[nextIndex >= 0 ? nextIndex : trainingIndex]!;

      // A training day: the session opens on it and calls it today's.
      const onTraining = await newPage(run, MONDAY + weekdays[trainingIndex]! * DAY_MS);
      try {
        await openPage(onTraining, `/${run.language}/plan/${plan.id}/session`);
        await onTraining.waitForURL(new RegExp(`/session\\?day=${trainingIndex}$`));
        await onTraining.getByRole('heading', { level: 1, name: words.todaysWorkout }).waitFor();
        await shot(onTraining, 'today-training', run);
      } finally {
        await onTraining.context().close();
      }

      // A rest day: it says so, offers the next training day, and that day is not called today's.
      const onRest = await newPage(run, MONDAY + weekdays[restIndex]! * DAY_MS);
      try {
        await openPage(onRest, `/${run.language}/plan/${plan.id}/session`);
        await onRest.getByRole('heading', { level: 1, name: words.restDay }).waitFor();
        expect(onRest.url()).toMatch(/\/session$/);
        await shot(onRest, 'today-rest', run);
        const offer = onRest.getByRole('button', { name: words.nextDay(next.name), exact: true });
        await offer.focus();
        await onRest.keyboard.press('Enter');
        await onRest.waitForURL(new RegExp(`day=${plan.schedule.indexOf(next)}$`));
        await onRest.getByRole('heading', { level: 1, name: words.workout, exact: true }).waitFor();
        expect(await onRest.getByText(words.todaysWorkout).count()).toBe(0);

        // The plan page's card says the same once the page is live (the server's drawing knows no date).
        await openPage(onRest, `/${run.language}/plan/${plan.id}`);
        await expect.poll(() => onRest.getByTestId('today-heading').innerText()).toBe(words.restDay);
        await onRest.getByTestId('today-heading').scrollIntoViewIfNeeded();
        await shot(onRest, 'today-rest-plan', run);
      } finally {
        await onRest.context().close();
      }
    },
  );
});

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
