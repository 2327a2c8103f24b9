import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../contract/site';
import type {
  Day,
  GenerationEvent,
  PlanDraft,
  ProgressionEvent,
  ProgressionWeek,
  WorkoutPlan,
  WorkoutRequest,
} from '../../contract/workout';
import { planDraftSchema, progressionWeekSchema, workoutRequestSchema } from '../../contract/workout';
import { apiError } from '../api/errors';
import type { Violation } from '../coach/check/checker';
import { checkedPlan, checkedProgression } from '../coach/check/production';
import { activeProgramme } from '../coach/design/programmes';
import { llmFailureLog, streamLlmPlan } from '../coach/llm/llm';
import { readProfile } from '../coach/read/profile';
import type { Sql } from '../db/connection';
import {
  findPlanByRequestId,
  insertPlan,
  RequestIdReusedError,
  saveProgressionOnce,
} from '../db/queries/workouts';
import { requestHash } from './requestHash';

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
  const hash = requestHash(request);
  if (request.requestId) {
    const existing = await findPlanByRequestId(deps.sql, request.requestId);
    if (existing) {
      // A retry returns the plan already made; other answers under the same id are a mistake to say.
      if (existing.requestHash && existing.requestHash !== hash) throw apiError('IDEMPOTENCY_MISMATCH');
      yield { type: 'done', plan: existing.plan };
      return existing.plan;
    }
  }

  yield { type: 'stage', stage: 'reading', progress: 0.05 };
  const profile = readProfile(request);
  let draft: PlanDraft | null = null;
  let generator = 'builtin';

  // Screening runs before any model call, and a visitor who needs clearance first gets the built-in
  // coach's gentle week: no model can override it (docs/coaching.md "Screening before prescribing").
  // The people with a programme of their own get it from the built-in coach too ("More people the
  // coach must serve"): its pools and rules are written for them.
  if (deps.languageModel && profile.screening.outcome !== 'clearance' && !activeProgramme(profile)) {
    yield { type: 'stage', stage: 'writing', progress: 0.1 };
    const timeout = AbortSignal.timeout(deps.llmTimeoutMs);
    const llmSignal = AbortSignal.any([signal, timeout]);
    try {
      const { email: _email, requestId: _requestId, ...answers } = request;
      const stream = streamLlmPlan({
        model: deps.languageModel,
        profile,
        answers,
        signal: llmSignal,
      });
      // The model's overview streams as it is written; its days are shown only once they have passed
      // the checker (docs/coaching.md "How a plan is checked before it is saved").
      let writtenOverview = '';
      for (;;) {
        const step = await stream.next();
        if (step.done) {
          draft = step.value;
          break;
        }
        const { overview } = step.value;
        if (overview.length > writtenOverview.length && overview.startsWith(writtenOverview)) {
          yield { type: 'text', delta: overview.slice(writtenOverview.length) };
        }
        writtenOverview = overview;
      }
      generator = `llm:${deps.languageModel.modelId}`;
    } catch (error) {
      if (signal.aborted) throw error;
      deps.log.error(
        { llmFailure: llmFailureLog(error, llmSignal), timedOut: timeout.aborted },
        'the LLM coach failed; the built-in coach answers instead',
      );
      draft = null;
    }
  }

  // Every plan is checked before anyone sees its days: the model's (which streamLlmPlan has checked
  // already and would have refused) and the built-in coach's. A violation is logged with its rule and
  // the plan rebuilt without it, or the cautious week given (coach/check/production.ts).
  if (!draft) yield { type: 'stage', stage: 'selecting', progress: 0.15 };
  yield { type: 'stage', stage: 'checking', progress: draft ? 0.86 : 0.17 };
  const checked = checkedPlan(profile, request, draft ?? undefined);
  if (checked.outcome !== 'passed') {
    logViolations(deps.log, checked.violations, {
      stage: 'plan',
      generator,
      outcome: checked.outcome,
    });
    generator = 'builtin';
  }
  const writtenByModel = generator !== 'builtin';
  draft = checked.draft;
  yield* streamDraft(draft, { text: !writtenByModel });

  yield { type: 'stage', stage: 'saving', progress: 0.96 };
  // Validated before it is stored: reads pass the stored body through (trpc/output.ts).
  planDraftSchema.parse(draft);
  const plan = await insertPlan(deps.sql, {
    request,
    draft,
    generator,
    sessionMinutes: profile.minutes,
    requestHash: hash,
  }).catch((error: unknown) => {
    throw error instanceof RequestIdReusedError ? apiError('IDEMPOTENCY_MISMATCH') : error;
  });
  yield { type: 'done', plan };
  return plan;
}

