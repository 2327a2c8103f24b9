/**
 * Build each session (the third stage, docs/architecture.md "The coach"): slots in priority order, the
 * exercise that best fits each slot, its sets, reps and rests, the session's style (supersets, circuit,
 * intervals), and the fitting of it all to the visitor's minutes and weekly volume. Race days are in
 * endurance.ts, easy and gentle days in recovery.ts; plan.ts puts the week together.
 */
import { CATALOGUE, CATALOGUE_BY_ID } from '../catalogue';
import { type CatalogueExercise, LEVELS, type Level, type Muscle, type Pattern } from '../catalogue/types';
import { addSets, FREQUENT_MUSCLES, weeklySetCeiling } from '../check/checker';
import {
  continuousModality,
  isAdvancedSkill,
  isUnilateral,
  MARCH_MAX_SECONDS,
  movementFamily,
  repCapOf,
  suitsLowReps,
} from '../design/exerciseFacts';
import { isRestricted, keepsBothFeetDown } from '../design/populations';
import {
  coolDownMinutes,
  exerciseCountRange,
  intervalFor,
  type Prescription,
  warmUpMinutes,
} from '../design/prescription';
import { regionOf } from '../design/regions';
import { LIFTING } from '../design/week';
import { isAvoided } from '../read/injuries';
import { FOCUS_TARGETS, type Profile } from '../read/profile';
import {
  asthmaWarmUpLine,
  balanceLine,
  coolDownLines,
  pelvicFloorLine,
  type SessionType,
  warmUpLines,
} from '../write/text';
import { exercisesSeconds } from './timing';

export type Slot = { pattern: Pattern; main?: boolean; muscle?: Muscle };
const m = (pattern: Pattern, muscle?: Muscle): Slot => ({
  pattern,
  main: true,
  ...(muscle ? { muscle } : {}),
});
export const a = (pattern: Pattern, muscle?: Muscle): Slot => ({ pattern, ...(muscle ? { muscle } : {}) });

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
  'programme-a': [],
  'programme-b': [],
  'programme-easy': [],
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

export const levelIndex = (level: Level) => LEVELS.indexOf(level);

