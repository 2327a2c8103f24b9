import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { Language } from '../../contract/constants';

/**
 * The queries the frame and the landing page's first view show, without the tRPC client on the page
 * (lib/trpc.ts): their data arrives with the page (src/server/prerender.ts), and the client loads only
 * if a query has to ask. The keys are the ones @trpc/tanstack-react-query gives the same procedures, so
 * the server's preloaded data and the pages' own queries share the cache entries
 * (tests/unit/site-queries.test.ts compares them).
 */
export function procedureQueryKey(path: string, input?: unknown): QueryKey {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

async function client() {
  const { trpcClient } = await import('./trpc');
  return trpcClient();
}

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
