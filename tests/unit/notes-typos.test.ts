/**
 * Notes that are read as people write them (issue 26 item 4): an exercise refused or named as painful with
 * a typo, an abbreviation, slang or Spanglish is left out of the plan; real words one edit from an
 * exercise ("los lunes", "deadlines", "lungs") leave the plan as it was. Asserted on the week the visitor
 * sees, through the checker in production.
 */
import { describe, expect, it } from 'vitest';
import { type PlanDraft, type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import type { CatalogueExercise } from '../../src/server/coach/catalogue/types';
import { checkedPlan } from '../../src/server/coach/check/production';
import { editDistance, editsAllowed } from '../../src/server/coach/read/fuzzy';
import { readNotes } from '../../src/server/coach/read/notes';
import { readProfile } from '../../src/server/coach/read/profile';
import { noted } from '../coach-corpus/visitors';

function planFor(input: WorkoutRequestInput): PlanDraft {
  const request = workoutRequestSchema.parse(input);
  return checkedPlan(readProfile(request), request).draft;
}
const entriesOf = (draft: PlanDraft): CatalogueExercise[] =>
  draft.schedule.flatMap((day) => day.exercises.map((e) => CATALOGUE_BY_ID.get(e.catalogId ?? '')!));

const isSquat = (e: CatalogueExercise) => e.pattern === 'squat';
const isLunge = (e: CatalogueExercise) => e.pattern === 'lunge';
const isBurpee = (e: CatalogueExercise) => e.id.includes('burpee');
const isPushUp = (e: CatalogueExercise) => /push-up|press-up/.test(e.id);
const isDeadlift = (e: CatalogueExercise) => e.id.includes('deadlift');
const isPlank = (e: CatalogueExercise) => e.id.includes('plank');

/** Each visitor writes the refusal in their own way; the plan holds none of that exercise. */
const REFUSED: [string, 'en' | 'es', (e: CatalogueExercise) => boolean, WorkoutRequestInput][] = [
  ['no sqauts please, my knees are fine tho', 'en', isSquat, {}],
  ['pls no squts', 'en', isSquat, {}],
  ['sin sentadias porfa', 'es', isSquat, {}],
  ['odio las sentadilas', 'es', isSquat, {}],
  ['nada de burpis', 'es', isBurpee, { workoutStyle: 'circuit', fitnessGoal: 'loseWeight' }],
  ['no burpes pls, I hate them', 'en', isBurpee, { workoutStyle: 'circuit', fitnessGoal: 'loseWeight' }],
  ['i dont like push ups', 'en', isPushUp, { workoutLocation: 'home' }],
  ['no quiero flexions de brazos', 'es', isPushUp, { workoutLocation: 'home' }],
  ['hate DLs, skip them', 'en', isDeadlift, { fitnessLevel: 'intermediate', fitnessGoal: 'strength' }],
  ['no deadlfts', 'en', isDeadlift, { fitnessLevel: 'intermediate', fitnessGoal: 'strength' }],
  ['no lunjes', 'en', isLunge, { fitnessGoal: 'muscle', focusArea: 'lower-body' }],
  ['sin zancdas', 'es', isLunge, { fitnessGoal: 'muscle', focusArea: 'lower-body' }],
  ['squats kill my knee', 'en', isSquat, {}],
  ['me duelen las sentadillas', 'es', isSquat, {}],
  ['las planchas me molestan en los hombros', 'es', isPlank, { focusArea: 'core' }],
];

describe('exclusions written with typos, abbreviations and slang', () => {
  it.each(REFUSED)('"%s" (%s) leaves that exercise out', (notes, language, refused, over) => {
    const draft = planFor(noted(notes, { language, ...over }));
    expect(
      entriesOf(draft)
        .filter(refused)
        .map((e) => e.id),
    ).toEqual([]);
    expect(draft.schedule.some((day) => day.exercises.length > 0)).toBe(true);
    // Said back in one sentence, in the visitor's language.
    expect(draft.notes.join(' ')).toMatch(
      language === 'es' ? /Como pediste, el plan no incluye/ : /As you asked, the plan has no/,
    );
  });

  it.each([
    ['los lunes no puedo, tengo reunion', 'es'],
    ['no deadlines at work this month', 'en'],
    ['no lung problems, no heart problems', 'en'],
    ['no tengo planes los domingos', 'es'],
  ] as const)('"%s" (%s) is a real word, not an exercise refused', (notes, language) => {
    expect(readNotes(notes).exclusions.map((e) => e.key)).toEqual([]);
    // Nothing was refused: the plan says nothing was left out.
    const draft = planFor(noted(notes, { language }));
    expect([draft.overview, ...draft.notes].join(' ')).not.toMatch(/the plan has no|el plan no incluye/i);
  });

  it('a painful exercise that no longer hurts stays', () => {
    expect(readNotes("squats don't hurt anymore").exclusions).toEqual([]);
    expect(readNotes('las sentadillas ya no me duelen').exclusions).toEqual([]);
    expect(readNotes("don't do squats, they hurt").exclusions.map((e) => e.key)).toEqual(['squats']);
  });
});

describe('the edit distance is bounded by the length of the word', () => {
  it('allows none under four letters, one up to seven, two beyond', () => {
    expect([3, 4, 7, 8, 12].map(editsAllowed)).toEqual([0, 1, 1, 2, 2]);
  });
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('sqauts', 'squats', 2)).toBe(1);
    expect(editDistance('burpis', 'burpees', 3)).toBe(2);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});

describe('wishes and idioms', () => {
  it.each([
    ['only abs', 'core'],
    ['solo abdominales porfa', 'core'],
    ['más brazos', 'arms'],
    ['I want a bigger back', 'back'],
    ['quiero trabajar la espalda', 'back'],
  ] as const)('"%s" is a wish for %s', (notes, part) => {
    expect(readNotes(notes).emphasis).toBe(part);
  });
  it.each([
    'want to get back into training',
    'I want back in shape after the baby',
    'just want to get back to the gym',
    'I only have 30 minutes on mondays',
  ])('"%s" is no wish for a body part', (notes) => {
    expect(readNotes(notes).emphasis).toBeNull();
  });
});

describe('a place described in its own words', () => {
  it.each([
    ['other: my garage with dumbbells and a bench', 'en'],
    ['other: el garaje, con mancuernas y un banco', 'es'],
  ] as const)('"%s" gives a plan that uses what the place holds', (workoutLocation, language) => {
    const draft = planFor(noted('', { workoutLocation, language }));
    expect(entriesOf(draft).some((e) => e.equipment.includes('dumbbell'))).toBe(true);
  });
  it('a place that denies what it names adds nothing', () => {
    const draft = planFor(noted('', { workoutLocation: 'other: hotel room, no dumbbells' }));
    expect(entriesOf(draft).filter((e) => e.equipment.includes('dumbbell'))).toEqual([]);
  });
});
