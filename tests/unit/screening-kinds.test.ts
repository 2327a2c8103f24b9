import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/contract/site';
import { workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { isFloorWork, isJumping, positionOf } from '../../src/server/coach/design/exerciseFacts';
import { breaksHipPrecautions } from '../../src/server/coach/design/populations';
import { screen } from '../../src/server/coach/read/screening';

/**
 * The kinds of failure a blind review of new profiles found (issue 25, second hold-out round), each with
 * wordings written for this file in English and Spanish (typos, slang, a relative's opinion, negations).
 * None is a hold-out phrasing: they test the kind, so each kind has several ways of saying it.
 */

function read(text: string, options: { language?: Language; age?: number } = {}) {
  return screen({
    language: options.language ?? 'en',
    age: options.age ?? 42,
    injuryAnswer: 'yes',
    injuryDetails: text,
    notes: '',
    otherTexts: [],
  });
}
const codes = (text: string, age?: number) => read(text, { age }).screening.reasons.map((r) => r.code);

function plan(text: string, age: number, extra: Record<string, unknown> = {}) {
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
    ...extra,
  });
  const built = buildPlan(request);
  const exercises = built.draft.schedule
    .flatMap((day) => day.exercises)
    .map((exercise) => (exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined))
    .filter((entry) => entry !== undefined);
  return { ...built, exercises };
}

describe('a warning sign explained away is still a warning sign', () => {
  const explained: [string, string][] = [
    ['my wife reckons the tightness in my chest on the stairs is just nerves', 'chest-symptoms'],
    ['hubby thinks the fainting at spin class is nothing, probs low sugar', 'dizziness-or-fainting'],
    ['no doctor has looked at the chest pressure when I jog yet, surely just heartburn', 'chest-symptoms'],
    ["gf says it's anxiety, i get short of breath walking up one flight", 'exertional-symptoms'],
    ['my mum says my heart pounding on the stairs is the coffee', 'palpitations'],
    ['mi marido dice que el dolor de pecho al correr es ansiedad', 'chest-symptoms'],
    ['mi mujer cree que los mareos en el gimnasio son de no desayunar', 'dizziness-or-fainting'],
    [
      'el medico aun no me ha visto lo del pecho que me aprieta en las cuestas, seguro no es nada',
      'chest-symptoms',
    ],
    ['se me acelera el corazon subiendo escaleras, mi madre dice que es el cafe', 'palpitations'],
  ];
  it.each(explained)('%s', (text, code) => {
    const result = read(text);
    expect(result.screening.outcome).toBe('clearance');
    expect(result.screening.reasons.map((r) => r.code)).toContain(code);
  });

  const denied = [
    'no chest pain, never fainted, fine on the stairs',
    'nunca me he desmayado y no tengo dolor en el pecho',
    "my dad says he gets chest pain on hills, I'm fine",
  ];
  it.each(denied)('a denial or a relative’s own symptom stays clear: %s', (text) => {
    expect(read(text).screening.outcome).toBe('clear');
  });
});

describe('severe or symptomatic high blood pressure asks for a doctor first', () => {
  const severe = [
    'blood pressure 170/105 not on any meds',
    'bp like 165 over 100 and i get headaches',
    'hypertension, gives me headaches and blurry vision sometimes',
    'tension alta, 180/110, sin tratar',
    'la tension por las nubes y me sangra la nariz',
    'presion alta sin medicacion y dolores de cabeza',
    'my blood pressure is through the roof',
  ];
  it.each(severe)('%s', (text) => {
    expect(codes(text)).toContain('uncontrolled-blood-pressure');
    expect(read(text).screening.outcome).toBe('clearance');
  });

  const controlled = [
    'high blood pressure, controlled with pills, usually 130/85',
    'hipertension controlada con medicacion',
    'blood pressure tablets, no headaches or anything',
  ];
  it.each(controlled)('controlled pressure adapts: %s', (text) => {
    expect(codes(text)).toContain('high-blood-pressure');
    expect(codes(text)).not.toContain('uncontrolled-blood-pressure');
  });
});

