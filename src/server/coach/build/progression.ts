import { LOWER_BODY_PATTERNS } from '../../../contract/exerciseRegions';
import type { Language } from '../../../contract/site';
import type { Day, Exercise, PlanDraft, ProgressionDay, ProgressionWeek } from '../../../contract/workout';
import { CATALOGUE_BY_ID } from '../catalogue';
import { type CatalogueExercise, LEVELS } from '../catalogue/types';
import { isUnilateral, repCapOf } from '../design/exerciseFacts';
import type { Profile } from '../read/profile';
import {
  CLEARANCE_WEEKS,
  HINTS,
  HOLD_HINT,
  HOLD_WEEKS,
  liftingOverview,
  type RaceFacts,
  raceOverview,
  type WeekChanges,
  type WeekFacts,
} from '../write/progressionText';
import { exerciseLine, runWalkLine, SESSION_LABELS, type SessionType } from '../write/text';
import { availableExercises } from './plan';
import { exercisesSeconds, sessionMinutesOf } from './timing';

/**
 * Four weeks from a stored plan (docs/coaching.md "Four-week progression", "Endurance and race goals"):
 * double progression for novices and beginners; for trained people one more set on the main lifts
 * (accessories give sets back to make room), then load, then a lighter week with 40-50% fewer sets and
 * about 10% less load; circuits and intervals progress by rounds and rest, never by load; race plans grow
 * the long run by about 10% a week (never 30% over two weeks) and keep 80% of the running easy; a
 * clearance-first plan repeats its gentle week. Every day fits its own minutes, except a long run that
 * grows past them, which the week says. Each week is built as numbers first, then written: every hint
 * and overview quotes the week's own numbers. Day names and exercise order never change, because
 * challenges track (week, day, exercise index).
 */

type WeekNumber = 1 | 2 | 3 | 4;
type Item = ProgressionDay['exercises'][number];
type Kind =
  | 'load'
  | 'bodyweight'
  | 'timed'
  | 'mobility'
  | 'circuit'
  | 'interval'
  | 'continuous'
  | 'tempo'
  | 'run-walk';
type RaceDay = 'easy' | 'quality' | 'long';

type Slot = {
  base: Exercise;
  entry: CatalogueExercise | undefined;
  kind: Kind;
  /** Exercises that share sets: a superset pair, a circuit, an interval block; otherwise the exercise. */
  group: string;
  /** A main lift: gets the week-2 extra set of trained people. */
  main: boolean;
  lower: boolean;
  /** Written as rounds of work and rest ("3 rounds x 30 s on / 15 s off"). */
  intervalText: boolean;
  /** The harder variation of weeks 3 and 4, when there is one. */
  variant: CatalogueExercise | null;
  /** Most rounds of a circuit: population limits cap the sets of reps of every station. */
  roundCap: number;
};

type DayPlan = {
  base: Day;
  /** The session's minutes: a shorter day has its own. */
  minutes: number;
  race: RaceDay | null;
  /** A day of a race plan with running in it: a running day, or an easy run followed by strength. */
  runs: boolean;
  slots: Slot[];
};

type Context = {
  profile: Profile;
  /** The language of the weeks' own words (the page's); names and cues stay in the plan's. */
  language: Language;
  trained: boolean;
  available: Set<string>;
};

const LOWER_PATTERNS = LOWER_BODY_PATTERNS;
const TRANSITION_SECONDS = 15;
/** The shortest easy block left when it gives time to other work. */
const STEADY_FLOOR_SECONDS = 300;
const MAX_SETS = 10;
const MAX_RUN_WALK_ROUNDS = 10;
/** Long run against week 1: about +10% a week, then a lighter week (Nielsen 2014: never 30% in two weeks). */
const LONG_RUN_FACTOR: Record<WeekNumber, number> = { 1: 1, 2: 1.1, 3: 1.2, 4: 0.9 };
/** Work:rest of intervals by week, against the plan's 1:2: 1:1.5, then 1:1, then back to 1:2. */
const INTERVAL_REST: Record<WeekNumber, number> = { 1: 1, 2: 0.75, 3: 0.5, 4: 1 };
const TRAINED_RIR: Record<WeekNumber, string> = { 1: '2-3', 2: '2', 3: '1-2', 4: '3-4' };

// ---------------------------------------------------------------------------------------------------
// Numbers

const RANGE = /^(\d+)-(\d+)$/;
const rangeText = (low: number, high: number) => (low === high ? String(low) : `${low}-${high}`);

function parseRange(reps: string | null): [number, number] | null {
  if (!reps) return null;
  const match = RANGE.exec(reps);
  if (match) return [Number(match[1]), Number(match[2])];
  return /^\d+$/.test(reps) ? [Number(reps), Number(reps)] : null;
}

function shiftRange(reps: string | null, by: number): string | null {
  const range = parseRange(reps);
  if (!range) return reps;
  return rangeText(Math.min(range[1], range[0] + by), range[1]);
}

function lowerHalf(reps: string | null): string | null {
  const range = parseRange(reps);
  if (!range) return reps;
  return rangeText(range[0], Math.max(range[0], Math.round((range[0] + range[1]) / 2)));
}

function upperHalf(reps: string | null): string | null {
  const range = parseRange(reps);
  if (!range) return reps;
  return rangeText(Math.min(range[1], Math.round((range[0] + range[1]) / 2)), range[1]);
}

/** The middle of a rep range, for comparing how long two prescriptions take. */
const repsMiddle = (reps: string | null) => {
  const range = parseRange(reps);
  return range ? (range[0] + range[1]) / 2 : 0;
};

/** Reps in reserve never below the visitor's floor: '1-2' with a floor of 3 is 'RIR 3'. */
function rir(band: string, floor: number): string {
  const [low = floor, high = low] = (band.match(/\d+/g) ?? []).map(Number);
  const a = Math.max(low, floor);
  const b = Math.max(high, floor);
  return a === b ? `RIR ${a}` : `RIR ${a}-${b}`;
}

/** An effort written as reps in reserve, raised to the floor; any other effort word as it was. */
const raiseEffort = (effort: string, floor: number) =>
  /^RIR \d/.test(effort) ? rir(effort.slice(4), floor) : effort;

