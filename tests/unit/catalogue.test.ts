import { describe, expect, it } from 'vitest';
import { EQUIPMENT as EQUIPMENT_KEYS } from '../../src/contract/answers';
import { availableExercises } from '../../src/server/coach/build/plan';
import {
  CATALOGUE,
  CATALOGUE_BY_ID,
  ENDURANCE_SESSION_IDS,
  findExercise,
} from '../../src/server/coach/catalogue';
import {
  CONTINUOUS_ACTIVITIES,
  EXERCISE_TRAITS,
  POSITIONS,
  traitsOf,
} from '../../src/server/coach/catalogue/traits';
import { EQUIPMENT, LEVELS, LOCATIONS, MUSCLES, PATTERNS } from '../../src/server/coach/catalogue/types';
import { EQUIPMENT_KEY_MAP, readEquipment } from '../../src/server/coach/read/equipment';

type CatalogueExercise = (typeof CATALOGUE)[number];

/**
 * A rule over the catalogue: it applies to some exercises (a rule that applies to none checks nothing,
 * and fails here), and every exercise it applies to keeps it; the offenders are listed by id.
 */
function expectRule(
  rule: string,
  applies: (exercise: CatalogueExercise) => boolean,
  holds: (exercise: CatalogueExercise) => boolean,
): void {
  const applicable = CATALOGUE.filter(applies);
  expect(applicable.length, `${rule}: applies to no exercise`).toBeGreaterThan(0);
  expect(
    applicable.filter((exercise) => !holds(exercise)).map((exercise) => exercise.id),
    rule,
  ).toEqual([]);
}

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
    for (const key of EQUIPMENT_KEYS) expect(EQUIPMENT_KEY_MAP[key], key).toBeDefined();
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

  it('writes cues as short imperatives, under 90 characters, and never names two exercises alike', () => {
    for (const language of ['en', 'es'] as const) {
      const names = new Map<string, string>();
      for (const exercise of CATALOGUE) {
        for (const cue of exercise.cues[language])
          expect(cue.length, `${exercise.id}: ${cue}`).toBeLessThan(90);
        const name = exercise.name[language].toLowerCase();
        expect(names.get(name), `${language} "${name}": ${exercise.id}`).toBeUndefined();
        names.set(name, exercise.id);
      }
    }
  });

  it('writes neutral Spanish with one term per thing, without the phrasings the review flagged', () => {
    const flagged = [
      /sostén de maleta/i,
      /dislocaci/i,
      /sin peso/i,
      /sin soltarlo/i,
      /arquear las costillas/i,
      /rodillas sueltas/i,
      /manos suaves/i,
      /\bcog(e|er|é|iendo)\b/i,
      /\brecoloca\b/i,
      /cajón o silla alto/i,
      /\b(haced|sentaos|poneos|vuestr[oa]s?|vosotros)\b/i,
    ];
    for (const exercise of CATALOGUE) {
      const spanish = [exercise.name.es, ...exercise.cues.es];
      for (const text of spanish)
        for (const pattern of flagged) expect(text, exercise.id).not.toMatch(pattern);
    }
    // The suspension trainer has one name; "aperturas" are chest flys only.
    expectRule(
      'the suspension trainer has one name',
      (exercise) => /TRX/.test(exercise.name.es),
      (exercise) => exercise.name.es.includes('cintas de suspensión (TRX)'),
    );
    expectRule(
      'aperturas are chest flys',
      (exercise) => /apertura/i.test(exercise.name.es),
      (exercise) => exercise.pattern === 'horizontal-push',
    );
    // Body weight is never hung from a door handle.
    const towelRow = CATALOGUE_BY_ID.get('towel-row')!;
    expect(towelRow.cues.en.join(' ')).toMatch(/never pull on a door handle/i);
    expect(towelRow.cues.es.join(' ')).toMatch(/no tires nunca del pomo/i);
  });

  it('has traits for every exercise, and no traits for exercises it does not have', () => {
    const ids = CATALOGUE.map((exercise) => exercise.id).sort();
    expect(Object.keys(EXERCISE_TRAITS).sort()).toEqual(ids);
    for (const exercise of CATALOGUE) {
      const traits = traitsOf(exercise);
      expect(POSITIONS, exercise.id).toContain(traits.position);
    }
    expectRule(
      'a continuous activity is one the coach knows',
      (exercise) => traitsOf(exercise).continuous !== null,
      (exercise) => (CONTINUOUS_ACTIVITIES as readonly unknown[]).includes(traitsOf(exercise).continuous),
    );
    expect(() => traitsOf('no-such-exercise')).toThrow();
  });

  it('knows where the body is: nothing flat on the back or belly passes as upright', () => {
    const expected = {
      'dumbbell-floor-press': 'supine',
      'barbell-bench-press': 'supine',
      'glute-bridge': 'supine',
      'dead-bug': 'supine',
      'superman-pull': 'prone',
      'push-up': 'plank',
      'mountain-climber': 'plank',
      'bird-dog': 'quadruped',
      'side-lying-leg-raise': 'side-lying',
      'incline-dumbbell-press': 'reclined',
      'pull-up': 'hanging',
    } as const;
    for (const [id, position] of Object.entries(expected)) expect(traitsOf(id).position, id).toBe(position);
    // Side-lying and all-fours work happen on the floor; so does lying on the back or belly with no equipment.
    const onFloor = (exercise: CatalogueExercise) => traitsOf(exercise).floor;
    expectRule(
      'side-lying and all-fours work is on the floor',
      (exercise) => ['side-lying', 'quadruped'].includes(traitsOf(exercise).position),
      onFloor,
    );
    expectRule(
      'lying on the back or belly with no equipment is on the floor',
      (exercise) =>
        ['supine', 'prone'].includes(traitsOf(exercise).position) && exercise.equipment.length === 0,
      onFloor,
    );
    expectRule(
      'standing and in-water work is not on the floor',
      (exercise) => ['standing', 'in-water'].includes(traitsOf(exercise).position),
      (exercise) => !onFloor(exercise),
    );
  });

  it('allows continuous blocks only for walking, jogging, running, cycling, rowing, swimming and the elliptical', () => {
    for (const exercise of CATALOGUE) {
      const traits = traitsOf(exercise);
      if (traits.continuous === null) continue;
      expect(exercise.pattern, exercise.id).toBe('conditioning');
      expect(exercise.measure, exercise.id).toBe('time');
      expect(traits.jumping, exercise.id).toBe(false);
    }
    for (const id of [
      'mountain-climber',
      'burpee',
      'jumping-jack',
      'shadow-boxing',
      'jog-in-place',
      'stair-climb',
    ])
      expect(traitsOf(id).continuous, id).toBeNull();
    // Repeats are repeats: an interval session is never one long block.
    for (const id of [
      'running-intervals',
      'sprint-intervals',
      'swim-intervals',
      'rowing-intervals',
      'cycling-intervals',
    ])
      expect(traitsOf(id).continuous, id).toBeNull();
    expect(traitsOf('brisk-walk').continuous).toBe('walk');
    expect(traitsOf('easy-run').continuous).toBe('run');
    expect(traitsOf('long-run').continuous).toBe('run');
    expect(traitsOf('easy-cycling').continuous).toBe('cycle');
    expect(traitsOf('easy-swim').continuous).toBe('swim');
    expect(traitsOf('rowing-machine').continuous).toBe('row');
  });

  it('caps the reps of hard bodyweight moves and says which exercises are one side at a time', () => {
    expect(traitsOf('nordic-hamstring-curl').repCap).toBeLessThanOrEqual(6);
    expect(traitsOf('pistol-squat').repCap).toBeLessThanOrEqual(8);
    expect(traitsOf('pull-up').repCap).toBeLessThanOrEqual(10);
    expect(traitsOf('chin-up').repCap).toBeLessThanOrEqual(10);
    expect(traitsOf('parallel-bar-dip').repCap).toBeLessThanOrEqual(12);
    expect(traitsOf('wall-handstand-push-up').repCap).toBeLessThanOrEqual(8);
    expectRule(
      'a rep cap is for work counted in reps, between 3 and 15',
      (exercise) => traitsOf(exercise).repCap !== null,
      (exercise) => {
        const cap = traitsOf(exercise).repCap ?? 0;
        return exercise.measure === 'reps' && cap >= 3 && cap <= 15;
      },
    );
    // Strength and mobility work that tells you to switch sides is counted per side; conditioning
    // drills that alternate within an interval are not.
    expectRule(
      'work that switches sides is one side at a time',
      (exercise) =>
        exercise.pattern !== 'conditioning' &&
        /\b(switch|alternate) (sides|legs|hands|arms)\b|then switch\b/i.test(exercise.cues.en.join(' ')),
      (exercise) => traitsOf(exercise).unilateral,
    );
    for (const id of [
      'bulgarian-split-squat',
      'single-leg-rdl',
      'one-arm-dumbbell-row',
      'side-plank',
      'suitcase-carry',
    ])
      expect(traitsOf(id).unilateral, id).toBe(true);
    for (const id of ['goblet-squat', 'push-up', 'plank', 'farmer-carry', 'burpee'])
      expect(traitsOf(id).unilateral, id).toBe(false);
  });

  it('flags straining, loaded twisting, jumping and fall risk where a careful coach would', () => {
    // Every jump lands: a fall risk when tired or pregnant (jogging on the spot and butt kicks barely leave the floor).
    expectRule(
      'every jump is a fall risk',
      (exercise) => traitsOf(exercise).jumping && !['jog-in-place', 'butt-kicks'].includes(exercise.id),
      (exercise) => traitsOf(exercise).fallRisk,
    );
    expect(traitsOf('jog-in-place').fallRisk).toBe(false);
    expect(traitsOf('butt-kicks').fallRisk).toBe(false);
    expectRule(
      'what is named a jump, hop, burpee or sprint jumps',
      (exercise) =>
        /(^|-)(jump|jumping|burpee|hop|sprint|strides)(-|$)/.test(exercise.id) &&
        !exercise.id.startsWith('step-'),
      (exercise) => traitsOf(exercise).jumping,
    );
    // Heavy axial loading is heavy straining; a loaded twist is rotation work.
    expectRule(
      'heavy axial loading is heavy straining',
      (exercise) => exercise.loadsSpine,
      (exercise) => traitsOf(exercise).strain,
    );
    expectRule(
      'a loaded twist is rotation work',
      (exercise) => traitsOf(exercise).loadedTwist,
      (exercise) => exercise.pattern === 'core-rotation',
    );
    for (const id of [
      'barbell-deadlift',
      'leg-press',
      'rkc-plank',
      'isometric-palm-press',
      'barbell-bench-press',
    ])
      expect(traitsOf(id).strain, id).toBe(true);
    for (const id of ['weighted-russian-twist', 'band-woodchop', 'cable-woodchop', 'landmine-rotation'])
      expect(traitsOf(id).loadedTwist, id).toBe(true);
    for (const id of ['step-jack', 'step-back-burpee', 'marching-in-place', 'mountain-climber', 'brisk-walk'])
      expect(traitsOf(id).jumping, id).toBe(false);
    for (const id of ['box-pistol-squat', 'step-up', 'single-leg-rdl', 'pistol-squat', 'burpee'])
      expect(traitsOf(id).fallRisk, id).toBe(true);
    // The supported versions are the safe ones.
    for (const id of ['single-leg-stand-supported', 'step-up-supported', 'heel-to-toe-walk', 'sit-to-stand'])
      expect(traitsOf(id).fallRisk, id).toBe(false);
  });

  it('offers a running, cycling, swimming and rowing programme in the right places', () => {
    const sessions = {
      'run-walk-intervals': ['outdoor', 'gym'],
      'easy-run': ['outdoor', 'gym'],
      'tempo-run': ['outdoor', 'gym'],
      'running-intervals': ['outdoor', 'gym'],
      'long-run': ['outdoor', 'gym'],
      'running-strides': ['outdoor'],
      'easy-cycling': ['gym', 'hotel', 'home', 'outdoor'],
      'cycling-intervals': ['home', 'outdoor'],
      'easy-swim': ['gym'],
      'swim-intervals': ['gym'],
      'rowing-intervals': ['gym', 'hotel'],
    };
    expect([...ENDURANCE_SESSION_IDS].sort()).toEqual(Object.keys(sessions).sort());
    for (const [id, locations] of Object.entries(sessions)) {
      const exercise = CATALOGUE_BY_ID.get(id);
      expect(exercise, id).toBeDefined();
      expect(exercise!.pattern, id).toBe('conditioning');
      expect(exercise!.measure, id).toBe('time');
      expect([...exercise!.locations].sort(), id).toEqual([...locations].sort());
      expect(exercise!.videoId, id).toBeUndefined();
    }
    // Beginners start with run-walk; easy running is as low-impact as the catalogue's easy jog, fast running is not.
    expect(CATALOGUE_BY_ID.get('run-walk-intervals')!.minLevel).toBe('novice');
    expect(CATALOGUE_BY_ID.get('easy-run')!.impact).toBe(CATALOGUE_BY_ID.get('easy-jog')!.impact);
    expect(CATALOGUE_BY_ID.get('running-intervals')!.impact).toBe('high');
    // Cycling and rowing need a machine or a bike; swimming and running need nothing to carry.
    expect(CATALOGUE_BY_ID.get('easy-cycling')!.equipment).toEqual(['cardio-machine']);
    expect(CATALOGUE_BY_ID.get('easy-swim')!.equipment).toEqual([]);
  });

  it('offers balance, functional and pregnancy-friendly work that needs no floor and no lying flat', () => {
    const gentle = [
      'single-leg-stand-supported',
      'heel-to-toe-walk',
      'sit-to-stand',
      'step-up-supported',
      'pelvic-floor-contractions',
      'wall-push-up',
      'pallof-press',
      'band-row',
      'incline-dumbbell-press',
      'dumbbell-shoulder-press',
    ];
    for (const id of gentle) {
      const traits = traitsOf(id);
      expect(traits.floor, id).toBe(false);
      expect(['supine', 'prone'], id).not.toContain(traits.position);
      expect(traits.jumping, id).toBe(false);
      expect(traits.strain, id).toBe(false);
    }
    expect(CATALOGUE_BY_ID.get('single-leg-stand-supported')!.pattern).toBe('balance');
    expect(CATALOGUE_BY_ID.get('heel-to-toe-walk')!.pattern).toBe('balance');
    expect(CATALOGUE_BY_ID.get('pelvic-floor-contractions')!.pattern).toBe('pelvic-floor');
    expect(traitsOf('side-lying-leg-raise').position).toBe('side-lying');
    // Balance drills go everywhere, the office included.
    for (const id of ['single-leg-stand-supported', 'heel-to-toe-walk', 'sit-to-stand'])
      expect(CATALOGUE_BY_ID.get(id)!.locations, id).toEqual(expect.arrayContaining([...LOCATIONS]));
  });
});
