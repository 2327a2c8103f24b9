import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../../contract/constants';
import type { PROGRESSION_STAGES, ProgressionEvent, ProgressionWeek } from '../../../contract/workout';
import { followStream } from '../../lib/followStream';
import { loadTrpcClient } from '../../lib/siteQueries';

export type ProgressionState =
  | { status: 'idle' }
  | {
      status: 'running';
      stage: (typeof PROGRESSION_STAGES)[number];
      progress: number;
      /** The weeks built so far, shown as they arrive. */
      weeks: ProgressionWeek[];
    };

/**
 * Subscribes once the tRPC client has loaded (the plan page shows without it, lib/siteQueries.ts); a stop
 * before then means the subscription never starts, and a client that cannot load fails the stream.
 */
function subscribeOnceLoaded(
  observer: { onError(error: unknown): void },
  subscribe: (client: Awaited<ReturnType<typeof loadTrpcClient>>) => { unsubscribe(): void },
): { unsubscribe(): void } {
  let subscription: { unsubscribe(): void } | undefined;
  let stopped = false;
  loadTrpcClient().then(
    (client) => {
      if (!stopped) subscription = subscribe(client);
    },
    (error: unknown) => {
      if (!stopped) observer.onError(error);
    },
  );
  return {
    unsubscribe() {
      stopped = true;
      subscription?.unsubscribe();
    },
  };
}

/** Builds a plan's four weeks over the progression subscription and keeps what it has streamed so far. */
export function useProgressionStream(handlers: {
  onDone(weeks: ProgressionWeek[]): void;
  onError(error: unknown): void;
}) {
  const [state, setState] = useState<ProgressionState>({ status: 'idle' });
  const stopStream = useRef<(() => void) | null>(null);
  // Leaving the page ends the stream; the server stores the weeks either way.
  useEffect(() => () => stopStream.current?.(), []);

  const { onDone, onError } = handlers;
  const start = useCallback(
    (input: { id: string; language: Language }) => {
      stopStream.current?.();
      setState({ status: 'running', stage: 'reading', progress: 0.02, weeks: [] });
      stopStream.current = followStream<ProgressionEvent>(
        (observer) =>
          subscribeOnceLoaded(observer, (client) =>
            client.workouts.progressionStream.subscribe(input, observer),
          ),
        {
          onData(event) {
            if (event.type === 'done') {
              stopStream.current?.();
              setState({ status: 'idle' });
              onDone(event.progressionWeeks);
              return;
            }
            setState((current) => {
              if (current.status !== 'running') return current;
              const progress = Math.max(current.progress, event.progress);
              return event.type === 'stage'
                ? { ...current, stage: event.stage, progress }
                : { ...current, weeks: [...current.weeks, event.week], progress };
            });
          },
          onError(error) {
            setState({ status: 'idle' });
            onError(error);
          },
        },
      );
    },
    [onDone, onError],
  );

  return { state, start };
}
