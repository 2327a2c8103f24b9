import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/contract/site';
import {
  type ScreeningAnswers,
  type ScreeningReasonCode,
  screeningAnswersSchema,
  workoutRequestSchema,
} from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { WORD_CLASSES, withinOne } from '../../src/server/coach/read/lexicon';
import { readNotes } from '../../src/server/coach/read/notes';
import { readHealthTextForFollowUp, screen } from '../../src/server/coach/read/screening';
import '../../src/server/coach/read/redFlags';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { isFallRisk, isJumping } from '../../src/server/coach/design/exerciseFacts';

/**
 * The screening reader by kind of input (docs/coaching.md "Ask, don't guess"), on texts written for this
 * file: each kind in English and Spanish, with typos, pronouns before the verb and adverbs before the
 * adjective, as people write. None of the hold-out phrasings appear here.
 */

function read(text: string, options: { language?: Language; age?: number; answer?: 'yes' | 'no' } = {}) {
  return screen({
    language: options.language ?? 'en',
    age: options.age ?? 45,
    injuryAnswer: options.answer ?? 'yes',
    injuryDetails: text,
    notes: '',
    otherTexts: [],
  });
}
const codes = (text: string, options?: Parameters<typeof read>[1]) =>
  read(text, options).screening.reasons.map((reason) => reason.code);

type AnswersInput = {
  parq?: Partial<ScreeningAnswers['parq']>;
  conditions?: ScreeningAnswers['conditions'];
  followUp?: ScreeningAnswers['followUp'];
};
function answers(partial: AnswersInput) {
  return screeningAnswersSchema.parse({
    conditions: partial.conditions ?? [],
    followUp: partial.followUp ?? {},
    parq: {
      heartCondition: false,
      chestPain: false,
      dizzinessOrFainting: false,
      chronicCondition: false,
      chronicMedication: false,
      boneOrJointProblem: false,
      supervisedOnly: false,
      ...partial.parq,
    },
  });
}
function fromAnswers(screening: ScreeningAnswers, text = '') {
  return screen({
    language: 'en',
    age: 40,
    injuryAnswer: text ? 'yes' : 'no',
    injuryDetails: text,
    notes: '',
    otherTexts: [],
    answers: screening,
  });
}

describe('harmless text asks nothing', () => {
  const harmless: [string, 'yes' | 'no'][] = [
    ['nope, all good here', 'yes'],
    ['absolutely nothing wrong with me', 'yes'],
    ['nah', 'yes'],
    ['ninguna, estoy perfectamente', 'yes'],
    ['na de na', 'yes'],
    ['no injuries and no pain anywhere', 'yes'],
    ['sin lesiones ni dolores', 'yes'],
    ['I do rotating shifts, two earlies then three nights', 'no'],
    ['work nights on a ward, 3 x 12h', 'yes'],
    ['soy profe y los viernes salgo tarde', 'yes'],
    ['trabajo de noche de lunes a jueves', 'no'],
    ['I cycle to work and swim on Sundays', 'no'],
    ['juego al pádel con mis amigas los martes', 'no'],
    ['my doctor told me to exercise more', 'no'],
    ['my dad had bypass surgery and my mum has arthritis', 'no'],
    ['I want a bigger chest and stronger arms', 'no'],
  ];
  it.each(harmless)('%s', (text, answer) => {
    const result = readHealthTextForFollowUp({
      injuryDetails: text,
      additionalNotes: '',
      hasInjuries: answer,
    });
    expect(result.followUpNeeded).toBe(false);
    expect(result.ask).toEqual([]);
    expect(result.reading).toBe('harmless');
    expect(codes(text, { answer })).not.toContain('unread-health-text');
  });

  it('says nothing was written when nothing was', () => {
    expect(readHealthTextForFollowUp({ injuryDetails: '', additionalNotes: '  ' }).reading).toBe('none');
  });

  it('reads the same in the notes: a schedule is not a health concern', () => {
    const result = screen({
      language: 'es',
      age: 38,
      injuryAnswer: 'no',
      injuryDetails: '',
      notes: 'Hago turnos de 12 horas, libro miércoles y domingos',
      otherTexts: [],
    });
    expect(result.screening.outcome).toBe('clear');
    expect(result.population.cautious).toBe(false);
  });
});

