import fs from 'node:fs';
import os from 'node:os';
import { startServerProcess } from '../tests/helpers/server-process';
import { post } from './load';
import { percentile, type Row, row } from './stats';

/**
 * What a page drawn on the server costs (src/server/prerender.ts; the security review of 2026-11-27,
 * MEDIUM-2): the time one request for a plan's page takes on an otherwise idle production server, drawn
 * for the first time (a plan nobody has opened) and again (served from the page cache), and the landing
 * page. Counted as the server's CPU time per request (its processes' user and system time, read from
 * /proc), which is what the event loop spends and does not depend on what else the machine runs; the wall
 * time is given beside it. The README's figure and the `draw` budget (security/rateLimit.ts) come from
 * the first. Plans have their progression, as the review's had: the largest page a plan makes.
 */
const PLANS = 8;

export async function benchDrawnPages(): Promise<Row[]> {
  const server = await startServerProcess({ LOG_LEVEL: 'error', RATE_LIMIT_SCALE: '0' });
  try {
    const ids: string[] = [];
    for (let index = 0; index < PLANS; index += 1) {
      const plan = await post<{ id: string }>(server.url, '/api/workouts/generate', {
        name: `Bench ${index}`,
        workoutLocation: 'gym',
        workoutDays: 4,
        fitnessLevel: 'intermediate',
        listed: true,
      });
      await fetch(`${server.url}/api/workouts/${plan.id}/progression`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      ids.push(plan.id);
    }
    const pid = server.child.pid!;
    const timed = async (path: string) => {
      const cpu = processTreeCpuMs(pid);
      const started = performance.now();
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      const html = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return { ms: processTreeCpuMs(pid) - cpu, wallMs: performance.now() - started, bytes: html.byteLength };
    };
    // Warm-up: the prerender entry's page modules and catalogues load on the first draw.
    await timed('/es');
    await timed('/en');
    const first = [];
    const again = [];
    for (const id of ids) first.push(await timed(`/en/plan/${id}`));
    for (const id of ids) again.push(await timed(`/en/plan/${id}`));
    const landing = [];
    for (let index = 0; index < PLANS; index += 1) landing.push(await timed('/en'));
    const median = (runs: { ms: number }[]) =>
      percentile(
        runs.map((run) => run.ms),
        50,
      );
    const wall = (runs: { wallMs: number }[]) =>
      percentile(
        runs.map((run) => run.wallMs),
        50,
      );
    return [
      row('plan page drawn on the server, first view: server CPU (median)', median(first), 'ms'),
      row('plan page drawn on the server, first view: wall time (median)', wall(first), 'ms'),
      row('plan page size (HTML)', first[0]!.bytes / 1024, 'kB'),
      row('plan page again, from the page cache: server CPU (median)', median(again), 'ms'),
      row('plan page again, from the page cache: wall time (median)', wall(again), 'ms'),
      row('landing page: server CPU (median)', median(landing), 'ms'),
    ];
  } finally {
    await server.stop();
  }
}

/** User and system time of a process and its descendants (the server runs under tsx), in milliseconds. */
function processTreeCpuMs(root: number): number {
  const stats = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => {
      try {
        // The command name (field 2) may hold spaces: the fields after its closing parenthesis.
        const text = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        return { pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
      } catch {
        return undefined; // ended meanwhile
      }
    })
    .filter((stat) => stat !== undefined);
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats)
      if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
        tree.add(stat.pid);
        grew = true;
      }
  }
  const ticks = stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0);
  return (ticks * 1000) / CLOCK_TICKS;
}

/** Kernel clock ticks per second (USER_HZ): 100 on Linux. */
const CLOCK_TICKS = os.platform() === 'linux' ? 100 : Number.NaN;
