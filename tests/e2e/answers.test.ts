import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, launchBrowser, openPage } from '../helpers/browser';
import { choose, typeAnswer } from '../helpers/chat';

/**
 * No dead ends (issue 17): every chat answer is checked by the server's rules at its step, in the
 * visitor's language, and an answer the server refuses after generation starts leads back to its step.
 * Screenshots go to test-results/screenshots (and scratch/ when it exists, for the note).
 */
const SHOTS = path.resolve('test-results/screenshots');
const SCRATCH = path.resolve('scratch');

const WORDS = {
  en: {
    start: 'Get Started',
    female: 'Female',
    male: 'Male',
    beginner: 'Beginner',
    goal: 'Build muscle',
    days: '3 days',
    minutes: '30 minutes',
    home: 'At home',
    gym: 'Gym',
    dumbbells: 'Dumbbells',
    bands: 'Resistance bands',
    other: 'Other',
    next: 'Continue',
    no: 'No',
    none: 'None of these',
    style: 'Strength (traditional sets)',
    focus: 'Full body',
    private: 'No, keep it private',
    emailProblem: 'Please enter a valid email address, such as name@example.com.',
    refused: "I couldn't use one of your answers",
    equipmentQuestion: 'What equipment do you have at home?',
  },
  es: {
    start: 'Empezar',
    female: 'Mujer',
    male: 'Hombre',
    beginner: 'Principiante',
    goal: 'Ganar músculo',
    days: '3 días',
    minutes: '30 minutos',
    home: 'En casa',
    gym: 'Gimnasio',
    dumbbells: 'Mancuernas',
    bands: 'Bandas elásticas',
    other: 'Otro',
    next: 'Continuar',
    no: 'No',
    none: 'Ninguna de estas',
    style: 'Fuerza (series tradicionales)',
    focus: 'Cuerpo completo',
    private: 'No, mantenerlo privado',
    emailProblem: 'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
    refused: 'No he podido usar una de tus respuestas',
    equipmentQuestion: '¿Qué equipo tienes en casa?',
  },
} as const;

