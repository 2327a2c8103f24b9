import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchStreamLink,
  httpLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCClient,
} from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { MANAGEMENT_KEY_HEADER, PARTICIPANT_KEY_HEADER, RATING_KEY_HEADER } from '../../contract/constants';
import type { AppRouter } from '../../server/trpc/router';
import { savedManagementKey } from './deviceStorage';

/**
 * The private keys a call can carry (`{ context: { managementKey } }`, `participantKey`, `ratingKey`), each
 * sent in its header, never in a URL.
 */
const KEY_HEADERS = {
  managementKey: MANAGEMENT_KEY_HEADER,
  participantKey: PARTICIPANT_KEY_HEADER,
  ratingKey: RATING_KEY_HEADER,
} as const;

function keyHeadersOf(operation: { context: Record<string, unknown> }): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(KEY_HEADERS)) {
    const key = operation.context[name];
    if (typeof key === 'string') headers[header] = key;
  }
  return headers;
}

/**
 * Reads of one plan that answer its creator with everything (src/contract/privacy.ts): the plan, its
 * progression, the email of it. On the device that made the plan they carry its key, so its creator sees
 * their screening, notes and answers on every page; everyone else reads the public view.
 */
const OWNER_READS: ReadonlySet<string> = new Set(['workouts.byId', 'workouts.progression', 'share.email']);
function deviceKeyFor(operation: { path: string; input: unknown }): string | undefined {
  if (!OWNER_READS.has(operation.path) || typeof localStorage === 'undefined') return undefined;
  const id = (operation.input as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? savedManagementKey(id) : undefined;
}

/**
 * Queries and mutations go streamed, one call per request; subscriptions (plan generation) go over SSE.
 * A call that carries a private key goes alone, with the key in its header, so that it never shares a
 * request with another call.
 *
 * One call per request (`maxItems: 1`) gives each read one stable address, whatever else the page asks
 * for at the same moment: the service worker keeps the last answer under that address for use offline
 * (lib/pwa/offlineRules.ts, docs/offline.md). A batch's address names every call in it, so a plan read
 * batched with the footer's site settings online would not be found when the page asks for it alone.
 * The server charges each call the same either way (src/server/trpc/init.ts).
 */
export function createTrpcClient(baseUrl = '') {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (operation) => operation.type === 'subscription',
        true: httpSubscriptionLink({ url: `${baseUrl}/trpc` }),
        false: splitLink({
          condition: (operation) => Object.keys(keyHeadersOf(operation)).length > 0,
          true: httpLink({ url: `${baseUrl}/trpc`, headers: ({ op }) => keyHeadersOf(op) }),
          // The same address with or without this device's key (one call per request), so the service
          // worker keeps a plan its creator reads under the address the plan page asks for offline.
          false: httpBatchStreamLink({
            url: `${baseUrl}/trpc`,
            maxItems: 1,
            headers: ({ opList }) => {
              const key = opList[0] ? deviceKeyFor(opList[0]) : undefined;
              return key ? { [MANAGEMENT_KEY_HEADER]: key } : {};
            },
          }),
        }),
      }),
    ],
  });
}

/**
 * The tRPC client and its TanStack Query bindings (about 11 kB gzip with the batching, streaming and SSE
 * links) are imported by the pages and dialogs that call the API, never by the frame or the landing
 * page's first view: those read the data the server drew the page with (lib/siteQueries.ts), so
 * there is no React provider for tRPC above the app. One client serves the whole visit.
 */
let sharedClient: TRPCClient<AppRouter> | undefined;
export function trpcClient(): TRPCClient<AppRouter> {
  sharedClient ??= createTrpcClient();
  return sharedClient;
}

/** Query and mutation options for the app's query client (tests render with their own). */
const proxies = new WeakMap<QueryClient, TRPCOptionsProxy<AppRouter>>();
export function useTRPC(): TRPCOptionsProxy<AppRouter> {
  const queryClient = useQueryClient();
  let proxy = proxies.get(queryClient);
  if (!proxy) {
    proxy = createTRPCOptionsProxy<AppRouter>({ client: trpcClient(), queryClient });
    proxies.set(queryClient, proxy);
  }
  return proxy;
}

export function useTRPCClient(): TRPCClient<AppRouter> {
  return trpcClient();
}
