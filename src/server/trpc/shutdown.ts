/**
 * What the open streams (tRPC subscriptions) need to know about a shutdown: a signal aborted when it
 * begins, and how many streams are open, so that the shutdown logs one line for all of them
 * (trpc/init.ts `untilShutdown`, app.ts).
 */
export type StreamShutdown = {
  readonly signal: AbortSignal;
  /** Streams open now. */
  open: number;
  /** Tells every open stream to end with its last event; returns how many were open. */
  begin(): number;
};

export function createStreamShutdown(): StreamShutdown {
  const controller = new AbortController();
  const state: StreamShutdown = {
    signal: controller.signal,
    open: 0,
    begin() {
      const open = state.open;
      controller.abort();
      return open;
    },
  };
  return state;
}
