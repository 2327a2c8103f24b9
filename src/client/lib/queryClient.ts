import { QueryClient } from '@tanstack/react-query';

/** docs/product.md section 7: no automatic refetch, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
