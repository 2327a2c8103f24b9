import type { Day, Exercise, PlanDraft, ProgressionWeek } from '../../../contract/workout';
import { canDo } from '../build/programme';
import { exercisesSeconds, sessionMinutesOf } from '../build/timing';
import { CATALOGUE, CATALOGUE_BY_ID } from '../catalogue';
import { type CatalogueExercise, LEVELS, type Muscle } from '../catalogue/types';
import { loadsPart, partsToSpare, sparesTheArms } from '../design/clearance';
import {
  continuousModality,
  isFloorWork,
  isJumping,
  isLoadedTwist,
  isUnilateral,
  loadsTheArms,
  MARCH_MAX_SECONDS,
  marchesToTheCap,
  movementFamily,
  positionOf,
  repCapOf,
  suitsLowReps,
} from '../design/exerciseFacts';
import {
  BREATHLESS_BOUT,
  bendsOrTwistsTheSpine,
  beyondTheirSkill,
  breaksHipPrecautions,
  isHardBodyweightMove,
  isLegBased,
  isOneLegStance,
  isOutOfTheChair,
  isRestricted,
  isUnsupportedBalance,
  isUnsupportedSingleLeg,
  makesTheAbdomenDome,
  needsSupportedBalance,
  populationOf,
  walksInBouts,
} from '../design/populations';
import { prescriptionFor } from '../design/prescription';
import { activeProgramme, programmeDays } from '../design/programmes';
import { regionOf } from '../design/regions';
import { isAvoided, jumpsOrRuns } from '../read/injuries';
import type { Profile } from '../read/profile';
import { raceTimeline } from '../read/race';
import { FAST_IDS, planFacts } from '../write/planFacts';
import { marchNote } from '../write/text';

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

/** Fast or hard words a gentle week never uses, in both languages, and the walks that are not gentle. */
const FAST_WORDS = /\bbrisk|\bfast\b|\bquick pace|\bpower walk|r[aá]pid[oa]|a buen ritmo|\bintens/i;
const CLEARANCE_FAST = FAST_IDS;

/** What a plan says when it promises no impact (coach/write/text.ts, the injury advice), in both languages. */
export const NO_IMPACT_WORDS = /jumping or running|saltos ni carrera/;

/**
 * The most weekly sets a muscle may get: the top of the hypertrophy range for the level (the highest
 * of docs/coaching.md's ranges), plus about 30% for a focus area and a little for compound lifts that count
 * fully for every primary muscle.
 */
export function weeklySetCeiling(profile: Pick<Profile, 'level'> & Partial<Pick<Profile, 'age'>>): number {
  // Under 18: 1-2 sets of a few exercises on 2-3 days (Faigenbaum 2009; Lloyd 2014), whatever the level.
  if ((profile.age ?? 30) < 18) return YOUTH_SETS_PER_MUSCLE;
  return Math.round(prescriptionFor('muscle', profile.level).weeklySets[1] * 1.3 + 4);
}

