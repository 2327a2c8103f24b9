/**
 * A triathlon or duathlon week (docs/coaching.md "Programmes, not slots", its triathlon
 * entry): each discipline the person can do, easy days rotating through them, one long
 * session in the weakest or the longest discipline (the bike), a brick (ride, then a short run) from
 * intermediate up. A discipline whose access is unsaid is replaced by the closest option and said so.
 * The builder (build/endurance.ts) and the checker (check/checker.ts rule `multisport`) both ask this.
 */
import { CATALOGUE } from '../catalogue';
import { isAvoided } from '../read/injuries';
import type { Modality } from '../read/notes';
import type { Profile } from '../read/profile';
import type { SessionType } from '../write/text';
import { continuousModality } from './exerciseFacts';
import { isRestricted } from './populations';

export type Discipline = 'swim' | 'cycle' | 'run';

export type Multisport = {
  /** The race's disciplines this person can train: a pool stated, a bike or gym bike, running. */
  available: Discipline[];
  /** The race's disciplines whose access is unsaid, each with what stands in for it. */
  substitutes: { discipline: Discipline; by: Modality }[];
};

/** Whether some endurance exercise of this kind suits the person's injuries and population rules. */
function mayDo(profile: Pick<Profile, 'injuries' | 'restrictions'>, kind: Modality): boolean {
  return CATALOGUE.some((e) => {
    if (isAvoided(e, profile.injuries) || isRestricted(e, profile.restrictions)) return false;
    const found = continuousModality(e);
    return kind === 'run' ? found === 'run' || found === 'jog' : found === kind;
  });
}

/** The disciplines of a triathlon or duathlon goal for this person; null for any other plan. */
export function multisportOf(
  profile: Pick<Profile, 'notes' | 'equipment' | 'injuries' | 'restrictions'>,
): Multisport | null {
  const race = profile.notes.race;
  if (!race?.multisport) return null;
  const machines = profile.equipment.has('cardio-machine');
  const available: Discipline[] = [];
  const substitutes: Multisport['substitutes'] = [];
  if (race.multisport === 'triathlon' && mayDo(profile, 'swim')) {
    if (race.pool === true) available.push('swim');
    // The closest to a swim without a pool: the rower's whole-body, low-impact pull, else the bike.
    else if (race.pool === null)
      substitutes.push({
        discipline: 'swim',
        by: machines && mayDo(profile, 'row') ? 'row' : machines ? 'cycle' : 'walk',
      });
  }
  if (mayDo(profile, 'cycle')) {
    if (race.bike === true || machines) available.push('cycle');
    // No bike said and no machines: the ride's share is easy aerobic work on foot until they say.
    else if (race.bike === null) substitutes.push({ discipline: 'cycle', by: 'walk' });
  }
  if (mayDo(profile, 'run')) available.push('run');
  return { available, substitutes };
}

export type MultisportDay = { modality: Modality; long: boolean; brick: boolean };

const LEVEL_FOR_BRICK = new Set(['intermediate', 'advanced']);

/**
 * Each endurance day's discipline: the long day in the weakest discipline when it is available, else the
 * bike (the longest leg), else the run; the quality day a run; the easy days first to disciplines the
 * week still lacks, then in turn. A brick on the long ride, or on the first easy ride, for intermediates up.
 */
export function multisportWeek(
  week: readonly (SessionType | null)[],
  multisport: Multisport,
  profile: Pick<Profile, 'level' | 'notes'>,
): (MultisportDay | null)[] {
  const { available, substitutes } = multisport;
  const rotation: Modality[] = [
    ...available,
    ...substitutes.map((s) => s.by).filter((by) => by !== 'walk' && !available.includes(by as Discipline)),
  ];
  const weakest = profile.notes.race?.weakest ?? null;
  const longModality: Modality =
    weakest && available.includes(weakest)
      ? weakest
      : available.includes('cycle')
        ? 'cycle'
        : (available[0] ?? 'run');
  const qualityModality: Modality = available.includes('run') ? 'run' : (available[0] ?? 'run');
  const covered = new Set<Modality>();
  for (const type of week) {
    if (type === 'run-long') covered.add(longModality);
    if (type === 'run-quality') covered.add(qualityModality);
  }
  // A discipline the week lacks first (the run before the others: every triathlon runs), then the one
  // with the fewest days so far, the bike (the longest leg) before the swim on a tie.
  const order: Modality[] = ['run', 'swim', 'cycle', 'row'];
  const tie: Modality[] = ['cycle', 'swim', 'row', 'run'];
  const count = new Map<Modality, number>();
  for (const modality of covered) count.set(modality, (count.get(modality) ?? 0) + 1);
  const days = week.map((type): MultisportDay | null => {
    if (type === 'run-long') return { modality: longModality, long: true, brick: false };
    if (type === 'run-quality') return { modality: qualityModality, long: false, brick: false };
    if (type !== 'run-easy' && type !== 'run-strength') return null;
    const missing = order.find((modality) => rotation.includes(modality) && !covered.has(modality));
    const fewest = tie
      .filter((modality) => rotation.includes(modality))
      .sort((a, b) => (count.get(a) ?? 0) - (count.get(b) ?? 0))[0];
    const modality = missing ?? fewest ?? 'run';
    covered.add(modality);
    count.set(modality, (count.get(modality) ?? 0) + 1);
    return { modality, long: false, brick: false };
  });
  if (LEVEL_FOR_BRICK.has(profile.level) && available.includes('cycle') && available.includes('run')) {
    const ride =
      days.find((day) => day?.long && day.modality === 'cycle') ??
      days.find((day) => day?.modality === 'cycle');
    if (ride) ride.brick = true;
  }
  return days;
}
