import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followStream, RESTART_RETRY_MS, type StreamObserver } from '../../src/client/lib/followStream';

/** An error as the tRPC client hands it over for an event the server sent (trpc/init.ts errorFormatter). */
function serverError(errorCode: string, httpStatus: number) {
  return Object.assign(new Error('The server is restarting. Please try again in a moment.'), {
    name: 'TRPCClientError',
    data: { errorCode, httpStatus },
  });
}

describe('following a stream when the server restarts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeServer() {
    const observers: StreamObserver<string>[] = [];
    const subscribe = (observer: StreamObserver<string>) => {
      observers.push(observer);
      return { unsubscribe: () => {} };
    };
    return { observers, subscribe };
  }

  it('opens the stream again when the server says it is restarting, and the visitor sees no error', () => {
    const server = fakeServer();
    const events: string[] = [];
    const errors: unknown[] = [];
    followStream(server.subscribe, { onData: (event) => events.push(event), onError: (e) => errors.push(e) });
    server.observers[0]!.onData('stage');
    server.observers[0]!.onError(serverError('SERVER_RESTARTING', 503));
    expect(server.observers).toHaveLength(1);
    vi.advanceTimersByTime(RESTART_RETRY_MS);
    expect(server.observers).toHaveLength(2);
    server.observers[1]!.onData('done');
    expect(events).toEqual(['stage', 'done']);
    expect(errors).toEqual([]);
  });

  it('gives up with the error when the server keeps restarting past the grace period', () => {
    const server = fakeServer();
    const errors: unknown[] = [];
    followStream(server.subscribe, { onData: () => {}, onError: (e) => errors.push(e) });
    for (let attempt = 0; attempt < 20 && errors.length === 0; attempt += 1) {
      server.observers.at(-1)!.onError(serverError('SERVER_RESTARTING', 503));
      vi.advanceTimersByTime(RESTART_RETRY_MS);
    }
    expect(errors).toHaveLength(1);
    expect(server.observers.length).toBeGreaterThan(3);
  });

  it('fails at once on any other error the server sent', () => {
    const server = fakeServer();
    const errors: unknown[] = [];
    followStream(server.subscribe, { onData: () => {}, onError: (e) => errors.push(e) });
    server.observers[0]!.onError(serverError('DATABASE_UNAVAILABLE', 503));
    vi.advanceTimersByTime(RESTART_RETRY_MS * 10);
    expect(errors).toHaveLength(1);
    expect(server.observers).toHaveLength(1);
  });
});
