import type { Day, PlanDraft, ProgressionWeek } from '../../contract/workout';
import { CATALOGUE_BY_ID } from './catalogue';
import { type CatalogueExercise, LEVELS, type Muscle } from './catalogue/types';
import { continuousModality, isUnilateral, repCapOf } from './design/exerciseFacts';
import { isRestricted } from './design/populations';
import { regionOf } from './design/regions';
import { isAvoided } from './injuries';
import { prescriptionFor } from './prescription';
import type { Profile } from './profile';
import { sessionMinutesOf } from './timing';

/**
 * Checks any plan (the built-in coach's or an LLM's) against the rules of docs/coaching.md.
 * Returns the violations; an empty list means the plan may be shown.
 */
export type Violation = { rule: string; detail: string };

/** Muscles that tolerate frequent work; hard sessions on consecutive days are fine for them. */
export const FREQUENT_MUSCLES: ReadonlySet<Muscle> = new Set([
  'abs',
  'obliques',
  'calves',
  'forearms',
  'cardio',
  'hip-flexors',
  'lower-back',
]);
const MAJOR_GROUPS: Record<string, Muscle[]> = {
  legs: ['quads', 'hamstrings', 'glutes'],
  push: ['chest', 'shoulders', 'triceps'],
  pull: ['lats', 'upper-back', 'rear-delts', 'biceps'],
};
const TIME_TOLERANCE_MINUTES = 1;

/**
 * The most weekly sets a muscle may get: the top of the hypertrophy range for the level (the highest
 * of docs/coaching.md's ranges), plus about 30% for a focus area and a little for compound lifts that count
 * fully for every primary muscle.
 */
export function weeklySetCeiling(profile: Pick<Profile, 'level'>): number {
  return Math.round(prescriptionFor('muscle', profile.level).weeklySets[1] * 1.3 + 4);
}

/**
 * Fractional set counting: a set counts fully for the exercise's main target (its first primary muscle)
 * and half for the other muscles it works, so a squat is not counted as a full set of quads, glutes and
 * adductors at once.
 */
export function addSets(
  totals: Map<Muscle, number>,
  exercise: Pick<CatalogueExercise, 'primary' | 'secondary'>,
  sets: number,
): void {
  for (const [index, muscle] of exercise.primary.entries()) {
    totals.set(muscle, (totals.get(muscle) ?? 0) + (index === 0 ? sets : sets / 2));
  }
  for (const muscle of exercise.secondary) totals.set(muscle, (totals.get(muscle) ?? 0) + sets / 2);
}

function isHard(exercise: CatalogueExercise): boolean {
  return exercise.pattern !== 'mobility' && exercise.pattern !== 'conditioning';
}

/** True when legs, pushing and pulling muscles each get hard sets on two days or more. */
export function trainsEveryMuscleTwiceIn(schedule: readonly Day[]): boolean {
  return Object.values(MAJOR_GROUPS).every(
    (muscles) =>
      schedule.filter(
        (day) =>
          day.kind === 'training' &&
          day.exercises.some((exercise) => {
            const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
            return (
              entry !== undefined && isHard(entry) && entry.primary.some((muscle) => muscles.includes(muscle))
            );
          }),
      ).length >= 2,
  );
}