describe('health text the coach cannot place asks the two follow-ups', () => {
  const unplaced: [string, 'yes' | 'no'][] = [
    ['something odd with my stomach after meals', 'no'],
    ['me noto rara la tripa a veces', 'no'],
    ['headaches most afternoons', 'no'],
    ['lo de siempre, ya sabes', 'yes'],
    ['my whatsit is playing up again', 'yes'],
    ['tengo un problema en el costado', 'no'],
  ];
  it.each(unplaced)('%s', (text, answer) => {
    const result = readHealthTextForFollowUp({
      injuryDetails: text,
      additionalNotes: '',
      hasInjuries: answer,
    });
    expect(result).toEqual({
      reading: 'unplaced',
      followUpNeeded: true,
      ask: ['textOnExertion', 'textSeenByDoctor'],
    });
  });

  it('places what the coach knows: an injury from the table is understood, not asked about', () => {
    for (const text of ['sore left kne when squatting', 'me molesta el hombro derecho'])
      expect(
        readHealthTextForFollowUp({ injuryDetails: text, additionalNotes: '', hasInjuries: 'yes' }).reading,
      ).toBe('understood');
  });

  it('a detail of something named elsewhere in the text is placed with it, in any case of letters', () => {
    for (const [text, language] of [
      ['High BP. On tablets for it, well under control', 'en'],
      ['operaron el menisco en mayo, sigo yendo al fisio', 'es'],
      ['pregnant, 20 wks; some spotting on Monday', 'en'],
      ['MY KNEE IS NEW (replaced in 2023), did all the rehab', 'en'],
    ] as const) {
      const result = read(text, { language });
      expect(
        result.screening.reasons.map((reason) => reason.code),
        text,
      ).not.toContain('unread-health-text');
      expect(result.population.cautious, text).toBe(false);
    }
  });

  it('never echoes the text', () => {
    const result = readHealthTextForFollowUp({
      injuryDetails: 'weird zzqx feeling in my belly',
      additionalNotes: '',
      hasInjuries: 'yes',
    });
    expect(JSON.stringify(result)).not.toMatch(/zzqx|belly/);
  });

  it('without the follow-up answers (REST), the plan says what was not understood and stays cautious', () => {
    const result = read('a strange pulling in my side now and then');
    expect(result.screening.reasons.map((reason) => reason.code)).toContain('unread-health-text');
    expect(result.population.cautious).toBe(true);
  });

  it('the answers settle it: on exertion asks for a doctor, not on exertion and seen by one is resolved', () => {
    const text = 'a strange pulling in my side now and then';
    const onExertion = fromAnswers(answers({ followUp: { textOnExertion: 'yes' } }), text);
    expect(onExertion.screening.outcome).toBe('clearance');
    expect(onExertion.screening.reasons[0]).toMatchObject({ code: 'exertional-symptoms', see: 'doctor' });
    const settled = fromAnswers(
      answers({ followUp: { textOnExertion: 'no', textSeenByDoctor: 'yes' } }),
      text,
    );
    expect(settled.population.cautious).toBe(false);
    expect(settled.screening.reasons.map((reason) => reason.code)).not.toContain('unread-health-text');
    const unsure = fromAnswers(
      answers({ followUp: { textOnExertion: 'unsure', textSeenByDoctor: 'no' } }),
      text,
    );
    expect(unsure.population.cautious).toBe(true);
  });
});

describe('warning signs in everyday words, either language, any word order', () => {
  const signs: [string, Language, ScreeningReasonCode][] = [
    // A chest feeling, with or without effort.
    ['when I climb to the 3rd floor my chest feels all squeezed', 'en', 'chest-symptoms'],
    ['a weird pressure behind my breastbone if I hurry', 'en', 'chest-symptoms'],
    ['tightnes across my chest jogging, better once I stop', 'en', 'chest-symptoms'],
    ['cuando subo la cuesta se me oprime el pecho', 'es', 'chest-symptoms'],
    ['me pesa muchísimo el pecho al correr', 'es', 'chest-symptoms'],
    ['siento una punzada en el torax subiendo escaleras', 'es', 'chest-symptoms'],
    // Pain or a stab with effort that goes with rest, no joint named.
    ['get a sharp stab going up hills, gone after a minute sitting down', 'en', 'exertional-symptoms'],
    ['me da un pinchazo al subir escaleras y se me pasa al parar', 'es', 'exertional-symptoms'],
    // An arm or jaw.
    ['my right arm goes dead and tingly if I walk quickly', 'en', 'exertional-symptoms'],
    ['jaw starts aching when I rush up the stairs', 'en', 'exertional-symptoms'],
    ['se me adormece el brazo izquierdo caminando deprisa', 'es', 'exertional-symptoms'],
    ['me duele la mandíbula cuando voy con prisa', 'es', 'exertional-symptoms'],
    // Breathlessness with light effort.
    ['I get totally winded walking to the shop', 'en', 'exertional-symptoms'],
    ['me ahogo al subir un piso', 'es', 'exertional-symptoms'],
    ['me falta el aire hablando', 'es', 'exertional-symptoms'],
    // A racing heart.
    ['my heart just pounds like mad on the stairs', 'en', 'palpitations'],
    ['el corazón se me pone súper acelerado sin motivo', 'es', 'palpitations'],
    ['noto el corazon desbocado cuando subo', 'es', 'palpitations'],
    ['el corazón me va rapidísimo en la cuesta', 'es', 'palpitations'],
    ['pierna bien, pero el brazo entumido al trotar', 'es', 'exertional-symptoms'],
    ['shortness of breath on the stairs at work', 'en', 'exertional-symptoms'],
    ['noto un peso sobre el pecho al hacer esfuerzos', 'es', 'chest-symptoms'],
    // Dizziness, with a typo.
    ['get dizy after standing up', 'en', 'dizziness-or-fainting'],
    ['me quedo mariado al agacharme', 'es', 'dizziness-or-fainting'],
  ];
  it.each(signs)('%s', (text, language, code) => {
    const result = read(text, { language });
    expect(result.screening.outcome).toBe('clearance');
    expect(result.screening.reasons.map((reason) => reason.code)).toContain(code);
  });

  const notSigns: [string, Language][] = [
    ['chest day is on Mondays, and I track my heart rate zones', 'en'],
    ['my knee aches going down stairs but eases when I rest it', 'en'],
    ['me duele la rodilla al subir escaleras y se me pasa al descansar', 'es'],
    ['no chest pain, no dizziness, never fainted', 'en'],
    ['ni dolor en el pecho ni mareos', 'es'],
    ['my brother gets chest pain when he runs', 'en'],
    ['quiero marcar pecho y bajar de peso', 'es'],
    ['quiero perder peso y trabajar el pecho', 'es'],
    ['want to drop some weight and build my chest', 'en'],
    ['I paint for a living and I run half marathons', 'en'],
  ];
  it.each(notSigns)('not a sign: %s', (text, language) => {
    const result = read(text, { language, answer: 'no' });
    expect(result.screening.outcome).not.toBe('clearance');
  });
});

