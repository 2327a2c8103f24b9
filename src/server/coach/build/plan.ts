import type { Language } from '../../../contract/site';
import type { Day, Exercise, PlanDraft, Video, WorkoutRequest } from '../../../contract/workout';
import { CATALOGUE } from '../catalogue';
import { type CatalogueExercise, LEVELS, type Level, type Muscle, type Pattern } from '../catalogue/types';
import { addSets, FREQUENT_MUSCLES, trainsEveryMuscleTwiceIn, weeklySetCeiling } from '../check/checker';
import { continuousModality, isUnilateral, repCapOf } from '../design/exerciseFacts';
import { isRestricted } from '../design/populations';
import { regionOf } from '../design/regions';
import { isAvoided } from '../read/injuries';
import {
  coolDownMinutes,
  exerciseCountRange,
  intervalFor,
  type Prescription,
  prescriptionForProfile,
  warmUpMinutes,
} from '../design/prescription';
import { FOCUS_TARGETS, type Profile, readProfile } from '../read/profile';
import { createRandom, hashSeed } from './random';
import {
  aerobicNote,
  asthmaWarmUpLine,
  balanceLine,
  clearanceNote,
  clearanceOverview,
  coolDownLines,
  disclaimer,
  exerciseLine,
  runWalkLine,
  noIntervalsNote,
  notesSaidBack,
  painRuleNote,
  pelvicFloorLine,
  raceSplitName,
  teenWeightNote,
  loadHintText,
  noviceDaysNote,
  noviceHiitNote,
  overviewText,
  readingNote,
  restDayFocus,
  SESSION_LABELS,
  type SessionType,
  splitName,
  WEEKDAYS,
  warmUpLines,
} from '../write/text';
import { exercisesSeconds, sessionMinutesOf } from './timing';

/**
 * The built-in coach: a deterministic function from the onboarding answers (and a seed) to a complete
 * plan, following docs/coaching.md. No network, no key, a few milliseconds.
 */

type Slot = { pattern: Pattern; main?: boolean; muscle?: Muscle };
const m = (pattern: Pattern, muscle?: Muscle): Slot => ({
  pattern,
  main: true,
  ...(muscle ? { muscle } : {}),
});
const a = (pattern: Pattern, muscle?: Muscle): Slot => ({ pattern, ...(muscle ? { muscle } : {}) });

/** Exercise slots of each session in priority order: large multi-joint movements first (docs/coaching.md). */
const SESSION_SLOTS: Record<SessionType, Slot[]> = {
  'full-a': [
    m('squat'),
    m('horizontal-push'),
    m('hinge'),
    m('horizontal-pull'),
    a('core-anti-extension'),
    a('lunge'),
    a('vertical-push'),
    a('vertical-pull'),
    a('biceps'),
    a('triceps'),
    a('calf'),
    a('core-rotation'),
  ],
  'full-b': [
    m('hinge'),
    m('vertical-pull'),
    m('lunge'),
    m('vertical-push'),
    a('core-anti-rotation'),
    a('squat'),
    a('horizontal-pull'),
    a('horizontal-push'),
    a('glute'),
    a('shoulder-isolation'),
    a('triceps'),
    a('biceps'),
  ],
  upper: [
    m('horizontal-push'),
    m('horizontal-pull'),
    m('vertical-push'),
    m('vertical-pull'),
    a('shoulder-isolation'),
    a('biceps'),
    a('triceps'),
    a('core-anti-extension'),
    a('horizontal-push'),
    a('horizontal-pull'),
  ],
  lower: [
    m('squat'),
    m('hinge'),
    m('lunge'),
    a('glute'),
    a('calf'),
    a('core-anti-rotation'),
    a('core-flexion'),
    a('hinge'),
    a('squat'),
    a('core-rotation'),
  ],
  push: [
    m('horizontal-push'),
    m('vertical-push'),
    m('horizontal-push'),
    a('triceps'),
    a('shoulder-isolation', 'shoulders'),
    a('triceps'),
    a('core-anti-extension'),
    a('horizontal-push'),
    a('core-flexion'),
    a('vertical-push'),
  ],
  pull: [
    m('vertical-pull'),
    m('horizontal-pull'),
    m('horizontal-pull'),
    a('shoulder-isolation', 'rear-delts'),
    a('biceps'),
    a('biceps'),
    a('core-anti-rotation'),
    a('carry'),
    a('vertical-pull'),
    a('core-rotation'),
  ],
  legs: [
    m('squat'),
    m('hinge'),
    m('lunge'),
    a('glute'),
    a('calf'),
    a('hinge'),
    a('core-flexion'),
    a('core-rotation'),
    a('squat'),
    a('calf'),
  ],
  conditioning: [
    a('conditioning'),
    a('squat'),
    a('horizontal-push'),
    a('conditioning'),
    a('lunge'),
    a('core-anti-extension'),
    a('conditioning'),
    a('horizontal-pull'),
    a('glute'),
    a('conditioning'),
  ],
  aerobic: [a('conditioning'), a('mobility'), a('mobility'), a('mobility'), a('mobility')],
  // Built by their own builders (recovery, endurance) or from RUNNER_STRENGTH_SLOTS.
  gentle: [],
  'run-easy': [],
  'run-quality': [],
  'run-long': [],
  'run-strength': [],
  'runner-strength': [],
  mobility: [
    a('mobility'),
    a('mobility'),
    a('mobility'),
    a('mobility'),
    a('mobility'),
    a('mobility'),
    a('mobility'),
  ],
};

/** Muscles a split session must leave alone, so the next day's session can train them fresh. */
const UPPER_PUSH: Muscle[] = ['chest', 'shoulders', 'triceps'];
const UPPER_PULL: Muscle[] = ['lats', 'upper-back', 'rear-delts', 'biceps'];
const LEGS: Muscle[] = ['quads', 'hamstrings', 'glutes', 'adductors'];
const SESSION_EXCLUDED_MUSCLES: Partial<Record<SessionType, Muscle[]>> = {
  push: [...UPPER_PULL, ...LEGS],
  pull: [...UPPER_PUSH, ...LEGS],
  legs: [...UPPER_PUSH, ...UPPER_PULL],
  upper: LEGS,
  lower: [...UPPER_PUSH, ...UPPER_PULL],
};

/** When nothing in the catalogue fits a slot's pattern (equipment, place, injuries), try these in order. */
const FALLBACK_PATTERNS: Partial<Record<Pattern, Pattern[]>> = {
  'vertical-pull': ['horizontal-pull', 'biceps'],
  'horizontal-pull': ['vertical-pull', 'biceps'],
  'vertical-push': ['horizontal-push', 'shoulder-isolation'],
  'horizontal-push': ['vertical-push', 'triceps'],
  squat: ['lunge', 'glute'],
  lunge: ['squat', 'glute'],
  hinge: ['glute', 'lunge'],
  glute: ['hinge', 'lunge'],
  calf: ['glute'],
  biceps: ['horizontal-pull', 'vertical-pull'],
  triceps: ['horizontal-push', 'vertical-push'],
  'shoulder-isolation': ['vertical-push'],
  'core-anti-extension': ['core-anti-rotation', 'core-flexion'],
  'core-anti-rotation': ['core-anti-extension', 'core-rotation'],
  'core-flexion': ['core-anti-extension', 'core-rotation'],
  'core-rotation': ['core-anti-rotation', 'core-anti-extension'],
  carry: ['core-anti-rotation', 'core-anti-extension'],
};

