import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, failOnConsoleErrors, launchBrowser, openPage } from '../helpers/browser';

const SHOTS = path.resolve('test-results/screenshots');

/** What the keyboard is on: enough to name it in an assertion or a failure message. */
type Focused = {
  tag: string;
  type: string;
  role: string;
  name: string;
  pressed: string | null;
  checked: boolean | null;
  /** The aria-label of the options group the element is in ('Choices'), if any. */
  group: string | null;
  /** Whether it is the first control of the chat's answer area (the first option, or the answer box). */
  firstInGroup: boolean;
};

/** The focused element, described from inside the page; null when focus is on the document body. */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const textOf = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const labels = (element as HTMLInputElement).labels;
    const name = (
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby')
        ? textOf(element.getAttribute('aria-labelledby') ?? '')
        : null) ??
      (labels && labels.length > 0 ? (labels[0]?.textContent ?? '') : null) ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const group = element.closest('[role="group"]');
    const first = group?.querySelector('input, button, textarea, select, a[href]');
    return {
      tag: element.tagName.toLowerCase(),
      type: (element as HTMLInputElement).type ?? '',
      role: element.getAttribute('role') ?? '',
      name,
      pressed: element.getAttribute('aria-pressed'),
      checked: element instanceof HTMLInputElement ? element.checked : null,
      group: group?.getAttribute('aria-label') ?? null,
      firstInGroup: Boolean(first && first === element),
    };
  });
}

const describeFocus = (element: Focused | null) =>
  element ? `<${element.tag}${element.role ? ` role=${element.role}` : ''}> "${element.name}"` : '<body>';

function matches(name: string, expected: string | RegExp) {
  return typeof expected === 'string' ? name === expected : expected.test(name);
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus: a locator, or an accessible name (exact text or
 * a pattern). Checks the current focus first, so a target that already has it costs no key press. Fails
 * naming every element the keyboard passed through if the target is not reached within `max` presses.
 */
async function tabTo(
  page: Page,
  target: Locator | string | RegExp,
  max = 40,
  { backward = false }: { backward?: boolean } = {},
): Promise<void> {
  const key = backward ? 'Shift+Tab' : 'Tab';
  const passed: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (presses > 0) await page.keyboard.press(key);
    const current = await focused(page);
    const reached =
      typeof target === 'string' || target instanceof RegExp
        ? current !== null && matches(current.name, target)
        : await target.evaluateAll((elements) =>
            elements.some((element) => element === document.activeElement),
          );
    if (reached) return;
    passed.push(describeFocus(current));
  }
  throw new Error(
    `${key} never reached ${typeof target === 'string' || target instanceof RegExp ? `"${target}"` : String(target)} ` +
      `in ${max} presses. Focus went through:\n  ${passed.join('\n  ')}`,
  );
}

