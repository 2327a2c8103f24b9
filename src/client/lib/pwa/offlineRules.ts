/**
 * What the service worker (src/client/sw.ts) keeps for use with no connection, as plain functions both the
 * worker and the page read: the worker to route requests, the page to see what is already kept before it
 * warms the cache (lib/pwa/warmOffline.ts). No DOM, no React, nothing Workbox: both bundles import it.
 * docs/offline.md explains the choices.
 */
import { PARTICIPANT_KEY_HEADER, RATING_KEY_HEADER } from '../../../contract/constants';
import { DEMONSTRATIONS_PATH, DRAWINGS_PATH } from '../../../contract/exerciseMedia';

/** The runtime caches, named with a version so a change of format can start afresh under a new name. */
export const READS_CACHE = 'reads-v1';
export const DRAWINGS_CACHE = 'drawings-v1';

/**
 * Addresses that are never the app's pages: the API (its interactive reference at /api/docs included),
 * tRPC, and files (sw.js, the manifest, drawings, robots.txt: the pages' addresses never hold a dot). A
 * navigation to one of them goes to the network, never to the app shell.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(\/|\?|$)/,
  /^\/trpc(\/|\?|$)/,
  // Workbox matches these against the path and the query string together.
  /^[^?]*\/[^/?]*\.[A-Za-z0-9]+(\?|$)/,
];

/** REST reads that are documents about the API or the server, not data a page shows. */
const UNCACHED_API = /^\/api\/(docs|openapi\.json|health)(\/|$)/;

type RequestLike = { method: string; mode?: string; headers: { get(name: string): string | null } };

/**
 * A read worth keeping for offline use: a same-origin GET of a tRPC query or a REST read, answered from the
 * network when it can be and from the last answer when it cannot. Never a mutation (POST: unlisting and
 * deleting with the management key included), never the plan generation stream (a tRPC subscription over
 * server-sent events: no `batch` parameter, and it asks for text/event-stream). A plan read carrying this
 * device's management key is kept: it is the creator's own plan, on the creator's own device, under the
 * address the plan page asks for offline (src/client/lib/trpc.ts). Never a call carrying a participant's
 * or a rater's key (an answer for that one device).
 */
export function isCachedRead(request: RequestLike, url: URL, origin: string): boolean {
  if (request.method !== 'GET' || url.origin !== origin || request.mode === 'navigate') return false;
  if (request.headers.get('accept')?.includes('text/event-stream')) return false;
  for (const header of [PARTICIPANT_KEY_HEADER, RATING_KEY_HEADER])
    if (request.headers.get(header)) return false;
  // Queries go one per request (lib/trpc.ts), so each read has one stable address to be kept under.
  if (url.pathname.startsWith('/trpc/')) return url.searchParams.get('batch') === '1';
  return url.pathname.startsWith('/api/') && !UNCACHED_API.test(url.pathname);
}

/**
 * An exercise picture (contract/exerciseMedia.ts): a drawing or a demonstration's still, versioned files that
 * never change under one name.
 */
export function isDrawing(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    (url.pathname.startsWith(`${DRAWINGS_PATH}/`) || url.pathname.startsWith(`${DEMONSTRATIONS_PATH}/`))
  );
}

/**
 * The plan a kept read is, when it is a `workouts.byId` read as the tRPC link writes it
 * (`/trpc/workouts.byId?batch=1&input={"0":{"id":"…"}}`); null for any other address.
 */
export function planIdOfRead(address: string): string | null {
  const url = new URL(address, 'http://localhost');
  if (url.pathname !== '/trpc/workouts.byId') return null;
  try {
    const input = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, { id?: unknown }>;
    const id = input['0']?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null; // not an address the link wrote
  }
}

/** The id of the plan a page shows (`/:lang/plan/:id`, and the views under it), else null. */
export function planIdOfPage(pathname: string): string | null {
  return /^\/[a-z]{2}\/plan\/([A-Za-z0-9_-]+)(\/|$)/.exec(pathname)?.[1] ?? null;
}