describe.skipIf(!browserAvailable())('answers checked where they are given', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page that fails the test on any uncaught error or console error (the chip crash was one). */
  async function newPage(options: {
    width: number;
    dark?: boolean;
    locale: string;
  }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: options.locale,
      viewport: { width: options.width, height: 844 },
      colorScheme: options.dark ? 'dark' : 'light',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return { context, page, errors };
  }

  async function shot(page: Page, name: string) {
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    if (fs.existsSync(SCRATCH)) await page.screenshot({ path: path.join(SCRATCH, `${name}.png`) });
  }

  const input = (page: Page) => page.locator('form input:visible').last();
  /** "Other" at a choice step, then the visitor's own words. */
  async function other(page: Page, language: 'en' | 'es', text: string) {
    await choose(page, WORDS[language].other);
    await typeAnswer(page, text);
  }
  /** The visitor's last chat bubble, without the "You:" read out to screen readers. */
  async function lastBubble(page: Page) {
    const texts = await page.getByRole('log').locator('p').allTextContents();
    const mine = texts.filter((text) => /^(You|Tú): /.test(text));
    return (mine.at(-1) ?? '').replace(/^(You|Tú): /, '');
  }
  async function start(page: Page, language: 'en' | 'es') {
    await openPage(page, `/${language}`);
    await page.getByRole('link', { name: WORDS[language].start }).first().click();
    await page.waitForURL(/create=true/);
  }

  it("walks every 'Other' of the chat and refuses an address the server would refuse, at its step (es, 390 px, dark)", async () => {
    const words = WORDS.es;
    const { context, page, errors } = await newPage({ width: 390, dark: true, locale: 'es-ES' });
    try {
      await start(page, 'es');
      await typeAnswer(page, 'Lucía');
      await choose(page, words.female);
      // An age the server refuses is refused here, in Spanish, on the field.
      await typeAnswer(page, '12');
      await expect(page.getByText('Escribe una edad entre 13 y 100.').isVisible()).resolves.toBe(true);
      await expect(input(page).getAttribute('aria-invalid')).resolves.toBe('true');
      await typeAnswer(page, '34');
      await other(page, 'es', 'vuelvo tras dos años sin entrenar');
      await other(page, 'es', 'correr un maratón');
      await choose(page, words.days);
      await choose(page, words.minutes);
      await choose(page, words.home);
      // Equipment: what is ticked stays when "Otro" adds the visitor's own words.
      await choose(page, words.dumbbells);
      await shot(page, 'es-390-equipment-otro-1-ticked');
      await choose(page, words.other);
      await input(page).fill('una cuerda para saltar');
      await shot(page, 'es-390-equipment-otro-2-own-words');
      await input(page).press('Enter');
      await expect.poll(() => lastBubble(page)).toBe('Mancuernas, una cuerda para saltar');
      await shot(page, 'es-390-equipment-otro-3-kept');
      await choose(page, words.no);
      await choose(page, words.none);
      await choose(page, words.none);
      await other(page, 'es', 'pilates');
      await other(page, 'es', 'glúteos');
      await typeAnswer(page, '');
      await choose(page, words.private);
      await page.getByRole('checkbox').check();
      await choose(page, words.next);
      // The address the chat once let through and the server refused after every question.
      await typeAnswer(page, 'lucia.lopez@gmail');
      await expect(page.getByText(words.emailProblem).isVisible()).resolves.toBe(true);
      await expect(input(page).getAttribute('aria-invalid')).resolves.toBe('true');
      await shot(page, 'es-390-email-refused-at-its-step');
      await typeAnswer(page, 'lucia.lopez@gmail.com');
      await page.waitForURL(/\/es\/plan\/[A-Za-z0-9_-]{16}$/, { timeout: 60_000 });
      await shot(page, 'es-390-equipment-otro-4-plan');

      // The plan page is public to whoever has the link: free-text answers read "Otro", never the words.
      // The page is drawn once its title is there (it opens as the plan arrives).
      await page.getByRole('heading', { level: 1, name: 'Tu plan de entrenamiento' }).waitFor();
      const chips = await page.locator('main header .mantine-Badge-root').allTextContents();
      expect(chips.join(' | ')).not.toMatch(/other:|maratón|pilates|años/);
      expect(chips).toContain('Otro');
      expect((await page.locator('main').textContent()) ?? '').not.toContain('other:');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Tu plan de entrenamiento',
      );

      // My Workouts is the visitor's own list: their words, never a raw key.
      await openPage(page, '/es/my-workouts');
      const card = page.locator('article').first();
      await card.waitFor();
      const badges = await card.locator('.mantine-Badge-root').allTextContents();
      expect(badges).toEqual(['glúteos', 'correr un maratón']);
      await shot(page, 'es-390-my-workouts-own-words');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("takes 'Other' as a place, and the form marks what is missing and keeps working with the chat's answers (en, 1280 px)", async () => {
    const words = WORDS.en;
    const { context, page, errors } = await newPage({ width: 1280, locale: 'en-GB' });
    try {
      await start(page, 'en');
      await typeAnswer(page, 'Sam');
      await choose(page, words.male);
      await typeAnswer(page, '41');
      await choose(page, words.beginner);
      await choose(page, words.goal);
      await choose(page, words.days);
      await choose(page, words.minutes);
      await other(page, 'en', 'on a boat');
      // The visitor's words as their answer, and no equipment question for a place the chat does not list.
      await expect.poll(() => lastBubble(page)).toBe('on a boat');
      await expect
        .poll(async () => (await page.getByRole('log').textContent()) ?? '')
        .toContain('Do you have any injuries or pain I should train around?');
      expect((await page.getByRole('log').textContent()) ?? '').not.toContain('What equipment');

      // Over to the form: the email is optional, but one the server would refuse is marked on its field
      // and the keyboard goes there.
      await page.getByRole('button', { name: 'Prefer a form?' }).click();
      const email = page.getByRole('textbox', { name: /^Email/ });
      await email.fill('sam@example');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(
        page.getByText('Please enter a valid email address, such as name@example.com.').isVisible(),
      ).resolves.toBe(true);
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(email.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await email.fill('sam@example.com');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      // The place step: equipment chips work (a tap once crashed the page with `e.filter is not a function`).
      await page.getByRole('radio', { name: words.home }).check();
      await page.getByText(words.dumbbells, { exact: true }).click();
      await page.getByText(words.bands, { exact: true }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: 'No' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const language of ['es', 'en'] as const)
    it(`leads a refused answer back to its step, and the plan comes once it is changed (${language})`, async () => {
      {
        const words = WORDS[language];
        const { context, page, errors } = await newPage({
          width: language === 'es' ? 390 : 1280,
          locale: language === 'es' ? 'es-ES' : 'en-GB',
        });
        try {
          // The server really refuses: the first generation request carries equipment the way an older
          // page sent it (one string, not a list), which the page's own checks no longer let through.
          let tampered = 0;
          // The answers are posted (workouts.startGeneration), never put in the stream's URL.
          await page.route('**/trpc/workouts.startGeneration**', async (route) => {
            if (tampered > 0) return route.continue();
            tampered += 1;
            const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
            // One call per request, batched as `{"0": answers}`.
            const answers = (body['0'] ?? body) as Record<string, unknown>;
            answers.equipment = 'other:una cuerda';
            return route.continue({ postData: JSON.stringify(body) });
          });
          await start(page, language);
          await typeAnswer(page, 'Ana');
          await choose(page, words.female);
          await typeAnswer(page, '34');
          await choose(page, words.beginner);
          await choose(page, words.goal);
          await choose(page, words.days);
          await choose(page, words.minutes);
          await choose(page, words.home);
          await choose(page, words.dumbbells);
          await choose(page, words.next);
          await choose(page, words.no);
          await choose(page, words.none);
          await choose(page, words.none);
          await choose(page, words.style);
          await choose(page, words.focus);
          await typeAnswer(page, '');
          await choose(page, words.private);
          await page.getByRole('checkbox').check();
          await choose(page, words.next);
          await typeAnswer(page, 'ana@example.com');

          // Back at the equipment step, in the visitor's language, with no "try again" of the same input.
          await expect
            .poll(async () => (await page.getByRole('log').textContent()) ?? '', { timeout: 30_000 })
            .toContain(words.refused);
          await page.getByRole('button', { name: words.bands, exact: true }).waitFor();
          const log = (await page.getByRole('log').textContent()) ?? '';
          expect(log.lastIndexOf(words.equipmentQuestion)).toBeGreaterThan(log.indexOf(words.refused));
          expect(log).not.toMatch(/Invalid input|expected array/);
          await expect(page.getByRole('button', { name: /Try again|Reintentar/ }).count()).resolves.toBe(0);
          if (language === 'es') await shot(page, 'es-390-refused-answer-back-to-its-step');
          await choose(page, words.bands);
          await choose(page, words.next);
          await page.waitForURL(new RegExp(`/${language}/plan/[A-Za-z0-9_-]{16}$`), { timeout: 60_000 });
          expect(tampered).toBe(1);
          // The refusal itself is a 400 the browser logs; nothing else may fail.
          expect(errors.filter((error) => !/400|Bad Request/.test(error))).toEqual([]);
        } finally {
          await context.close();
        }
      }
    });
});
