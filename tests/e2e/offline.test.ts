import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { drawingUrl } from '../../src/contract/exerciseMedia';
import {
  browserAvailable,
  expectConsoleErrors,
  failOnConsoleErrors,
  launchBrowser,
  openPage,
} from '../helpers/browser';

type Plan = {
  id: string;
  userName: string;
  createdAt: string;
  schedule: {
    kind: string;
    warmUp: string[];
    exercises: { name: string; catalogId: string | null; reps: string | null }[];
  }[];
};
type Manifest = {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** The width and height a PNG file declares in its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The app as an installed, offline app (docs/offline.md). */
describe.skipIf(!browserAvailable())('installable and offline', () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function createPlan(name: string): Promise<Plan> {
    // A gym plan: barbell and machine lifts, most of them with drawings.
    const response = await fetch(`${baseUrl}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, workoutLocation: 'gym', workoutDays: 3, fitnessLevel: 'beginner' }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Plan;
  }

  async function newContext(saved: Plan[] = []): Promise<BrowserContext> {
    // Service workers allowed (Playwright's default), said here because this file is about them.
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    // Plans this device saved, as the chat saves them (lib/deviceStorage.ts, 'user-workouts').
    if (saved.length > 0)
      await context.addInitScript(
        (workouts) => {
          if (!window.location.protocol.startsWith('http') || localStorage.getItem('user-workouts')) return;
          localStorage.setItem('user-workouts', workouts);
        },
        JSON.stringify(
          saved.map((plan) => ({
            id: plan.id,
            name: plan.userName,
            createdAt: plan.createdAt,
            focusArea: 'none',
            fitnessGoal: 'general-fitness',
          })),
        ),
      );
    return context;
  }

  /** Waits until the service worker serves this page (it claims the open page on its first install). */
  async function controlled(page: Page): Promise<void> {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
  }

  /** Waits until the plan is kept in full for offline use, then checks what the device holds. */
  async function keptForOffline(page: Page, plan: Plan): Promise<void> {
    // The background warming records each plan it has kept in full (lib/pwa/warmOffline.ts).
    await page.waitForFunction(
      (id) => (JSON.parse(localStorage.getItem('offline-kept-plans') ?? '[]') as string[]).includes(id),
      plan.id,
      { timeout: 30_000, polling: 250 },
    );
    const drawings = plan.schedule
      .flatMap((day) => day.exercises)
      .map((exercise) => drawingUrl(exercise.catalogId, 'start'))
      .filter((url): url is string => url !== null);
    expect(drawings.length, 'the plan has drawings to keep').toBeGreaterThan(0);
    const held = await page.evaluate(
      async ({ id, drawings }) => {
        const reads = await (await caches.open('reads-v1')).keys();
        const pictures = await caches.open('drawings-v1');
        return {
          read: reads.some((request) => request.url.includes('workouts.byId') && request.url.includes(id)),
          drawings: (await Promise.all(drawings.map((url) => pictures.match(url)))).every(Boolean),
        };
      },
      { id: plan.id, drawings },
    );
    expect(held).toEqual({ read: true, drawings: true });
  }

  /** The plan's first exercise and its drawing, drawn from what the device kept. */
  async function expectPlanShown(page: Page, plan: Plan): Promise<void> {
    const first = plan.schedule.find((day) => day.kind === 'training')!.exercises[0]!;
    await page.getByRole('heading', { name: 'Weekly schedule' }).waitFor();
    await page.getByText(first.name.split(' (')[0]!, { exact: false }).first().waitFor();
    const drawing = page.locator('img.exercise-drawing').first();
    await drawing.scrollIntoViewIfNeeded();
    await expect
      .poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }

  it('is installable: a valid manifest with icons that load, linked from the page, and a service worker that controls it', async () => {
    const manifestResponse = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifestResponse.status).toBe(200);
    expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Workout Coach',
      short_name: 'Workout Coach',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1c7ed6',
      background_color: '#ffffff',
    });
    const icons = manifest.icons ?? [];
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
      expect(icons.some((icon) => icon.sizes === sizes && (icon.purpose ?? 'any') === purpose)).toBe(true);
    for (const icon of icons) {
      const response = await fetch(new URL(icon.src, baseUrl));
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const context = await newContext();
    try {
      const page = await context.newPage();
      const workerRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/sw.js') workerRequests.push(request.url());
      });
      await openPage(page, '/en');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      // A first look at the landing page does not download the app for offline use (docs/offline.md).
      // The app would register after the load event, at the browser's next idle moment
      // (lib/pwa/serviceWorker.ts): two idle callbacks queued after the load event run after that one.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const afterIdle = () => requestIdleCallback(() => requestIdleCallback(() => resolve()));
            if (document.readyState === 'complete') afterIdle();
            else window.addEventListener('load', afterIdle, { once: true });
          }),
      );
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
        0,
      );
      expect(workerRequests).toEqual([]);
      // A plan's page starts the worker, after the page has loaded; ready once it is active.
      const plan = await createPlan('Installer');
      await openPage(page, `/en/plan/${plan.id}`);
      expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${baseUrl}/`);
      // From then on it serves every page, the landing page included, and keeps itself up to date there.
      await openPage(page, '/en');
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${baseUrl}/sw.js`,
      );
    } finally {
      await context.close();
    }
  });

  it('in airplane mode after one visit: the plan opened and a plan only saved in My Workouts both open, with their drawings', async () => {
    const opened = await createPlan('Opened');
    const saved = await createPlan('Saved');
    const context = await newContext([opened, saved]);
    try {
      const page = await context.newPage();
      await openPage(page, `/en/plan/${opened.id}`);
      await controlled(page);
      // The plan on screen, and the saved one never opened here, are kept in the background.
      await keptForOffline(page, opened);
      await keptForOffline(page, saved);

      await context.setOffline(true);
      // Reads the device never kept (the plan's ratings and challenges) fail as they would on a train.
      expectConsoleErrors(
        /Failed to load resource: net::ERR_FAILED \(http:\/\/[^/]+\/trpc\/(ratings|challenges)\./,
      );
      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expectPlanShown(page, opened);
      await page
        .getByRole('status')
        .filter({ hasText: "You're offline. Your saved plans still open" })
        .waitFor();

      // My Workouts, opened as a new page load with no connection, then the saved plan from it.
      await page.goto('/en/my-workouts');
      await page.getByRole('heading', { name: 'My Workouts' }).waitFor();
      const card = page.getByRole('article').filter({ hasText: 'Saved' });
      await card.getByRole('link', { name: 'View' }).click();
      await page.waitForURL(`**/en/plan/${saved.id}`);
      await expectPlanShown(page, saved);

      // A workout of that plan in the basement gym: the session view, its first set and the log, offline.
      const dayIndex = saved.schedule.findIndex((day) => day.kind === 'training');
      const day = saved.schedule[dayIndex]!;
      await page.goto(`/en/plan/${saved.id}/session?day=${dayIndex}`);
      await page.getByRole('button', { name: 'Start workout' }).click();
      if (day.warmUp.length > 0) {
        await page.getByRole('checkbox').first().check();
        await page.getByRole('button', { name: 'Start the exercises' }).click();
      }
      await expect(page.getByTestId('exercise-name').innerText()).resolves.toBe(day.exercises[0]!.name);
      expect(day.exercises[0]!.reps, 'a first exercise done in reps').not.toBeNull();
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      await page.getByRole('button', { name: 'Leave the workout' }).click();
      await page.getByRole('button', { name: 'Finish now and save' }).click();
      await page.getByRole('heading', { name: 'Workout done' }).waitFor();
      const logged = await page.evaluate(
        () => JSON.parse(localStorage.getItem('training-log') ?? '{"sessions":[]}').sessions.length,
      );
      expect(logged).toBe(1);
    } finally {
      await context.close();
    }
  });

  /** What a visitor reads and taps on a plan opened from a link, in each language. */
  const LINKED = {
    es: {
      locale: 'es-ES',
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
      save: 'Guardar en Mis entrenamientos',
      saved: 'En Mis entrenamientos',
      offline: 'Estás sin conexión y este plan no está guardado en este dispositivo',
    },
    en: {
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
      colorScheme: 'light',
      save: 'Save to My Workouts',
      saved: 'In My Workouts',
      offline: "You're offline and this plan isn't saved on this device",
    },
  } as const;

  it.each(['es', 'en'] as const)(
    'a plan opened from a link (%s) opens offline once visited and saves to My Workouts; one never kept says it is offline, never "not found", and opens by itself back online',
    async (language) => {
      const words = LINKED[language];
      const linked = await createPlan('Linked');
      const never = await createPlan('Never');
      // Nothing saved on this device: the plan arrives by its link, as from a friend.
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: words.locale,
        viewport: words.viewport,
        colorScheme: words.colorScheme,
        serviceWorkers: 'allow',
      });
      try {
        const page = await context.newPage();
        await openPage(page, `/${language}/plan/${linked.id}`);
        await controlled(page);
        await keptForOffline(page, linked);

        await context.setOffline(true);
        expectConsoleErrors(
          /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/,
          /Failed to fetch/,
        );
        await page.reload();
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        const first = linked.schedule.find((day) => day.kind === 'training')!.exercises[0]!;
        await page.getByText(first.name.split(' (')[0]!, { exact: false }).first().waitFor();
        // One tap keeps it in My Workouts, offline too.
        await page.getByRole('button', { name: words.save }).click();
        await page.getByRole('link', { name: words.saved }).waitFor();
        const saved = await page.evaluate(
          () => JSON.parse(localStorage.getItem('user-workouts') ?? '[]') as { id: string; name: string }[],
        );
        expect(saved.map((item) => item.id)).toEqual([linked.id]);
        // Named as its heading says, never a sentence cut from the overview.
        expect(saved[0]!.name).toMatch(language === 'es' ? / · 3 días$/ : / · 3 days$/);
        await page.screenshot({
          path: path.resolve(`test-results/screenshots/${language}-linked-plan-offline.png`),
        });

        // A plan this device never kept: the truth, and the page recovers when the connection returns.
        await page.goto(`/${language}/plan/${never.id}`);
        await page.getByRole('heading', { name: words.offline }).waitFor({ timeout: 30_000 });
        await page.screenshot({
          path: path.resolve(`test-results/screenshots/${language}-plan-not-kept-offline.png`),
        });
        await context.setOffline(false);
        const neverFirst = never.schedule.find((day) => day.kind === 'training')!.exercises[0]!;
        await page
          .getByText(neverFirst.name.split(' (')[0]!, { exact: false })
          .first()
          .waitFor({ timeout: 30_000 });
        expect(await page.getByRole('heading', { name: words.offline }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it('offers a new version with Reload, never on a session, and Reload brings it in', async () => {
    const plan = await createPlan('Updater');
    const context = await newContext();
    // The server sends the built worker from disk (src/server/web.ts): one byte more is a new version.
    const worker = path.resolve('dist/client/sw.js');
    const original = fs.readFileSync(worker, 'utf8');
    try {
      const page = await context.newPage();
      await openPage(page, `/en/plan/${plan.id}`);
      await controlled(page);
      fs.writeFileSync(worker, `${original}\n// the next version\n`);
      // A page load makes the browser look for a new worker; it installs and waits.
      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const offer = page.getByRole('status', { name: 'A new version is ready' });
      await offer.waitFor({ timeout: 30_000 });

      // On a session (the view at /:lang/plan/:id/session) the offer stays away, and nothing reloads.
      await page.evaluate(() => {
        window.history.pushState({}, '', `${window.location.pathname}/session`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL(`**/en/plan/${plan.id}/session`);
      await expect.poll(() => offer.count()).toBe(0);
      expect(page.url()).toMatch(/\/session$/);
      await page.goBack();
      await page.waitForURL(`**/en/plan/${plan.id}`);
      await offer.waitFor();

      const reloaded = page.waitForEvent('load');
      await offer.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      // The new version serves the page and nothing waits any more.
      expect(
        await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      ).toBe(false);
      expect(await offer.count()).toBe(0);
    } finally {
      fs.writeFileSync(worker, original);
      await context.close();
    }
  });
});