describe('every class of exertional warning sign meets every context of exertion, in either order', () => {
  // Symptom × context (docs/coaching.md "Screening before prescribing"): chest, heart rhythm, arm or
  // jaw, pre-syncope with any exertion; breathlessness with light effort only (hard effort makes
  // everyone breathless).
  const classes: {
    language: Language;
    symptoms: string[];
    breath: string;
    light: string[];
    hard: string[];
  }[] = [
    {
      language: 'en',
      symptoms: [
        'my chest goes really tight',
        'my heart starts hammering like crazy',
        'my left arm goes kind of tingly',
        'my jaw sort of aches',
        'my eyesight goes all grey',
        'I nearly keel over',
        'my head goes really light',
      ],
      breath: 'I get seriously out of breath',
      light: ['when I take the stairs', 'if I hurry for the bus'],
      hard: ['after a hard set at the gym', 'when I sprint uphill'],
    },
    {
      language: 'es',
      symptoms: [
        'se me aprieta mucho el pecho',
        'el corazón se me acelera un montón',
        'se me duerme un poco el brazo izquierdo',
        'me duele bastante la mandíbula',
        'se me nubla la vista',
        'casi me desmayo',
        'me mareo muchísimo',
      ],
      breath: 'me falta muchísimo el aire',
      light: ['cuando subo escaleras', 'si voy con prisa'],
      hard: ['después de una serie fuerte en el gimnasio', 'cuando troto cuesta arriba'],
    },
  ];
  for (const { language, symptoms, breath, light, hard } of classes) {
    const combined = [
      ...symptoms.flatMap((symptom) => [...light, ...hard].map((context) => [symptom, context] as const)),
      ...light.map((context) => [breath, context] as const),
    ];
    it.each(combined)(`${language}: %s + %s`, (symptom, context) => {
      for (const text of [`${context} ${symptom}`, `${symptom} ${context}`]) {
        const result = screen({
          language,
          age: 52,
          injuryAnswer: 'no',
          injuryDetails: '',
          notes: text,
          otherTexts: [],
        });
        expect(result.screening.outcome, text).toBe('clearance');
      }
    });
    it.each(hard)(`${language}: breathless %s is fitness, not a sign`, (context) => {
      const result = screen({
        language,
        age: 30,
        injuryAnswer: 'no',
        injuryDetails: '',
        notes: `${breath} ${context}`,
        otherTexts: [],
      });
      expect(result.screening.outcome).not.toBe('clearance');
    });
  }

  it('tired arms after training are muscles, not a sign, and ask nothing', () => {
    for (const text of [
      'my arms are dead after push-ups',
      'arms feel heavy after the bench session',
      'brazos cargados después de las dominadas',
    ]) {
      const result = screen({
        language: 'en',
        age: 30,
        injuryAnswer: 'no',
        injuryDetails: '',
        notes: text,
        otherTexts: [],
      });
      expect(result.screening.outcome, text).toBe('clear');
      expect(result.healthUnread, text).toBe(false);
    }
  });
});