const rirBand = (effort: string) => effort.replace(/^RIR /, '');

/** A rep range no higher than a harder variation allows, never below the visitor's minimum. */
function cappedReps(reps: string | null, variant: CatalogueExercise, minReps: number): string | null {
  const range = parseRange(reps);
  const cap = repCapOf(variant);
  if (!range || cap === null || range[1] <= cap) return reps;
  return rangeText(Math.max(minReps, Math.min(range[0], cap - 3)), cap);
}

const typeOfFocus = new Map<string, SessionType>();
for (const labels of Object.values(SESSION_LABELS))
  for (const [type, label] of Object.entries(labels))
    if (type !== 'rest') typeOfFocus.set(label, type as SessionType);

/** The session type of an easy run followed by strength, where the coach makes one. */
const RUN_AND_STRENGTH = 'run-strength' as SessionType;

function raceDayOf(day: Day): RaceDay | null {
  const type = typeOfFocus.get(day.focus);
  if (type === 'run-easy') return 'easy';
  if (type === 'run-quality') return 'quality';
  if (type === 'run-long') return 'long';
  return null;
}

function kindOf(exercise: Exercise, entry: CatalogueExercise | undefined, day: Day): Kind {
  const timed = exercise.durationSeconds !== null;
  if (exercise.block === 'Tempo') return 'tempo';
  if (exercise.block === 'Cardio') return 'continuous';
  if (timed && (exercise.block === 'Intervals' || exercise.block === 'Finisher' || day.style === 'hiit'))
    return 'interval';
  if (exercise.catalogId === 'run-walk-intervals') return 'run-walk';
  if (timed && exercise.sets === 1 && exercise.durationSeconds! >= 120) return 'continuous';
  if (exercise.block === 'Circuit') return 'circuit';
  if (entry?.pattern === 'mobility') return 'mobility';
  if (timed) return 'timed';
  return entry?.progression === 'load' ? 'load' : 'bodyweight';
}

function groupOf(exercise: Exercise, kind: Kind, index: number): string {
  if (kind === 'circuit') return 'Circuit';
  if (kind === 'interval') return exercise.block || 'Intervals';
  if (/^[A-Z][12]$/.test(exercise.block)) return exercise.block[0]!;
  return `#${index}`;
}

function harderVariant(slot: Slot, day: Day, ctx: Context): CatalogueExercise | null {
  if (slot.kind !== 'bodyweight' || !slot.entry) return null;
  const taken = new Set(day.exercises.map((exercise) => exercise.catalogId));
  for (const id of slot.entry.harder) {
    const candidate = CATALOGUE_BY_ID.get(id);
    if (
      candidate &&
      ctx.available.has(candidate.id) &&
      !taken.has(candidate.id) &&
      candidate.measure === 'reps' &&
      candidate.pattern !== 'conditioning'
    )
      return candidate;
  }
  return null;
}

function planDay(day: Day, weekday: number, ctx: Context): DayPlan {
  const { profile } = ctx;
  const race = profile.notes.race ? raceDayOf(day) : null;
  const slots: Slot[] = day.exercises.map((exercise, index) => {
    const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
    const kind = kindOf(exercise, entry, day);
    return {
      base: exercise,
      entry,
      kind,
      group: groupOf(exercise, kind, index),
      main: false,
      lower: entry ? LOWER_PATTERNS.has(entry.pattern) : false,
      intervalText:
        kind === 'interval' || kind === 'run-walk' || /\b(rounds?|rondas?) x /.test(exercise.text),
      variant: null,
      roundCap: MAX_SETS,
    };
  });
  // The main lifts are the compound lifts among the session's first three groups of sets.
  const groups = [...new Set(slots.map((slot) => slot.group))].slice(0, 3);
  // A circuit or interval block does every station the same number of rounds: the block's most common.
  for (const slot of slots.filter(isRounds)) {
    const counts = slots.filter((other) => other.group === slot.group).map((other) => other.base.sets);
    const rounds = counts.reduce((best, value) => {
      const often = (n: number) => counts.filter((c) => c === n).length;
      return often(value) > often(best) || (often(value) === often(best) && value > best) ? value : best;
    });
    if (slot.base.sets !== rounds) slot.base = { ...slot.base, sets: rounds };
    const reps = slots.some((other) => other.group === slot.group && other.base.reps !== null);
    slot.roundCap = reps ? Math.max(rounds, Math.min(MAX_SETS, profile.limits.maxSets)) : MAX_SETS;
  }
  const mainGroups = new Set(
    slots
      .filter(
        (slot) =>
          groups.includes(slot.group) &&
          (slot.kind === 'load' || slot.kind === 'bodyweight') &&
          Boolean(slot.entry?.compound),
      )
      .map((slot) => slot.group),
  );
  for (const slot of slots) {
    // Both halves of a superset share their sets, so a main lift's partner is main too.
    slot.main = mainGroups.has(slot.group) && (slot.kind === 'load' || slot.kind === 'bodyweight');
    slot.variant = harderVariant(slot, day, ctx);
  }
  const runs =
    race !== null || (profile.notes.race !== null && typeOfFocus.get(day.focus) === RUN_AND_STRENGTH);
  return { base: day, minutes: profile.dayMinutes.get(weekday) ?? profile.minutes, race, runs, slots };
}

const isLifting = (slot: Slot) => slot.kind === 'load' || slot.kind === 'bodyweight' || slot.kind === 'timed';
const isRounds = (slot: Slot) => slot.kind === 'circuit' || slot.kind === 'interval';
/** Whether a rep range rose at either end ('8-12' to '10-12', '10' to '12'); never for timed work. */
function repsRose(reps: string | null, before: string | null): boolean {
  const ends = (text: string | null) => (text?.match(/\d+/g) ?? []).map(Number);
  const [now, then] = [ends(reps), ends(before)];
  if (now.length === 0 || then.length === 0) return false;
  return now[0]! > then[0]! || now[now.length - 1]! > then[then.length - 1]!;
}

function start(slot: Slot): Item {
  return { ...slot.base, weightHint: '', notes: slot.base.notes };
}

