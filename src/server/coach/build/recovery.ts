/**
 * Build each session, easy days (docs/architecture.md "The coach"): aerobic and mobility days, mobility
 * days and the gentle walking days of a clearance-first plan.
 */
import type { CatalogueExercise } from '../catalogue/types';
import { gentleChoice, sparesTheArms } from '../design/clearance';
import { isUnilateral, MARCH_MAX_SECONDS } from '../design/exerciseFacts';
import { keepsBothFeetDown, walksInBouts } from '../design/populations';
import { coolDownMinutes, warmUpMinutes } from '../design/prescription';
import { programmeCoolDown, programmeWarmUp } from '../write/populationText';
import { balanceLine, coolDownLines, pelvicFloorLine, warmUpLines } from '../write/text';
import { inBouts, trainsSeated } from './programme';
import {
  a,
  type BuildContext,
  budgetOf,
  type Draft,
  fitToTime,
  pick,
  pickContinuous,
  type SessionBuild,
  steadyDraft,
} from './session';
import { exercisesSeconds } from './timing';

/** Stretches held still; the rest of the mobility pool moves (circles, swings, rocks, cat-cow). */
const STATIC_STRETCHES = new Set([
  'doorway-chest-stretch',
  'seated-figure-four-stretch',
  'standing-hamstring-stretch',
  'standing-quad-stretch',
  'standing-calf-stretch',
  'childs-pose',
  'downward-dog',
  'half-kneeling-hip-flexor-stretch',
  'seated-chest-opener',
  'seated-side-reach',
]);

/**
 * A flexibility plan holds its static stretches 45 s, 3 times (ACSM 2021: 30-60 s, 2-4 repetitions,
 * docs/coaching.md "Programmes, not slots"); mobility drills and other plans' stretches 2 x 30 s.
 */
function mobilityDraft(exercise: CatalogueExercise, flexibility = false): Draft {
  const held = flexibility && STATIC_STRETCHES.has(exercise.id);
  return {
    exercise,
    sets: held ? 3 : 2,
    reps: null,
    durationSeconds: held ? 45 : 30,
    restSeconds: 15,
    main: false,
    focus: false,
    block: '',
    interval: false,
    perSide: isUnilateral(exercise),
  };
}

/**
 * Easy aerobic and mobility days, mobility days, and the gentle days of a clearance-first plan
 * (docs/coaching.md "Screening before prescribing": at most gentle walking and mobility).
 */
export function buildRecoverySession(
  type: 'aerobic' | 'mobility' | 'gentle',
  ctx: BuildContext,
  minutes: number,
): SessionBuild {
  const { profile } = ctx;
  const language = profile.language;
  if (type === 'gentle') return gentleSession(ctx, minutes);
  const usedToday = new Set<string>();
  const drafts: Draft[] = [];
  // A flexibility week's mobility day is the whole session: as many stretches as the time holds.
  const flexibility = profile.extraMobility && type === 'mobility';
  const mobilityCount = flexibility ? 12 : type === 'mobility' ? 6 : 4;
  for (let index = 0; index < mobilityCount; index += 1) {
    const exercise = pick(a('mobility'), ctx, usedToday);
    if (!exercise) break;
    usedToday.add(exercise.id);
    drafts.push(mobilityDraft(exercise, flexibility));
  }
  const sessionMinutes = minutes;
  const budget = budgetOf(sessionMinutes);
  if (type === 'aerobic') {
    const steady = pickContinuous(ctx, usedToday);
    if (steady) {
      const mobilitySeconds = exercisesSeconds(drafts);
      const seconds = Math.max(Math.min(5 * 60, budget), Math.min(50 * 60, budget - mobilitySeconds));
      const most = steady.id === 'marching-in-place' ? MARCH_MAX_SECONDS : seconds;
      const block = steadyDraft(steady, Math.floor(Math.min(seconds, most) / 60) * 60, '');
      // The breathless walk in short bouts with rests, here too (design/populations.ts walksInBouts).
      drafts.unshift(walksInBouts(profile.special) ? inBouts(block) : block);
    }
  }
  const fitted = fitToTime(drafts, budget, 1, 'traditional');
  const warmUp = warmUpLines(language, warmUpMinutes(sessionMinutes), [], null);
  if (profile.limits.balanceEverySession)
    warmUp.push(balanceLine(language, keepsBothFeetDown(profile.special)));
  if (profile.population.pregnancy) warmUp.push(pelvicFloorLine(language));
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
 * A gentle day of a clearance-first plan (design/clearance.ts): a gentle walk, or gentle wheeling, of up
 * to 20 minutes and mobility chosen for the reason given; a warm-up and cool-down that say "slow".
 */
function gentleSession(ctx: BuildContext, minutes: number): SessionBuild {
  const { profile } = ctx;
  const language = profile.language;
  const sessionMinutes = Math.min(minutes, 30);
  const budget = budgetOf(sessionMinutes);
  const { steady, mobility } = gentleChoice(profile, 3);
  const drafts: Draft[] = mobility.map((exercise) => mobilityDraft(exercise));
  if (steady) {
    const seconds = Math.max(Math.min(5 * 60, budget), Math.min(20 * 60, budget - exercisesSeconds(drafts)));
    const block = steadyDraft(steady, Math.floor(seconds / 60) * 60, '');
    // The breathless walk in short bouts with rests, here too (design/populations.ts walksInBouts).
    drafts.unshift(walksInBouts(profile.special) ? inBouts(block) : block);
  }
  const seated = trainsSeated(profile);
  const warmUp = programmeWarmUp(language, warmUpMinutes(sessionMinutes), seated, !sparesTheArms(profile));
  // Older adults keep their balance line, by a wall, unless dizziness is what waits for the doctor.
  const dizzy = profile.screening.reasons.some((reason) => reason.code === 'dizziness-or-fainting');
  if (profile.limits.balanceEverySession && !dizzy)
    warmUp.push(balanceLine(language, keepsBothFeetDown(profile.special)));
  const label = !steady
    ? { en: 'Gentle mobility and breathing', es: 'Movilidad suave y respiración' }
    : steady.id === 'wheelchair-push'
      ? { en: 'Gentle wheeling and mobility', es: 'Desplazamiento suave en silla y movilidad' }
      : null;
  return {
    type: 'gentle',
    ...(label ? { label: label[language] } : {}),
    drafts: fitToTime(drafts, budget, 1, 'traditional'),
    style: 'traditional',
    warmUp,
    coolDown: programmeCoolDown(language, coolDownMinutes(sessionMinutes), seated),
    minutes: sessionMinutes,
  };
}