describe('near-fainting with effort is a warning sign, in the words people use', () => {
  // PAR-Q+: losing balance because of dizziness, losing consciousness. The eyes going grey, dark or
  // narrow, a near-faint or near-fall, a head that goes light, with effort or standing up.
  const signs: [string, Language][] = [
    ['after a hard set of squats my eyesight goes grey for a bit', 'en'],
    ['everything went black for a second at the top of the hill on my bike', 'en'],
    ['I nearly collapsed at the end of the HIIT class', 'en'],
    ['got tunnel vision and had to hold the rack after deadlifts', 'en'],
    ['kinda woozy after sprints, need to sit', 'en'],
    ['my head feels really light when I push hard on the rower', 'en'],
    ['I blanked out once right after a football match', 'en'],
    ['cuando hago sentadillas pesadas se me pone la vista gris', 'es'],
    ['corriendo cuesta arriba se me nubla muchísimo la vista', 'es'],
    ['al acabar el partido casi me desplomo', 'es'],
    ['en la clase de spinning me dio un vahído', 'es'],
    ['veo puntitos negros al levantarme rápido del banco', 'es'],
    ['tras las series todo me da vueltas y me tengo que agarrar', 'es'],
    ['se me fue la vista en el gym y casi me caigo', 'es'],
    ['me quedo medio ligera de cabeza al subir las escaleras', 'es'],
    ['when I run se me pone todo negro', 'es'],
    // Typos: a doubled letter, a b for a v, a word spelt as said.
    ['my vission goes gray after sprints', 'en'],
    ['get liteheaded doing burpees', 'en'],
    ['almost fanted on the bike', 'en'],
    ['se me nubla la bista corriendo', 'es'],
    ['casi me desmallo en el gym', 'es'],
  ];
  it.each(signs)('%s', (text, language) => {
    for (const answer of ['yes', 'no'] as const) {
      const result = read(text, { language, answer });
      expect(result.screening.outcome).toBe('clearance');
      expect(result.screening.reasons.map((reason) => reason.code)).toContain('dizziness-or-fainting');
    }
    // In the notes too, and never a training plan.
    const notes = screen({
      language,
      age: 35,
      injuryAnswer: 'no',
      injuryDetails: '',
      notes: text,
      otherTexts: [],
    });
    expect(notes.screening.outcome).toBe('clearance');
  });

  const notSigns: [string, Language][] = [
    ['never fainted, never dizzy, my vision is fine when I sprint', 'en'],
    ['I have never passed out and I do not get lightheaded', 'en'],
    ['no me mareo nunca y no se me nubla la vista', 'es'],
    ['nunca me he desmayado', 'es'],
    ['I run in the dark on grey winter mornings', 'en'],
    ['I almost fell asleep in yoga class', 'en'],
    ['tripped on a kerb while jogging and nearly fell', 'en'],
    ['casi me caigo de la risa en la clase', 'es'],
    ['my eyes go blurry from the sweat when I run', 'en'],
    ['I nearly went to the gym yesterday but did not', 'en'],
    ['my heart races when I see my crush at the gym', 'en'],
    ['el corazón me va a mil de la emoción antes de un partido', 'es'],
  ];
  it.each(notSigns)('not a sign: %s', (text, language) => {
    const result = read(text, { language, answer: 'no' });
    expect(result.screening.reasons.map((reason) => reason.code)).not.toContain('dizziness-or-fainting');
    expect(result.screening.outcome).not.toBe('clearance');
  });
});

describe('now or history', () => {
  it('a replacement whose rehabilitation ended is history; a recent one is an operation', () => {
    for (const text of [
      'new knee fitted in 2024, finished all the physio last spring',
      'prótesis de rodilla hace dos años, ya me dieron el alta de fisio',
    ]) {
      const found = codes(text);
      expect(found).toContain('joint-replacement');
      expect(found).not.toContain('recent-surgery');
    }
    expect(codes('hip replaced 5 weeks ago, doing my exercises')).toEqual(
      expect.arrayContaining(['recent-surgery', 'joint-replacement']),
    );
  });

  it('a hernia waiting for its operation is a hernia, not a recent operation', () => {
    for (const text of [
      'umbilical hernia, on the waiting list for repair',
      'hernia inguinal, pendiente de operar',
    ]) {
      const found = codes(text);
      expect(found).toContain('hernia');
      expect(found).not.toContain('recent-surgery');
    }
  });

  it('an organ removed a few weeks ago is a recent operation without the word', () => {
    for (const text of [
      'appendix taken out laparoscopically 2 weeks ago',
      'me quitaron la vesícula hace tres semanas',
    ])
      expect(codes(text)).toContain('recent-surgery');
  });

  it('a fever is not a day to train; a lingering cough after an infection is a gentle return', () => {
    for (const text of [
      'running a temperature and my throat is killing me',
      'tengo fiebre y me duele la garganta',
    ]) {
      const result = read(text);
      expect(result.screening.outcome).toBe('clearance');
      expect(result.screening.reasons[0]).toMatchObject({ code: 'acute-illness', see: 'doctor' });
    }
    for (const text of [
      'had a chest bug ten days ago, still coughing a bit',
      'tuve covid la semana pasada y todavía toso',
    ]) {
      const result = read(text);
      expect(result.population.illness).toBe('recoveringFromInfection');
      expect(result.screening.reasons.map((reason) => reason.code)).toContain('return-after-illness');
      expect(result.screening.outcome).not.toBe('clearance');
    }
    expect(read('bit of a runny nose today').population.illness).toBe('aboveTheNeck');
  });
});

