import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { BROWSE_PAGE_SIZE } from '../../../contract/constants';
import type { PlanSummary } from '../../../contract/workout';
import { useTRPC } from '../../lib/trpc';
import { mergeUniqueById } from './mergeWorkouts';

type BrowsePage = { workouts: PlanSummary[]; hasMore: boolean };
/** The parts of a query result the list needs (the full type carries tRPC's error type). */
type PageResult = { data?: BrowsePage; isError: boolean; error: unknown; isFetching: boolean };

export type BrowseState = {
  workouts: PlanSummary[];
  /** No page has arrived yet and one is on its way: show skeletons. */
  initialLoading: boolean;
  /** Any page is being fetched. */
  loading: boolean;
  hasMore: boolean;
  error: unknown;
};

/**
 * Module-level so TanStack Query can keep the combined result stable between renders; a new
 * function each render would rebuild the merged list every time.
 */
function combine(results: PageResult[]): BrowseState {
  const loaded = results.filter((result) => result.data !== undefined);
  const lastLoaded = loaded[loaded.length - 1];
  const error = results.find((result) => result.isError)?.error ?? null;
  const loading = results.some((result) => result.isFetching);
  return {
    workouts: mergeUniqueById(loaded.map((result) => result.data?.workouts ?? [])),
    initialLoading: loaded.length === 0 && loading,
    loading,
    // The last page that arrived decides, so hasMore stays true while the next page is in flight
    // and the Load more button (which may hold keyboard focus) does not vanish.
    hasMore: lastLoaded?.data?.hasMore ?? false,
    error,
  };
}

/**
 * docs/product.md section 4, browse paging: page 1 first, one more page per request while more exist;
 * trying again starts over from page 1. Each page is its own cached query.
 */
export function useBrowsePages() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pageCount, setPageCount] = useState(1);

  const state = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) =>
      trpc.workouts.browse.queryOptions({ page: index + 1, pageSize: BROWSE_PAGE_SIZE }),
    ),
    combine,
  });

  const { loading, hasMore, error } = state;
  const loadMore = useCallback(() => {
    if (loading || !hasMore || error) return;
    setPageCount((count) => count + 1);
  }, [loading, hasMore, error]);

  const tryAgain = useCallback(() => {
    // Drop the later pages from the render first, so the reset below refetches page 1 only.
    flushSync(() => setPageCount(1));
    void queryClient.resetQueries({ queryKey: trpc.workouts.browse.pathKey() });
  }, [queryClient, trpc]);

  return { ...state, loadMore, tryAgain };
}
