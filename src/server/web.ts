import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translateBlogPath } from '../content/blog/slugs';
import type { Language } from '../contract/constants';
import { PAGES, pageOf } from '../contract/routes';
import { LANGUAGE_SEGMENT } from '../contract/site';
import type { Sql } from './db/connection';
import type { PageDrawing } from './prerender';
import { metaForPath, renderHead } from './share/previews';

/** Paths the client router knows (src/contract/routes.ts); anything else gets 'Page Not Found' with a 404. */

export function isClientRoute(pathname: string): boolean {
  if (pathname === '/') return true;
  const [, first = '', ...rest] = pathname.split('/');
  if (!LANGUAGE_SEGMENT.test(first)) return false;
  const remainder = rest.length ? `/${rest.join('/')}` : '';
  return pageOf(remainder) !== null;
}

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The scripts a page will ask for only after the entry has run (the route's language catalogues, its page
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
  const catalogue = (name: string) => manifest[`../../locales/${language}/${name}.po`]?.file;
  // The lazily loaded page module of the route (src/contract/routes.ts), as the build names it.
  const name = pageOf(pathname.split('/').slice(2).join('/'));
  const page = name && name !== 'home' ? PAGES[name].module : undefined;
  // Every page needs the frame's text; pages other than the landing page their own and the shared
  // labels (lingui.config.ts), and the training history its catalogue besides.
  const entry: { module: string; catalogue?: string } | undefined =
    name && name !== 'home' ? PAGES[name] : undefined;
  const own = entry?.catalogue;
  for (const file of [
    catalogue('messages'),
    page ? catalogue('labels') : undefined,
    page ? catalogue('pages') : undefined,
    own ? catalogue(own) : undefined,
  ])
    if (file) wanted.add(file);
  if (page) collect(page, wanted);
  return [...wanted].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
}

/** Files of the build served under the same name by every version (vite.config.ts, installableApp). */
const UNVERSIONED_FILES = new Set(['sw.js', 'manifest.webmanifest']);

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
    /** Charges a page to the client's budget; false when it is over and the refusal is sent (app.ts). */
    chargePage?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
    /** The first view and opening data of the pages drawn on the server (src/server/prerender.ts). */
    drawPage?: (
      request: FastifyRequest,
      pathname: string,
      search: string,
    ) => Promise<PageDrawing | undefined>;
  },
): Promise<void> {
  const indexHtml = options.clientDir ? await readIndexHtml(options.clientDir) : undefined;
  const manifest = options.clientDir ? await readManifest(options.clientDir) : {};

  const clientDir = options.clientDir;
  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies of scripts and styles (vite.config.ts, precompress).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // The service worker and the web app manifest keep their names from one version to the next: the
        // browser asks again each time, so a new deploy reaches installed apps (docs/offline.md).
        if (UNVERSIONED_FILES.has(path.relative(clientDir, filePath))) {
          reply.header('cache-control', 'no-cache');
          return;
        }
        // Exercise drawings live under a versioned folder (DRAWINGS_PATH), renamed whenever they change.
        const hashed =
          filePath.includes(`${path.sep}assets${path.sep}`) ||
          filePath.includes(`${path.sep}exercises${path.sep}v`);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/trpc');
    if (isApi || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: 'Not found.', message: 'Not found.', code: 'NOT_FOUND' });
    }
    // An article opened on its slug in the other language (Spanish articles once lived on English
    // slugs) moves for good to its own address, which search engines then keep.
    const blogPath = /^\/(en|es)\/(blog\/[a-z0-9-]+\/?)$/.exec(pathname);
    if (blogPath) {
      const own = translateBlogPath(blogPath[2]!, blogPath[1] as Language);
      if (own !== blogPath[2]) {
        const query = search ? `?${search}` : '';
        return reply.redirect(`/${blogPath[1]}/${own}${query}`, 301);
      }
    }
    if (options.chargePage && !(await options.chargePage(request, reply))) return reply;
    // Pasted links get a real preview without JavaScript: title, description, Open Graph, hreflang.
    const { language, meta, notFound } = await metaForPath(options.sql, pathname);
    const preloads = preloadsFor(manifest, pathname, language)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('\n    ');
    const drawing = await options.drawPage?.(request, pathname, search);
    let html = renderHead(indexHtml, { publicUrl: options.publicUrl, pathname, language, meta })
      // A function, not a replacement string: the data script holds visitors' text, and `$'` in it would
      // otherwise expand into the rest of the page.
      .replace('</head>', () => `  ${preloads}${drawing ? `\n    ${drawing.data}` : ''}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${drawing?.root ?? ''}</div>`);
    if (drawing?.root) html = deferScripts(html);
    const { encoding, body } = compressHtml(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    // An unlisted plan's page (and a challenge on one) is private to whoever has the link: the header
    // says so to crawlers that read headers only, the robots meta tag (renderHead) to the rest.
    if (meta.noindex) reply.header('x-robots-tag', 'noindex');
    return reply
      .status(isClientRoute(pathname) && !notFound ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}

// The tag with its own line break and indent, if any: a leading `\s*` would be tried from every blank of
// the page and re-read the run each time (quadratic on text with long runs of spaces).
const MODULE_TAGS =
  /(?:\n[ \t]*)?<(script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g;

/**
 * A page drawn on the server needs its scripts to respond, not to appear: its entry and preloads move
 * into a list (entry first) that index.html's loader starts after the first paint, so on a slow connection
 * they neither share the bandwidth the stylesheet needs nor hold the paint back while they run.
 */
function deferScripts(html: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html.replace(MODULE_TAGS, (_tag, kind: string, src: string) => {
    (kind.startsWith('script') ? entries : preloads).push(src);
    return '';
  });
  const list = JSON.stringify([...entries, ...preloads]);
  return rest.replace(
    '</head>',
    () => `  <script id="deferred-scripts" type="application/json">${list}</script>\n  </head>`,
  );
}

export async function readIndexHtml(clientDir: string): Promise<string | undefined> {
  try {
    return await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

async function readManifest(clientDir: string): Promise<Manifest> {
  try {
    return JSON.parse(await fs.readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {}; // no manifest (a hand-made client directory): the page still works, one round trip slower
  }
}