function applyVariant(item: Item, variant: CatalogueExercise, ctx: Context): void {
  const names = ctx.profile.language;
  item.catalogId = variant.id;
  item.name = variant.name[names];
  item.cues = variant.cues[names].slice(0, 5);
  item.videoId = variant.videoId ?? null;
  item.perSide = isUnilateral(variant);
  item.reps = cappedReps(item.reps, variant, ctx.profile.limits.minReps);
}

/** One exercise's numbers in a week of a lifting, circuit, interval or recovery day. */
function stepSlot(slot: Slot, week: WeekNumber, prev: Item | undefined, ctx: Context, runs: boolean): Item {
  const { limits } = ctx.profile;
  const base = slot.base;
  const item = start(slot);
  const carried = prev ?? item;
  switch (slot.kind) {
    case 'load':
    case 'bodyweight': {
      const load = slot.kind === 'load';
      if (ctx.trained) {
        item.effort = rir(TRAINED_RIR[week], limits.minRir);
        const extra = slot.main && base.sets < Math.min(MAX_SETS, limits.maxSets) ? 1 : 0;
        item.sets = week === 1 ? base.sets : week === 2 ? base.sets + extra : carried.sets;
        // Week 3 keeps the shorter rests that made room for the extra set; the lighter week has room.
        if (week === 3) item.restSeconds = carried.restSeconds;
      } else {
        item.effort = week === 1 && load ? rir('3', limits.minRir) : raiseEffort(base.effort, limits.minRir);
        item.sets = week === 1 && load ? Math.max(1, base.sets - 1) : base.sets;
      }
      if (load) {
        if (!ctx.trained) item.reps = [lowerHalf, upperHalf, lowerHalf, upperHalf][week - 1]!(base.reps);
        return item;
      }
      if (week === 2) item.reps = shiftRange(base.reps, 2);
      if (week === 3) item.reps = slot.variant ? base.reps : upperHalf(base.reps);
      // Week 4 keeps the variation (and the reps) that week 3 could fit.
      if (slot.variant && (week === 3 || (week === 4 && carried.catalogId === slot.variant.id)))
        applyVariant(item, slot.variant, ctx);
      if (week === 4) item.reps = carried.reps;
      return item;
    }
    case 'timed': {
      const cap = Math.max(base.durationSeconds!, limits.maxHoldSeconds);
      item.durationSeconds =
        week === 4 ? carried.durationSeconds : Math.min(cap, base.durationSeconds! + [0, 5, 10][week - 1]!);
      item.sets = ctx.trained && week >= 3 ? carried.sets : base.sets;
      return item;
    }
    case 'continuous':
      if (week > 1) item.durationSeconds = carried.durationSeconds;
      // The easy run of a race plan's run-and-strength day is a little shorter in the lighter week.
      if (week === 4 && runs && base.block === '') item.durationSeconds = grain(base.durationSeconds! * 0.8);
      return item;
    case 'run-walk':
      if (!runs) return item;
      if (week === 3 && base.restSeconds - 15 >= 60) {
        item.durationSeconds = base.durationSeconds! + 15;
        item.restSeconds = base.restSeconds - 15;
      }
      if (week === 4) item.sets = Math.max(1, Math.min(base.sets - 1, Math.round(base.sets * 0.8)));
      return item;
    case 'circuit': {
      // Population limits cap the rounds of sets of reps; a circuit that cannot take another round
      // rests less between rounds instead.
      const more = week === 2 && base.sets + 1 <= slot.roundCap;
      item.sets = week === 1 ? base.sets : week === 2 ? (more ? base.sets + 1 : base.sets) : carried.sets;
      // Without another round, the stations move to the top of their rep range.
      if (week === 2 && !more) item.reps = upperHalf(base.reps);
      if (week === 3) item.reps = carried.reps;
      if ((week === 3 || (week === 2 && !more)) && carried.restSeconds > TRANSITION_SECONDS)
        item.restSeconds = Math.max(30, carried.restSeconds - 15);
      else if (week === 2 || week === 3) item.restSeconds = carried.restSeconds;
      if (week === 4 && !ctx.trained) item.sets = Math.max(1, Math.round(carried.sets * 0.6));
      item.effort =
        week === 4 && ctx.trained && /^RIR/.test(base.effort)
          ? rir(TRAINED_RIR[4], limits.minRir)
          : raiseEffort(base.effort, limits.minRir);
      return item;
    }
    case 'interval': {
      item.restSeconds = Math.round(base.restSeconds * INTERVAL_REST[week]);
      item.sets =
        week === 4
          ? ctx.trained
            ? carried.sets
            : Math.max(1, Math.round(carried.sets * 0.6))
          : Math.min(MAX_SETS, base.sets + week - 1);
      return item;
    }
    default:
      return item;
  }
}

/** A week of a race day: easy running stays easy, the quality session grows a little, the long run ~10%. */
function stepRaceDay(plan: DayPlan, week: WeekNumber, prev: Item[] | undefined): Item[] {
  const items = plan.slots.map((slot, index) => {
    const base = slot.base;
    const item = start(slot);
    const carried = prev?.[index] ?? item;
    if (slot.kind === 'run-walk') {
      // Easy run-walk keeps its time: in week 3 each round runs 15 s more and walks 15 s less.
      if (week === 3 && plan.race !== 'long' && base.restSeconds - 15 >= 60) {
        item.durationSeconds = base.durationSeconds! + 15;
        item.restSeconds = base.restSeconds - 15;
      }
      if (week === 4 && plan.race !== 'long')
        item.sets = Math.max(1, Math.min(base.sets - 1, Math.round(base.sets * 0.8)));
    } else if (slot.kind === 'interval') {
      item.sets =
        week === 4 ? Math.max(2, Math.round(carried.sets * 0.6)) : Math.min(MAX_SETS, base.sets + week - 1);
      if (week === 4) item.sets = Math.min(item.sets, carried.sets);
    } else if (slot.kind === 'tempo') {
      const seconds = base.durationSeconds!;
      item.durationSeconds =
        week === 4 ? grain(seconds * 0.7) : Math.max(seconds, Math.min(25 * 60, seconds + (week - 1) * 120));
    } else if (slot.kind === 'continuous' && plan.race !== 'long') {
      item.durationSeconds = week === 4 ? grain(base.durationSeconds! * 0.8) : carried.durationSeconds;
      if (week === 4 && plan.slots.some((other) => other.kind === 'interval' || other.kind === 'tempo'))
        item.durationSeconds = base.durationSeconds;
    }
    return item;
  });
  if (plan.race === 'long') growLongRun(plan, items, week, prev);
  return items;
}

