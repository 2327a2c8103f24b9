/**
 * The session's clocks (rest between sets, and the work clock of timed exercises) as plain data computed
 * from timestamps: a clock stores when it ends (or, paused, what was left), never a count of ticks, so
 * it keeps the right time in a tab the browser slowed or froze in the background, and survives a reload
 * (the in-progress session stores it). `now` is always passed in: Date.now() in the view, any number
 * in tests.
 */
export type Clock = {
  kind: 'rest' | 'work';
  /** The clock's full length, including time added with +15 s. */
  durationMs: number;
  /** When it reaches zero (epoch ms), or null while paused. */
  endsAt: number | null;
  /** What was left when it was paused; null while running. */
  pausedRemainingMs: number | null;
};

export function startClock(kind: Clock['kind'], durationMs: number, now: number): Clock {
  return { kind, durationMs, endsAt: now + durationMs, pausedRemainingMs: null };
}

/** A clock set up but not running yet (a timed exercise waits for its Start). */
export function readyClock(kind: Clock['kind'], durationMs: number): Clock {
  return { kind, durationMs, endsAt: null, pausedRemainingMs: durationMs };
}

export function remainingMs(clock: Clock, now: number): number {
  if (clock.endsAt === null) return Math.max(0, clock.pausedRemainingMs ?? 0);
  return Math.max(0, clock.endsAt - now);
}

/** How long the clock has run (for a work clock: the seconds done). */
export function elapsedMs(clock: Clock, now: number): number {
  return clock.durationMs - remainingMs(clock, now);
}

export function isRunning(clock: Clock): boolean {
  return clock.endsAt !== null;
}

export function isFinished(clock: Clock, now: number): boolean {
  return remainingMs(clock, now) === 0;
}

export function pauseClock(clock: Clock, now: number): Clock {
  if (clock.endsAt === null) return clock;
  return { ...clock, endsAt: null, pausedRemainingMs: remainingMs(clock, now) };
}

export function resumeClock(clock: Clock, now: number): Clock {
  if (clock.endsAt !== null) return clock;
  return { ...clock, endsAt: now + (clock.pausedRemainingMs ?? 0), pausedRemainingMs: null };
}

/** +15 s: the clock runs longer, paused or not. */
export function addTime(clock: Clock, ms: number, now: number): Clock {
  if (clock.endsAt === null)
    return {
      ...clock,
      durationMs: clock.durationMs + ms,
      pausedRemainingMs: (clock.pausedRemainingMs ?? 0) + ms,
    };
  // A clock that already reached zero starts again from now.
  const endsAt = Math.max(clock.endsAt, now) + ms;
  return { ...clock, durationMs: clock.durationMs + ms, endsAt };
}

/** Whole seconds left, as a person reads a countdown (1.2 s left shows 2). */
export function secondsLeft(clock: Clock, now: number): number {
  return Math.ceil(remainingMs(clock, now) / 1000);
}

/** '1:05' for 65 seconds. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** How long after its start a clock first read still counts as just started (the first reading's own delay). */
const FRESH_CLOCK_SECONDS = 2;

/** The moments a screen reader hears: the start, ten seconds left (on clocks longer than that), the end. */
export type ClockMoment = 'started' | 'ten-left' | 'done';

/**
 * The moment the countdown passed between two readings, or null: announcing these only keeps the
 * live region quiet in between (issue 16 part 8: "announced politely, not every second").
 */
export function momentBetween(
  clock: Clock,
  previousSeconds: number | null,
  seconds: number,
): ClockMoment | null {
  // A first reading is a start only while the clock is new: a clock read first after a reload, a return
  // to the tab or a pause has been running for a while, and hearing "Rest started" again would be false.
  if (previousSeconds === null)
    return seconds > 0 && clock.durationMs / 1000 - seconds < FRESH_CLOCK_SECONDS ? 'started' : null;
  if (previousSeconds > 0 && seconds === 0) return 'done';
  if (previousSeconds > 10 && seconds <= 10 && seconds > 0 && clock.durationMs > 10_000) return 'ten-left';
  return null;
}
