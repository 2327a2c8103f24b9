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
    // Listed, as a plan a search engine may find is: an unlisted plan's page is noindex by design, which
    // Lighthouse's SEO score counts against it.
    const plan = await post(server.url, '/api/workouts/generate', {
      name: 'Bench',
      workoutLocation: 'gym',
      workoutDays: 4,
      fitnessLevel: 'beginner',
      listed: true,
    });
    const pages = [
      { name: 'landing page', path: '/en', budget: 150 },
      { name: 'plan page', path: `/en/plan/${plan.id}`, budget: 200 },
    ];
    const browser = await launchBrowser();
    try {
      for (const page of pages)
        for (const width of [390, 1280]) {
          const scripts = await scriptsLoaded(browser, `${server.url}${page.path}`, width);
          rows.push(
            row(`${page.name} JS at ${width} px (gzip)`, gzipBytes(scripts) / 1024, 'kB', {
              max: page.budget,
            }),
          );
          // The history chart's library (about 130 kB gzip) belongs to the history page alone (issue 16).
          if (width === 390) rows.push(chartLibraryRow(page.name, scripts));
          // The guided session's code loads on demand (issue 16): never with the landing or plan page.
          const sessionChunks = scripts.filter((script) => /\/SessionPage-[^/]*\.js$/.test(script));
          rows.push(
            row(`${page.name} at ${width} px loads the session view's chunk`, sessionChunks.length, 'files', {
              max: 0,
            }),
          );
        }
      // The session view itself, for the record: what a visitor's phone fetches to start a workout.
      const session = await scriptsLoaded(browser, `${server.url}/en/plan/${plan.id}/session`, 390);
      rows.push(row('session view JS at 390 px (gzip)', gzipBytes(session) / 1024, 'kB'));
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

/** Every script the page requested until the network was idle, as paths under the build. */
async function scriptsLoaded(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  width: number,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts];
}

/** Gzipped size of the scripts, read from the build so the figure is repeatable. */
function gzipBytes(scripts: string[]): number {
  let total = 0;
  for (const script of scripts) total += zlib.gzipSync(fs.readFileSync(path.join(DIST, script))).length;
  return total;
}

/**
 * Whether the page loaded the chart library: recharts names its elements with `recharts-` classes,
 * strings that survive minification, whichever chunk the bundler puts it in.
 */
function chartLibraryRow(name: string, scripts: string[]): Row {
  const loaded = scripts.some((script) =>
    fs.readFileSync(path.join(DIST, script), 'utf8').includes('recharts-surface'),
  );
  return {
    figure: `${name} loads the chart library (recharts)`,
    value: loaded ? 'loaded' : 'not loaded',
    target: 'not loaded',
    status: loaded ? 'over' : 'ok',
  };
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
