import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../src/content/blog/posts';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/connection';
import { openTestApp, type TestApp, testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { checkApiAnswers } from '../helpers/openapi-validator';

describe.each(testDatabaseTargets())('the server on the $name database', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await openTestApp(target);
  });
  afterAll(() => server.close());

  it('reports the database as reachable on /api/health', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'reachable', databaseKind: target.name });
  });

  it('answers the same procedure over /trpc', async () => {
    const response = await server.app.inject({ url: '/trpc/system.health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toMatchObject({ status: 'ok', database: 'reachable' });
  });

  it('counts listed plans created in the last seven days from the database', async () => {
    const before = (await server.app.inject({ url: '/api/site' })).json().plansThisWeek;
    expect(before).toBe(0);
    await server.db.sql`
      insert into workout_plans (id, language, user_name, generator, fitness_goal, fitness_level, focus_area,
        workout_style, days_per_week, time_per_session, session_minutes, overview, plan, request, created_at, listed)
      values
        ('recentplan0001', 'en', 'Ana', 'builtin', 'muscle', 'beginner', 'full-body', 'traditional', 3, '45 minutes', 45, 'x', '{}', '{}', now(), true),
        ('oldplan0000001', 'en', 'Ben', 'builtin', 'muscle', 'beginner', 'full-body', 'traditional', 3, '45 minutes', 45, 'x', '{}', '{}', now() - interval '8 days', true),
        ('privateplan001', 'en', 'Cy', 'builtin', 'muscle', 'beginner', 'full-body', 'traditional', 3, '45 minutes', 45, 'x', '{}', '{}', now(), false)`;
    const after = (await server.app.inject({ url: '/api/site' })).json().plansThisWeek;
    expect(after).toBe(1);
  });

  it('documents every REST procedure in the OpenAPI document', async () => {
    const response = await server.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    // Relative to the host that serves it, so the docs page's "Try it" works wherever it is read.
    expect(document.servers).toEqual([{ url: '/api', description: 'This server' }]);
    const operations = Object.values(
      document.paths as Record<string, Record<string, { summary?: string; tags?: string[] }>>,
    ).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      expect(operation.summary, JSON.stringify(operation)).toBeTruthy();
      expect(operation.tags?.length, JSON.stringify(operation)).toBeGreaterThan(0);
    }
    expect(document.paths['/health'].get.responses['200'].content['application/json'].schema).toBeDefined();
  });

  it('serves the interactive API reference at /api/docs', async () => {
    const response = await server.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('/api/openapi.json');
  });

  it('answers unknown /api paths with a JSON 404 that carries an error sentence', async () => {
    for (const url of ['/api/nothing-here', '/api']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: expect.any(String), code: 'NOT_FOUND' });
    }
  });

  it('answers a malformed JSON body with a 400 JSON error, not a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/JSON/);
  });
});

