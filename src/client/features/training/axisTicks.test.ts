import { describe, expect, it } from 'vitest';
import { axisTicks } from './axisTicks';

describe('axisTicks', () => {
  it('gives round, evenly spaced loads instead of steps like 0.9 kg', () => {
    expect(axisTicks([19.8, 20.7, 21.6], { wholeNumbers: false })).toEqual([19, 20, 21, 22]);
    expect(axisTicks([20, 22.5, 25], { wholeNumbers: false })).toEqual([20, 22, 24, 26]);
    expect(axisTicks([40, 42.5, 45, 47.5, 50, 60], { wholeNumbers: false })).toEqual([40, 45, 50, 55, 60]);
  });

  it('covers every value and keeps within the most ticks asked for', () => {
    for (const values of [
      [0.5, 0.6],
      [3, 97],
      [101, 103.5],
      [7.25, 7.75, 9.1],
      [1000, 1450],
    ]) {
      const ticks = axisTicks(values, { wholeNumbers: false, most: 5 });
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks[0]).toBeLessThanOrEqual(Math.min(...values));
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...values));
      const steps = ticks.slice(1).map((tick, index) => Number((tick - ticks[index]!).toFixed(6)));
      expect(new Set(steps).size).toBe(1);
    }
  });

  it('steps reps and seconds by whole numbers', () => {
    expect(axisTicks([8, 9, 10], { wholeNumbers: true })).toEqual([8, 9, 10]);
    expect(axisTicks([30, 45, 60], { wholeNumbers: true })).toEqual([30, 40, 50, 60]);
    for (const tick of axisTicks([5, 6], { wholeNumbers: true })) expect(Number.isInteger(tick)).toBe(true);
  });

  it('draws a flat line mid-axis, and gives an empty chart no ticks', () => {
    expect(axisTicks([20, 20, 20], { wholeNumbers: false })).toEqual([19, 19.5, 20, 20.5, 21]);
    expect(axisTicks([12, 12], { wholeNumbers: true })).toEqual([11, 12, 13]);
    expect(axisTicks([0, 0], { wholeNumbers: false })[0]).toBe(0);
    expect(axisTicks([], { wholeNumbers: false })).toEqual([]);
  });
});
