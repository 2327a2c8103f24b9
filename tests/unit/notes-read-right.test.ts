/**
 * Notes and `other:` answers read as meant (issue 26 item 4, second round): an exclusion names the most
 * specific thing said and is quoted back; no note claims a request nobody made; equipment and places
 * described in words become what the plan uses; a body-part wish the chosen focus does not follow is
 * said back with the reason. Every case is checked on the plan the visitor sees.
 */
import { describe, expect, it } from 'vitest';
import { type PlanDraft, type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import type { CatalogueExercise } from '../../src/server/coach/catalogue/types';
import { checkedPlan } from '../../src/server/coach/check/production';
import { readNotes } from '../../src/server/coach/read/notes';
import { readProfile } from '../../src/server/coach/read/profile';
import { visitor } from '../coach-corpus/visitors';

function planFor(over: WorkoutRequestInput): PlanDraft {
  const request = workoutRequestSchema.parse(visitor(over));
  return checkedPlan(readProfile(request), request).draft;
}
const entriesOf = (draft: PlanDraft): CatalogueExercise[] =>
  draft.schedule.flatMap((day) => day.exercises.map((e) => CATALOGUE_BY_ID.get(e.catalogId ?? '')!));
const idsOf = (draft: PlanDraft, test: (e: CatalogueExercise) => boolean) =>
  entriesOf(draft)
    .filter(test)
    .map((e) => e.id);
const saidOf = (draft: PlanDraft) => [draft.overview, ...draft.notes].join(' ');

const isBulgarian = (e: CatalogueExercise) => e.id.includes('bulgarian-split-squat');
const isSquat = (e: CatalogueExercise) => e.pattern === 'squat';
const isDeadliftFamily = (e: CatalogueExercise) => e.id.includes('deadlift') || e.id.includes('rdl');
const isMachineOrCable = (e: CatalogueExercise) =>
  e.equipment.includes('machine') || e.equipment.includes('cable');
const isFreeWeight = (e: CatalogueExercise) =>
  e.equipment.includes('dumbbell') || e.equipment.includes('barbell') || e.equipment.includes('kettlebell');

describe('an exclusion names the most specific thing said', () => {
  it.each([
    ['nah no bulgarian split sqauts pls', 'en', 'Bulgarian split squats', 'bulgarian split sqauts'],
    ['sin sentadias bulgaras, me matan', 'es', 'sentadillas búlgaras', 'sentadias bulgaras'],
  ] as const)(
    '"%s" (%s) leaves out that variant, keeps squats and says so exactly',
    (notes, language, name, quote) => {
      const draft = planFor({ additionalNotes: notes, language, focusArea: 'lower-body' });
      expect(idsOf(draft, isBulgarian)).toEqual([]);
      // The family stays: a lower-body week still squats.
      expect(idsOf(draft, isSquat).length).toBeGreaterThan(0);
      const said = saidOf(draft);
      expect(said).toContain(name);
      expect(said).toContain(`“${quote}”`);
      expect(said).not.toMatch(/has no squats|no incluye sentadillas(?! búlgaras)/);
    },
  );

  it.each([
    ['no deadlifts thx', 'en'],
    ['nada de peso muerto porfa', 'es'],
    ['hate deadlfts', 'en'],
  ] as const)('"%s" (%s) leaves out the whole deadlift family, Romanian ones included', (notes, language) => {
    const draft = planFor({
      additionalNotes: notes,
      language,
      fitnessLevel: 'intermediate',
      fitnessGoal: 'strength',
    });
    expect(idsOf(draft, isDeadliftFamily)).toEqual([]);
    expect(draft.schedule.some((day) => day.exercises.length > 0)).toBe(true);
  });

  it.each([
    ['no leg extensions please', 'en'],
    ['sin extensiones de cuadriceps', 'es'],
  ] as const)('"%s" (%s) leaves out leg extensions', (notes, language) => {
    const over = {
      additionalNotes: notes,
      language,
      focusArea: 'lower-body',
      fitnessGoal: 'muscle',
    } as const;
    expect(readNotes(notes).exclusions.map((e) => e.key)).toEqual(['leg-extensions']);
    expect(idsOf(planFor(over), (e) => e.id === 'leg-extension')).toEqual([]);
  });

  it.each([
    ['no machine stuff', 'en'],
    ['nada de maquinas', 'es'],
  ] as const)('"%s" (%s) leaves out machines and cable stations alike', (notes, language) => {
    const draft = planFor({ additionalNotes: notes, language, fitnessLevel: 'intermediate' });
    expect(idsOf(draft, isMachineOrCable)).toEqual([]);
  });
});

describe('a gym used for its machines only', () => {
  it.each([
    ['machines only, no free weights', 'en', /the plan has no free weights/],
    ['solo maquinas porfa, las pesas me intimidan', 'es', /el plan no incluye pesos libres/],
  ] as const)('"%s" (%s) gets no dumbbells, barbells or kettlebells', (notes, language, sentence) => {
    const draft = planFor({ additionalNotes: notes, language });
    expect(idsOf(draft, isFreeWeight)).toEqual([]);
    expect(idsOf(draft, isMachineOrCable).length).toBeGreaterThan(0);
    expect(saidOf(draft)).toMatch(sentence);
  });
});

describe('no note claims a request nobody made', () => {
  it.each([
    ["I can't run yet, it's for my first 5k", 'en'],
    ['todavia no puedo correr, es mi primer 5k', 'es'],
    ["can't run a mile yet lol, training for my first 5k", 'en'],
  ] as const)('"%s" (%s) is a beginner runner, not "no running"', (notes, language) => {
    const draft = planFor({
      additionalNotes: notes,
      language,
      fitnessGoal: 'endurance',
      fitnessLevel: 'novice',
    });
    expect(saidOf(draft)).not.toMatch(/as you asked|como pediste/i);
    expect(entriesOf(draft).some((e) => /run/.test(e.id))).toBe(true);
  });

  it.each([
    ["I don't stretch enough, my hammies are tight", 'en'],
    ['no estiro nunca y deberia', 'es'],
  ] as const)('"%s" (%s) asks nothing to be left out', (notes, language) => {
    expect(saidOf(planFor({ additionalNotes: notes, language }))).not.toMatch(/as you asked|como pediste/i);
  });

  it('every exclusion said back quotes the words it was read from', () => {
    for (const [notes, language] of [
      ['pls no squts', 'en'],
      ['odio los burpis', 'es'],
    ] as const) {
      const reading = readNotes(notes);
      const sentence = planFor({ additionalNotes: notes, language, workoutStyle: 'circuit' }).notes.find(
        (line) => /as you asked|como pediste/i.test(line),
      );
      expect(sentence).toContain(`“${reading.exclusions[0]!.said}”`);
    }
  });

  it('no note is printed twice', () => {
    for (const notes of [
      'no squats, no squats!!',
      'no burpees. no burpees please',
      'sin saltos, vivo en un piso, sin saltos',
    ]) {
      const lines = planFor({ additionalNotes: notes, workoutStyle: 'circuit' }).notes;
      expect(lines.length).toBe(new Set(lines).size);
    }
  });
});

describe('equipment and places described in words', () => {
  it('a garage gym holds what it names, not a full gym’s machines and cables', () => {
    const draft = planFor({
      workoutLocation: 'other:garage gym w/ a barbell, bench, dumbbells n a pull-up bar',
      fitnessLevel: 'intermediate',
    });
    expect(idsOf(draft, isMachineOrCable)).toEqual([]);
    expect(idsOf(draft, (e) => e.equipment.includes('barbell')).length).toBeGreaterThan(0);
  });

  it.each([
    ['other:climbing gym', 'en'],
    ['other:un rocodromo', 'es'],
  ] as const)('%s (%s) is not read as a full gym', (workoutLocation, language) => {
    expect(idsOf(planFor({ workoutLocation, language }), isMachineOrCable)).toEqual([]);
  });

  it('a hotel with a treadmill gets the treadmill, not another cardio machine', () => {
    const over = { workoutLocation: 'hotel', equipment: ['hotel-gym'], fitnessGoal: 'loss' };
    const cardio = (draft: PlanDraft) => idsOf(draft, (e) => e.equipment.includes('cardio-machine'));
    const told = planFor({ ...over, additionalNotes: 'the hotel has a treadmill, a cable and dumbbells' });
    expect(cardio(told)).toEqual(expect.arrayContaining(['incline-treadmill-walk']));
    expect(cardio(told).filter((id) => !/treadmill/.test(id))).toEqual([]);
  });

  it('a pull-up bar and rings named in Spanish notes are used at home', () => {
    const draft = planFor({
      workoutLocation: 'home',
      equipment: [],
      language: 'es',
      additionalNotes: 'en casa tengo una barra de dominadas y anillas',
    });
    expect(
      idsOf(draft, (e) => e.equipment.includes('pull-up-bar') || e.equipment.includes('suspension')).length,
    ).toBeGreaterThan(0);
    expect(saidOf(draft)).toMatch(/barra de dominadas/);
  });
});

describe('a body-part wish the chosen focus does not follow', () => {
  it.each([
    ['want more arms tho', 'en', /You asked for more work on your arms: the plan keeps the focus you chose/],
    [
      'quiero mas brazos',
      'es',
      /Pediste más trabajo para los brazos: el plan mantiene el enfoque que elegiste/,
    ],
  ] as const)('"%s" (%s) is said back with the reason', (notes, language, sentence) => {
    expect(saidOf(planFor({ additionalNotes: notes, language, focusArea: 'lower-body' }))).toMatch(sentence);
  });

  it.each([
    ['tone triceps pls', 'en', /Extra work for your arms, as you asked/],
    ['quiero tonificar los brazos', 'es', /Trabajo extra para los brazos, como pediste/],
  ] as const)('"%s" (%s) with no focus chosen is followed and said back', (notes, language, sentence) => {
    expect(saidOf(planFor({ additionalNotes: notes, language, focusArea: 'none' }))).toMatch(sentence);
  });
});

describe('an exercise the visitor likes', () => {
  it.each([
    [
      'i prefer leg press over squats',
      'en',
      /The plan includes leg press, which you said you like \(you wrote “leg press”\)/,
    ],
    [
      'me encanta la prensa de piernas',
      'es',
      /el plan incluye prensa de piernas \(escribiste “prensa de piernas”\)/,
    ],
  ] as const)('"%s" (%s) is in the plan and said back', (notes, language, sentence) => {
    const draft = planFor({ additionalNotes: notes, language });
    expect(idsOf(draft, (e) => e.id === 'leg-press').length).toBeGreaterThan(0);
    expect(saidOf(draft)).toMatch(sentence);
  });
});
