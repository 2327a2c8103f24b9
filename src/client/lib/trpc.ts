import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchStreamLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Queries and mutations go batched and streamed; subscriptions (plan generation) go over SSE. */
export function createTrpcClient(baseUrl = '') {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (operation) => operation.type === 'subscription',
        true: httpSubscriptionLink({ url: `${baseUrl}/trpc` }),
        false: httpBatchStreamLink({ url: `${baseUrl}/trpc` }),
      }),
    ],
  });
}

/** docs/product.md section 7: no automatic refetch, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