export function checkPlan(plan: PlanDraft, profile: Profile): Violation[] {
  const violations: Violation[] = [];
  const level = LEVELS.indexOf(profile.level);
  const trainingDays = plan.schedule.filter((day) => day.kind !== 'rest');

  if (plan.schedule.length !== 7)
    violations.push({ rule: 'week', detail: `schedule has ${plan.schedule.length} days, not 7` });
  const activeDays = trainingDays.length;
  const clearance = profile.screening.outcome === 'clearance';
  if (!clearance && activeDays !== profile.days) {
    violations.push({ rule: 'days', detail: `${activeDays} active days for ${profile.days} requested` });
  }
  if (profile.days < 7 && plan.restDays.length === 0)
    violations.push({ rule: 'rest-days', detail: 'no named rest day' });
  if (profile.days === 7 && !plan.schedule.some((day) => day.kind === 'active-recovery')) {
    violations.push({ rule: 'rest-days', detail: '7 days without a recovery day' });
  }
  if (!plan.disclaimer) violations.push({ rule: 'disclaimer', detail: 'missing safety disclaimer' });

  const weeklySets = new Map<Muscle, number>();
  for (const day of plan.schedule) {
    if (day.kind === 'rest' && day.exercises.length > 0) {
      violations.push({ rule: 'rest-days', detail: `${day.name} is a rest day with exercises` });
    }
    if (day.kind === 'rest') continue;
    if (day.exercises.length === 0)
      violations.push({ rule: 'empty-day', detail: `${day.name} has no exercises` });
    const weekday = plan.schedule.indexOf(day);
    const chosen = profile.dayMinutes.get(weekday) ?? profile.minutes;
    const minutes = sessionMinutesOf(day.exercises, chosen);
    if (minutes > chosen + TIME_TOLERANCE_MINUTES) {
      violations.push({
        rule: 'time',
        detail: `${day.name} takes ${minutes} min for a ${chosen}-minute session`,
      });
    }
    // Sessions fill the time chosen within about 10% (a gentle clearance day is short on purpose).
    if (!clearance && minutes < Math.floor(chosen * 0.88) - TIME_TOLERANCE_MINUTES) {
      violations.push({ rule: 'time-filled', detail: `${day.name} takes ${minutes} min of ${chosen}` });
    }
    violations.push(...checkSession(day, profile));
    const seen = new Set<string>();
    for (const exercise of day.exercises) {
      const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
      if (!entry) {
        violations.push({
          rule: 'catalogue',
          detail: `${day.name}: "${exercise.name}" is not in the catalogue`,
        });
        continue;
      }
      // An easy aerobic block at the end may reuse the day's walk or march.
      if (seen.has(entry.id) && exercise.block !== 'Cardio')
        violations.push({ rule: 'repeat', detail: `${day.name}: ${entry.id} twice` });
      seen.add(entry.id);
      // Walks, runs, rides, rows and swims happen wherever the visitor does them; a preferred sport or
      // a race brings its own bike, pool or rower.
      const modality = continuousModality(entry);
      const ownSport =
        modality !== null && (modality === profile.notes.prefer || modality === profile.notes.race?.modality);
      const missing = entry.equipment.filter((item) => !profile.equipment.has(item));
      if (missing.length && !ownSport)
        violations.push({ rule: 'equipment', detail: `${entry.id} needs ${missing.join(', ')}` });
      if (!entry.locations.includes(profile.location) && modality === null) {
        violations.push({ rule: 'location', detail: `${entry.id} is not possible at ${profile.location}` });
      }
      if (LEVELS.indexOf(entry.minLevel) > level || LEVELS.indexOf(entry.maxLevel) < level) {
        violations.push({ rule: 'level', detail: `${entry.id} does not suit ${profile.level}` });
      }
      if (isRestricted(entry, profile.restrictions)) {
        violations.push({
          rule: 'restriction',
          detail: `${entry.id} is ruled out for ${profile.restrictions
            .filter((r) => r.avoid(entry))
            .map((r) => r.key)
            .join(', ')}`,
        });
      }
      if (clearance && entry.pattern !== 'mobility' && continuousModality(entry) !== 'walk') {
        violations.push({ rule: 'clearance', detail: `${entry.id} is more than gentle walking or mobility` });
      }
      if (isAvoided(entry, profile.injuries)) {
        violations.push({
          rule: 'injury',
          detail: `${entry.id} is on the avoid list for ${profile.injuries.map((r) => r.key).join(', ')}`,
        });
      }
      if (profile.level === 'novice' && entry.impact === 'high' && exercise.block !== '') {
        // Novices get low-impact intervals only.
        violations.push({
          rule: 'novice-impact',
          detail: `${entry.id} is high-impact interval work for a novice`,
        });
      }
      if (isHard(entry)) {
        // Timed interval and circuit rounds are not sets taken near failure: they count half.
        const sets =
          exercise.sets *
          (day.style === 'hiit' || day.style === 'circuit' || exercise.durationSeconds ? 0.5 : 1);
        addSets(weeklySets, entry, sets);
      }
    }
  }

  violations.push(...checkConsecutiveDays(plan.schedule));
  violations.push(...checkRepeatedLabels(plan.schedule));
  violations.push(...checkWording(plan, profile.language));
  if (plan.screening.outcome !== profile.screening.outcome) {
    violations.push({
      rule: 'screening',
      detail: `plan says ${plan.screening.outcome}, screening said ${profile.screening.outcome}`,
    });
  }
  // The overview claims twice-weekly training only when the week delivers it.
  if (/twice a week|dos veces por semana/.test(plan.overview) && !trainsEveryMuscleTwiceIn(plan.schedule)) {
    violations.push({ rule: 'claim', detail: 'overview says every muscle twice a week, the week does not' });
  }

  // Weekly volume: never above the top of the range for goal and level (focus may add about 30%), and
  // no major group left out of the week.
  const ceiling = weeklySetCeiling(profile);
  for (const [muscle, sets] of weeklySets) {
    if (!FREQUENT_MUSCLES.has(muscle) && sets > ceiling) {
      violations.push({ rule: 'volume', detail: `${muscle}: ${sets} sets a week, above ${ceiling}` });
    }
  }
  const liftingDays = plan.schedule.filter(
    (day) =>
      day.kind === 'training' &&
      day.style !== 'hiit' &&
      day.exercises.some((exercise) => {
        const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
        return entry !== undefined && isHard(entry);
      }),
  ).length;
  if (liftingDays >= 2 && !profile.notes.race) {
    for (const [group, muscles] of Object.entries(MAJOR_GROUPS)) {
      if (!muscles.some((muscle) => (weeklySets.get(muscle) ?? 0) > 0)) {
        violations.push({ rule: 'balance', detail: `no ${group} work in the week` });
      }
    }
  }
  return violations;
}