const LIFTING: ReadonlySet<SessionType> = new Set([
  'full-a',
  'full-b',
  'upper',
  'lower',
  'push',
  'pull',
  'legs',
]);
const levelIndex = (level: Level) => LEVELS.indexOf(level);
const isTrained = (level: Level) => levelIndex(level) >= levelIndex('intermediate');

/** Monday-first weekly template (docs/coaching.md "Split by days per week"); null is a rest day. */
export function weekTemplate(profile: Pick<Profile, 'days' | 'level'>): {
  week: (SessionType | null)[];
  liftingDays: number;
} {
  const { days, level } = profile;
  const trained = isTrained(level);
  const templates: Record<number, (SessionType | null)[]> = {
    2: ['full-a', null, null, 'full-b', null, null, null],
    3: ['full-a', null, 'full-b', null, 'full-a', null, null],
    4: ['upper', 'lower', null, 'upper', 'lower', null, null],
    5: trained
      ? ['upper', 'lower', null, 'push', 'pull', 'legs', null]
      : ['upper', 'lower', 'aerobic', 'upper', 'lower', null, null],
    6: trained
      ? ['push', 'pull', 'legs', 'push', 'pull', 'legs', null]
      : ['upper', 'lower', 'aerobic', 'upper', 'lower', 'aerobic', null],
    7: trained
      ? ['push', 'pull', 'legs', 'push', 'pull', 'legs', 'mobility']
      : ['upper', 'lower', 'aerobic', 'upper', 'lower', 'aerobic', 'mobility'],
  };
  const week = templates[Math.min(7, Math.max(2, days))]!;
  return { week, liftingDays: week.filter((s) => s && LIFTING.has(s)).length };
}

type BuildContext = {
  profile: Profile;
  rx: Prescription;
  pool: CatalogueExercise[];
  random: () => number;
  usedThisWeek: Set<string>;
  focusMuscles: Set<Muscle>;
  wantsLoad: boolean;
  /** Sets per muscle given so far this week, counted as the checker counts them. */
  weeklySets: Map<Muscle, number>;
  setCeiling: number;
  /** How many times each session type occurs in the week. */
  occurrences: Map<SessionType, number>;
};

/** What this visitor can do: equipment, place, level and injuries. */
export function availableExercises(
  profile: Pick<Profile, 'equipment' | 'location' | 'level' | 'injuries'> &
    Partial<Pick<Profile, 'restrictions' | 'limits'>>,
): CatalogueExercise[] {
  const level = levelIndex(profile.level);
  return CATALOGUE.filter(
    (e) =>
      e.equipment.every((item) => profile.equipment.has(item)) &&
      e.locations.includes(profile.location) &&
      levelIndex(e.minLevel) <= level &&
      level <= levelIndex(e.maxLevel) &&
      !isAvoided(e, profile.injuries) &&
      !isRestricted(e, profile.restrictions ?? []) &&
      // A hard bodyweight move whose sensible reps are below the population's minimum is left out.
      (repCapOf(e) ?? 99) >= (profile.limits?.minReps ?? 1) + 2,
  );
}

function score(e: CatalogueExercise, slot: Slot, ctx: BuildContext): number {
  const { profile } = ctx;
  let value = ctx.random() * 0.6;
  if (profile.injuries.some((rule) => rule.prefer(e))) value += 3;
  if (slot.main && e.compound) value += 2;
  if (ctx.wantsLoad && e.progression === 'load') value += 1.5;
  // Prefer movements made for this level: a novice gets the novice variant, an advanced trainee the hard one.
  value += 1 - 0.25 * Math.abs(levelIndex(profile.level) - levelIndex(e.minLevel));
  if (e.primary.some((muscle) => ctx.focusMuscles.has(muscle))) value += 1;
  if (ctx.usedThisWeek.has(e.id)) value -= 2;
  // Spread the week's volume: a muscle already at its weekly ceiling should not get more.
  if ((ctx.weeklySets.get(e.primary[0]!) ?? 0) >= ctx.setCeiling) value -= 2.5;
  // Staple lifts with a known demonstration video are the safer default.
  if (e.videoId) value += 0.5;
  return value;
}

function pick(
  slot: Slot,
  ctx: BuildContext,
  usedToday: Set<string>,
  extraFilter?: (e: CatalogueExercise) => boolean,
  excludedMuscles: readonly Muscle[] = [],
) {
  // Fallbacks never cross from pushing to pulling, so push and pull days keep their muscles apart.
  const fallbacks =
    slot.muscle === 'rear-delts' ? ['horizontal-pull' as const] : (FALLBACK_PATTERNS[slot.pattern] ?? []);
  const patterns = [slot.pattern, ...fallbacks];
  for (const pattern of patterns) {
    const candidates = ctx.pool.filter(
      (e) =>
        e.pattern === pattern &&
        !usedToday.has(e.id) &&
        (!slot.muscle || pattern !== slot.pattern || e.primary.includes(slot.muscle)) &&
        (e.pattern === 'conditioning' || !e.primary.some((muscle) => excludedMuscles.includes(muscle))) &&
        (!extraFilter || extraFilter(e)),
    );
    if (candidates.length === 0) continue;
    let best = candidates[0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const candidate of candidates) {
      const value = score(candidate, slot, ctx);
      if (value > bestScore) {
        best = candidate;
        bestScore = value;
      }
    }
    return best;
  }
  return null;
}

/** Focus shifts 1-2 exercises toward it and adds a slot; it never drops a muscle group. */
function applyFocus(slots: Slot[], profile: Profile): Slot[] {
  const targets = FOCUS_TARGETS[profile.focus].patterns;
  if (targets.length === 0) return slots;
  // A session that trains none of the focus (an upper-body focus on leg day) stays as it is.
  if (!slots.some((slot) => targets.includes(slot.pattern))) return slots;
  const mains = slots.filter((slot) => slot.main);
  const rest = slots.filter((slot) => !slot.main);
  const focused = rest.filter((slot) => targets.includes(slot.pattern)).slice(0, 2);
  const others = rest.filter((slot) => !focused.includes(slot));
  const extra = a(targets.find((pattern) => slots.some((slot) => slot.pattern === pattern)) ?? targets[0]!);
  return [...mains, ...focused, extra, ...others];
}

type Draft = {
  exercise: CatalogueExercise;
  sets: number;
  reps: string | null;
  durationSeconds: number | null;
  restSeconds: number;
  main: boolean;
  focus: boolean;
  block: string;
  interval: boolean;
  /** One side at a time: reps or seconds per side, time counted twice. */
  perSide: boolean;
};

/** A rep range no higher than a hard bodyweight move allows ("Pistol squat 3 x 5-8", not 20-25). */
function cappedReps(e: CatalogueExercise, [low, high]: [number, number], minReps: number): [number, number] {
  const cap = repCapOf(e);
  if (cap === null || high <= cap) return [low, high];
  return [Math.max(minReps, Math.min(low, cap - 3)), cap];
}

