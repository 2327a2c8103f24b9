import type { LanguageModelV3 } from '@ai-sdk/provider';

/**
 * How the most recent LLM call went, per configured model, for `/api/health`. Kept in memory and
 * updated by generation, so a health check never costs a paid call; each server instance reports its
 * own last call. Keyed by the model object: every app (and every test app) has its own.
 */
export type LlmOutcome = {
  ok: boolean;
  /** ISO date and time the call ended. */
  at: string;
  /** Why the plan did not come from the model; never the visitor's words. */
  error?: string;
};

const outcomes = new WeakMap<LanguageModelV3, LlmOutcome>();

export function recordLlmOutcome(model: LanguageModelV3, error?: string): void {
  outcomes.set(model, {
    ok: error === undefined,
    at: new Date().toISOString(),
    ...(error === undefined ? {} : { error }),
  });
}

export function lastLlmOutcome(model: LanguageModelV3): LlmOutcome | null {
  return outcomes.get(model) ?? null;
}
