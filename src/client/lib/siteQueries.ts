import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../contract/constants';

/**
 * The queries the frame, the landing page's first view and the plan page's first view show, without the
 * tRPC client on the page (lib/trpc.ts): their data arrives with the page (src/server/prerender.ts), and
 * the client loads only if a query has to ask or the visitor does something that calls the server. The keys are the ones @trpc/tanstack-react-query gives the same procedures, so
 * the server's preloaded data and the pages' own queries share the cache entries
 * (tests/unit/site-queries.test.ts compares them).
 */
export function procedureQueryKey(path: string, input?: unknown): QueryKey {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

/** The key tRPC gives every query of a procedure, whatever its input (its `pathKey()`). */
export function procedurePathKey(path: string): QueryKey {
  return [path.split('.')];
}

/** The tRPC client, loaded the first time a page must ask the server. */
export async function loadTrpcClient() {
  const { trpcClient } = await import('./trpc');
  return trpcClient();
}
const client = loadTrpcClient;

/** Site configuration (beta end, award, support and social links) and the live plans-this-week figure. */
export function useSiteInfo() {
  return useQuery({
    queryKey: procedureQueryKey('system.siteInfo'),
    queryFn: async ({ signal }) => (await client()).system.siteInfo.query(undefined, { signal }),
  });
}

/** The example plan the landing page's hero shows (the built-in coach's beginner at home). */
export function useExamplePlan(language: Language, enabled = true) {
  return useQuery({
    queryKey: procedureQueryKey('system.examplePlan', { language }),
    queryFn: async ({ signal }) => (await client()).system.examplePlan.query({ language }, { signal }),
    enabled,
  });
}

/** A plan by its id: the plan page and what changes the plan on it (its weeks, listed, deleted). */
export function planQuery(id: string) {
  return queryOptions({
    queryKey: procedureQueryKey('workouts.byId', { id }),
    queryFn: async ({ signal }) => (await client()).workouts.byId.query({ id }, { signal }),
  });
}
