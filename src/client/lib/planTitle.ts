import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isOther } from '../../contract/answers';
import type { WorkoutPlan } from '../../contract/workout';
import { answerLabel } from './answerLabels';

type Titled = Pick<WorkoutPlan, 'fitnessGoal' | 'daysPerWeek' | 'screening'>;

/** The plan page's heading, the one title a plan has (docs/product.md section 2, "Plan"). */
export function planTitle(i18n: I18n, plan: Titled): string {
  // A clearance-first plan holds walking and mobility only: its title says that, not the goal.
  if (plan.screening?.outcome === 'clearance') return i18n._(msg`Gentle start: walking and mobility`);
  if (isOther(plan.fitnessGoal)) return i18n._(msg`Your workout plan`);
  const goal = answerLabel(i18n, 'fitnessGoal', plan.fitnessGoal);
  return i18n._(msg`${goal} plan`);
}

/**
 * How lists name a plan (My Workouts, the session, its summary and history): the heading and its days,
 * "Lose weight plan · 3 days", never a sentence cut from the overview.
 */
export function planName(i18n: I18n, plan: Titled): string {
  const title = planTitle(i18n, plan);
  const days = plan.daysPerWeek;
  return i18n._(msg`${title} · ${days} days`);
}