/** Whole minutes for long blocks, half minutes for short ones; never under a minute. */
function grain(seconds: number): number {
  const step = seconds >= 20 * 60 ? 60 : 30;
  return Math.max(60, Math.round(seconds / step) * step);
}

/**
 * The long run against week 1: about +10% in week 2 and week 3, never 30% over two weeks, then lighter.
 * A continuous block grows in minutes; run-walk grows by a round, or by 30 s more running per round.
 */
function growLongRun(plan: DayPlan, items: Item[], week: WeekNumber, prev: Item[] | undefined): void {
  const week1 = exercisesSeconds(plan.slots.map((slot) => slot.base));
  const target = week1 * LONG_RUN_FACTOR[week];
  // Run-walk grows its running, not the brisk walk that ends the day (issue 26: a long-run hint on a walk).
  const runWalk = plan.slots.some((slot) => slot.kind === 'run-walk');
  const steady = runWalk ? -1 : plan.slots.findIndex((slot) => slot.kind === 'continuous');
  if (steady >= 0) {
    const item = items[steady]!;
    const base = plan.slots[steady]!.base.durationSeconds!;
    item.durationSeconds = Math.min(14400, Math.max(60, base + grainDelta(target - week1, week1)));
    return;
  }
  const walkIndex = plan.slots.findIndex((slot) => slot.kind === 'run-walk');
  if (walkIndex < 0 || !prev) return;
  const item = items[walkIndex]!;
  const before = prev[walkIndex]!;
  const base = plan.slots[walkIndex]!.base;
  const roundOf = (run: number, walk: number) => run + walk;
  const others = week1 - exercisesSeconds([base]);
  if (week === 4) {
    // Lighter: a round fewer than week 3, or the week-1 split of running and walking.
    item.durationSeconds = before.durationSeconds;
    item.restSeconds = before.restSeconds;
    item.sets = before.sets;
    if (before.sets > 1) item.sets = Math.max(1, Math.min(before.sets - 1, Math.round(before.sets * 0.8)));
    else {
      item.durationSeconds = base.durationSeconds;
      item.restSeconds = base.restSeconds;
    }
    return;
  }
  const run = before.durationSeconds!;
  const walk = before.restSeconds;
  const timeWith = (rounds: number, r: number, w: number) => others + rounds * roundOf(r, w);
  const previous = timeWith(before.sets, run, walk);
  const limit = week === 2 ? 1.2 : 1.3;
  const more = before.sets + 1;
  if (
    more <= Math.max(MAX_RUN_WALK_ROUNDS, base.sets) &&
    timeWith(more, run, walk) <= week1 * limit &&
    timeWith(more, run, walk) <= previous * 1.2
  ) {
    item.sets = more;
    item.durationSeconds = run;
    item.restSeconds = walk;
    return;
  }
  item.sets = before.sets;
  item.durationSeconds = run;
  item.restSeconds = walk;
  if (walk - 30 >= 60) {
    item.durationSeconds = run + 30;
    item.restSeconds = walk - 30;
  }
}

/** A change in minutes (or half minutes for short runs) that keeps the growth under its limit. */
function grainDelta(delta: number, week1: number): number {
  const step = week1 >= 20 * 60 ? 60 : 30;
  const rounded = Math.round(delta / step) * step;
  // Never past the limit because of rounding up.
  return rounded > delta && rounded / week1 > LONG_RUN_FACTOR[3] - 1 ? rounded - step : rounded;
}

/** Seconds of running (or of the visitor's endurance sport) in a race day's blocks, walking breaks aside. */
function runningSeconds(
  items: readonly Pick<Item, 'sets' | 'durationSeconds' | 'block' | 'catalogId'>[],
): number {
  return items.reduce((sum, item) => {
    const seconds = item.durationSeconds ?? 0;
    if (item.catalogId === 'run-walk-intervals' || item.block === 'Intervals')
      return sum + item.sets * seconds;
    const continuous =
      item.block === 'Cardio' || item.block === 'Tempo' || (item.sets === 1 && seconds >= 120);
    return sum + (continuous ? seconds : 0);
  }, 0);
}

/**
 * The week's running grows no more than 20% in a week and 30% over two (Nielsen 2014): what grew this
 * week goes back, easy runs first, then the quality session, then the long run.
 */
function capWeeklyRunning(
  plans: DayPlan[],
  days: Item[][],
  week1: Item[][],
  prev: Item[][] | undefined,
  week: WeekNumber,
): void {
  if (!prev) return;
  const total = (weekDays: Item[][]) =>
    plans.reduce((sum, plan, day) => sum + (plan.runs ? runningSeconds(weekDays[day]!) : 0), 0);
  const limit = total(week1) * (week === 2 ? 1.2 : 1.3);
  const order: (RaceDay | null)[] = [null, 'easy', 'quality', 'long'];
  for (let guard = 0; guard < 100 && total(days) > limit; guard += 1) {
    let changed = false;
    for (const race of order) {
      for (const [day, plan] of plans.entries()) {
        if (!plan.runs || plan.race !== race || changed) continue;
        for (const [index, item] of days[day]!.entries()) {
          const before = prev[day]![index]!;
          if (changed || runningSeconds([item]) <= runningSeconds([before])) continue;
          if (item.sets > before.sets) item.sets -= 1;
          else {
            item.durationSeconds = before.durationSeconds;
            item.restSeconds = before.restSeconds;
          }
          changed = true;
        }
      }
      if (changed) break;
    }
    if (!changed) return;
  }
}

// ---------------------------------------------------------------------------------------------------
// Fitting a day into its minutes

const over = (items: Item[], minutes: number) => sessionMinutesOf(items, minutes) > minutes;

function groupItems(plan: DayPlan, items: Item[], group: string): Item[] {
  return items.filter((_, index) => plan.slots[index]!.group === group);
}

function setGroup(plan: DayPlan, items: Item[], group: string, sets: number): void {
  for (const item of groupItems(plan, items, group)) item.sets = sets;
}

