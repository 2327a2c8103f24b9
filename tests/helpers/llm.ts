import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/builtin';
import type { LlmPlan } from '../../src/server/coach/llm';

/** A plan an LLM could write: the built-in coach's plan in the LLM's output shape, with its own overview. */
export function llmPlanFor(
  answers: WorkoutRequestInput,
  overview = 'A plan written by the language model.',
): LlmPlan {
  const { draft } = buildPlan(workoutRequestSchema.parse(answers));
  return {
    overview,
    days: draft.schedule.map((day) => ({
      name: day.name,
      kind: day.kind,
      focus: day.focus,
      warmUp: day.warmUp,
      coolDown: day.coolDown,
      exercises: day.exercises.map((exercise) => ({
        catalogId: exercise.catalogId!,
        sets: exercise.sets,
        reps: exercise.reps,
        durationSeconds: exercise.durationSeconds,
        restSeconds: exercise.restSeconds,
        notes: null,
      })),
    })),
    notes: ['Written by the model.'],
  };
}

/** Splits text into chunks of about this size, as a model streams tokens. */
export function chunks(text: string, size = 40): string[] {
  const parts: string[] = [];
  for (let index = 0; index < text.length; index += size) parts.push(text.slice(index, index + size));
  return parts;
}

/** The AI SDK's test model, streaming the given text as the model's answer. */
export function mockModel(text: string, options: { chunkDelayInMs?: number; error?: Error } = {}) {
  const parts: LanguageModelV3StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't1' },
    ...chunks(text).map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 't1', delta })),
    { type: 'text-end', id: 't1' },
    ...(options.error ? [{ type: 'error', error: options.error } as LanguageModelV3StreamPart] : []),
    {
      type: 'finish',
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 10, text: 10, reasoning: 0 },
      },
    } as LanguageModelV3StreamPart,
  ];
  return new MockLanguageModelV3({
    modelId: 'mock-coach',
    doStream: async () => ({
      stream: simulateReadableStream({ chunks: parts, chunkDelayInMs: options.chunkDelayInMs ?? 0 }),
    }),
  });
}

export type FakeOpenAiServer = {
  baseUrl: string;
  /** Each request, and whether its client went away before the answer ended. */
  requests: { path: string; body: Record<string, unknown>; aborted: boolean }[];
  close(): Promise<void>;
};

/**
 * A real HTTP server on loopback speaking the OpenAI Chat Completions streaming protocol (SSE), the
 * way a local OpenAI-compatible server does. `reply` decides what each request gets.
 */
export async function startFakeOpenAiServer(
  reply: (body: Record<string, unknown>) => {
    content?: string;
    status?: number;
    hangMs?: number;
    /** A pause between streamed pieces, as a model writing at a readable pace. */
    chunkDelayMs?: number;
  },
): Promise<FakeOpenAiServer> {
  const requests: FakeOpenAiServer['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const record = { path: req.url ?? '', body, aborted: false };
      requests.push(record);
      res.on('close', () => {
        if (!res.writableEnded) record.aborted = true;
      });
      const answer = reply(body);
      if (answer.status && answer.status >= 400) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (answer.hangMs) await new Promise((resolve) => setTimeout(resolve, answer.hangMs));
      const base = {
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 1,
        model: String(body.model),
      };
      const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
      send({
        ...base,
        choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
      });
      for (const piece of chunks(answer.content ?? '')) {
        if (res.destroyed) return;
        send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
        if (answer.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, answer.chunkDelayMs));
      }
      send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
