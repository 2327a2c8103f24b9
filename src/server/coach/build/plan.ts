/**
 * The built-in coach: a deterministic function from the onboarding answers (and a seed) to a complete
 * plan, following docs/coaching.md. No network, no key, a few milliseconds.
 *
 * A request goes through five stages, one folder each (docs/architecture.md "The coach"):
 * 1. read the visitor: read/profile.ts (with read/screening.ts, read/notes.ts, read/injuries.ts, read/equipment.ts);
 * 2. design the week: design/week.ts (which session on which day), design/prescription.ts (sets, reps, rests),
 *    design/populations.ts (limits for older adults, teenagers, pregnancy);
 * 3. build each session: build/session.ts (selection, prescription, time fitting), build/endurance.ts,
 *    build/recovery.ts, then this file puts the week together; build/progression.ts writes weeks 1-4;
 * 4. write the words: write/text.ts and write/progressionText.ts, per language;
 * 5. check: check/checker.ts, the rules any plan must pass (the language model's too, llm/llm.ts).
 * Saving and idempotency are outside the coach, in src/server/generation/generate.ts.
 */
import type { Language } from '../../../contract/site';
import type { Day, Exercise, PlanDraft, Video, WorkoutRequest } from '../../../contract/workout';
import { CATALOGUE } from '../catalogue';
import type { CatalogueExercise } from '../catalogue/types';
import { trainsEveryMuscleTwiceIn, weeklySetCeiling, YOUTH_WEEKLY_SETS } from '../check/checker';
import { continuousModality, marchesToTheCap, repCapOf } from '../design/exerciseFacts';
import { beyondTheirSkill, isRestricted } from '../design/populations';
import { type Prescription, prescriptionForProfile } from '../design/prescription';
import { activeProgramme, type Programme } from '../design/programmes';
import { isTrained, LIFTING, planWeek, weekTemplate } from '../design/week';
import { isAvoided } from '../read/injuries';
import { FOCUS_TARGETS, type Profile, readProfile } from '../read/profile';
import { raceTimeline } from '../read/race';
import { FAST_IDS, planFacts } from '../write/planFacts';
import {
  cautiousNote,
  populationNotes,
  programmeOverview,
  programmeShortNote,
  youthWeekNote,
} from '../write/populationText';
import {
  aerobicNote,
  clearanceNote,
  clearanceOverview,
  disclaimer,
  exerciseLine,
  loadHintText,
  longRunNote,
  marchNote,
  noIntervalsNote,
  notesSaidBack,
  noviceDaysNote,
  noviceHiitNote,
  overviewText,
  painRuleNote,
  raceSplitName,
  raceTimelineNote,
  readingNote,
  restDayFocus,
  runWalkLine,
  SESSION_LABELS,
  type SessionType,
  splitName,
  teenWeightNote,
  WEEKDAYS,
} from '../write/text';
import { buildEnduranceSession } from './endurance';
import { buildProgrammeSession, isProgrammeOnly, programmeWeek, trainsSeated } from './programme';
import { createRandom, hashSeed } from './random';
import { buildRecoverySession } from './recovery';
import {
  type BuildContext,
  buildSession,
  type Draft,
  fillToTime,
  levelIndex,
  type SessionBuild,
  shortened,
  trimWeekVolume,
} from './session';
import { sessionMinutesOf } from './timing';

/** What this visitor can do: equipment, place, level and injuries. */
export function availableExercises(
  profile: Pick<Profile, 'equipment' | 'location' | 'level' | 'injuries'> &
    Partial<Pick<Profile, 'restrictions' | 'limits' | 'special' | 'age'>>,
): CatalogueExercise[] {
  const level = levelIndex(profile.level);
  return CATALOGUE.filter(
    (e) =>
      e.equipment.every((item) => profile.equipment.has(item)) &&
      e.locations.includes(profile.location) &&
      levelIndex(e.minLevel) <= level &&
      level <= levelIndex(e.maxLevel) &&
      !beyondTheirSkill(e, { level: profile.level, age: profile.age ?? 30 }) &&
      !isAvoided(e, profile.injuries) &&
      !isRestricted(e, profile.restrictions ?? []) &&
      // The programmes' own seated and supported work is theirs (catalogue/adapted.ts): offered to the
      // people a programme serves (their swaps and harder variants), never to a general plan.
      (!isProgrammeOnly(e) || (profile.special?.length ?? 0) > 0) &&
      // A hard bodyweight move whose sensible reps are below the population's minimum is left out.
      (repCapOf(e) ?? 99) >= (profile.limits?.minReps ?? 1) + 2,
  );
}

