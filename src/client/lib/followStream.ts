import { errorCodeOf, httpStatusOf } from './errors';

/**
 * tRPC's SSE link reconnects by itself when the connection drops, with the same input (for a plan, the
 * same request id, so a reconnection never makes a second plan): a short outage costs nothing. It would
 * also retry for ever, leaving the visitor in front of a spinner; if the stream is not back within this
 * time, it fails and the page shows the error with a way to try again (docs/product.md section 8).
 */
const RECONNECT_GRACE_MS = 8_000;
/**
 * A server that shuts down (a deploy, a restart) ends each open stream with SERVER_RESTARTING, which
 * says to come back (src/server/trpc/init.ts): the stream is opened again after this pause, within the
 * same grace period as a lost connection.
 */
export const RESTART_RETRY_MS = 1_000;

/** What followStream hands to a tRPC subscription's `subscribe`. */
export type StreamObserver<TEvent> = {
  onData(event: TEvent): void;
  onError(error: unknown): void;
  onConnectionStateChange(connection: { state: string; error: unknown }): void;
};

/**
 * Follows a tRPC subscription until it ends or fails, and returns the function that stops it.
 * An error the server sent fails at once (the link would retry a 5xx, but the same request would only
 * meet it again); a lost connection gets its grace period to come back.
 */
export function followStream<TEvent>(
  subscribe: (observer: StreamObserver<TEvent>) => { unsubscribe(): void },
  handlers: { onData(event: TEvent): void; onError(error: unknown): void },
): () => void {
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let restartingSince: number | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  const stop = () => {
    clearTimeout(giveUp);
    clearTimeout(retry);
    subscription?.unsubscribe();
  };
  const fail = (error: unknown) => {
    if (errorCodeOf(error) === 'SERVER_RESTARTING') {
      restartingSince ??= Date.now();
      if (Date.now() - restartingSince < RECONNECT_GRACE_MS) {
        subscription?.unsubscribe();
        retry = setTimeout(open, RESTART_RETRY_MS);
        return;
      }
    }
    stop();
    handlers.onError(error);
  };
  const open = () => {
    subscription = subscribe({
      onData(event) {
        restartingSince = undefined;
        handlers.onData(event);
      },
      onError: fail,
      onConnectionStateChange(connection) {
        if (connection.state === 'pending') {
          // (Re)connected: the stream goes on.
          clearTimeout(giveUp);
          giveUp = undefined;
          return;
        }
        if (connection.state !== 'connecting' || !connection.error) return;
        if (httpStatusOf(connection.error)) fail(connection.error);
        else giveUp ??= setTimeout(() => fail(connection.error), RECONNECT_GRACE_MS);
      },
    });
  };
  open();
  return stop;
}
