import type { WorkoutPlan } from '../../contract/workout';

/**
 * The plan the server put in a plan link's page (src/server/web.ts, planScript): what
 * GET /api/workouts/{id} answers, so the page renders it without asking again. Undefined for any
 * other plan, or when the page carries none.
 */
export function preloadedPlan(id: string): WorkoutPlan | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('preloaded-plan');
  if (!element?.textContent) return undefined;
  try {
    const plan = JSON.parse(element.textContent) as WorkoutPlan;
    return plan.id === id ? plan : undefined;
  } catch {
    return undefined;
  }
}