export type BuildContext = {
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

/** Moves a coach uses when nothing better is at hand (see score). */
const MAKESHIFT = new Set([
  'superman-pull',
  'towel-row',
  'doorway-row',
  'single-arm-doorway-row',
  'kettlebell-swing',
]);

function score(e: CatalogueExercise, slot: Slot, ctx: BuildContext): number {
  const { profile } = ctx;
  let value = ctx.random() * 0.6;
  if (profile.injuries.some((rule) => rule.prefer(e))) value += 3;
  if (slot.main && e.compound) value += 2;
  // An exercise the visitor said they like comes first where the slot allows it (read/notes.ts `liked`).
  if (profile.notes.liked.some((like) => like.avoid(e))) value += 3;
  // A low-rep plan's main lifts are the ones that suit low reps (a barbell row, not a renegade row).
  if (slot.main && ctx.rx.mainReps[0] < 6 && suitsLowReps(e)) value += 2;
  if (ctx.wantsLoad && e.progression === 'load') value += 1.5;
  // Prefer movements made for this level: a novice gets the novice variant, an advanced trainee the hard one.
  value += 1 - 0.25 * Math.abs(levelIndex(profile.level) - levelIndex(e.minLevel));
  if (e.primary.some((muscle) => ctx.focusMuscles.has(muscle))) value += 1;
  // Sensible defaults (issue 26 item 3): those starting out and older adults get two-sided, supported,
  // easy-to-learn variations first; one-leg and technical lifts where the level calls for them, or an
  // injury rule prefers them. Makeshift moves (a towel or door-frame row, a prone "pull") and ballistic
  // swings are a last resort, not everyone's default.
  const starting = levelIndex(profile.level) <= levelIndex('beginner') || profile.age >= 65;
  if (starting && isUnilateral(e) && e.pattern !== 'mobility') value -= 1.5;
  if (starting && isAdvancedSkill(e)) value -= 2;
  if (MAKESHIFT.has(e.id)) value -= 1;
  if (ctx.usedThisWeek.has(e.id)) value -= 2;
  // Spread the week's volume: a muscle already at its weekly ceiling should not get more.
  if ((ctx.weeklySets.get(e.primary[0]!) ?? 0) >= ctx.setCeiling) value -= 2.5;
  // Staple lifts with a known demonstration video are the safer default.
  if (e.videoId) value += 0.5;
  return value;
}

export function pick(
  slot: Slot,
  ctx: BuildContext,
  usedToday: Set<string>,
  extraFilter?: (e: CatalogueExercise) => boolean,
  excludedMuscles: readonly Muscle[] = [],
) {
  // A main lift is a real one where the fallbacks hold one: a towel row before a prone "pull".
  if (slot.main) {
    const real = pickFrom(
      slot,
      ctx,
      usedToday,
      (e) => !MAKESHIFT.has(e.id) && (!extraFilter || extraFilter(e)),
      excludedMuscles,
    );
    if (real) return real;
  }
  return pickFrom(slot, ctx, usedToday, extraFilter, excludedMuscles);
}

function pickFrom(
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
  // One variant of a movement per session: no second hip thrust beside a glute bridge.
  const families = new Set(
    [...usedToday].map((id) => {
      const used = CATALOGUE_BY_ID.get(id);
      return used ? movementFamily(used) : null;
    }),
  );
  for (const pattern of patterns) {
    const candidates = ctx.pool.filter(
      (e) =>
        e.pattern === pattern &&
        !usedToday.has(e.id) &&
        (movementFamily(e) === null || !families.has(movementFamily(e))) &&
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

export type Draft = {
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
  /** The effort in words where the usual ones do not fit (a COPD bout at breathlessness 4-6/10). */
  effortText?: { en: string; es: string };
};

/** A rep range no higher than a hard bodyweight move allows ("Pistol squat 3 x 5-8", not 20-25). */
function cappedReps(e: CatalogueExercise, [low, high]: [number, number], minReps: number): [number, number] {
  const cap = repCapOf(e);
  if (cap === null || high <= cap) return [low, high];
  return [Math.max(minReps, Math.min(low, cap - 3)), cap];
}

export function prescribe(e: CatalogueExercise, main: boolean, ctx: BuildContext): Draft {
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
  const heavy = main && e.compound && (rx.mainReps[0] >= 6 || suitsLowReps(e));
  const repsRange = cappedReps(e, heavy ? rx.mainReps : rx.accessoryReps, ctx.profile.limits.minReps);
  return {
    exercise: e,
    sets: heavy ? rx.sets[1] : main ? Math.max(2, rx.sets[0]) : rx.sets[0],
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
    // A long run, a tempo run or a swim is continuous work, never a 40-second station (catalogue/traits.ts).
    continuousModality(e) === null &&
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
export function fitToTime(
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
    // Then the main lifts down to their floor (3 sets, 2 for those starting out), and one exercise fewer
    // rather than single sets (docs/coaching.md "Programmes, not slots": accessories 2-3 sets, never a
    // single set on a main lift; issue 26).
    const floor = mainSetFloor(current);
    const heavy = [...current].reverse().find((draft) => draft.main && draft.sets > floor);
    if (heavy) {
      heavy.sets -= 1;
      syncSuperset(current, heavy);
      continue;
    }
    if (current.length > 3) {
      current = current.slice(0, -1);
      continue;
    }
    const single = [...current]
      .reverse()
      .find((draft) => !draft.main && draft.sets > (heavySet(draft) ? 2 : 1));
    if (single) {
      single.sets -= 1;
      syncSuperset(current, single);
      continue;
    }
    // A set of 6 reps or fewer is never the only one (checker.ts set-floor): one exercise fewer instead.
    const main = [...current].reverse().find((draft) => draft.sets > (heavySet(draft) ? 2 : 1));
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

/** Sets of 6 reps or fewer: heavy work that needs more than one set. */
function heavySet(draft: Draft): boolean {
  const top = Number((draft.reps ?? '').split('-').pop());
  return draft.reps !== null && top > 0 && top <= 6;
}

/** Three sets on the main lifts of a plan that gives them four or more, two otherwise. */
function mainSetFloor(drafts: readonly Draft[]): number {
  const most = Math.max(0, ...drafts.filter((draft) => draft.main).map((draft) => draft.sets));
  return most >= 4 ? 3 : 2;
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
export function trimWeekVolume(days: readonly SessionBuild[], ctx: BuildContext): void {
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

export type SessionBuild = {
  type: SessionType;
  drafts: Draft[];
  style: Profile['style'];
  warmUp: string[];
  coolDown: string[];
  /** The session's length in minutes (a shorter day has its own). */
  minutes: number;
  /** The day's name when the session type's usual label does not fit (a programme's own sessions). */
  label?: string;
};

export const budgetOf = (minutes: number) =>
  minutes * 60 - (warmUpMinutes(minutes) + coolDownMinutes(minutes)) * 60;

export function buildSession(
  type: SessionType,
  ctx: BuildContext,
  finisher: 'hiit' | 'steady' | null,
): SessionBuild {
  const { profile } = ctx;
  const budget = budgetOf(profile.minutes);
  const [minCount, maxCount] = exerciseCountRange(profile.minutes);
  const usedToday = new Set<string>();

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
  // From 65, real balance work in every strength session: a supported drill first, while fresh
  // (docs/coaching.md "Populations", older adults: balance on 3+ days a week).
  // With fewer than three strength sessions a week, two drills each, so the week holds several; a
  // session under 20 minutes keeps its balance line in the warm-up.
  const strengthType = (t: SessionType) => LIFTING.has(t) || t === 'runner-strength';
  const lifting = [...ctx.occurrences].reduce((sum, [t, n]) => sum + (strengthType(t) ? n : 0), 0);
  const balance =
    profile.limits.balanceEverySession &&
    strengthType(type) &&
    profile.minutes >= 20 &&
    style !== 'hiit' &&
    style !== 'circuit'
      ? balanceDrafts(ctx, type, lifting < 3 ? 2 : 1)
      : [];
  const fitted = fitToTime(drafts, mainBudget - exercisesSeconds(balance), minCount, style);
  fitted.unshift(...balance);

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

/** Supported balance drills, alternated between sessions so the week holds several. */
export const SUPPORTED_BALANCE = [
  'tandem-stand-supported',
  'single-leg-stand-supported',
  'heel-to-toe-walk',
  'supported-side-step',
];

export function balanceDrafts(ctx: BuildContext, type: SessionType, count: number): Draft[] {
  const offset = ['full-b', 'lower', 'pull', 'legs'].includes(type) ? 1 : 0;
  const ids = [...SUPPORTED_BALANCE.slice(offset), ...SUPPORTED_BALANCE.slice(0, offset)];
  const drafts: Draft[] = [];
  for (const id of ids) {
    if (drafts.length >= count) break;
    const exercise = CATALOGUE.find((e) => e.id === id);
    if (
      !exercise ||
      isAvoided(exercise, ctx.profile.injuries) ||
      isRestricted(exercise, ctx.profile.restrictions)
    )
      continue;
    drafts.push({
      exercise,
      sets: 2,
      reps: null,
      durationSeconds: 30,
      restSeconds: 30,
      main: false,
      focus: false,
      block: '',
      interval: false,
      perSide: isUnilateral(exercise),
    });
  }
  return drafts;
}

/** Single-leg work, calves, hips and trunk for runners (docs/coaching.md "Endurance and race goals"). */
export const RUNNER_STRENGTH_SLOTS: Slot[] = [
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
  if (profile.limits.balanceEverySession)
    warmUp.push(balanceLine(profile.language, keepsBothFeetDown(profile.special)));
  if (profile.population.pregnancy) warmUp.push(pelvicFloorLine(profile.language));
  if (profile.population.conditions.has('asthma')) warmUp.push(asthmaWarmUpLine(profile.language));
  return warmUp.slice(0, 8);
}

/** Steady aerobic work that may be one continuous block: walking, cycling, rowing, jogging, swimming. */
export function pickContinuous(
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
  const place = (e: CatalogueExercise) => suitsThePlace(e, ctx.profile);
  const placed = ctx.pool.some((e) => continuousModality(e) !== null && !usedToday.has(e.id) && place(e));
  return pick(a('conditioning'), ctx, usedToday, (e) => {
    const modality = continuousModality(e);
    if (!modality) return false;
    if (lowImpact && e.impact === 'high') return false;
    // What the place has comes first (a gym's machines, a walk outdoors); marching is the fallback.
    if (placed && !place(e)) return false;
    if (modality === 'swim' && prefer !== 'swim') return false;
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

/**
 * The continuous work a place has (docs/coaching.md "Programmes, not slots", cardio): a gym's bike,
 * rower, treadmill or elliptical, outdoors a walk or a ride, at home or in a hotel room the stairs, a
 * march or the visitor's own machine. A swim only for someone who named the pool; marching in place
 * only where nothing else is at hand (issue 26: 19 minutes of marching at a gym).
 */
export function suitsThePlace(e: CatalogueExercise, profile: Pick<Profile, 'location' | 'notes'>): boolean {
  const modality = continuousModality(e);
  if (modality === 'swim') return profile.notes.prefer === 'swim';
  if (e.id === 'marching-in-place') return false;
  if (profile.location === 'gym') return e.equipment.includes('cardio-machine');
  // Outdoors a walk or a ride: running is a race plan's own work (build/endurance.ts), not a top-up.
  if (profile.location === 'outdoor') return modality === 'walk' || modality === 'cycle';
  return true;
}

export function steadyDraft(exercise: CatalogueExercise, seconds: number, block: string): Draft {
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

/** A walk outside or walking on the spot: nothing on an incline, nothing faster. */
export const GENTLE_WALKS = ['brisk-walk', 'marching-in-place'];

export function pickMobility(ctx: BuildContext, count: number, usedToday: Set<string>): string[] {
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
export function fillToTime(session: SessionBuild, ctx: BuildContext): void {
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
    const most = existing.exercise.id === 'marching-in-place' ? MARCH_MAX_SECONDS : 14400;
    existing.durationSeconds = Math.max(
      existing.durationSeconds,
      Math.min(most, existing.durationSeconds + Math.floor(left / 60) * 60),
    );
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
  // A march tops up a few minutes at most: the session ends shorter rather than marking time.
  const seconds = steady.id === 'marching-in-place' ? Math.min(MARCH_MAX_SECONDS, left) : left;
  session.drafts.push(steadyDraft(steady, Math.floor(seconds / 60) * 60, 'Cardio'));
}

/** A day with less time keeps the same session's exercises, cut to fit (same label, same movements). */
export function shortened(session: SessionBuild, minutes: number, ctx: BuildContext): SessionBuild {
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
