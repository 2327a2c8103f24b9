import { useCallback, useRef, useState } from 'react';
import type { Day, WorkoutPlan, WorkoutRequestInput } from '../../../contract/workout';
import { httpStatusOf } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';

export type GenerationState =
  | { status: 'idle' }
  | { status: 'running'; stage: string; progress: number; overview: string; days: Day[] }
  | { status: 'failed'; error: unknown }
  | { status: 'done'; plan: WorkoutPlan };

/** A request id per questionnaire: a retry or a reconnect reuses it, so the server never makes two plans. */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `r_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * tRPC's SSE link reconnects by itself when the connection drops, with the same input and so the same
 * request id: a short outage costs nothing and never makes a second plan. It would also retry forever,
 * though, leaving the visitor in front of a spinner; if the stream is not back within this time the
 * generation fails, with the error message and a Try again button (SPEC.md section 8).
 */
const RECONNECT_GRACE_MS = 8_000;

/** Runs the generation subscription and keeps what it has streamed so far. */
export function useGeneration(onDone: (plan: WorkoutPlan) => void) {
  const client = useTRPCClient();
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const requestId = useRef<string>(newRequestId());
  const subscription = useRef<{ unsubscribe(): void } | null>(null);
  const giveUpTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(giveUpTimer.current);
    giveUpTimer.current = undefined;
    subscription.current?.unsubscribe();
    subscription.current = null;
  }, []);

  const start = useCallback(
    (answers: WorkoutRequestInput) => {
      stop();
      const fail = (error: unknown) => {
        stop();
        setState({ status: 'failed', error });
      };
      setState({ status: 'running', stage: 'reading', progress: 0.02, overview: '', days: [] });
      subscription.current = client.workouts.generateStream.subscribe(
        { ...answers, requestId: requestId.current },
        {
          onConnectionStateChange(connection) {
            if (connection.state === 'pending') {
              // (Re)connected: the stream goes on.
              clearTimeout(giveUpTimer.current);
              giveUpTimer.current = undefined;
              return;
            }
            if (connection.state !== 'connecting' || !connection.error) return;
            // The server answered with an error (a 5xx the link would retry): the same request would
            // only meet it again, so say so now. A lost connection gets its grace period.
            if (httpStatusOf(connection.error)) fail(connection.error);
            else giveUpTimer.current ??= setTimeout(() => fail(connection.error), RECONNECT_GRACE_MS);
          },
          onData(event) {
            if (event.type === 'stage') {
              setState((current) =>
                current.status === 'running'
                  ? { ...current, stage: event.stage, progress: Math.max(current.progress, event.progress) }
                  : current,
              );
            } else if (event.type === 'text') {
              setState((current) =>
                current.status === 'running'
                  ? { ...current, overview: current.overview + event.delta }
                  : current,
              );
            } else if (event.type === 'partial') {
              setState((current) =>
                current.status === 'running'
                  ? {
                      ...current,
                      overview: event.overview || current.overview,
                      days: event.schedule,
                      progress: Math.max(current.progress, event.progress),
                    }
                  : current,
              );
            } else if (event.type === 'done') {
              stop();
              setState({ status: 'done', plan: event.plan });
              onDone(event.plan);
            }
          },
          onError: fail,
        },
      );
    },
    [client, onDone, stop],
  );

  return { state, start };
}
