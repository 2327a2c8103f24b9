import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { AISDKError, APICallError, jsonSchema, NoObjectGeneratedError, Output, streamText } from 'ai';
import { z } from 'zod';
import type { Language } from '../../../contract/site';
import type { Day, Exercise, PlanDraft } from '../../../contract/workout';
import type { CoachConfig } from '../../config';
import { availableExercises, coachNotes, videosOf } from '../build/plan';
import { sessionMinutesOf } from '../build/timing';
import { findExercise } from '../catalogue';
import { checkPlan, type Violation } from '../check/checker';
import { isUnilateral } from '../design/exerciseFacts';
import { coolDownMinutes, prescriptionForProfile, warmUpMinutes } from '../design/prescription';
import type { Profile } from '../read/profile';
import { disclaimer, exerciseLine, loadHintText, WEEKDAYS } from '../write/text';
import { recordLlmOutcome } from './llmStatus';
import { strictJsonSchema } from './strictJsonSchema';

/**
 * The LLM coach: any OpenAI-compatible server writes the plan as structured output, limited to the
 * catalogue exercises this visitor may do. Its plan is matched back to the catalogue and must pass the
 * same checker as the built-in coach; anything else is an error the caller answers with the built-in coach.
 */

export function resolveLanguageModel(config: CoachConfig): LanguageModelV3 | null {
  if (config.mode === 'builtin') return null;
  const configured = Boolean(config.apiKey) || (config.mode === 'llm' && Boolean(config.baseUrl));
  if (!configured) return null;
  const provider = createOpenAI({
    apiKey: config.apiKey ?? 'not-needed',
    ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
  });
  // Chat Completions is what local OpenAI-compatible servers speak.
  return provider.chat(config.model);
}

const llmExerciseSchema = z.object({
  catalogId: z.string().max(80).describe('an id from the allowed list'),
  sets: z.number().int().min(1).max(10),
  reps: z.string().max(20).nullable().describe('"8-12" style range, or null for timed work'),
  durationSeconds: z
    .number()
    .int()
    .min(5)
    .max(3600)
    .nullable()
    .describe('seconds per set for timed work, else null'),
  restSeconds: z.number().int().min(0).max(600),
  notes: z.string().max(300).nullable(),
});
const llmDaySchema = z.object({
  name: z.string().max(40),
  kind: z.enum(['training', 'rest', 'active-recovery']),
  focus: z.string().max(120),
  warmUp: z.array(z.string().max(200)).max(6),
  exercises: z.array(llmExerciseSchema).max(12),
  coolDown: z.array(z.string().max(200)).max(4),
});
export const llmPlanSchema = z.object({
  overview: z.string().max(2000),
  days: z.array(llmDaySchema).min(7).max(7),
  notes: z.array(z.string().max(400)).max(6),
});
export type LlmPlan = z.infer<typeof llmPlanSchema>;

/**
 * The schema the model is asked for: `llmPlanSchema` inside the strict subset of OpenAI's structured
 * output (strictJsonSchema.ts), its bounds said in words. The answer is then parsed with `llmPlanSchema`
 * itself, so every bound still holds, and the plan goes through the checker.
 */
export const llmPlanJsonSchema = strictJsonSchema(
  z.toJSONSchema(llmPlanSchema, { target: 'draft-7', io: 'input', reused: 'inline' }) as Record<
    string,
    unknown
  >,
);
const llmPlanOutput = Output.object({
  name: 'workout_plan',
  schema: jsonSchema<LlmPlan>(llmPlanJsonSchema as Parameters<typeof jsonSchema>[0], {
    validate: (value) => {
      const parsed = llmPlanSchema.safeParse(value);
      return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
    },
  }),
});

export class InvalidLlmPlanError extends Error {
  override name = 'InvalidLlmPlanError';
  constructor(readonly violations: Violation[]) {
    super(
      `The LLM plan broke ${violations.length} rule(s): ${violations
        .map((v) => v.detail)
        .slice(0, 5)
        .join('; ')}`,
    );
  }
}