describe('history told as history is not a problem now', () => {
  const over: [string, Language][] = [
    ['ACL rebuilt in 2018, have been back to playing rugby for years', 'en'],
    ['had bad asthma as a little kid but grew out of it', 'en'],
    ['finished my physio for the shoulder ages ago, all good now', 'en'],
    ['snapped my wrist skateboarding in high school', 'en'],
    ['passed out once at school when I was 14, never since', 'en'],
    ['me rompí el tobillo de chaval, ni me acuerdo', 'es'],
    ['de pequeña tenía asma, ya no uso inhalador', 'es'],
    ['me reconstruyeron el cruzado hace 6 años y ya juego al fútbol', 'es'],
    ['acabé la rehabilitación de la rodilla hace un año, estoy perfecta', 'es'],
    ['me operaron de una hernia en 2014, sin molestias desde entonces', 'es'],
  ];
  it.each(over)('%s', (text, language) => {
    for (const answer of ['yes', 'no'] as const) {
      const result = read(text, { language, answer });
      expect(result.screening.outcome).toBe('clear');
      expect(result.injuries).toEqual([]);
      expect(result.healthUnread).toBe(false);
    }
  });

  const now: [string, Language, ScreeningReasonCode][] = [
    ['chest tightness on the stairs, the cardiologist cleared me years ago', 'en', 'chest-symptoms'],
    ['fainted as a teen, and lately I get dizzy again on the bike', 'en', 'dizziness-or-fainting'],
    ['old ACL, but the knee has started giving way again', 'en', 'joint-red-flag'],
    ['knee surgery 6 weeks ago, feeling fine now', 'en', 'recent-surgery'],
    ['de niña tenía asma y ahora ha vuelto cuando corro con frío', 'es', 'asthma'],
    ['me desmayaba de pequeño y últimamente se me nubla la vista al correr', 'es', 'dizziness-or-fainting'],
  ];
  it.each(now)('still now: %s', (text, language, code) => {
    expect(codes(text, { language })).toContain(code);
  });
});

describe('figures of speech are not symptoms', () => {
  const figures: [string, Language, 'yes' | 'no'][] = [
    ['this programme is going to kill me lol', 'en', 'yes'],
    ["I'm dying to get a six pack", 'en', 'no'],
    ['my coach says I have the heart of a lion', 'en', 'no'],
    ['my heart is set on getting strong', 'en', 'no'],
    ['want to get the weight off my chest and start', 'en', 'no'],
    ['leg day always kills me', 'en', 'no'],
    ['me muero de ganas de empezar', 'es', 'yes'],
    ['estoy muerta de cansancio después del trabajo', 'es', 'no'],
    ['el corazón me va a mil de la ilusión', 'es', 'no'],
  ];
  it.each(figures)('%s', (text, language, answer) => {
    const result = read(text, { language, answer });
    expect(result.screening.outcome).toBe('clear');
    expect(result.healthUnread).toBe(false);
    expect(
      readHealthTextForFollowUp({ injuryDetails: text, additionalNotes: '', hasInjuries: answer })
        .followUpNeeded,
    ).toBe(false);
  });

  it('a body part that is "killing" someone is still a complaint', () => {
    expect(read('my knees are killing me', { answer: 'no' }).injuries.map((injury) => injury.key)).toEqual([
      'knee',
    ]);
    expect(
      read('la espalda me está matando', { language: 'es' }).injuries.map((injury) => injury.key),
    ).toEqual(['lower-back']);
  });
});

