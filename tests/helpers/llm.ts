import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import type { LlmPlan } from '../../src/server/coach/llm/llm';

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
  /** Each request, the status it was answered with, and whether its client went away before the answer ended. */
  requests: { path: string; body: Record<string, unknown>; status: number; aborted: boolean }[];
  close(): Promise<void>;
};

type Schema = { [keyword: string]: unknown };

/**
 * What OpenAI's strict structured output accepts, from its "Supported schemas" documentation
 * (https://developers.openai.com/api/docs/guides/structured-outputs): written from the documentation, not
 * from the coach's code, so the coach's request is judged by it. Keywords outside these lists are refused.
 */
const STRICT_KEYWORDS = new Set([
  '$schema',
  'type',
  'description',
  'title',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'enum',
  '$ref',
  '$defs',
  'definitions',
]);
/** Accepted by base models; fine-tuned models (ids starting `ft:`) refuse these too. */
const BASE_MODEL_KEYWORDS = new Set([
  'pattern',
  'format',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'minItems',
  'maxItems',
]);
const MAX_NESTING = 10;
const MAX_PROPERTIES = 5000;

/** Python's tuple notation, as OpenAI's messages show where in the schema the problem is. */
function context(path: (string | number)[]): string {
  const items = path.map((part) => (typeof part === 'number' ? String(part) : `'${part}'`));
  return `(${items.join(', ')}${items.length === 1 ? ',' : ''})`;
}

/**
 * Why OpenAI would refuse this schema in strict mode, in its words, or null when it accepts it. The
 * messages follow the ones the API sends (for example "Invalid schema for response_format 'response':
 * In context=('properties', 'overview'), 'maxLength' is not permitted.").
 */
export function strictSchemaProblem(schema: unknown, name: string, model: string): string | null {
  const prefix = `Invalid schema for response_format '${name}': `;
  const root = schema as Schema;
  if (typeof root !== 'object' || root === null || root.type !== 'object') {
    return `${prefix}schema must be a JSON Schema of 'type: "object"', got 'type: "${String(root?.type)}"'.`;
  }
  const fineTuned = model.startsWith('ft:');
  let properties = 0;
  let deepest = 0;
  const visit = (node: Schema, path: (string | number)[], depth: number): string | null => {
    for (const keyword of Object.keys(node)) {
      if (STRICT_KEYWORDS.has(keyword)) continue;
      if (!fineTuned && BASE_MODEL_KEYWORDS.has(keyword)) continue;
      return `${prefix}In context=${context(path)}, '${keyword}' is not permitted.`;
    }
    const isObject = node.type === 'object' || node.properties !== undefined;
    const level = isObject ? depth + 1 : depth;
    deepest = Math.max(deepest, level);
    if (isObject) {
      if (node.additionalProperties !== false) {
        return `${prefix}In context=${context(path)}, 'additionalProperties' is required to be supplied and to be false.`;
      }
      const keys = Object.keys((node.properties ?? {}) as Schema);
      properties += keys.length;
      const required = Array.isArray(node.required) ? node.required : [];
      const missing = keys.find((key) => !required.includes(key));
      if (missing !== undefined) {
        return `${prefix}In context=${context(path)}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
      }
      for (const key of keys) {
        const problem = visit(
          (node.properties as Record<string, Schema>)[key]!,
          [...path, 'properties', key],
          level,
        );
        if (problem) return problem;
      }
    }
    if (node.items !== undefined) {
      const problem = visit(node.items as Schema, [...path, 'items'], level);
      if (problem) return problem;
    }
    for (const [index, branch] of ((node.anyOf ?? []) as Schema[]).entries()) {
      const problem = visit(branch, [...path, 'anyOf', index], depth);
      if (problem) return problem;
    }
    for (const key of ['$defs', 'definitions'] as const) {
      for (const [defName, definition] of Object.entries((node[key] ?? {}) as Record<string, Schema>)) {
        const problem = visit(definition, [...path, key, defName], 0);
        if (problem) return problem;
      }
    }
    return null;
  };
  const problem = visit(root, [], 0);
  if (problem) return problem;
  if (deepest > MAX_NESTING) return `${prefix}${deepest} levels of nesting exceeds limit of ${MAX_NESTING}.`;
  if (properties > MAX_PROPERTIES) {
    return `${prefix}${properties} object properties exceeds limit of ${MAX_PROPERTIES}.`;
  }
  return null;
}

/** The structured-output format of a Chat Completions or a Responses request, when it asks for one. */
function requestedFormat(
  body: Record<string, unknown>,
): { name: string; schema: unknown; strict: boolean; param: string } | null {
  const chat = body.response_format as { type?: string; json_schema?: Schema } | undefined;
  if (chat?.type === 'json_schema' && chat.json_schema) {
    const { name, schema, strict } = chat.json_schema;
    return { name: String(name), schema, strict: strict === true, param: 'response_format' };
  }
  const responses = (body.text as { format?: Schema } | undefined)?.format;
  if (responses?.type === 'json_schema') {
    const { name, schema, strict } = responses;
    return { name: String(name), schema, strict: strict === true, param: 'text.format.schema' };
  }
  return null;
}

/**
 * A real HTTP server on loopback speaking the OpenAI Chat Completions streaming protocol (SSE), the
 * way a local OpenAI-compatible server does. Like OpenAI, it refuses a strict structured-output request
 * whose schema is outside the strict subset, with a 400 and OpenAI's error body, before `reply` is asked.
 * `reply` decides what every other request gets.
 */
export async function startFakeOpenAiServer(
  reply: (body: Record<string, unknown>) => {
    content?: string;
    status?: number;
    /** The provider's error message, with a status of 400 or more. */
    message?: string;
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
      const record = { path: req.url ?? '', body, status: 200, aborted: false };
      requests.push(record);
      res.on('close', () => {
        if (!res.writableEnded) record.aborted = true;
      });
      const format = requestedFormat(body);
      const problem = format?.strict
        ? strictSchemaProblem(format.schema, format.name, String(body.model))
        : null;
      if (format && problem) {
        record.status = 400;
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: problem,
              type: 'invalid_request_error',
              param: format.param,
              code: 'invalid_json_schema',
            },
          }),
        );
        return;
      }
      const answer = reply(body);
      if (answer.status && answer.status >= 400) {
        record.status = answer.status;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: answer.message ?? 'fake failure', type: 'server_error' } }),
        );
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