describe('back pain with nerve red flags is an urgent referral, in any word order', () => {
  const flags = [
    'lower back pain and both legs tingling',
    'back pain, numb between my legs and trouble peeing',
    "my back hurts and I've lost control of my bladder a couple times",
    'bad back, legs getting weaker every week',
    'sciatica down both legs, feet go numb',
    'dolor lumbar y hormigueo en las dos piernas',
    'me duele la espalda y se me duermen ambas piernas',
    'lumbalgia, no controlo bien la orina desde hace dias',
    'dolor de espalda y tengo dormida la zona genital',
    'espalda fatal y cada vez tengo menos fuerza en las piernas',
  ];
  it.each(flags)('%s', (text) => {
    const result = read(text);
    expect(result.screening.outcome).toBe('clearance');
    const reason = result.screening.reasons.find((r) => r.code === 'nerve-red-flag');
    expect(reason?.see).toBe('doctor');
    expect(reason?.text).toMatch(/urgently/);
  });

  const notFlags = [
    'lower back stiffness, no numbness or tingling',
    'dolor lumbar, sin hormigueo en las piernas',
    'sciatica down my left leg',
    'back is fine, my bum goes numb on long bike rides',
    'I lose my breath on hills but my back is great',
  ];
  it.each(notFlags)('not a nerve red flag: %s', (text) => {
    expect(codes(text)).not.toContain('nerve-red-flag');
  });

  it('in Spanish, the reason speaks Spanish', () => {
    const result = read('me duele la espalda y se me duermen las dos piernas', { language: 'es' });
    expect(result.screening.reasons.find((r) => r.code === 'nerve-red-flag')?.text).toMatch(/urgencia/);
  });

  it('the plan is the gentle clearance plan, nothing loading the spine', () => {
    const { draft, exercises } = plan('lower back pain and both legs tingling', 40);
    expect(draft.screening.outcome).toBe('clearance');
    for (const entry of exercises) {
      expect(entry.loadsSpine, entry.id).toBeFalsy();
      expect(entry.equipment, entry.id).not.toContain('barbell');
    }
  });
});

describe('disordered eating is read, and a minor gets no deficit or volume', () => {
  const signs: [string, number][] = [
    ['I throw up after meals to stay thin', 16],
    ['use laxatives when I eat too much', 30],
    ['I only eat once a day and want to lose more', 24],
    ['i barely eat anything, like an apple a day', 15],
    ['vomito despues de comer para no engordar', 17],
    ['tomo laxantes para adelgazar', 22],
    ['como una vez al dia y casi nada', 16],
    ['apenas como nada, quiero bajar mas', 19],
  ];
  it.each(signs)('%s (age %i)', (text, age) => {
    expect(codes(text, age)).toContain('low-energy-intake');
  });

  const notSigns = [
    'threw up after a hard interval session once',
    'I eat three meals a day, no issues with food',
    'vomite una vez en un partido por el calor',
  ];
  it.each(notSigns)('not a sign of disordered eating: %s', (text) => {
    expect(codes(text, 25)).not.toContain('low-energy-intake');
  });

  it('a minor who purges gets moderate, low-volume work with no intervals', () => {
    const { profile, exercises } = plan('', 16, {
      hasInjuries: 'no',
      fitnessGoal: 'loss',
      workoutStyle: 'hiit',
      additionalNotes: 'me provoco el vomito despues de comer',
    });
    expect(profile.limits.noIntervals).toBe(true);
    expect(profile.limits.maxSets).toBeLessThanOrEqual(2);
    expect(profile.limits.minRir).toBeGreaterThanOrEqual(3);
    for (const entry of exercises) expect(isJumping(entry), entry.id).toBe(false);
  });
});

describe("a professional's clearance is respected", () => {
  const cleared: [string, string][] = [
    ['hip replacement 8 weeks ago, surgeon cleared me to train', 'joint-replacement'],
    ['protesis de cadera hace 8 semanas, el cirujano me dio el alta para entrenar', 'joint-replacement'],
    ['discharged from cardiac rehab last month, cardiologist said I can exercise', 'heart-condition'],
    ['heart attack last year, finished cardiac rehab, cleared by my cardiologist', 'heart-condition'],
    ['terminé la rehabilitación cardiaca y el cardiólogo me dio el visto bueno', 'heart-condition'],
    ['me operaron del menisco hace 9 semanas y el fisio me ha dado el alta', 'injury'],
  ];
  it.each(cleared)('%s', (text, code) => {
    const result = read(text);
    expect(result.screening.outcome).toBe('adapted');
    expect(result.screening.reasons.map((r) => r.code)).toContain(code);
  });

  const notCleared = [
    "hip replacement 8 weeks ago, surgeon hasn't cleared me yet",
    'bypass in spring, waiting for the cardiologist to clear me',
    'me operaron de la rodilla hace 5 semanas, aun no me han dado el alta',
    'cleared by my cardiologist but I still get chest pain on hills',
  ];
  it.each(notCleared)('no clearance yet, or a sign since: %s', (text) => {
    expect(read(text).screening.outcome).toBe('clearance');
  });

  it('a cleared hip keeps its precautions in the plan', () => {
    const { exercises, draft } = plan('hip replacement 8 weeks ago, surgeon cleared me to train', 60);
    expect(draft.screening.outcome).toBe('adapted');
    expect(exercises.length).toBeGreaterThan(0);
    for (const entry of exercises) expect(breaksHipPrecautions(entry), entry.id).toBe(false);
  });

  it('a cleared heart trains at moderate effort, no intervals', () => {
    const { profile, draft } = plan('discharged from cardiac rehab, cardiologist said i can exercise', 58);
    expect(draft.screening.outcome).toBe('adapted');
    expect(profile.limits.noIntervals).toBe(true);
    expect(profile.limits.minRir).toBeGreaterThanOrEqual(3);
    expect(profile.limits.maxSets).toBeLessThanOrEqual(3);
  });
});