/** A rule the checker found broken, logged with its rule and never shown: at most 20 lines. */
function logViolations(
  log: FastifyBaseLogger,
  violations: readonly Violation[],
  context: { stage: 'plan' | 'progression'; generator: string; outcome: string; planId?: string },
): void {
  const rules = [...new Set(violations.map((violation) => violation.rule))];
  log.error(
    { ...context, rules, violations: violations.slice(0, 20) },
    context.stage === 'plan'
      ? `a plan broke the checker's rules (${rules.join(', ')}); ${context.outcome === 'rebuilt' ? 'rebuilt without them' : 'the cautious week was given instead'}`
      : `a progression broke the checker's rules (${rules.join(', ')}); the plan's week is held for four weeks instead`,
  );
}

/**
 * A checked plan streams day by day so the UI has one path, whoever wrote it: the overview sentence by
 * sentence (unless the model's overview has streamed already), then the days.
 */
async function* streamDraft(draft: PlanDraft, options: { text: boolean }): AsyncGenerator<GenerationEvent> {
  if (options.text) yield { type: 'stage', stage: 'writing', progress: 0.2 };
  const sentences = draft.overview.match(/[^.!?]+[.!?]+\s*/g) ?? [draft.overview];
  let overview = '';
  for (const sentence of sentences) {
    overview += sentence;
    if (options.text) yield { type: 'text', delta: sentence };
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

/**
 * Builds the four-week progression of a stored plan and streams it: stages, each week as it is built,
 * then the weeks as stored. They are stored once: a plan that has them already, or a concurrent
 * request that stored them first, gives those.
 */
export async function* generateProgression(
  deps: Pick<GenerationDeps, 'sql' | 'log'>,
  stored: { plan: WorkoutPlan; request: Omit<WorkoutRequest, 'email' | 'requestId'> },
  /** The page's language, for the weeks' own text; the plan's when not given. */
  language: Language | undefined,
): AsyncGenerator<ProgressionEvent, ProgressionWeek[]> {
  const { plan } = stored;
  if (plan.progressionWeeks.length > 0) {
    yield { type: 'done', progressionWeeks: plan.progressionWeeks };
    return plan.progressionWeeks;
  }
  yield { type: 'stage', stage: 'reading', progress: 0.05 };
  const profile = readProfile(workoutRequestSchema.parse({ ...stored.request, language: plan.language }));
  yield { type: 'stage', stage: 'building', progress: 0.1 };
  // Day names and cues stay in the plan's language; the weeks' own text follows the page's.
  // Validated before it is stored: reads pass the stored weeks through (trpc/output.ts).
  const built = checkedProgression(plan, profile, language ?? plan.language);
  const weeks = z.array(progressionWeekSchema).parse(built.weeks);
  // The rules build the four weeks in a few milliseconds; they still stream week by week, as the
  // built-in plan does day by day, so the page has one path whoever writes them.
  for (const week of weeks) {
    await yieldToEventLoop();
    yield { type: 'week', week, progress: 0.1 + (week.weekNumber / weeks.length) * 0.75 };
  }
  yield { type: 'stage', stage: 'checking', progress: 0.9 };
  if (built.outcome !== 'passed')
    logViolations(deps.log, built.violations, {
      stage: 'progression',
      generator: 'builtin',
      outcome: built.outcome,
      planId: plan.id,
    });
  yield { type: 'stage', stage: 'saving', progress: 0.95 };
  const progressionWeeks = await saveProgressionOnce(deps.sql, plan.id, weeks, 'builtin');
  yield { type: 'done', progressionWeeks };
  return progressionWeeks;
}

/** Runs a generation stream to the end, for REST and the mutations: what it returns. */
export async function runToEnd<T>(stream: AsyncGenerator<unknown, T>): Promise<T> {
  for (;;) {
    const step = await stream.next();
    if (step.done) return step.value;
  }
}
