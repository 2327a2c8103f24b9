import type { Day } from '../../../contract/workout';
import { CATALOGUE_BY_ID } from '../catalogue';
import type { CatalogueExercise, Equipment, Muscle } from '../catalogue/types';
import { continuousModality, type Modality } from '../design/exerciseFacts';

/**
 * What a built week holds, read from its days alone (issue 25: a sentence never claims what the plan
 * lacks). The writer (write/text.ts, write/populationText.ts) takes its claims from here, after the week
 * is built, so the overview and notes of a rebuilt plan, a cautious week or a language model's week are
 * written from that week and not from the one first planned; the checker (check/checker.ts "claims")
 * holds the same facts against the words.
 */
export type PlanFacts = {
  /** Catalogue entries of every active day, in order, repeats included. */
  entries: readonly CatalogueExercise[];
  /** Continuous activities present: walking, running, cycling, rowing, swimming, wheeling... */
  modalities: ReadonlySet<Modality>;
  /** Equipment some exercise of the week needs. */
  equipment: ReadonlySet<Equipment>;
  /** Strength work: an exercise that is neither mobility, conditioning nor a balance drill, done for reps. */
  strength: boolean;
  /** Muscles worked as a primary muscle by that strength work. */
  strengthMuscles: ReadonlySet<Muscle>;
  /** Gym machines or cables (not cardio machines). */
  machines: boolean;
  /** Interval or finisher blocks, interval days, or fast walking or climbing. */
  fast: boolean;
  /** Each weekday's session minutes (rest days absent). */
  minutesByDay: ReadonlyMap<number, number>;
  /** The longest session of the week, in minutes. */
  longestSession: number;
  /** A run-walk block (a beginner runner's first runs). */
  runWalk: boolean;
};

/** Walks and climbs that are not gentle, by name or by kind (the checker's FAST words say the rest). */
export const FAST_IDS: ReadonlySet<string> = new Set(['brisk-walk', 'incline-treadmill-walk', 'stair-climb']);
const NON_STRENGTH = new Set(['mobility', 'conditioning', 'balance', 'pelvic-floor']);

type FactDay = Pick<Day, 'kind' | 'style' | 'estimatedMinutes'> & {
  exercises: readonly Pick<Day['exercises'][number], 'catalogId' | 'block' | 'reps'>[];
};

export function planFacts(schedule: readonly FactDay[]): PlanFacts {
  const entries: CatalogueExercise[] = [];
  const modalities = new Set<Modality>();
  const equipment = new Set<Equipment>();
  const strengthMuscles = new Set<Muscle>();
  const minutesByDay = new Map<number, number>();
  let strength = false;
  let fast = false;
  schedule.forEach((day, weekday) => {
    if (day.kind === 'rest') return;
    minutesByDay.set(weekday, day.estimatedMinutes);
    if (day.style === 'hiit') fast = true;
    for (const exercise of day.exercises) {
      const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
      if (!entry) continue;
      entries.push(entry);
      const modality = continuousModality(entry);
      if (modality) modalities.add(modality);
      for (const item of entry.equipment) equipment.add(item);
      if (exercise.block === 'Intervals' || exercise.block === 'Finisher' || FAST_IDS.has(entry.id))
        fast = true;
      if (!NON_STRENGTH.has(entry.pattern) && exercise.reps !== null) {
        strength = true;
        for (const muscle of entry.primary) strengthMuscles.add(muscle);
      }
    }
  });
  return {
    entries,
    modalities,
    equipment,
    strength,
    strengthMuscles,
    machines: equipment.has('machine') || equipment.has('cable'),
    fast,
    minutesByDay,
    longestSession: Math.max(0, ...minutesByDay.values()),
    runWalk: entries.some((entry) => entry.id === 'run-walk-intervals'),
  };
}

/** The steady activity of a gentle week: a walk, wheeling, or none (breathing and mobility only). */
export function gentleActivity(facts: PlanFacts): 'walk' | 'wheel' | null {
  if (facts.modalities.has('wheel')) return 'wheel';
  if (facts.modalities.has('walk')) return 'walk';
  return null;
}
