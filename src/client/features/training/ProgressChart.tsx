import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { axisTicks } from './axisTicks';

/**
 * The small chart of one exercise's load (or reps, or seconds) over time. This module is the only one that
 * imports the chart library (@mantine/charts on recharts, about 100 kB gzip): ExerciseProgress loads it
 * with React.lazy, so it comes down only when the history page shows a chart, never with the landing or
 * plan pages (bench/pages.ts and tests/e2e/history.test.ts check that).
 *
 * The drawing is an image with a summary for screen readers (its `label`); the same figures are in the
 * best-set text beside it. Recharts' keyboard layer is off: with the image role it would be a tab stop
 * that announces nothing more.
 */
export default function ProgressChart({
  points,
  label,
  unitLabel,
  format,
  wholeNumbers,
}: {
  points: { date: string; value: number }[];
  /** What the chart shows, in words: the text alternative. */
  label: string;
  unitLabel: string;
  /** The tick and tooltip text of a value. */
  format(value: number): string;
  /** Reps and seconds: no ticks between whole numbers. */
  wholeNumbers: boolean;
}) {
  const ticks = axisTicks(
    points.map((point) => point.value),
    { wholeNumbers },
  );
  return (
    <div role="img" aria-label={label}>
      <LineChart
        h={140}
        data={points}
        dataKey="date"
        series={[{ name: 'value', label: unitLabel, color: 'blue.6' }]}
        curveType="linear"
        withDots
        strokeWidth={2}
        tickLine="none"
        gridAxis="y"
        valueFormatter={format}
        // Our own round ticks (axisTicks.ts), every one of them shown.
        yAxisProps={{ width: 56, domain: [ticks[0] ?? 'auto', ticks.at(-1) ?? 'auto'], ticks, interval: 0 }}
        // Room for the newest point's dot at the right edge.
        lineChartProps={{ margin: { top: 8, right: 16, bottom: 0, left: 0 } }}
        accessibilityLayer={false}
        // The chart appears once: no animation to wait for or to distract.
        lineProps={{ isAnimationActive: false }}
      />
    </div>
  );
}