/** API keys some providers echo back in their errors ("Incorrect API key provided: sk-..."). */
const SECRET = /\b(sk|key|token)-[A-Za-z0-9_*-]{6,}/gi;

/**
 * Why the LLM did not write the plan, in one line for the log and `/api/health`: the provider's own
 * message when it refused or failed, else what was wrong with the answer. Never the model's text or
 * the visitor's answers (a parse error quotes the text, which may repeat what the visitor wrote).
 */
export function describeLlmFailure(error: unknown, signal?: AbortSignal): string {
  let text: string;
  if (signal?.aborted && (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError') {
    text = 'the model did not finish the plan within LLM_TIMEOUT_MS';
  } else if (APICallError.isInstance(error)) {
    text = `${error.statusCode ?? 'no answer'} from ${error.url}: ${error.message}`;
  } else if (NoObjectGeneratedError.isInstance(error)) {
    // Zod's messages name the field and the bound, never the value.
    const issues = zodIssuesIn(error)
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    text = `the model's answer was not a plan of the requested shape (finish reason: ${error.finishReason ?? 'unknown'})${issues.length ? `: ${issues.join('; ')}` : ''}`;
  } else if (error instanceof InvalidLlmPlanError) {
    const rules = [...new Set(error.violations.map((v) => v.rule))];
    text = `the model's plan broke ${error.violations.length} rule(s) of the checker: ${rules.join(', ')}`;
  } else if (error instanceof Error) {
    text = `${error.name}: ${error.message}`;
  } else {
    text = String(error);
  }
  // Also any user:password in a configured base URL.
  return text
    .replace(SECRET, '$1-…')
    .replace(/\/\/[^/@\s]+@/g, '//')
    .slice(0, 500);
}

function zodIssuesIn(error: unknown): z.core.$ZodIssue[] {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof z.ZodError) return cause.issues;
  }
  return [];
}

/**
 * What the log says about a fallback: the reason above, and the stack only for a fault in this code.
 * Not the error itself: the AI SDK's errors carry the whole request (the visitor's answers) and the
 * model's text.
 */
export function llmFailureLog(error: unknown, signal?: AbortSignal): { reason: string; stack?: string } {
  const reason = describeLlmFailure(error, signal);
  const ours =
    error instanceof Error && !AISDKError.isInstance(error) && !(error instanceof InvalidLlmPlanError);
  return ours && error.stack ? { reason, stack: error.stack } : { reason };
}

function systemPrompt(profile: Profile): string {
  const rx = prescriptionForProfile(profile);
  const allowed = availableExercises(profile)
    .map((e) => `${e.id} | ${e.pattern} | ${e.primary.join(',')} | ${e.measure}`)
    .join('\n');
  const language = profile.language === 'es' ? 'Spanish' : 'English';
  return [
    'You are a certified strength and conditioning coach writing a one-week training plan.',
    'Follow these rules exactly:',
    `- Exactly 7 days named ${WEEKDAYS[profile.language].join(', ')}, in that order; exactly ${profile.days} of them are not rest days.`,
    '- Splits: 2 days full body A/B; 3 days full body A/B/A; 4 days upper/lower twice; 5-7 days upper/lower plus push/pull/legs for intermediate and advanced people; novices and beginners lift at most 4 days and make other days easy aerobic or mobility ("active-recovery").',
    '- Never train the same muscle hard on two consecutive days. Large multi-joint movements before small ones.',
    `- Each session, warm-up and cool-down included, fits ${profile.minutes} minutes: a set takes reps x 3.5 s (or durationSeconds) plus restSeconds; the warm-up takes ${warmUpMinutes(profile.minutes)} min and the cool-down ${coolDownMinutes(profile.minutes)} min.`,
    `- Prescription for this person: ${rx.sets[0]}-${rx.sets[1]} sets, main lifts ${rx.mainReps[0]}-${rx.mainReps[1]} reps, accessories ${rx.accessoryReps[0]}-${rx.accessoryReps[1]} reps, ${rx.rir}, ${rx.mainRest} s rest for main lifts and ${rx.accessoryRest} s for accessories; about ${rx.weeklySets[0]}-${rx.weeklySets[1]} hard sets per muscle per week.`,
    '- Use ONLY catalogue ids from the allowed list below (id | pattern | primary muscles | measure). "time" exercises use durationSeconds and reps null; "reps" exercises use reps and durationSeconds null. No exercise twice on the same day. Rest days have no exercises.',
    `- Write the overview, focus, warm-up, cool-down and notes in ${language}. Plain text, no markdown.`,
    'Allowed exercises:',
    allowed,
  ].join('\n');
}

