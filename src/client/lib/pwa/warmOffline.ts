import { PUBLIC_ID_PATTERN, STORAGE_KEYS } from '../../../contract/constants';
import { demonstrationStillUrl, drawingUrl } from '../../../contract/exerciseMedia';
import { LOCAL_CHANGE_EVENT, readList } from '../deviceStorage';
import { createTrpcClient } from '../trpc';
import { DRAWINGS_CACHE, planIdOfPage, planIdOfRead, READS_CACHE } from './offlineRules';

/**
 * Makes sure the visitor's plans open with no connection (docs/offline.md): the plan on
 * screen and the plans saved in My Workouts, each with its exercise drawings. The reads go through the
 * page's own tRPC link, so the service worker keeps them under the very address the plan page asks for
 * later (sw.ts, NetworkFirst); the drawings through the worker's drawing cache.
 *
 * Cheap and polite: only when online and the visitor has not asked to save data; a plan already kept in
 * full is not asked for again (the plan page refreshes its copy whenever it is opened online); one request
 * at a time; at most the newest MOST_PLANS saved plans. A run cut short (the connection dropped) keeps
 * what it got and finishes next time.
 */
const MOST_PLANS = 20;

let client: ReturnType<typeof createTrpcClient> | undefined;

function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

type PlanDays = { exercises: { catalogId: string | null }[] }[];
type PlanWithWeeks = { schedule: PlanDays; progressionWeeks?: { schedule: PlanDays }[] };

/** Every drawing the plan can show: each exercise's start and end, in the plan and its four weeks. */
export function drawingsOf(plan: PlanWithWeeks): string[] {
  const days = [...plan.schedule, ...(plan.progressionWeeks ?? []).flatMap((week) => week.schedule)];
  const urls = new Set<string>();
  for (const day of days)
    for (const exercise of day.exercises)
      for (const position of ['start', 'end'] as const) {
        const url = drawingUrl(exercise.catalogId, position);
        if (url) urls.add(url);
      }
  // The day cards' demonstration stills (components/DemonstrationStill.tsx); the session view's moving
  // figure is code, precached with the app.
  for (const day of days)
    for (const exercise of day.exercises) {
      const still = demonstrationStillUrl(exercise.catalogId);
      if (still) urls.add(still);
    }
  return [...urls];
}

/** The plans kept in full (read and drawings) by an earlier run; unreadable storage reads as none. */
function readComplete(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.offlinePlans) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeComplete(ids: Set<string>): void {
  try {
    localStorage.setItem(STORAGE_KEYS.offlinePlans, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the next run checks these plans again, which costs a request each.
  }
}

export async function keepPlansOffline(pathname: string): Promise<void> {
  if (!navigator.onLine || savingData() || !('caches' in window)) return;
  const opened = planIdOfPage(pathname);
  const saved = readList(STORAGE_KEYS.workouts)
    .slice(0, MOST_PLANS)
    .map((workout) => workout.id);
  const wanted = [...new Set([...(opened ? [opened] : []), ...saved])].filter((id) =>
    PUBLIC_ID_PATTERN.test(id),
  );
  if (wanted.length === 0) return;
  const reads = await caches.open(READS_CACHE);
  const drawings = await caches.open(DRAWINGS_CACHE);
  const keptReads = (await reads.keys()).map((request) => request.url);
  const kept = new Set(keptReads.map(planIdOfRead));
  // Forget plans no longer wanted (removed from My Workouts), so the record stays small.
  const complete = new Set([...readComplete()].filter((id) => wanted.includes(id) || id === opened));
  client ??= createTrpcClient();
  // The frame's footer and the plan view read the site's settings: keep them too.
  if (!keptReads.some((url) => new URL(url).pathname === '/trpc/system.siteInfo'))
    await client.system.siteInfo.query().catch(() => undefined);
  for (const id of wanted) {
    if (kept.has(id) && complete.has(id)) continue;
    // The connection went: what is kept stays, the rest waits for the next run.
    if (!navigator.onLine) break;
    complete.delete(id);
    const plan = await client.workouts.byId.query({ id }).catch(() => undefined);
    // Gone (deleted by its maker) or unreachable: asked for again next time.
    if (!plan) continue;
    let allKept = true;
    for (const url of drawingsOf(plan)) {
      if (await drawings.match(url)) continue;
      const response = await fetch(url).catch(() => undefined);
      if (!response?.ok) allKept = false;
    }
    if (allKept) complete.add(id);
  }
  writeComplete(complete);
}

/**
 * Runs keepPlansOffline now, whenever the saved list changes (a plan just made or restored on this device)
 * and for each page the returned function is called with; one run at a time, a request made during a run
 * done after it.
 */
export function startKeepingPlansOffline(pathname: string): (pathname: string) => void {
  let pending: string | null = null;
  let running = false;
  const run = async (next: string) => {
    pending = next;
    if (running) return;
    running = true;
    try {
      while (pending !== null) {
        const current = pending;
        pending = null;
        await keepPlansOffline(current).catch((error: unknown) =>
          console.warn('Could not keep the plans for offline use', error),
        );
      }
    } finally {
      running = false;
    }
  };
  window.addEventListener(LOCAL_CHANGE_EVENT, () => void run(window.location.pathname));
  void run(pathname);
  return (next) => void run(next);
}
