import { type UseQueryOptions, useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { mergeUniqueById } from '../features/browse/mergeWorkouts';

/** The parts of a query result the list needs (the full type carries tRPC's error type). */
type PageResult<Page> = {
  data?: Page;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch(): unknown;
};

export type PagedList<Item> = {
  items: Item[];
  /** No page has arrived yet and one is on its way: show skeletons. */
  initialLoading: boolean;
  /** Any page is being fetched ("Show more" says so). */
  loading: boolean;
  /** The last page that arrived says another follows. */
  hasMore: boolean;
  error: unknown;
  showMore(): void;
  /** Fetches again the pages that failed. */
  tryAgain(): void;
};

/**
 * A plan's ratings or challenges a page at a time (README "Lists and paging"): page 1 first, one more
 * page each "Show more" while `hasMore`. Each page is its own cached query, so invalidating the list's
 * key (a new rating, a deleted challenge) refreshes every page shown; an item that moved onto the next
 * page while someone read is shown once (mergeUniqueById).
 */
export function usePagedList<Page extends { hasMore: boolean }, Item extends { id: string }>(
  // biome-ignore lint/suspicious/noExplicitAny: tRPC's queryOptions carry their own error and key types
  optionsFor: (page: number) => UseQueryOptions<Page, any, Page, any>,
  itemsOf: (page: NoInfer<Page>) => Item[],
): PagedList<Item> {
  const [pageCount, setPageCount] = useState(1);
  const combine = useCallback(
    (results: PageResult<Page>[]) => {
      const loaded = results.filter((result) => result.data !== undefined);
      const loading = results.some((result) => result.isFetching);
      return {
        items: mergeUniqueById(loaded.map((result) => itemsOf(result.data as Page))),
        initialLoading: loaded.length === 0 && loading,
        loading,
        // The last page that arrived decides, so the button (which may hold focus) stays while the next loads.
        hasMore: loaded[loaded.length - 1]?.data?.hasMore ?? false,
        error: results.find((result) => result.isError)?.error ?? null,
        failed: results.filter((result) => result.isError),
      };
    },
    [itemsOf],
  );
  const { failed, ...state } = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => optionsFor(index + 1)),
    combine,
  });
  const { loading, hasMore, error } = state;
  const showMore = useCallback(() => {
    if (loading || !hasMore || error) return;
    setPageCount((count) => count + 1);
  }, [loading, hasMore, error]);
  const tryAgain = useCallback(() => {
    for (const result of failed) void result.refetch();
  }, [failed]);
  return { ...state, showMore, tryAgain };
}
