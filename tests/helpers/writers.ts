/** One write a client sent, and what it saw. */
export type WriteAttempt = {
  writer: number;
  name: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or null when the request failed without an answer (reset, refused, timed out). */
  status: number | null;
  retryAfter: string | null;
  failure?: string;
};

/**
 * Writers that rate one plan in a loop, each rating under a name of its own, as concurrent visitors
 * would: every answer is recorded, so a test can tell what was acknowledged (200) and what was refused.
 */
export function startRatingWriters(baseUrl: string, planId: string, count: number) {
  const attempts: WriteAttempt[] = [];
  let running = true;
  let sequence = 0;
  const loop = async (writer: number) => {
    while (running) {
      const name = `Writer ${writer} n${sequence++}`;
      const startedAt = Date.now();
      try {
        const response = await fetch(`${baseUrl}/api/workouts/${planId}/ratings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: name, rating: 4, feedback: 'Written during a database blip.' }),
          // A request that hangs is recorded as one, not waited for forever.
          signal: AbortSignal.timeout(20_000),
        });
        await response.arrayBuffer();
        attempts.push({
          writer,
          name,
          startedAt,
          endedAt: Date.now(),
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
        });
      } catch (error) {
        attempts.push({
          writer,
          name,
          startedAt,
          endedAt: Date.now(),
          status: null,
          retryAfter: null,
          failure: String(error),
        });
        // A server that is gone refuses at once: no busy loop while the test notices.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const loops = Array.from({ length: count }, (_, writer) => loop(writer));
  return {
    attempts,
    acknowledged: () => attempts.filter((attempt) => attempt.status === 200).map((attempt) => attempt.name),
    /**
     * Waits until `check` holds for every writer's attempts (polled), or fails at once with what
     * `failFast` throws (a server that died), or after `timeout`.
     */
    async untilEachWriter(
      check: (own: WriteAttempt[]) => boolean,
      options: { timeout?: number; failFast?: () => void } = {},
    ) {
      const deadline = Date.now() + (options.timeout ?? 60_000);
      const holds = () =>
        Array.from({ length: count }, (_, writer) =>
          check(attempts.filter((attempt) => attempt.writer === writer)),
        ).every(Boolean);
      while (!holds()) {
        options.failFast?.();
        if (Date.now() > deadline) {
          const last = attempts.slice(-8).map((a) => `${a.writer}:${a.status ?? a.failure}`);
          throw new Error(`The writers never got there; their last answers: ${last.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
