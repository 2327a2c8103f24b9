/**
 * Build the week of a population's programme (docs/coaching.md "More people the coach must serve";
 * design/programmes.ts): strength days A and B from the programme's own pool, light days of aerobic work
 * and mobility, each fitted to its minutes. Every exercise must suit the visitor's equipment, place and
 * level, their injuries, and the rules of every population they belong to.
 */

import { MAX_SETS } from '../../../contract/workout';
import { CATALOGUE_BY_ID, PROGRAMME_ONLY } from '../catalogue';
import { type CatalogueExercise, LEVELS } from '../catalogue/types';
import { sparesTheArms } from '../design/clearance';
import { continuousModality, isUnilateral, repCapOf } from '../design/exerciseFacts';
import {
  BREATHLESS_BOUT,
  beyondTheirSkill,
  isRestricted,
  keepsBothFeetDown,
  populationOf,
  walksInBouts,
} from '../design/populations';
import { coolDownMinutes, exerciseCountRange, warmUpMinutes } from '../design/prescription';
import { type Programme, type ProgrammeSlot, programmeDays } from '../design/programmes';
import { isAvoided } from '../read/injuries';
import type { Profile } from '../read/profile';
import { BREATHLESS_EFFORT, programmeCoolDown, programmeWarmUp } from '../write/populationText';
import { balanceLine, type SessionType } from '../write/text';
import { budgetOf, type Draft, fitToTime, type SessionBuild, steadyDraft } from './session';
import { exercisesSeconds } from './timing';

/** Whether this visitor may do this exercise at all: kit, place, level, injuries, every population's rules. */
export function canDo(profile: Profile, e: CatalogueExercise): boolean {
  const level = LEVELS.indexOf(profile.level);
  return (
    e.equipment.every((item) => profile.equipment.has(item)) &&
    e.locations.includes(profile.location) &&
    LEVELS.indexOf(e.minLevel) <= level &&
    level <= LEVELS.indexOf(e.maxLevel) &&
    !beyondTheirSkill(e, profile) &&
    !isAvoided(e, profile.injuries) &&
    !isRestricted(e, profile.restrictions)
  );
}

/** Days that hold a session, Monday first, spread through the week. */
const SPREAD: Record<number, number[]> = {
  1: [0],
  2: [0, 3],
  3: [0, 2, 4],
  4: [0, 1, 3, 4],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
  7: [0, 1, 2, 3, 4, 5, 6],
};

/** The week's session types: strength A/B on days that never follow each other, light days between. */
export function programmeWeek(profile: Profile, programme: Programme): (SessionType | null)[] {
  const active = SPREAD[Math.max(1, programmeDays(programme, profile.days))]!;
  const week: (SessionType | null)[] = Array.from({ length: 7 }, () => null);
  const strengthDays = programme.sessions.length ? programme.strengthDays : 0;
  const strength = new Set<number>();
  for (const day of active) {
    if (strength.size >= strengthDays) break;
    if (strength.has((day + 6) % 7) || strength.has((day + 1) % 7)) continue;
    strength.add(day);
  }
  let next = 0;
  for (const day of active) {
    if (strength.has(day)) {
      week[day] = programme.sessions.length > 1 && next % 2 === 1 ? 'programme-b' : 'programme-a';
      next += 1;
    } else week[day] = 'programme-easy';
  }
  return week;
}

/** Those who train seated: wheelchair users, and leg loss; their warm-ups never say "walk". */
export function trainsSeated(profile: Profile): boolean {
  const limb = populationOf(profile.special, 'limb-loss');
  return (
    populationOf(profile.special, 'wheelchair') !== undefined || (limb !== undefined && limb.limb !== 'arm')
  );
}

function pickFor(slot: ProgrammeSlot, profile: Profile, usedToday: Set<string>): CatalogueExercise | null {
  for (const id of slot.ids) {
    const e = CATALOGUE_BY_ID.get(id);
    if (e && !usedToday.has(id) && canDo(profile, e)) return e;
  }
  return null;
}

function draftFor(slot: ProgrammeSlot, e: CatalogueExercise, programme: Programme, profile: Profile): Draft {
  const base: Draft = {
    exercise: e,
    sets: 2,
    reps: null,
    durationSeconds: 30,
    restSeconds: 30,
    main: false,
    focus: false,
    block: '',
    interval: false,
    perSide: isUnilateral(e),
  };
  const { limits } = profile;
  switch (slot.role) {
    case 'strength': {
      const sets = Math.max(1, Math.min(programme.sets, limits.maxSets));
      if (e.measure === 'time')
        return { ...base, sets, durationSeconds: Math.min(30, limits.maxHoldSeconds), restSeconds: 45 };
      const low = Math.max(programme.reps[0], limits.minReps);
      const cap = repCapOf(e) ?? 99;
      const high = Math.min(cap, Math.max(low + 2, programme.reps[1]));
      return {
        ...base,
        sets,
        reps: `${Math.min(low, high - 2)}-${high}`,
        durationSeconds: null,
        restSeconds: programme.rest,
        main: e.compound,
      };
    }
    case 'balance':
      return { ...base, sets: 2, durationSeconds: 30, restSeconds: 30 };
    case 'breathing':
      return { ...base, sets: 1, durationSeconds: 90, restSeconds: 15 };
    case 'mobility':
      return { ...base, sets: 2, durationSeconds: 45, restSeconds: 15 };
    case 'intervals':
      // Bouts at a breathlessness of 4-6/10 with easy breaks (Spruit et al. 2013); one steady block when
      // intervals are ruled out.
      if (limits.noIntervals) return steadyDraft(e, 10 * 60, '');
      return {
        ...base,
        sets: 4,
        durationSeconds: 120,
        restSeconds: 60,
        main: true,
        block: 'Intervals',
        interval: true,
        effortText: BREATHLESS_EFFORT,
      };
    case 'aerobic':
      return continuousModality(e)
        ? steadyDraft(e, programme.aerobicMinutes[0] * 60, '')
        : { ...base, sets: 4, durationSeconds: 60 };
  }
}

