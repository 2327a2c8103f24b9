import type { AddressInfo } from 'node:net';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import fc from 'fast-check';
import { workoutRequestSchema } from '../src/contract/workout';
import { checkedPlan } from '../src/server/coach/check/production';
import { readProfile } from '../src/server/coach/read/profile';
import type { AppRouter } from '../src/server/trpc/router';
import { CORPUS } from '../tests/coach-corpus/cases';
import { answersArbitrary } from '../tests/helpers/answers';
import { openTestApp } from '../tests/helpers/app';
import { testDatabaseTargets } from '../tests/helpers/database';
import { percentile, type Row, row } from './stats';

/**
 * Built-in generation time per plan, screening, the notes and the checker included (as generate.ts runs
 * it: checked, rebuilt or the cautious week), over 1,000 random visitors and the corpus of hard profiles
 * (tests/coach-corpus): the targets are 5 ms median and 20 ms p99.
 */
export function benchBuiltinGeneration(): Row[] {
  const requests = [
    ...fc.sample(answersArbitrary, { numRuns: 1000, seed: 1 }),
    ...CORPUS.map((profile) => profile.request),
  ].map((answers) => workoutRequestSchema.parse(answers));
  const coach = (request: (typeof requests)[number]) => {
    const profile = readProfile(request);
    return checkedPlan(profile, request);
  };
  for (const request of requests.slice(0, 50)) coach(request); // warm up the JIT
  const times = requests.map((request) => {
    const started = performance.now();
    coach(request);
    return performance.now() - started;
  });
  return [
    row(`built-in plan, checked, median (${times.length} plans)`, percentile(times, 50), 'ms', { max: 5 }),
    row('built-in plan, checked, p99', percentile(times, 99), 'ms', { max: 20 }),
  ];
}

/** First streamed event and saved plan through the real tRPC subscription over HTTP (embedded database). */
export async function benchStreamedGeneration(runs = 50): Promise<Row[]> {
  const server = await openTestApp(testDatabaseTargets()[0]!, { env: { COACH: 'builtin' } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/trpc`;
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url, EventSource }),
        false: httpBatchLink({ url }),
      }),
    ],
  });
  const firstEvent: number[] = [];
  const saved: number[] = [];
  try {
    for (let index = 0; index < runs + 5; index += 1) {
      const started = performance.now();
      let first = 0;
      // The answers are posted; the stream takes the ticket they are kept under (routers/workouts.ts).
      const { ticket } = await client.workouts.startGeneration.mutate({
        name: `Bench ${index}`,
        workoutLocation: 'gym',
        workoutDays: 4,
        fitnessLevel: 'intermediate',
      });
      await new Promise<void>((resolve, reject) => {
        const subscription = client.workouts.generateStream.subscribe(
          { ticket },
          {
            onData(event) {
              if (!first) first = performance.now() - started;
              if (event.type === 'done') {
                subscription.unsubscribe();
                resolve();
              }
            },
            onError: reject,
          },
        );
      });
      if (index >= 5) {
        firstEvent.push(first);
        saved.push(performance.now() - started);
      }
    }
  } finally {
    await server.close();
  }
  return [
    row('subscription: first event, median', percentile(firstEvent, 50), 'ms', { max: 50 }),
    row('subscription: first event, p99', percentile(firstEvent, 99), 'ms'),
    row('subscription: saved plan, median', percentile(saved, 50), 'ms', { max: 300 }),
    row('subscription: saved plan, p99', percentile(saved, 99), 'ms'),
  ];
}
