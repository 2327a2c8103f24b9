import { describe, expect, it } from 'vitest';
import { EQUIPMENT_OPTIONS } from '../../src/contract/workout';
import { availableExercises } from '../../src/server/coach/builtin';
import { CATALOGUE, CATALOGUE_BY_ID, findExercise } from '../../src/server/coach/catalogue';
import { EQUIPMENT, LEVELS, LOCATIONS, MUSCLES, PATTERNS } from '../../src/server/coach/catalogue/types';
import { EQUIPMENT_KEY_MAP, readEquipment } from '../../src/server/coach/equipment';

describe('the exercise catalogue', () => {
  it('holds at least 150 distinct exercises with stable kebab-case ids', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(150);
    expect(CATALOGUE_BY_ID.size).toBe(CATALOGUE.length);
    for (const exercise of CATALOGUE) expect(exercise.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every exercise and gives 3-5 form cues in English and Spanish', () => {
    for (const exercise of CATALOGUE) {
      for (const language of ['en', 'es'] as const) {
        expect(exercise.name[language], exercise.id).toBeTruthy();
        expect(exercise.cues[language].length, `${exercise.id} ${language}`).toBeGreaterThanOrEqual(3);
        expect(exercise.cues[language].length, `${exercise.id} ${language}`).toBeLessThanOrEqual(5);
        expect(exercise.videoQuery[language], exercise.id).toBeTruthy();
      }
      expect(exercise.name.es, exercise.id).not.toBe('');
    }
  });

  it('uses only the defined vocabulary, and easier/harder variants that exist', () => {
    for (const exercise of CATALOGUE) {
      expect(PATTERNS).toContain(exercise.pattern);
      for (const muscle of [...exercise.primary, ...exercise.secondary]) expect(MUSCLES).toContain(muscle);
      for (const item of exercise.equipment) expect(EQUIPMENT).toContain(item);
      for (const location of exercise.locations) expect(LOCATIONS).toContain(location);
      expect(LEVELS.indexOf(exercise.minLevel)).toBeLessThanOrEqual(LEVELS.indexOf(exercise.maxLevel));
      for (const variant of [...exercise.easier, ...exercise.harder]) {
        expect(CATALOGUE_BY_ID.has(variant), `${exercise.id} -> ${variant}`).toBe(true);
        expect(variant).not.toBe(exercise.id);
      }
    }
  });

  it('carries the known demonstration video ids of docs/coaching.md', () => {
    expect(CATALOGUE_BY_ID.get('push-up')?.videoId).toBe('IODxDxX7oi4');
    expect(CATALOGUE_BY_ID.get('plank')?.videoId).toBe('pSHjTRCQxIw');
    expect(CATALOGUE.filter((exercise) => exercise.videoId).length).toBeGreaterThanOrEqual(15);
  });

  it('maps every equipment value of the questionnaire, older keys included', () => {
    for (const key of EQUIPMENT_OPTIONS) expect(EQUIPMENT_KEY_MAP[key], key).toBeDefined();
    expect([...readEquipment('home', ['other:two mancuernas and a TRX']).equipment]).toEqual(
      expect.arrayContaining(['dumbbell', 'suspension']),
    );
  });

  it('finds exercises by id or by name in either language, ignoring case and accents', () => {
    expect(findExercise('push-up')?.id).toBe('push-up');
    const squat = CATALOGUE_BY_ID.get('goblet-squat')!;
    expect(findExercise(squat.name.es.toUpperCase())?.id).toBe('goblet-squat');
    expect(findExercise('Goblet squat (3 x 10 @ RIR 2)')?.id).toBe('goblet-squat');
  });

  it('offers every place, equipment and level enough exercises for each movement family', () => {
    const families = {
      legs: ['squat', 'lunge', 'hinge', 'glute'],
      push: ['horizontal-push', 'vertical-push'],
      pull: ['horizontal-pull', 'vertical-pull'],
      core: ['core-anti-extension', 'core-anti-rotation', 'core-flexion', 'core-rotation'],
    };
    const kits = [
      [],
      ['band'],
      ['dumbbell'],
      ['dumbbell', 'bench'],
      ['pull-up-bar', 'bars'],
      ['suspension'],
    ] as const;
    for (const location of LOCATIONS) {
      for (const kit of kits) {
        for (const level of LEVELS) {
          const pool = availableExercises({
            location,
            level,
            injuries: [],
            equipment: new Set(['surface', ...kit]),
          });
          for (const [family, patterns] of Object.entries(families)) {
            const count = pool.filter((exercise) => patterns.includes(exercise.pattern)).length;
            expect(
              count,
              `${location} ${kit.join('+') || 'bodyweight'} ${level} ${family}`,
            ).toBeGreaterThanOrEqual(2);
          }
        }
      }
    }
  });
});
