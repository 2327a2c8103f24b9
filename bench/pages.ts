import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, launchBrowser } from '../tests/helpers/browser';
import { startServerProcess } from '../tests/helpers/server-process';
import { post } from './load';
import { type Row, row } from './stats';

/**
 * Page budgets (issue: the visitor's journey): the JavaScript the landing and plan pages really load,
 * counted from a browser visit to the production server (entry, static imports, lazy chunks and the
 * language catalogue, until the network is idle), and Lighthouse's mobile preset on the same pages.
 */
const DIST = path.resolve('dist/client');
const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 95 } as const;

export async function benchPages(): Promise<Row[]> {
  buildClient();
  // Embedded database in a fresh data directory: the pages are measured as a new user first sees them.
  const server = await startServerProcess({ LOG_LEVEL: 'error' });
  const rows: Row[] = [];
  try {
    const plan = await post(server.url, '/api/workouts/generate', {
      name: 'Bench',
      workoutLocation: 'gym',
      workoutDays: 4,
      fitnessLevel: 'beginner',
    });
    const pages = [
      { name: 'landing page', path: '/en', budget: 150 },
      { name: 'plan page', path: `/en/plan/${plan.id}`, budget: 200 },
    ];
    const browser = await launchBrowser();
    try {
      for (const page of pages)
        for (const width of [390, 1280]) {
          const { bytes, scripts } = await javascriptLoaded(browser, `${server.url}${page.path}`, width);
          rows.push(row(`${page.name} JS at ${width} px (gzip)`, bytes / 1024, 'kB', { max: page.budget }));
          // The guided session's code loads on demand (issue 16): never with the landing or plan page.
          const sessionChunks = [...scripts].filter((script) => /\/SessionPage-[^/]*\.js$/.test(script));
          rows.push(
            row(`${page.name} at ${width} px loads the session view's chunk`, sessionChunks.length, 'files', {
              max: 0,
            }),
          );
        }
      // The session view itself, for the record: what a visitor's phone fetches to start a workout.
      const session = await javascriptLoaded(browser, `${server.url}/en/plan/${plan.id}/session`, 390);
      rows.push(row('session view JS at 390 px (gzip)', session.bytes / 1024, 'kB'));
    } finally {
      await browser.close();
    }
    for (const page of pages) rows.push(...(await lighthouseRows(page.name, `${server.url}${page.path}`)));
  } finally {
    await server.stop();
  }
  return rows;
}

function buildClient(): void {
  const build = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_LOG_LEVEL: 'error' },
  });
  if (build.status !== 0) throw new Error('client build failed');
}

/** Gzipped size of every script the page requested, read from the build so the figure is repeatable. */
async function javascriptLoaded(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  width: number,
): Promise<{ bytes: number; scripts: Set<string> }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  let total = 0;
  for (const script of scripts) total += zlib.gzipSync(fs.readFileSync(path.join(DIST, script))).length;
  return { bytes: total, scripts };
}

async function lighthouseRows(name: string, url: string): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // The default configuration is the mobile preset: a mid-range phone on a slow 4G connection.
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: Object.keys(LIGHTHOUSE_TARGETS),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return Object.entries(LIGHTHOUSE_TARGETS).map(([category, min]) => {
      const score = result.lhr.categories[category]?.score;
      if (score === null || score === undefined)
        return {
          figure: `Lighthouse ${name} ${category}`,
          value: 'no score',
          target: `>= ${min}`,
          status: 'over',
        };
      return row(`Lighthouse ${name} ${category} (mobile)`, Math.round(score * 100), '', { min });
    });
  } finally {
    chrome.kill();
  }
}
