import { describe, expect, it } from 'vitest';
import { workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { classifyHealthText } from '../../src/server/coach/read/healthText';
import { screen } from '../../src/server/coach/read/screening';

/**
 * The kinds a third blind review (a CSCS and physiotherapist reading plans for strangers' profiles) found
 * still wrong, each with several wordings in English and Spanish, typos included. They test the kind.
 */

function read(text: string, age = 40, language: 'en' | 'es' = 'en') {
  return screen({ language, age, injuryAnswer: 'yes', injuryDetails: text, notes: '', otherTexts: [] });
}

function plan(text: string, age: number, language: 'en' | 'es' = 'en', fitnessGoal = 'stayHealthy') {
  const request = workoutRequestSchema.parse({
    name: 'Sam',
    age,
    fitnessLevel: 'beginner',
    fitnessGoal,
    workoutDays: 3,
    workoutTime: '30 minutes',
    workoutLocation: 'home',
    equipment: [],
    hasInjuries: 'yes',
    injuryDetails: text,
    workoutStyle: 'traditional',
    focusArea: 'full-body',
    additionalNotes: '',
    agreeToTerms: true,
    language,
  });
  return buildPlan(request).draft;
}

describe('stated healthy, or resolved long ago, is harmless; a real symptom in the same text is not', () => {
  const harmless = [
    'all healthy, no problems, 10 years of lifting, nothing wrong',
    '15 years training, healthy, no issues',
    'entreno desde hace 12 años, sano, sin problemas',
    'old ankle injury fully healed years ago',
    'lesión antigua de rodilla, curada hace años, sin molestias',
  ];
  for (const text of harmless)
    it(text, () => {
      const reading = read(text);
      expect(reading.healthUnread).toBe(false);
      expect(reading.screening.outcome).toBe('clear');
    });
  const notHarmless = [
    'no pain except when I climb stairs',
    'sin dolor salvo al subir escaleras',
    'no problems apart from when I kneel',
  ];
  for (const text of notHarmless)
    it(`not: ${text}`, () => {
      expect(classifyHealthText([{ text, presumed: true }], () => false).reading).toBe('unplaced');
      expect(read(text).screening.outcome).not.toBe('clear');
    });
});

describe('a cold above the neck without fever is a light plan said in one sentence', () => {
  const cold: [string, 'en' | 'es'][] = [
    ['sneezing and a blocked nose, no fever', 'en'],
    ['runy nose, no temperature', 'en'],
    ['head cold, sneezng a lot, no fever', 'en'],
    ['nariz tapada y estornudos, sin fiebre', 'es'],
    ['resfirado sin fiebre', 'es'],
    ['tengo catarro y mocos, sin fiebre', 'es'],
  ];
  for (const [text, language] of cold)
    it(text, () => {
      const draft = plan(text, 30, language);
      expect(draft.screening.reasons.map((r) => r.code)).toContain('head-cold');
      expect(draft.screening.outcome).toBe('adapted');
      const note = draft.notes.filter((n) => /cuello para arriba|above the neck/.test(n));
      expect(note).toHaveLength(1);
      expect(note[0]!.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1)).toHaveLength(1);
      expect(note[0]).toMatch(language === 'es' ? /suave.*más cortas.*normal/ : /easy.*shorter.*normal/);
      for (const day of draft.schedule)
        for (const exercise of day.exercises) expect(exercise.block).not.toBe('Intervals');
    });
  for (const text of ['cold with a fever and body aches', 'resfriado con fiebre y me duele todo el cuerpo'])
    it(`no training now: ${text}`, () => {
      expect(read(text).screening.reasons.map((r) => r.code)).toContain('acute-illness');
      expect(read(text).screening.outcome).toBe('clearance');
    });
  for (const text of ['freezing cold mornings, no injuries', 'my son has a runny nose'])
    it(`not: ${text}`, () =>
      expect(read(text).screening.reasons.map((r) => r.code)).not.toContain('head-cold'));
});

describe('a clearance plan is what a cardiac-rehab physiotherapist accepts before clearance', () => {
  const waiting: [string, 'en' | 'es', number][] = [
    ['waiting to see a cardiologist about chest pain when I climb stairs', 'en', 60],
    ['palpitations when I exercise, GP referred me to cardiology', 'en', 52],
    ['esperando al cardiólogo por dolor en el pecho al subir escaleras', 'es', 63],
  ];
  for (const [text, language, age] of waiting)
    it(text, () => {
      const draft = plan(text, age, language);
      expect(draft.screening.outcome).toBe('clearance');
      const days = draft.schedule.filter((day) => day.kind !== 'rest');
      expect(days.length).toBeGreaterThan(0);
      for (const day of days) {
        for (const lines of [day.warmUp, day.coolDown]) {
          const minutes = Number(/^(\d+) min/.exec(lines[0] ?? '')?.[1]);
          expect(minutes).toBeGreaterThanOrEqual(5);
          expect(minutes).toBeLessThanOrEqual(10);
          expect(lines.join(' ')).toMatch(/gradual/);
        }
        expect(day.style).not.toBe('hiit');
        for (const exercise of day.exercises) {
          expect(exercise.block).not.toBe('Intervals');
          expect(`${exercise.name} ${exercise.effort} ${exercise.loadHint}`).not.toMatch(
            /brisk|fast|quick|a buen ritmo|r[aá]pid|vivo/i,
          );
        }
        const walk = day.exercises.find((exercise) => exercise.catalogId === 'gentle-walk');
        expect(walk?.effort).toMatch(/RPE 9-11 (of|de) 20/);
      }
    });

  it('the checker turns down a gentle day with a short cool-down or a walk not paced by the talk test', async () => {
    const { checkPlan } = await import('../../src/server/coach/check/checker');
    const { readProfile } = await import('../../src/server/coach/read/profile');
    const text = waiting[0]![0];
    const draft = plan(text, 60);
    const request = workoutRequestSchema.parse({
      name: 'Sam',
      age: 60,
      fitnessLevel: 'beginner',
      fitnessGoal: 'stayHealthy',
      workoutDays: 3,
      workoutTime: '30 minutes',
      workoutLocation: 'home',
      equipment: [],
      hasInjuries: 'yes',
      injuryDetails: text,
      workoutStyle: 'traditional',
      focusArea: 'full-body',
      additionalNotes: '',
      agreeToTerms: true,
      language: 'en',
    });
    const profile = readProfile(request);
    expect(checkPlan(draft, profile).filter((v) => v.rule === 'clearance-ease')).toEqual([]);
    const worse = structuredClone(draft);
    const day = worse.schedule.find((d) => d.kind !== 'rest')!;
    day.coolDown = ['2 min of slow walking and deep breathing'];
    for (const exercise of day.exercises) if (exercise.catalogId === 'gentle-walk') exercise.effort = 'Easy';
    expect(checkPlan(worse, profile).filter((v) => v.rule === 'clearance-ease')).toHaveLength(2);
  });
});
