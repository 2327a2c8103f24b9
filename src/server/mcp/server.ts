import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type ServerNotification,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { type Language, languageSchema } from '../../contract/site';
import {
  type GenerationEvent,
  type ProgressionEvent,
  planIdSchema,
  type WorkoutPlan,
} from '../../contract/workout';
import { errorBody } from '../api/errorResponses';
import { errorCodeOf } from '../api/errors';
import { idempotencyKeyFor, runIdempotent } from '../api/idempotency';
import { CATALOGUE } from '../coach/catalogue';
import { publicPlan } from '../privacy/publicPlan';
import { RateLimited } from '../security/rateLimit';
import { SHARE_LABELS } from '../share/labels';
import type { Context } from '../trpc/context';
import { describeError } from '../trpc/errors';
import { createCaller } from '../trpc/router';
import { questionnairePrompt } from './prompt';
import { type ProcedureTool, procedureTools, splitArguments } from './tools';

export const MCP_SERVER_INFO = { name: 'workout-coach', version: '0.1.0' } as const;

/** Tools that are not procedures: the PDF and calendar are plain HTTP routes (share/pdfRoute.ts, calendarRoute.ts). */
const LINKS_TOOL: Tool = {
  name: 'plan-links',
  description:
    "Links for a plan: its page, its printable PDF and its calendar file (.ics) to subscribe to. Anyone with the plan's id may open them; they show the public view.",
  inputSchema: {
    type: 'object',
    properties: {
      id: { type: 'string', description: "The plan's id." },
      language: { type: 'string', enum: ['en', 'es'], description: 'The language of the page and files.' },
    },
    required: ['id'],
  },
  outputSchema: {
    type: 'object',
    properties: { page: { type: 'string' }, pdf: { type: 'string' }, calendar: { type: 'string' } },
    required: ['page', 'pdf', 'calendar'],
  },
};

/**
 * Procedures whose tRPC stream reports progress (the web app's): called through it when the client asked
 * for progress (a `progressToken`), each event becoming an MCP progress notification; the last event is
 * answered as the REST operation answers. Without a token the tool calls the REST operation's procedure.
 */
const STREAMED: Record<
  string,
  {
    stream: string;
    /** The procedure that keeps the input server-side and answers the stream's input (a ticket), if any. */
    ticket?: string;
    finish: (event: never) => unknown;
  }
> = {
  'workouts.generate': {
    stream: 'workouts.generateStream',
    // The web app's stream takes a ticket, never the answers themselves (routers/workouts.ts).
    ticket: 'workouts.startGeneration',
    finish: (event: Extract<GenerationEvent, { type: 'done' }>) =>
      // As the mutation (routers/workouts.ts): a plan made earlier for the same request comes in the public view.
      event.managementKey
        ? { ...event.plan, managementKey: event.managementKey, emailed: event.emailed ?? null }
        : { ...publicPlan(event.plan), managementKey: null, emailed: null },
  },
  'workouts.progression': {
    stream: 'workouts.progressionStream',
    finish: (event: Extract<ProgressionEvent, { type: 'done' }>) => ({
      progressionWeeks: event.progressionWeeks,
    }),
  },
};

type Extra = {
  sendNotification: (notification: ServerNotification) => Promise<void>;
  signal: AbortSignal;
  _meta?: { progressToken?: string | number } | undefined;
};

/**
 * One MCP server for one HTTP request (stateless Streamable HTTP): every call goes through a tRPC caller
 * with that request's context, as /api does (trpc/init.ts charges the budgets, applies the Idempotency-Key
 * and explains failures; the routers decide what a stranger may read).
 */
