import { describe, expect, it } from 'vitest';
import {
  addTime,
  elapsedMs,
  formatClock,
  isFinished,
  momentBetween,
  pauseClock,
  readyClock,
  remainingMs,
  resumeClock,
  secondsLeft,
  startClock,
} from './clock';

describe('the session clock, computed from timestamps', () => {
  it('counts down from its end time, whatever happened in between', () => {
    const clock = startClock('rest', 90_000, 1_000);
    expect(secondsLeft(clock, 1_000)).toBe(90);
    // A tab asleep for a minute reads the right time as soon as it wakes.
    expect(secondsLeft(clock, 61_000)).toBe(30);
    expect(secondsLeft(clock, 89_500)).toBe(2);
    expect(isFinished(clock, 91_000)).toBe(true);
    expect(remainingMs(clock, 500_000)).toBe(0);
  });

  it('keeps what is left while paused, and ends that much after resuming', () => {
    const paused = pauseClock(startClock('rest', 60_000, 0), 20_000);
    expect(remainingMs(paused, 100_000)).toBe(40_000);
    const resumed = resumeClock(paused, 100_000);
    expect(resumed.endsAt).toBe(140_000);
    expect(secondsLeft(resumed, 130_000)).toBe(10);
  });

  it('adds 15 s running or paused, and restarts a clock already over from now', () => {
    expect(addTime(startClock('rest', 60_000, 0), 15_000, 10_000).endsAt).toBe(75_000);
    expect(
      remainingMs(addTime(pauseClock(startClock('rest', 60_000, 0), 30_000), 15_000, 40_000), 99_999),
    ).toBe(45_000);
    expect(addTime(startClock('rest', 60_000, 0), 15_000, 70_000).endsAt).toBe(85_000);
  });

  it('measures a work clock’s time done, waiting for Start before it runs', () => {
    const ready = readyClock('work', 30_000);
    expect(secondsLeft(ready, 5_000_000)).toBe(30);
    const running = resumeClock(ready, 1_000);
    expect(elapsedMs(running, 21_000)).toBe(20_000);
    expect(elapsedMs(running, 99_000)).toBe(30_000);
  });

  it('formats minutes and seconds', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(600)).toBe('10:00');
  });

  it('announces the start, ten seconds left and the end, and nothing in between', () => {
    const clock = startClock('rest', 60_000, 0);
    expect(momentBetween(clock, null, 60)).toBe('started');
    expect(momentBetween(clock, 60, 59)).toBeNull();
    expect(momentBetween(clock, 11, 10)).toBe('ten-left');
    // A tab that slept through the tenth second still hears it once.
    expect(momentBetween(clock, 30, 4)).toBe('ten-left');
    expect(momentBetween(clock, 10, 9)).toBeNull();
    expect(momentBetween(clock, 3, 0)).toBe('done');
    expect(momentBetween(startClock('rest', 8_000, 0), 20, 8)).toBeNull();
  });

  it('does not announce a start again for a clock resumed after a reload or a pause', () => {
    const clock = startClock('rest', 90_000, 0);
    // Read first 30 s in (the page was reloaded mid-rest): no "Rest started".
    expect(momentBetween(clock, null, 60)).toBeNull();
    // Its later moments are still heard.
    expect(momentBetween(clock, 11, 10)).toBe('ten-left');
    expect(momentBetween(clock, 1, 0)).toBe('done');
  });
});