/** Waits (without touching focus) until the focused element satisfies the check, or fails saying where it is. */
async function expectFocus(page: Page, what: string, check: (element: Focused) => boolean, timeout = 5_000) {
  const deadline = Date.now() + timeout;
  let current: Focused | null = null;
  while (Date.now() < deadline) {
    current = await focused(page);
    if (current && check(current)) return current;
    // Looks again once focus moves, or after the page has drawn two more frames; a page that navigates
    // meanwhile ends the wait too (its old document is gone), and the next look reads the new one.
    await page
      .evaluate(
        () =>
          new Promise<void>((resolve) => {
            document.addEventListener('focusin', () => resolve(), { once: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
      )
      .catch(() => undefined);
  }
  throw new Error(`Expected focus on ${what}, but it is on ${describeFocus(current)}.`);
}

describe.skipIf(!browserAvailable())('a visitor’s journey by keyboard only', () => {
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

  it('goes from the landing page to a rated plan and back home without a mouse, in en at 1280 px', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    const log = page.getByRole('log', { name: 'Conversation with your coach' });
    let botMessages = 0;

    /**
     * Waits for the coach's next question, then checks that the product (not the test) put focus on its
     * answer box or on its first option.
     */
    async function nextQuestion(
      question: string | RegExp,
      kind: 'text' | 'options' | 'checkbox' | 'checklist',
    ) {
      const coachSaid = () =>
        log.evaluate((element) =>
          Array.from(element.children, (message) => message.textContent?.trim() ?? '')
            .filter((text) => text.startsWith('Coach:'))
            .map((text) => text.replace(/^Coach:\s*/, '')),
        );
      await expect
        .poll(async () => (await coachSaid()).length, { timeout: 5_000 })
        .toBeGreaterThan(botMessages);
      const said = await coachSaid();
      botMessages = said.length;
      const asked = said.at(-1) ?? '';
      expect(matches(asked, question), `the coach asked "${asked}"`).toBe(true);
      if (kind === 'text') {
        await expectFocus(
          page,
          `the answer box of "${asked}"`,
          (element) => element.tag === 'input' && element.type !== 'checkbox' && element.name === asked,
        );
      } else if (kind === 'options') {
        await expectFocus(
          page,
          `the first option of "${asked}"`,
          (element) => element.tag === 'button' && element.group === 'Choices' && element.firstInGroup,
        );
      } else if (kind === 'checklist') {
        await expectFocus(
          page,
          `"None of these" of "${asked}"`,
          (element) => element.tag === 'button' && element.name === 'None of these',
        );
      } else {
        await expectFocus(page, `the checkbox of "${asked}"`, (element) => element.type === 'checkbox');
      }
    }

    /** Types into the answer box, which must already have focus, and sends with Enter. */
    async function typeAnswer(text: string) {
      const box = await focused(page);
      expect(box?.tag, 'typing needs the answer box focused').toBe('input');
      if (text) await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    }

    /** Tabs to an option by its visible name and presses it with Enter (or Space). */
    async function choose(name: string, key: 'Enter' | 'Space' = 'Enter') {
      await tabTo(page, name, 12);
      await page.keyboard.press(key);
    }

    const shot = (name: string) =>
      page.screenshot({ path: path.join(SHOTS, `keyboard-en-1280-${name}.png`), fullPage: false });
    try {
      await openPage(page, '/en');
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Landing: Tab to the first "Get Started" and press Enter.
      await tabTo(page, 'Get Started');
      await page.keyboard.press('Enter');
      await page.waitForURL(/create=true/);

      // The chat, one question at a time; focus must arrive on each new question by itself.
      await nextQuestion(/What's your name\?$/, 'text');
      await typeAnswer('Ana');
      await nextQuestion("Nice to meet you, Ana! What's your gender?", 'options');
      await choose('Female');
      await nextQuestion('How old are you?', 'text');
      await typeAnswer('34');
      await nextQuestion('How would you describe your fitness level?', 'options');
      await choose('Beginner', 'Space');
      await nextQuestion("What's your main goal?", 'options');
      await choose('Build muscle');
      await nextQuestion('How many days a week can you train?', 'options');
      await choose('3 days');
      await nextQuestion('How many minutes per session?', 'options');
      await choose('30 minutes');
      await nextQuestion('Where will you work out?', 'options');
      await choose('At home');

      // Equipment: a multi-select. Space and Enter toggle; Shift+Tab goes back; Continue confirms.
      await nextQuestion('What equipment do you have at home? Pick all that apply.', 'options');
      await tabTo(page, 'Resistance bands', 12);
      await page.keyboard.press('Space');
      await expectFocus(
        page,
        'Resistance bands, pressed',
        (e) => e.name === 'Resistance bands' && e.pressed === 'true',
      );
      await tabTo(page, 'Dumbbells', 12, { backward: true });
      await page.keyboard.press('Enter');
      await expectFocus(page, 'Dumbbells, pressed', (e) => e.name === 'Dumbbells' && e.pressed === 'true');
      await shot('onboarding-midway');
      await tabTo(page, 'Continue', 12);
      await page.keyboard.press('Enter');
      // Picked in that order: the visitor's message lists them as picked.
      await log.getByText('Resistance bands, Dumbbells').waitFor();

      await nextQuestion('Do you have any injuries or pain I should train around?', 'options');
      await choose('Yes');
      await nextQuestion(/^Tell me about it/, 'text');
      await typeAnswer('my knee hurts on stairs');
      // The health screen: "None of these" is the first control, one key press for the whole list; the
      // list's checkboxes follow it in tab order.
      await nextQuestion(/^A few health questions/, 'checklist');
      await page.keyboard.press('Enter');
      await nextQuestion(/^Does any of these apply to you now/, 'checklist');
      await tabTo(page, 'Pregnant', 3);
      await page.keyboard.press('Space');
      await expectFocus(
        page,
        'the ticked Pregnant checkbox',
        (e) => e.type === 'checkbox' && e.checked === true,
      );
      await page.keyboard.press('Space');
      await tabTo(page, 'None of these', 14, { backward: true });
      await page.keyboard.press('Enter');
      await log.getByText('You: None of these', { exact: true }).last().waitFor();
      await nextQuestion('Which training style do you prefer?', 'options');
      await choose('Strength (traditional sets)');
      await nextQuestion('Any area you want to focus on?', 'options');
      await choose('Full body', 'Space');

      // The optional notes: Enter on the empty box skips them.
      await nextQuestion('Anything else I should know? (optional)', 'text');
      await typeAnswer('');
      await log.getByText('(no notes)').waitFor();

      // Listing in the community, with the name it would show: kept private.
      await nextQuestion(/^Should your plan appear in the community.*It would show as "Ana"/, 'options');
      await choose('No, keep it private');

      // Terms: Space ticks the checkbox, then Continue.
      await nextQuestion(/^Last step: please confirm/, 'checkbox');
      await page.keyboard.press('Space');
      await expectFocus(
        page,
        'the ticked terms checkbox',
        (e) => e.type === 'checkbox' && e.checked === true,
      );
      await tabTo(page, 'Continue', 5);
      await page.keyboard.press('Enter');
      await log.getByText('You: I agree', { exact: true }).waitFor();

      await nextQuestion('Where can we send your plan? Your email stays private.', 'text');
      // The generation panel may come and go faster than a poll can see it: the page notes it appearing.
      await page.evaluate(() => {
        const seen = window as unknown as { sawGeneration?: boolean };
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[aria-label="Plan generation progress"]')) return;
          seen.sawGeneration = true;
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await typeAnswer('ana@example.com');

      // The plan is written live, then opens at its own link.
      await page.waitForURL(/\/en\/plan\/[A-Za-z0-9_-]{16}$/, { timeout: 30_000 });
      expect(
        await page.evaluate(() => (window as unknown as { sawGeneration?: boolean }).sawGeneration),
      ).toBe(true);
      await page.getByRole('heading', { name: 'Weekly schedule' }).waitFor();
      await page.getByText(/knee/).first().waitFor();
      await shot('plan');

      // Rating: Tab to the tab list, arrow to "Leave feedback", Tab through the form, submit by keyboard.
      await tabTo(page, page.getByRole('tab', { name: 'Ratings' }), 150);
      await page.keyboard.press('ArrowRight');
      await expectFocus(
        page,
        'the "Leave feedback" tab',
        (e) => e.role === 'tab' && e.name === 'Leave feedback',
      );
      await page.getByRole('tab', { name: 'Leave feedback', selected: true }).waitFor();
      await tabTo(page, /^Your name/, 5);
      await page.keyboard.type('Ana');
      await tabTo(page, page.getByRole('radio', { checked: true }), 5);
      // Mantine's stars: an arrow key previews a value, Space (or Enter) chooses it.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Space');
      await expectFocus(
        page,
        'the chosen fourth star',
        (e) => e.type === 'radio' && e.name === '4' && e.checked === true,
      );
      await tabTo(page, /^Feedback/, 5);
      await page.keyboard.type('Clear and useful');
      await tabTo(page, 'Submit rating', 5);
      await page.keyboard.press('Enter');
      await page.getByRole('tab', { name: 'Ratings', selected: true }).waitFor();
      const review = page.getByRole('tabpanel').filter({ hasText: 'Clear and useful' });
      await review.waitFor();
      await review.getByLabel('4 out of 5', { exact: true }).waitFor();
      await shot('rated');

      // Home again: Shift+Tab back to the header's home link and press Enter.
      await tabTo(page, 'Workout Coach home', 200, { backward: true });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/en$/);
      await page
        .getByRole('heading', { name: 'Your personal workout plan, written in two minutes', level: 1 })
        .waitFor();
    } catch (error) {
      // What the page looked like when it failed, next to the other screenshots.
      await page.screenshot({ path: path.join(SHOTS, 'keyboard-en-1280-failure.png'), fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });
});
