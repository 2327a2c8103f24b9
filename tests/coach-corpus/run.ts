/**
 * Runs the built-in coach over one corpus case and judges the plan. Shared by the unit test and the report
 * script, so both judge the same plan.
 */
import { type PlanDraft, type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { type Failure, judge } from './judge';
import type { CorpusCase } from './types';

export function planFor(request: WorkoutRequestInput): PlanDraft {
  return buildPlan(workoutRequestSchema.parse(request)).draft;
}

export function runCase(c: CorpusCase): { draft: PlanDraft; failures: Failure[] } {
  const draft = planFor(c.request);
  // The emphasis rule compares against the same visitor without the wish.
  const control = c.expect.emphasis
    ? planFor({ ...c.request, additionalNotes: '', focusArea: 'none' })
    : undefined;
  return { draft, failures: judge(c, draft, control) };
}
