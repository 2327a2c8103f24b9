import { convertLoad, roundLoad } from '../../../contract/loadProgression';
import type { SwappedExercise } from '../swap/swaps';
import { addTime, type Clock, elapsedMs, pauseClock, readyClock, resumeClock, startClock } from './clock';
import type { LoadUnit, LoggedExercise, LoggedSet, SessionLog } from './log';
import type { SessionDay, SessionExercise, SessionStep } from './sessionPlan';

/**
 * A session under way, as plain data: where the visitor is, every set done, what the inputs hold and
 * the clock's end time. The view changes it only through `sessionReducer` and writes it to the device
 * after every change (activeSession.ts), so closing the tab or reloading resumes at the same set with the
 * same numbers and the same time left on the clock.
 */
export const ACTIVE_SESSION_VERSION = 1;

export type Phase = 'warm-up' | 'exercises' | 'cool-down';

/**
 * Swaps made during this session, by the plan's exercise's catalogue id: the exercise done in its place
 * from then on in this session, or null for the plan's own exercise (back to the original, today only).
 * "Just today" swaps live only here; "from now on" swaps are also kept on the device (swaps.ts).
 */
export type TodaySwaps = Record<string, SwappedExercise | null>;

/** What a set was done as: the exercise shown when it was logged, so a later swap cannot rewrite it. */
export type DoneAs = Pick<LoggedExercise, 'catalogId' | 'name' | 'swappedFrom' | 'target'>;

export type ActiveSession = {
  version: typeof ACTIVE_SESSION_VERSION;
  id: string;
  planId: string;
  planName: string;
  weekNumber: number | null;
  dayIndex: number;
  dayName: string;
  /** The challenge the session was started from, if any (its completions are recorded at the end). */
  challengeId: string | null;
  startedAt: string;
  phase: Phase;
  /** Position in `sessionSteps(day)`; equal to their number once every step is done. */
  stepIndex: number;
  warmUpDone: number[];
  coolDownDone: number[];
  /**
   * The sets done, by their step, each with the exercise it was done as (absent in a session stored
   * before mid-session swaps kept it: then the exercise shown now).
   */
  logged: { step: number; exerciseIndex: number; set: LoggedSet; done?: DoneAs }[];
  /** Swaps made during this session (absent when none). */
  todaySwaps?: TodaySwaps;
  /** Exercises left out (the gym lacks the machine, a twinge): not logged, not counted for a challenge. */
  skipped: number[];
  /**
   * What the inputs hold for the current step, as typed. `rir` is the reps the visitor says they had left
   * ('' when not given, and absent from a session stored before the question existed).
   */
  draft: { reps: string; load: string; rir?: string };
  unit: LoadUnit;
  /** Today's proposed load per exercise (from the log), in `unit`; null where none. */
  proposedLoad: Record<number, number | null>;
  /** Today's proposed seconds per timed exercise (a hold done in full last time runs a little longer). */
  proposedSeconds?: Record<number, number | null>;
  clock: Clock | null;
};

export type SessionAction =
  | { type: 'toggle-warm-up'; index: number }
  | { type: 'toggle-cool-down'; index: number }
  | { type: 'begin-exercises'; now: number }
  | { type: 'edit'; field: 'reps' | 'load' | 'rir'; value: string }
  | { type: 'unit'; unit: LoadUnit; load: string }
  | {
      type: 'record';
      now: number;
      reps: number | null;
      load: number | null;
      seconds: number | null;
      /** Reps in reserve as the visitor reported them; null when not asked or not given. */
      rir: number | null;
    }
  | { type: 'skip-exercise'; now: number }
  | { type: 'back'; now: number }
  | { type: 'start-work'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'add-time'; now: number; ms: number }
  | { type: 'end-rest' }
  | {
      type: 'swap';
      /** The plan's exercise's catalogue id. */
      original: string;
      swap: SwappedExercise | null;
      /** Today's proposal for what is done in its place (from the log), in the session's unit. */
      proposal: { load: number | null; seconds: number | null };
    };

/**
 * What the session needs from the plan: the day as the plan writes it, its steps in order, and `show`,
 * which puts in the exercises swapped on this device and in this session (the swap feature's
 * `withSwaps`, passed by the session page so this module carries no swap code). Without `show` the day
 * is shown as it is.
 */