function userPrompt(profile: Profile, answers: Record<string, unknown>): string {
  return [
    `Answers from the questionnaire: ${JSON.stringify(answers)}`,
    `Read as: level ${profile.level}, goal ${profile.goal}, ${profile.days} days a week, ${profile.minutes} minutes, location ${profile.location}, equipment ${[...profile.equipment].join(', ') || 'none'}, style ${profile.style}, focus ${profile.focus}.`,
    profile.injuries.length
      ? `Injuries: ${profile.injuries.map((r) => r.key).join(', ')} (the allowed list already excludes exercises to avoid).`
      : 'No injury rules apply.',
    // The screening and population rules the checker will hold the plan to (docs/coaching.md "Populations").
    `Population limits: no set below ${profile.limits.minReps} reps, effort never below RIR ${profile.limits.minRir}, at most ${profile.limits.maxSets} sets per exercise${profile.limits.noIntervals ? ', no interval blocks' : ''}${profile.limits.balanceEverySession ? ', balance work in every session warm-up' : ''}.`,
    profile.dayMinutes.size
      ? `Shorter days (Monday = 0): ${[...profile.dayMinutes].map(([day, minutes]) => `day ${day} ${minutes} minutes`).join(', ')}.`
      : 'Every day has the same minutes.',
    'Each session fills its minutes within about 10%.',
  ].join('\n');
}

function toExercise(
  raw: LlmPlan['days'][number]['exercises'][number],
  language: Language,
  profile: Profile,
): Exercise | null {
  const entry = findExercise(raw.catalogId);
  if (!entry) return null;
  const rx = prescriptionForProfile(profile);
  const timed = entry.measure === 'time';
  const durationSeconds = timed ? (raw.durationSeconds ?? 30) : null;
  const reps = timed ? null : (raw.reps ?? `${rx.accessoryReps[0]}-${rx.accessoryReps[1]}`);
  const effort = timed ? (language === 'es' ? 'Controlado' : 'Controlled') : rx.rir;
  const name = entry.name[language];
  return {
    catalogId: entry.id,
    name,
    perSide: isUnilateral(entry),
    sets: raw.sets,
    reps,
    durationSeconds,
    restSeconds: raw.restSeconds,
    effort,
    loadHint: loadHintText(language, entry.progression, rx.rir, timed),
    cues: entry.cues[language].slice(0, 5),
    videoId: entry.videoId ?? null,
    block: '',
    text: exerciseLine(language, name, {
      sets: raw.sets,
      reps,
      durationSeconds,
      restSeconds: raw.restSeconds,
      effort,
      interval: false,
    }),
    notes: raw.notes,
  };
}

/**
 * The model's day as a plan day. Its name is the weekday its place says (the prompt asks for exactly those,
 * in order): a day's name is the key challenge completions are stored under and is shown to anyone with the
 * link, so it is never the model's free text (src/server/privacy/publicPlan.ts keeps names as they are).
 */
