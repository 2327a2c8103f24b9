import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from '../trpc';
import { isCachedRead, isDrawing, NAVIGATION_DENYLIST, planIdOfPage, planIdOfRead } from './offlineRules';
import { needsOfflineApp, shouldOfferUpdate } from './serviceWorker';

const ORIGIN = 'https://coach.example';

function request(method: string, headers: Record<string, string> = {}, mode = 'cors') {
  return { method, mode, headers: new Headers(headers) };
}
const url = (path: string) => new URL(path, ORIGIN);

/** The addresses the app's own tRPC link asks for, recorded from a stubbed fetch. */
async function addressesOf(run: (client: ReturnType<typeof createTrpcClient>) => Promise<unknown>) {
  const addresses: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      addresses.push(String(input));
      return new Response('{}', { status: 500 });
    }),
  );
  await run(createTrpcClient(ORIGIN)).catch(() => undefined);
  return addresses;
}

describe('what the service worker keeps for offline use', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps tRPC queries and REST reads, never mutations, the generation stream or the API reference', () => {
    const plan = '/trpc/workouts.byId?batch=1&input=%7B%220%22%3A%7B%22id%22%3A%22abc%22%7D%7D';
    expect(isCachedRead(request('GET'), url(plan), ORIGIN)).toBe(true);
    expect(isCachedRead(request('GET'), url('/api/workouts/abcdefghijkl'), ORIGIN)).toBe(true);
    // A mutation goes by POST.
    expect(isCachedRead(request('POST'), url('/trpc/ratings.add?batch=1'), ORIGIN)).toBe(false);
    // The plan generation stream: a subscription over server-sent events, with no batch parameter.
    const stream = '/trpc/workouts.generateStream?input=%7B%7D';
    expect(isCachedRead(request('GET', { accept: 'text/event-stream' }), url(stream), ORIGIN)).toBe(false);
    expect(isCachedRead(request('GET'), url(stream), ORIGIN)).toBe(false);
    // The creator's device reads its own plan with the key, and keeps it for use offline (issue 27).
    expect(isCachedRead(request('GET', { 'x-management-key': 'secret' }), url(plan), ORIGIN)).toBe(true);
    for (const path of ['/api/docs', '/api/docs/static/x.js', '/api/openapi.json', '/api/health'])
      expect(isCachedRead(request('GET'), url(path), ORIGIN), path).toBe(false);
    // Another site's answers, and pages (navigations), are not reads.
    expect(isCachedRead(request('GET'), new URL(plan, 'https://elsewhere.example'), ORIGIN)).toBe(false);
    expect(isCachedRead(request('GET', {}, 'navigate'), url('/api/workouts/abc'), ORIGIN)).toBe(false);
  });

  it('serves the app shell for pages only: not the API, its reference, tRPC or files', () => {
    const denied = (address: string) => {
      const { pathname, search } = url(address);
      return NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname + search));
    };
    for (const page of ['/', '/en', '/es/plan/abcdefghijkl', '/en/plan/abc/session', '/en/my-workouts?tab=1'])
      expect(denied(page), page).toBe(false);
    for (const other of [
      '/api',
      '/api/docs',
      '/api/workouts/abc/pdf?language=en',
      '/trpc/workouts.byId',
      '/sw.js',
      '/manifest.webmanifest',
      '/exercises/v1/0122-start.svg',
      '/robots.txt',
    ])
      expect(denied(other), other).toBe(true);
  });

  it('recognises the exercise drawings of this site only', () => {
    expect(isDrawing(url('/exercises/v1/0122-start.svg'), ORIGIN)).toBe(true);
    expect(isDrawing(url('/exercises/LICENSE.md'), ORIGIN)).toBe(false);
    expect(isDrawing(url('/media/demonstrations/v2/goblet-squat-1.svg'), ORIGIN)).toBe(true);
    expect(isDrawing(url('/media/other/goblet-squat-1.svg'), ORIGIN)).toBe(false);
    expect(isDrawing(new URL('https://elsewhere.example/exercises/v1/0122-start.svg'), ORIGIN)).toBe(false);
  });

  it('sends each query alone, so a plan read has the same address whatever the page asks for with it', async () => {
    const addresses = await addressesOf((client) =>
      Promise.all([client.workouts.byId.query({ id: 'p4Nd8QaZ2rTy6uVw' }), client.system.siteInfo.query()]),
    );
    expect(addresses).toHaveLength(2);
    const read = addresses.find((address) => address.includes('workouts.byId'));
    expect(read).toBeDefined();
    // The address the warming code finds the plan under is the one the link writes.
    expect(planIdOfRead(read!)).toBe('p4Nd8QaZ2rTy6uVw');
    expect(isCachedRead(request('GET'), new URL(read!), ORIGIN)).toBe(true);
    expect(planIdOfRead(`${ORIGIN}/trpc/ratings.list?batch=1&input=%7B%7D`)).toBeNull();
  });

  it('finds the plan a page shows, the views under it included', () => {
    expect(planIdOfPage('/es/plan/p4Nd8QaZ2rTy6uVw')).toBe('p4Nd8QaZ2rTy6uVw');
    expect(planIdOfPage('/en/plan/p4Nd8QaZ2rTy6uVw/session')).toBe('p4Nd8QaZ2rTy6uVw');
    expect(planIdOfPage('/en/challenge/p4Nd8QaZ2rTy6uVw')).toBeNull();
    expect(planIdOfPage('/en/my-workouts')).toBeNull();
  });

  it('offers a waiting new version anywhere but on the guided session, and only once one waits', () => {
    expect(shouldOfferUpdate(true, '/en/plan/p4Nd8QaZ2rTy6uVw')).toBe(true);
    expect(shouldOfferUpdate(true, '/es/my-workouts')).toBe(true);
    expect(shouldOfferUpdate(true, '/en/plan/p4Nd8QaZ2rTy6uVw/session')).toBe(false);
    expect(shouldOfferUpdate(true, '/es/plan/p4Nd8QaZ2rTy6uVw/session/')).toBe(false);
    // The history view is not a session: a reload there loses nothing.
    expect(shouldOfferUpdate(true, '/en/plan/p4Nd8QaZ2rTy6uVw/history')).toBe(true);
    expect(shouldOfferUpdate(false, '/en/plan/p4Nd8QaZ2rTy6uVw')).toBe(false);
  });
});

describe('when a visit starts the service worker', () => {
  it("on a plan's pages, with a plan saved on the device, or when the worker already serves the page", () => {
    for (const page of ['/es/plan/abc123/session', '/en/plan/abc123', '/en/challenge/xyz', '/es/my-workouts'])
      expect(needsOfflineApp(page, 0, false), page).toBe(true);
    expect(needsOfflineApp('/en', 1, false)).toBe(true);
    expect(needsOfflineApp('/en/blog', 0, true)).toBe(true);
  });

  it('not for a first look at the landing page, the blog or the community lists', () => {
    for (const page of ['/', '/en', '/es/blog', '/en/browse', '/en/planner', '/en/plans'])
      expect(needsOfflineApp(page, 0, false), page).toBe(false);
  });
});