export type SessionContext = {
  day: SessionDay;
  steps: SessionStep[];
  show?: (day: SessionDay, todaySwaps: TodaySwaps) => SessionDay;
};

const NO_SWAPS: TodaySwaps = {};

/** The day as the session shows it now: swaps on this device, then this session's own. */
export function sessionDay(context: SessionContext, state: Pick<ActiveSession, 'todaySwaps'>): SessionDay {
  return context.show ? context.show(context.day, state.todaySwaps ?? NO_SWAPS) : context.day;
}

/** The identity of an exercise as logged: its catalogue entry, or its name for free-text work. */
function sameExercise(done: DoneAs | undefined, exercise: SessionExercise): boolean {
  if (!done) return true;
  return (
    done.catalogId === exercise.catalogId && (exercise.catalogId !== null || done.name === exercise.name)
  );
}

function toggle(list: number[], index: number): number[] {
  return list.includes(index)
    ? list.filter((item) => item !== index)
    : [...list, index].sort((a, b) => a - b);
}

/** Whether an exercise is timed (a hold, an interval, a run): it runs a work clock instead of reps. */
export function isTimed(exercise: { reps: string | null; durationSeconds: number | null }): boolean {
  return exercise.reps === null && exercise.durationSeconds !== null;
}

/** The work clock of a timed exercise: today's proposed seconds, else the plan's. */
function workClock(
  state: ActiveSession,
  exerciseIndex: number,
  exercise: { durationSeconds: number | null },
): Clock {
  const seconds = state.proposedSeconds?.[exerciseIndex] ?? exercise.durationSeconds ?? 0;
  return readyClock('work', seconds * 1000);
}

/** The first reps of a prescription ('8-12' starts at 12, the top the double progression aims for). */
function targetReps(reps: string | null): string {
  const match = reps ? /(\d+)(?:\s*[-–]\s*(\d+))?/.exec(reps) : null;
  return match ? (match[2] ?? match[1] ?? '') : '';
}

/** Shows a load as the input holds it ('22.5', '' for none). */
export function loadText(load: number | null | undefined): string {
  return load === null || load === undefined ? '' : String(Math.round(load * 100) / 100);
}

/**
 * The inputs and clock for a step: reps and load start from the previous set of this exercise today (as
 * logged, so a swapped-in exercise starts afresh), else at the top of the range and today's proposal; a
 * timed exercise gets its work clock, waiting for Start.
 */
function enterStep(
  state: ActiveSession,
  context: SessionContext,
  stepIndex: number,
  rest: Clock | null,
): ActiveSession {
  const step = context.steps[stepIndex];
  if (!step)
    return {
      ...state,
      stepIndex,
      phase: context.day.coolDown.length > 0 ? 'cool-down' : 'exercises',
      clock: rest,
      draft: { reps: '', load: '' },
    };
  const exercise = sessionDay(context, state).exercises[step.exerciseIndex]!;
  const previous = [...state.logged]
    .reverse()
    .find((entry) => entry.exerciseIndex === step.exerciseIndex && sameExercise(entry.done, exercise));
  const load = previous ? previous.set.load : (state.proposedLoad[step.exerciseIndex] ?? null);
  const reps = previous && previous.set.reps !== null ? String(previous.set.reps) : targetReps(exercise.reps);
  const clock = rest ?? (isTimed(exercise) ? workClock(state, step.exerciseIndex, exercise) : null);
  return { ...state, stepIndex, clock, draft: { reps, load: loadText(load) } };
}

/** The next step that is not of a skipped exercise. */
function nextStepIndex(
  state: ActiveSession,
  context: SessionContext,
  from: number,
  skipped = state.skipped,
): number {
  let index = from;
  while (index < context.steps.length && skipped.includes(context.steps[index]!.exerciseIndex)) index += 1;
  return index;
}

