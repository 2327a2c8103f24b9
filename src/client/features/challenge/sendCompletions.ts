import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { useEffect } from 'react';
import type { AppRouter } from '../../../server/trpc/router';
import { isTrpcClientError } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';
import {
  flushCompletions,
  hasQueuedCompletions,
  type QueuedCompletion,
  type SendOutcome,
} from './completionQueue';
import { participantKeyOf } from './participantKeys';

/**
 * One queued completion sent through the existing call (`challenges.markCompleted`, the tracker's) with the
 * participant's key from this device, and what the answer means for the queue: 400 (no such week, day or
 * exercise), 403 (the key is not theirs) and 404 (no such participant) will not change on a retry;
 * anything else (no connection, a busy or failing server) may. Without a key here it is not sent at all.
 */
async function send(client: TRPCClient<AppRouter>, item: QueuedCompletion): Promise<SendOutcome> {
  const participantKey = participantKeyOf(item.participantId);
  if (!participantKey) {
    console.warn('A queued challenge completion has no participant key on this device and was dropped');
    return 'refused';
  }
  try {
    await client.challenges.markCompleted.mutate(item, { context: { participantKey } });
    return 'sent';
  } catch (error) {
    const status = isTrpcClientError(error)
      ? (error.data as { httpStatus?: number } | null | undefined)?.httpStatus
      : undefined;
    if (status === 400 || status === 403 || status === 404) {
      console.warn('A queued challenge completion was refused and dropped', status);
      return 'refused';
    }
    return 'retry';
  }
}

/**
 * Sends every waiting completion; afterwards the challenge pages read their completions and percentages
 * again. Resolves to how many still wait.
 */
export async function sendQueuedCompletions(
  client: TRPCClient<AppRouter>,
  queryClient?: QueryClient,
): Promise<number> {
  const waiting = await flushCompletions((item) => send(client, item));
  if (queryClient) {
    await queryClient.invalidateQueries({ queryKey: [['challenges', 'completions']] });
    await queryClient.invalidateQueries({ queryKey: [['challenges', 'participants']] });
  }
  return waiting;
}

/**
 * Sends what waits when a page that shows or makes challenge progress opens (challenge, My Workouts,
 * session) and whenever the connection returns while one is open. Not from the landing or plan page: a
 * dynamic import in the entry reshuffles the shared chunks and costs the landing about 2 kB, and the plan
 * page is at its budget (bench/pages.ts).
 */
export function useSendQueuedCompletions(): void {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sendWaiting = () => {
      if (hasQueuedCompletions()) void sendQueuedCompletions(client, queryClient);
    };
    sendWaiting();
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [client, queryClient]);
}
