import { convertLoad, roundLoad } from '../../../contract/loadProgression';
import { addTime, type Clock, elapsedMs, pauseClock, readyClock, resumeClock, startClock } from './clock';
import type { LoadUnit, LoggedExercise, LoggedSet, SessionLog } from './log';
import type { SessionDay, SessionStep } from './sessionPlan';

/**
 * A session under way, as plain data: where the visitor is, every set done, what the inputs hold and
 * the clock's end time. The view changes it only through `sessionReducer` and writes it to the device
 * after every change (activeSession.ts), so closing the tab or reloading resumes at the same set with the
 * same numbers and the same time left on the clock.
 */
export const ACTIVE_SESSION_VERSION = 1;

export type Phase = 'warm-up' | 'exercises' | 'cool-down';

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
  /** The sets done, by their step. */
  logged: { step: number; exerciseIndex: number; set: LoggedSet }[];
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
  | { type: 'end-rest' };

/** What the session needs from the plan: the day and its steps in order. */
export type SessionContext = { day: SessionDay; steps: SessionStep[] };

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
 * The inputs and clock for a step: reps start at the top of the range, the load at the last load used
 * for this exercise today, else today's proposal; a timed exercise gets its work clock, waiting for Start.
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
  const exercise = context.day.exercises[step.exerciseIndex]!;
  const earlier = [...state.logged]
    .reverse()
    .find((entry) => entry.exerciseIndex === step.exerciseIndex && entry.set.load !== null);
  const load = earlier ? earlier.set.load : (state.proposedLoad[step.exerciseIndex] ?? null);
  const clock = rest ?? (isTimed(exercise) ? workClock(state, step.exerciseIndex, exercise) : null);
  return { ...state, stepIndex, clock, draft: { reps: targetReps(exercise.reps), load: loadText(load) } };
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
        const exercise = context.day.exercises[step.exerciseIndex]!;
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
          { step: state.stepIndex, exerciseIndex: step.exerciseIndex, set },
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
        const exercise = step ? context.day.exercises[step.exerciseIndex] : undefined;
        const clock =
          step && exercise && isTimed(exercise) ? workClock(state, step.exerciseIndex, exercise) : null;
        return { ...state, clock };
      }
    }
  };
}

/** Seconds a work clock has run, for the set it records. */
export function workSeconds(clock: Clock, now: number): number {
  return Math.round(elapsedMs(clock, now) / 1000);
}

/** The log entry of a finished session: every exercise with at least one set, in the plan's order. */
export function toSessionLog(state: ActiveSession, day: SessionDay, finishedAt: string): SessionLog {
  const exercises: LoggedExercise[] = day.exercises.flatMap((exercise, exerciseIndex) => {
    const sets = state.logged
      .filter((entry) => entry.exerciseIndex === exerciseIndex)
      .map((entry) => entry.set)
      .sort((a, b) => a.set - b.set);
    if (sets.length === 0) return [];
    return [
      {
        exerciseIndex,
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
        sets,
      },
    ];
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

/** The exercises done in full (every prescribed set logged, not skipped): what a challenge counts. */
export function completedExercises(log: Pick<SessionLog, 'exercises'>): number[] {
  return log.exercises
    .filter((exercise) => new Set(exercise.sets.map((set) => set.set)).size >= exercise.target.sets)
    .map((exercise) => exercise.exerciseIndex);
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
