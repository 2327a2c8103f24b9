import { swappedLine } from '../../../contract/exerciseLine';
import { drawingUrl, verifiedVideoId } from '../../../contract/exerciseMedia';
import type { Language } from '../../../contract/site';
import type { Alternative, Alternatives, SwapRelation } from '../../../contract/swap';
import type { Exercise, WorkoutPlan, WorkoutRequest } from '../../../contract/workout';
import { CATALOGUE_BY_ID } from '../catalogue';
import { type CatalogueExercise, LEVELS } from '../catalogue/types';
import { continuousModality, isUnilateral, repCapOf } from '../design/exerciseFacts';
import { prescriptionForProfile } from '../design/prescription';
import { readProfile } from '../read/profile';
import { holdEffort, swapReason } from '../write/swapText';
import { availableExercises } from './plan';
import { levelIndex } from './session';

/**
 * What may replace one exercise of a stored plan (issue 16, "Swap an exercise"; docs/coaching.md). The
 * candidates are the catalogue's exercises of the same movement pattern that train one of the same prime
 * movers, and they pass the very filters the coach built the plan with: the plan's stored answers read
 * again by read/profile.ts (equipment and place, level, injuries, the screening outcome and its
 * population and condition rules, the visitor's own exclusions in the notes), then availableExercises
 * (build/plan.ts). No rule is restated here.
 *
 * Order: the catalogue's own easier variants, then its harder ones (its `easier` / `harder` relations),
 * then the rest, nearest in level first. Easier variants are offered even when their level range ends
 * below the visitor's (a regression is always a fair swap); nothing above the visitor's level is.
 *
 * The prescription stays the original's. Only where the catalogue measures the alternative differently
 * (a hold for repetitions or the reverse) are the reps or time and the effort rewritten, the way the coach
 * prescribes that measure for this visitor (build/session.ts prescribe); interval rounds time every
 * station, so they never change.
 */
export const MAX_ALTERNATIVES = 8;

type Stored = { plan: WorkoutPlan; request: Omit<WorkoutRequest, 'email' | 'requestId'> };

/** Every day of the plan: the week and the progression weeks. */
function allDays(plan: WorkoutPlan) {
  return [...plan.schedule, ...plan.progressionWeeks.flatMap((week) => week.schedule)];
}

/** The plan's exercise with this catalogue id (its first appearance), or null when the plan has none. */
export function exerciseInPlan(plan: WorkoutPlan, catalogId: string): Exercise | null {
  for (const day of allDays(plan)) {
    const found = day.exercises.find((exercise) => exercise.catalogId === catalogId);
    if (found) return found;
  }
  return null;
}

function relationOf(original: CatalogueExercise, candidate: CatalogueExercise): SwapRelation | null {
  if (original.easier.includes(candidate.id) || candidate.harder.includes(original.id)) return 'easier';
  if (original.harder.includes(candidate.id) || candidate.easier.includes(original.id)) return 'harder';
  return null;
}

/** Null when the plan holds no exercise with this id; otherwise the alternatives, possibly none. */
export function alternativesFor(
  { plan, request }: Stored,
  catalogId: string,
  reasonLanguage: Language,
): Alternatives | null {
  const original = exerciseInPlan(plan, catalogId);
  if (!original) return null;
  const entry = CATALOGUE_BY_ID.get(catalogId);
  const language = plan.language;
  const answer = { catalogId, name: original.name, language, alternatives: [] as Alternative[] };
  if (!entry) return answer;

  const profile = readProfile({ ...request, language } as WorkoutRequest);
  const rx = prescriptionForProfile(profile);
  // The pool at each level up to the visitor's: the coach's own filter, with easier variants kept.
  const safe = new Map<string, CatalogueExercise>();
  for (const level of LEVELS.slice(0, levelIndex(profile.level) + 1)) {
    for (const exercise of availableExercises({ ...profile, level })) safe.set(exercise.id, exercise);
  }
  // An exercise already on a day that holds the original would appear twice there.
  const besides = new Set(
    allDays(plan)
      .filter((day) => day.exercises.some((exercise) => exercise.catalogId === catalogId))
      .flatMap((day) => day.exercises.map((exercise) => exercise.catalogId)),
  );
  const continuous = continuousModality(entry) !== null;
  const candidates = [...safe.values()].filter(
    (candidate) =>
      candidate.id !== entry.id &&
      !besides.has(candidate.id) &&
      candidate.pattern === entry.pattern &&
      (entry.primary.length === 0 || candidate.primary.some((muscle) => entry.primary.includes(muscle))) &&
      // A steady walk or ride is replaced by another steady one, never by sprints or burpees.
      (continuousModality(candidate) !== null) === continuous,
  );

  const timed = original.durationSeconds !== null;
  const rounds = timed && /\b(rounds?|rondas?) x /.test(original.text);
  const levelGap = (candidate: CatalogueExercise) =>
    levelIndex(candidate.minLevel) - levelIndex(entry.minLevel);
  const shared = (candidate: CatalogueExercise) =>
    candidate.primary.filter((muscle) => entry.primary.includes(muscle)).length;
  const ranked = candidates
    .map((candidate) => {
      const related = relationOf(entry, candidate);
      const gap = levelGap(candidate);
      const relation: SwapRelation = related ?? (gap < 0 ? 'easier' : gap > 0 ? 'harder' : 'same-level');
      const group = related === 'easier' ? 0 : related === 'harder' ? 1 : 2;
      return { candidate, relation, group, gap: Math.abs(gap), shared: shared(candidate) };
    })
    .sort(
      (a, b) =>
        a.group - b.group ||
        a.gap - b.gap ||
        b.shared - a.shared ||
        Number(Boolean(drawingUrl(b.candidate.id, 'start'))) -
          Number(Boolean(drawingUrl(a.candidate.id, 'start'))) ||
        a.candidate.name[language].localeCompare(b.candidate.name[language], language),
    )
    .slice(0, MAX_ALTERNATIVES);

  answer.alternatives = ranked.map(({ candidate, relation }) => {
    const name = candidate.name[language];
    const perSide = isUnilateral(candidate);
    let adapted: Alternative['adapted'] = null;
    if (!rounds && !timed && candidate.measure === 'time') {
      const seconds =
        candidate.pattern === 'mobility' || candidate.pattern === 'conditioning' ? 30 : rx.holdSeconds;
      adapted = { reps: null, durationSeconds: seconds, effort: holdEffort(language) };
    } else if (!rounds && timed && candidate.measure === 'reps' && !continuous) {
      const [low, high] = rx.accessoryReps;
      const cap = repCapOf(candidate);
      const top = cap === null ? high : Math.min(high, cap);
      const bottom = Math.max(profile.limits.minReps, Math.min(low, top - 3));
      adapted = { reps: `${bottom}-${top}`, durationSeconds: null, effort: rx.rir };
    }
    const start = drawingUrl(candidate.id, 'start');
    const end = drawingUrl(candidate.id, 'end');
    return {
      catalogId: candidate.id,
      name,
      cues: candidate.cues[language].slice(0, 5),
      relation,
      equipment: [...candidate.equipment],
      reason: swapReason(reasonLanguage, relation, candidate.equipment),
      media: { drawing: start && end ? { start, end } : null, videoId: verifiedVideoId(candidate.id) },
      perSide,
      adapted,
      text: swappedLine(language, original, { name, perSide, adapted }),
    };
  });
  return answer;
}
