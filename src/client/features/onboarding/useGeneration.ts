import { useCallback, useRef, useState } from 'react';
import type { Day, GenerationEvent, WorkoutPlan, WorkoutRequestInput } from '../../../contract/workout';
import { followStream } from '../../lib/followStream';
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

/** Runs the generation subscription and keeps what it has streamed so far. */
export function useGeneration(onDone: (plan: WorkoutPlan, managementKey: string | null) => void) {
  const client = useTRPCClient();
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const requestId = useRef<string>(newRequestId());
  const stopStream = useRef<(() => void) | null>(null);

  const start = useCallback(
    (answers: WorkoutRequestInput) => {
      stopStream.current?.();
      setState({ status: 'running', stage: 'reading', progress: 0.02, overview: '', days: [] });
      stopStream.current = followStream<GenerationEvent>(
        (observer) =>
          client.workouts.generateStream.subscribe({ ...answers, requestId: requestId.current }, observer),
        {
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
              stopStream.current?.();
              setState({ status: 'done', plan: event.plan });
              onDone(event.plan, event.managementKey ?? null);
            }
          },
          onError(error) {
            setState({ status: 'failed', error });
          },
        },
      );
    },
    [client, onDone],
  );

  return { state, start };
}
