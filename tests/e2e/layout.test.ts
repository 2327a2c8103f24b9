import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  browserAvailable,
  failOnConsoleErrors,
  launchBrowser,
  openPage,
  revealLaterSections,
} from '../helpers/browser';
import { apiClient } from '../helpers/chat';

const SHOTS = path.resolve('test-results/screenshots');
const SUPPORT_URL = 'https://example.com/support'; // global-setup.ts configures it

type Language = 'en' | 'es';
type Seeded = {
  planId: string;
  freshPlanId: string;
  challengeId: string;
  participantId: string;
  participantKey: string;
};

/** The words a visitor reads, in each language. */
const WORDS = {
  en: {
    generate4: 'Generate 4-week plan',
    later: 'Maybe later',
    joined: /^You take part as /,
    send: 'Send',
    female: 'Female',
    beginnerHint: 'You have trained a little, on and off, for less than 6 months',
    strip: 'Week at a glance',
    options: /^Options for /,
    remove: 'Remove',
    undo: 'Undo',
    deleted: 'Workout Deleted',
    browse: 'Browse Workouts',
  },
  es: {
    generate4: 'Generar plan de 4 semanas',
    later: 'Quizás más tarde',
    joined: /^Participas como /,
    send: 'Enviar',
    female: 'Mujer',
    beginnerHint: 'Has entrenado algo, de forma irregular, durante menos de 6 meses',
    strip: 'La semana de un vistazo',
    options: /^Opciones de /,
    remove: 'Quitar',
    undo: 'Deshacer',
    deleted: 'Entrenamiento eliminado',
    browse: 'Explorar entrenamientos',
  },
} as const;

/**
 * Issue 17, part 6: the pages a beginner meets fit a 390 px phone in both languages and both themes
 * (nothing wider than the screen, nothing cut, the tracker's names readable, the support button over
 * nothing), and the plan page at 1280 px keeps its floating support button off the plan.
 */