const numbersIn = (text: string | null) => (text?.match(/\d+/g) ?? []).map(Number);

/**
 * One session against docs/coaching.md "Sessions a coach would sign" and "Populations": continuous
 * blocks only for walking, cycling, rowing, jogging and swimming; hard bodyweight moves at sensible
 * reps; supersets of muscles that do not compete; "per side" on one-sided work; the population limits
 * on reps, effort, sets and intervals.
 */
function checkSession(day: Day, profile: Profile): Violation[] {
  const violations: Violation[] = [];
  const { limits } = profile;
  const blocks = new Map<string, CatalogueExercise[]>();
  for (const exercise of day.exercises) {
    const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
    if (!entry) continue;
    if (exercise.sets === 1 && (exercise.durationSeconds ?? 0) >= 120 && !continuousModality(entry)) {
      violations.push({
        rule: 'continuous',
        detail: `${day.name}: ${entry.id} as a ${exercise.durationSeconds} s block`,
      });
    }
    const [low, high] = numbersIn(exercise.reps);
    const cap = repCapOf(entry);
    if (cap !== null && (high ?? low ?? 0) > cap) {
      violations.push({
        rule: 'rep-cap',
        detail: `${day.name}: ${entry.id} for ${exercise.reps} reps, above ${cap}`,
      });
    }
    if (low !== undefined && low < limits.minReps) {
      violations.push({
        rule: 'population-reps',
        detail: `${day.name}: ${entry.id} at ${exercise.reps} reps`,
      });
    }
    const rir = numbersIn(exercise.effort.startsWith('RIR') ? exercise.effort : null);
    if (rir.length && rir[0]! < limits.minRir) {
      violations.push({
        rule: 'population-effort',
        detail: `${day.name}: ${entry.id} at ${exercise.effort}`,
      });
    }
    if (exercise.sets > limits.maxSets && exercise.reps) {
      violations.push({
        rule: 'population-sets',
        detail: `${day.name}: ${entry.id} for ${exercise.sets} sets`,
      });
    }
    const runWalk = entry.id === 'run-walk-intervals';
    if (
      limits.noIntervals &&
      !runWalk &&
      (day.style === 'hiit' || exercise.block === 'Intervals' || exercise.block === 'Finisher')
    ) {
      violations.push({
        rule: 'population-intervals',
        detail: `${day.name}: ${entry.id} in an interval block`,
      });
    }
    if (isUnilateral(entry) && !exercise.perSide) {
      violations.push({ rule: 'per-side', detail: `${day.name}: ${entry.id} without "per side"` });
    }
    if (/^[A-Z][12]$/.test(exercise.block)) {
      const list = blocks.get(exercise.block[0]!) ?? [];
      list.push(entry);
      blocks.set(exercise.block[0]!, list);
    }
  }
  for (const [label, pair] of blocks) {
    const regions = pair.map((entry) => regionOf(entry));
    if (pair.length === 2 && regions[0] === regions[1] && regions[0] !== 'other') {
      violations.push({
        rule: 'superset',
        detail: `${day.name}: superset ${label} pairs two ${regions[0]} exercises`,
      });
    }
  }
  if (limits.balanceEverySession && day.kind !== 'rest') {
    const balance = [...day.warmUp, ...day.exercises.map((exercise) => exercise.name)].some((line) =>
      /balance|equilibrio|single-leg stand|heel-to-toe|una pierna|tándem/i.test(line),
    );
    if (!balance) violations.push({ rule: 'balance-work', detail: `${day.name} has no balance work` });
  }
  return violations;
}

