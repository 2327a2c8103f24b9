import { EXERCISE_VIDEOS } from '../../../contract/exerciseMedia';
import { adaptedExercises } from './adapted';
import { conditioningExercises } from './conditioning';
import { coreExercises } from './core';
import { enduranceExercises } from './endurance';
import { functionalExercises } from './functional';
import { lowerBodyExercises } from './lower';
import { pullExercises } from './pull';
import { pushExercises } from './push';
import type { CatalogueExercise } from './types';

/**
 * Every exercise the coach may prescribe, written here in English and Spanish, with its verified video
 * from the one media table (src/contract/exerciseMedia.ts), never a video of a similar movement.
 */
export const CATALOGUE: readonly CatalogueExercise[] = [
  ...lowerBodyExercises,
  ...pushExercises,
  ...pullExercises,
  ...coreExercises,
  ...conditioningExercises,
  ...enduranceExercises,
  ...functionalExercises,
  ...adaptedExercises,
].map((exercise) => {
  const videoId = EXERCISE_VIDEOS[exercise.id];
  return videoId ? { ...exercise, videoId } : exercise;
});

export const CATALOGUE_BY_ID: ReadonlyMap<string, CatalogueExercise> = new Map(
  CATALOGUE.map((e) => [e.id, e]),
);

const normalise = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\(.*$/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, CatalogueExercise>();
for (const exercise of CATALOGUE) {
  BY_NAME.set(normalise(exercise.name.en), exercise);
  BY_NAME.set(normalise(exercise.name.es), exercise);
  BY_NAME.set(normalise(exercise.id), exercise);
}

/** Finds a catalogue exercise by id or by its English or Spanish name (case and accents ignored). */
export function findExercise(idOrName: string): CatalogueExercise | undefined {
  return CATALOGUE_BY_ID.get(idOrName) ?? BY_NAME.get(normalise(idOrName));
}

export { PROGRAMME_ONLY } from './adapted';
export { ENDURANCE_SESSION_IDS } from './endurance';
export { EXERCISE_TRAITS, type ExerciseTraits, traitsOf } from './traits';
