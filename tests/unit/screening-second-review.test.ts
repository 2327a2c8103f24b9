import { describe, expect, it } from 'vitest';
import { screeningAnswersSchema, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { screen } from '../../src/server/coach/read/screening';

/**
 * The red flags a second blind physiotherapist review found trained (issue 25), each kind with several
 * wordings written for this file in English and Spanish (typos, slang, word order, negations). None is a
 * hold-out phrasing: they test the kind.
 */

function read(text: string, age = 45) {
  return screen({ language: 'en', age, injuryAnswer: 'yes', injuryDetails: text, notes: '', otherTexts: [] });
}
const codes = (text: string, age?: number) => read(text, age).screening.reasons.map((r) => r.code);

function plan(text: string, age: number) {
  const request = workoutRequestSchema.parse({
    name: 'Sam',
    age,
    fitnessLevel: 'intermediate',
    fitnessGoal: 'strength',
    workoutDays: 3,
    workoutTime: '45 minutes',
    workoutLocation: 'gym',
    equipment: [],
    hasInjuries: 'yes',
    injuryDetails: text,
    workoutStyle: 'traditional',
    focusArea: 'full-body',
    additionalNotes: '',
    agreeToTerms: true,
    language: 'en',
  });
  const built = buildPlan(request);
  const exercises = built.draft.schedule
    .flatMap((day) => day.exercises)
    .map((exercise) => (exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined))
    .filter((entry) => entry !== undefined);
  return { ...built, exercises };
}

describe('leg pain on walking that settles with rest is the circulation, a doctor first', () => {
  const said = [
    'my calfs burn after i walk a couple of blocks, i stop for a minute and it settles, ex smoker',
    'both legs cramp up walking to the shops, have to stand still till it goes away',
    'thighs get heavy and achy after about 300 meters of walking, resting fixes it',
    'me duelen los gemelos al caminar unas cuadras, me paro y se me pasa',
    'al andar un rato me arden las pantorrillas, descanso un poco y puedo seguir',
  ];
  for (const text of said)
    it(text, () => {
      expect(codes(text, 64)).toContain('circulation-red-flag');
      expect(read(text, 64).screening.outcome).toBe('clearance');
    });
  const notThis = [
    'calves tight after running intervals, eases with rest',
    'no leg pain when walking, just a stiff neck',
    'my dad gets leg cramps when he walks, has to stop',
  ];
  for (const text of notThis)
    it(`not: ${text}`, () => expect(codes(text, 64)).not.toContain('circulation-red-flag'));
});

describe('cauda equina in plain English, in any order and without the word "back"', () => {
  const said = [
    'peeing is harder lately and my privates feel numb',
    'numb bum and bits, legs tingly, cant tell when i need a wee',
    'i keep dribbling and my butt has gone numb, lower back aches',
    'both legs have gone numb and i have been dribbling since tuesday',
    'can’t feel when I need to go anymore, back is killing me',
    'se me duerme el culo y me cuesta orinar',
  ];
  for (const text of said) it(text, () => expect(codes(text)).toContain('nerve-red-flag'));
  const notThis = [
    'numb groin after long bike rides, no back issues',
    'no numbness down there, bladder fine, just a stiff lower back',
  ];
  for (const text of notThis) it(`not: ${text}`, () => expect(codes(text)).not.toContain('nerve-red-flag'));
});

describe('back pain with a sign of serious spine disease is a doctor first', () => {
  const said: [string, number][] = [
    ['back pain that wakes me up every night and nothing eases it', 40],
    ['lower back aches, lost 9 kg in two months without trying', 38],
    ['sore back. had prostate cancer a few years ago, all treated', 60],
    ['backache and a fever since the weekend', 35],
    ['started getting low back pain last month and it is getting worse every week', 57],
    ['dolor de espalda por la noche que no me deja dormir, no se calma en ninguna postura', 44],
    ['me duele la espalda y he adelgazado 6 kilos sin hacer dieta', 49],
    ['dolor lumbar nuevo desde hace unas semanas, cada vez peor', 66],
  ];
  for (const [text, age] of said) it(text, () => expect(codes(text, age)).toContain('spine-red-flag'));
  const notThis: [string, number][] = [
    ['my back gets tight after deadlifts, fine by the next day', 30],
    ['lower back pain for years, comes and goes, better when I move', 58],
    ['my mum had breast cancer, my back is a bit stiff', 40],
  ];
  for (const [text, age] of notThis)
    it(`not: ${text}`, () => expect(codes(text, age)).not.toContain('spine-red-flag'));
});

describe('an operation told by its screws, plate or cast is a recent operation', () => {
  const said = [
    'got 2 screws and a plate put in my wrist 5 weeks ago',
    'the cast came off my arm last week, broke it skiing',
    'they pinned my ankle a month ago',
    'me pusieron una placa en la muñeca hace 6 semanas',
    'me quitaron el yeso de la pierna la semana pasada',
    'stitches came out on monday, they operated on my knee 3 weeks ago',
  ];
  for (const text of said)
    it(text, () => {
      expect(codes(text)).toContain('recent-surgery');
      expect(read(text).screening.outcome).toBe('clearance');
    });
  const notThis = [
    'I have a plate in my wrist from a car crash in 2009, no problems',
    'I can squat 100 kg, bench with 20 kg plates',
  ];
  for (const text of notThis) it(`not: ${text}`, () => expect(codes(text)).not.toContain('recent-surgery'));

  it('a fixed wrist is never loaded: no bench, press, row or carry gripping with it', () => {
    const { draft, exercises } = plan('screws and a plate in my right wrist 6 weeks ago', 30);
    expect(draft.screening.outcome).toBe('clearance');
    for (const exercise of exercises)
      expect(exercise.id).not.toMatch(
        /bench|press|row|carry|curl|push-up|pull-up|chin-up|plank|hang|deadlift/,
      );
  });
});

describe('purging, laxatives or near-starvation is a doctor first, not an adapted plan', () => {
  const said = [
    'i make myself sick after dinner so i dont gain weight',
    'taking laxatives to drop a few kilos before summer',
    'i only eat an apple a day and want to lose 8 kg',
    'basically living on black coffee and water pills',
    'tomo diuréticos para bajar de peso',
    'vomito después de comer para no engordar',
  ];
  for (const text of said)
    it(text, () => {
      expect(codes(text, 16)).toContain('disordered-eating');
      expect(read(text, 16).screening.outcome).toBe('clearance');
    });
  it('a minor is told to involve a trusted adult, and the plan is not a weight-loss programme', () => {
    const { draft } = plan('i throw up after meals to stay skinny', 15);
    const words = draft.screening.reasons.map((r) => r.text).join(' ');
    expect(words).toMatch(/adult you trust/);
    expect(words).toMatch(/doctor/);
    expect(draft.schedule.filter((day) => day.kind !== 'rest').length).toBeLessThanOrEqual(3);
  });
  const notThis = [
    'threw up after a brutal leg day once',
    'my sister takes laxatives',
    'i eat an apple a day with lunch',
  ];
  for (const text of notThis)
    it(`not: ${text}`, () => expect(codes(text, 16)).not.toContain('disordered-eating'));
});

describe('diabetes with numb feet or a past foot ulcer gets foot care: no jumping or running volume', () => {
  const said = [
    'type 2 diabetes, my feet are numb most of the time',
    'diabetic, had an ulcer on my foot last year, healed now',
    'soy diabética y tengo los pies dormidos',
  ];
  for (const text of said)
    it(text, () => {
      expect(read(text, 58).population.conditions.has('diabetes-complications')).toBe(true);
    });
});

describe('false alarms', () => {
  it('a sign a cardiologist examined with tests and cleared is placed, not unread', () => {
    for (const text of [
      'had chest discomfort last year, cardiologist did a stress test and an echo, it was reflux, all clear',
      'el cardiólogo me hizo prueba de esfuerzo y ecocardiograma por unas molestias, era reflujo, me dio el alta',
    ]) {
      const reading = read(text, 50);
      expect(reading.screening.outcome, text).not.toBe('clearance');
      expect(reading.healthUnread, text).toBe(false);
    }
  });
});

describe('"on exertion" matters for the heart and lungs, not for a joint', () => {
  const withAnswer = (text: string, onExertion: 'yes' | 'no') =>
    screen({
      language: 'en',
      age: 62,
      injuryAnswer: 'yes',
      injuryDetails: text,
      notes: '',
      otherTexts: [],
      answers: screeningAnswersSchema.parse({
        conditions: [],
        followUp: { textOnExertion: onExertion },
        parq: {
          heartCondition: false,
          chestPain: false,
          dizzinessOrFainting: false,
          chronicCondition: false,
          chronicMedication: false,
          boneOrJointProblem: true,
          supervisedOnly: false,
        },
      }),
    });
  for (const text of [
    'knee arthritis, hurts when walking',
    'osteoarthritis in both knees, achey going up hills',
    'artrosis de rodilla, me molesta al caminar mucho',
  ])
    it(text, () => {
      const reading = withAnswer(text, 'yes');
      const found = reading.screening.reasons.map((r) => r.code);
      expect(found).not.toContain('exertional-symptoms');
      expect(reading.screening.outcome).not.toBe('clearance');
    });
  it('but a joint text that also speaks of the chest still asks for a doctor', () => {
    const reading = withAnswer('knee arthritis, and a weird pressure in my chest when walking uphill', 'yes');
    expect(reading.screening.outcome).toBe('clearance');
  });
});

describe('plan content the second review found wrong', () => {
  it('mid and late pregnancy: no renegade rows, decline push-ups, shoulder taps or L-sits', () => {
    for (const text of ['24 weeks pregnant, all normal so far', 'embarazada de 30 semanas, todo bien']) {
      const { exercises } = plan(text, 31);
      expect(exercises.length, text).toBeGreaterThan(0);
      for (const exercise of exercises)
        expect(exercise.id, text).not.toMatch(/renegade|decline-push-up|shoulder-tap|l-sit|v-up|hollow/);
    }
  });
  it('arthritis of the hands or wrists: no knuckle push-ups, carries, hangs or heavy grips', () => {
    for (const text of [
      'rheumatoid arthritis, mostly fingers and wrists',
      'RA flares in my hands sometimes',
      'artritis reumatoide en las manos',
    ]) {
      const { exercises } = plan(text, 48);
      expect(exercises.length, text).toBeGreaterThan(0);
      for (const exercise of exercises)
        expect(exercise.id, text).not.toMatch(
          /knuckle|farmer|hang|pull-up|chin-up|deadlift|renegade|push-up/,
        );
    }
  });
});

describe('a heart condition cleared for exercise', () => {
  it('gets no barbell squat or deadlift, whatever the words of the clearance', () => {
    for (const text of [
      'stent put in 2 years ago, did cardiac rehab, cardiologist says i can exercise, no symptoms',
      'infarto hace 3 años, rehabilitación cardiaca terminada, el cardiólogo me dio el alta para hacer ejercicio',
    ]) {
      const { exercises, draft } = plan(text, 59);
      expect(
        draft.screening.reasons.map((r) => r.code),
        text,
      ).toContain('heart-condition');
      expect(exercises.length, text).toBeGreaterThan(0);
      for (const exercise of exercises)
        expect(exercise.id, text).not.toMatch(
          /barbell-back-squat|barbell-front-squat|barbell-deadlift|^deadlift|good-morning/,
        );
    }
  });
});