/** Youth resistance training (docs/coaching.md "Populations", under 18): the week's ceilings. */
export const YOUTH_SETS_PER_MUSCLE = 10;
export const YOUTH_WEEKLY_SETS = 48;
export const YOUTH_STRENGTH_DAYS = 3;
/** The longest easy aerobic block a teenager's strength day may end with: no padding with running. */
export const YOUTH_TOP_UP_SECONDS = 10 * 60;

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
  const programme = activeProgramme(profile);
  const expectedDays = programme ? programmeDays(programme, profile.days) : expectedActiveDays(profile);
  if (!clearance && activeDays !== expectedDays) {
    violations.push({ rule: 'days', detail: `${activeDays} active days for ${expectedDays} planned` });
  }
  if (profile.days < 7 && plan.restDays.length === 0)
    violations.push({ rule: 'rest-days', detail: 'no named rest day' });
  if (profile.days === 7 && !plan.schedule.some((day) => day.kind === 'active-recovery')) {
    violations.push({ rule: 'rest-days', detail: '7 days without a recovery day' });
  }
  if (!plan.disclaimer) violations.push({ rule: 'disclaimer', detail: 'missing safety disclaimer' });

  // A plan that says "no jumping or running" (for a knee, an ankle or a foot) holds none anywhere:
  // not in a finisher, not as a drill on the spot (butt kicks are jogging).
  const promisesNoImpact =
    profile.injuries.some((rule) => rule.noImpact) ||
    NO_IMPACT_WORDS.test([plan.overview, ...plan.notes].join(' '));

  const spared = clearance ? partsToSpare(profile) : [];
  const weeklySets = new Map<Muscle, number>();
  for (const day of plan.schedule) {
    if (day.kind === 'rest' && day.exercises.length > 0) {
      violations.push({ rule: 'rest-days', detail: `${day.name} is a rest day with exercises` });
    }
    if (day.kind === 'rest') continue;
    if (day.exercises.length === 0)
      violations.push({ rule: 'empty-day', detail: `${day.name} has no exercises` });
    const weekday = plan.schedule.indexOf(day);
    // A programme's sessions may be shorter than chosen, on purpose and said in the notes.
    const chosen = Math.min(profile.dayMinutes.get(weekday) ?? profile.minutes, programme?.maxMinutes ?? 999);
    const minutes = sessionMinutesOf(day.exercises, chosen);
    // A race plan's long run may take longer than the other days, said in the notes (build/plan.ts).
    const longerLongRun = LONG_RUN_DAY.test(day.focus) && plan.notes.some((note) => LONG_RUN_NOTE.test(note));
    if (minutes > chosen + TIME_TOLERANCE_MINUTES && !longerLongRun) {
      violations.push({
        rule: 'time',
        detail: `${day.name} takes ${minutes} min for a ${chosen}-minute session`,
      });
    }
    // Sessions fill the time chosen within about 10% (a gentle clearance day is short on purpose).
    // A teenager's strength day ends when its work is done, never padded (youth-padding below).
    const youthLifting =
      profile.age < 18 &&
      day.exercises.some((exercise) => {
        const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
        return entry !== undefined && isHard(entry) && exercise.reps !== null;
      });
    // A march kept short where nothing else is at hand ends the session early, said in the notes.
    const marchShort =
      day.exercises.some(marchesToTheCap) && plan.notes.includes(marchNote(profile.language));
    if (
      !clearance &&
      !programme?.gentle &&
      !youthLifting &&
      !marchShort &&
      minutes < Math.floor(chosen * 0.88) - TIME_TOLERANCE_MINUTES
    ) {
      violations.push({ rule: 'time-filled', detail: `${day.name} takes ${minutes} min of ${chosen}` });
    }
    violations.push(...checkSession(day, profile));
    if (clearance)
      for (const line of [...day.warmUp, ...day.coolDown])
        if (FAST_WORDS.test(line))
          violations.push({ rule: 'clearance-words', detail: `${day.name}: "${line}" in a gentle week` });
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
      if (
        clearance &&
        entry.pattern !== 'mobility' &&
        entry.pattern !== 'pelvic-floor' &&
        continuousModality(entry) !== 'walk' &&
        continuousModality(entry) !== 'wheel'
      ) {
        violations.push({ rule: 'clearance', detail: `${entry.id} is more than gentle walking or mobility` });
      }
      // A plan that says "nothing fast" names nothing fast (docs/coaching.md, issue 25 item 5).
      if (clearance && (CLEARANCE_FAST.has(entry.id) || FAST_WORDS.test(exercise.name)))
        violations.push({
          rule: 'clearance-words',
          detail: `${day.name}: "${exercise.name}" in a gentle week`,
        });
      if (clearance)
        for (const part of spared)
          if (loadsPart(entry, part))
            violations.push({
              rule: 'clearance-joint',
              detail: `${day.name}: ${entry.id} loads or stretches the ${part} that waits for a professional`,
            });
      if (isAvoided(entry, profile.injuries)) {
        violations.push({
          rule: 'injury',
          detail: `${entry.id} is on the avoid list for ${profile.injuries.map((r) => r.key).join(', ')}`,
        });
      }
      if (promisesNoImpact && jumpsOrRuns(entry)) {
        violations.push({
          rule: 'promised-no-impact',
          detail: `${day.name}: ${entry.id} jumps or runs, and the plan says no jumping or running`,
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
  violations.push(...checkClaims(plan, profile));
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
  const legsOut = populationOf(profile.special, 'wheelchair')?.legFunction === 'none';
  if (liftingDays >= 2 && !profile.notes.race && !programme?.gentle) {
    for (const [group, muscles] of Object.entries(MAJOR_GROUPS)) {
      if (group === 'legs' && legsOut) continue;
      // A group left out is a fault only when the catalogue holds work for it that this visitor may do
      // (their kit, place, level, injuries and every population's rules): with a line in the arm and no
      // equipment there is no safe push, and a plan without one beats the cautious week.
      if (
        !muscles.some((muscle) => (weeklySets.get(muscle) ?? 0) > 0) &&
        CATALOGUE.some(
          (e) => isHard(e) && e.primary.some((muscle) => muscles.includes(muscle)) && canDo(profile, e),
        )
      ) {
        violations.push({ rule: 'balance', detail: `no ${group} work in the week` });
      }
    }
  }
  violations.push(...checkPopulations(plan.schedule, profile));
  violations.push(...checkProgrammeShape(plan, profile));
  violations.push(...checkRaceShape(plan, profile));
  return violations;
}

const LONG_RUN_NOTE =
  /^(Your long run is the longest session of the week|La carrera larga es la sesión más larga de la semana)/;
const RACE_TIMELINE_NOTE =
  /is not safe to race|no es segur[oa] de correr|too close to build|demasiado pronto para ganar/;

/** Seconds actually running (or jogging) in a day: run-walk rounds' running parts and runs, not walks. */
function runSecondsOf(exercises: readonly Exercise[]): number {
  return exercises.reduce((sum, e) => {
    const entry = e.catalogId ? CATALOGUE_BY_ID.get(e.catalogId) : undefined;
    if (!entry) return sum;
    const seconds = e.durationSeconds ?? 0;
    const kind = continuousModality(entry);
    const running =
      entry.id === 'run-walk-intervals' ||
      kind === 'run' ||
      kind === 'jog' ||
      entry.id === 'running-intervals';
    return sum + (running ? e.sets * seconds : 0);
  }, 0);
}

/**
 * A running race plan (docs/coaching.md "Endurance and race goals", "Programmes, not slots"; issue 26):
 * a running goal gets running whenever the visitor may run; the long run is the week's longest run;
 * a race too close for the person's running is said in the notes and gets no hard session.
 */
export function checkRaceShape(plan: PlanDraft, profile: Profile): Violation[] {
  const race = profile.notes.race;
  if (race?.modality !== 'run' || profile.screening.outcome === 'clearance' || activeProgramme(profile))
    return [];
  const violations: Violation[] = [];
  const mayRun = CATALOGUE.some((e) => {
    const kind = continuousModality(e);
    return (
      (kind === 'run' || kind === 'jog') &&
      !isAvoided(e, profile.injuries) &&
      !isRestricted(e, profile.restrictions)
    );
  });
  const prefersOther =
    profile.notes.prefer !== null && profile.notes.prefer !== 'run' && profile.notes.prefer !== 'walk';
  const runs = plan.schedule.map((day) => (day.kind === 'training' ? runSecondsOf(day.exercises) : 0));
  if (mayRun && !prefersOther && runs.every((seconds) => seconds === 0))
    violations.push({ rule: 'race-running', detail: 'a running goal with no running in the week' });
  const longIndex = plan.schedule.findIndex((day) => LONG_RUN_DAY.test(day.focus));
  // A long day in another sport (running ruled out by an injury) is not compared with runs.
  if (longIndex >= 0 && runs[longIndex]! > 0) {
    const long = runs[longIndex]!;
    for (const [index, seconds] of runs.entries())
      if (index !== longIndex && seconds > long)
        violations.push({
          rule: 'long-run',
          detail: `${plan.schedule[index]!.name} runs ${seconds} s, the long run ${long} s`,
        });
  }
  const timeline = raceTimeline(race, profile.level);
  if (timeline !== 'ok') {
    if (!plan.notes.some((note) => RACE_TIMELINE_NOTE.test(note)))
      violations.push({ rule: 'race-timeline', detail: `a ${timeline} race timeline left unsaid` });
    if (
      plan.schedule.some((day) => day.exercises.some((e) => e.block === 'Intervals' || e.block === 'Tempo'))
    )
      violations.push({ rule: 'race-timeline', detail: 'hard running sessions with the race too close' });
  }
  return violations;
}

/** "3-6" or "5" as its top number of reps; null for timed work. */
const topReps = (reps: string | null) => {
  const numbers = (reps ?? '').match(/\d+/g);
  return numbers ? Number(numbers[numbers.length - 1]) : null;
};

/**
 * The shape of a general plan (docs/coaching.md "Programmes, not slots"; issue 26): the chosen style
 * shapes the week, continuous work comes from what the place has, low reps only on lifts that suit
 * them and never as a single set, one variant of a movement per session. The populations' programmes
 * and clearance weeks have their own rules above.
 */
export function checkProgrammeShape(plan: PlanDraft, profile: Profile): Violation[] {
  const violations: Violation[] = [];
  const general =
    profile.screening.outcome !== 'clearance' && !activeProgramme(profile) && profile.notes.race === null;
  const active = plan.schedule.filter((day) => day.kind !== 'rest');
  const entryOf = (exercise: Exercise) =>
    exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
  const mobilityOnly = (day: Day) =>
    day.exercises.length > 0 &&
    day.exercises.every((exercise) => {
      const entry = entryOf(exercise);
      return entry !== undefined && (entry.pattern === 'mobility' || isContinuousBlock(exercise));
    });
  const aerobicDay = (day: Day) => {
    const seconds = day.exercises.reduce(
      (sum, exercise) => sum + (isContinuousBlock(exercise) ? (exercise.durationSeconds ?? 0) : 0),
      0,
    );
    // Half the session, or a short day's (and the cautious week's) walk of 5 minutes and more.
    return seconds >= Math.min(5 * 60, 0.5 * exercisesSeconds(day.exercises));
  };
  if (general && profile.age >= 18 && active.length > 0) {
    if (profile.extraMobility && active.filter(mobilityOnly).length * 2 < active.length)
      violations.push({ rule: 'style', detail: 'a flexibility plan whose days are not mostly mobility' });
    if (profile.cardioStyle && active.filter(aerobicDay).length * 2 < active.length)
      violations.push({ rule: 'style', detail: 'a cardio plan whose days are not mostly aerobic' });
  }
  for (const day of active) {
    const families = new Set<string>();
    for (const exercise of day.exercises) {
      const entry = entryOf(exercise);
      if (!entry) continue;
      const modality = continuousModality(entry);
      if (modality === 'swim' && profile.notes.prefer !== 'swim' && profile.notes.race?.modality !== 'swim')
        violations.push({ rule: 'modality-place', detail: `${day.name}: ${entry.id} without a pool named` });
      if (entry.id === 'marching-in-place' && (exercise.durationSeconds ?? 0) > MARCH_MAX_SECONDS)
        violations.push({
          rule: 'modality-place',
          detail: `${day.name}: ${entry.id} for ${Math.round((exercise.durationSeconds ?? 0) / 60)} min`,
        });
      const top = exercise.durationSeconds === null ? topReps(exercise.reps) : null;
      if (top !== null && top <= 6 && entry.progression === 'load' && !suitsLowReps(entry))
        violations.push({ rule: 'set-floor', detail: `${day.name}: ${entry.id} at ${exercise.reps} reps` });
      // A short circuit's single round is a round, not a heavy set (Nuzzo 2024, docs/coaching.md).
      if (
        top !== null &&
        top <= 6 &&
        exercise.sets < 2 &&
        entry.progression === 'load' &&
        !ROUND_BLOCKS.has(exercise.block)
      )
        violations.push({ rule: 'set-floor', detail: `${day.name}: ${entry.id} a single heavy set` });
      const family = movementFamily(entry);
      if (family && families.has(family))
        violations.push({ rule: 'same-movement', detail: `${day.name}: ${entry.id}, a second ${family}` });
      if (family) families.add(family);
    }
  }
  return violations;
}

/** Training days the general plans give: a teenager who plays a sport lifts on two days (it counts). */
export function expectedActiveDays(profile: Pick<Profile, 'days' | 'age' | 'youthSport'>): number {
  return profile.age < 18 && profile.youthSport ? Math.min(profile.days, 2) : profile.days;
}

/** Balance drills done with a hand on a support (catalogue cues say so). */
const SUPPORTED_BALANCE_IDS = [
  'tandem-stand-supported',
  'single-leg-stand-supported',
  'heel-to-toe-walk',
  'supported-side-step',
];

const WALK_WORDS = /\bwalk|brisk|camina|paseo|marcha\b|marching/i;

/**
 * What a warm-up or cool-down line says, for the rules that reach every part of a session: standing on
 * one leg (and whether a hand is on a support), bending or twisting the spine, swinging the arms. Both
 * languages; the catalogue's own names are matched too (namedIn).
 */
const ONE_LEG_LINE =
  /\b(one|single)[- ]leg|\bon one foot|heel[- ]to[- ]toe|\btandem|una (sola )?pierna|un (solo )?pie\b|pie delante del otro|t[aá]ndem/i;
const SUPPORT_LINE =
  /\bhands? on\b|\bholding\b|\bhold(ing)? on|\bsupport|\bchair\b|\bcounter|\brail|\bmanos? (en|sobre|apoyad)|apoy|agarr|sujet|silla|encimera|barandilla/i;
const SPINE_LINE =
  /toe[- ]?touch|touch(ing)? (your )?toes|knees?[- ]to[- ](the )?chest|\bcrunch|\bsit-?ups?\b|\btwist|trunk (turn|rotation)|spinal rotation|(tocar(te)?|toca) (la punta de )?los pies|punta de los pies|rodillas? al pecho|abdominales|encogimientos?|giros? (de|del) tronco|torsi[oó]n|rotaci[oó]n (de|del) tronco/i;
const ARM_LINE =
  /arm circles|arm swings|c[ií]rculos de brazos|balanceos? de brazos|pull-?aparts?|aperturas? con (banda|goma)|dislocat/i;

/** Longest names first, so "Supported step-up" is read as itself and not as a step-up. */
const NAMED: readonly { name: string; entry: CatalogueExercise }[] = CATALOGUE.flatMap((entry) =>
  [entry.name.en, entry.name.es]
    .filter((name) => name.length >= 6)
    .map((name) => ({ name: name.toLowerCase(), entry })),
).sort((x, y) => y.name.length - x.name.length);
/**
 * The catalogue exercises a line names, in either language (a name inside a longer one does not count),
 * and the rest of the line: named exercises are judged by their facts, the rest by its words.
 */
function namedIn(line: string): { named: CatalogueExercise[]; rest: string } {
  // The same warm-up and cool-down lines come back on every day and week: read each once.
  const known = NAMED_CACHE.get(line);
  if (known) return known;
  if (NAMED_CACHE.size > 2000) NAMED_CACHE.clear();
  const found = readNames(line);
  NAMED_CACHE.set(line, found);
  return found;
}
const NAMED_CACHE = new Map<string, { named: CatalogueExercise[]; rest: string }>();
function readNames(line: string): { named: CatalogueExercise[]; rest: string } {
  let rest = line.toLowerCase();
  const named: CatalogueExercise[] = [];
  for (const { name, entry } of NAMED) {
    if (!rest.includes(name)) continue;
    named.push(entry);
    rest = rest.split(name).join('|');
  }
  return { named, rest };
}

/**
 * The rules of docs/coaching.md "More people the coach must serve" and "Populations", held against any
 * week (a plan's or a progression's), whoever wrote it: each names its population.
 */
type CheckedDay = Pick<Day, 'name' | 'kind' | 'style' | 'warmUp' | 'coolDown'> & {
  exercises: readonly Pick<Exercise, 'catalogId' | 'block' | 'reps' | 'sets' | 'durationSeconds'>[];
};

export function checkPopulations(schedule: readonly CheckedDay[], profile: Profile): Violation[] {
  const violations: Violation[] = [];
  const add = (rule: string, detail: string) => violations.push({ rule, detail });
  const wheelchair = populationOf(profile.special, 'wheelchair');
  const postpartum = populationOf(profile.special, 'postpartum');
  const replacement = populationOf(profile.special, 'joint-replacement');
  const frailty = populationOf(profile.special, 'frailty-falls');
  const neurological = populationOf(profile.special, 'neurological');
  const limb = populationOf(profile.special, 'limb-loss');
  const cancer = populationOf(profile.special, 'cancer-treatment');
  const ill = populationOf(profile.special, 'acute-illness');
  const cautious =
    profile.screening.outcome === 'clearance' ||
    profile.screening.reasons.some((reason) => reason.code === 'unread-health-text');
  const hipPrecautions = replacement?.precautions === true && (replacement.joint ?? 'hip') === 'hip';
  const earlyPostpartum =
    postpartum !== undefined && (postpartum.weeksSinceBirth === null || postpartum.weeksSinceBirth < 12);
  const supportedOnly =
    frailty !== undefined ||
    neurological?.footDropOrPoorBalance === true ||
    (limb !== undefined && limb.limb !== 'arm');
  // From 60, a beginner starts without chin-ups, dips or pike push-ups (design/populations.ts beyondTheirSkill).
  const olderBeginner = profile.age >= 60 && LEVELS.indexOf(profile.level) <= LEVELS.indexOf('beginner');
  const supported = needsSupportedBalance(profile.population, profile.screening, profile.special);
  const bones =
    profile.population.conditions.has('osteoporosis') ||
    profile.population.conditions.has('vertebral-fracture');
  const arms = sparesTheArms(profile);
  const breathless = walksInBouts(profile.special);
  let youthSets = 0;
  let youthDays = 0;
  let balanceWork = 0;
  let strengthSessions = 0;
  for (const day of schedule) {
    if (day.kind === 'rest') continue;
    if (wheelchair && [...day.warmUp, ...day.coolDown].some((line) => WALK_WORDS.test(line)))
      add('wheelchair-walking', `${day.name}: a warm-up or cool-down on foot for a wheelchair user`);
    // Every part of the session: the warm-up's and cool-down's lines as well as the exercises.
    for (const line of [...day.warmUp, ...day.coolDown]) {
      if (!supported && !bones && !arms) continue;
      const { named, rest } = namedIn(line);
      if (
        supported &&
        ((ONE_LEG_LINE.test(rest) && !SUPPORT_LINE.test(rest)) || named.some(isUnsupportedBalance))
      )
        add('unsupported-balance', `${day.name}: "${line}" balances on one leg without a support`);
      if (bones && (SPINE_LINE.test(rest) || named.some(bendsOrTwistsTheSpine)))
        add('bone-spine', `${day.name}: "${line}" bends or twists the spine with fragile bones`);
      if (arms && (ARM_LINE.test(rest) || named.some(loadsTheArms)))
        add('spared-arm', `${day.name}: "${line}" swings or loads the arm that is spared`);
    }
    let lifts = false;
    for (const exercise of day.exercises) {
      const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
      if (!entry) continue;
      const where = `${day.name}: ${entry.id}`;
      if (wheelchair && (isOutOfTheChair(entry) || (wheelchair.legFunction === 'none' && isLegBased(entry))))
        add('wheelchair-standing', `${where} is standing or leg-based for a wheelchair user`);
      if (hipPrecautions && breaksHipPrecautions(entry))
        add('hip-precautions', `${where} bends the hip past 90 degrees, crosses or turns the leg in`);
      if (replacement && jumpsOrRuns(entry)) add('joint-replacement-impact', `${where} runs or jumps`);
      if (earlyPostpartum && jumpsOrRuns(entry))
        add('postpartum-impact', `${where} runs or jumps before 12 weeks after birth`);
      if (postpartum && (postpartum.separationOrLeaking || earlyPostpartum) && makesTheAbdomenDome(entry))
        add('postpartum-doming', `${where} makes the abdomen dome or strain`);
      if (supportedOnly && isUnsupportedSingleLeg(entry))
        add('unsupported-single-leg', `${where} is unsupported single-leg or stepping work`);
      if ((frailty || neurological?.footDropOrPoorBalance === true) && isOneLegStance(entry))
        add(
          'falls-one-leg',
          `${where} stands on one leg or heel to toe for someone who falls or has foot drop`,
        );
      if (frailty && !frailty.canGetUpFromFloor && isFloorWork(entry))
        add('floor-work', `${where} needs getting down to the floor`);
      if (ill && entry.pattern !== 'mobility' && continuousModality(entry) !== 'walk')
        add('acute-illness', `${where} is more than gentle walking or mobility while ill`);
      if (
        cancer?.catheterLine &&
        (continuousModality(entry) === 'swim' ||
          entry.overhead ||
          entry.wristLoad ||
          ['hanging', 'plank'].includes(positionOf(entry)))
      )
        add('cancer-line', `${where} loads or wets the arm with the line`);
      if (cautious && (isJumping(entry) || exercise.block === 'Intervals' || exercise.block === 'Finisher'))
        add('cautious-intervals', `${where}: intervals or jumping in a cautious plan`);
      if (beyondTheirSkill(entry, profile))
        add('beginner-skill', `${where} is a skill or single-leg strength move for a ${profile.level}`);
      if (supported && isUnsupportedBalance(entry))
        add('unsupported-balance', `${where} balances on one leg or steps without a support`);
      if (bones && (bendsOrTwistsTheSpine(entry) || isLoadedTwist(entry)))
        add('bone-spine', `${where} bends or twists the spine with fragile bones`);
      if (arms && loadsTheArms(entry)) add('spared-arm', `${where} loads or swings the arm that is spared`);
      if (
        breathless &&
        continuousModality(entry) &&
        exercise.sets === 1 &&
        (exercise.durationSeconds ?? 0) > BREATHLESS_BOUT.workSeconds
      )
        add(
          'breathless-continuous',
          `${where} for ${exercise.durationSeconds} s in one go, not in short bouts with rests`,
        );
      if (olderBeginner && isHardBodyweightMove(entry))
        add('older-beginner-hard', `${where} is a hard bodyweight move for an older beginner`);
      if (entry.pattern === 'balance') balanceWork += 1;
      if (isHard(entry) && exercise.reps) {
        // Circuit and interval rounds are not sets near failure: they count half, as in the weekly volume.
        youthSets += exercise.sets * (day.style === 'circuit' || day.style === 'hiit' ? 0.5 : 1);
        lifts = true;
      }
      if (profile.age < 18 && exercise.reps && exercise.sets > 2)
        add('youth-volume', `${where}: ${exercise.sets} sets, above the youth start of 1-2`);
    }
    if (cautious && day.style === 'hiit') add('cautious-intervals', `${day.name} is an interval session`);
    if (lifts && day.kind === 'training') youthDays += 1;
    if (profile.age < 18 && lifts)
      for (const exercise of day.exercises) {
        const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
        if (
          entry &&
          continuousModality(entry) &&
          // The easy block that ends a session (a race plan's own runs are its purpose, not padding).
          exercise.block === 'Cardio' &&
          exercise.sets === 1 &&
          (exercise.durationSeconds ?? 0) > YOUTH_TOP_UP_SECONDS
        )
          add(
            'youth-padding',
            `${day.name}: ${entry.id} for ${exercise.durationSeconds} s fills a teenager's strength day`,
          );
      }
    // Interval and circuit days keep their balance line in the warm-up; straight sets hold the drills.
    if (
      day.kind === 'training' &&
      day.style !== 'hiit' &&
      day.style !== 'circuit' &&
      day.exercises.some((exercise) => {
        const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
        return entry && isHard(entry) && entry.pattern !== 'balance' && exercise.reps;
      })
    )
      strengthSessions += 1;
  }
  if (profile.age < 18) {
    if (youthSets > YOUTH_WEEKLY_SETS)
      add('youth-volume', `${youthSets} hard sets a week, above ${YOUTH_WEEKLY_SETS} for under 18`);
    const most = Math.min(YOUTH_STRENGTH_DAYS, expectedActiveDays(profile));
    if (youthDays > most)
      add('youth-volume', `${youthDays} strength days a week, above ${most} for under 18`);
  }
  // From 65, real balance work: several supported exercises a week, not a line in the warm-up.
  const possible = SUPPORTED_BALANCE_IDS.some((id) => {
    const entry = CATALOGUE_BY_ID.get(id);
    return entry && !isAvoided(entry, profile.injuries) && !isRestricted(entry, profile.restrictions);
  });
  if (
    profile.limits.balanceEverySession &&
    profile.minutes >= 20 &&
    profile.screening.outcome !== 'clearance' &&
    possible &&
    balanceWork < Math.min(3, 2 * strengthSessions)
  )
    add('older-balance', `${balanceWork} balance exercises in the week for someone over 65`);
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
  // Standing on one leg waits while dizziness does (a clearance-first plan for it).
  const dizzy =
    profile.screening.outcome === 'clearance' &&
    profile.screening.reasons.some((reason) => reason.code === 'dizziness-or-fainting');
  if (limits.balanceEverySession && day.kind !== 'rest' && !dizzy) {
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

/** Sentences that promise a gentle week: nothing brisk, no intervals, anywhere in it. */
const GENTLE_CLAIM =
  /holds only|only gentle|only breathing|solo incluye|nothing fast|nada (de )?r[aá]pido|gentle on purpose|suaves a prop[oó]sito|cautious start|comienzo prudente/i;
/** Sentences that promise no interval work. */
const NO_INTERVALS_CLAIM =
  /no interval|no hard intervals|no intervals|sin intervalos|ni intervalos|no lleva bloques de intervalos|nothing fast|nada (de )?r[aá]pido/i;
/** A day whose label calls it gentle, easy or slow (not a run's "easy run", which may end with a walk). */
const GENTLE_DAY = /\b(gentle|easy|slow)\b|\b(suaves?|lent[oa]s?)\b/i;
const RUN_OR_STRENGTH_DAY = /\brun\b|carrera|tirada|strength|fuerza/i;
/** An effort that says easy. */
const EASY_EFFORT = /\b(easy|gentle)\b|\bsuave\b/i;
/** Machines named as part of the plan (not "no machines", "sin máquinas"). */
const MACHINE_WORD = /\bmachines?\b|m[aá]quinas?\b/i;
const MACHINE_DENIED = /\b(no|not|without|sin|ni|nada de)\b[^.;:]*\b(machines?|m[aá]quinas?)\b/i;
const sentencesOf = (text: string) => text.split(/(?<=[.;:!?])\s+/);

/**
 * What the plan's own words claim, held against its days (issue 25: notes that contradict the plan): a
 * gentle week with a brisk walk or intervals in it, "no intervals" beside an interval block, a day called
 * gentle or easy that holds brisk work, an easy effort on a brisk walk, machines named with none in the
 * week, "as you asked" for a wish the visitor did not make or the week does not keep, a race goal the
 * visitor did not set or the week does not train for, a gentle walk or wheeling the week does not hold.
 * A plan breaking it is rebuilt or replaced by the cautious week, like any other rule (check/production.ts).
 */
export function checkClaims(plan: PlanDraft, profile: Profile): Violation[] {
  const violations: Violation[] = [];
  const add = (detail: string) => violations.push({ rule: 'claim', detail });
  const said = [plan.overview, ...plan.notes, ...plan.screening.reasons.map((reason) => reason.text)];
  const sentences = said.flatMap(sentencesOf);
  const facts = planFacts(plan.schedule);
  const fastNames = plan.schedule.flatMap((day) =>
    day.kind === 'rest'
      ? []
      : day.exercises
          .filter((e) => FAST_WORDS.test(e.name) || FAST_IDS.has(e.catalogId ?? ''))
          .map((e) => e.name),
  );
  const intervals = plan.schedule.some(
    (day) =>
      day.kind !== 'rest' &&
      (day.style === 'hiit' || day.exercises.some((e) => e.block === 'Intervals' || e.block === 'Finisher')),
  );
  const gentle = sentences.find((sentence) => GENTLE_CLAIM.test(sentence));
  if (gentle && (fastNames.length || intervals)) add(`"${gentle}" beside ${fastNames[0] ?? 'interval work'}`);
  const noIntervals = sentences.find((sentence) => NO_INTERVALS_CLAIM.test(sentence));
  if (noIntervals && intervals) add(`"${noIntervals}" beside interval work`);
  for (const day of plan.schedule) {
    if (day.kind === 'rest') continue;
    const brisk = day.exercises.find((e) => FAST_WORDS.test(e.name) || FAST_IDS.has(e.catalogId ?? ''));
    const hard = day.exercises.find((e) => e.block === 'Intervals' || e.block === 'Finisher');
    if (
      GENTLE_DAY.test(day.focus) &&
      !RUN_OR_STRENGTH_DAY.test(day.focus) &&
      (brisk || hard || day.style === 'hiit')
    )
      add(`${day.name}: "${day.focus}" holds ${(brisk ?? hard)?.name ?? 'intervals'}`);
    for (const exercise of day.exercises)
      if (
        (FAST_WORDS.test(exercise.name) || FAST_IDS.has(exercise.catalogId ?? '')) &&
        EASY_EFFORT.test(exercise.effort)
      )
        add(`${day.name}: ${exercise.name} with the effort "${exercise.effort}"`);
  }
  const machine = sentences.find((sentence) => MACHINE_WORD.test(sentence) && !MACHINE_DENIED.test(sentence));
  if (machine && !facts.machines && !facts.equipment.has('cardio-machine'))
    add(`"${machine}" with no machine in the week`);
  const notes = profile.notes;
  for (const sentence of sentences) {
    if (/as you asked|como pediste/i.test(sentence)) {
      const exclusion = /has no|no incluye/i.test(sentence);
      const emphasis = /extra work|trabajo extra/i.test(sentence);
      const minutes = /(\d+) (minutes|minutos)/i.exec(sentence);
      if (exclusion) {
        if (notes.exclusions.length === 0) add(`"${sentence}" with no exclusion asked`);
        const kept = facts.entries.find((entry) => notes.exclusions.some((x) => x.avoid(entry)));
        if (kept) add(`"${sentence}" beside ${kept.id}`);
      } else if (emphasis) {
        if (notes.emphasis === null || profile.focus !== notes.emphasis)
          add(`"${sentence}" with no emphasis asked`);
      } else if (minutes) {
        const weekday = [...profile.dayMinutes.keys()].find((day) =>
          sentence.toLowerCase().includes((plan.schedule[day]?.name ?? '\u0000').toLowerCase()),
        );
        const day = weekday === undefined ? undefined : plan.schedule[weekday];
        if (!day || day.kind === 'rest' || day.estimatedMinutes > Number(minutes[1]) + 1)
          add(`"${sentence}" not kept by the week`);
      }
    }
    if (/^(your goal is|tu meta es)/i.test(sentence)) {
      const race = notes.race;
      const trains =
        race &&
        (race.modality === 'run'
          ? facts.modalities.has('run') || facts.modalities.has('jog')
          : facts.modalities.has(race.modality));
      if (!race) add(`"${sentence}" with no goal set by the visitor`);
      else if (!trains) add(`"${sentence}" with no ${race.modality} in the week`);
    }
  }
  if (/gentle walking|paseos suaves/i.test(plan.overview) && !facts.modalities.has('walk'))
    add('the overview promises gentle walking, the week holds none');
  if (/gentle wheeling|desplazamientos suaves/i.test(plan.overview) && !facts.modalities.has('wheel'))
    add('the overview promises gentle wheeling, the week holds none');
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

/** Day labels of a race plan's running days, in both languages (the weeks may be written in either). */
const RUN_DAY = /^(Easy run|Quality session|Long run|Carrera suave|Sesión de calidad|Carrera larga)$/;
/** Days with running in them: the running days, and an easy run followed by strength. */
const RUNS_DAY =
  /^(Easy run|Quality session|Long run|Easy run and strength|Carrera suave|Sesión de calidad|Carrera larga|Carrera suave y fuerza)$/;
const LONG_RUN_DAY = /^(Long run|Carrera larga)$/;
const PAST_SESSION_TIME =
  /long run grows past your usual session time|carrera larga supera tu tiempo habitual/i;
const ROUND_BLOCKS: ReadonlySet<string> = new Set(['Circuit', 'Intervals', 'Finisher']);
const ADDS_OR_DROPS_LOAD = /\b(add|less)\b[^.;]*\bload\b|\b(sube|menos)\b[^.;]*\bpeso\b/i;
const EASY_WORDS = /\beas(y|ier)\b|c[oó]mod[oa]|\bsuave\b/i;
const SETS_INSTEAD = /(\d+) (?:sets?|series?|rounds?|rondas?) (?:instead of|en lugar de) (\d+)/i;

type WeekExercise = ProgressionWeek['schedule'][number]['exercises'][number];

/** One continuous block: an easy aerobic finish, a tempo run, a walk or a run done in one go. */
function isContinuousBlock(exercise: Pick<Exercise, 'block' | 'durationSeconds' | 'sets'>): boolean {
  if (exercise.block === 'Cardio' || exercise.block === 'Tempo') return true;
  return (
    !ROUND_BLOCKS.has(exercise.block) &&
    exercise.durationSeconds !== null &&
    exercise.sets === 1 &&
    exercise.durationSeconds >= 120
  );
}

/** Exercises that share their sets: a superset pair, a circuit, an interval block. */
function setGroupOf(exercise: Pick<Exercise, 'block'>, index: number): string {
  if (ROUND_BLOCKS.has(exercise.block)) return exercise.block;
  if (/^[A-Z][12]$/.test(exercise.block)) return exercise.block[0]!;
  return `#${index}`;
}

/** Sets that count toward a week's training volume: not stretching, easy blocks or running days. */
function countsAsSets(day: Day, exercise: Exercise): boolean {
  if (day.kind !== 'training' || RUN_DAY.test(day.focus)) return false;
  if (isContinuousBlock(exercise) || exercise.catalogId === 'run-walk-intervals') return false;
  const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
  return ROUND_BLOCKS.has(exercise.block) || entry?.pattern !== 'mobility';
}

function weekVolume(week: ProgressionWeek): number {
  return week.schedule.reduce(
    (sum, day) => sum + day.exercises.reduce((s, e) => s + (countsAsSets(day, e) ? e.sets : 0), 0),
    0,
  );
}

/** Time on feet of a race day's running, and how much of it is running rather than walking breaks. */
function runningOf(exercises: readonly Exercise[]): { time: number; running: number } {
  const time = exercisesSeconds(exercises);
  const running = exercises.reduce((sum, e) => {
    const seconds = e.durationSeconds ?? 0;
    if (e.catalogId === 'run-walk-intervals' || e.block === 'Intervals') return sum + e.sets * seconds;
    return sum + (isContinuousBlock(e) ? seconds : 0);
  }, 0);
  return { time, running };
}

/**
 * A four-week progression (docs/coaching.md "Four-week progression", "Endurance and race goals"): the same
 * days and exercises as the plan; every day within its own minutes; population limits in every week;
 * for trained people the week-2 extra set really there and a week 4 with 40-50% fewer sets; harder
 * variations kept; words that match the numbers; circuits with one number of rounds; race plans whose
 * long run grows about 10% a week (never 30% in two weeks, Nielsen 2014) with 80% easy running; a
 * clearance-first plan that does not progress.
 */
export function checkProgression(
  weeks: readonly ProgressionWeek[],
  plan: Pick<PlanDraft, 'schedule'>,
  profile: Profile,
): Violation[] {
  const violations: Violation[] = [];
  const add = (rule: string, detail: string) => violations.push({ rule, detail });
  if (weeks.map((week) => week.weekNumber).join(',') !== '1,2,3,4') {
    add('progression', 'weeks must be numbered 1 to 4');
    return violations;
  }
  const trainingDays = plan.schedule.filter((day) => day.kind !== 'rest');
  const shapeOk = weeks.every(
    (week) =>
      week.schedule.length === trainingDays.length &&
      week.schedule.every(
        (day, index) =>
          day.name === trainingDays[index]!.name &&
          day.exercises.length === trainingDays[index]!.exercises.length,
      ),
  );
  if (!shapeOk) {
    add('progression', 'the weeks do not have the days and exercises of the plan');
    return violations;
  }
  const clearance = profile.screening.outcome === 'clearance';
  const race = Boolean(profile.notes.race) && !clearance;
  const trained = LEVELS.indexOf(profile.level) >= LEVELS.indexOf('intermediate');
  const minutesOf = (day: Day) =>
    profile.dayMinutes.get(plan.schedule.findIndex((d) => d.name === day.name)) ?? profile.minutes;

  violations.push(...checkWeeksSafety(weeks, profile));
  for (const week of weeks) {
    const label = `week ${week.weekNumber}`;
    const pastSessionTime = PAST_SESSION_TIME.test(week.overview);
    for (const [dayIndex, day] of week.schedule.entries()) {
      const base = trainingDays[dayIndex]!;
      const chosen = minutesOf(base);
      const minutes = sessionMinutesOf(day.exercises, chosen);
      const longRun = race && LONG_RUN_DAY.test(day.focus);
      if (minutes > chosen + TIME_TOLERANCE_MINUTES && !(longRun && pastSessionTime))
        add('time', `${label} ${day.name} takes ${minutes} min of ${chosen}`);
      if (longRun && pastSessionTime && minutes <= chosen)
        add('words', `${label} says the long run is past the session time, it takes ${minutes} of ${chosen}`);
      const rounds = new Map<string, number>();
      for (const [index, exercise] of day.exercises.entries()) {
        violations.push(...checkWeekExercise(label, day, exercise, base.exercises[index]!, profile));
        if (ROUND_BLOCKS.has(exercise.block) && !RUN_DAY.test(day.focus)) {
          const seen = rounds.get(exercise.block);
          if (seen !== undefined && seen !== exercise.sets)
            add(
              'rounds',
              `${label} ${day.name}: ${exercise.block} stations with ${seen} and ${exercise.sets} rounds`,
            );
          rounds.set(exercise.block, exercise.sets);
        }
      }
      const first = day.exercises.find((exercise) => ROUND_BLOCKS.has(exercise.block));
      if (
        (day.style === 'circuit' || day.style === 'hiit') &&
        first &&
        day.rounds !== Math.min(12, first.sets)
      )
        add('rounds', `${label} ${day.name} says ${day.rounds} rounds, its stations do ${first.sets}`);
    }
    for (const text of [
      week.overview,
      ...week.schedule.flatMap((d) => d.exercises.flatMap((e) => [e.text, e.weightHint])),
    ])
      violations.push(...checkProgressionWording(label, text));
  }

  violations.push(...checkOverviewNumbers(weeks));

  // Harder variations stay; continuous blocks stay one block.
  for (const [dayIndex, base] of trainingDays.entries()) {
    for (const [index, planned] of base.exercises.entries()) {
      const at = (week: number) => weeks[week]!.schedule[dayIndex]!.exercises[index]!;
      if (at(2).catalogId !== at(0).catalogId && at(3).catalogId !== at(2).catalogId)
        add('variation', `${base.name}: week 4 goes back from ${at(2).catalogId} to ${at(3).catalogId}`);
      if (isContinuousBlock(planned) && weeks.some((_, week) => at(week).sets !== 1))
        add('continuous', `${base.name}: ${planned.catalogId} is one continuous block, given sets`);
    }
  }

  if (clearance) {
    violations.push(...checkClearanceWeeks(weeks, trainingDays));
    return violations;
  }
  if (trained) violations.push(...checkTrainedWeeks(weeks, profile, minutesOf));
  if (race) violations.push(...checkRaceWeeks(weeks, trainingDays, minutesOf));
  return violations;
}

/**
 * What every week must respect whoever built it: the populations' rules, the visitor's restrictions and
 * injuries. Also what weeks that repeat the plan (build/progression.ts holdWeeks) are held to.
 */
export function checkWeeksSafety(weeks: readonly ProgressionWeek[], profile: Profile): Violation[] {
  const violations: Violation[] = [];
  const add = (rule: string, detail: string) => violations.push({ rule, detail });
  for (const week of weeks) {
    const label = `week ${week.weekNumber}`;
    // Every week holds to the populations' rules and the visitor's restrictions, not only week 1.
    for (const violation of checkPopulations(week.schedule, profile))
      add(violation.rule, `${label} ${violation.detail}`);
    for (const day of week.schedule)
      for (const exercise of day.exercises) {
        const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
        if (entry && isRestricted(entry, profile.restrictions))
          add(
            'restriction',
            `${label} ${day.name}: ${entry.id} is ruled out for ${profile.restrictions
              .filter((r) => r.avoid(entry))
              .map((r) => r.key)
              .join(', ')}`,
          );
        if (entry && isAvoided(entry, profile.injuries))
          add('injury', `${label} ${day.name}: ${entry.id} is on the avoid list`);
      }
  }
  return violations;
}

/** One exercise of one week: population limits, hard-move reps, per side, and words that fit the work. */
function checkWeekExercise(
  label: string,
  day: ProgressionWeek['schedule'][number],
  exercise: WeekExercise,
  planned: Exercise,
  profile: Profile,
): Violation[] {
  const violations: Violation[] = [];
  const where = `${label} ${day.name}: ${exercise.catalogId ?? exercise.name}`;
  const { limits } = profile;
  const [low, high] = numbersIn(exercise.reps);
  if (low !== undefined && low < limits.minReps)
    violations.push({ rule: 'population-reps', detail: `${where} at ${exercise.reps} reps` });
  const rir = numbersIn(exercise.effort.startsWith('RIR') ? exercise.effort : null);
  if (rir.length && rir[0]! < limits.minRir)
    violations.push({ rule: 'population-effort', detail: `${where} at ${exercise.effort}` });
  if (exercise.reps && exercise.sets > limits.maxSets && exercise.sets > planned.sets)
    violations.push({ rule: 'population-sets', detail: `${where} for ${exercise.sets} sets` });
  const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
  if (entry) {
    const cap = repCapOf(entry);
    if (cap !== null && (high ?? low ?? 0) > cap && exercise.catalogId !== planned.catalogId)
      violations.push({ rule: 'rep-cap', detail: `${where} for ${exercise.reps} reps, above ${cap}` });
    if (isUnilateral(entry) && !exercise.perSide)
      violations.push({ rule: 'per-side', detail: `${where} without "per side"` });
  }
  const notLoaded =
    (entry !== undefined && entry.progression !== 'load') ||
    exercise.durationSeconds !== null ||
    ROUND_BLOCKS.has(exercise.block) ||
    day.style === 'circuit' ||
    day.style === 'hiit';
  if (notLoaded && ADDS_OR_DROPS_LOAD.test(exercise.weightHint))
    violations.push({ rule: 'words', detail: `${where}: "${exercise.weightHint}" on work without load` });
  if (rir.length && rir[0]! <= 2 && EASY_WORDS.test(exercise.weightHint))
    violations.push({ rule: 'words', detail: `${where}: "${exercise.weightHint}" at ${exercise.effort}` });
  return violations;
}

/** What an overview says a week changes, each with the numbers that must show it (issue 26 item 5). */
const CLAIMED_CHANGES: {
  words: RegExp;
  shown(now: WeekExercise, before: WeekExercise): boolean;
  what: string;
}[] = [
  {
    words: /\bmore reps\b|\bm[aá]s repeticiones\b/,
    shown: (now, before) => {
      const [a, b] = [numbersIn(now.reps), numbersIn(before.reps)];
      return a.length > 0 && b.length > 0 && (a[0]! > b[0]! || a[a.length - 1]! > b[b.length - 1]!);
    },
    what: 'more reps',
  },
  {
    words: /\bharder variation|\bvariante m[aá]s dif[ií]cil/,
    shown: (now, before) => now.catalogId !== before.catalogId,
    what: 'a harder variation',
  },
  {
    words: /\blonger timed holds\b|\bm[aá]s segundos\b/,
    shown: (now, before) => (now.durationSeconds ?? 0) > (before.durationSeconds ?? 0),
    what: 'longer holds',
  },
  {
    words: /\bmore rounds\b|\bm[aá]s rondas\b/,
    shown: (now, before) => ROUND_BLOCKS.has(now.block) && now.sets > before.sets,
    what: 'more rounds',
  },
];
/** "The same sets and reps as week 1": nothing of the kind may change. */
const SAME_SETS_AND_REPS = /\bthe same sets and reps\b|\blas mismas series y repeticiones\b/;

/**
 * Text against numbers: every change an overview of weeks 2 to 4 promises is in its numbers against the
 * week before, and a week said to keep its sets and reps keeps them. Run-day exercises are the race
 * plan's and are worded by the race overview, not by these sentences.
 */
function checkOverviewNumbers(weeks: readonly ProgressionWeek[]): Violation[] {
  const violations: Violation[] = [];
  for (const week of weeks) {
    if (week.weekNumber === 1) continue;
    const before = weeks.find((w) => w.weekNumber === week.weekNumber - 1)!;
    const pairs = week.schedule.flatMap((day, dayIndex) =>
      RUN_DAY.test(day.focus)
        ? []
        : day.exercises.map(
            (exercise, index) => [exercise, before.schedule[dayIndex]!.exercises[index]!] as const,
          ),
    );
    // The first sentence of a race week speaks of running; the strength days have their own sentence.
    const text = week.overview;
    for (const claim of CLAIMED_CHANGES)
      if (claim.words.test(text) && !pairs.some(([now, then]) => claim.shown(now, then)))
        violations.push({
          rule: 'text-numbers',
          detail: `week ${week.weekNumber} promises ${claim.what}; no exercise shows it`,
        });
    if (
      SAME_SETS_AND_REPS.test(text) &&
      pairs.some(([now, then]) => now.sets !== then.sets || now.reps !== then.reps)
    )
      violations.push({
        rule: 'text-numbers',
        detail: `week ${week.weekNumber} says the same sets and reps; they change`,
      });
  }
  return violations;
}

/** "1 rounds", "1 sets", "12-12": numbers a reader would stumble on. */
function checkProgressionWording(label: string, text: string): Violation[] {
  const violations: Violation[] = [];
  if (/\b1 (rounds|rondas|sets|series)\b/.test(text))
    violations.push({ rule: 'wording', detail: `${label}: "${text}"` });
  for (const match of text.matchAll(/\b(\d+)-(\d+)\b/g))
    if (match[1] === match[2])
      violations.push({ rule: 'wording', detail: `${label}: "${match[0]}" in "${text}"` });
  return violations;
}

function checkClearanceWeeks(weeks: readonly ProgressionWeek[], trainingDays: readonly Day[]): Violation[] {
  const violations: Violation[] = [];
  const numbers = (e: Exercise) => [e.catalogId, e.sets, e.reps, e.durationSeconds, e.restSeconds].join('|');
  for (const week of weeks) {
    if (!/cleared you|visto bueno/i.test(week.overview))
      violations.push({
        rule: 'clearance',
        detail: `week ${week.weekNumber} does not say it waits for clearance`,
      });
    week.schedule.forEach((day, index) => {
      if (day.exercises.map(numbers).join(',') !== trainingDays[index]!.exercises.map(numbers).join(','))
        violations.push({
          rule: 'clearance',
          detail: `week ${week.weekNumber} ${day.name} is not the gentle week`,
        });
    });
  }
  return violations;
}

/** Trained people: the extra set of week 2 appears, and week 4 has 40-50% fewer sets than week 3. */
function checkTrainedWeeks(
  weeks: readonly ProgressionWeek[],
  profile: Profile,
  minutesOf: (day: Day) => number,
): Violation[] {
  const violations: Violation[] = [];
  const [week1, week2, week3, week4] = weeks as [
    ProgressionWeek,
    ProgressionWeek,
    ProgressionWeek,
    ProgressionWeek,
  ];
  const ceiling = Math.min(10, profile.limits.maxSets);
  for (const [dayIndex, day] of week2.schedule.entries()) {
    const before = week1.schedule[dayIndex]!;
    for (const [index, exercise] of day.exercises.entries()) {
      const sets1 = before.exercises[index]!.sets;
      const says = /one more set|una serie más/i.test(exercise.weightHint);
      if (exercise.sets > sets1 + 1 && !ROUND_BLOCKS.has(exercise.block))
        violations.push({
          rule: 'progression',
          detail: `week 2 ${day.name}: ${exercise.catalogId} gains more than a set`,
        });
      if (says !== (exercise.sets === sets1 + 1) && !ROUND_BLOCKS.has(exercise.block))
        violations.push({
          rule: 'words',
          detail: `week 2 ${day.name}: "${exercise.weightHint}" with ${sets1} then ${exercise.sets} sets`,
        });
    }
    if (
      day.kind !== 'training' ||
      RUN_DAY.test(day.focus) ||
      (day.style !== 'traditional' && day.style !== 'supersets')
    )
      continue;
    // The main lifts: compound lifts in sets among the session's first three groups.
    const groups = [...new Set(before.exercises.map(setGroupOf))].slice(0, 3);
    const mains = before.exercises
      .map((exercise, index) => ({ exercise, index }))
      .filter(({ exercise, index }) => {
        const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
        return (
          groups.includes(setGroupOf(exercise, index)) &&
          entry?.compound === true &&
          exercise.reps !== null &&
          !ROUND_BLOCKS.has(exercise.block) &&
          !isContinuousBlock(exercise)
        );
      });
    if (mains.length === 0 || mains.every(({ exercise }) => exercise.sets >= ceiling)) continue;
    if (
      !mains.some(({ exercise, index }) => day.exercises[index]!.sets === exercise.sets + 1) &&
      roomForExtraSet(before, mains, minutesOf(before), ceiling)
    )
      violations.push({ rule: 'progression', detail: `week 2 ${day.name}: no main lift gets its extra set` });
  }

  // Week 4 against week 3, by groups that share their sets.
  let atFloor = true;
  for (const [dayIndex, day] of week4.schedule.entries()) {
    const before = week3.schedule[dayIndex]!;
    const seen = new Set<string>();
    for (const [index, exercise] of day.exercises.entries()) {
      if (!countsAsSets(day, exercise)) continue;
      const group = setGroupOf(exercise, index);
      if (seen.has(group)) continue;
      seen.add(group);
      const sets3 = before.exercises[index]!.sets;
      const floor = Math.max(1, Math.floor(sets3 / 2));
      if (exercise.sets > sets3)
        violations.push({
          rule: 'deload',
          detail: `week 4 ${day.name}: ${exercise.catalogId} has more sets than week 3`,
        });
      if (exercise.sets < floor)
        violations.push({
          rule: 'deload',
          detail: `week 4 ${day.name}: ${exercise.catalogId} cut from ${sets3} to ${exercise.sets}`,
        });
      if (exercise.sets > floor) atFloor = false;
    }
  }
  const sets3 = weekVolume(week3);
  const sets4 = weekVolume(week4);
  if (sets3 > 0 && sets4 > sets3 * 0.6 && !atFloor)
    violations.push({
      rule: 'deload',
      detail: `week 4 has ${sets4} sets for ${sets3} in week 3, not 40-50% fewer`,
    });
  const said = SETS_INSTEAD.exec(week4.overview);
  if (said && (Number(said[1]) !== sets4 || Number(said[2]) !== sets3))
    violations.push({
      rule: 'words',
      detail: `week 4 says "${said[0]}", the weeks have ${sets4} and ${sets3}`,
    });
  // An exercise's own "N sets instead of M" compares with week 1 in weeks 2-3 and with week 3 in week 4.
  for (const [weekIndex, week] of weeks.entries()) {
    const reference = weeks[weekIndex === 3 ? 2 : 0]!;
    for (const [dayIndex, day] of week.schedule.entries()) {
      for (const [index, exercise] of day.exercises.entries()) {
        const match = SETS_INSTEAD.exec(exercise.weightHint);
        const then = reference.schedule[dayIndex]!.exercises[index]!.sets;
        if (match && (Number(match[1]) !== exercise.sets || Number(match[2]) !== then))
          violations.push({
            rule: 'words',
            detail: `week ${week.weekNumber} ${day.name}: "${exercise.weightHint}" for ${exercise.sets} sets`,
          });
      }
    }
  }
  return violations;
}

/**
 * Whether week 1's session could hold one more set of a main lift at all: every accessory a set lighter,
 * the easy block at the end down to 5 minutes (a run stays whole), rests down to 90 s (main lifts) and 60 s, and the cheapest main lift's
 * extra set. When even that is too long, the session has no room and keeps its sets.
 */
function roomForExtraSet(
  week1: Day,
  mains: readonly { exercise: Exercise; index: number }[],
  chosen: number,
  ceiling: number,
): boolean {
  const mainIndexes = new Set(mains.map(({ index }) => index));
  const lean = week1.exercises.map((exercise, index) => {
    if (exercise.block === 'Cardio')
      return { ...exercise, durationSeconds: Math.min(exercise.durationSeconds ?? 0, 300) };
    if (ROUND_BLOCKS.has(exercise.block)) return exercise;
    const main = mainIndexes.has(index);
    return {
      ...exercise,
      sets: main ? exercise.sets : Math.max(1, exercise.sets - 1),
      restSeconds: exercise.reps ? Math.min(exercise.restSeconds, main ? 90 : 60) : exercise.restSeconds,
    };
  });
  return mains.some(({ exercise, index }) => {
    if (exercise.sets >= ceiling) return false;
    const group = setGroupOf(exercise, index);
    const withExtra = lean.map((e, i) =>
      mainIndexes.has(i) && setGroupOf(week1.exercises[i]!, i) === group ? { ...e, sets: e.sets + 1 } : e,
    );
    return sessionMinutesOf(withExtra, chosen) <= chosen;
  });
}

/**
 * Race plans: the long run grows about 10% a week and never 30% over two weeks, then lightens; 80% of
 * the running stays easy (Seiler 2010); one quality session a week.
 */
function checkRaceWeeks(
  weeks: readonly ProgressionWeek[],
  trainingDays: readonly Day[],
  minutesOf: (day: Day) => number,
): Violation[] {
  const violations: Violation[] = [];
  const longIndex = trainingDays.findIndex((day) => LONG_RUN_DAY.test(day.focus));
  if (longIndex >= 0) {
    const [w1, w2, w3, w4] = weeks.map((week) => runningOf(week.schedule[longIndex]!.exercises)) as [
      ReturnType<typeof runningOf>,
      ReturnType<typeof runningOf>,
      ReturnType<typeof runningOf>,
      ReturnType<typeof runningOf>,
    ];
    if (w2.time < w1.time || w3.time < w2.time)
      violations.push({
        rule: 'long-run',
        detail: `the long run shrinks before week 4: ${w1.time}, ${w2.time}, ${w3.time} s`,
      });
    if (w2.time > w1.time * 1.2 || w3.time > w2.time * 1.2 || w3.time > w1.time * 1.3)
      violations.push({
        rule: 'long-run',
        detail: `the long run grows too fast: ${w1.time}, ${w2.time}, ${w3.time} s`,
      });
    if (w3.time <= w1.time && w3.running <= w1.running)
      violations.push({ rule: 'long-run', detail: 'the long run does not grow' });
    if (w4.time >= w3.time && w4.running >= w3.running)
      violations.push({ rule: 'long-run', detail: 'week 4 is not lighter than week 3' });
    const chosen = minutesOf(trainingDays[longIndex]!);
    for (const week of weeks) {
      const minutes = sessionMinutesOf(week.schedule[longIndex]!.exercises, chosen);
      if (minutes > chosen + TIME_TOLERANCE_MINUTES && !PAST_SESSION_TIME.test(week.overview))
        violations.push({
          rule: 'long-run',
          detail: `week ${week.weekNumber} long run is past the session time, unsaid`,
        });
    }
  }
  // The week's running: never 30% more over two weeks (Nielsen 2014), and less in the lighter week.
  const running = weeks.map((week) =>
    week.schedule.reduce(
      (sum, day) => sum + (RUNS_DAY.test(day.focus) ? runningOf(day.exercises).running : 0),
      0,
    ),
  );
  const [r1, r2, r3, r4] = running as [number, number, number, number];
  if (r2 > r1 * 1.2 || r3 > r1 * 1.3)
    violations.push({
      rule: 'running-volume',
      detail: `weekly running ${r1}, ${r2}, ${r3} s grows too fast`,
    });
  if (r1 > 0 && r4 >= r3)
    violations.push({ rule: 'running-volume', detail: `week 4 runs ${r4} s, week 3 ${r3} s: not lighter` });
  const hardDays = (schedule: readonly Day[]) =>
    schedule.filter(
      (day) =>
        RUN_DAY.test(day.focus) && day.exercises.some((e) => e.block === 'Intervals' || e.block === 'Tempo'),
    ).length;
  const planned = hardDays(trainingDays);
  for (const week of weeks) {
    if (hardDays(week.schedule) > Math.max(1, planned))
      violations.push({
        rule: 'quality',
        detail: `week ${week.weekNumber} has more than one quality session`,
      });
    let total = 0;
    let hard = 0;
    for (const day of week.schedule) {
      if (!RUNS_DAY.test(day.focus)) continue;
      total += runningOf(day.exercises).running;
      for (const e of day.exercises) {
        if (e.block === 'Intervals') hard += e.sets * (e.durationSeconds ?? 0);
        if (e.block === 'Tempo') hard += e.durationSeconds ?? 0;
      }
    }
    // About 80% easy: a little slack for whole minutes and whole repeats.
    if (total > 0 && hard > total * 0.22)
      violations.push({
        rule: '80-20',
        detail: `week ${week.weekNumber}: ${hard} s hard of ${total} s running`,
      });
  }
  return violations;
}