function prescribe(e: CatalogueExercise, main: boolean, ctx: BuildContext): Draft {
  const { rx } = ctx;
  const focus = e.primary.some((muscle) => ctx.focusMuscles.has(muscle));
  if (e.measure === 'time') {
    const duration = e.pattern === 'mobility' ? 30 : e.pattern === 'conditioning' ? 30 : rx.holdSeconds;
    return {
      exercise: e,
      sets: Math.min(3, rx.sets[1]),
      reps: null,
      durationSeconds: duration,
      restSeconds: 30,
      main: false,
      focus,
      block: '',
      interval: false,
      perSide: isUnilateral(e),
    };
  }
  const repsRange = cappedReps(
    e,
    main && e.compound ? rx.mainReps : rx.accessoryReps,
    ctx.profile.limits.minReps,
  );
  return {
    exercise: e,
    sets: main ? rx.sets[1] : rx.sets[0],
    reps: `${repsRange[0]}-${repsRange[1]}`,
    durationSeconds: null,
    restSeconds: main ? rx.mainRest : rx.accessoryRest,
    main,
    focus,
    block: '',
    interval: false,
    perSide: isUnilateral(e),
  };
}

const TRANSITION_SECONDS = 15;

function isIntervalFriendly(e: CatalogueExercise): boolean {
  return (
    !e.equipment.includes('barbell') &&
    !e.equipment.includes('machine') &&
    !e.loadsSpine &&
    !e.shoulderRisk &&
    levelIndex(e.minLevel) <= levelIndex('beginner')
  );
}

/**
 * Supersets pair muscles that do not compete (docs/coaching.md "Sessions a coach would sign"): push
 * with pull, upper with lower body, anything with the trunk; never two lower-body lifts or two pushes.
 * An exercise without a partner stays a straight set.
 */
function pairSupersets(drafts: Draft[]): void {
  const order: Draft[] = [];
  const paired = new Set<Draft>();
  let label = 0;
  for (const first of drafts) {
    if (paired.has(first)) continue;
    paired.add(first);
    const region = regionOf(first.exercise);
    const second = drafts.find(
      (candidate) =>
        !paired.has(candidate) &&
        candidate.exercise.measure === 'reps' &&
        first.exercise.measure === 'reps' &&
        regionOf(candidate.exercise) !== region &&
        regionOf(candidate.exercise) !== 'other' &&
        region !== 'other',
    );
    if (!second) {
      order.push(first);
      continue;
    }
    paired.add(second);
    const name = String.fromCharCode(65 + label);
    label += 1;
    const sets = Math.max(first.sets, second.sets);
    first.sets = sets;
    second.sets = sets;
    first.block = `${name}1`;
    second.block = `${name}2`;
    second.restSeconds = Math.max(first.restSeconds, second.restSeconds);
    first.restSeconds = TRANSITION_SECONDS;
    order.push(first, second);
  }
  drafts.splice(0, drafts.length, ...order);
}

/** Shapes the session by style: straight sets, supersets, circuits or intervals. */
function applyStyle(drafts: Draft[], style: Profile['style'], ctx: BuildContext, rounds: number): void {
  if (style === 'supersets') {
    pairSupersets(drafts);
    return;
  }
  if (style === 'circuit') {
    drafts.forEach((draft, index) => {
      draft.sets = rounds;
      draft.block = 'Circuit';
      draft.restSeconds = index === drafts.length - 1 ? 75 : TRANSITION_SECONDS;
      if (draft.reps) {
        const [low, high] = cappedReps(draft.exercise, ctx.rx.accessoryReps, ctx.profile.limits.minReps);
        draft.reps = `${low}-${high}`;
      }
    });
    return;
  }
  if (style === 'hiit') {
    const interval = intervalFor(ctx.profile.level);
    for (const draft of drafts) {
      draft.sets = rounds;
      draft.block = 'Intervals';
      draft.reps = null;
      draft.durationSeconds = interval.work;
      draft.restSeconds = interval.rest;
      draft.interval = true;
    }
  }
}

function secondsOf(drafts: Draft[]): number {
  return exercisesSeconds(drafts);
}

/**
 * Fits the session to the visitor's minutes, computing rather than guessing: fewer accessory sets,
 * then fewer exercises (not below the minimum for the length), then fewer rounds or main sets,
 * then shorter rests.
 */
function fitToTime(
  drafts: Draft[],
  budgetSeconds: number,
  minCount: number,
  style: Profile['style'],
): Draft[] {
  let current = [...drafts];
  for (let guard = 0; guard < 200 && secondsOf(current) > budgetSeconds; guard += 1) {
    if (style === 'circuit' || style === 'hiit') {
      const rounds = current[0]?.sets ?? 1;
      if (rounds > 3) {
        for (const draft of current) draft.sets = rounds - 1;
        continue;
      }
      if (current.length > minCount) {
        current = current.slice(0, -1);
        continue;
      }
      if (rounds > 1) {
        for (const draft of current) draft.sets = rounds - 1;
        continue;
      }
      const last = current[current.length - 1];
      if (last && last.restSeconds > TRANSITION_SECONDS) {
        last.restSeconds = Math.max(TRANSITION_SECONDS, last.restSeconds - 15);
        continue;
      }
      const longest = current.reduce((x, y) =>
        (x.durationSeconds ?? 0) >= (y.durationSeconds ?? 0) ? x : y,
      );
      if (longest.durationSeconds && longest.durationSeconds > 15) {
        longest.durationSeconds -= 5;
        continue;
      }
      if (current.length > 1) {
        current = current.slice(0, -1);
        continue;
      }
      break;
    }
    // Keep at least two sets of each accessory while exercises can still go; single sets come last.
    const accessory = [...current].reverse().find((draft) => !draft.main && draft.sets > 2);
    if (accessory) {
      accessory.sets -= 1;
      syncSuperset(current, accessory);
      continue;
    }
    if (current.length > minCount) {
      current = current.slice(0, -1);
      continue;
    }
    const single = [...current].reverse().find((draft) => !draft.main && draft.sets > 1);
    if (single) {
      single.sets -= 1;
      syncSuperset(current, single);
      continue;
    }
    const main = [...current].reverse().find((draft) => draft.sets > 1);
    if (main) {
      main.sets -= 1;
      syncSuperset(current, main);
      continue;
    }
    const rested = current.find((draft) => draft.restSeconds > 30);
    if (rested) {
      rested.restSeconds -= 15;
      continue;
    }
    if (current.length > 1) {
      current = current.slice(0, -1);
      continue;
    }
    break;
  }
  // A superset cut in half by dropping its second exercise becomes a straight set again.
  const last = current[current.length - 1];
  if (last?.block.endsWith('1')) {
    last.block = '';
    last.restSeconds = Math.max(last.restSeconds, 60);
    return fitToTime(current, budgetSeconds, minCount, style);
  }
  return current;
}

function syncSuperset(drafts: Draft[], changed: Draft): void {
  if (!/^[A-Z][12]$/.test(changed.block)) return;
  const partner = drafts.find((d) => d !== changed && d.block.startsWith(changed.block[0]!));
  if (partner) partner.sets = changed.sets;
}

