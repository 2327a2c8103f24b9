import { localWeekday, weekdayOf } from '../../../contract/weekdays';
import type { Day, Exercise, WorkoutPlan } from '../../../contract/workout';
import type { SessionLog } from './log';

/**
 * What a session runs, read from the plan: the day of the base week or of a progression week, its
 * exercises in the order they are done (supersets and circuits alternate), and which day is due.
 * Pure functions: the session view and the plan page's "Start today's workout" both read them.
 */

/** An exercise as the session shows it: the plan's, or the one swapped in for it on this device. */
export type SessionExercise = Exercise & {
  /** This week's load step, on a progression week. */
  weightHint?: string;
  /** The plan's exercise this replaces on this device (the swap feature, src/client/features/swap). */
  swappedFrom?: { catalogId: string | null; name: string } | null;
};

export type SessionDay = Omit<Day, 'exercises'> & { exercises: SessionExercise[] };

/** Which day of which week: `weekNumber` null is the plan's base week. */
export type DayRef = { weekNumber: number | null; dayIndex: number };

/** The days of a week: the base schedule, or a progression week's (empty when that week does not exist). */
export function weekDays(
  plan: Pick<WorkoutPlan, 'schedule' | 'progressionWeeks'>,
  weekNumber: number | null,
) {
  if (weekNumber === null) return plan.schedule as SessionDay[];
  return (plan.progressionWeeks.find((week) => week.weekNumber === weekNumber)?.schedule ??
    []) as SessionDay[];
}

/**
 * The day a session runs, with its exercises. The one door through which the session reads the day's
 * exercises: `show` puts in the exercises swapped on this device (the swap feature's `withSwaps`, passed
 * by the session page so that this module, which the plan page also loads, carries no swap code), so the
 * view, the log and the challenge completions all see the same list in the plan's order.
 * Null when the week or the day does not exist.
 */
export function sessionExercises(
  plan: Pick<WorkoutPlan, 'schedule' | 'progressionWeeks'>,
  weekNumber: number | null,
  dayIndex: number,
  show: (day: SessionDay) => SessionDay = (day) => day,
): SessionDay | null {
  const day = weekDays(plan, weekNumber)[dayIndex];
  return day ? show(day) : null;
}

/**
 * The plan's own exercise with that catalogue id, in any week: what a swap replaces (the swap sheet is
 * always given the plan's exercise, not the one swapped in for it).
 */
export function planExercise(
  plan: Pick<WorkoutPlan, 'schedule' | 'progressionWeeks'>,
  catalogId: string,
): Exercise | undefined {
  return [...plan.schedule, ...plan.progressionWeeks.flatMap((week) => week.schedule)]
    .flatMap((day) => day.exercises)
    .find((exercise) => exercise.catalogId === catalogId);
}

/** Whether a day has anything to do in a session (rest days have no start button). */
export function isTrainingDay(day: Pick<Day, 'kind' | 'exercises'>): boolean {
  return day.kind !== 'rest' && day.exercises.length > 0;
}

/** One set (or round) of one exercise, in the order the session runs them. */
export type SessionStep = {
  exerciseIndex: number;
  /** 1-based set or round of that exercise. */
  set: number;
  /** How many sets (or rounds) that exercise has. */
  of: number;
  /** The exercises done in turn with it (a superset or a circuit), 1 for straight sets. */
  groupSize: number;
};

const SUPERSET_BLOCK = /^([A-Z])\d+$/;
/** Blocks that a circuit or interval day goes round (src/server/coach: 'Circuit', 'Intervals'). */
const ROUND_BLOCKS = new Set(['Circuit', 'Intervals']);

/** The group an exercise belongs to: a superset's letter, a circuit's round block, or none (straight sets). */
function groupKey(day: Pick<Day, 'style'>, exercise: Pick<Exercise, 'block'>): string | null {
  const superset = SUPERSET_BLOCK.exec(exercise.block);
  if (superset) return `superset:${superset[1]}`;
  if (ROUND_BLOCKS.has(exercise.block) && (day.style === 'circuit' || day.style === 'hiit'))
    return `round:${exercise.block}`;
  return null;
}

/**
 * The session's order. Straight sets: every set of an exercise, then the next exercise. A superset (A1,
 * A2, next to each other): A1 set 1, A2 set 1, A1 set 2, ... A circuit or interval block: round 1 of each
 * exercise in turn, then round 2, for as many rounds as its exercises have sets (the coach writes each
 * station's sets as the day's rounds). An exercise with fewer sets than its group is left out of the
 * later rounds. The rest after each step is that exercise's own rest: the coach gives the stations of a
 * group a short change-over and the last one the rest between rounds.
 */
