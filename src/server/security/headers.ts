import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, and a content security policy for the app's pages that allows
 * exactly what the app uses: its own scripts (plus the inline theme script, by hash), Mantine's style
 * tags, video thumbnails and privacy-enhanced video embeds. The API reference page keeps its own needs.
 * When the public address is https, browsers are told to use https only (HSTS) for a year.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { indexHtml: string | undefined; publicUrl: string },
): void {
  const { indexHtml } = options;
  const https = options.publicUrl.startsWith('https://');
  const inlineScripts = inlineScriptBodies(indexHtml ?? '').map(
    (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    'frame-src https://www.youtube-nocookie.com',
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  // Callback-style: an async hook costs every answer a promise and a turn of the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (https) reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', policy);
    }
    done(null, payload);
  });
}

/**
 * The text of each bare `<script>` element, read with indexOf: a lazy `[\s\S]*?` pattern re-scans the
 * rest of the page from every unclosed `<script>` (quadratic; tests/unit/regex-safety.test.ts).
 */
export function inlineScriptBodies(html: string): string[] {
  const open = '<script>';
  const close = '</script>';
  const bodies: string[] = [];
  let at = html.indexOf(open);
  while (at !== -1) {
    const start = at + open.length;
    const end = html.indexOf(close, start);
    if (end === -1) break;
    bodies.push(html.slice(start, end));
    at = html.indexOf(open, end + close.length);
  }
  return bodies;
}