describe('populations read from the text', () => {
  it('wheelchair users and limb loss are not joint injuries', () => {
    const chair = read('I use a wheelchair, paraplegic since a crash, no leg function');
    expect(chair.screening.reasons.map((reason) => reason.code)).toContain('wheelchair');
    expect(chair.population.wheelchair).toEqual({ legFunction: 'none' });
    expect(chair.injuries.map((injury) => injury.key)).not.toContain('lower-back');
    const limb = read('amputado por debajo de la rodilla, llevo prótesis', { language: 'es' });
    expect(limb.population.limbLoss).toEqual({ limb: 'belowKnee' });
    expect(limb.injuries.map((injury) => injury.key)).not.toContain('knee');
  });

  it('limb loss at any level, in any words, is limb loss and never a joint injury', () => {
    const cases: [string, Language, 'belowKnee' | 'aboveKnee' | 'arm' | null][] = [
      ['transtibial amputee on the right, I run with a blade', 'en', 'belowKnee'],
      ['my left leg ends above the knee (amputated), prosthetic leg', 'en', 'aboveKnee'],
      ['born without my right hand', 'en', 'arm'],
      ['missing my left forearm, below elbow', 'en', 'arm'],
      ['arm amputated above the elbow after an accident years ago', 'en', 'arm'],
      ['me falta la mano izquierda desde pequeño', 'es', 'arm'],
      ['perdí el antebrazo derecho en un accidente, uso prótesis', 'es', 'arm'],
      ['amputación por debajo del codo', 'es', 'arm'],
      ['tengo el muñón de la pierna derecha por debajo de la rodilla', 'es', 'belowKnee'],
      ['me amputaron la pierna, llevo prótesis', 'es', null],
    ];
    for (const [text, language, limb] of cases) {
      const result = read(text, { language });
      expect(result.population.limbLoss, text).toEqual({ limb });
      expect(
        result.screening.reasons.map((reason) => reason.code),
        text,
      ).toContain('limb-loss');
      expect(result.injuries, text).toEqual([]);
      // Years ago or undated, the amputation and its prosthesis are not a recent operation.
      expect(
        result.screening.reasons.map((reason) => reason.code),
        text,
      ).not.toContain('recent-surgery');
      expect(result.healthUnread, text).toBe(false);
    }
    expect(codes('amputated below the knee 5 weeks ago')).toContain('recent-surgery');
    // Hands and legs that are not lost.
    for (const text of ['no hand weights at home, only bands', 'no leg day for me lol'])
      expect(read(text, { answer: 'no' }).population.limbLoss, text).toBeNull();
  });

  it('limb loss answered in the screen keeps the level the text gives, and the level is not a joint', () => {
    const result = fromAnswers(answers({ conditions: ['limbLoss'] }), 'left leg, below the knee');
    expect(result.population.limbLoss).toEqual({ limb: 'belowKnee' });
    expect(result.injuries).toEqual([]);
    const answered = fromAnswers(
      answers({ conditions: ['limbLoss'], followUp: { limb: 'arm' } }),
      'right side, above the elbow',
    );
    expect(answered.population.limbLoss).toEqual({ limb: 'arm' });
    expect(answered.injuries).toEqual([]);
  });

  it('reads the details the programmes need', () => {
    expect(read('esclerosis múltiple, arrastro el pie derecho (pie caído)').population.neurological).toEqual({
      kind: 'multipleSclerosis',
      footDropOrPoorBalance: true,
    });
    const copd = read('emphysema, two puffers a day');
    expect(copd.population.copd).toBe(true);
    expect(copd.screening.reasons.map((reason) => reason.code)).not.toContain('asthma');
    expect(read('in chemo now, port in my chest, neutropenic last week').population.cancerTreatment).toEqual({
      catheterLine: true,
      lowBloodCounts: true,
    });
    expect(read('uso andador y me caí en enero', { age: 84 }).population.frailty).toMatchObject({
      walkingAid: true,
      fellLastYear: true,
    });
    expect(
      read('posterior hip replacement 6 months ago, still no crossing legs').population.jointReplacement,
    ).toEqual({ joint: 'hip', weeksSince: 26, precautions: true });
    const postpartum = read('baby arrived 7 weeks ago, I can see a ridge down my tummy and I leak a bit');
    expect(postpartum.population.postpartum).toMatchObject({ separationOrLeaking: true });
    expect(postpartum.screening.reasons[0]).toMatchObject({
      code: 'pelvic-floor-symptoms',
      see: 'physiotherapist',
    });
  });

  it('very low intake or a crash-diet demand gets no weight-loss programme; a body weight of severe obesity is read', () => {
    expect(codes('only eating about 600 calories a day')).toContain('low-energy-intake');
    expect(codes('quiero bajar 8 kilos en 10 días')).toContain('low-energy-intake');
    expect(codes('want to lose 6 kg in 3 months')).not.toContain('low-energy-intake');
    expect(codes('peso 148 kg')).toContain('severe-obesity');
    expect(codes('I deadlift 180 kg')).not.toContain('severe-obesity');
  });
});

