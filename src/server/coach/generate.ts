import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Day, GenerationEvent, PlanDraft, WorkoutPlan, WorkoutRequest } from '../../contract/workout';
import { planDraftSchema } from '../../contract/workout';
import type { Sql } from '../db/connection';
import { findPlanByRequestId, insertPlan } from '../db/queries/workouts';
import { buildPlanForProfile, coachNotes } from './builtin';
import { streamLlmPlan } from './llm';
import { readProfile } from './profile';

export type GenerationDeps = {
  sql: Sql;
  log: FastifyBaseLogger;
  /** The configured LLM, or null for the built-in coach alone. */
  languageModel: LanguageModelV3 | null;
  llmTimeoutMs: number;
};

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes a plan and streams it as it is written: stages, text, partial plans, then the saved plan.
 * The LLM writes it when one is configured; on a provider error, a timeout or a plan that breaks the
 * rules, the built-in coach answers instead and the plan records which coach made it. A request id
 * already used returns the plan made for it.
 */
export async function* generatePlan(
  deps: GenerationDeps,
  request: WorkoutRequest,
  signal: AbortSignal = new AbortController().signal,
): AsyncGenerator<GenerationEvent, WorkoutPlan> {
  if (request.requestId) {
    const existing = await findPlanByRequestId(deps.sql, request.requestId);
    if (existing) {
      yield { type: 'done', plan: existing };
      return existing;
    }
  }

  yield { type: 'stage', stage: 'reading', progress: 0.05 };
  const profile = readProfile(request);
  const notes = coachNotes(profile);
  let draft: PlanDraft | null = null;
  let generator = 'builtin';

  if (deps.languageModel) {
    yield { type: 'stage', stage: 'writing', progress: 0.1 };
    const timeout = AbortSignal.timeout(deps.llmTimeoutMs);
    const llmSignal = AbortSignal.any([signal, timeout]);
    try {
      const { email: _email, requestId: _requestId, ...answers } = request;
      const stream = streamLlmPlan({
        model: deps.languageModel,
        profile,
        answers,
        builtinNotes: notes,
        signal: llmSignal,
      });
      let writtenOverview = '';
      for (;;) {
        const step = await stream.next();
        if (step.done) {
          draft = step.value;
          break;
        }
        const { overview, days } = step.value;
        if (overview.length > writtenOverview.length && overview.startsWith(writtenOverview)) {
          yield { type: 'text', delta: overview.slice(writtenOverview.length) };
        }
        writtenOverview = overview;
        yield {
          type: 'partial',
          overview,
          schedule: days,
          progress: Math.min(0.85, 0.15 + (days.length / 7) * 0.7),
        };
      }
      generator = `llm:${deps.languageModel.modelId}`;
    } catch (error) {
      if (signal.aborted) throw error;
      deps.log.warn(
        { err: error, timedOut: timeout.aborted },
        'the LLM coach failed; the built-in coach answers instead',
      );
      draft = null;
    }
  }

  if (!draft) {
    yield { type: 'stage', stage: 'selecting', progress: 0.15 };
    const built = buildPlanForProfile(profile, request, 0);
    draft = { ...built, notes };
    yield* streamDraft(draft);
  }

  yield { type: 'stage', stage: 'checking', progress: 0.92 };
  yield { type: 'stage', stage: 'saving', progress: 0.96 };
  // Validated before it is stored: reads pass the stored body through (trpc/output.ts).
  planDraftSchema.parse(draft);
  const plan = await insertPlan(deps.sql, { request, draft, generator, sessionMinutes: profile.minutes });
  yield { type: 'done', plan };
  return plan;
}

/** The built-in coach writes in a few milliseconds; it still streams day by day so the UI has one path. */
async function* streamDraft(draft: PlanDraft): AsyncGenerator<GenerationEvent> {
  yield { type: 'stage', stage: 'writing', progress: 0.2 };
  const sentences = draft.overview.match(/[^.!?]+[.!?]+\s*/g) ?? [draft.overview];
  let overview = '';
  for (const sentence of sentences) {
    overview += sentence;
    yield { type: 'text', delta: sentence };
  }
  const days: Day[] = [];
  for (const day of draft.schedule) {
    days.push(day);
    await yieldToEventLoop();
    yield {
      type: 'partial',
      overview,
      schedule: [...days],
      progress: 0.2 + (days.length / draft.schedule.length) * 0.7,
    };
  }
}

/** Runs the stream to the end (REST and the mutation): the saved plan. */
export async function generatePlanToEnd(
  deps: GenerationDeps,
  request: WorkoutRequest,
  signal?: AbortSignal,
): Promise<WorkoutPlan> {
  const stream = generatePlan(deps, request, signal);
  for (;;) {
    const step = await stream.next();
    if (step.done) return step.value;
  }
}