const volumeWeight = (draft: Draft, style: Profile['style']) =>
  style === 'hiit' || style === 'circuit' || draft.durationSeconds ? 0.5 : 1;

/**
 * Keeps every muscle under its weekly ceiling across the whole week, so a long session is not filled
 * with junk volume. Each pass takes one set from the exercise adding most to an over-ceiling muscle:
 * accessories before main lifts; an exercise goes only when it is down to its last set.
 */
function trimWeekVolume(days: readonly SessionBuild[], ctx: BuildContext): void {
  const ceiling = weeklySetCeiling(ctx.profile) - 0.5;
  const sessions = [...new Set(days)];
  const times = (session: SessionBuild) => days.filter((day) => day === session).length;
  for (let guard = 0; guard < 400; guard += 1) {
    const totals = new Map<Muscle, number>();
    for (const session of days) {
      for (const draft of session.drafts) {
        if (draft.exercise.pattern !== 'conditioning')
          addSets(totals, draft.exercise, draft.sets * volumeWeight(draft, session.style));
      }
    }
    const over = new Set(
      [...totals].filter(([muscle, sets]) => sets > ceiling && !FREQUENT_MUSCLES.has(muscle)).map(([m]) => m),
    );
    if (over.size === 0) return;
    const options = sessions.flatMap((session) =>
      session.drafts
        .filter((draft) =>
          [...draft.exercise.primary, ...draft.exercise.secondary].some((muscle) => over.has(muscle)),
        )
        .map((draft) => ({ session, draft, weight: draft.sets * times(session) })),
    );
    const rank = (option: (typeof options)[number]) =>
      (option.draft.sets > 1
        ? option.draft.main
          ? 1
          : 2
        : option.session.drafts.length > 1 && !option.draft.main
          ? 0.5
          : 0) *
        1000 +
      option.weight;
    const best = options.sort((x, y) => rank(y) - rank(x))[0];
    if (!best || rank(best) < 1000) return;
    best.draft.sets -= 1;
    syncSuperset(best.session.drafts, best.draft);
    best.session.drafts = best.session.drafts.filter((draft) => draft.sets > 0);
  }
}

type SessionBuild = {
  type: SessionType;
  drafts: Draft[];
  style: Profile['style'];
  warmUp: string[];
  coolDown: string[];
  /** The session's length in minutes (a shorter day has its own). */
  minutes: number;
};

const budgetOf = (minutes: number) => minutes * 60 - (warmUpMinutes(minutes) + coolDownMinutes(minutes)) * 60;

function buildSession(
  type: SessionType,
  ctx: BuildContext,
  finisher: 'hiit' | 'steady' | null,
): SessionBuild {
  const { profile } = ctx;
  const budget = budgetOf(profile.minutes);
  const [minCount, maxCount] = exerciseCountRange(profile.minutes);
  const usedToday = new Set<string>();

  if (type === 'aerobic' || type === 'mobility' || type === 'gentle') {
    return buildRecoverySession(type, ctx, profile.minutes);
  }

  let style: Profile['style'] = type === 'conditioning' ? 'hiit' : profile.style;
  // A runner's strength work is straight sets or a circuit: the quality run is the week's hard session.
  if (type === 'runner-strength' && style === 'hiit') style = 'circuit';
  if (style === 'hiit' && profile.limits.noIntervals) style = 'traditional';
  // 5-minute sessions are short circuits (Nuzzo 2024): 2-3 exercises, 30 s on and 15 s off.
  const snack = profile.minutes < 15;
  if (snack && style !== 'hiit') style = 'circuit';

  const finisherSeconds = finisher
    ? Math.min(finisher === 'hiit' ? 9 * 60 : 12 * 60, Math.round(budget * 0.25))
    : 0;
  const mainBudget = budget - finisherSeconds;

  const baseSlots = applyFocus(
    type === 'runner-strength' ? RUNNER_STRENGTH_SLOTS : SESSION_SLOTS[type],
    profile,
  );
  // Interval sessions alternate two strength moves with one conditioning move.
  const slots =
    style === 'hiit' && LIFTING.has(type)
      ? baseSlots.flatMap((slot, index) => (index % 2 === 1 ? [slot, a('conditioning')] : [slot]))
      : baseSlots;
  const drafts: Draft[] = [];
  for (const slot of slots) {
    if (drafts.length >= maxCount) break;
    const exercise = pick(
      slot,
      ctx,
      usedToday,
      (e) => {
        if (e.pattern === 'mobility') return false;
        if (profile.level === 'novice' && e.impact === 'high') return false;
        // Work done against the clock must be simple and safe when tired: no barbells, machines,
        // heavy spinal loading or risky shoulder positions, nothing only advanced lifters can do.
        if (style === 'hiit' || snack) return isIntervalFriendly(e);
        // A conditioning slot in a strength session is done in rounds, never a long block of drills.
        return true;
      },
      SESSION_EXCLUDED_MUSCLES[type],
    );
    if (!exercise) continue;
    usedToday.add(exercise.id);
    drafts.push(prescribe(exercise, Boolean(slot.main), ctx));
  }

  // About 30% more volume for the focus: one more set on focus exercises.
  if (profile.focus !== 'full-body' && style !== 'circuit' && style !== 'hiit') {
    for (const draft of drafts)
      if (draft.focus && !draft.main && draft.exercise.measure === 'reps') draft.sets += 1;
  }

  // Population limits hold after the focus's extra set (1-3 sets for older adults and teenagers).
  for (const draft of drafts) draft.sets = Math.min(draft.sets, profile.limits.maxSets);
  const rounds = style === 'hiit' ? 4 : Math.max(2, ctx.rx.sets[1]);
  applyStyle(drafts, style, ctx, rounds);
  if (snack) {
    for (const draft of drafts) {
      draft.reps = null;
      draft.durationSeconds = 30;
      draft.restSeconds = TRANSITION_SECONDS;
      draft.interval = true;
    }
  }
  const fitted = fitToTime(drafts, mainBudget, minCount, style);

  if (finisher) fitted.push(...buildFinisher(finisher, ctx, usedToday, finisherSeconds));

  const warmUp = warmUpFor(ctx, profile.minutes, fitted, style, usedToday);
  const coolDown = coolDownLines(
    profile.language,
    coolDownMinutes(profile.minutes),
    pickMobility(ctx, 2, usedToday),
  );
  const times = ctx.occurrences.get(type) ?? 1;
  for (const draft of fitted) {
    ctx.usedThisWeek.add(draft.exercise.id);
    if (draft.exercise.pattern === 'conditioning') continue;
    addSets(ctx.weeklySets, draft.exercise, draft.sets * times * volumeWeight(draft, style));
  }
  return { type, drafts: fitted, style, warmUp, coolDown, minutes: profile.minutes };
}

/** Single-leg work, calves, hips and trunk for runners (docs/coaching.md "Endurance and race goals"). */
const RUNNER_STRENGTH_SLOTS: Slot[] = [
  m('lunge'),
  m('hinge'),
  a('glute'),
  a('calf'),
  a('core-anti-rotation'),
  a('core-anti-extension'),
  a('horizontal-pull'),
  a('horizontal-push'),
];

