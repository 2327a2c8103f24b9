import { useLingui } from '@lingui/react/macro';
import type { BlogCategory } from '../../../content/blog/types';

/** Category names in the interface language (the content stores only the keys). */
export function useCategoryLabels(): Record<BlogCategory, string> {
  const { t } = useLingui();
  return {
    aiTechnology: t`AI & Technology`,
    fitnessScience: t`Fitness Science`,
    comparativeAnalysis: t`Comparative Analysis`,
    homeWorkouts: t`Home Workouts`,
    workoutDesign: t`Workout Design`,
    fitnessTrends: t`Fitness Trends`,
  };
}
