import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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

/**
 * Production: the same process serves the built client, compressed ahead of time. Hashed assets are
 * cached for a year; index.html is never cached, so a new deploy is picked up at once.
 */
export async function registerWebClient(
  app: FastifyInstance,
  options: { clientDir?: string | undefined; sql: Sql; publicUrl: string },
): Promise<void> {
  const indexHtml = options.clientDir ? await readIndexHtml(options.clientDir) : undefined;

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
    const html = renderHead(indexHtml, { publicUrl: options.publicUrl, pathname, language, meta });
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}

export async function readIndexHtml(clientDir: string): Promise<string | undefined> {
  try {
    return await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