function warmUpFor(
  ctx: BuildContext,
  minutes: number,
  drafts: readonly Draft[],
  style: Profile['style'],
  usedToday: Set<string>,
): string[] {
  const { profile } = ctx;
  const first = drafts.find(
    (draft) => draft.exercise.measure === 'reps' && draft.exercise.pattern !== 'conditioning',
  );
  const warmUp = warmUpLines(
    profile.language,
    warmUpMinutes(minutes),
    pickMobility(ctx, 2, usedToday),
    style === 'hiit' ? null : (first?.exercise.name[profile.language] ?? null),
  );
  if (profile.limits.balanceEverySession) warmUp.push(balanceLine(profile.language));
  if (profile.population.pregnancy) warmUp.push(pelvicFloorLine(profile.language));
  if (profile.population.conditions.has('asthma')) warmUp.push(asthmaWarmUpLine(profile.language));
  return warmUp.slice(0, 8);
}

/** Steady aerobic work that may be one continuous block: walking, cycling, rowing, jogging, swimming. */
function pickContinuous(
  ctx: BuildContext,
  usedToday: Set<string>,
  lowImpact = true,
): CatalogueExercise | null {
  const prefer = ctx.profile.notes.prefer;
  // The sport the visitor said they prefer comes with its own bike, pool or rower.
  if (prefer && prefer !== 'run') {
    const preferred = CATALOGUE.find(
      (e) =>
        continuousModality(e) === prefer &&
        !usedToday.has(e.id) &&
        !isAvoided(e, ctx.profile.injuries) &&
        !isRestricted(e, ctx.profile.restrictions),
    );
    if (preferred) return preferred;
  }
  return pick(a('conditioning'), ctx, usedToday, (e) => {
    const modality = continuousModality(e);
    if (!modality) return false;
    if (lowImpact && e.impact === 'high') return false;
    if (prefer && prefer !== 'run' && ctx.pool.some((other) => continuousModality(other) === prefer))
      return modality === prefer || (prefer === 'walk' && modality === 'walk');
    return true;
  });
}

function buildFinisher(
  kind: 'hiit' | 'steady',
  ctx: BuildContext,
  usedToday: Set<string>,
  seconds: number,
): Draft[] {
  const { profile } = ctx;
  const lowImpact = (e: CatalogueExercise) => e.impact !== 'high';
  if (kind === 'steady') {
    const exercise = pickContinuous(ctx, usedToday);
    if (!exercise) return [];
    usedToday.add(exercise.id);
    return [steadyDraft(exercise, Math.max(5, Math.floor(seconds / 60)) * 60, 'Cardio')];
  }
  const interval = intervalFor(profile.level);
  const drafts: Draft[] = [];
  for (let index = 0; index < 2; index += 1) {
    const exercise = pick(a('conditioning'), ctx, usedToday, (e) =>
      profile.level === 'novice' ? lowImpact(e) && isIntervalFriendly(e) : isIntervalFriendly(e),
    );
    if (!exercise) break;
    usedToday.add(exercise.id);
    drafts.push({
      exercise,
      sets: 1,
      reps: null,
      durationSeconds: interval.work,
      restSeconds: interval.rest,
      main: false,
      focus: false,
      block: 'Finisher',
      interval: true,
      perSide: false,
    });
  }
  if (drafts.length === 0) return [];
  const perRound = exercisesSeconds(drafts);
  const rounds = Math.min(6, Math.floor(seconds / perRound));
  // A single round is not a finisher; the time goes to the session instead.
  if (rounds < 2) return [];
  for (const draft of drafts) draft.sets = rounds;
  return drafts;
}

function steadyDraft(exercise: CatalogueExercise, seconds: number, block: string): Draft {
  return {
    exercise,
    sets: 1,
    reps: null,
    durationSeconds: Math.max(60, Math.min(14400, seconds)),
    restSeconds: 0,
    main: false,
    focus: false,
    block,
    interval: false,
    perSide: false,
  };
}

function mobilityDraft(exercise: CatalogueExercise): Draft {
  return {
    exercise,
    sets: 2,
    reps: null,
    durationSeconds: 30,
    restSeconds: 15,
    main: false,
    focus: false,
    block: '',
    interval: false,
    perSide: isUnilateral(exercise),
  };
}

/** A walk outside or walking on the spot: nothing on an incline, nothing faster. */
const GENTLE_WALKS = ['brisk-walk', 'marching-in-place'];

/**
 * Easy aerobic and mobility days, mobility days, and the gentle days of a clearance-first plan
 * (docs/coaching.md "Screening before prescribing": at most gentle walking and mobility).
 */
function buildRecoverySession(
  type: 'aerobic' | 'mobility' | 'gentle',
  ctx: BuildContext,
  minutes: number,
): SessionBuild {
  const { profile } = ctx;
  const language = profile.language;
  const usedToday = new Set<string>();
  const drafts: Draft[] = [];
  const mobilityCount = type === 'mobility' ? 6 : type === 'gentle' ? 3 : 4;
  for (let index = 0; index < mobilityCount; index += 1) {
    const exercise = pick(a('mobility'), ctx, usedToday);
    if (!exercise) break;
    usedToday.add(exercise.id);
    drafts.push(mobilityDraft(exercise));
  }
  const sessionMinutes = type === 'gentle' ? Math.min(minutes, 30) : minutes;
  const budget = budgetOf(sessionMinutes);
  if (type === 'aerobic' || type === 'gentle') {
    const steady =
      type === 'gentle'
        ? (GENTLE_WALKS.map((id) => CATALOGUE.find((e) => e.id === id)).find(
            (e): e is CatalogueExercise => e !== undefined && !isRestricted(e, profile.restrictions),
          ) ?? null)
        : pickContinuous(ctx, usedToday);
    if (steady) {
      const mobilitySeconds = exercisesSeconds(drafts);
      const seconds = Math.max(
        Math.min(5 * 60, budget),
        Math.min(type === 'gentle' ? 20 * 60 : 50 * 60, budget - mobilitySeconds),
      );
      drafts.unshift(steadyDraft(steady, Math.floor(seconds / 60) * 60, ''));
    }
  }
  const fitted = fitToTime(drafts, budget, 1, 'traditional');
  const warmUp = warmUpLines(language, warmUpMinutes(sessionMinutes), [], null);
  if (profile.limits.balanceEverySession) warmUp.push(balanceLine(language));
  if (profile.population.pregnancy && type !== 'gentle') warmUp.push(pelvicFloorLine(language));
  return {
    type,
    drafts: fitted,
    style: 'traditional',
    warmUp,
    coolDown: coolDownLines(language, coolDownMinutes(sessionMinutes), []),
    minutes: sessionMinutes,
  };
}

/**
 * The sessions of a race goal (docs/coaching.md "Endurance and race goals"): easy runs at a
 * conversational pace, one quality session, a long run, run-walk for beginners; in the visitor's
 * preferred sport when they named one, or when running is ruled out.
 */