/**
 * Takes back what does not fit, cheapest first: this week's optional growth (reps, seconds, rounds,
 * repeats), then accessory sets, then minutes of the easy block, then single accessory sets, then the
 * main lifts' extra sets, then rounds.
 */
function fitDay(plan: DayPlan, items: Item[], prev: Item[] | undefined): void {
  const original = items.map((item) => ({ ...item }));
  const hasExtra = () => plan.slots.some((slot, index) => slot.main && items[index]!.sets > slot.base.sets);
  const extraBefore = hasExtra();
  fitSteps(plan, items, prev, false);
  if (!extraBefore || hasExtra()) return;
  // Shorter rests are worth it only when they keep an extra set: try again with them.
  const retry = original.map((item) => ({ ...item }));
  fitSteps(plan, retry, prev, true);
  if (plan.slots.some((slot, index) => slot.main && retry[index]!.sets > slot.base.sets))
    items.splice(0, items.length, ...retry);
}

function fitSteps(plan: DayPlan, items: Item[], prev: Item[] | undefined, shorterRests: boolean): void {
  const { minutes, slots } = plan;
  const indexes = [...slots.keys()].reverse();
  // The easy block at the end gives minutes, a minute at a time, down to 5 minutes; a run is never cut.
  const floorOf = (i: number) => Math.min(STEADY_FLOOR_SECONDS, slots[i]!.base.durationSeconds!);
  const trimSteady = () => {
    const index = indexes.find(
      (i) => slots[i]!.base.block === 'Cardio' && items[i]!.durationSeconds! > floorOf(i),
    );
    if (index === undefined) return false;
    items[index]!.durationSeconds = Math.max(floorOf(index), items[index]!.durationSeconds! - 60);
    return true;
  };
  const steps: (() => boolean)[] = [
    // Race days: the easy block gives minutes to the quality work before the quality work shrinks.
    () => plan.race !== null && trimSteady(),
    () => {
      if (!prev) return false;
      const index = indexes.find(
        (i) =>
          (isLifting(slots[i]!) || slots[i]!.kind === 'circuit') &&
          repsMiddle(items[i]!.reps) > repsMiddle(prev[i]!.reps),
      );
      if (index === undefined) return false;
      items[index]!.reps = prev[index]!.reps;
      return true;
    },
    () => {
      // A harder variation done one side at a time may take too long: the slower tempo instead.
      if (!prev) return false;
      const index = indexes.find(
        (i) => items[i]!.catalogId !== prev[i]!.catalogId && prev[i]!.catalogId === slots[i]!.base.catalogId,
      );
      if (index === undefined) return false;
      const { catalogId, name, cues, videoId, perSide, reps } = slots[index]!.base;
      Object.assign(items[index]!, { catalogId, name, cues, videoId, perSide, reps: upperHalf(reps) });
      return true;
    },
    () => {
      if (!prev) return false;
      const index = indexes.find(
        (i) =>
          (slots[i]!.kind === 'timed' || slots[i]!.kind === 'tempo') &&
          (items[i]!.durationSeconds ?? 0) > (prev[i]!.durationSeconds ?? 0),
      );
      if (index === undefined) return false;
      items[index]!.durationSeconds = prev[index]!.durationSeconds;
      return true;
    },
    () => {
      if (!prev) return false;
      const index = indexes.find((i) => isRounds(slots[i]!) && items[i]!.sets > prev[i]!.sets);
      if (index === undefined) return false;
      const slot = slots[index]!;
      setGroup(plan, items, slot.group, items[index]!.sets - 1);
      // A circuit that cannot take another round gets a shorter rest between rounds instead.
      if (slot.kind === 'circuit') {
        for (const [i, item] of items.entries())
          if (
            slots[i]!.group === slot.group &&
            item.restSeconds > TRANSITION_SECONDS &&
            item.restSeconds > 30
          )
            item.restSeconds = Math.max(30, item.restSeconds - 15);
      }
      return true;
    },
    () => trimAccessory(plan, items, 2),
    trimSteady,
    () => trimAccessory(plan, items, 1),
    () => {
      // Then a little less rest between the sets of the lifting (not under 90 s for main lifts, 60 s
      // for the rest), before the extra set goes.
      if (!shorterRests) return false;
      const index = indexes.find(
        (i) =>
          (slots[i]!.kind === 'load' || slots[i]!.kind === 'bodyweight') &&
          items[i]!.sets > 1 &&
          items[i]!.restSeconds - 15 >= (slots[i]!.main ? 90 : 60) &&
          slots.some((s, j) => s.main && items[j]!.sets > s.base.sets),
      );
      if (index === undefined) return false;
      items[index]!.restSeconds -= 15;
      return true;
    },
    () => {
      // The dearest extra set goes first, so the one that stays is the one that fits best.
      const costOf = (group: string) =>
        exercisesSeconds(groupItems(plan, items, group).map((item) => ({ ...item, sets: 1 })));
      const index = indexes
        .filter((i) => slots[i]!.main && items[i]!.sets > slots[i]!.base.sets)
        .reduce<number | undefined>(
          (best, i) =>
            best === undefined || costOf(slots[i]!.group) > costOf(slots[best]!.group) ? i : best,
          undefined,
        );
      if (index === undefined) return false;
      setGroup(plan, items, slots[index]!.group, items[index]!.sets - 1);
      return true;
    },
    () => {
      const index = indexes.find((i) => isRounds(slots[i]!) && items[i]!.sets > 1);
      if (index === undefined) return false;
      setGroup(plan, items, slots[index]!.group, items[index]!.sets - 1);
      return true;
    },
  ];
  for (let guard = 0; guard < 300 && over(items, minutes); guard += 1) {
    if (!steps.some((step) => step())) break;
  }
}

/**
 * One set back from the accessory group with the most sets (the last one on a tie), down to `floor`:
 * each accessory gives at most one set, so the main lifts' extra set never costs more than it brings.
 */
