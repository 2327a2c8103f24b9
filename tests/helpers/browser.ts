import fs from 'node:fs';
import { type Browser, chromium, type Page, type Response } from 'playwright-core';

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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
