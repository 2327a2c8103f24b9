import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, failOnConsoleErrors, launchBrowser, openPage } from '../helpers/browser';
import { asked, choose, said, typeAnswer } from '../helpers/chat';

const SHOTS = path.resolve('test-results/screenshots');

const WORDS = {
  en: {
    start: 'Get Started',
    male: 'Male',
    beginner: 'Beginner',
    goal: 'Build muscle',
    days: '3 days',
    minutes: '30 minutes',
    gym: 'Gym',
    no: 'No',
    none: 'None of these',
    next: 'Continue',
    style: 'Strength (traditional sets)',
    focus: 'Full body',
    skip: 'Skip',
    back: 'Previous question',
    startOver: 'Start over',
    confirmStartOver: 'Yes, start over',
    name: /^Hi! I'm your coach\./,
    level: /^How would you describe your fitness level\?/,
    goalQuestion: /^What's your main goal\?/,
    conditions: /^Does any of these apply to you now\?/,
    email: /^Where can we send your plan\?/,
  },
  es: {
    start: 'Empezar',
    male: 'Hombre',
    beginner: 'Principiante',
    goal: 'Ganar músculo',
    days: '3 días',
    minutes: '30 minutos',
    gym: 'Gimnasio',
    no: 'No',
    none: 'Ninguna de estas',
    next: 'Continuar',
    style: 'Fuerza (series tradicionales)',
    focus: 'Cuerpo completo',
    skip: 'Omitir',
    back: 'Pregunta anterior',
    startOver: 'Empezar de nuevo',
    confirmStartOver: 'Sí, empezar de nuevo',
    name: /^¡Hola! Soy tu entrenador\./,
    level: /^¿Cómo describirías tu nivel de forma física\?/,
    goalQuestion: /^¿Cuál es tu objetivo principal\?/,
    conditions: /^¿Te ocurre ahora alguna de estas cosas\?/,
    email: /^¿Adónde te enviamos el plan\?/,
  },
} as const;

/**
 * docs/product.md section 4, "The chat keeps what was said": the answers stay on the device until the plan
 * is made, so a reload resumes at the same step; each step can be gone back to; starting over clears them;
 * the email field is readable on a phone.
 */
describe.skipIf(!browserAvailable())('the chat keeps what was said', () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('resumes at the same step after a reload, goes back a step, and keeps a typed email readable (es, 390 px, dark)', async () => {
    const words = WORDS.es;
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'es-ES',
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
      bypassCSP: true,
    });
    const page = await context.newPage();
    try {
      await openPage(page, '/es');
      await page.getByRole('link', { name: words.start }).first().click();
      await page.waitForURL(/create=true/);
      await typeAnswer(page, 'Lucía');
      await choose(page, words.male);
      await typeAnswer(page, '41');
      await choose(page, words.beginner);
      await asked(page, words.goalQuestion);

      // A reload (or a tab closed and opened again) keeps the conversation and asks the same question.
      await page.reload();
      await asked(page, words.goalQuestion);
      expect(await said(page)).toEqual(['Lucía', words.male, '41', words.beginner]);

      // One step back: the level is asked again, and the new answer replaces the old one.
      await choose(page, words.back);
      await asked(page, words.level);
      expect(await said(page)).toEqual(['Lucía', words.male, '41']);
      await page.getByRole('button', { name: words.beginner, exact: true }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'es-390-dark-chat-previous-question.png') });
      await choose(page, words.beginner);
      await choose(page, words.goal);
      await choose(page, words.days);
      await choose(page, words.minutes);
      await choose(page, words.gym);
      await choose(page, words.no); // injuries
      await choose(page, words.none);
      await choose(page, words.none);
      await choose(page, words.style);
      await choose(page, words.focus);
      await typeAnswer(page, '');
      await choose(page, words.skip); // listing
      await page.getByRole('checkbox').check();
      await choose(page, words.next);
      await asked(page, words.email);

      // The address typed is readable in full on a phone: the field is wide and nothing is cut.
      const address = 'lucia.fernandez.gomez@example.com';
      const input = page.locator('form input[type="email"]');
      await input.fill(address);
      const box = await input.evaluate((element) => ({
        width: element.getBoundingClientRect().width,
        cut: element.scrollWidth > element.clientWidth,
      }));
      await page.screenshot({ path: path.join(SHOTS, 'es-390-dark-chat-email.png') });
      expect(box.cut).toBe(false);
      expect(box.width).toBeGreaterThanOrEqual(240);
    } finally {
      await context.close();
    }
    // The whole questionnaire, answered twice in part: longer than one screen's test.
  }, 120_000);

  it('resumes between the two health checklists, keeps a skipped step skipped, and starts over only when asked (en, 1280 px, light)', async () => {
    const words = WORDS.en;
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
      colorScheme: 'light',
      bypassCSP: true,
    });
    const page = await context.newPage();
    try {
      await openPage(page, '/en');
      await page.getByRole('link', { name: words.start }).first().click();
      await page.waitForURL(/create=true/);
      await choose(page, words.skip); // name
      await choose(page, words.male);
      await typeAnswer(page, '36');
      await choose(page, words.beginner);
      await choose(page, words.goal);
      await choose(page, words.days);
      await choose(page, words.minutes);
      await choose(page, words.gym);
      await choose(page, words.no); // injuries
      await choose(page, words.none); // the health questions
      await asked(page, words.conditions);

      await page.reload();
      // The second checklist is asked, not jumped over; the skipped name is not asked again.
      await asked(page, words.conditions);
      const before = await said(page);
      expect(before[0]).toBe(words.skip);
      expect(before.at(-1)).toBe(words.none);
      await page.screenshot({ path: path.join(SHOTS, 'en-1280-light-chat-resumed.png') });

      // Starting over asks first, and "keep my answers" keeps them.
      await choose(page, words.startOver);
      await choose(page, 'Keep my answers');
      expect(await said(page)).toEqual(before);
      await choose(page, words.startOver);
      await choose(page, words.confirmStartOver);
      await asked(page, words.name);
      expect(await said(page)).toEqual([]);
      // Nothing is left on the device: a reload starts from the first question too.
      await page.reload();
      await asked(page, words.name);
      expect(await said(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
