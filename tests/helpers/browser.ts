import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { afterEach, expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * End-to-end tests need Debian's Chromium. Without it they are skipped with a loud line, unless
 * REQUIRE_E2E=1 (CI), which turns a missing browser into a failure.
 */
export function browserAvailable(): boolean {
  const available = fs.existsSync(CHROMIUM_PATH);
  if (!available) {
    const message =
      `\n!!! End-to-end tests need Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or install it: ` +
      'sudo apt-get install -y chromium).\n';
    if (process.env.REQUIRE_E2E === '1') throw new Error(`REQUIRE_E2E=1 but no browser was found.${message}`);
    console.warn(`${message}!!! Skipping the end-to-end tests.\n`);
  }
  return available;
}

/**
 * Every browser this helper launches watches its pages: each context it makes records console errors
 * and uncaught exceptions (failOnConsoleErrors turns them into a failure), and answers video
 * thumbnails locally (routeThumbnailsLocally).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // The service worker (docs/offline.md) is blocked unless a test asks for it (tests/e2e/offline.test.ts
    // says serviceWorkers: 'allow'): installing it precaches every chunk, work that would slow every other
    // test on a busy machine and answer reads that tests intercept with page.route.
    const context = await newContext({ serviceWorkers: 'block', ...options });
    watchConsole(context);
    await routeThumbnailsLocally(context);
    return context;
  };
  return browser;
}

/**
 * Video thumbnails come from the video service, which this machine cannot reach: a blank image stands
 * in, so that a console error is always the page's own and never the network's.
 */
export async function routeThumbnailsLocally(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }),
  );
}

/** Console errors and uncaught exceptions of the pages opened since the last check. */
const consoleErrors: string[] = [];
/** What the running test said it causes on purpose (expectConsoleErrors). */
const expectedErrors: RegExp[] = [];

function watchConsole(context: BrowserContext): void {
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const source = message.location().url;
      consoleErrors.push(`${page.url()}: ${message.text()}${source ? ` (${source})` : ''}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
  });
}

/**
 * A test that causes errors on purpose (a refused request, a database that goes away) names each one
 * it expects; anything else still fails it. The list is cleared after each test.
 */
export function expectConsoleErrors(...patterns: RegExp[]): void {
  expectedErrors.push(...patterns);
}

/**
 * Call once in a test file (inside its describe): after each test, any console error or uncaught
 * exception on a page the test opened fails it, such as React's hydration error 418.
 */
export function failOnConsoleErrors(): void {
  afterEach(() => {
    const unexpected = consoleErrors
      .splice(0)
      .filter((error) => !expectedErrors.some((pattern) => pattern.test(error)));
    expectedErrors.length = 0;
    expect(unexpected, 'console errors or uncaught exceptions on the pages this test opened').toEqual([]);
  });
}

/**
 * Opens a page and waits until the app is live: the landing and plan pages arrive drawn by the server,
 * readable before their scripts run, and a click before then would do nothing (components/AppLayout.tsx).
 */
export async function openPage(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Scrolls to each section that loads as a visitor comes near it (components/WhenNearViewport.tsx: the
 * plan page's ratings and challenges, the landing's showcase) and waits until it has replaced its
 * placeholder, as a reader scrolling down the page would see it, then scrolls back to where it was.
 */
export async function revealLaterSections(page: Page): Promise<void> {
  const scrolled = await page.evaluate(() => window.scrollY);
  const placeholders = page.locator('[data-near-viewport]');
  for (let left = await placeholders.count(); left > 0; left = await placeholders.count()) {
    // Found and scrolled to in one step inside the page: a placeholder already near the viewport can be
    // replaced between a locator's lookup and its scroll (seen as "Element is not attached to the DOM").
    await page.evaluate(() =>
      document
        .querySelector('[data-near-viewport]')
        ?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await page.waitForFunction(
      (before) => document.querySelectorAll('[data-near-viewport]').length < before,
      left,
    );
  }
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolled);
}

/**
 * Waits until the page has stopped moving, as a reader looking at it sees it: its web fonts loaded and
 * every finite CSS transition and animation finished (a fading alert or dialog is checked at its final
 * colours, not halfway). Endless ones, such as a loader's spin, never finish and are left out.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
