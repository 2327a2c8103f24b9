import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../contract/constants';
import { LANGUAGE_SEGMENT } from '../contract/site';
import type { Sql } from './db/connection';
import { metaForPath, renderHead } from './share/previews';

/** Paths the client router knows; anything else gets the app's 'Page Not Found' with a 404 status. */
const ROUTES_UNDER_LANGUAGE = [
  /^\/?$/,
  /^\/(plan|challenge)\/[A-Za-z0-9_-]+\/?$/,
  /^\/(my-workouts|browse|blog)\/?$/,
  /^\/blog\/[a-z0-9-]+\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  if (pathname === '/') return true;
  const [, first = '', ...rest] = pathname.split('/');
  if (!LANGUAGE_SEGMENT.test(first)) return false;
  const remainder = rest.length ? `/${rest.join('/')}` : '';
  return ROUTES_UNDER_LANGUAGE.some((pattern) => pattern.test(remainder));
}

/** The lazily loaded page module of each route section (src/client/routes.tsx), as the build names it. */
const PAGE_MODULES: Record<string, string> = {
  plan: 'pages/PlanPage.tsx',
  challenge: 'pages/ChallengePage.tsx',
  'my-workouts': 'pages/MyWorkoutsPage.tsx',
  browse: 'pages/BrowsePage.tsx',
  blog: 'pages/BlogPage.tsx',
};

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The scripts a page will ask for only after the entry has run (the route's language catalogue, its page
 * chunk and that chunk's imports), announced up front as modulepreload links so the browser fetches them
 * alongside the entry instead of one round trip later. Read from Vite's build manifest.
 */
export function preloadsFor(manifest: Manifest, pathname: string, language: Language): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', entryFiles);
  const wanted = new Set<string>();
  const catalogue = manifest[`../../locales/${language}/messages.po`];
  if (catalogue) wanted.add(catalogue.file);
  const [, , section = '', detail] = pathname.split('/');
  const page = section === 'blog' && detail ? 'pages/BlogPostPage.tsx' : PAGE_MODULES[section];
  if (page) collect(page, wanted);
  return [...wanted].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
}

/** Brotli, else gzip, for the HTML shell (scripts and styles are compressed at build time). */
function compressHtml(html: string, acceptEncoding: string | undefined) {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted))
    return {
      encoding: 'br',
      body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: zlib.gzipSync(html) };
  return { encoding: undefined, body: html };
}

/**
 * Production: the same process serves the built client, compressed ahead of time. Hashed assets are
 * cached for a year; index.html is never cached, so a new deploy is picked up at once.
 */
export async function registerWebClient(
  app: FastifyInstance,
  options: {
    clientDir?: string | undefined;
    sql: Sql;
    publicUrl: string;
    /** A plan as the API answers it, put in a plan link's page so it renders without another request. */
    readPlan?: (request: FastifyRequest, id: string) => Promise<unknown>;
  },
): Promise<void> {
  const indexHtml = options.clientDir ? await readIndexHtml(options.clientDir) : undefined;
  const manifest = options.clientDir ? await readManifest(options.clientDir) : {};

  if (options.clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies of scripts and styles (vite.config.ts, precompress).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/trpc');
    if (isApi || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: 'Not found.', message: 'Not found.', code: 'NOT_FOUND' });
    }
    // Pasted links get a real preview without JavaScript: title, description, Open Graph, hreflang.
    const { language, meta } = await metaForPath(options.sql, pathname);
    const preloads = preloadsFor(manifest, pathname, language)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('\n    ');
    const preloadedPlan = options.readPlan ? await planScript(request, pathname, options.readPlan) : '';
    const html = renderHead(indexHtml, { publicUrl: options.publicUrl, pathname, language, meta }).replace(
      '</head>',
      `  ${preloads}${preloadedPlan}\n  </head>`,
    );
    const { encoding, body } = compressHtml(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}

export async function readIndexHtml(clientDir: string): Promise<string | undefined> {
  try {
    return await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * A plan link's page carries the plan itself as inert JSON (read by src/client/lib/preloadedPlan.ts), so
 * the plan appears as soon as the scripts run, without a further request. Every `<` is escaped so no
 * text in a plan can close the script element. Unknown or malformed ids carry nothing.
 */
async function planScript(
  request: FastifyRequest,
  pathname: string,
  readPlan: (request: FastifyRequest, id: string) => Promise<unknown>,
): Promise<string> {
  const [, , section, id] = pathname.split('/');
  if (section !== 'plan' || !id || !isClientRoute(pathname)) return '';
  try {
    const plan = await readPlan(request, id);
    const json = JSON.stringify(plan).replace(/</g, '\\u003c');
    return `\n    <script id="preloaded-plan" type="application/json">${json}</script>`;
  } catch {
    return ''; // not found, malformed or the database is away: the page asks and shows its own state
  }
}

async function readManifest(clientDir: string): Promise<Manifest> {
  try {
    return JSON.parse(await fs.readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {}; // no manifest (a hand-made client directory): the page still works, one round trip slower
  }
}
