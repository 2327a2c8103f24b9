import type { Language } from '../../contract/site';
import type { Day, Exercise, PlanDraft, Video, WorkoutRequest } from '../../contract/workout';
import { CATALOGUE } from './catalogue';
import { type CatalogueExercise, LEVELS, type Level, type Muscle, type Pattern } from './catalogue/types';
import { addSets, FREQUENT_MUSCLES, weeklySetCeiling } from './checker';
import { isAvoided } from './injuries';
import {
  coolDownMinutes,
  exerciseCountRange,
  intervalFor,
  type Prescription,
  prescriptionFor,
  warmUpMinutes,
} from './prescription';
import { FOCUS_TARGETS, type Profile, readProfile } from './profile';
import { createRandom, hashSeed } from './random';
import {
  ageNote,
  aerobicNote,
  balanceLine,
  coolDownLines,
  disclaimer,
  exerciseLine,
  injuryNotes,
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
} from './text';
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
  profile: Pick<Profile, 'equipment' | 'location' | 'level' | 'injuries'>,
): CatalogueExercise[] {
  const level = levelIndex(profile.level);
  return CATALOGUE.filter(
    (e) =>
      e.equipment.every((item) => profile.equipment.has(item)) &&
      e.locations.includes(profile.location) &&
      levelIndex(e.minLevel) <= level &&
      level <= levelIndex(e.maxLevel) &&
      !isAvoided(e, profile.injuries),
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
};

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
    };
  }
  const repsRange = main && e.compound ? rx.mainReps : rx.accessoryReps;
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

