import { lazy, Suspense } from 'react';
import type { FigureProps } from './DemonstrationFigure';

/**
 * The demonstration figures and their data load on first use (issue 30): the landing page never loads
 * them and a plan page only when a dialog opens (budgets in bench/pages.ts). Meanwhile the space is held,
 * so nothing jumps when the figure arrives.
 */
const DemonstrationFigure = lazy(() => import('./DemonstrationFigure'));

export function ExerciseDemonstration(
  props: Omit<FigureProps, 'catalogueId'> & { catalogueId: string | null | undefined },
) {
  const { catalogueId } = props;
  if (!catalogueId) return null;
  return (
    <Suspense fallback={<div style={{ height: props.size }} />}>
      <DemonstrationFigure {...props} catalogueId={catalogueId} />
    </Suspense>
  );
}
