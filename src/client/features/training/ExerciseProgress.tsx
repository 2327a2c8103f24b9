import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ExerciseHistory } from './history';
import type { HistoryFormat } from './useHistoryFormat';

// The chart library loads with the first chart, on this page only (ProgressChart.tsx says why).
const ProgressChart = lazy(() => import('./ProgressChart'));

function bestSetText(history: ExerciseHistory, format: HistoryFormat): string {
  const { set } = history.best;
  if (history.measure === 'load' && set.load && set.reps)
    return `${format.load(set.load, set.unit)} × ${set.reps}`;
  if (history.measure === 'reps' && set.reps) return format.reps(set.reps);
  return format.seconds(set.seconds ?? 0);
}

function ExerciseCard({ history, format }: { history: ExerciseHistory; format: HistoryFormat }) {
  const { t } = useLingui();
  const best = bestSetText(history, format);
  const bestDate = format.date(history.best.date);
  const first = history.points[0];
  const last = history.points[history.points.length - 1];
  const unitLabel =
    history.unit === 'reps' ? t`Reps` : history.unit === 'seconds' ? t`Seconds` : t`Load (${history.unit})`;
  const measured =
    history.measure === 'load'
      ? t`Heaviest load per session, in ${history.unit}`
      : history.measure === 'reps'
        ? t`Most reps per session`
        : t`Longest set per session, in seconds`;
  const summary =
    first && last
      ? t`${history.name}: ${measured}, from ${format.value(first.value, history.unit)} on ${format.shortDate(first.date)} to ${format.value(last.value, history.unit)} on ${format.shortDate(last.date)}, over ${history.points.length} sessions.`
      : '';
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Title order={3} size="h5">
          {history.name}
        </Title>
        <Text size="sm">
          {t`Best set:`}{' '}
          <Text span fw={700}>
            {best}
          </Text>{' '}
          <Text span c="dimmed" size="sm">
            ({bestDate})
          </Text>
        </Text>
        {history.best.estimatedOneRepMax !== null && (
          <Text size="sm" c="dimmed">
            {t`Estimated one-rep max: ${format.load(history.best.estimatedOneRepMax, history.unit as 'kg' | 'lb')} (Epley formula)`}
          </Text>
        )}
        {history.points.length >= 2 ? (
          <>
            <Text size="xs" c="dimmed">
              {measured}
            </Text>
            <Suspense fallback={<Skeleton height={140} aria-hidden="true" />}>
              <ProgressChart
                points={history.points.map((point) => ({
                  date: format.shortDate(point.date),
                  value: point.value,
                }))}
                label={summary}
                unitLabel={unitLabel}
                // The axis of reps shows numbers only: "12 reps" does not fit beside the chart.
                format={(value) =>
                  history.unit === 'reps' ? format.number(value) : format.value(value, history.unit)
                }
                wholeNumbers={history.measure !== 'load'}
              />
            </Suspense>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            {t`The chart starts with the second session of this exercise.`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Each exercise's best set and its progress chart. */
export function ExerciseProgress({
  histories,
  format,
}: {
  histories: ExerciseHistory[];
  format: HistoryFormat;
}) {
  const { t } = useLingui();
  return (
    <Stack component="section" aria-labelledby="progress-heading" gap="sm">
      <Title order={2} size="h3" id="progress-heading">
        {t`Best sets and progress`}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {histories.map((history) => (
          <ExerciseCard key={history.key} history={history} format={format} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