function trimAccessory(plan: DayPlan, items: Item[], floor: number): boolean {
  let best: number | undefined;
  for (const [index, slot] of plan.slots.entries()) {
    if (!isLifting(slot) || slot.main) continue;
    if (items[index]!.sets <= floor || items[index]!.sets < slot.base.sets) continue;
    if (best === undefined || items[index]!.sets >= items[best]!.sets) best = index;
  }
  if (best === undefined) return false;
  setGroup(plan, items, plan.slots[best]!.group, items[best]!.sets - 1);
  return true;
}

// ---------------------------------------------------------------------------------------------------
// The lighter week of trained people: 40-50% fewer sets (Rogerson et al. 2024)

/** Lifting, circuit and interval work of training days; stretching, easy blocks and running aside. */
const countsForVolume = (plan: DayPlan, slot: Slot) =>
  plan.base.kind === 'training' && !plan.race && (isLifting(slot) || isRounds(slot));

function deloadWeek(plans: DayPlan[], week3: Item[][], week4: Item[][]): void {
  type Unit = { day: number; group: string; before: number; floor: number; size: number; main: boolean };
  const units: Unit[] = [];
  for (const [day, plan] of plans.entries()) {
    for (const group of new Set(
      plan.slots.filter((slot) => countsForVolume(plan, slot)).map((s) => s.group),
    )) {
      const members = groupItems(plan, week3[day]!, group);
      const before = members[0]!.sets;
      const main = plan.slots.some((slot) => slot.group === group && slot.main);
      units.push({
        day,
        group,
        before,
        floor: Math.max(1, Math.floor(before / 2)),
        size: members.length,
        main,
      });
    }
  }
  const total = (weeks: Item[][]) =>
    units.reduce(
      (sum, unit) => sum + groupItems(plans[unit.day]!, weeks[unit.day]!, unit.group)[0]!.sets * unit.size,
      0,
    );
  const before = total(week3);
  const setsOf = (unit: Unit) => groupItems(plans[unit.day]!, week4[unit.day]!, unit.group)[0]!.sets;
  // Days with the same label are cut alike.
  const labelOf = (unit: Unit) => `${plans[unit.day]!.base.focus}|${unit.group}`;
  // What one cut takes away: a set of each of the label's groups, times the exercises of each group.
  const cutOf = (pick: Unit) =>
    units
      .filter((unit) => labelOf(unit) === labelOf(pick) && setsOf(unit) > unit.floor)
      .reduce((sum, unit) => sum + unit.size, 0);
  for (let guard = 0; guard < 500 && total(week4) > before * 0.55; guard += 1) {
    const now = total(week4);
    const candidates = units.filter((unit) => setsOf(unit) > unit.floor);
    // Aim at 40-50% fewer: a cut that goes past half is taken only while the week is still above 60%.
    const within = candidates.filter((unit) => now - cutOf(unit) >= before * 0.5);
    const pool = within.length > 0 ? within : now > before * 0.6 ? candidates : [];
    if (pool.length === 0) break;
    // The group kept closest to week 3 goes first; on a tie, accessories before main lifts.
    const pick = pool.reduce((a, b) => {
      if (within.length === 0) return cutOf(b) < cutOf(a) ? b : a;
      const ratio = setsOf(b) / b.before - setsOf(a) / a.before;
      if (Math.abs(ratio) > 1e-9) return ratio > 0 ? b : a;
      return a.main && !b.main ? b : a;
    });
    for (const unit of units)
      if (labelOf(unit) === labelOf(pick) && setsOf(unit) > unit.floor)
        setGroup(plans[unit.day]!, week4[unit.day]!, unit.group, setsOf(unit) - 1);
  }
}

// ---------------------------------------------------------------------------------------------------
// Words

type Written = {
  week: WeekNumber;
  week1: Item;
  prev: Item | undefined;
  /** The day's exercises this week, for what a group shares (a circuit's rest between rounds). */
  day: Item[];
  /** Some main lift of the day got the week-2 extra set. */
  extraDay: boolean;
};

function hintFor(slot: Slot, item: Item, plan: DayPlan, written: Written, ctx: Context): string {
  const hints = HINTS[ctx.language];
  const { week, week1, prev, extraDay } = written;
  const reps = item.reps ?? '';
  const reserve = rirBand(item.effort);
  if (plan.race) return raceHint(slot, item, plan, week, prev, ctx);
  switch (slot.kind) {
    case 'load':
    case 'bodyweight': {
      const load = slot.kind === 'load';
      if (week >= 3 && item.catalogId !== slot.base.catalogId) {
        if (week === 3) return hints.harder(item.name);
        return ctx.trained ? hints.deload(item.sets, prev!.sets, false, reserve) : hints.keepVersion;
      }
      if (ctx.trained) {
        if (week === 4) return hints.deload(item.sets, prev!.sets, load, reserve);
        if (week === 2 && item.sets === week1.sets + 1) return hints.extraSet(item.sets, load);
        if (week >= 2 && item.sets < week1.sets) return hints.trimmed(item.sets, week1.sets, extraDay);
        if (week === 1) return load ? hints.base(reserve) : hints.bodyweight(reserve);
        if (week === 3 && load) return hints.addLoadTrained(slot.lower, reserve);
        if (week === 2 && load) return hints.sameLoad(reserve);
      }
      if (load) {
        if (week === 1) return hints.learn(Number(reserve.split('-')[0]));
        if (week === 2) return hints.sameLoadReps(reps);
        if (week === 3) return hints.addLoadNovice(slot.lower, reps);
        return hints.consolidate;
      }
      if (week === 1) return hints.bodyweight(null);
      if (week === 2) return reps !== week1.reps ? hints.moreReps(reps) : hints.tempo(reps);
      if (week === 3) return hints.tempo(reps);
      return hints.keepVersion;
    }
    case 'timed': {
      const seconds = item.durationSeconds!;
      if (ctx.trained && week >= 2 && week < 4 && item.sets < week1.sets)
        return hints.trimmed(item.sets, week1.sets, extraDay);
      if (week === 1) return hints.timedBase(seconds);
      if (week === 4 && ctx.trained) return hints.timedDeload(item.sets, prev!.sets);
      if (seconds > week1.durationSeconds!) return hints.timedMore(seconds, seconds - week1.durationSeconds!);
      return hints.timedSame(seconds);
    }
    case 'mobility':
      return hints.mobility;
    case 'run-walk':
      return hints.runWalk(item.sets, item.durationSeconds!, item.restSeconds);
    case 'continuous': {
      const seconds = item.durationSeconds!;
      // Week 4 has fewer sets, not extra ones: a shorter block there is the lighter week's (issue 26).
      if (week === 4 && seconds < (prev?.durationSeconds ?? 0)) return hints.lighter(hints.steady(seconds));
      if (seconds < week1.durationSeconds!) return hints.steadyShorter(seconds, extraDay && week < 4);
      return hints.steady(seconds);
    }
    case 'circuit': {
      if (week === 4) return hints.circuitDeload(item.sets, prev!.sets);
      const roundRest = Math.max(...groupItems(plan, written.day, slot.group).map((o) => o.restSeconds));
      return hints.circuit(
        item.sets,
        roundRest > TRANSITION_SECONDS ? roundRest : null,
        week > 1 && item.sets > week1.sets,
        item.reps !== week1.reps ? item.reps : null,
      );
    }
    case 'interval':
      if (week === 4)
        return hints.intervalDeload(item.durationSeconds!, item.restSeconds, item.sets, prev!.sets);
      return hints.interval(item.durationSeconds!, item.restSeconds, item.sets);
    default:
      return '';
  }
}