describe.skipIf(!browserAvailable())('the journey at 390 px and 1280 px', () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const seeded = {} as Record<Language, Seeded>;

  const api = apiClient(baseUrl);

  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const language of ['en', 'es'] as const) {
      const answers = {
        name: language === 'es' ? 'Lucía' : 'Marco',
        language,
        fitnessLevel: 'beginner',
        workoutLocation: 'home',
        equipment: ['dumbbells', 'resistance-bands'],
        workoutDays: 3,
      };
      const plan = await api('POST', '/api/workouts/generate', answers);
      await api('POST', `/api/workouts/${plan.id}/ratings`, {
        userName: 'Ana',
        rating: 5,
        feedback: language === 'es' ? 'Muy claro, me gustan los vídeos.' : 'Clear and useful.',
      });
      await api('POST', `/api/workouts/${plan.id}/progression`, {});
      const challenge = await api('POST', `/api/workouts/${plan.id}/challenges`, {
        name: language === 'es' ? 'Reto de la oficina' : 'Office squad',
        createdBy: 'Ana',
      });
      const participant = await api('POST', `/api/challenges/${challenge.id}/participants`, {
        name: answers.name,
      });
      // A plan without its four weeks yet, whose page offers the progression dialog.
      const fresh = await api('POST', '/api/workouts/generate', { ...answers, workoutDays: 4 });
      seeded[language] = {
        planId: plan.id,
        freshPlanId: fresh.id,
        challengeId: challenge.id,
        participantId: participant.id,
        participantKey: participant.participantKey,
      };
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(language: Language, width: number, theme: 'light' | 'dark') {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: language === 'es' ? 'es-ES' : 'en-US',
      viewport: { width, height: 844 },
      colorScheme: theme,
    });
    // This device takes part in the challenge as the seeded participant: it joined, so it holds the key.
    const { challengeId, participantId, participantKey } = seeded[language];
    await context.addInitScript(
      ([challenge, participant, key]) => {
        // Also runs in about:blank, which has no storage.
        if (!window.location.protocol.startsWith('http')) return;
        localStorage.setItem(`challenge-participant:${challenge}`, participant as string);
        localStorage.setItem('challenge-participant-keys', JSON.stringify({ [participant as string]: key }));
      },
      [challengeId, participantId, participantKey],
    );
    return context.newPage();
  }

  async function expectNoSidewaysScroll(page: Page, where: string) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(0);
  }

  /** Each element is inside the screen from side to side and shows all its text (no ellipsis, no clip). */
  async function expectWhole(elements: Locator, where: string) {
    await elements.first().waitFor();
    const count = await elements.count();
    expect(count, where).toBeGreaterThan(0);
    const width = elements.page().viewportSize()?.width ?? 0;
    for (let index = 0; index < count; index += 1) {
      const element = elements.nth(index);
      const box = await element.boundingBox();
      const text = (await element.textContent())?.trim();
      expect(box, `${where}: "${text}"`).not.toBeNull();
      expect(box!.x, `${where}: "${text}" starts off the screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${where}: "${text}" ends off the screen`).toBeLessThanOrEqual(width + 0.5);
      const cut = await element.evaluate(
        (node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
      );
      expect(cut, `${where}: "${text}" is cut`).toBe(false);
    }
  }

  /**
   * The text and controls of the page that the support button covers, at five scroll positions from
   * top to bottom; also how many support buttons show (exactly one).
   */
  async function coveredBySupportButton(page: Page) {
    return page.evaluate(async (href) => {
      const shown = [...document.querySelectorAll<HTMLElement>(`a[href="${href}"]`)].filter(
        (link) => link.getClientRects().length > 0,
      );
      const covered = new Set<string>();
      for (const share of [0, 0.25, 0.5, 0.75, 1]) {
        const top = share * (document.documentElement.scrollHeight - window.innerHeight);
        window.scrollTo({ top, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        for (const support of shown) {
          const button = support.getBoundingClientRect();
          const content = document.querySelectorAll(
            'main h1, main h2, main h3, main p, main li, main button, main a, main input, main [role="tab"]',
          );
          for (const element of content) {
            if (support.contains(element) || element.contains(support)) continue;
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) continue;
            const overlaps =
              box.left < button.right &&
              box.right > button.left &&
              box.top < button.bottom &&
              box.bottom > button.top;
            if (overlaps) covered.add((element.textContent ?? '').trim().slice(0, 60));
          }
        }
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      return { shown: shown.length, covered: [...covered] };
    }, SUPPORT_URL);
  }

  for (const language of ['es', 'en'] as const)
    for (const theme of ['dark', 'light'] as const) {
      it(`fits a 390 px phone in ${language}, ${theme}`, async () => {
        const words = WORDS[language];
        const { planId, freshPlanId, challengeId } = seeded[language];
        const page = await newPage(language, 390, theme);
        const shot = (name: string, fullPage = false) =>
          page.screenshot({ path: path.join(SHOTS, `${language}-390-${theme}-${name}.png`), fullPage });
        try {
          // The landing's hero shows a real plan's week, not an empty box.
          await openPage(page, `/${language}`);
          const example = page.getByTestId('example-week');
          await example.getByRole('list', { name: /./ }).first().waitFor();
          await expectNoSidewaysScroll(page, 'landing');
          await example.scrollIntoViewIfNeeded();
          await example.screenshot({ path: path.join(SHOTS, `${language}-390-${theme}-landing-hero.png`) });

          // The plan page: its week strip, its week tabs on one row, the support button over nothing.
          await openPage(page, `/${language}/plan/${planId}`);
          await page.getByRole('list', { name: words.strip }).waitFor();
          await revealLaterSections(page);
          await expectNoSidewaysScroll(page, 'plan');
          await expectWhole(
            page.getByRole('list', { name: words.strip }).getByRole('listitem'),
            'week strip',
          );
          const tabs = page.locator('section[aria-labelledby="progression-heading"] [role="tab"]');
          await expectWhole(tabs, 'week tabs');
          const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
          expect(new Set(tops).size, 'the week tabs share one row').toBe(1);
          await page.locator(`a[href="${SUPPORT_URL}"]:visible`).waitFor();
          const support = await coveredBySupportButton(page);
          expect(support.shown).toBe(1);
          expect(support.covered, 'content under the support button').toEqual([]);
          await shot('plan-top');

          // The progression dialog's badge wraps instead of being cut.
          await openPage(page, `/${language}/plan/${freshPlanId}`);
          await page.getByRole('button', { name: words.generate4 }).click();
          const dialog = page.getByRole('dialog');
          await expectWhole(dialog.locator('.mantine-Badge-label'), 'progression dialog badge');
          await shot('progression-dialog');
          await dialog.getByRole('button', { name: words.later }).click();

          // The challenge: joined, every week reachable and readable, names beside no squeezing button.
          await openPage(page, `/${language}/challenge/${challengeId}`);
          const tracker = page.locator('section[aria-labelledby="tracker-heading"]');
          await tracker.getByRole('listitem').first().waitFor();
          await page.getByText(words.joined).waitFor();
          await expectNoSidewaysScroll(page, 'challenge');
          await expectWhole(tracker.locator('.mantine-SegmentedControl-label'), 'week selector');
          const shares = await tracker
            .getByRole('listitem')
            .evaluateAll((items) =>
              items.map(
                (item) =>
                  (item.querySelector('[data-testid="tracker-exercise-name"]')?.getBoundingClientRect()
                    .width ?? 0) / item.getBoundingClientRect().width,
              ),
            );
          for (const share of shares)
            expect(share, 'an exercise name has most of its card').toBeGreaterThan(0.6);
          await tracker.screenshot({
            path: path.join(SHOTS, `${language}-390-${theme}-challenge-tracker.png`),
          });

          // The chat's options fit, and each level says what it means.
          await openPage(page, `/${language}?create=true`);
          const answer = page.locator('form input:visible').last();
          await answer.fill('Ana');
          await answer.press('Enter');
          await expectWhole(
            page.getByRole('group').getByRole('button').locator('.mantine-Button-label'),
            'gender options',
          );
          await page.getByRole('button', { name: words.female, exact: true }).click();
          await page.locator('form input:visible').last().fill('34');
          await page.locator('form input:visible').last().press('Enter');
          await page.getByText(words.beginnerHint).waitFor();
          await expectWhole(
            page.getByRole('group').getByRole('button').locator('.mantine-Button-label'),
            'level options',
          );
          await shot('chat-levels');
        } finally {
          await page.context().close();
        }
      });
    }

  for (const [language, theme] of [
    ['en', 'light'],
    ['es', 'dark'],
  ] as const) {
    it(`keeps the floating support button off the plan at 1280 px in ${language}, ${theme}`, async () => {
      const { planId, challengeId } = seeded[language];
      const page = await newPage(language, 1280, theme);
      const shot = (name: string) =>
        page.screenshot({ path: path.join(SHOTS, `${language}-1280-${theme}-${name}.png`) });
      try {
        await openPage(page, `/${language}`);
        await page.getByTestId('example-week').getByRole('list').first().waitFor();
        await shot('landing-hero');
        await openPage(page, `/${language}/plan/${planId}`);
        await page.getByRole('list', { name: WORDS[language].strip }).waitFor();
        await page.locator(`a[href="${SUPPORT_URL}"]:visible`).waitFor();
        const support = await coveredBySupportButton(page);
        expect(support.shown).toBe(1);
        expect(support.covered, 'content under the support button').toEqual([]);
        await shot('plan-top');
        await openPage(page, `/${language}/challenge/${challengeId}`);
        const tracker = page.locator('section[aria-labelledby="tracker-heading"]');
        await tracker.getByRole('listitem').first().waitFor();
        await tracker.screenshot({
          path: path.join(SHOTS, `${language}-1280-${theme}-challenge-tracker.png`),
        });
      } finally {
        await page.context().close();
      }
    });
  }

  it('asks before removing a plan from My Workouts, offers Undo, and leaves the toast on its page', async () => {
    const words = WORDS.es;
    const { planId } = seeded.es;
    // Wide enough for the header's own links.
    const page = await newPage('es', 1280, 'dark');
    try {
      await page.addInitScript((id) => {
        if (!window.location.protocol.startsWith('http') || localStorage.getItem('user-workouts')) return;
        localStorage.setItem(
          'user-workouts',
          JSON.stringify([
            {
              id,
              name: 'Mi plan de fuerza',
              createdAt: new Date().toISOString(),
              focusArea: 'full-body',
              fitnessGoal: 'muscle',
            },
          ]),
        );
      }, planId);
      await openPage(page, '/es/my-workouts');
      const card = page.getByRole('article').filter({ hasText: 'Mi plan de fuerza' });
      await card.getByRole('button', { name: words.options }).click();
      await page.getByRole('menuitem').click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(/único lugar/).waitFor();
      await confirm.getByRole('button', { name: words.remove }).click();
      await card.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: words.undo }).click();
      await card.waitFor();

      // Removed again: the toast belongs to My Workouts and does not follow the visitor.
      await card.getByRole('button', { name: words.options }).click();
      await page.getByRole('menuitem').click();
      await page.getByRole('dialog').getByRole('button', { name: words.remove }).click();
      const toast = page.getByText(words.deleted);
      await toast.waitFor();
      // The pointer rests on the toast, which holds it open: only leaving the page may close it.
      await toast.hover();
      await page.getByRole('banner').getByRole('link', { name: words.browse }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/es\/browse$/);
      await toast.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  it('takes the back arrow of a questionnaire opened straight from a link to the landing page', async () => {
    const page = await newPage('es', 390, 'light');
    try {
      await openPage(page, '/es?create=true');
      await page.locator('form input:visible').last().waitFor();
      await page.getByRole('dialog').locator('button', { hasText: '←' }).click();
      await page.waitForURL(/\/es$/);
      await page.getByTestId('example-week').waitFor();
    } finally {
      await page.context().close();
    }
  });
});
