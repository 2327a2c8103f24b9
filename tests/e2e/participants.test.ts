import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  browserAvailable,
  failOnConsoleErrors,
  launchBrowser,
  openPage,
  revealLaterSections,
} from '../helpers/browser';
import { apiClient, seriousViolations } from '../helpers/chat';

const SHOTS = path.resolve('test-results/screenshots');

type Plan = { id: string; managementKey: string };

/**
 * A participant's progress is theirs, in the browser (README, "Privacy"): the joining device ticks, a link
 * moves the key to a second device, everyone else sees the progress read-only; raters, participants and
 * the plan's creator delete what is theirs to delete, after a confirmation.
 */
describe.skipIf(!browserAvailable())('participant keys and deletions in a browser', () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let plan: Plan;

  const api = apiClient(baseUrl);

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

  beforeAll(async () => {
    browser = await launchBrowser();
    plan = await api<Plan>('POST', '/api/workouts/generate', { name: 'Keys host', workoutDays: 3 });
    await api('POST', `/api/workouts/${plan.id}/progression`, {});
  });
  afterAll(async () => {
    await browser?.close();
  });

  const markButtons = (page: Page) => page.getByRole('button', { name: /^Mark .* as done$/ });
  const doneButtons = (page: Page) => page.getByRole('button', { name: /: done\. Mark as not done$/ });

  it('moves a participant to a second browser with a link, and shows everyone else read-only', async () => {
    const challenge = await api<{ id: string }>('POST', `/api/workouts/${plan.id}/challenges`, {
      name: 'Two phones',
      createdBy: 'Host',
    });
    const first = await newPage(390);
    const second = await newPage();
    const stranger = await newPage(1280, true);
    try {
      await openPage(first, `/en/challenge/${challenge.id}`);
      await first.getByRole('button', { name: 'Join challenge' }).first().click();
      await first
        .getByRole('dialog')
        .getByRole('textbox', { name: /^Your name/ })
        .fill('Ana');
      await first.getByRole('dialog').getByRole('button', { name: 'Join challenge' }).click();
      await first.getByText('Tracking as Ana', { exact: true }).waitFor();
      await markButtons(first).first().click();
      await doneButtons(first).first().waitFor();

      await first.getByRole('button', { name: 'Use on another device' }).click();
      const link = await first.getByRole('textbox', { name: 'Link for your other device' }).inputValue();
      expect(link).toMatch(new RegExp(`/en/challenge/${challenge.id}#participant=[\\w-]+\\.[\\w-]{32,}$`));

      // The second browser opens the link: the key is kept, the address bar loses it, and it can tick.
      await openPage(second, link);
      await second.getByText('Tracking as Ana', { exact: true }).waitFor();
      await expect.poll(() => second.url()).toBe(`${baseUrl}/en/challenge/${challenge.id}`);
      const kept = await second.evaluate(() => localStorage.getItem('challenge-participant-keys'));
      expect(kept).toContain(link.split('.').pop());
      await doneButtons(second).first().waitFor();
      await markButtons(second).first().click();
      await expect.poll(async () => doneButtons(second).count()).toBe(2);
      // A reload does not bring the fragment back, and the device still ticks.
      await second.reload();
      await second.getByText('Tracking as Ana', { exact: true }).waitFor();

      // Anyone else can pick Ana to look, and is told, in words, that they cannot tick.
      await openPage(stranger, `/en/challenge/${challenge.id}`);
      await stranger.getByRole('radio', { name: /Ana/ }).click();
      const note = stranger.getByTestId('read-only-note');
      await note.waitFor();
      expect(await note.textContent()).toMatch(
        /You are viewing Ana's progress\. Only the device Ana joined from/,
      );
      const tracker = stranger.locator('section[aria-labelledby="tracker-heading"]');
      await tracker.getByText('Done', { exact: true }).first().waitFor();
      expect(await tracker.getByText('Done', { exact: true }).count()).toBe(2);
      expect(await markButtons(stranger).count()).toBe(0);
      expect(await doneButtons(stranger).count()).toBe(0);
      expect(await stranger.getByRole('button', { name: 'Start workout' }).count()).toBe(0);
      expect(await stranger.getByText('You take part as Ana').count()).toBe(0);
      expect(await seriousViolations(stranger)).toEqual([]);
      await stranger.screenshot({
        path: path.join(SHOTS, 'en-1280-challenge-read-only.png'),
        fullPage: true,
      });
    } finally {
      for (const page of [first, second, stranger]) await page.context().close();
    }
  });

  it('lets a participant leave from their device, after asking', async () => {
    const challenge = await api<{ id: string }>('POST', `/api/workouts/${plan.id}/challenges`, {
      name: 'Short stay',
      createdBy: 'Host',
    });
    const page = await newPage();
    try {
      await openPage(page, `/en/challenge/${challenge.id}`);
      await page.getByRole('button', { name: 'Join challenge' }).first().click();
      await page
        .getByRole('dialog')
        .getByRole('textbox', { name: /^Your name/ })
        .fill('Carla');
      await page.getByRole('dialog').getByRole('button', { name: 'Join challenge' }).click();
      await page.getByText('Tracking as Carla', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Leave challenge' }).click();
      const dialog = page.getByRole('dialog', { name: 'Leave this challenge?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toMatch(/cannot be undone/);
      await dialog.getByRole('button', { name: 'Leave for good' }).click();
      await page.getByText('No one has joined yet. Be the first!').waitFor();
      expect(await api('GET', `/api/challenges/${challenge.id}/participants`)).toEqual([]);
      const keys = await page.evaluate(() => localStorage.getItem('challenge-participant-keys'));
      expect(JSON.parse(keys ?? '{}')).toEqual({});
    } finally {
      await page.context().close();
    }
  });

  it("lets a rater delete their review, and the plan's creator remove a review and a challenge", async () => {
    const other = await api<{ id: string }>('POST', `/api/workouts/${plan.id}/ratings`, {
      userName: 'Spammer',
      rating: 1,
      feedback: 'Buy my pills online',
    });
    const challenge = await api<{ id: string }>('POST', `/api/workouts/${plan.id}/challenges`, {
      name: 'Unwanted squad',
      createdBy: 'Stranger',
    });
    const rater = await newPage();
    const creator = await newPage();
    try {
      // A rater writes a review, then deletes it from the same browser.
      await openPage(rater, `/en/plan/${plan.id}`);
      await revealLaterSections(rater);
      await rater.getByRole('tab', { name: 'Leave feedback' }).click();
      await rater.getByRole('textbox', { name: /^Your name/ }).fill('Marta');
      await rater.getByRole('textbox', { name: /^Feedback/ }).fill('Clear and short, thanks.');
      await rater.getByRole('button', { name: 'Submit rating' }).click();
      await rater.getByText('Clear and short, thanks.').waitFor();
      // Only the review this browser wrote can be deleted here.
      expect(await rater.getByRole('button', { name: /^Remove review by/ }).count()).toBe(0);
      await rater.getByRole('button', { name: 'Delete my review' }).click();
      const confirm = rater.getByRole('dialog', { name: 'Delete your review?' });
      await confirm.getByRole('button', { name: 'Delete for good' }).click();
      await expect.poll(() => rater.getByText('Clear and short, thanks.').count()).toBe(0);
      const { ratings } = await api<{ ratings: { id: string }[] }>('GET', `/api/workouts/${plan.id}/ratings`);
      expect(ratings.map((rating) => rating.id)).toEqual([other.id]);

      // The creator's browser holds the plan's management key, as the browser that made the plan does.
      await creator.context().addInitScript(
        ([id, key]) => {
          if (!window.location.protocol.startsWith('http')) return;
          if (localStorage.getItem('user-workouts')) return;
          localStorage.setItem(
            'user-workouts',
            JSON.stringify([
              {
                id,
                name: 'My plan',
                createdAt: '2026-11-20T12:00:00.000Z',
                focusArea: 'full-body',
                fitnessGoal: 'muscle',
                managementKey: key,
              },
            ]),
          );
        },
        [plan.id, plan.managementKey],
      );
      await openPage(creator, `/en/plan/${plan.id}`);
      await revealLaterSections(creator);
      await creator.getByRole('button', { name: 'Remove review by Spammer' }).click();
      await creator
        .getByRole('dialog', { name: 'Remove this review?' })
        .getByRole('button', { name: 'Delete for good' })
        .click();
      await expect.poll(() => creator.getByText('Buy my pills online').count()).toBe(0);
      expect(await api('GET', `/api/workouts/${plan.id}/ratings`)).toEqual({ ratings: [], hasMore: false });

      await creator.getByRole('button', { name: 'Remove challenge Unwanted squad' }).click();
      const remove = creator.getByRole('dialog', { name: 'Remove this challenge?' });
      expect(await remove.textContent()).toMatch(/deleted for good/);
      await remove.getByRole('button', { name: 'Remove for good' }).click();
      await expect.poll(() => creator.getByRole('link', { name: 'Unwanted squad' }).count()).toBe(0);
      const gone = await fetch(`${baseUrl}/api/challenges/${challenge.id}`);
      expect(gone.status).toBe(404);
    } finally {
      await rater.context().close();
      await creator.context().close();
    }
  });
});