/** Walks, runs, rides and run-walk rounds are paced by talking, not by "perfect form". */
function steadyHint(language: Language, draft: Draft): string | null {
  if (draft.exercise.id === 'run-walk-intervals') {
    return language === 'es'
      ? 'Corre suave; entre carrera y carrera, camina a buen paso'
      : 'Run gently; walk briskly between the runs';
  }
  if (draft.interval || draft.block === 'Tempo' || continuousModality(draft.exercise) === null) return null;
  if (FAST_IDS.has(draft.exercise.id))
    return language === 'es'
      ? 'Ritmo vivo: puedes hablar, pero no cantar'
      : 'Brisk pace: you can talk, but not sing';
  return language === 'es'
    ? 'Ritmo suave: podrías mantener una conversación'
    : 'Easy pace: you could hold a conversation';
}

function effortOf(draft: Draft, language: Language, rx: Prescription): string {
  if (draft.durationSeconds === null) return rx.rir;
  const continuous = continuousModality(draft.exercise) !== null && !draft.interval;
  // A brisk walk or a climb is moderate, never called easy (issue 25).
  if (continuous && FAST_IDS.has(draft.exercise.id)) return language === 'es' ? 'Moderado' : 'Moderate';
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
    draft.effortText?.[language] ??
    (gentle && timed ? (language === 'es' ? 'Muy suave' : 'Very easy') : effortOf(draft, language, rx));
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
    loadHint: steadyHint(language, draft) ?? loadHintText(language, e.progression, rx.rir, timed),
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

export function buildPlanForProfile(profile: Profile, request: WorkoutRequest, seed: number): PlanDraft {
  const programme = activeProgramme(profile);
  if (programme) return buildProgrammePlan(profile, programme);
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
    const youth = profile.age < 18;
    if (lifting && finishersLeft >= times && profile.minutes >= 30) {
      finisher = 'hiit';
      finishersLeft -= times;
    } else if (
      lifting &&
      !youth &&
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
          : type === 'aerobic' || type === 'mobility' || type === 'gentle'
            ? buildRecoverySession(type, ctx, profile.minutes)
            : buildSession(type, ctx, finisherOf.get(type) ?? null);
      built.set(type, session);
    }
    return session;
  });
  trimWeekVolume(
    sessionOf.filter((session): session is SessionBuild => session !== null),
    ctx,
  );
  if (profile.age < 18) capYouthWeek(sessionOf, YOUTH_WEEKLY_SETS);
  // A teenager's strength session ends when its work is done: never padded with running or marching to
  // fill the time (docs/coaching.md "Exercise facts that choose the pools"; checker.ts youth-padding). The note says so.
  const lifts = (session: SessionBuild) =>
    session.drafts.some(
      (draft) =>
        draft.reps !== null &&
        draft.exercise.pattern !== 'mobility' &&
        draft.exercise.pattern !== 'conditioning',
    );
  for (const session of built.values()) if (!(profile.age < 18 && lifts(session))) fillToTime(session, ctx);
  const days = sessionOf.map((session, weekday) => {
    const minutes = profile.dayMinutes.get(weekday);
    return session && minutes !== undefined && minutes < session.minutes
      ? shortened(session, minutes, ctx)
      : session;
  });

  const gentle = profile.screening.outcome === 'clearance';
  const { schedule, restDays } = assembleWeek(profile, week, days, rx, gentle);
  // The words come after the week, from what it holds (write/planFacts.ts).
  const notes = coachNotes(profile, schedule);
  const everyMuscleTwice = trainsEveryMuscleTwiceIn(schedule);
  const overview = gentle
    ? clearanceOverview(language, profile.name, planFacts(schedule))
    : overviewText({
        language,
        name: profile.name,
        // A teenager's week says the days it holds and no weekly set target: the notes give their 1-2 sets
        // a day on two or three days, and the overview never says otherwise.
        days: profile.age < 18 ? schedule.filter((day) => day.kind !== 'rest').length : profile.days,
        trainingDays: schedule.filter((day) => day.kind !== 'rest').length,
        // A teenager's sessions end when the work is done: the overview gives their real length.
        minutes: profile.age < 18 ? youthSessionMinutes(schedule, profile.minutes) : profile.minutes,
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
        everyMuscleTwice: everyMuscleTwice && profile.age >= 18,
        plan: planFacts(schedule),
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

/** The longest day of a teenager's week, to the next 5 minutes, never past the time chosen. */
function youthSessionMinutes(schedule: readonly Day[], chosen: number): number {
  const longest = Math.max(
    0,
    ...schedule.filter((day) => day.kind !== 'rest').map((day) => sessionMinutesOf(day.exercises, chosen)),
  );
  return Math.min(chosen, Math.max(5, Math.ceil(longest / 5) * 5));
}

/**
 * Under 18 the week's hard sets stay under the youth ceiling (checker.ts YOUTH_WEEKLY_SETS): the last
 * accessory of the fullest session goes until it fits; the time left becomes easy aerobic work.
 */
function capYouthWeek(sessionOf: readonly (SessionBuild | null)[], ceiling: number): void {
  const counted = (draft: Draft) => draft.reps !== null && draft.exercise.pattern !== 'mobility';
  const weight = (session: SessionBuild) =>
    session.style === 'circuit' || session.style === 'hiit' ? 0.5 : 1;
  const total = () =>
    sessionOf.reduce(
      (sum, session) =>
        sum +
        (session ? session.drafts.filter(counted).reduce((s, d) => s + d.sets, 0) * weight(session) : 0),
      0,
    );
  for (let guard = 0; guard < 100 && total() > ceiling; guard += 1) {
    const fullest = [...new Set(sessionOf)]
      .filter((session): session is SessionBuild => session !== null)
      .sort((x, y) => y.drafts.filter(counted).length - x.drafts.filter(counted).length)[0];
    const last = fullest && [...fullest.drafts].reverse().find((draft) => counted(draft) && !draft.main);
    const target = last ?? (fullest && [...fullest.drafts].reverse().find(counted));
    if (!fullest || !target || fullest.drafts.filter(counted).length <= 2) return;
    fullest.drafts = fullest.drafts.filter((draft) => draft !== target);
  }
}

/** The seven days of the plan from each weekday's session (null: rest). */
function assembleWeek(
  profile: Profile,
  week: readonly (SessionType | null)[],
  days: readonly (SessionBuild | null)[],
  rx: Prescription,
  gentle: boolean,
): { schedule: Day[]; restDays: string[] } {
  const language = profile.language;
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
        focus: restDayFocus(language, trainsSeated(profile)),
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
    const brisk = session.drafts.some((draft) => FAST_IDS.has(draft.exercise.id));
    schedule.push({
      name: dayName,
      kind: TRAINING_TYPES.has(type) ? 'training' : 'active-recovery',
      focus:
        session.label ?? SESSION_LABELS[language][type === 'aerobic' && brisk ? 'aerobic-moderate' : type],
      estimatedMinutes: sessionMinutesOf(exercises, session.minutes),
      style: session.style,
      rounds: session.style === 'circuit' || session.style === 'hiit' ? (exercises[0]?.sets ?? 1) : 1,
      warmUp: session.warmUp,
      exercises,
      coolDown: session.coolDown,
    });
  });

  return { schedule, restDays };
}