function raceHint(
  slot: Slot,
  item: Item,
  plan: DayPlan,
  week: WeekNumber,
  prev: Item | undefined,
  ctx: Context,
): string {
  const hints = HINTS[ctx.language];
  const lighter = (text: string) =>
    week === 4 && prev && exercisesSeconds([item]) < exercisesSeconds([prev]) ? hints.lighter(text) : text;
  switch (slot.kind) {
    case 'run-walk':
      return lighter(hints.runWalk(item.sets, item.durationSeconds!, item.restSeconds));
    case 'interval':
      return lighter(hints.repeats(item.sets, item.durationSeconds!, item.restSeconds));
    case 'tempo':
      return lighter(hints.tempoRun(item.durationSeconds!));
    case 'continuous':
      return lighter(
        plan.race === 'long' &&
          plan.slots.indexOf(slot) === plan.slots.findIndex((s) => s.kind === 'continuous')
          ? hints.longRun(item.durationSeconds!)
          : hints.easyRun(item.durationSeconds!),
      );
    case 'mobility':
      return hints.mobility;
    default:
      return '';
  }
}

function writeDay(
  plan: DayPlan,
  items: Item[],
  context: { week: WeekNumber; extraDay: boolean; week1: Item[]; prev: Item[] | undefined },
  ctx: Context,
): ProgressionDay {
  const exercises = items.map((item, index) => {
    const slot = plan.slots[index]!;
    const week1 = context.week1[index]!;
    let hint = hintFor(slot, item, plan, { ...context, week1, prev: context.prev?.[index], day: items }, ctx);
    if (
      (slot.kind === 'load' || slot.kind === 'bodyweight') &&
      item.sets > 1 &&
      item.restSeconds < week1.restSeconds
    )
      hint += HINTS[ctx.language].shorterRest(item.restSeconds);
    return {
      ...item,
      weightHint: hint.slice(0, 200),
      // Run-walk's walking is written as walking, as in the plan (build/plan.ts), never as "off" or "rest".
      text: (slot.kind === 'run-walk' && item.durationSeconds
        ? runWalkLine(ctx.language, item.name, item.sets, item.durationSeconds, item.restSeconds)
        : exerciseLine(ctx.language, item.name, { ...item, interval: slot.intervalText })
      ).slice(0, 240),
    };
  });
  const rounded = plan.base.style === 'circuit' || plan.base.style === 'hiit';
  const firstRounds = exercises.find((_, index) => isRounds(plan.slots[index]!));
  return {
    ...plan.base,
    exercises,
    estimatedMinutes: sessionMinutesOf(exercises, plan.minutes),
    rounds: rounded && firstRounds ? Math.min(12, firstRounds.sets) : plan.base.rounds,
  };
}

// ---------------------------------------------------------------------------------------------------

function clearanceWeeks(
  plans: DayPlan[],
  ctx: Context,
  words = { hint: HINTS[ctx.language].clearance, overview: CLEARANCE_WEEKS[ctx.language] },
): ProgressionWeek[] {
  const hint = words.hint;
  return ([1, 2, 3, 4] as const).map((weekNumber) => ({
    weekNumber,
    overview: words.overview,
    schedule: plans.map((plan) => ({
      ...plan.base,
      exercises: plan.slots.map((slot) => ({
        ...start(slot),
        weightHint: hint,
        text: exerciseLine(ctx.language, slot.base.name, { ...slot.base, interval: slot.intervalText }),
      })),
    })),
  }));
}

/**
 * Four weeks that repeat the plan's own week: what is saved when a progression built for the plan broke
 * a rule (generation/generate.ts), since the plan itself passed the checker.
 */
export function holdWeeks(
  plan: Pick<PlanDraft, 'schedule'>,
  profile: Profile,
  language: Language,
): ProgressionWeek[] {
  const ctx: Context = {
    profile,
    language,
    trained: false,
    available: new Set(availableExercises(profile).map((e) => e.id)),
  };
  const plans = plan.schedule
    .map((day, weekday) => ({ day, weekday }))
    .filter(({ day }) => day.kind !== 'rest')
    .map(({ day, weekday }) => planDay(day, weekday, ctx));
  return clearanceWeeks(plans, ctx, { hint: HOLD_HINT[language], overview: HOLD_WEEKS[language] });
}

