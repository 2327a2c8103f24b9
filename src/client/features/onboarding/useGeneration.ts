import { useCallback, useRef, useState } from 'react';
import type {
  Day,
  GenerationEvent,
  OnboardingEmail,
  WorkoutPlan,
  WorkoutRequestInput,
} from '../../../contract/workout';
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
export function useGeneration(
  onDone: (plan: WorkoutPlan, managementKey: string | null, emailed: OnboardingEmail | null) => void,
) {
  const client = useTRPCClient();
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const requestId = useRef<string>(newRequestId());
  const stopStream = useRef<(() => void) | null>(null);

  const start = useCallback(
    (answers: WorkoutRequestInput) => {
      stopStream.current?.();
      setState({ status: 'running', stage: 'reading', progress: 0.02, overview: '', days: [] });
      const handlers = {
        onData(event: GenerationEvent) {
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
            onDone(event.plan, event.managementKey ?? null, event.emailed ?? null);
          }
        },
        onError(error: unknown) {
          setState({ status: 'failed', error });
        },
      };
      // The answers (health included) are posted, never put in a URL: the stream, an SSE GET whose input
      // is its URL, carries only the ticket they are kept under (src/server/routers/workouts.ts).
      let stopped = false;
      stopStream.current = () => {
        stopped = true;
      };
      client.workouts.startGeneration.mutate({ ...answers, requestId: requestId.current }).then(
        ({ ticket }) => {
          if (stopped) return;
          stopStream.current = followStream<GenerationEvent>(
            (observer) => client.workouts.generateStream.subscribe({ ticket }, observer),
            handlers,
          );
        },
        (error: unknown) => {
          if (!stopped) handlers.onError(error);
        },
      );
    },
    [client, onDone],
  );

  return { state, start };
}