/** Words and numbers a reader would stumble on: English keys in a Spanish plan, "1 rounds", "12-12". */
export function checkWording(plan: PlanDraft, language: 'en' | 'es'): Violation[] {
  const violations: Violation[] = [];
  const texts = [
    plan.overview,
    ...plan.notes,
    ...plan.schedule.flatMap((day) => [
      day.focus,
      ...day.warmUp,
      ...day.coolDown,
      ...day.exercises.map((e) => e.text),
    ]),
  ];
  for (const text of texts) {
    if (/\b1 (rounds|rondas)\b/.test(text)) violations.push({ rule: 'wording', detail: `"${text}"` });
    const same = /\b(\d+)-(\d+)\b/g;
    for (const match of text.matchAll(same)) {
      if (match[1] === match[2]) violations.push({ rule: 'wording', detail: `"${match[0]}" in "${text}"` });
    }
    if (
      language === 'es' &&
      /\b(strength|muscle|novice|beginner|intermediate|advanced|health|loss|tone|full-body|traditional|circuit|supersets|fullBody|stayHealthy|buildMuscle)\b/.test(
        text,
      )
    ) {
      violations.push({ rule: 'language', detail: `English word in a Spanish plan: "${text}"` });
    }
  }
  return violations;
}

/** Days with the same label repeat the same exercises (a shorter day keeps a part of them). */
function checkRepeatedLabels(schedule: readonly Day[]): Violation[] {
  const violations: Violation[] = [];
  const byLabel = new Map<string, Day[]>();
  for (const day of schedule) {
    if (day.kind === 'rest') continue;
    byLabel.set(day.focus, [...(byLabel.get(day.focus) ?? []), day]);
  }
  for (const [label, days] of byLabel) {
    const ids = days.map((day) => day.exercises.filter((e) => e.block !== 'Cardio').map((e) => e.catalogId));
    const longest = ids.reduce((x, y) => (y.length > x.length ? y : x));
    for (const list of ids) {
      if (!list.every((id) => longest.includes(id))) {
        violations.push({ rule: 'same-label', detail: `"${label}" days do not repeat the same exercises` });
        break;
      }
    }
  }
  return violations;
}

/** No muscle trained hard on two consecutive days (48 h between hard sessions, docs/coaching.md). */
function checkConsecutiveDays(schedule: readonly Day[]): Violation[] {
  const violations: Violation[] = [];
  const hardMuscles = schedule.map((day) => {
    const muscles = new Set<Muscle>();
    if (day.kind !== 'training') return muscles;
    for (const exercise of day.exercises) {
      const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
      if (!entry || !isHard(entry) || !entry.compound) continue;
      for (const muscle of entry.primary) if (!FREQUENT_MUSCLES.has(muscle)) muscles.add(muscle);
    }
    return muscles;
  });
  for (let index = 0; index < schedule.length; index += 1) {
    const today = hardMuscles[index]!;
    const tomorrow = hardMuscles[(index + 1) % schedule.length]!;
    if (schedule.length < 7 && index === schedule.length - 1) break;
    const shared = [...today].filter((muscle) => tomorrow.has(muscle));
    if (shared.length) {
      violations.push({
        rule: 'recovery',
        detail: `${schedule[index]!.name} and the next day both train ${shared.join(', ')} hard`,
      });
    }
  }
  return violations;
}

/** A four-week progression: weeks 1-4, the same days and exercise order as the plan each week. */
export function checkProgression(
  weeks: readonly ProgressionWeek[],
  plan: Pick<PlanDraft, 'schedule'>,
  profile: Profile,
): Violation[] {
  const violations: Violation[] = [];
  if (weeks.map((week) => week.weekNumber).join(',') !== '1,2,3,4') {
    violations.push({ rule: 'progression', detail: 'weeks must be numbered 1 to 4' });
    return violations;
  }
  const trainingDays = plan.schedule.filter((day) => day.kind !== 'rest');
  for (const week of weeks) {
    const names = week.schedule.map((day) => day.name).join(',');
    if (names !== trainingDays.map((day) => day.name).join(',')) {
      violations.push({ rule: 'progression', detail: `week ${week.weekNumber} days differ from the plan` });
    }
    for (const day of week.schedule) {
      const minutes = sessionMinutesOf(day.exercises, profile.minutes);
      if (minutes > profile.minutes + TIME_TOLERANCE_MINUTES) {
        violations.push({ rule: 'time', detail: `week ${week.weekNumber} ${day.name} takes ${minutes} min` });
      }
    }
  }
  const totalSets = (week: ProgressionWeek) =>
    week.schedule.reduce((sum, day) => sum + day.exercises.reduce((s, e) => s + e.sets, 0), 0);
  const trained = LEVELS.indexOf(profile.level) >= LEVELS.indexOf('intermediate');
  const reducible = weeks[2]!.schedule.some((day) => day.exercises.some((exercise) => exercise.sets > 1));
  if (trained && reducible && totalSets(weeks[3]!) >= totalSets(weeks[2]!)) {
    violations.push({ rule: 'progression', detail: 'week 4 must be lighter than week 3 for trained people' });
  }
  return violations;
}