export function buildProgression(
  plan: Pick<PlanDraft, 'schedule'>,
  profile: Profile,
  language: Language,
): ProgressionWeek[] {
  const trained = LEVELS.indexOf(profile.level) >= LEVELS.indexOf('intermediate');
  const ctx: Context = {
    profile,
    language,
    trained,
    available: new Set(availableExercises(profile).map((e) => e.id)),
  };
  const plans = plan.schedule
    .map((day, weekday) => ({ day, weekday }))
    .filter(({ day }) => day.kind !== 'rest')
    .map(({ day, weekday }) => planDay(day, weekday, ctx));
  if (profile.screening.outcome === 'clearance') return clearanceWeeks(plans, ctx);

  const numbers: Item[][][] = [];
  for (const week of [1, 2, 3, 4] as const) {
    const prevWeek = numbers[week - 2];
    const days = plans.map((dayPlan, day) => {
      const prev = prevWeek?.[day];
      const items = dayPlan.race
        ? stepRaceDay(dayPlan, week, prev)
        : dayPlan.slots.map((slot, index) => stepSlot(slot, week, prev?.[index], ctx, dayPlan.runs));
      return items;
    });
    if (week === 4 && trained) deloadWeek(plans, numbers[2]!, days);
    for (const [day, dayPlan] of plans.entries()) {
      if (dayPlan.race === 'long') continue;
      fitDay(dayPlan, days[day]!, prevWeek?.[day]);
    }
    if (week === 2 || week === 3) capWeeklyRunning(plans, days, numbers[0] ?? days, prevWeek, week);
    numbers.push(days);
  }

  const hasLoad = plans.some((p) => !p.race && p.slots.some((slot) => slot.kind === 'load'));
  const hasLifting = plans.some(
    (p) => !p.race && p.slots.some((slot) => isLifting(slot) && slot.kind !== 'timed'),
  );
  const volume = (week: Item[][]) =>
    plans.reduce(
      (sum, dayPlan, day) =>
        sum +
        dayPlan.slots.reduce(
          (s, slot, index) => s + (countsForVolume(dayPlan, slot) ? week[day]![index]!.sets : 0),
          0,
        ),
      0,
    );
  const extraDays = plans.map((dayPlan, day) =>
    dayPlan.slots.some(
      (slot, index) => slot.main && numbers[1]![day]![index]!.sets > numbers[0]![day]![index]!.sets,
    ),
  );
  const trimmedAny = plans.some((dayPlan, day) =>
    dayPlan.slots.some(
      (slot, index) =>
        !slot.main &&
        (isLifting(slot) || slot.kind === 'continuous') &&
        (numbers[1]![day]![index]!.sets < numbers[0]![day]![index]!.sets ||
          (numbers[1]![day]![index]!.durationSeconds ?? 0) <
            (numbers[0]![day]![index]!.durationSeconds ?? 0)),
    ),
  );
  const longIndex = plans.findIndex((p) => p.race === 'long');
  // What each week changes against the week before, read from the numbers themselves, so that the
  // overview promises only what the week holds (issue 26 item 5: "week 2 more reps" only if reps rise).
  const changesOf = (week: 2 | 3 | 4): WeekChanges => {
    const changes: WeekChanges = {
      repsUp: false,
      timeUp: false,
      roundsUp: false,
      roundsDown: false,
      restDown: false,
      harder: false,
      tempo: false,
      loadUp: false,
    };
    for (const [day, dayPlan] of plans.entries()) {
      if (dayPlan.race) continue;
      for (const [index, slot] of dayPlan.slots.entries()) {
        const item = numbers[week - 1]![day]![index]!;
        const prev = numbers[week - 2]![day]![index]!;
        const base = item.catalogId === slot.base.catalogId;
        if (!base && item.catalogId !== prev.catalogId) changes.harder = true;
        if (isRounds(slot)) {
          if (item.sets > prev.sets) changes.roundsUp = true;
          if (item.sets < prev.sets) changes.roundsDown = true;
          if (item.restSeconds < prev.restSeconds) changes.restDown = true;
          if (repsRose(item.reps, prev.reps)) changes.repsUp = true;
          continue;
        }
        if (!isLifting(slot)) continue;
        if (repsRose(item.reps, prev.reps)) changes.repsUp = true;
        if ((item.durationSeconds ?? 0) > (prev.durationSeconds ?? 0)) changes.timeUp = true;
        if (!base) continue;
        // As hintFor words it: load goes up in week 3, bodyweight moves slow their lowering instead.
        const week1 = numbers[0]![day]![index]!;
        if (slot.kind === 'load' && week === 3) changes.loadUp = true;
        if (
          slot.kind === 'bodyweight' &&
          (week === 3 || (week === 2 && item.reps === week1.reps && item.sets === week1.sets))
        )
          changes.tempo = true;
      }
    }
    return changes;
  };

  return ([1, 2, 3, 4] as const).map((week) => {
    const days = numbers[week - 1]!;
    const schedule = plans.map((dayPlan, day) =>
      writeDay(
        dayPlan,
        days[day]!,
        { week, extraDay: extraDays[day]!, week1: numbers[0]![day]!, prev: numbers[week - 2]?.[day] },
        ctx,
      ),
    );
    const facts: WeekFacts = {
      week,
      trained,
      rir: rirBand(rir(TRAINED_RIR[week], profile.limits.minRir)),
      hasLoad,
      hasLifting,
      extraSet: extraDays.some(Boolean),
      extraEveryDay: plans.every(
        (dayPlan, day) => extraDays[day] || !dayPlan.slots.some((slot) => slot.main && !dayPlan.race),
      ),
      trimmed: trimmedAny,
      sets: { before: volume(numbers[2]!), after: volume(numbers[3]!) },
      changes: week === 1 ? null : changesOf(week),
    };
    if (!profile.notes.race || longIndex < 0)
      return { weekNumber: week, overview: liftingOverview(language, facts), schedule };
    const longPlan = plans[longIndex]!;
    const longDay = days[longIndex]!;
    const walkIndex = longPlan.slots.findIndex((slot) => slot.kind === 'run-walk');
    const race: RaceFacts = {
      longRun: exercisesSeconds(longDay),
      longRunWeek1: exercisesSeconds(numbers[0]![longIndex]!),
      runWalk:
        walkIndex >= 0 && week > 1
          ? {
              run: longDay[walkIndex]!.durationSeconds!,
              walk: longDay[walkIndex]!.restSeconds,
              runBefore: numbers[week - 2]![longIndex]![walkIndex]!.durationSeconds!,
            }
          : null,
      pastSessionTime: over(longDay, longPlan.minutes),
      quality: plans.some(
        (p) =>
          p.slots.some((slot) => slot.kind === 'interval' || slot.kind === 'tempo') && p.race === 'quality',
      ),
      strength: plans.some((p) => !p.race && p.base.kind === 'training'),
    };
    return { weekNumber: week, overview: raceOverview(language, facts, race), schedule };
  });
}
