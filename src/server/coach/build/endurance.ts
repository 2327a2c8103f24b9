/**
 * Build each session, race days (docs/architecture.md "The coach"): easy runs, one quality session, a
 * long run and a short strength block, in the visitor's sport.
 */
import { CATALOGUE, CATALOGUE_BY_ID } from '../catalogue';
import type { CatalogueExercise } from '../catalogue/types';
import { continuousModality } from '../design/exerciseFacts';
import { isRestricted, keepsBothFeetDown } from '../design/populations';
import { coolDownMinutes, warmUpMinutes } from '../design/prescription';
import { isAvoided } from '../read/injuries';
import { type RaceGoal, raceTimeline } from '../read/race';
import { balanceLine, coolDownLines, warmUpLines } from '../write/text';
import {
  type BuildContext,
  balanceDrafts,
  budgetOf,
  type Draft,
  levelIndex,
  pick,
  pickContinuous,
  pickMobility,
  prescribe,
  RUNNER_STRENGTH_SLOTS,
  type SessionBuild,
  steadyDraft,
} from './session';
import { exercisesSeconds } from './timing';

/**
 * The sessions of a race goal (docs/coaching.md "Endurance and race goals"): easy runs at a
 * conversational pace, one quality session, a long run, run-walk for beginners; in the visitor's
 * preferred sport when they named one, or when running is ruled out.
 */
export function buildEnduranceSession(
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
    ids
      .map((id) => ctx.pool.find((e) => e.id === id) ?? outOfDoors(id, ctx))
      .find((e): e is CatalogueExercise => Boolean(e)) ?? null;
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
  // A race too close to build for gets no new hard work (docs/coaching.md "Programmes, not slots").
  const race = profile.notes.race;
  const timeline = race ? raceTimeline(race, profile.level) : 'ok';
  const hard =
    type === 'run-quality' &&
    !beginner &&
    timeline === 'ok' &&
    !profile.limits.noIntervals &&
    budget >= 15 * 60
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
    // From 65, supported balance drills with the strength (docs/coaching.md "Populations").
    if (profile.limits.balanceEverySession && profile.minutes >= 20)
      strength.unshift(...balanceDrafts(ctx, type, 2));
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
      // Run-walk: 1 minute running, 90 seconds walking, repeated (beginners start here). The long run
      // has the most rounds of the week; the other days end with a brisk walk (build/plan.ts fills).
      const fits = Math.max(1, Math.floor(left / 150));
      const rounds =
        type === 'run-long'
          ? Math.min(LONG_RUN_WALK_ROUNDS, fits)
          : Math.max(1, Math.min(EASY_RUN_WALK_ROUNDS, fits - 2));
      drafts.push({ ...steadyDraft(easy, 60, ''), sets: rounds, restSeconds: 90, interval: true });
    } else {
      const seconds = Math.floor(left / 60) * 60;
      drafts.push(
        steadyDraft(
          easy,
          type === 'run-long' && !hard ? longRunSeconds(seconds, race?.distance ?? 'race') : seconds,
          hard ? 'Cardio' : '',
        ),
      );
    }
  }
  drafts.push(...strength);
  const warmUp = warmUpLines(
    profile.language,
    warmUpMinutes(profile.minutes),
    pickMobility(ctx, 2, usedToday),
    null,
  );
  if (profile.limits.balanceEverySession)
    warmUp.push(balanceLine(profile.language, keepsBothFeetDown(profile.special)));
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

/**
 * Easy run-walk days stay below the long run's rounds, so the long run is the week's longest; the long
 * run starts below the progression's 10 rounds (build/progression.ts MAX_RUN_WALK_ROUNDS) so it can grow.
 */
const EASY_RUN_WALK_ROUNDS = 6;
const LONG_RUN_WALK_ROUNDS = 8;

/**
 * The long run is the longest run of the week (docs/coaching.md "Programmes, not slots"): about a quarter
 * longer than the usual session, at most 30 minutes more, and no longer than the race asks for. The
 * plan's notes say the long-run day takes longer than the others (build/plan.ts).
 */
export const LONG_RUN_CAP_MINUTES: Record<RaceGoal['distance'], number> = {
  '5k': 60,
  '10k': 80,
  half: 120,
  marathon: 150,
  race: 120,
};
function longRunSeconds(session: number, distance: RaceGoal['distance']): number {
  if (session < 20 * 60) return session;
  const extra = Math.min(30 * 60, Math.round((session * 0.25) / 300) * 300);
  return Math.max(session, Math.min(session + extra, LONG_RUN_CAP_MINUTES[distance] * 60));
}

/**
 * Runs and walks happen out of the door, wherever the visitor trains (a race plan at home, at the office
 * or in a hotel still runs outside), unless an injury or a population rule rules them out.
 */
function outOfDoors(id: string, ctx: BuildContext): CatalogueExercise | undefined {
  const entry = CATALOGUE_BY_ID.get(id);
  if (!entry || entry.equipment.length > 0) return undefined;
  const kind = continuousModality(entry);
  if (kind !== 'run' && kind !== 'jog' && kind !== 'walk') return undefined;
  const { profile } = ctx;
  const level = levelIndex(profile.level);
  if (levelIndex(entry.minLevel) > level || level > levelIndex(entry.maxLevel)) return undefined;
  if (isAvoided(entry, profile.injuries) || isRestricted(entry, profile.restrictions)) return undefined;
  return entry;
}
