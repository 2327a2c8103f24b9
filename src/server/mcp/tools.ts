import type { AnyRouter } from '@trpc/server';
import { forEachOpenApiProcedure, getInputOutputParsers } from 'trpc-to-openapi';
import { z } from 'zod';
import { MANAGEMENT_KEY_HEADER, PARTICIPANT_KEY_HEADER, RATING_KEY_HEADER } from '../../contract/constants';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from '../api/idempotency';
import type { Context } from '../trpc/context';
import { appRouter } from '../trpc/router';

/**
 * The MCP tools, generated from the same procedures as /api (issue 31): one tool per procedure with an
 * `openapi` meta, named by its OpenAPI operationId (`workouts-generate`), its zod input and output schemas as
 * the tool's JSON schemas and its summary and description as the tool's description. Nothing here is
 * written per tool, so the tool list and the OpenAPI document cannot drift (tests/integration/mcp.test.ts).
 *
 * What REST sends in headers (the management, participant and rating keys, the Idempotency-Key) an assistant
 * sends as arguments: an MCP client sets its headers once per connection, not per call. The header
 * arguments are taken from each procedure's documented `requestHeaders`, so a tool takes exactly the keys
 * its REST operation takes.
 */

type JsonSchema = Record<string, unknown>;

/** The context field each documented request header fills (trpc/context.ts reads the same headers). */
const HEADER_ARGUMENTS = {
  [MANAGEMENT_KEY_HEADER]: 'managementKey',
  [PARTICIPANT_KEY_HEADER]: 'participantKey',
  [RATING_KEY_HEADER]: 'ratingKey',
} as const satisfies Record<string, keyof Context>;
type KeyArgument = (typeof HEADER_ARGUMENTS)[keyof typeof HEADER_ARGUMENTS] | 'idempotencyKey';

const IDEMPOTENCY_DESCRIPTION =
  'Optional: a new random value (a UUID) for each new write; the same value on a retry returns the first answer instead of doing the write twice (the REST `Idempotency-Key` header).';

export type ProcedureTool = {
  name: string;
  /** The procedure's path in the router (`workouts.generate`). */
  path: string;
  type: 'query' | 'mutation';
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  outputSchema: JsonSchema & { type: 'object' };
  /** The output is not an object (a list): it is answered as `{ result: ... }`, as MCP wants an object. */
  wrapsOutput: boolean;
  /** The arguments that travel as context, not as the procedure's input. */
  keyArguments: Partial<Record<string, KeyArgument>>;
  /** The REST operation it mirrors (for the docs page and the test that keeps both in step). */
  rest: { method: string; path: string };
};

/** The tool name of a procedure: trpc-to-openapi's operationId (`workouts.byId` → `workouts-byId`). */
export function toolName(path: string): string {
  return path.replaceAll('.', '-');
}

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) return { type: 'object', properties: {} };
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return inlineRoot(json);
}

/**
 * A schema with a `meta({ id })` comes out as a `$ref` to its own definition: MCP wants the root to be the
 * object itself, so the definition is copied to the root (and kept in `$defs` for references inside it).
 */
function inlineRoot(json: JsonSchema): JsonSchema {
  const name = typeof json.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(json.$ref)?.[1] : undefined;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  const target = name ? defs?.[name] : undefined;
  if (!target) return json;
  const { $ref: _ref, ...rest } = json;
  return { ...rest, ...target };
}

function objectSchema(json: JsonSchema): { schema: JsonSchema & { type: 'object' }; wrapped: boolean } {
  if (json.type === 'object') return { schema: json as JsonSchema & { type: 'object' }, wrapped: false };
  const { $defs, ...inner } = json;
  return {
    schema: {
      type: 'object',
      properties: { result: inner },
      required: ['result'],
      ...($defs ? { $defs } : {}),
    },
    wrapped: true,
  };
}

function buildTools(): ProcedureTool[] {
  const tools: ProcedureTool[] = [];
  const router: AnyRouter = appRouter;
  forEachOpenApiProcedure(router._def.procedures, ({ path, procedure, meta: { openapi } }) => {
    const type = procedure._def.type;
    if (type === 'subscription') return;
    const { inputParser, outputParser } = getInputOutputParsers(procedure);
    const input = jsonSchema(inputParser, 'input');
    const properties = { ...((input.properties as Record<string, JsonSchema> | undefined) ?? {}) };
    const keyArguments: ProcedureTool['keyArguments'] = {};
    const headers = openapi.requestHeaders as z.ZodObject | undefined;
    for (const [header, field] of Object.entries(headers?.shape ?? {})) {
      const argument = HEADER_ARGUMENTS[header.toLowerCase() as keyof typeof HEADER_ARGUMENTS];
      if (!argument) continue;
      keyArguments[argument] = argument;
      properties[argument] = { type: 'string', description: (field as z.ZodType).description ?? header };
    }
    if (type === 'mutation') {
      keyArguments.idempotencyKey = 'idempotencyKey';
      properties.idempotencyKey = {
        type: 'string',
        minLength: IDEMPOTENCY_KEY_MIN_LENGTH,
        maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
        description: IDEMPOTENCY_DESCRIPTION,
      };
    }
    const output = objectSchema(jsonSchema(outputParser, 'output'));
    tools.push({
      name: toolName(path),
      path,
      type,
      description: [openapi.summary, openapi.description].filter(Boolean).join('. '),
      inputSchema: { ...input, type: 'object', properties },
      outputSchema: output.schema,
      wrapsOutput: output.wrapped,
      keyArguments,
      rest: { method: openapi.method, path: openapi.path },
    });
  });
  return tools;
}

let built: ProcedureTool[] | undefined;
/** Built once, on first use: converting the schemas takes a few milliseconds, not worth paying per request. */
export function procedureTools(): ProcedureTool[] {
  built ??= buildTools();
  return built;
}

/** A tool call's arguments split into the procedure's input and the keys that travel as context. */
export function splitArguments(
  tool: ProcedureTool,
  args: Record<string, unknown>,
): { input: Record<string, unknown>; keys: Partial<Record<KeyArgument, string>> } {
  const input: Record<string, unknown> = {};
  const keys: Partial<Record<KeyArgument, string>> = {};
  for (const [name, value] of Object.entries(args)) {
    const key = tool.keyArguments[name];
    if (key === undefined) input[name] = value;
    else if (typeof value === 'string' && value.length > 0) keys[key] = value;
  }
  return { input, keys };
}