function buildEnduranceSession(
  type: 'run-easy' | 'run-quality' | 'run-long' | 'run-strength',
  ctx: BuildContext,
): SessionBuild {
  const { profile } = ctx;
  const usedToday = new Set<string>();
  const budget = budgetOf(profile.minutes);
  const beginner = profile.level === 'novice' || profile.level === 'beginner';
  const modality = enduranceModality(ctx);
  const drafts: Draft[] = [];
  const find = (ids: string[]) =>
    ids.map((id) => ctx.pool.find((e) => e.id === id)).find((e): e is CatalogueExercise => Boolean(e)) ??
    null;
  const easyIds: Record<string, string[]> = {
    run: beginner ? ['run-walk-intervals', 'easy-jog', 'brisk-walk'] : ['easy-run', 'easy-jog', 'brisk-walk'],
    cycle: ['easy-cycling', 'stationary-bike-easy', 'elliptical', 'brisk-walk'],
    swim: ['easy-swim', 'rowing-machine', 'brisk-walk'],
    row: ['rowing-machine', 'easy-cycling', 'brisk-walk'],
    walk: ['brisk-walk', 'incline-treadmill-walk'],
  };
  const qualityIds: Record<string, string[]> = {
    run: ['running-intervals', 'tempo-run'],
    cycle: ['cycling-intervals', 'stationary-bike-intervals'],
    swim: ['swim-intervals'],
    row: ['rowing-intervals'],
    walk: ['incline-treadmill-walk'],
  };
  const longIds: Record<string, string[]> = {
    run: beginner ? ['run-walk-intervals', 'easy-jog'] : ['long-run', 'easy-run', 'easy-jog'],
    cycle: easyIds.cycle!,
    swim: easyIds.swim!,
    row: easyIds.row!,
    walk: easyIds.walk!,
  };
  const hard =
    type === 'run-quality' && !beginner && !profile.limits.noIntervals && budget >= 15 * 60
      ? find(qualityIds[modality] ?? [])
      : null;
  // Strength for runners on the easy day of a short week: three moves, two sets each.
  const strength: Draft[] = [];
  if (type === 'run-strength' && budget >= 15 * 60) {
    const usedStrength = new Set<string>();
    for (const slot of RUNNER_STRENGTH_SLOTS.slice(0, 4)) {
      if (strength.length >= 3) break;
      const exercise = pick(
        slot,
        ctx,
        usedStrength,
        (e) => e.pattern !== 'mobility' && e.pattern !== 'conditioning',
      );
      if (!exercise) continue;
      usedStrength.add(exercise.id);
      strength.push({ ...prescribe(exercise, false, ctx), sets: Math.min(2, ctx.rx.sets[1]) });
    }
    while (strength.length > 1 && exercisesSeconds(strength) > budget * 0.4) strength.pop();
  }
  if (hard) {
    usedToday.add(hard.id);
    if (continuousModality(hard)) {
      // Tempo: about 20 minutes comfortably hard, the rest easy (80/20, Seiler 2010).
      drafts.push(steadyDraft(hard, Math.min(25 * 60, Math.round((budget * 0.45) / 60) * 60), 'Tempo'));
    } else {
      const work = profile.level === 'advanced' ? 180 : 120;
      const rest = 90;
      const reps = Math.max(1, Math.min(8, Math.floor((budget * 0.6) / (work + rest))));
      drafts.push({ ...steadyDraft(hard, work, 'Intervals'), sets: reps, restSeconds: rest, interval: true });
    }
  }
  const easy =
    find((type === 'run-long' ? longIds : easyIds)[modality] ?? []) ?? pickContinuous(ctx, usedToday);
  if (easy && !usedToday.has(easy.id)) {
    usedToday.add(easy.id);
    const left = budget - exercisesSeconds(drafts) - exercisesSeconds(strength);
    if (easy.id === 'run-walk-intervals') {
      // Run-walk: 1 minute running, 90 seconds walking, repeated (beginners start here).
      const rounds = Math.max(1, Math.min(10, Math.floor(left / 150)));
      drafts.push({ ...steadyDraft(easy, 60, ''), sets: rounds, restSeconds: 90, interval: true });
    } else {
      drafts.push(steadyDraft(easy, Math.floor(left / 60) * 60, hard ? 'Cardio' : ''));
    }
  }
  drafts.push(...strength);
  const warmUp = warmUpLines(
    profile.language,
    warmUpMinutes(profile.minutes),
    pickMobility(ctx, 2, usedToday),
    null,
  );
  if (profile.limits.balanceEverySession) warmUp.push(balanceLine(profile.language));
  for (const draft of drafts) ctx.usedThisWeek.add(draft.exercise.id);
  return {
    type,
    drafts,
    style: 'traditional',
    warmUp,
    coolDown: coolDownLines(
      profile.language,
      coolDownMinutes(profile.minutes),
      pickMobility(ctx, 2, usedToday),
    ),
    minutes: profile.minutes,
  };
}

/** Running unless the visitor prefers another endurance sport or running is ruled out for them. */
function enduranceModality(ctx: BuildContext): 'run' | 'cycle' | 'swim' | 'row' | 'walk' {
  const { profile } = ctx;
  const prefer = profile.notes.prefer ?? profile.notes.race?.modality ?? 'run';
  const can = (modality: string) =>
    CATALOGUE.some((e) => {
      if (isAvoided(e, profile.injuries) || isRestricted(e, profile.restrictions)) return false;
      const kind = continuousModality(e);
      return modality === 'run' ? kind === 'run' || kind === 'jog' : kind === modality;
    });
  if (prefer !== 'run' && can(prefer)) return prefer;
  if (can('run')) return 'run';
  for (const other of ['cycle', 'row', 'swim', 'walk'] as const) if (can(other)) return other;
  return 'walk';
}

function pickMobility(ctx: BuildContext, count: number, usedToday: Set<string>): string[] {
  const names: string[] = [];
  const taken = new Set(usedToday);
  for (let index = 0; index < count; index += 1) {
    const exercise = pick(a('mobility'), ctx, taken);
    if (!exercise) break;
    taken.add(exercise.id);
    names.push(exercise.name[ctx.profile.language].toLowerCase());
  }
  return names;
}

/**
 * A session that leaves more than about 10% of the chosen time empty gets an easy aerobic block
 * (docs/coaching.md "Sessions a coach would sign": the session fills the time chosen), within the
 * visitor's restrictions; a gentle clearance day stays short on purpose.
 */
function fillToTime(session: SessionBuild, ctx: BuildContext): void {
  if (session.type === 'gentle') return;
  const budget = budgetOf(session.minutes);
  const used = exercisesSeconds(session.drafts);
  const left = budget - used;
  if (left < Math.max(4 * 60, budget * 0.1)) return;
  const taken = new Set(session.drafts.map((draft) => draft.exercise.id));
  const existing = session.drafts.find(
    (draft) =>
      draft.block === 'Cardio' ||
      (draft.durationSeconds && continuousModality(draft.exercise) && !draft.interval && draft.sets === 1),
  );
  if (existing?.durationSeconds) {
    existing.durationSeconds = Math.min(14400, existing.durationSeconds + Math.floor(left / 60) * 60);
    return;
  }
  // A run day is topped up with an easy walk, never a second run; other days with another movement
  // than the session's own when there is one, the same walk or march otherwise.
  const walk = GENTLE_WALKS.map((id) => CATALOGUE.find((e) => e.id === id)).find(
    (e): e is CatalogueExercise => e !== undefined && !isRestricted(e, ctx.profile.restrictions),
  );
  const steady = session.type.startsWith('run-')
    ? (walk ?? null)
    : (pickContinuous(ctx, taken) ?? pickContinuous(ctx, new Set()));
  if (!steady) return;
  session.drafts.push(steadyDraft(steady, Math.floor(left / 60) * 60, 'Cardio'));
}

