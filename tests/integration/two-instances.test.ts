import { randomUUID } from 'node:crypto';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../src/contract/workout';
import type { AppRouter } from '../../src/server/trpc/router';
import { startServerProcess } from '../helpers/server-process';
import { postgresUrl } from '../helpers/services';

/** The client's requestId for the plan both instances see: random, as the key it is an alias of must be. */
const SHARED_REQUEST_ID = randomUUID();

const serverUrl = postgresUrl();

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database', () => {
  // Starts two servers as npm start does, which builds the client first when no build exists.
  it('reads, rates and streams through one instance a plan made through the other', {
    timeout: 300_000,
  }, async () => {
    const database = `coach_two_${Date.now()}`;
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${database}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const [first, second] = await Promise.all([
      startServerProcess({ DATABASE_URL: url.toString() }),
      startServerProcess({ DATABASE_URL: url.toString() }),
    ]);
    try {
      const post = async (base: string, path: string, body: unknown) => {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status, path).toBe(200);
        return response.json();
      };
      const plan = await post(first.url, '/api/workouts/generate', {
        name: 'Shared',
        requestId: SHARED_REQUEST_ID,
      });
      const read = await (await fetch(`${second.url}/api/workouts/${plan.id}`)).json();
      expect(read.id).toBe(plan.id);
      await post(second.url, `/api/workouts/${plan.id}/ratings`, {
        userName: 'Second',
        rating: 4,
        feedback: 'Through the other one.',
      });
      expect(await (await fetch(`${first.url}/api/workouts/${plan.id}/average-rating`)).json()).toEqual({
        averageRating: 4,
        reviewCount: 1,
      });

      // The same request id streamed through the second instance returns the plan the first one made.
      const client = createTRPCClient<AppRouter>({
        links: [
          splitLink({
            condition: (operation) => operation.type === 'subscription',
            true: httpSubscriptionLink({ url: `${second.url}/trpc`, EventSource }),
            false: httpBatchLink({ url: `${second.url}/trpc` }),
          }),
        ],
      });
      // The ticket is posted to the second instance too: the answers are kept in the shared database.
      const { ticket } = await client.workouts.startGeneration.mutate({
        name: 'Shared',
        requestId: SHARED_REQUEST_ID,
      });
      const done = await new Promise<GenerationEvent>((resolve, reject) => {
        const subscription = client.workouts.generateStream.subscribe(
          { ticket },
          {
            onData(event) {
              if (event.type === 'done') {
                subscription.unsubscribe();
                resolve(event);
              }
            },
            onError: reject,
          },
        );
      });
      expect(done.type === 'done' && done.plan.id).toBe(plan.id);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await admin.unsafe(`drop database if exists "${database}" with (force)`);
      await admin.end();
    }
  });
});