/**
 * A population's programme (design/programmes.ts, build/programme.ts): its own sessions, its own days,
 * its own words; the same plan shape and checker as every other plan.
 */
function buildProgrammePlan(profile: Profile, programme: Programme): PlanDraft {
  const language = profile.language;
  const rir = Math.max(programme.rir, profile.limits.minRir);
  const rx: Prescription = { ...prescriptionForProfile(profile), rir: `RIR ${rir}` };
  const week = programmeWeek(profile, programme);
  const lightDays = week.includes('programme-easy');
  const built = new Map<SessionType, SessionBuild>();
  const days = week.map((type, weekday) => {
    if (!type) return null;
    const short = profile.dayMinutes.get(weekday);
    if (short !== undefined) return buildProgrammeSession(type, programme, profile, short, lightDays);
    const session =
      built.get(type) ?? buildProgrammeSession(type, programme, profile, profile.minutes, lightDays);
    built.set(type, session);
    return session;
  });
  const { schedule, restDays } = assembleWeek(profile, week, days, rx, false);
  return {
    overview: programmeOverview(language, {
      name: profile.name,
      programme,
      trainingDays: schedule.filter((day) => day.kind !== 'rest').length,
      minutes: Math.min(profile.minutes, programme.maxMinutes),
      rir: rx.rir,
    }),
    schedule,
    restDays,
    videos: videosOf(schedule, language),
    disclaimer: disclaimer(language),
    notes: coachNotes(profile, schedule),
    screening: profile.screening,
  };
}

const TRAINING_TYPES: ReadonlySet<SessionType> = new Set([
  'programme-a',
  'programme-b',
  ...LIFTING,
  'conditioning',
  'run-easy',
  'run-quality',
  'run-long',
  'run-strength',
  'runner-strength',
]);

/**
 * What the coach tells the visitor besides the plan: readings of free text, the notes said back, the
 * populations' notes, injuries and days. Written from the built week (`schedule`) and the visitor's own
 * answers, so no sentence claims what the week lacks (issue 25); `week: 'cautious'` is the cautious week
 * of check/production.ts, which says why it is short instead of asking for a professional's clearance.
 */