function toDay(raw: LlmPlan['days'][number], profile: Profile, index: number): Day {
  const exercises =
    raw.kind === 'rest' ? [] : raw.exercises.map((e) => toExercise(e, profile.language, profile));
  const matched = exercises.filter((e): e is Exercise => e !== null);
  const unmatched = exercises.length - matched.length;
  return {
    name: WEEKDAYS[profile.language][index] ?? raw.name,
    kind: raw.kind,
    focus: raw.focus,
    estimatedMinutes: raw.kind === 'rest' ? 0 : sessionMinutesOf(matched, profile.minutes),
    style: profile.style,
    rounds: 1,
    warmUp: raw.warmUp,
    // An exercise outside the catalogue keeps a visible placeholder so the checker rejects the plan.
    exercises: unmatched
      ? [...matched, { ...matched[0]!, catalogId: null, name: 'unknown', text: 'unknown' }]
      : matched,
    coolDown: raw.coolDown,
  };
}

/** The LLM's (possibly partial) days as plan days, for streaming to the page as they arrive. */
export function partialDays(days: unknown, profile: Profile): Day[] {
  if (!Array.isArray(days)) return [];
  const complete = llmDaySchema.array().safeParse(days);
  if (!complete.success) return [];
  return complete.data.map((day, index) => toDay(day, profile, index));
}

export function toPlanDraft(plan: LlmPlan, profile: Profile): PlanDraft {
  const schedule = plan.days.map((day, index) => toDay(day, profile, index));
  const draft: PlanDraft = {
    overview: plan.overview,
    schedule,
    restDays: schedule.filter((day) => day.kind === 'rest').map((day) => day.name),
    videos: videosOf(schedule, profile.language),
    disclaimer: disclaimer(profile.language),
    // The coach's own notes are written from the model's week, so they claim only what it holds.
    notes: [...coachNotes(profile, schedule), ...plan.notes].slice(0, 12),
    screening: profile.screening,
  };
  const violations = checkPlan(draft, profile);
  if (violations.length > 0) throw new InvalidLlmPlanError(violations);
  return draft;
}

export type LlmProgress = { overview: string; days: Day[] };

export type LlmPlanRequest = {
  model: LanguageModelV3;
  profile: Profile;
  answers: Record<string, unknown>;
  signal: AbortSignal;
};

/**
 * Streams the LLM's plan: yields progress as it is written, returns the checked draft. How the call
 * went is recorded for `/api/health` (llmStatus.ts).
 */
export async function* streamLlmPlan(options: LlmPlanRequest): AsyncGenerator<LlmProgress, PlanDraft> {
  const { model, signal } = options;
  try {
    const draft = yield* writePlan(options);
    recordLlmOutcome(model);
    return draft;
  } catch (error) {
    // The visitor leaving says nothing about the model; its time limit running out does.
    const visitorLeft = signal.aborted && (signal.reason as { name?: string })?.name !== 'TimeoutError';
    if (!visitorLeft) recordLlmOutcome(model, describeLlmFailure(error, signal));
    throw error;
  }
}

async function* writePlan(options: LlmPlanRequest): AsyncGenerator<LlmProgress, PlanDraft> {
  const { model, profile, answers, signal } = options;
  let providerError: unknown;
  const result = streamText({
    model,
    output: llmPlanOutput,
    system: systemPrompt(profile),
    prompt: userPrompt(profile, answers),
    abortSignal: signal,
    maxRetries: 0,
    // A provider error ends the stream quietly and `result.output` then rejects with a generic "no
    // output generated": the provider's own error is kept here, and the caller logs it once.
    onError: ({ error }) => {
      providerError ??= error;
    },
  });
  let output: LlmPlan;
  try {
    let shownDays = 0;
    let shownOverview = '';
    for await (const partial of result.partialOutputStream) {
      const overview = typeof partial.overview === 'string' ? partial.overview : '';
      // A day is complete once the next one has started.
      const days = Array.isArray(partial.days) ? partial.days.slice(0, -1) : [];
      if (overview.length > shownOverview.length || days.length > shownDays) {
        const mapped = partialDays(days, profile);
        shownOverview = overview;
        shownDays = mapped.length;
        yield { overview, days: mapped };
      }
    }
    // Validated against llmPlanSchema, every bound included.
    output = await result.output;
  } catch (error) {
    throw providerError ?? error;
  }
  return toPlanDraft(output, profile);
}