describe('idioms about the heart or the body are not symptoms', () => {
  const idioms = [
    'work stress gives me a heart attack every monday',
    'my boss is gonna give me a heart attack',
    'mi jefe me va a dar un infarto',
    'casi me da un infarto al ver la factura',
    "I'm dying after leg day",
    'me muero despues de pierna',
    'totally wrecked after the gym lol',
    'my heart races when I see my crush',
  ];
  it.each(idioms)('%s', (text) => {
    const result = read(text);
    expect(result.screening.outcome).toBe('clear');
    expect(result.healthUnread).toBe(false);
  });

  it('a heart attack told as an event is still one', () => {
    expect(codes('had a heart attack in 2022')).toContain('heart-disease');
    expect(codes('me dio un infarto hace dos años')).toContain('heart-disease');
  });

  it('a minor sprain weeks ago adapts the joint, never a clearance stop', () => {
    for (const text of ['sprained my ankle 3 weeks ago, almost fine', 'me torci el tobillo hace un mes']) {
      expect(read(text).screening.outcome).not.toBe('clearance');
    }
  });
});

describe('lymphoedema is recognised and trained', () => {
  const texts: [string, Language][] = [
    ['lymphoedema in my right arm, wear a compression sleeve', 'en'],
    ['lymphedema left leg since surgery years ago', 'en'],
    ['linfedema en la pierna izquierda', 'es'],
    ['tengo linfoedema en el brazo', 'es'],
  ];
  it.each(texts)('%s', (text, language) => {
    const result = read(text, { language });
    expect(result.screening.reasons.map((r) => r.code)).toContain('lymphoedema');
    expect(result.screening.outcome).toBe('adapted');
    expect(result.healthUnread).toBe(false);
  });

  it('the plan is a real plan with gradual loads, not a refusal', () => {
    const { draft, profile, exercises } = plan('lymphoedema in my right arm, compression sleeve', 55);
    expect(draft.screening.outcome).toBe('adapted');
    expect(exercises.length).toBeGreaterThan(5);
    expect(profile.limits.minRir).toBeGreaterThanOrEqual(3);
    expect(profile.limits.maxSets).toBeLessThanOrEqual(3);
  });
});

describe('population details in the plan itself', () => {
  it('pregnancy past 20 weeks: nothing lying on the back, no swings or jumps', () => {
    for (const text of ['pregnant 24 weeks, no complications, used to lifting', 'embarazada de 26 semanas']) {
      const { exercises } = plan(text, 32);
      expect(exercises.length).toBeGreaterThan(0);
      for (const entry of exercises) {
        expect(positionOf(entry), entry.id).not.toBe('supine');
        expect(entry.id).not.toBe('kettlebell-swing');
        expect(isJumping(entry), entry.id).toBe(false);
      }
    }
  });

  it('above the knee, no knee extension; below the knee, both legs push together', () => {
    for (const text of [
      'above knee amputation left leg, use a prosthesis',
      'amputado por encima de la rodilla',
    ]) {
      const { exercises } = plan(text, 45);
      expect(exercises.length).toBeGreaterThan(0);
      for (const entry of exercises)
        expect(['seated-knee-extension', 'leg-extension']).not.toContain(entry.id);
    }
    const below = plan('below knee amputee on the right, walk fine with my prosthesis', 40).exercises;
    expect(below.map((entry) => entry.id)).toContain('leg-press');
  });

  it('an unsteady older person gets no floor work and no barbell', () => {
    for (const text of ['I am a bit unsteady on my feet these days', 'me noto inestable al caminar']) {
      const { exercises, draft } = plan(text, 78);
      expect(draft.screening.reasons.map((r) => r.code)).toContain('frailty-falls');
      for (const entry of exercises) {
        expect(isFloorWork(entry), entry.id).toBe(false);
        expect(entry.equipment, entry.id).not.toContain('barbell');
      }
    }
  });
});