export function sessionSteps(
  day: Pick<Day, 'style' | 'rounds'> & { exercises: Pick<Exercise, 'block' | 'sets'>[] },
): SessionStep[] {
  const steps: SessionStep[] = [];
  let index = 0;
  const { exercises } = day;
  while (index < exercises.length) {
    const key = groupKey(day, exercises[index]!);
    let end = index + 1;
    if (key !== null) while (end < exercises.length && groupKey(day, exercises[end]!) === key) end += 1;
    const members = exercises
      .slice(index, end)
      .map((exercise, offset) => ({ exercise, exerciseIndex: index + offset }));
    const rounds = Math.max(...members.map((member) => member.exercise.sets));
    for (let set = 1; set <= rounds; set += 1)
      for (const member of members)
        if (member.exercise.sets >= set)
          steps.push({
            exerciseIndex: member.exerciseIndex,
            set,
            of: member.exercise.sets,
            groupSize: members.length,
          });
    index = end;
  }
  return steps;
}

/** The training days of a week, as day references. */
function trainingDays(
  plan: Pick<WorkoutPlan, 'schedule' | 'progressionWeeks'>,
  weekNumber: number | null,
): DayRef[] {
  return weekDays(plan, weekNumber).flatMap((day, dayIndex) =>
    isTrainingDay(day) ? [{ weekNumber, dayIndex }] : [],
  );
}

/**
 * The day that is due: the next training day after the last session of this plan logged on this device,
 * else the first training day. After the last day of a progression week comes the next week's first
 * day (after week 4, week 1 again); the base week goes round. `startWeek` is where a plan with no
 * session yet starts: the base week, or week 1 of the progression for a challenge (whose completions
 * count progression weeks only).
 */
export function dueDay(
  plan: Pick<WorkoutPlan, 'schedule' | 'progressionWeeks'>,
  sessions: readonly Pick<SessionLog, 'weekNumber' | 'dayIndex' | 'finishedAt'>[],
  startWeek: number | null = null,
): DayRef | null {
  const weeks = plan.progressionWeeks.map((week) => week.weekNumber).sort((a, b) => a - b);
  const first = (weekNumber: number | null) => trainingDays(plan, weekNumber)[0] ?? null;
  const start = startWeek !== null && weeks.includes(startWeek) ? startWeek : null;
  // Counting for a challenge, the base week's sessions do not move the progression on.
  const counted = start !== null ? sessions.filter((session) => session.weekNumber !== null) : sessions;
  const lastSession = [...counted].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt))[0];
  if (!lastSession) return first(start) ?? first(null);
  const lastWeek =
    lastSession.weekNumber !== null && weeks.includes(lastSession.weekNumber) ? lastSession.weekNumber : null;
  const next = trainingDays(plan, lastWeek).find((ref) => ref.dayIndex > lastSession.dayIndex);
  if (next) return next;
  if (lastWeek === null) return first(null);
  const nextWeek = weeks.find((weekNumber) => weekNumber > lastWeek) ?? weeks[0] ?? null;
  return first(nextWeek) ?? first(null);
}

/**
 * What today is in a week of the plan, by the device's own date (issue 29, "Today is today"): the day
 * named after today's weekday, a training day or a rest day, with the next training day after it (going
 * round the week). `unknown` when the week's days are not named after weekdays ('Day 1'): such a plan has
 * no "today", only the day that is due (`dueDay`).
 */
export type Today =
  | { kind: 'training'; today: DayRef }
  | { kind: 'rest'; today: DayRef | null; next: DayRef | null }
  | { kind: 'unknown' };

export function todayIn(
  plan: Pick<WorkoutPlan, 'schedule' | 'progressionWeeks'>,
  weekNumber: number | null,
  now: Date,
): Today {
  const days = weekDays(plan, weekNumber);
  const weekdays = days.map((day) => weekdayOf(day.name));
  const weekday = localWeekday(now);
  if (days.length === 0 || weekdays.some((named) => named === undefined)) return { kind: 'unknown' };
  const dayIndex = weekdays.indexOf(weekday);
  // A week that lists only its training days has no entry for a rest day.
  const today = dayIndex === -1 ? null : { weekNumber, dayIndex };
  if (today && isTrainingDay(days[dayIndex]!)) return { kind: 'training', today };
  // The next training day by weekday, this week's later days first, then round to the start.
  const next =
    [...days.keys()]
      .filter((index) => isTrainingDay(days[index]!))
      .map((index) => ({ index, ahead: (weekdays[index]! - weekday + 7) % 7 }))
      .sort((a, b) => a.ahead - b.ahead)[0] ?? null;
  return { kind: 'rest', today, next: next ? { weekNumber, dayIndex: next.index } : null };
}
