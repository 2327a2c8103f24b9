import type { FastifyInstance } from 'fastify';

/**
 * The web app's plan stream as the browser opens it: the answers are posted to workouts.startGeneration
 * (a body, never a URL) and the stream's URL carries only the ticket they are kept under
 * (src/server/routers/workouts.ts). Returns that URL, relative to the server.
 */
export async function generationStreamPath(app: FastifyInstance, answers: object): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/workouts.startGeneration',
    payload: answers,
  });
  return streamPathOf(response.statusCode, response.body);
}

/** The same over the network, for a server that listens (`baseUrl` without a trailing slash). */
export async function generationStreamPathOver(baseUrl: string, answers: object): Promise<string> {
  const response = await fetch(`${baseUrl}/trpc/workouts.startGeneration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answers),
  });
  return streamPathOf(response.status, await response.text());
}

function streamPathOf(status: number, body: string): string {
  if (status !== 200) throw new Error(`startGeneration answered ${status}: ${body.slice(0, 300)}`);
  const { ticket } = (JSON.parse(body) as { result: { data: { ticket: string } } }).result.data;
  return `/trpc/workouts.generateStream?input=${encodeURIComponent(JSON.stringify({ ticket }))}`;
}