export function createMcpServer(options: { context: () => Context; publicUrl: string }): Server {
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: {}, resources: {}, prompts: {} },
    instructions:
      'Workout Coach makes free, screened workout plans. Start with the `start-questionnaire` prompt, then call ' +
      '`workouts-generate`. Keep the `managementKey` it returns: it is the only way to read the whole plan or change it. ' +
      "If the plan's screening outcome is `clearance`, tell the user to see the professional named before training hard.",
  });
  const tools = procedureTools();
  const byName = new Map(tools.map((tool) => [tool.name, tool]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      ...tools.map(
        (tool): Tool => ({
          name: tool.name,
          description: tool.description,
          inputSchema: tool.inputSchema,
          outputSchema: tool.outputSchema,
          annotations: { readOnlyHint: tool.type === 'query', openWorldHint: false },
        }),
      ),
      LINKS_TOOL,
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    if (request.params.name === LINKS_TOOL.name) return planLinks(args, options.publicUrl);
    const tool = byName.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    try {
      const data = await callTool(tool, args, options.context(), extra as Extra);
      const structured = (tool.wrapsOutput ? { result: data } : data) as Record<string, unknown>;
      return {
        content: [{ type: 'text', text: summaryOf(structured) + JSON.stringify(structured) }],
        structuredContent: structured,
      } satisfies CallToolResult;
    } catch (error) {
      if (error instanceof TRPCError) return toolError(error);
      throw error;
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: [
      {
        uri: CATALOGUE_URI,
        name: 'exercise-catalogue',
        title: 'The exercise catalogue',
        description:
          "Every exercise the coach can prescribe, with its id (a plan's `catalogId`), names, cues and needs.",
        mimeType: 'application/json',
      },
    ],
  }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [
      {
        uriTemplate: 'plan://{id}',
        name: 'plan',
        title: 'A workout plan',
        description: 'A plan as `workouts-byId` answers it to a stranger (the public view).',
        mimeType: 'application/json',
      },
    ],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    if (uri === CATALOGUE_URI)
      return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(catalogue()) }] };
    const id = /^plan:\/\/([^/?#]+)$/.exec(uri)?.[1];
    if (!id) throw new McpError(ErrorCode.InvalidParams, `Unknown resource: ${uri}`);
    // A resource carries no key: it is the public view, whatever headers the connection sent.
    const context = { ...options.context(), managementKey: null };
    try {
      const plan = await createCaller(context).workouts.byId({ id: decodeURIComponent(id) });
      return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(plan) }] };
    } catch (error) {
      if (error instanceof TRPCError)
        throw new McpError(ErrorCode.InvalidParams, describeError(error).message);
      throw error;
    }
  });

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: [
      {
        name: 'start-questionnaire',
        title: 'Make me a workout plan',
        description:
          "Starts the coach's questionnaire as a conversation in the user's language, then makes the plan with `workouts-generate`.",
        arguments: [
          { name: 'language', description: 'en or es (the plan is written in it).', required: false },
        ],
      },
    ],
  }));
  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    if (request.params.name !== 'start-questionnaire')
      throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${request.params.name}`);
    const language = languageSchema.catch('en').parse(request.params.arguments?.language ?? 'en');
    return {
      description: 'The questionnaire, asked one question at a time.',
      messages: [{ role: 'user', content: { type: 'text', text: questionnairePrompt(language) } }],
    };
  });

  return server;
}

const CATALOGUE_URI = 'catalogue://exercises';

function catalogue() {
  return CATALOGUE.map((exercise) => ({
    id: exercise.id,
    name: exercise.name,
    cues: exercise.cues,
    pattern: exercise.pattern,
    primary: exercise.primary,
    equipment: exercise.equipment,
    locations: exercise.locations,
    minLevel: exercise.minLevel,
    maxLevel: exercise.maxLevel,
    measure: exercise.measure,
  }));
}

async function callTool(tool: ProcedureTool, args: Record<string, unknown>, base: Context, extra: Extra) {
  const { input, keys } = splitArguments(tool, args);
  const context: Context = {
    ...base,
    managementKey: keys.managementKey ?? base.managementKey,
    participantKey: keys.participantKey ?? base.participantKey,
    ratingKey: keys.ratingKey ?? base.ratingKey,
    idempotencyKey: keys.idempotencyKey ?? base.idempotencyKey,
  };
  const caller = createCaller(context) as unknown as Record<string, unknown>;
  const streamed = STREAMED[tool.path];
  const progressToken = extra._meta?.progressToken;
  if (streamed && progressToken !== undefined) {
    const run = async () => ({
      ok: true as const,
      data: await streamToEnd(
        caller,
        streamed,
        await streamInput(context, streamed, input),
        progressToken,
        extra,
      ),
    });
    // Under an Idempotency-Key the stream's answer is kept and replayed exactly as the mutation's
    // (trpc/init.ts): same operation, same input, so a retry with or without progress gets the first answer.
    const key = idempotencyKeyFor(context, tool.path, input);
    const result =
      key === null
        ? await run()
        : await runIdempotent(context, key, tool.path, input, run, (data) => ({ ok: true as const, data }));
    return result.data;
  }
  return procedureAt(caller, tool.path)(input);
}

/**
 * The stream's input: the tool's own, or a ticket for it. The ticket is asked for without the call's
 * Idempotency-Key, which belongs to the whole tool call (kept around it in callTool).
 */
async function streamInput(
  context: Context,
  streamed: (typeof STREAMED)[string],
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!streamed.ticket) return input;
  const plain = createCaller({ ...context, idempotencyKey: null }) as unknown as Record<string, unknown>;
  const { ticket } = (await procedureAt(plain, streamed.ticket)(input)) as { ticket: string };
  return { ticket };
}

async function streamToEnd(
  caller: Record<string, unknown>,
  streamed: (typeof STREAMED)[string],
  input: Record<string, unknown>,
  progressToken: string | number,
  extra: Extra,
): Promise<unknown> {
  const events = (await procedureAt(caller, streamed.stream)(input)) as AsyncIterable<{
    type: string;
    progress?: number;
    stage?: string;
  }>;
  let sent = 0;
  for await (const event of events) {
    if (event.type === 'done') return streamed.finish(event as never);
    if (typeof event.progress === 'number' && event.progress > sent) {
      sent = event.progress;
      await extra.sendNotification({
        method: 'notifications/progress',
        params: { progressToken, progress: event.progress, total: 1, message: event.stage ?? event.type },
      });
    }
  }
  throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The stream ended without an answer.' });
}

function procedureAt(caller: Record<string, unknown>, path: string): (input: unknown) => Promise<unknown> {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
}

/** The same body REST answers with (api/errorResponses.ts), as a tool error the assistant can read. */
function toolError(error: TRPCError): CallToolResult {
  const described = describeError(error);
  const body = {
    ...errorBody(errorCodeOf(error), described.message),
    ...(described.fields ? { issues: described.fields } : {}),
    ...(error.cause instanceof RateLimited ? { retryAfter: error.cause.retryAfterSeconds } : {}),
  };
  // No structuredContent: clients check it against the tool's output schema, which describes success.
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/**
 * A line an assistant cannot miss before the JSON: a plan that asks for a professional first says so, in
 * the plan's language (share/labels.ts, as the PDF and email say it).
 */
function summaryOf(data: Record<string, unknown>): string {
  const plan = data as Partial<WorkoutPlan>;
  if (plan.screening?.outcome !== 'clearance') return '';
  const labels = SHARE_LABELS[(plan.language as Language) ?? 'en'] ?? SHARE_LABELS.en;
  const reasons = plan.screening.reasons.map((reason) => `- ${reason.text}`).join('\n');
  return `${labels.clearanceTitle}\n${labels.clearanceMeanwhile}\n${reasons}\n\n`;
}

function planLinks(args: Record<string, unknown>, publicUrl: string): CallToolResult {
  const parsed = z.object({ id: planIdSchema, language: languageSchema.optional() }).safeParse(args);
  if (!parsed.success) {
    const body = errorBody('INVALID_INPUT', 'Invalid input. id: is not a valid plan id');
    return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
  }
  const { id, language = 'en' } = parsed.data;
  const base = publicUrl.replace(/\/$/, '');
  const links = {
    page: `${base}/${language}/plan/${id}`,
    pdf: `${base}/api/workouts/${id}/pdf?language=${language}`,
    calendar: `${base}/api/workouts/${id}/calendar.ics?language=${language}`,
  };
  return { content: [{ type: 'text', text: JSON.stringify(links) }], structuredContent: links };
}