export function sessionReducer(context: SessionContext) {
  return (state: ActiveSession, action: SessionAction): ActiveSession => {
    switch (action.type) {
      case 'toggle-warm-up':
        return { ...state, warmUpDone: toggle(state.warmUpDone, action.index) };
      case 'toggle-cool-down':
        return { ...state, coolDownDone: toggle(state.coolDownDone, action.index) };
      case 'begin-exercises':
        return enterStep({ ...state, phase: 'exercises' }, context, nextStepIndex(state, context, 0), null);
      case 'edit':
        return { ...state, draft: { ...state.draft, [action.field]: action.value } };
      case 'unit': {
        // Today's proposals follow the unit, rounded to what the equipment in that unit allows.
        const proposedLoad = Object.fromEntries(
          Object.entries(state.proposedLoad).map(([index, load]) => [
            index,
            load === null ? null : roundLoad(convertLoad(load, state.unit, action.unit), action.unit),
          ]),
        );
        return { ...state, unit: action.unit, proposedLoad, draft: { ...state.draft, load: action.load } };
      }
      case 'record': {
        const step = context.steps[state.stepIndex];
        if (!step || state.phase !== 'exercises') return state;
        const exercise = sessionDay(context, state).exercises[step.exerciseIndex]!;
        const done: DoneAs = {
          catalogId: exercise.catalogId,
          name: exercise.name,
          swappedFrom: exercise.swappedFrom ?? null,
          target: {
            sets: exercise.sets,
            reps: exercise.reps,
            durationSeconds: exercise.durationSeconds,
            effort: exercise.effort,
            load: state.proposedLoad[step.exerciseIndex] ?? null,
          },
        };
        const set: LoggedSet = {
          set: step.set,
          reps: action.reps,
          seconds: action.seconds,
          load: action.load,
          unit: state.unit,
          rir: action.rir,
        };
        const logged = [
          ...state.logged.filter((entry) => entry.step !== state.stepIndex),
          { step: state.stepIndex, exerciseIndex: step.exerciseIndex, set, done },
        ];
        const next = nextStepIndex(state, context, state.stepIndex + 1);
        const last = next >= context.steps.length;
        const rest =
          !last && exercise.restSeconds > 0
            ? startClock('rest', exercise.restSeconds * 1000, action.now)
            : null;
        return enterStep({ ...state, logged }, context, next, rest);
      }
      case 'skip-exercise': {
        const step = context.steps[state.stepIndex];
        if (!step) return state;
        const skipped = [...state.skipped, step.exerciseIndex];
        // Sets already done of it stay logged: the exercise counts as done only if every set was.
        return enterStep(
          { ...state, skipped },
          context,
          nextStepIndex(state, context, state.stepIndex, skipped),
          null,
        );
      }
      case 'back': {
        // From the cool-down back to the last step, or one step back: its set can be done again.
        let index = state.stepIndex - 1;
        while (index >= 0 && state.skipped.includes(context.steps[index]!.exerciseIndex)) index -= 1;
        if (index < 0) return { ...state, phase: 'warm-up', clock: null };
        const entered = enterStep({ ...state, phase: 'exercises' }, context, index, null);
        const previous = state.logged.find((entry) => entry.step === index);
        if (!previous) return entered;
        return {
          ...entered,
          draft: {
            reps: previous.set.reps === null ? '' : String(previous.set.reps),
            load: loadText(previous.set.load),
          },
        };
      }
      case 'start-work':
      case 'resume':
        return state.clock ? { ...state, clock: resumeClock(state.clock, action.now) } : state;
      case 'pause':
        return state.clock ? { ...state, clock: pauseClock(state.clock, action.now) } : state;
      case 'add-time':
        return state.clock ? { ...state, clock: addTime(state.clock, action.ms, action.now) } : state;
      case 'end-rest': {
        if (state.clock?.kind !== 'rest') return state;
        const step = context.steps[state.stepIndex];
        const exercise = step ? sessionDay(context, state).exercises[step.exerciseIndex] : undefined;
        const clock =
          step && exercise && isTimed(exercise) ? workClock(state, step.exerciseIndex, exercise) : null;
        return { ...state, clock };
      }
      case 'swap': {
        // Sets already logged keep the exercise they were done as (`done`); the swap changes what
        // comes next. The plan's exercise may appear more than once in the day: each takes the swap.
        const todaySwaps = { ...state.todaySwaps, [action.original]: action.swap };
        const indexes = context.day.exercises.flatMap((exercise, index) =>
          exercise.catalogId === action.original ? [index] : [],
        );
        const proposedLoad = { ...state.proposedLoad };
        const proposedSeconds = { ...state.proposedSeconds };
        for (const index of indexes) {
          proposedLoad[index] = action.proposal.load;
          proposedSeconds[index] = action.proposal.seconds;
        }
        const next = { ...state, todaySwaps, proposedLoad, proposedSeconds };
        const step = context.steps[state.stepIndex];
        if (state.phase !== 'exercises' || !step || !indexes.includes(step.exerciseIndex)) return next;
        // The set under way starts afresh as the new exercise; a rest already running goes on.
        return enterStep(next, context, state.stepIndex, state.clock?.kind === 'rest' ? state.clock : null);
      }
    }
  };
}

