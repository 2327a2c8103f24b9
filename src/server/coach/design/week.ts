/**
 * Design the week (the second stage, docs/architecture.md "The coach"): which kind of session falls on
 * which day, Monday first. A clearance plan, a race plan or the lifting split by days and level.
 */
import { LEVELS, type Level } from '../catalogue/types';
import type { Profile } from '../read/profile';
import { raceTimeline } from '../read/race';
import type { SessionType } from '../write/text';

/** The session types that lift: a split's strength days. */
export const LIFTING: ReadonlySet<SessionType> = new Set([
  'full-a',
  'full-b',
  'upper',
  'lower',
  'push',
  'pull',
  'legs',
]);

/** Intermediate and advanced: a six-day split, an extra set in week 2 and a deload in week 4. */
export const isTrained = (level: Level) => LEVELS.indexOf(level) >= LEVELS.indexOf('intermediate');

/** Monday-first weekly template (docs/coaching.md "Split by days per week"); null is a rest day. */
export function weekTemplate(
  profile: Pick<Profile, 'days' | 'level'> & Partial<Pick<Profile, 'age' | 'youthSport'>>,
): {
  week: (SessionType | null)[];
  liftingDays: number;
} {
  const { days, level } = profile;
  if ((profile.age ?? 30) < 18) {
    const week = youthWeek(days, profile.youthSport ?? false);
    return { week, liftingDays: week.filter((s) => s && LIFTING.has(s)).length };
  }
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

/** Days and kind of each session, Monday first: a race plan, a clearance plan or the lifting split. */
export function planWeek(profile: Profile): (SessionType | null)[] {
  if (profile.screening.outcome === 'clearance') return clearanceWeek(profile.days);
  if (profile.notes.race)
    return raceWeek(
      profile.days,
      // A race too close to build for gets no new hard work: every run easy (read/race.ts raceTimeline).
      profile.level === 'novice' ||
        profile.level === 'beginner' ||
        raceTimeline(profile.notes.race, profile.level) !== 'ok',
    );
  if (profile.age < 18) return youthWeek(profile.days, profile.youthSport);
  if (profile.extraMobility) return styleWeek(profile.days, 'mobility');
  if (profile.cardioStyle) return styleWeek(profile.days, 'aerobic');
  return weekTemplate(profile).week;
}

/** Training days spread through the week, Monday first, for 2 to 7 days. */
const SPREAD: Record<number, number[]> = {
  2: [0, 3],
  3: [0, 2, 4],
  4: [0, 1, 3, 4],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
  7: [0, 1, 2, 3, 4, 5, 6],
};

/**
 * The chosen style shapes the week (docs/coaching.md "Programmes, not slots"): flexibility and mobility
 * is whole sessions of mobility and stretching, cardio is whole sessions of aerobic work. From four days
 * two of them are full-body strength, the WHO's muscle-strengthening minimum of two
 * days a week (Bull et al. 2020), never on consecutive days.
 */
function styleWeek(days: number, kind: 'mobility' | 'aerobic'): (SessionType | null)[] {
  const chosen = SPREAD[Math.min(7, Math.max(2, days))]!;
  const week: (SessionType | null)[] = Array.from({ length: 7 }, (_, day) =>
    chosen.includes(day) ? kind : null,
  );
  if (chosen.length >= 4) {
    week[0] = 'full-a';
    week[chosen[Math.floor(chosen.length / 2)]!] = 'full-b';
  }
  return week;
}

/**
 * Under 18: strength on 2-3 days that never follow each other (Faigenbaum 2009; Lloyd 2014), the other
 * days easy aerobic and mobility; a sport already played counts, so the plan lifts on two days and
 * leaves the rest to the sport.
 */
function youthWeek(days: number, sport: boolean): (SessionType | null)[] {
  if (sport || days <= 2) return ['full-a', null, null, 'full-b', null, null, null];
  const week: (SessionType | null)[] = ['full-a', null, 'full-b', null, 'full-a', null, null];
  for (const day of [1, 3, 5, 6].slice(0, Math.min(7, days) - 3))
    week[day] = day === 6 ? 'mobility' : 'aerobic';
  return week;
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
function raceWeek(days: number, easyOnly: boolean): (SessionType | null)[] {
  const week = raceTemplate(days);
  return easyOnly ? week.map((type) => (type === 'run-quality' ? 'run-easy' : type)) : week;
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