describe('the screen answers decide', () => {
  it('every PAR-Q yes leads to its meaning', () => {
    expect(fromAnswers(answers({ parq: { chestPain: true } })).screening.reasons[0]!.code).toBe(
      'chest-symptoms',
    );
    expect(fromAnswers(answers({ parq: { supervisedOnly: true } })).screening.outcome).toBe('clearance');
    const heart = fromAnswers(
      answers({ parq: { heartCondition: true }, followUp: { heartOrLung: 'heart' } }),
    );
    expect(heart.screening.reasons[0]!.code).toBe('heart-disease');
    const cleared = fromAnswers(
      answers({
        parq: { heartCondition: true },
        followUp: { heartOrLung: 'heart', controlled: true, professionalAdvice: 'clearedToExercise' },
      }),
    );
    expect(cleared.screening.outcome).toBe('adapted');
    expect(cleared.screening.reasons.map((reason) => reason.code)).toContain('heart-condition');
    const pressure = fromAnswers(
      answers({
        parq: { heartCondition: true },
        followUp: { heartOrLung: 'highBloodPressure', controlled: false },
      }),
    );
    expect(pressure.screening.reasons[0]!.code).toBe('uncontrolled-blood-pressure');
    const chronic = fromAnswers(answers({ parq: { chronicMedication: true } }));
    expect(chronic.screening.reasons.map((reason) => reason.code)).toContain('chronic-condition');
    expect(chronic.population.cautious).toBe(true);
    const joint = fromAnswers(answers({ parq: { boneOrJointProblem: true } }));
    expect(joint.screening.reasons.map((reason) => reason.code)).toContain('joint-problem');
    expect(
      fromAnswers(answers({ parq: { boneOrJointProblem: true } }), 'sore knee').population.cautious,
    ).toBe(false);
    expect(fromAnswers(answers({ followUp: { symptomsOnExertion: 'yes' } })).screening.outcome).toBe(
      'clearance',
    );
  });

  it('each condition maps to its population with the right professional', () => {
    const cases: [AnswersInput, ScreeningReasonCode, 'clearance' | 'adapted'][] = [
      [{ conditions: ['illNow'], followUp: { illness: 'fever' } }, 'acute-illness', 'clearance'],
      [{ conditions: ['illNow'], followUp: { illness: 'aboveTheNeck' } }, 'head-cold', 'adapted'],
      [
        { conditions: ['pregnant'], followUp: { pregnancyComplications: true } },
        'pregnancy-complications',
        'clearance',
      ],
      [
        { conditions: ['gaveBirthLastYear'], followUp: { separationOrLeaking: true } },
        'pelvic-floor-symptoms',
        'clearance',
      ],
      [{ conditions: ['gaveBirthLastYear'], followUp: { weeksSinceBirth: 30 } }, 'postpartum', 'adapted'],
      [
        { conditions: ['recentOperation'], followUp: { weeksSinceOperation: 4 } },
        'recent-surgery',
        'clearance',
      ],
      [
        { conditions: ['jointReplacement'], followUp: { weeksSinceReplacement: 40 } },
        'joint-replacement',
        'adapted',
      ],
      [{ conditions: ['wheelchairUser'] }, 'wheelchair', 'adapted'],
      [{ conditions: ['limbLoss'] }, 'limb-loss', 'adapted'],
      [{ conditions: ['walkingAidOrFall'] }, 'frailty-falls', 'adapted'],
      [{ conditions: ['cancerTreatment'] }, 'cancer-treatment', 'adapted'],
      [
        { conditions: ['neurologicalCondition'], followUp: { neurological: 'multipleSclerosis' } },
        'neurological',
        'adapted',
      ],
      [{ conditions: ['heartOrLungCondition'], followUp: { heartOrLung: 'copd' } }, 'copd', 'adapted'],
      [{ conditions: ['diabetes'] }, 'diabetes', 'adapted'],
    ];
    for (const [partial, code, outcome] of cases) {
      const result = fromAnswers(answers(partial));
      expect(result.screening.outcome, code).toBe(outcome);
      expect(
        result.screening.reasons.map((reason) => reason.code),
        code,
      ).toContain(code);
      const clearanceReason = result.screening.reasons.find((reason) => reason.code === code)!;
      if (outcome === 'clearance') expect(clearanceReason.see, code).not.toBeNull();
    }
  });

  it('a managed lung condition answered in the screen owns its everyday breathlessness; a new sign still counts', () => {
    const asthma = answers({
      conditions: ['heartOrLungCondition'],
      followUp: { heartOrLung: 'asthma', controlled: true },
    });
    for (const text of [
      'a bit wheezy and out of breath on the stairs, inhaler sorts it',
      'me ahogo un poco al subir escaleras, con el inhalador se me pasa',
    ]) {
      const result = fromAnswers(asthma, text);
      expect(result.screening.outcome, text).not.toBe('clearance');
      expect(
        result.screening.reasons.map((reason) => reason.code),
        text,
      ).toContain('asthma');
      expect(result.healthUnread, text).toBe(false);
    }
    for (const text of [
      'breathless on the stairs, much worse lately',
      'winded walking and my left arm goes numb',
      'me ahogo al subir escaleras y me duele el pecho',
    ])
      expect(fromAnswers(asthma, text).screening.outcome, text).toBe('clearance');
    // Uncontrolled, or no condition declared: the sign stands.
    const uncontrolled = answers({
      conditions: ['heartOrLungCondition'],
      followUp: { heartOrLung: 'asthma', controlled: false },
    });
    expect(fromAnswers(uncontrolled, 'out of breath on the stairs').screening.outcome).toBe('clearance');
    expect(fromAnswers(answers({}), 'out of breath on the stairs').screening.outcome).toBe('clearance');
  });

  it('an answered detail wins over the text: an operation 20 weeks ago is not recent', () => {
    const result = fromAnswers(
      answers({ conditions: ['recentOperation'], followUp: { weeksSinceOperation: 20 } }),
      'had an operation on my shoulder',
    );
    expect(result.screening.reasons.map((reason) => reason.code)).not.toContain('recent-surgery');
  });
});