/** Seconds a work clock has run, for the set it records. */
export function workSeconds(clock: Clock, now: number): number {
  return Math.round(elapsedMs(clock, now) / 1000);
}

/**
 * The log entry of a finished session: every exercise with at least one set, in the plan's order. Sets
 * are credited to the exercise they were done as: after a mid-session swap the plan's exercise keeps the
 * sets done before it and the replacement has its own, each under its own name and catalogue id, so the
 * history and the next session's proposal read each one's own sets (issue 29, "Swaps that mean what the
 * visitor means"). `day` is the day as shown at the end (`sessionDay`).
 */
export function toSessionLog(state: ActiveSession, day: SessionDay, finishedAt: string): SessionLog {
  const exercises: LoggedExercise[] = day.exercises.flatMap((exercise, exerciseIndex) => {
    const current: DoneAs = {
      catalogId: exercise.catalogId,
      name: exercise.name,
      swappedFrom: exercise.swappedFrom ?? null,
      target: {
        sets: exercise.sets,
        reps: exercise.reps,
        durationSeconds: exercise.durationSeconds,
        effort: exercise.effort,
        load: state.proposedLoad[exerciseIndex] ?? null,
      },
    };
    // One group per exercise done at this place in the day, in the order they were first done.
    const groups = new Map<string, { as: DoneAs; sets: LoggedSet[] }>();
    for (const entry of state.logged) {
      if (entry.exerciseIndex !== exerciseIndex) continue;
      const as = entry.done ?? current;
      const key = `${as.catalogId ?? ''}|${as.catalogId === null ? as.name : ''}`;
      const group = groups.get(key) ?? { as, sets: [] };
      group.sets.push(entry.set);
      groups.set(key, group);
    }
    return [...groups.values()].map(({ as, sets }) => ({
      exerciseIndex,
      catalogId: as.catalogId,
      name: as.name,
      swappedFrom: as.swappedFrom,
      target: as.target,
      sets: sets.sort((a, b) => a.set - b.set),
    }));
  });
  return {
    id: state.id,
    planId: state.planId,
    planName: state.planName,
    weekNumber: state.weekNumber,
    dayIndex: state.dayIndex,
    dayName: state.dayName,
    startedAt: state.startedAt,
    finishedAt,
    exercises,
  };
}

/**
 * The places in the day done in full (every prescribed set logged, whatever it was swapped for, not
 * skipped): what a challenge counts.
 */
export function completedExercises(log: Pick<SessionLog, 'exercises'>): number[] {
  const byIndex = new Map<number, { sets: Set<number>; target: number }>();
  for (const exercise of log.exercises) {
    const place = byIndex.get(exercise.exerciseIndex) ?? { sets: new Set<number>(), target: 0 };
    for (const set of exercise.sets) place.sets.add(set.set);
    place.target = Math.max(place.target, exercise.target.sets);
    byIndex.set(exercise.exerciseIndex, place);
  }
  return [...byIndex.entries()]
    .filter(([, place]) => place.sets.size >= place.target)
    .map(([exerciseIndex]) => exerciseIndex);
}

/** The summary's figures: sets, volume (reps × load, in the session's unit) and minutes. */
export function sessionTotals(
  log: SessionLog,
  unit: LoadUnit,
): { sets: number; volume: number; minutes: number } {
  const KG_PER_LB = 0.45359237;
  let sets = 0;
  let volume = 0;
  for (const exercise of log.exercises)
    for (const set of exercise.sets) {
      sets += 1;
      if (set.reps !== null && set.load !== null) {
        const load =
          set.unit === unit ? set.load : set.unit === 'kg' ? set.load / KG_PER_LB : set.load * KG_PER_LB;
        volume += set.reps * load;
      }
    }
  const minutes = Math.max(0, Math.round((Date.parse(log.finishedAt) - Date.parse(log.startedAt)) / 60_000));
  return { sets, volume: Math.round(volume), minutes };
}