/** A day with less time keeps the same session's exercises, cut to fit (same label, same movements). */
function shortened(session: SessionBuild, minutes: number, ctx: BuildContext): SessionBuild {
  const drafts = session.drafts.map((draft) => ({ ...draft }));
  const [minCount] = exerciseCountRange(minutes);
  const fitted = fitToTime(
    drafts.filter((draft) => draft.block !== 'Cardio'),
    budgetOf(minutes),
    minCount,
    session.style,
  );
  const usedToday = new Set(fitted.map((draft) => draft.exercise.id));
  const short: SessionBuild = {
    ...session,
    drafts: fitted,
    minutes,
    warmUp: warmUpFor(ctx, minutes, fitted, session.style, usedToday),
    coolDown: coolDownLines(ctx.profile.language, coolDownMinutes(minutes), pickMobility(ctx, 2, usedToday)),
  };
  fillToTime(short, ctx);
  return short;
}

function effortOf(draft: Draft, language: Language, rx: Prescription): string {
  if (draft.durationSeconds === null) return rx.rir;
  const continuous = continuousModality(draft.exercise) !== null && !draft.interval;
  if (language === 'es') {
    if (draft.block === 'Tempo') return 'Exigente pero controlado';
    if (continuous || draft.exercise.id === 'run-walk-intervals') return 'Suave: puedes hablar';
    return draft.interval ? 'Intenso' : 'Controlado';
  }
  if (draft.block === 'Tempo') return 'Comfortably hard';
  if (continuous || draft.exercise.id === 'run-walk-intervals') return 'Easy: you can talk';
  return draft.interval ? 'Hard' : 'Controlled';
}

function toExercise(draft: Draft, language: Language, rx: Prescription, gentle: boolean): Exercise {
  const e = draft.exercise;
  const timed = draft.durationSeconds !== null;
  const effort =
    gentle && timed ? (language === 'es' ? 'Muy suave' : 'Very easy') : effortOf(draft, language, rx);
  const name = e.name[language];
  return {
    catalogId: e.id,
    name,
    sets: draft.sets,
    reps: draft.reps,
    perSide: draft.perSide,
    durationSeconds: draft.durationSeconds,
    restSeconds: draft.restSeconds,
    effort,
    loadHint: loadHintText(language, e.progression, rx.rir, timed),
    cues: e.cues[language].slice(0, 5),
    videoId: e.videoId ?? null,
    block: draft.block,
    text:
      e.id === 'run-walk-intervals' && draft.durationSeconds
        ? runWalkLine(language, name, draft.sets, draft.durationSeconds, draft.restSeconds)
        : exerciseLine(language, name, { ...draft, effort }),
    notes: null,
  };
}

export type BuiltPlan = { draft: PlanDraft; profile: Profile };

export function buildPlan(request: WorkoutRequest, options: { seed?: number } = {}): BuiltPlan {
  const profile = readProfile(request);
  return { draft: buildPlanForProfile(profile, request, options.seed ?? 0), profile };
}

/** Days and kind of each session, Monday first: a race plan, a clearance plan or the lifting split. */
export function planWeek(profile: Profile): (SessionType | null)[] {
  if (profile.screening.outcome === 'clearance') return clearanceWeek(profile.days);
  if (profile.notes.race) return raceWeek(profile.days, profile.level === 'novice' || profile.level === 'beginner');
  return weekTemplate(profile).week;
}

/** Gentle walking and mobility on up to 5 days, spread through the week. */
function clearanceWeek(days: number): (SessionType | null)[] {
  const order = [0, 2, 4, 6, 1, 3, 5];
  const chosen = new Set(order.slice(0, Math.min(5, Math.max(2, days))));
  return Array.from({ length: 7 }, (_, index) => (chosen.has(index) ? 'gentle' : null));
}

/**
 * 3-4 runs a week (easy, one quality, one long) plus 1-2 short strength sessions; novices and
 * beginners run-walk every run, so their quality day is another easy one until they have a base.
 */
function raceWeek(days: number, beginner: boolean): (SessionType | null)[] {
  const week = raceTemplate(days);
  return beginner ? week.map((type) => (type === 'run-quality' ? 'run-easy' : type)) : week;
}

function raceTemplate(days: number): (SessionType | null)[] {
  const templates: Record<number, (SessionType | null)[]> = {
    // With two or three days, the easy run ends with a short strength block for legs, hips and trunk.
    2: [null, 'run-strength', null, null, null, 'run-long', null],
    3: [null, 'run-strength', null, 'run-quality', null, 'run-long', null],
    4: ['run-easy', 'runner-strength', null, 'run-quality', null, 'run-long', null],
    5: ['run-easy', 'runner-strength', 'run-quality', null, 'run-easy', 'run-long', null],
    6: ['run-easy', 'runner-strength', 'run-quality', 'run-easy', 'runner-strength', 'run-long', null],
    7: ['run-easy', 'runner-strength', 'run-quality', 'run-easy', 'runner-strength', 'run-long', 'mobility'],
  };
  return templates[Math.min(7, Math.max(2, days))]!;
}

