import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  browserAvailable,
  expectConsoleErrors,
  failOnConsoleErrors,
  launchBrowser,
  openPage,
} from '../helpers/browser';

const SHOTS = path.resolve('test-results/screenshots');

describe.skipIf(!browserAvailable())('the app shell in a browser', () => {
  failOnConsoleErrors();
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newContext(
    options: { locale?: string; colorScheme?: 'light' | 'dark'; width?: number } = {},
  ) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: options.locale ?? 'en-US',
      colorScheme: options.colorScheme ?? 'light',
      viewport: { width: options.width ?? 1280, height: 800 },
    });
    // Video thumbnails are answered locally by every context the helper makes (helpers/browser.ts).
    return context;
  }

  async function withPage<T>(
    context: BrowserContext,
    run: (page: Awaited<ReturnType<BrowserContext['newPage']>>) => Promise<T>,
  ) {
    const page = await context.newPage();
    try {
      return await run(page);
    } finally {
      await context.close();
    }
  }

  it('sends scripts and styles compressed to a browser that accepts Brotli, and the page works with them', async () => {
    await withPage(await newContext(), async (page) => {
      const encodings = new Map<string, string>();
      page.on('response', (response) => {
        const pathname = new URL(response.url()).pathname;
        if (/\.(js|css)$/.test(pathname))
          encodings.set(pathname, response.headers()['content-encoding'] ?? '');
      });
      await openPage(page, '/en');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(encodings.size).toBeGreaterThan(1);
      // Files under a kilobyte are not worth compressing and go as they are.
      const large = [...encodings].filter(([, encoding]) => encoding !== '');
      expect(large.length).toBeGreaterThan(encodings.size / 2);
      expect(new Set(large.map(([, encoding]) => encoding))).toEqual(new Set(['br']));
    });
  });

  async function createPlan(): Promise<{ id: string; overview: string }> {
    const response = await fetch(`${baseUrl}/api/workouts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Noa',
        workoutLocation: 'home',
        workoutDays: 3,
        fitnessLevel: 'beginner',
      }),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    // The page is drawn with the plan's public view (README "Privacy"), as anyone with the link reads it.
    const shared = await fetch(`${baseUrl}/api/workouts/${id}`);
    expect(shared.status).toBe(200);
    return (await shared.json()) as { id: string; overview: string };
  }

  it('shows the landing and plan pages before any script runs: questions open, Get Started opens the chat', async () => {
    const plan = await createPlan();
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    await withPage(context, async (page) => {
      await page.goto('/es');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Tu plan de entrenamiento personal, escrito en dos minutos',
      );
      // The configured beta end date (tests/e2e/global-setup.ts), in the page's language.
      expect(await page.getByTestId('beta-banner').textContent()).toBe(
        'Gratis durante la beta, hasta 31 de diciembre de 2099.',
      );
      // The questions open without scripts, one at a time.
      const answer = page.getByText('Un entrenador basado en guías publicadas', { exact: false });
      expect(await answer.isVisible()).toBe(false);
      await page.getByText('¿Cómo se crea mi plan?').click();
      await answer.waitFor();
      await page.getByText('¿De verdad es gratis?').click();
      expect(await answer.isVisible()).toBe(false);
      await page.goto(`/en/plan/${plan.id}`);
      await page.getByText(plan.overview).waitFor();
      await page.getByRole('heading', { name: 'Weekly schedule' }).waitFor();
      // A tap before the scripts have started is a plain link to the questionnaire's address.
      await page.goto('/en');
      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await page.waitForURL(/\/en\?create=true$/);
    });
  });

  it('takes over the server-drawn pages without a mismatch, in either theme and at either width', async () => {
    const plan = await createPlan();
    for (const theme of ['light', 'dark'] as const)
      for (const width of [390, 1280]) {
        const context = await newContext({ colorScheme: theme, width });
        await context.addInitScript((saved) => {
          // Also runs in about:blank, which has no storage.
          if (window.location.protocol.startsWith('http')) localStorage.setItem('workout-ai-theme', saved);
        }, theme);
        await withPage(context, async (page) => {
          const problems: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(message.text());
          });
          page.on('pageerror', (error) => problems.push(error.message));
          for (const url of ['/en', `/es/plan/${plan.id}`]) {
            await openPage(page, url);
            await page.waitForLoadState('networkidle');
            expect(problems, `${url} ${theme} ${width}px`).toEqual([]);
            expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(
              theme,
            );
            if (width === 1280)
              expect(await page.getByTestId('theme-toggle').getAttribute('data-theme-setting')).toBe(theme);
          }
        });
      }
  });

  it('opens About with the bio and profile links, and its create action starts the chat in the page language', async () => {
    await withPage(await newContext({ locale: 'es-ES' }), async (page) => {
      await openPage(page, '/es/browse');
      await page.getByRole('button', { name: 'Acerca de' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/proyecto abierto e independiente/).waitFor();
      const github = dialog.getByRole('link', { name: 'github.com' });
      expect(await github.getAttribute('href')).toBe('https://github.com/workout-coach');
      expect(await github.getAttribute('target')).toBe('_blank');
      await dialog.getByRole('link', { name: 'mastodon.social' }).waitFor();
      await dialog.getByRole('button', { name: 'Crear mi entrenamiento' }).click();
      await page.waitForURL(/\/es\?create=true$/);
    });
  });

  it('opens the example plan and the early-tester dialog from the landing page, each loaded on first use', async () => {
    await withPage(await newContext(), async (page) => {
      await openPage(page, '/en');
      await page.getByRole('button', { name: 'Join Beta' }).click();
      const beta = page.getByRole('dialog', { name: 'Join the beta' });
      await beta.getByRole('textbox', { name: /^Email/ }).fill('  tester@example.com ');
      await beta.getByRole('button', { name: 'Join Beta' }).click();
      await page
        .getByRole('dialog', { name: 'Check your inbox' })
        .getByRole('button', { name: 'Close' })
        .click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);

      await page.getByRole('button', { name: 'See Example' }).click();
      const example = page.getByRole('dialog', { name: /^Example plan/ });
      await example.getByRole('heading').first().waitFor();
      await example.getByRole('button', { name: 'Create your own plan' }).click();
      await page.waitForURL(/\/en\?create=true$/);
    });
  });

  it('sends / to the browser language, and remembers nothing it was not told', async () => {
    await withPage(await newContext({ locale: 'es-ES' }), async (page) => {
      await openPage(page, '/');
      await page.waitForURL('**/es');
      await page.getByRole('link', { name: 'Explorar entrenamientos' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('es');
    });
    await withPage(await newContext({ locale: 'de-DE' }), async (page) => {
      await openPage(page, '/');
      await page.waitForURL('**/en');
      await page.getByRole('link', { name: 'Browse Workouts' }).waitFor();
    });
  });

  it('redirects an unsupported language to the same path in English, keeping the query', async () => {
    await withPage(await newContext(), async (page) => {
      await openPage(page, '/fr/browse?x=1');
      await page.waitForURL('**/en/browse?x=1');
      await page.getByRole('heading', { name: 'Browse Workouts', level: 1 }).waitFor();
    });
  });

  it('shows the Page Not Found page for unknown routes, with a 404 status', async () => {
    // The browser logs each page answered with 404, which is what this test asks for.
    expectConsoleErrors(
      /status of 404 \(Not Found\) \(http:\/\/[^)]*\/(en\/no-such-page|es\/no-existe|not\/a\/route)\)$/,
    );
    await withPage(await newContext(), async (page) => {
      const response = await openPage(page, '/en/no-such-page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await openPage(page, '/es/no-existe');
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
      await openPage(page, '/not/a/route');
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    });
  });

  it("shows a missing plan's or challenge's not-found view, answered 404 and kept out of indexes", async () => {
    // The page and the API's read both answer 404, which the browser logs; that is what this test asks for.
    expectConsoleErrors(
      /status of 404 \(Not Found\) \(http:\/\/[^)]*\/(en\/plan|es\/challenge|api\/[a-z/]+|trpc\/[^)]+)/,
    );
    await withPage(await newContext(), async (page) => {
      const plan = await openPage(page, '/en/plan/AAAAAAAAAAAAAAAA');
      expect(plan?.status()).toBe(404);
      expect(plan?.headers()['x-robots-tag']).toBe('noindex');
      await page.getByRole('heading', { name: 'Workout Plan Not Found' }).waitFor();
      const challenge = await openPage(page, '/es/challenge/AAAAAAAAAAAAAAAA');
      expect(challenge?.status()).toBe(404);
      expect(challenge?.headers()['x-robots-tag']).toBe('noindex');
      await page.getByRole('heading', { name: 'Reto no encontrado' }).waitFor();
    });
  });

  it('switches language by changing only the first path segment', async () => {
    await withPage(await newContext(), async (page) => {
      await openPage(page, '/en/my-workouts');
      await page.getByRole('heading', { name: 'My Workouts', level: 1 }).waitFor();
      await page.getByRole('link', { name: /Español/ }).click();
      await page.waitForURL('**/es/my-workouts');
      await page.getByRole('heading', { name: 'Mis entrenamientos', level: 1 }).waitFor();
      await page.getByRole('link', { name: /English/ }).click();
      await page.waitForURL('**/en/my-workouts');
    });
  });

  it('keeps the reader where they were when they switch language, from the phone menu and the header', async () => {
    const top = 900;
    const switchAt = async (width: number, language: string, from: string, colorScheme: 'light' | 'dark') =>
      withPage(await newContext({ width, colorScheme }), async (page) => {
        await openPage(page, from);
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.evaluate((y) => window.scrollTo({ top: y }), top);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
        // The header stays on screen (styles.css .site-header); on a phone its switch is in the menu.
        if (width < 768) await page.getByRole('button', { name: /menu|menú/i }).click();
        await page.getByRole('link', { name: new RegExp(language) }).click();
        const target = language === 'Español' ? 'es' : 'en';
        await page.waitForURL(`**/${target}/blog`);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(target);
        // Near, not exact: the other language's words are longer or shorter above that point.
        await expect
          .poll(() => page.evaluate(() => window.scrollY))
          .toSatisfy((y: number) => Math.abs(y - top) < 100);
        await page.screenshot({ path: path.join(SHOTS, `language-switch-${width}-${target}.png`) });
      });
    await switchAt(390, 'Español', '/en/blog', 'dark');
    await switchAt(1280, 'English', '/es/blog', 'light');
  });

  it('cycles the theme light, dark, system and keeps the choice after a reload', async () => {
    await withPage(await newContext({ colorScheme: 'dark' }), async (page) => {
      await openPage(page, '/en');
      const toggle = page.getByTestId('theme-toggle');
      const rootClass = () => page.evaluate(() => document.documentElement.className);
      // Default is system, which follows the (dark) operating system preference.
      expect(await toggle.getAttribute('data-theme-setting')).toBe('system');
      expect(await rootClass()).toContain('dark');

      await toggle.click();
      expect(await toggle.getAttribute('data-theme-setting')).toBe('light');
      expect(await rootClass()).toContain('light');
      await toggle.click();
      expect(await toggle.getAttribute('data-theme-setting')).toBe('dark');
      expect(await rootClass()).toContain('dark');

      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      expect(await page.getByTestId('theme-toggle').getAttribute('data-theme-setting')).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('workout-ai-theme'))).toBe('dark');
      expect(await rootClass()).toContain('dark');

      await page.getByTestId('theme-toggle').click();
      expect(await page.getByTestId('theme-toggle').getAttribute('data-theme-setting')).toBe('system');
      // With system, the page follows the operating system live.
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    });
  });

  it('offers a side menu on mobile with Home and the current theme name', async () => {
    await withPage(await newContext({ width: 390 }), async (page) => {
      await openPage(page, '/en');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Home' }).waitFor();
      expect(await menu.getByTestId('theme-name').textContent()).toBe('System');
      await menu.getByRole('link', { name: 'Browse Workouts' }).click();
      await page.waitForURL('**/en/browse');
    });
  });
});