/** Shapes the session by style: straight sets, supersets, circuits or intervals. */
function applyStyle(drafts: Draft[], style: Profile['style'], ctx: BuildContext, rounds: number): void {
  if (style === 'supersets') {
    for (let index = 0; index + 1 < drafts.length; index += 2) {
      const first = drafts[index]!;
      const second = drafts[index + 1]!;
      const label = String.fromCharCode(65 + index / 2);
      const sets = Math.max(first.sets, second.sets);
      first.sets = sets;
      second.sets = sets;
      first.block = `${label}1`;
      second.block = `${label}2`;
      second.restSeconds = Math.max(first.restSeconds, second.restSeconds);
      first.restSeconds = TRANSITION_SECONDS;
    }
    return;
  }
  if (style === 'circuit') {
    drafts.forEach((draft, index) => {
      draft.sets = rounds;
      draft.block = 'Circuit';
      draft.restSeconds = index === drafts.length - 1 ? 75 : TRANSITION_SECONDS;
      if (draft.reps) draft.reps = `${ctx.rx.accessoryReps[0]}-${ctx.rx.accessoryReps[1]}`;
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
};

function buildSession(
  type: SessionType,
  ctx: BuildContext,
  finisher: 'hiit' | 'steady' | null,
): SessionBuild {
  const { profile } = ctx;
  const language = profile.language;
  const budget =
    profile.minutes * 60 - (warmUpMinutes(profile.minutes) + coolDownMinutes(profile.minutes)) * 60;
  const [minCount, maxCount] = exerciseCountRange(profile.minutes);
  const usedToday = new Set<string>();

  if (type === 'aerobic' || type === 'mobility') {
    return buildRecoverySession(type, ctx, budget);
  }

  let style: Profile['style'] = type === 'conditioning' ? 'hiit' : profile.style;
  // 5-minute sessions are short circuits (Nuzzo 2024): 2-3 exercises, 30 s on and 15 s off.
  const snack = profile.minutes < 15;
  if (snack && style !== 'hiit') style = 'circuit';

  const finisherSeconds = finisher
    ? Math.min(finisher === 'hiit' ? 9 * 60 : 12 * 60, Math.round(budget * 0.25))
    : 0;
  const mainBudget = budget - finisherSeconds;

  const baseSlots = applyFocus(SESSION_SLOTS[type], profile);
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

  const firstName = fitted[0]?.exercise.name[language] ?? null;
  const warmUp = warmUpLines(
    language,
    warmUpMinutes(profile.minutes),
    pickMobility(ctx, 2, usedToday),
    style === 'hiit' ? null : firstName,
  );
  if (profile.age >= 65) warmUp.push(balanceLine(language));
  const coolDown = coolDownLines(language, coolDownMinutes(profile.minutes), pickMobility(ctx, 2, usedToday));
  const times = ctx.occurrences.get(type) ?? 1;
  for (const draft of fitted) {
    ctx.usedThisWeek.add(draft.exercise.id);
    if (draft.exercise.pattern === 'conditioning') continue;
    const sets =
      draft.sets * times * (style === 'hiit' || style === 'circuit' || draft.durationSeconds ? 0.5 : 1);
    addSets(ctx.weeklySets, draft.exercise, sets);
  }
  return { type, drafts: fitted, style, warmUp, coolDown };
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
    const exercise = pick(a('conditioning'), ctx, usedToday, lowImpact);
    if (!exercise) return [];
    usedToday.add(exercise.id);
    return [
      {
        exercise,
        sets: 1,
        reps: null,
        durationSeconds: seconds,
        restSeconds: 0,
        main: false,
        focus: false,
        block: 'Cardio',
        interval: false,
      },
    ];
  }
  const interval = intervalFor(profile.level);
  const drafts: Draft[] = [];
  for (let index = 0; index < 2; index += 1) {
    const exercise = pick(
      a('conditioning'),
      ctx,
      usedToday,
      profile.level === 'novice' ? lowImpact : undefined,
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
    });
  }
  if (drafts.length === 0) return [];
  const perRound = exercisesSeconds(drafts);
  const rounds = Math.max(1, Math.min(6, Math.floor(seconds / perRound)));
  for (const draft of drafts) draft.sets = rounds;
  return drafts;
}

function buildRecoverySession(type: 'aerobic' | 'mobility', ctx: BuildContext, budget: number): SessionBuild {
  const { profile } = ctx;
  const language = profile.language;
  const usedToday = new Set<string>();
  const drafts: Draft[] = [];
  const mobilityCount = type === 'mobility' ? 6 : 4;
  let mobilitySeconds = 0;
  for (let index = 0; index < mobilityCount; index += 1) {
    const exercise = pick(a('mobility'), ctx, usedToday);
    if (!exercise) break;
    usedToday.add(exercise.id);
    const draft: Draft = {
      exercise,
      sets: 2,
      reps: null,
      durationSeconds: 30,
      restSeconds: 15,
      main: false,
      focus: false,
      block: '',
      interval: false,
    };
    drafts.push(draft);
    mobilitySeconds += exercisesSeconds([draft]);
  }
  if (type === 'aerobic') {
    const steady = pick(a('conditioning'), ctx, usedToday, (e) => e.impact !== 'high');
    if (steady) {
      const seconds = Math.max(60, Math.min(40 * 60, budget - mobilitySeconds));
      drafts.unshift({
        exercise: steady,
        sets: 1,
        reps: null,
        durationSeconds: Math.floor(seconds / 60) * 60,
        restSeconds: 0,
        main: false,
        focus: false,
        block: '',
        interval: false,
      });
    }
  }
  const fitted = fitToTime(drafts, budget, 1, 'traditional');
  const warmUp = warmUpLines(language, warmUpMinutes(profile.minutes), [], null);
  if (profile.age >= 65) warmUp.push(balanceLine(language));
  return {
    type,
    drafts: fitted,
    style: 'traditional',
    warmUp,
    coolDown: coolDownLines(language, coolDownMinutes(profile.minutes), []),
  };
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

function toExercise(draft: Draft, language: Language, rx: Prescription): Exercise {
  const e = draft.exercise;
  const timed = draft.durationSeconds !== null;
  const effort = timed
    ? language === 'es'
      ? draft.interval
        ? 'Intenso'
        : 'Controlado'
      : draft.interval
        ? 'Hard'
        : 'Controlled'
    : rx.rir;
  const name = e.name[language];
  return {
    catalogId: e.id,
    name,
    sets: draft.sets,
    reps: draft.reps,
    durationSeconds: draft.durationSeconds,
    restSeconds: draft.restSeconds,
    effort,
    loadHint: loadHintText(language, e.progression, rx.rir, timed),
    cues: e.cues[language].slice(0, 5),
    videoId: e.videoId ?? null,
    block: draft.block,
    text: exerciseLine(language, name, { ...draft, effort }),
    notes: null,
  };
}

export type BuiltPlan = { draft: PlanDraft; profile: Profile };

export function buildPlan(request: WorkoutRequest, options: { seed?: number } = {}): BuiltPlan {
  const profile = readProfile(request);
  return { draft: buildPlanForProfile(profile, request, options.seed ?? 0), profile };
}

export function buildPlanForProfile(profile: Profile, request: WorkoutRequest, seed: number): PlanDraft {
  const language = profile.language;
  const rx = prescriptionFor(profile.goal, profile.level);
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

  const { week } = weekTemplate(profile);
  for (const type of week) if (type) ctx.occurrences.set(type, (ctx.occurrences.get(type) ?? 0) + 1);
  const hiitSessions = finisherCount(profile);
  const steadyFinisher =
    profile.level === 'novice' &&
    profile.goal !== 'muscle' &&
    profile.goal !== 'strength' &&
    profile.minutes >= 45;

  // Repeated session types (full body A on Monday and Friday) share one build: same exercises, so the
  // visitor can add load week to week.
  const built = new Map<string, SessionBuild>();
  let finishersLeft = hiitSessions;
  const sessionOf = week.map((type) => {
    if (!type) return null;
    const isLifting = LIFTING.has(type);
    const finisher =
      isLifting && finishersLeft > 0 && profile.minutes >= 30
        ? 'hiit'
        : isLifting && steadyFinisher
          ? 'steady'
          : null;
    if (finisher === 'hiit') finishersLeft -= 1;
    const key = `${type}:${finisher ?? ''}`;
    let session = built.get(key);
    if (!session) {
      session = buildSession(type, ctx, finisher);
      built.set(key, session);
    }
    return session;
  });
  trimWeekVolume(
    sessionOf.filter((session): session is SessionBuild => session !== null),
    ctx,
  );

  const schedule: Day[] = [];
  const restDays: string[] = [];
  week.forEach((type, weekday) => {
    const dayName = WEEKDAYS[language][weekday]!;
    const session = sessionOf[weekday];
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
    const isLifting = LIFTING.has(type);
    const exercises = session.drafts.map((draft) => toExercise(draft, language, rx));
    schedule.push({
      name: dayName,
      kind: isLifting || type === 'conditioning' ? 'training' : 'active-recovery',
      focus: SESSION_LABELS[language][type],
      estimatedMinutes: sessionMinutesOf(exercises, profile.minutes),
      style: session.style,
      rounds: session.style === 'circuit' || session.style === 'hiit' ? (exercises[0]?.sets ?? 1) : 1,
      warmUp: session.warmUp,
      exercises,
      coolDown: session.coolDown,
    });
  });

  const notes = coachNotes(profile);

  const overview = overviewText({
    language,
    name: profile.name,
    days: profile.days,
    trainingDays: schedule.filter((day) => day.kind !== 'rest').length,
    minutes: profile.minutes,
    level: profile.level,
    goal: profile.goal,
    style: profile.style,
    location: profile.location,
    focus: profile.focus,
    splitName: splitName(
      language,
      week.filter((s): s is SessionType => s !== null),
    ),
    injuries: profile.injuries.map((rule) => rule.key),
    weeklySets: rx.weeklySets,
    rir: rx.rir,
  });

  return {
    overview,
    schedule,
    restDays,
    videos: videosOf(schedule, language),
    disclaimer: disclaimer(language),
    notes,
    screening: { outcome: 'clear', reasons: [] },
  };
}

/** What the coach tells the visitor besides the plan: readings of free text, injuries, age, days. */
export function coachNotes(profile: Profile): string[] {
  const language = profile.language;
  const { liftingDays } = weekTemplate(profile);
  const notes: string[] = [];
  for (const reading of profile.readings) notes.push(readingNote(language, reading));
  notes.push(
    ...injuryNotes(language, {
      uninterpreted: profile.injuryUninterpreted,
      redFlag: profile.injuryRedFlag,
      details: profile.injuryDetails,
    }),
  );
  if (!isTrained(profile.level) && profile.days > liftingDays && liftingDays > 0)
    notes.push(noviceDaysNote(language, profile.days, liftingDays));
  if (profile.level === 'novice' && profile.style === 'hiit') notes.push(noviceHiitNote(language));
  const ageText = ageNote(language, profile.age);
  if (ageText) notes.push(ageText);
  if (profile.goal !== 'muscle' && profile.goal !== 'strength') notes.push(aerobicNote(language));

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
