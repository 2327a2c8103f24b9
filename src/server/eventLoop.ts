import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * How late the event loop runs its timers: the one figure that shows a server which still accepts
 * connections but answers nothing, because one piece of work holds the only thread (the security review of
 * 2026-11-27, LOW-3: a flood of heavy requests froze the loop for tens of seconds while /api/health, once it
 * answered, said `ok`). Sampled every RESOLUTION_MS by node:perf_hooks; the figure reported is the p99 and
 * the maximum over the last completed interval of INTERVAL_MS, or over the current one if it is worse and
 * already holds MIN_SAMPLES (a second of ticks): one slow tick in a young interval is its whole p99, and
 * would call a server degraded for one long request (README "Health").
 */
export const EVENT_LOOP = {
  resolutionMs: 20,
  intervalMs: 10_000,
  /**
   * Past this p99, /api/health says `degraded` and names `eventLoop`. A page drawn on the server or a
   * large answer serialised on the loop takes up to a few hundred milliseconds on a loaded 2-core box
   * (`npm run bench`); a p99 above half a second means visitors wait that long for every answer.
   */
  degradedP99Ms: 500,
  minSamples: 50,
} as const;

export type EventLoopDelay = {
  /** The 99th percentile of the delay, in milliseconds, rounded. */
  p99Ms: number;
  /** The longest delay seen, in milliseconds, rounded. */
  maxMs: number;
  /** The interval the figures cover. */
  intervalSeconds: number;
};

type Snapshot = { p99Ms: number; maxMs: number; samples: number };

let histogram: IntervalHistogram | undefined;
let timer: NodeJS.Timeout | undefined;
let lastInterval: Snapshot = { p99Ms: 0, maxMs: 0, samples: 0 };
let onHigh: ((delay: EventLoopDelay) => void) | undefined;

/** A sample is the time between two timer runs: what passes the sampling period is the delay. */
/** The most a reported delay says, as the health answer's schema bounds it: past an hour, "an hour" is enough. */
export const MAX_REPORTED_DELAY_MS = 3_600_000;
const delayMs = (nanoseconds: number) =>
  Math.min(MAX_REPORTED_DELAY_MS, Math.max(0, Math.round(nanoseconds / 1e6 - EVENT_LOOP.resolutionMs)));

function snapshot(of: IntervalHistogram): Snapshot {
  // An empty histogram reports a huge minimum and a NaN mean: no samples, no delay to report.
  if (of.count === 0) return { p99Ms: 0, maxMs: 0, samples: 0 };
  return { p99Ms: delayMs(of.percentile(99)), maxMs: delayMs(of.max), samples: of.count };
}

/**
 * Starts sampling (once per process: every app built in it shares the one loop). `warn` is called at the
 * end of an interval whose p99 was past the threshold, so a frozen loop leaves a line in the log even
 * when nothing polls the health check.
 */
export function startEventLoopMonitor(warn?: (delay: EventLoopDelay) => void): void {
  if (warn) onHigh = warn;
  if (histogram) return;
  histogram = monitorEventLoopDelay({ resolution: EVENT_LOOP.resolutionMs });
  histogram.enable();
  // After a freeze libuv may run this timer before the monitor's own, whose late sample would then land
  // after the reset and be lost (a reset also drops the sample that follows it): the interval is closed
  // in the check phase, after every due timer has run.
  timer = setInterval(() => setImmediate(closeEventLoopInterval), EVENT_LOOP.intervalMs).unref();
}

/** Ends the current interval: its figures become the last interval's (run by the timer; tests call it). */
export function closeEventLoopInterval(): void {
  if (!histogram) return;
  lastInterval = snapshot(histogram);
  histogram.reset();
  if (lastInterval.p99Ms > EVENT_LOOP.degradedP99Ms)
    onHigh?.({ ...lastInterval, intervalSeconds: EVENT_LOOP.intervalMs / 1000 });
}

export function stopEventLoopMonitor(): void {
  clearInterval(timer);
  histogram?.disable();
  histogram = undefined;
  timer = undefined;
  onHigh = undefined;
  lastInterval = { p99Ms: 0, maxMs: 0, samples: 0 };
}

/** The worse of the last completed interval and the current one once it counts (started on first use). */
export function eventLoopDelay(): EventLoopDelay {
  startEventLoopMonitor();
  const sampled = histogram ? snapshot(histogram) : lastInterval;
  const current = sampled.samples >= EVENT_LOOP.minSamples ? sampled : lastInterval;
  const worse = current.p99Ms > lastInterval.p99Ms ? current : lastInterval;
  return {
    p99Ms: worse.p99Ms,
    maxMs: Math.max(current.maxMs, lastInterval.maxMs),
    intervalSeconds: EVENT_LOOP.intervalMs / 1000,
  };
}
