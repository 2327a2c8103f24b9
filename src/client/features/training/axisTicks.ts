/** Steps a person reads at a glance: 1, 2, 2.5 or 5 times a power of ten. */
const STEP_MULTIPLES = [1, 2, 2.5, 5, 10];

/**
 * The value axis of a progress chart: evenly spaced round ticks from a multiple of the step at or below the
 * lowest value to one at or above the highest, at most `most` of them. Left to itself, the chart library
 * chose steps such as 0.9 (19.8, 20.7, 21.6 kg). Reps and seconds get whole steps only. A flat line is
 * drawn mid-axis, with a tenth of its value (at least one) of room around it, never below zero for values
 * that are not.
 */
export function axisTicks(values: number[], options: { wholeNumbers: boolean; most?: number }): number[] {
  const most = Math.max(2, options.most ?? 5);
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [];
  let low = Math.min(...finite);
  let high = Math.max(...finite);
  if (low === high) {
    const room = Math.abs(high) / 10 || 1;
    low = low >= 0 ? Math.max(0, low - room / 2) : low - room / 2;
    high += room / 2;
  }
  const span = high - low;
  const power = 10 ** Math.floor(Math.log10(span / (most - 1)));
  for (const scale of [power, power * 10]) {
    for (const multiple of STEP_MULTIPLES) {
      const step = multiple * scale;
      if (options.wholeNumbers && !Number.isInteger(step)) continue;
      const first = Math.floor(low / step + 1e-9);
      const last = Math.ceil(high / step - 1e-9);
      if (last - first + 1 > most) continue;
      // Multiples of the step, rounded to its own decimals so that 0.1 * 3 reads 0.3.
      const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
      return Array.from({ length: last - first + 1 }, (_, index) =>
        Number(((first + index) * step).toFixed(decimals)),
      );
    }
  }
  return [low, high];
}