describe('the cautious default is cautious', () => {
  it('an unplaced health text in a hard interval request gets moderate, supported, interval-free work', () => {
    const request = workoutRequestSchema.parse({
      name: 'Sam',
      age: 35,
      fitnessLevel: 'advanced',
      fitnessGoal: 'strength',
      workoutDays: 4,
      workoutTime: '60 minutes',
      workoutLocation: 'gym',
      equipment: [],
      hasInjuries: 'yes',
      injuryDetails: 'something off with my insides lately',
      workoutStyle: 'hiit',
      focusArea: 'full-body',
      additionalNotes: '',
      agreeToTerms: true,
      language: 'en',
    });
    const { draft, profile } = buildPlan(request);
    expect(draft.screening.reasons.map((reason) => reason.code)).toContain('unread-health-text');
    const byId = CATALOGUE_BY_ID;
    const exercises = draft.schedule.flatMap((day) => day.exercises);
    expect(exercises.length).toBeGreaterThan(0);
    for (const exercise of exercises) {
      const entry = exercise.catalogId ? byId.get(exercise.catalogId) : undefined;
      if (!entry) continue;
      expect(entry.equipment, entry.id).not.toContain('barbell');
      expect(isJumping(entry), entry.id).toBe(false);
      expect(isFallRisk(entry), entry.id).toBe(false);
    }
    expect(profile.limits.noIntervals).toBe(true);
    expect(profile.limits.minRir).toBeGreaterThanOrEqual(3);
    expect(profile.style).toBe('traditional');
    for (const day of draft.schedule) expect(['traditional', 'supersets'], day.name).toContain(day.style);
    for (const exercise of exercises) {
      const rir = /RIR (\d)/.exec(exercise.effort);
      if (rir) expect(Number(rir[1]), exercise.name).toBeGreaterThanOrEqual(3);
    }
    // The plan says why, in the coach's words.
    expect(draft.screening.reasons.find((reason) => reason.code === 'unread-health-text')!.text).toMatch(
      /cautious/,
    );
  });
});

describe('a race is a goal only when the visitor says they mean to take part', () => {
  const mentions: string[] = [
    'I walk 5k to work and back every day',
    'ran a half marathon back in 2019, loved it',
    'my wife does marathons, I just watch',
    'not into running races at all, just want to be fit',
    'I cycle 10 km to the office',
    'mi marido corre maratones y yo le acompaño en bici',
    'corrí una media maratón hace años',
    'camino unos 5 km al día con el perro',
    'no me interesan las carreras, solo quiero ponerme en forma',
  ];
  it.each(mentions)('no race: %s', (text) => {
    expect(readNotes(text).race).toBeNull();
  });

  const intents: [string, string][] = [
    ['training for a 10k in the autumn', '10k'],
    ['just signed up for my first half marathon!!', 'half'],
    ['I ran a 5k last year and want to do a 10k next', '10k'],
    ['me he apuntado a una carrera popular de 10 km', '10k'],
    ['quiero preparar la media maratón de mi ciudad', 'half'],
    ['mi objetivo es acabar un maratón', 'marathon'],
  ];
  it.each(intents)('a race: %s', (text, distance) => {
    expect(readNotes(text).race?.distance).toBe(distance);
  });

  it('the goal question answered with a race is the intent itself', () => {
    expect(readNotes('', [], 'half marathon').race?.distance).toBe('half');
  });
});

describe('harmless notes say nothing about not understanding', () => {
  const harmless: string[] = [
    'I work 9 to 5 and go to the gym at lunch',
    'love pizza way too much haha',
    'two kids, mornings are chaos',
    'nothing wrong with me, all fine',
    'I have dumbbells, a bench and a pull-up bar',
    'vegetarian, trying to eat more protein',
    'tengo dos perros y los saco a pasear',
    'me encanta el chocolate jajaja',
    'mi gato me juzga cuando hago ejercicio',
    'hmm no sé, lo que veas',
    'strengths: consistency. weaknesses: chocolate',
  ];
  it.each(harmless)('%s', (text) => {
    expect(readNotes(text).unread).toBe(false);
    const result = screen({
      language: 'en',
      age: 33,
      injuryAnswer: 'no',
      injuryDetails: '',
      notes: text,
      otherTexts: [],
    });
    expect(result.screening.outcome).toBe('clear');
    expect(result.healthUnread).toBe(false);
  });

  it('notes that are not words are still said to be unread', () => {
    expect(readNotes('asdfgh jkl qwerty').unread).toBe(true);
    expect(readNotes('ñlkj ñlkj xd').unread).toBe(true);
  });
});

describe('typo tolerance stays bounded', () => {
  it('one edit, never two', () => {
    expect(withinOne('brethless', 'breathless')).toBe(true);
    expect(withinOne('dizzyness', 'dizziness')).toBe(true);
    expect(withinOne('tihgt', 'tight')).toBe(true);
    expect(withinOne('brthlss', 'breathless')).toBe(false);
  });

  it('everyday words are not read as health words by a typo', () => {
    const everyday = [
      'paint',
      'painting',
      'spring',
      'sprint',
      'marathon',
      'maraton',
      'cuenta',
      'rating',
      'vertical',
      'tables',
      'physical',
      'cancel',
      'marcado',
      'acting',
      'heard',
      'chess',
      'through',
      'sentence',
    ];
    const hits = everyday.flatMap((word) =>
      WORD_CLASSES.filter((wordClass) => wordClass.has(word) && !wordClass.exactly(word)).map(
        (wordClass) => `${word} as ${wordClass.name}`,
      ),
    );
    expect(hits).toEqual([]);
  });
});