/**
 * A steady block as short bouts with rests, for the breathless (design/populations.ts walksInBouts): about
 * the same minutes, in bouts of at most BREATHLESS_BOUT, paced by breathlessness.
 */
export function inBouts(draft: Draft): Draft {
  const { workSeconds, restSeconds } = BREATHLESS_BOUT;
  const total = draft.durationSeconds ?? workSeconds;
  // Enough bouts for the minutes, each as long as the bout allows, the rests counted within the minutes.
  const sets = Math.max(1, Math.min(MAX_SETS, Math.ceil(total / (workSeconds + restSeconds))));
  const work = Math.floor((total / sets - restSeconds) / 15) * 15;
  return {
    ...draft,
    sets,
    durationSeconds: Math.max(60, Math.min(workSeconds, work)),
    restSeconds,
    interval: sets > 1,
    effortText: BREATHLESS_EFFORT,
  };
}

/** One session of the programme: its slots, fitted to the minutes, the aerobic work filling what is left. */
export function buildProgrammeSession(
  type: SessionType,
  programme: Programme,
  profile: Profile,
  chosenMinutes: number,
  /** The week has light days for the aerobic work: a strength day needs none of its own. */
  lightDays = false,
): SessionBuild {
  const language = profile.language;
  const minutes = Math.min(chosenMinutes, programme.maxMinutes);
  const slots =
    type === 'programme-easy'
      ? programme.easy
      : (programme.sessions[type === 'programme-b' ? 1 : 0] ?? programme.sessions[0] ?? programme.easy);
  const usedToday = new Set<string>();
  const drafts: Draft[] = [];
  let aerobic: Draft | null = null;
  for (const slot of slots) {
    const e = pickFor(slot, profile, usedToday);
    if (!e) continue;
    usedToday.add(e.id);
    const draft = draftFor(slot, e, programme, profile);
    if (slot.role === 'aerobic' && !aerobic && continuousModality(e)) aerobic = draft;
    else drafts.push(draft);
  }
  // From 65, supported balance work in every session that has none (docs/coaching.md "Populations").
  if (profile.limits.balanceEverySession && !drafts.some((draft) => draft.exercise.pattern === 'balance')) {
    const balance = pickFor(
      {
        role: 'balance',
        ids: ['single-leg-stand-supported', 'tandem-stand-supported', 'supported-side-step'],
      },
      profile,
      usedToday,
    );
    if (balance) drafts.unshift(draftFor({ role: 'balance', ids: [] }, balance, programme, profile));
  }
  const budget = budgetOf(minutes);
  const leastAerobic = type !== 'programme-easy' && lightDays ? 5 : programme.aerobicMinutes[0];
  const reserve = aerobic ? leastAerobic * 60 : 0;
  const [minCount] = exerciseCountRange(minutes);
  const fitted = fitToTime(drafts, Math.max(60, budget - reserve), Math.min(minCount, 3), 'traditional');
  if (aerobic) {
    const left = Math.floor((budget - exercisesSeconds(fitted)) / 60);
    const most = programme.gentle ? programme.aerobicMinutes[1] : Math.max(programme.aerobicMinutes[1], left);
    const chosen = Math.max(leastAerobic, Math.min(most, left));
    aerobic.durationSeconds = chosen * 60;
    const steady = walksInBouts(profile.special) ? inBouts(aerobic) : aerobic;
    // The aerobic work first on light days, last on strength days (after the lifting, as a cool-down).
    if (type === 'programme-easy') fitted.unshift(steady);
    else fitted.push(steady);
  } else {
    // Aerobic work in rounds (seated marching or punches) fills the time left, 60 s on and 30 s off.
    const rounds = fitted.find((draft) => draft.exercise.pattern === 'conditioning' && !draft.interval);
    const left = budget - exercisesSeconds(fitted);
    if (rounds && left > 0) {
      const most = Math.floor(programme.aerobicMinutes[1] / 1.5);
      const wanted = Math.max(2, Math.min(most, rounds.sets + Math.floor(left / 90)));
      // At most the contract's sets: past it, longer rounds carry the same minutes.
      rounds.sets = Math.min(wanted, MAX_SETS);
      if (wanted > MAX_SETS && rounds.durationSeconds !== null)
        rounds.durationSeconds = Math.round((wanted * 90) / MAX_SETS / 15) * 15 - rounds.restSeconds;
    }
  }
  const seated = trainsSeated(profile);
  const warmUp = programmeWarmUp(language, warmUpMinutes(minutes), seated, !sparesTheArms(profile));
  if (profile.limits.balanceEverySession)
    warmUp.push(balanceLine(language, keepsBothFeetDown(profile.special)));
  const label =
    type === 'programme-easy'
      ? programme.easyName[language]
      : programme.sessions.length > 1
        ? `${programme.name[language]} ${type === 'programme-b' ? 'B' : 'A'}`
        : programme.name[language];
  return {
    type,
    drafts: fitted,
    style: 'traditional',
    warmUp,
    coolDown: programmeCoolDown(language, coolDownMinutes(minutes), seated),
    minutes,
    label,
  };
}

/** The programmes' own exercises are kept out of the general plans (catalogue/adapted.ts). */
export const isProgrammeOnly = (e: CatalogueExercise) => PROGRAMME_ONLY.has(e.id);