export function coachNotes(
  profile: Profile,
  schedule: readonly Day[],
  week: 'plan' | 'cautious' = 'plan',
): string[] {
  const language = profile.language;
  const facts = planFacts(schedule);
  const notes: string[] = [];
  for (const reading of profile.readings) notes.push(readingNote(language, reading));
  const programme = activeProgramme(profile);
  const general = week === 'plan' && profile.screening.outcome !== 'clearance' && !programme;
  const emphasis =
    general && profile.notes.emphasis !== null && profile.focus === profile.notes.emphasis
      ? profile.notes.emphasis
      : null;
  notes.push(
    ...notesSaidBack(language, profile.notes, facts, {
      emphasis,
      emphasisMuscles: emphasis ? FOCUS_TARGETS[emphasis].muscles : [],
      dayMinutes: profile.dayMinutes,
      equipment: profile.location === 'gym' ? [] : profile.notes.equipment,
      beginnerRunner: profile.level === 'novice' || profile.level === 'beginner',
      wishNotFollowed:
        general && profile.notes.emphasis !== null && profile.focus !== profile.notes.emphasis
          ? { emphasis: profile.notes.emphasis, muscles: FOCUS_TARGETS[profile.notes.emphasis].muscles }
          : null,
      // Notes that are not words ("asdfgh"), and nothing else to say: no screening finding, no race.
      unusedNotes:
        profile.notes.unread &&
        profile.screening.outcome === 'clear' &&
        !profile.youthSport &&
        profile.notes.race === null &&
        !profile.notes.detrained,
    }),
  );
  notes.push(...raceNotes(language, profile, schedule));
  notes.push(...populationNotes(language, profile.special, facts));
  if (week === 'cautious') {
    notes.push(cautiousNote(language, facts, profile.minutes));
    return [...new Set(notes)].slice(0, 12);
  }
  if (profile.screening.outcome === 'clearance') {
    notes.push(clearanceNote(language, facts, profile.minutes));
    return [...new Set(notes)].slice(0, 12);
  }
  if (programme) {
    if (profile.injuries.length > 0) notes.push(painRuleNote(language));
    if (programme.maxMinutes < profile.minutes)
      notes.push(programmeShortNote(language, programme.maxMinutes));
    return [...new Set(notes)].slice(0, 12);
  }
  if (profile.injuries.length > 0) notes.push(painRuleNote(language));
  if (schedule.some((day) => day.exercises.some(marchesToTheCap))) notes.push(marchNote(language));
  const { liftingDays } = weekTemplate(profile);
  if (profile.age < 18 && !profile.notes.race) notes.push(youthWeekNote(language, profile.youthSport));
  else if (!profile.notes.race && !isTrained(profile.level) && profile.days > liftingDays && liftingDays > 0)
    notes.push(noviceDaysNote(language, profile.days, liftingDays));
  if (profile.style === 'hiit' && profile.limits.noIntervals) notes.push(noIntervalsNote(language));
  else if (profile.level === 'novice' && profile.style === 'hiit' && facts.fast)
    notes.push(noviceHiitNote(language));
  if (profile.age < 18 && /loss|weight|tone|lose|peso|adelgaz|tonific|grasa/i.test(profile.goalAnswer))
    notes.push(teenWeightNote(language));
  if (profile.goal !== 'muscle' && profile.goal !== 'strength' && !profile.notes.race)
    notes.push(
      aerobicNote(
        language,
        schedule.some((day) => day.kind === 'rest'),
      ),
    );
  return [...new Set(notes)].slice(0, 12);
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

/**
 * A race plan's own notes (docs/coaching.md "Programmes, not slots"): a race too close for the person's
 * running, said plainly with a safer target, and a long run that takes longer than the other days.
 */
function raceNotes(language: Language, profile: Profile, schedule: readonly Day[]): string[] {
  const race = profile.notes.race;
  if (!race || profile.screening.outcome === 'clearance') return [];
  const notes: string[] = [];
  const timeline = raceTimeline(race, profile.level);
  if (timeline !== 'ok') notes.push(raceTimelineNote(language, race, timeline));
  const weekday = schedule.findIndex((day) => day.focus === SESSION_LABELS[language]['run-long']);
  const long = schedule[weekday];
  if (long) {
    const chosen = profile.dayMinutes.get(weekday) ?? profile.minutes;
    const minutes = sessionMinutesOf(long.exercises, chosen);
    if (minutes > chosen + 1) notes.push(longRunNote(language, minutes));
  }
  return notes;
}
