import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, failOnConsoleErrors, launchBrowser } from '../helpers/browser';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';

/**
 * The interactive reference at /api/docs, read the way an integrator reads it: on a host name that is not
 * the server's PUBLIC_URL (a staging copy, a proxy, localhost instead of 127.0.0.1), where "Try it" must
 * still reach this server, and without the page calling anybody else's.
 */
describe.skipIf(!browserAvailable())('the API docs page', () => {
  failOnConsoleErrors();
  let server: ServerProcess;
  let browser: Browser;
  let docsOrigin: string;
  beforeAll(async () => {
    // PUBLIC_URL names a host this machine cannot even resolve: nothing on the page may depend on it.
    server = await startServerProcess({ PUBLIC_URL: 'https://workouts.example.org' }, { apiOnly: true });
    docsOrigin = server.url.replace('127.0.0.1', 'localhost');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends the generated example of POST /workouts/generate with "Test Request" and gets the plan, loading nothing from another host', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${docsOrigin}/api/docs/#tag/workouts/POST/workouts/generate`);
    await page.getByRole('heading', { name: 'Generate a workout plan' }).first().waitFor();

    // None of the vendor's own menus: its AI agent, its client and deployment offers.
    await expect(page.getByRole('button', { name: /Ask AI/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Open (API )?Client|Deploy/i }).count()).resolves.toBe(0);

    await page
      .getByRole('button', { name: /Test Request/ })
      .first()
      .click();
    const client = page.getByRole('dialog');
    const generated = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/workouts/generate'),
    );
    await client.getByRole('button', { name: /^Send/ }).first().click();
    const response = await generated;
    expect(new URL(response.url()).origin).toBe(docsOrigin);
    expect(response.status()).toBe(200);
    await client.getByText('200 OK').first().waitFor();

    // The example was a real request: the plan it made can be read back.
    const plan = (await response.json()) as { id: string; userName: string };
    expect(plan.userName).toBe('Ana');
    const readBack = await fetch(`${server.url}/api/workouts/${plan.id}`);
    expect(readBack.status).toBe(200);

    const elsewhere = requested.filter(
      (url) => !url.startsWith(`${docsOrigin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'),
    );
    expect(elsewhere).toEqual([]);
    expect(requested.some((url) => url.endsWith('/api/openapi.json'))).toBe(true);
    await page.close();
  });
});