export function buildPlanForProfile(profile: Profile, request: WorkoutRequest, seed: number): PlanDraft {
  const language = profile.language;
  const rx = prescriptionForProfile(profile);
  const pool = availableExercises(profile);
  const hasLoad = pool.some((e) => e.progression === 'load');
  const ctx: BuildContext = {
    profile,
    rx,
    pool,
    random: createRandom(
      hashSeed(JSON.stringify({ ...request, email: undefined, requestId: undefined }), seed),
    ),
    usedThisWeek: new Set(),
    focusMuscles: new Set(FOCUS_TARGETS[profile.focus].muscles),
    // With weights at hand, trained people lift them: load progresses more simply than variations.
    wantsLoad: hasLoad && profile.level !== 'novice',
    weeklySets: new Map(),
    setCeiling: weeklySetCeiling(profile) - 4,
    occurrences: new Map(),
  };

  const week = planWeek(profile);
  for (const type of week) if (type) ctx.occurrences.set(type, (ctx.occurrences.get(type) ?? 0) + 1);
  const steadyFinisher =
    profile.level === 'novice' &&
    profile.goal !== 'muscle' &&
    profile.goal !== 'strength' &&
    profile.minutes >= 45;

  // One build per session type (full body A on Monday and Friday): same exercises under the same
  // label, so the visitor can add load week to week; the interval finishers go to whole types.
  const finisherOf = new Map<SessionType, 'hiit' | 'steady' | null>();
  let finishersLeft = profile.limits.noIntervals ? 0 : finisherCount(profile);
  for (const type of week) {
    if (!type || finisherOf.has(type)) continue;
    const lifting = LIFTING.has(type);
    const times = ctx.occurrences.get(type) ?? 1;
    let finisher: 'hiit' | 'steady' | null = null;
    if (lifting && finishersLeft >= times && profile.minutes >= 30) {
      finisher = 'hiit';
      finishersLeft -= times;
    } else if (
      lifting &&
      (steadyFinisher ||
        (profile.limits.noIntervals &&
          profile.goal !== 'muscle' &&
          profile.goal !== 'strength' &&
          profile.minutes >= 45))
    ) {
      finisher = 'steady';
    }
    finisherOf.set(type, finisher);
  }
  // A preferred sport ("I'd rather cycle") is the week's aerobic work: where no day has any, the
  // first strength session ends with it.
  const prefer = profile.notes.prefer;
  if (prefer && prefer !== 'run' && !week.some((type) => type === 'aerobic' || type?.startsWith('run-'))) {
    const first = week.find((type): type is SessionType => type !== null && LIFTING.has(type));
    if (first && finisherOf.get(first) !== 'hiit' && profile.minutes >= 30) finisherOf.set(first, 'steady');
  }
  const built = new Map<SessionType, SessionBuild>();
  const sessionOf = week.map((type) => {
    if (!type) return null;
    let session = built.get(type);
    if (!session) {
      session =
        type === 'run-easy' || type === 'run-quality' || type === 'run-long' || type === 'run-strength'
          ? buildEnduranceSession(type, ctx)
          : buildSession(type, ctx, finisherOf.get(type) ?? null);
      built.set(type, session);
    }
    return session;
  });
  trimWeekVolume(
    sessionOf.filter((session): session is SessionBuild => session !== null),
    ctx,
  );
  for (const session of built.values()) fillToTime(session, ctx);
  const days = sessionOf.map((session, weekday) => {
    const minutes = profile.dayMinutes.get(weekday);
    return session && minutes !== undefined && minutes < session.minutes
      ? shortened(session, minutes, ctx)
      : session;
  });

  const gentle = profile.screening.outcome === 'clearance';
  const schedule: Day[] = [];
  const restDays: string[] = [];
  week.forEach((type, weekday) => {
    const dayName = WEEKDAYS[language][weekday]!;
    const session = days[weekday];
    if (!type || !session) {
      restDays.push(dayName);
      schedule.push({
        name: dayName,
        kind: 'rest',
        focus: restDayFocus(language),
        estimatedMinutes: 0,
        style: 'traditional',
        rounds: 1,
        warmUp: [],
        exercises: [],
        coolDown: [],
      });
      return;
    }
    const exercises = session.drafts.map((draft) => toExercise(draft, language, rx, gentle));
    schedule.push({
      name: dayName,
      kind: TRAINING_TYPES.has(type) ? 'training' : 'active-recovery',
      focus: SESSION_LABELS[language][type],
      estimatedMinutes: sessionMinutesOf(exercises, session.minutes),
      style: session.style,
      rounds: session.style === 'circuit' || session.style === 'hiit' ? (exercises[0]?.sets ?? 1) : 1,
      warmUp: session.warmUp,
      exercises,
      coolDown: session.coolDown,
    });
  });

  const notes = coachNotes(profile);
  const everyMuscleTwice = trainsEveryMuscleTwiceIn(schedule);
  const overview = gentle
    ? clearanceOverview(language, profile.name)
    : overviewText({
        language,
        name: profile.name,
        days: profile.days,
        trainingDays: schedule.filter((day) => day.kind !== 'rest').length,
        minutes: profile.minutes,
        level: profile.level,
        goal: profile.goal,
        style: profile.limits.noIntervals && profile.style === 'hiit' ? 'traditional' : profile.style,
        location: profile.location,
        focus: profile.focus,
        splitName: profile.notes.race
          ? raceSplitName(language)
          : splitName(
              language,
              week.filter((s): s is SessionType => s !== null),
            ),
        injuries: profile.injuryFindings,
        weeklySets: rx.weeklySets,
        rir: rx.rir,
        everyMuscleTwice,
      });

  return {
    overview,
    schedule,
    restDays,
    videos: videosOf(schedule, language),
    disclaimer: disclaimer(language),
    notes,
    screening: profile.screening,
  };
}

const TRAINING_TYPES: ReadonlySet<SessionType> = new Set([
  ...LIFTING,
  'conditioning',
  'run-easy',
  'run-quality',
  'run-long',
  'run-strength',
  'runner-strength',
]);

/** What the coach tells the visitor besides the plan: readings of free text, the notes, injuries, days. */
export function coachNotes(profile: Profile): string[] {
  const language = profile.language;
  const notes: string[] = [];
  for (const reading of profile.readings) notes.push(readingNote(language, reading));
  notes.push(
    ...notesSaidBack(language, profile.notes, {
      dayMinutes: profile.dayMinutes,
      emphasisApplied: profile.notes.emphasis !== null && profile.focus === profile.notes.emphasis,
      preferApplied: profile.notes.prefer !== null && profile.notes.prefer !== 'run',
      equipment: profile.location === 'gym' ? [] : profile.notes.equipment,
      beginnerRunner: profile.level === 'novice' || profile.level === 'beginner',
    }),
  );
  if (profile.screening.outcome === 'clearance') {
    notes.push(clearanceNote(language));
    return notes.slice(0, 12);
  }
  if (profile.injuries.length > 0) notes.push(painRuleNote(language));
  const { liftingDays } = weekTemplate(profile);
  if (!profile.notes.race && !isTrained(profile.level) && profile.days > liftingDays && liftingDays > 0)
    notes.push(noviceDaysNote(language, profile.days, liftingDays));
  if (profile.style === 'hiit' && profile.limits.noIntervals) notes.push(noIntervalsNote(language));
  else if (profile.level === 'novice' && profile.style === 'hiit') notes.push(noviceHiitNote(language));
  if (profile.age < 18 && /loss|weight|tone|lose|peso|adelgaz|tonific|grasa/i.test(profile.goalAnswer))
    notes.push(teenWeightNote(language));
  if (profile.goal !== 'muscle' && profile.goal !== 'strength' && !profile.notes.race)
    notes.push(aerobicNote(language));
  return notes.slice(0, 12);
}

/** HIIT for fat loss and tone: none for novices, 1 for beginners, 2 for trained people (docs/coaching.md). */
function finisherCount(profile: Profile): number {
  if (profile.style === 'hiit') return 0;
  if (profile.goal === 'loss' || profile.goal === 'tone') {
    if (profile.level === 'novice') return 0;
    return profile.level === 'beginner' ? 1 : 2;
  }
  if (profile.goal === 'endurance' && isTrained(profile.level)) return 1;
  return 0;
}

export const THUMBNAIL = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

export function videosOf(schedule: Day[], language: Language): Video[] {
  const videos: Video[] = [];
  const seen = new Set<string>();
  for (const day of schedule) {
    for (const exercise of day.exercises) {
      if (!exercise.videoId || seen.has(exercise.videoId)) continue;
      seen.add(exercise.videoId);
      videos.push({
        title: exercise.name,
        description:
          exercise.cues[0] ??
          (language === 'es' ? `Técnica correcta de ${exercise.name}` : `Proper form for ${exercise.name}`),
        videoId: exercise.videoId,
        thumbnail: THUMBNAIL(exercise.videoId),
      });
    }
  }
  return videos.slice(0, 12);
}