describe('when the database is unreachable', () => {
  it('reports 503 and an unhealthy database on /api/health, with no internals in the body', async () => {
    const db = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:9/none', poolSize: 1 });
    const app = checkApiAnswers(await buildApp({ db, config: testConfig() }));
    try {
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unhealthy', database: 'unreachable' });
      const site = await app.inject({ url: '/api/site' });
      expect(site.statusCode).toBe(503);
      expect(site.json().error).toBe('The database is unavailable right now. Please try again in a moment.');
      expect(site.body).not.toMatch(/ECONNREFUSED|at .*\.ts|select/i);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

const UNDRAWABLE_PLAN = 'undrawable-plan-id';

function deferredScripts(html: string): string[] {
  const list = /<script id="deferred-scripts" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}

type PreloadedQueries = { queries: { queryKey: unknown; state: { data: unknown } }[] };
function preloadedQueries(html: string): PreloadedQueries {
  const element = /<script id="preloaded-queries" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(element, 'the page carries its query data').not.toBeNull();
  return JSON.parse(element![1]!) as PreloadedQueries;
}

describe('serving the built client', () => {
  let clientDir: string;
  let server: TestApp;
  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'client-'));
    await fs.mkdir(path.join(clientDir, 'assets'));
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell" />' +
        '<script type="module" crossorigin src="/assets/main-abc123.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    // Stands in for dist/ssr/prerender.js (the real one is drawn and checked in tests/e2e/shell.test.ts):
    // it draws what it was given, and fails for one plan, as a broken page component would.
    await fs.writeFile(
      path.join(clientDir, 'prerender.mjs'),
      `export async function prerender({ pathname, language, queries }) {
         if (pathname.endsWith('${UNDRAWABLE_PLAN}')) throw new Error('cannot draw this page');
         return '<main>drawn ' + language + ' ' + pathname + ' with ' + queries.queries.length + ' queries</main>';
       }`,
    );
    await fs.writeFile(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(clientDir, 'robots.txt'), 'User-agent: *');
    await fs.writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await fs.writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Workout Coach"}');
    await fs.mkdir(path.join(clientDir, '.vite'));
    await fs.writeFile(
      path.join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/main-abc123.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-1.js' },
        '_plan-only.js': { file: 'assets/plan-only-2.js', imports: ['_shared.js'] },
        'pages/PlanPage.tsx': { file: 'assets/PlanPage-3.js', imports: ['_plan-only.js', '_shared.js'] },
        '../../locales/en/messages.po': { file: 'assets/messages-en.js' },
        '../../locales/es/messages.po': { file: 'assets/messages-es.js' },
        '../../locales/en/labels.po': { file: 'assets/labels-en.js' },
        '../../locales/es/labels.po': { file: 'assets/labels-es.js' },
        '../../locales/en/pages.po': { file: 'assets/pages-en.js' },
        '../../locales/es/pages.po': { file: 'assets/pages-es.js' },
      }),
    );
    server = await openTestApp(testDatabaseTargets()[0]!, {
      clientDir,
      prerenderEntry: path.join(clientDir, 'prerender.mjs'),
    });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and revalidates index.html', async () => {
    const asset = await server.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await server.app.inject({ url: '/en/browse' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the web app manifest with their types, asked for afresh on every visit', async () => {
    // Both keep their names across versions; a cached copy would keep an installed app on an old one.
    const worker = await server.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await server.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // Other files keep their hour; the pages their revalidation.
    const robots = await server.app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("preloads the route's language catalogue and page chunk, and nothing the entry already loads", async () => {
    // A page the browser draws (not the landing or a plan page) lists its preloads in the head.
    const blog = await server.app.inject({ url: '/es/blog' });
    const preloaded = [...blog.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded.sort()).toEqual([
      '/assets/labels-es.js',
      '/assets/messages-es.js',
      '/assets/pages-es.js',
    ]);
    const plan = await server.app.inject({ url: '/es/plan/abcdefghijkl' });
    expect(deferredScripts(plan.body).sort()).toEqual(
      [
        '/assets/PlanPage-3.js',
        '/assets/main-abc123.js',
        '/assets/labels-es.js',
        '/assets/messages-es.js',
        '/assets/pages-es.js',
        '/assets/plan-only-2.js',
      ].sort(),
    );
    // The landing page needs only the frame's text (its showcase and dialogs load the labels later).
    const landing = await server.app.inject({ url: '/en' });
    expect(deferredScripts(landing.body)).toEqual(['/assets/main-abc123.js', '/assets/messages-en.js']);
  });

  it('draws the landing and plan pages on the server and starts their scripts after the first paint', async () => {
    const landing = await server.app.inject({ url: '/es' });
    // Its two reads: the site information and the example plan its hero shows.
    expect(landing.body).toContain('<div id="root"><main>drawn es /es with 2 queries</main></div>');
    // No script tag left to load at once: the entry comes first in the list the loader reads.
    expect(landing.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(deferredScripts(landing.body)[0]).toBe('/assets/main-abc123.js');
    // The questionnaire and the other pages are the browser's to draw.
    for (const url of ['/es?create=true', '/es/browse', '/es/my-workouts']) {
      const page = await server.app.inject({ url });
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain('<script type="module" crossorigin src="/assets/main-abc123.js">');
    }
  });

  it('still serves a plan page, with its data, when drawing it on the server fails', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Bo', workoutLocation: 'home' },
    });
    const id = created.json().id as string;
    const drawn = await server.app.inject({ url: `/en/plan/${id}` });
    expect(drawn.body).toContain(`drawn en /en/plan/${id} with 2 queries`);

    const failing = await server.app.inject({ url: `/en/plan/${UNDRAWABLE_PLAN}` });
    // No such plan: a 404 (tests/integration/unknown-pages.test.ts), and still the app's shell.
    expect(failing.statusCode).toBe(404);
    expect(failing.body).toContain('<div id="root"></div>');
    expect(failing.body).toContain('<script type="module" crossorigin src="/assets/main-abc123.js">');
    expect(preloadedQueries(failing.body).queries).toHaveLength(1); // the site information; no such plan
  });

  it("puts the plan in its link's page exactly as the API answers it, escaped and without the email", async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Ana </script><script>alert(1)</script>', email: 'ana.private@example.com' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const page = await server.app.inject({ url: `/es/plan/${id}` });
    const queries = preloadedQueries(page.body).queries;
    const planQuery = queries.find((query) => JSON.stringify(query.queryKey).includes('byId'));
    const api = await server.app.inject({ url: `/api/workouts/${id}` });
    expect(planQuery?.state.data).toEqual(api.json());
    expect(planQuery?.queryKey).toEqual([['workouts', 'byId'], { input: { id }, type: 'query' }]);
    const site = await server.app.inject({ url: '/api/site' });
    expect(queries.find((query) => JSON.stringify(query.queryKey).includes('siteInfo'))?.state.data).toEqual(
      site.json(),
    );
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('ana.private@example.com');

    const unknown = await server.app.inject({ url: '/en/plan/abcdefghijklmnop' });
    expect(JSON.stringify(preloadedQueries(unknown.body))).not.toContain('byId');
  });

  it('compresses the HTML for browsers that accept it', async () => {
    const page = await server.app.inject({ url: '/en', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<html lang="en"');
  });

  it('falls back to index.html for app routes, in the route language', async () => {
    const spanish = await server.app.inject({ url: '/es/browse' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es"');
    expect((await server.app.inject({ url: '/' })).statusCode).toBe(200);
  });

  it('answers a shared plan link with its own escaped title, description, Open Graph and hreflang tags', async () => {
    const plan = (
      await server.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        payload: { name: '<script>alert(1)</script> Ana', language: 'es', workoutDays: 4 },
      })
    ).json();
    const page = await server.app.inject({ url: `/es/plan/${plan.id}` });
    expect(page.statusCode).toBe(200);
    const head = page.body;
    expect(head).toContain('<html lang="es"');
    expect(head).toContain(
      '<title>Plan de 4 días (ganar músculo) de &lt;script&gt;alert(1)&lt;/script&gt; Ana · Workout Coach</title>',
    );
    expect(head).not.toContain('<script>alert(1)</script>');
    expect(head).toContain(`<meta property="og:url" content="http://plans.test/es/plan/${plan.id}" />`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="en" href="http://plans.test/en/plan/${plan.id}" />`,
    );
    expect(head).toMatch(/<meta property="og:description" content="[^"]{20,}"/);
    const unknown = await server.app.inject({ url: '/en/plan/AAAAAAAAAAAAAAAA' });
    expect(unknown.body).toContain('<title>Workout Coach: free personalised workout plans</title>');
  });

  it('serves Spanish articles on Spanish slugs, moving old English-slug Spanish links there for good', async () => {
    const { slugs, es } = BLOG_POSTS.find((post) => post.id === 4)!;
    const old = await server.app.inject({ url: `/es/blog/${slugs.en}?ref=x` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/es/blog/${slugs.es}?ref=x`);
    const wrongWay = await server.app.inject({ url: `/en/blog/${slugs.es}` });
    expect(wrongWay.statusCode).toBe(301);
    expect(wrongWay.headers.location).toBe(`/en/blog/${slugs.en}`);
    const page = await server.app.inject({ url: `/es/blog/${slugs.es}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${es.title} · Workout Coach</title>`);
    expect(page.body).toContain(`hreflang="en" href="http://plans.test/en/blog/${slugs.en}"`);
    expect(page.body).toContain(`hreflang="es" href="http://plans.test/es/blog/${slugs.es}"`);
  });

  it('gives unknown pages a 404 status while still serving the app, which shows Page Not Found', async () => {
    for (const url of ['/en/no-such-page', '/not/a/route']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});
