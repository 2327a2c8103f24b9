import { QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchStreamLink,
  httpLink,
  httpSubscriptionLink,
  splitLink,
} from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { MANAGEMENT_KEY_HEADER } from '../../contract/constants';
import type { AppRouter } from '../../server/trpc/router';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The management key a call carries (`{ context: { managementKey } }`), sent as a header, never in a URL. */
function managementKeyOf(operation: { context: Record<string, unknown> }): string | undefined {
  const key = operation.context.managementKey;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Queries and mutations go batched and streamed; subscriptions (plan generation) go over SSE. A call
 * that carries a plan's management key goes alone, with the key in its header, so that it never
 * shares a request with another call.
 */
export function createTrpcClient(baseUrl = '') {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (operation) => operation.type === 'subscription',
        true: httpSubscriptionLink({ url: `${baseUrl}/trpc` }),
        false: splitLink({
          condition: (operation) => managementKeyOf(operation) !== undefined,
          true: httpLink({
            url: `${baseUrl}/trpc`,
            headers: ({ op }) => ({ [MANAGEMENT_KEY_HEADER]: managementKeyOf(op) ?? '' }),
          }),
          false: httpBatchStreamLink({ url: `${baseUrl}/trpc` }),
        }),
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
