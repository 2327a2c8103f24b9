/** Percentiles and a plain table for the benchmark report. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export type Row = { figure: string; value: string; target: string; status: 'ok' | 'over' | 'info' };

export function row(
  figure: string,
  value: number,
  unit: string,
  target?: { max?: number; min?: number },
): Row {
  const shown = `${value < 10 && !Number.isInteger(value) ? value.toFixed(2) : value.toFixed(0)} ${unit}`;
  if (!target) return { figure, value: shown, target: '', status: 'info' };
  const ok =
    (target.max === undefined || value <= target.max) && (target.min === undefined || value >= target.min);
  // A maximum of zero is a count that must stay at none: "< 0" would read as impossible.
  const goal =
    target.max === 0
      ? `0 ${unit}`
      : target.max !== undefined
        ? `< ${target.max} ${unit}`
        : `>= ${target.min} ${unit}`;
  return { figure, value: shown, target: goal, status: ok ? 'ok' : 'over' };
}

export function printTable(rows: Row[]): void {
  const widths = [
    Math.max(6, ...rows.map((r) => r.figure.length)),
    Math.max(5, ...rows.map((r) => r.value.length)),
    Math.max(6, ...rows.map((r) => r.target.length)),
    6,
  ];
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 4)).join(' | ')} |`;
  console.log(line(['figure', 'value', 'target', 'status']));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line([r.figure, r.value, r.target, r.status]));
}
