import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  browserAvailable,
  failOnConsoleErrors,
  launchBrowser,
  openPage,
  revealLaterSections,
  settled,
} from '../helpers/browser';
import { apiClient, seriousViolations } from '../helpers/chat';

const SHOTS = path.resolve('test-results/screenshots');

describe.skipIf(!browserAvailable())('community, sharing and accessibility in a browser', () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let planId: string;

  const api = apiClient(baseUrl);

  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
    const plan = await api('POST', '/api/workouts/generate', {
      name: 'Group host',
      fitnessLevel: 'beginner',
      workoutLocation: 'gym',
      listed: true,
    });
    planId = plan.id;
    await api('POST', `/api/workouts/${planId}/progression`, {});
    // Enough plans for more than two pages of browse.
    for (let index = 0; index < 26; index += 1) {
      await api('POST', '/api/workouts/generate', {
        name: `Browser ${index}`,
        workoutDays: 2 + (index % 5),
        listed: true,
      });
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  // bypassCSP only where a test injects its own tool (axe-core) into the page.
  const newPage = async (width = 1280, bypassCSP = false) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width, height: 900 },
      locale: 'en-GB',
      bypassCSP,
    });
    return context.newPage();
  };

  it('browses by infinite scroll without duplicates until there are no more workouts', async () => {
    const page = await newPage();
    try {
      await openPage(page, '/en/browse');
      const cards = page.getByRole('link', { name: /View workout/ });
      await cards.first().waitFor();
      // Pages of 12; a second may already follow if the first leaves the end of the list near the screen.
      const firstCount = await cards.count();
      expect(firstCount % 12).toBe(0);
      // Keep scrolling, as a reader would, until the list says it has ended.
      const end = page.getByText('No more workouts');
      for (let round = 0; round < 40 && !(await end.isVisible()); round += 1) {
        const before = await cards.count();
        await page.mouse.wheel(0, 20_000);
        // Waits until the next page has arrived (more cards) or the list has said it has ended.
        await expect
          .poll(async () => (await end.isVisible()) || (await cards.count()) > before, { timeout: 15_000 })
          .toBe(true);
      }
      await end.waitFor();
      const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThanOrEqual(27);
      expect(hrefs.length).toBeGreaterThan(firstCount);
      expect(new Set(hrefs).size).toBe(hrefs.length);
    } catch (error) {
      await page.screenshot({ path: 'test-results/screenshots/browse-failure.png', fullPage: true });
      throw error;
    } finally {
      await page.context().close();
    }
  });

  /** Scrolls down the page in steps, so that the sections drawn near the viewport (WhenNearViewport) are drawn. */
  async function drawWholePage(page: Page) {
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo({ top }), y);
    }
  }

  it("shows a plan's ratings and challenges a page at a time, with Show more in English and Spanish", async () => {
    const busy = await api('POST', '/api/workouts/generate', { name: 'Popular', listed: true });
    // Challenges run over the progression (a plan without one answers 409).
    await api('POST', `/api/workouts/${busy.id}/progression`, {});
    // One more than a page (PLAN_LIST_PAGE_SIZE.default, 20) of each, oldest first.
    for (let index = 0; index < 21; index += 1) {
      await api('POST', `/api/workouts/${busy.id}/ratings`, {
        userName: `Reviewer ${index}`,
        rating: 4,
        feedback: 'Clear and easy to follow.',
      });
      await api('POST', `/api/workouts/${busy.id}/challenges`, { name: `Group ${index}`, createdBy: 'Host' });
    }
    const page = await newPage(1280);
    await openPage(page, `/en/plan/${busy.id}`);
    await drawWholePage(page);
    const reviewers = page.getByText(/^Reviewer \d+$/);
    await expect.poll(() => reviewers.count()).toBe(20);
    // Newest first: the oldest waits on the next page.
    expect(await page.getByText('Reviewer 0', { exact: true }).count()).toBe(0);
    const groups = page.getByRole('listitem').filter({ hasText: /Group \d+/ });
    await expect.poll(() => groups.count()).toBe(20);
    const showMore = page.getByRole('button', { name: 'Show more' });
    expect(await showMore.count()).toBe(2);
    await showMore.first().click();
    await expect.poll(() => reviewers.count()).toBe(21);
    await page.getByText('Reviewer 0', { exact: true }).waitFor();
    await expect.poll(() => showMore.count()).toBe(1);
    await page.context().close();

    const phone = await newPage(390);
    await openPage(phone, `/es/plan/${busy.id}`);
    await drawWholePage(phone);
    const grupos = phone.getByRole('listitem').filter({ hasText: /Group \d+/ });
    await expect.poll(() => grupos.count()).toBe(20);
    const mostrarMas = phone.getByRole('button', { name: 'Mostrar más' });
    await mostrarMas.last().click();
    await expect.poll(() => grupos.count()).toBe(21);
    await phone.getByText('Group 0', { exact: true }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: path.join(SHOTS, 'plan-challenges-show-more-390-es.png') });
    await phone.context().close();
  });

  it('runs a challenge for two people in two browsers, each seeing the other’s progress', async () => {
    const host = await newPage();
    const friend = await newPage(390);
    try {
      await openPage(host, `/en/plan/${planId}`);
      await revealLaterSections(host);
      await host.getByRole('button', { name: 'Create challenge' }).first().click();
      const dialog = host.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /^Challenge name/ }).fill('Office squad');
      await dialog.getByRole('textbox', { name: /^Your name/ }).fill('Ana');
      await dialog.getByRole('button', { name: 'Create challenge' }).click();
      const link = host.getByRole('link', { name: /Office squad/ });
      await link.waitFor();
      const saved = await host.evaluate(() => JSON.parse(localStorage.getItem('user-challenges') ?? '[]'));
      expect(saved[0].name).toBe('Office squad');
      await link.click();
      await host.waitForURL(/\/en\/challenge\//);
      const challengeUrl = host.url();

      await host.getByRole('button', { name: 'Join challenge' }).first().click();
      await host
        .getByRole('dialog')
        .getByRole('textbox', { name: /^Your name/ })
        .fill('Ana');
      await host.getByRole('dialog').getByRole('button', { name: 'Join challenge' }).click();
      await host.getByText('Tracking as Ana', { exact: true }).waitFor();
      // Joined: the page says so instead of offering to join again.
      await host.getByText('You take part as Ana').waitFor();
      // (The join dialog's own button leaves with the dialog's closing transition.)
      await expect.poll(() => host.getByRole('button', { name: 'Join challenge' }).count()).toBe(0);
      await host
        .getByRole('button', { name: /^Mark .* as done$/ })
        .first()
        .click();
      await host
        .getByRole('button', { name: /done\. Mark as not done/ })
        .first()
        .waitFor();

      await openPage(friend, challengeUrl);
      await friend.getByRole('button', { name: 'Join challenge' }).first().click();
      await friend
        .getByRole('dialog')
        .getByRole('textbox', { name: /^Your name/ })
        .fill('Ben');
      await friend.getByRole('dialog').getByRole('button', { name: 'Join challenge' }).click();
      await friend.getByText('Tracking as Ben', { exact: true }).waitFor();
      await expect(
        friend.getByLabel(/^Ana: .* of the challenge done$/).getAttribute('aria-label'),
      ).resolves.not.toMatch(/^Ana: 0/);
      await friend
        .getByRole('button', { name: /^Mark .* as done$/ })
        .first()
        .click();
      await friend
        .getByRole('button', { name: /done\. Mark as not done/ })
        .first()
        .waitFor();
      await friend.screenshot({ path: path.join(SHOTS, 'en-390-challenge.png'), fullPage: true });

      await host.reload();
      const benBar = host.getByLabel(/^Ben: .* of the challenge done$/);
      await benBar.waitFor();
      expect(await benBar.getAttribute('aria-label')).not.toMatch(/^Ben: 0/);
    } finally {
      await host.context().close();
      await friend.context().close();
    }
  });

  it('updates My Workouts in one tab when another tab saves a plan', async () => {
    const first = await newPage();
    try {
      const second = await first.context().newPage();
      await openPage(first, '/en/my-workouts');
      await first.getByText('No saved workout plans yet').waitFor();
      await openPage(second, '/en/my-workouts');
      await second.evaluate((id) => {
        localStorage.setItem(
          'user-workouts',
          JSON.stringify([
            {
              id,
              name: 'Saved in another tab',
              createdAt: new Date().toISOString(),
              focusArea: 'full-body',
              fitnessGoal: 'muscle',
            },
          ]),
        );
      }, planId);
      await first.getByText('Saved in another tab').waitFor();
      await first.getByRole('tab', { name: /Workout plans \(1\)/ }).waitFor();
    } finally {
      await first.context().close();
    }
  });

  it('opens an exercise video with its form cues, downloads the PDF and emails the plan', async () => {
    const page = await newPage();
    try {
      await openPage(page, `/en/plan/${planId}`);
      await page
        .getByRole('button', { name: /^Watch video:/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Form cues').waitFor();
      await dialog.getByRole('link', { name: /^Search for videos of / }).waitFor();
      await dialog
        .getByRole('button', { name: /Play the video|/ })
        .first()
        .waitFor();
      await page.keyboard.press('Escape');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      const file = await download.path();
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

      await page.getByRole('button', { name: 'Email me this plan' }).click();
      await page
        .getByRole('dialog')
        .getByRole('textbox', { name: /^Email/ })
        .fill('reader@example.com');
      await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
      // This server has no mail service: the toast's title says the message only reached the outbox.
      await page.getByText('Email not sent: saved in the outbox').waitFor();
      expect(await page.getByText('Email sent').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('shows every blog article in both languages, and Article Not Found for an unknown slug', async () => {
    const page = await newPage();
    try {
      await openPage(page, '/en/blog');
      const links = page.getByRole('link', { name: /^Read more/ });
      await links.first().waitFor();
      const slugs = await links.evaluateAll((items) =>
        items.map((item) => item.getAttribute('href')!.split('/').pop()!),
      );
      expect(slugs).toHaveLength(10);
      for (const language of ['en', 'es']) {
        const titles = new Set<string>();
        for (const slug of slugs) {
          await openPage(page, `/${language}/blog/${slug}`);
          const heading = page.getByRole('heading', { level: 1 });
          await heading.waitFor();
          titles.add((await heading.textContent()) ?? '');
        }
        expect(titles.size).toBe(10);
      }
      await openPage(page, '/es/blog/no-such-post');
      await page.getByRole('heading', { name: 'Artículo no encontrado' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('has no serious or critical accessibility violations on the landing, onboarding and plan pages', async () => {
    const page = await newPage(1280, true);
    try {
      const report: Record<string, string[]> = {};
      for (const url of ['/en', '/es?create=true', `/en/plan/${planId}`, '/en/browse']) {
        await openPage(page, url);
        await revealLaterSections(page);
        await settled(page);
        report[url] = await seriousViolations(page);
      }
      expect(report).toEqual({
        '/en': [],
        '/es?create=true': [],
        [`/en/plan/${planId}`]: [],
        '/en/browse': [],
      });
    } finally {
      await page.context().close();
    }
  });
});
