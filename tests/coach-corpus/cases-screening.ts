/**
 * Red flags and their look-alikes (docs/coaching.md "Screening before prescribing": ACSM pre-participation
 * algorithm, Riebe 2015; PAR-Q+ 2023). Clearance cases are also held to the clearance invariant by the judge.
 */
import type { CorpusCase } from './types';
import { adapted, clear, clearance, es, hurt, noted, visitor } from './visitors';

const chest = clearance(['chest-symptoms'], ['doctor']);
const heart = clearance(['heart-disease'], ['doctor']);

export const SCREENING_CASES: CorpusCase[] = [
  // Chest pain, pressure or tightness on exertion, in the many ways people write it.
  {
    id: 'chest-pain-dizzy-running-55',
    why: 'Issue 18: got a full plan. Chest pain and dizziness on exertion are PAR-Q+ question 2 and 3: clearance first.',
    request: hurt('I get chest pain and dizziness when I run', {
      age: 55,
      gender: 'male',
      fitnessGoal: 'loseWeight',
    }),
    expect: clearance(['chest-symptoms', 'dizziness-or-fainting'], ['doctor']),
  },
  {
    id: 'chest-tight-stairs-lowercase',
    why: 'Tightness, not "pain", written down-played in lower case: still a chest symptom on exertion.',
    request: hurt('chest feels tight when i climb stairs, probably nothing', { age: 48 }),
    expect: chest,
  },
  {
    id: 'chest-pressure-workouts',
    why: 'Pressure that settles with rest is the textbook exertional pattern (ACSM signs and symptoms).',
    request: hurt('Sometimes a pressure in my chest during workouts, it goes away when I rest', {
      age: 52,
      gender: 'male',
    }),
    expect: chest,
  },
  {
    id: 'angina-diagnosed',
    why: 'A diagnosis word instead of a symptom; known heart disease with symptoms.',
    request: hurt('diagnosed with angina, I carry a GTN spray', { age: 61, gender: 'male' }),
    expect: clearance([['chest-symptoms', 'heart-disease']], ['doctor']),
  },
  {
    id: 'chest-notes-only-bike',
    why: 'Said "no injuries" and disclosed the chest symptom only in the notes.',
    request: noted('btw my chest hurts when i push hard on the bike', { age: 44, fitnessGoal: 'endurance' }),
    expect: chest,
  },
  {
    id: 'chest-and-left-arm-uphill',
    why: 'Chest and arm pain on exertion, with a place rather than the word "exercise".',
    request: hurt('pain in chest + left arm when jogging uphill', { age: 58, gender: 'male' }),
    expect: chest,
  },
  {
    id: 'chestpain-no-space',
    why: 'A typo joins the words; a careful reader still sees chest pain.',
    request: hurt('chestpain after 5 min of jogging', { age: 50, gender: 'male' }),
    expect: chest,
  },
  {
    id: 'sob-chest-tightness-abbrev',
    why: 'Abbreviations (SOB = short of breath) around a chest symptom.',
    request: hurt('SOB + chest tightness on exertion', { age: 57 }),
    expect: chest,
  },
  {
    id: 'es-dolor-pecho-ejercicio',
    why: 'Spanish: chest pain during exercise.',
    request: hurt('Me duele el pecho cuando hago ejercicio', { ...es, age: 50, gender: 'male' }),
    expect: chest,
  },
  {
    id: 'es-opresion-escaleras',
    why: 'Spanish: "opresión" (pressure) climbing stairs.',
    request: hurt('siento opresión en el pecho al subir escaleras', { ...es, age: 63 }),
    expect: chest,
  },
  {
    id: 'es-aprieta-pecho-corro',
    why: 'Spanish colloquial: the chest "tightens" when running, with breathlessness, lower case.',
    request: hurt('se me aprieta el pecho cuando corro y me falta el aire', {
      ...es,
      age: 46,
      gender: 'male',
    }),
    expect: chest,
  },
  {
    id: 'es-dolor-toracico',
    why: 'Spanish clinical wording: "dolor torácico" on effort.',
    request: hurt('dolor torácico con el esfuerzo', { ...es, age: 59, gender: 'male' }),
    expect: chest,
  },
  {
    id: 'es-pecho-solo-notas',
    why: 'Spanish, notes only, hedged with "a veces".',
    request: noted('a veces me duele el pecho al entrenar fuerte', { ...es, age: 41, gender: 'male' }),
    expect: chest,
  },
  {
    id: 'mixed-chest-pain-cuando-corro',
    why: 'Mixed English and Spanish in a Spanish plan.',
    request: hurt('tengo chest pain cuando corro', { ...es, age: 47, gender: 'male' }),
    expect: chest,
  },
  // Known heart disease.
  {
    id: 'heart-attack-last-year',
    why: 'A heart attack in the last 12 months, "feel fine now": clearance regardless of how they feel.',
    request: hurt('had a heart attack last year, feel fine now', { age: 60, gender: 'male' }),
    expect: heart,
  },
  {
    id: 'stent-2023',
    why: 'A stent named by year only: known heart disease, clearance first.',
    request: hurt('stent placed in 2023', { age: 64, gender: 'male' }),
    expect: heart,
  },
  {
    id: 'es-infarto-hace-2-anos',
    why: 'Spanish: a heart attack two years ago is still known heart disease.',
    request: hurt('tuve un infarto hace 2 años', { ...es, age: 66, gender: 'male' }),
    expect: clearance(['heart-disease'], ['doctor'], { absentReasons: ['recent-surgery'] }),
  },
  {
    id: 'bypass-6-months-ago',
    why: 'Issue 18: got barbell squats, deadlifts and a burpee finisher. Cardiac surgery in the last 12 months.',
    request: hurt('heart bypass surgery 6 months ago', {
      age: 62,
      gender: 'male',
      fitnessLevel: 'intermediate',
    }),
    expect: heart,
  },
  {
    id: 'es-operado-valvula',
    why: 'Spanish: heart valve surgery "last year".',
    request: hurt('me operaron del corazón (válvula) el año pasado', { ...es, age: 58 }),
    expect: heart,
  },
  {
    id: 'heart-failure-meds',
    why: 'Heart failure with medication named: known disease.',
    request: hurt('heart failure, on meds (beta blockers)', { age: 70, gender: 'male' }),
    expect: clearance(['heart-disease'], ['doctor'], { absentReasons: ['high-blood-pressure'] }),
  },
  {
    id: 'es-insuficiencia-cardiaca',
    why: 'Spanish: heart failure without accents.',
    request: hurt('insuficiencia cardiaca', { ...es, age: 72 }),
    expect: heart,
  },
  {
    id: 'heart-surgery-as-child',
    why: 'Heart surgery years ago in a young adult: still a heart condition the doctor must clear (lead rule).',
    request: hurt('open heart surgery as a kid, 10 years ago', {
      age: 22,
      gender: 'male',
      fitnessLevel: 'intermediate',
    }),
    expect: heart,
  },
  {
    id: 'other-goal-after-heart-attack',
    why: 'The disclosure is in an `other:` goal, not in injuries or notes.',
    request: visitor({
      age: 59,
      gender: 'male',
      fitnessGoal: 'other:get fit again after my heart attack in May',
    }),
    expect: heart,
  },
  {
    id: 'other-location-cardiac-rehab',
    why: 'Training place "cardiac rehab gym": the visitor has heart disease.',
    request: visitor({ age: 67, workoutLocation: 'other:the cardiac rehab gym at the hospital' }),
    expect: clearance([['heart-disease', 'supervision-advised']], ['doctor']),
  },
  // Dizziness, fainting, palpitations.
  {
    id: 'fainted-spin-class',
    why: 'Losing consciousness during exercise (PAR-Q+ question 3).',
    request: hurt('I fainted during a spin class last month', { age: 38 }),
    expect: clearance(['dizziness-or-fainting'], ['doctor']),
  },
  {
    id: 'es-mareo-casi-desmayo',
    why: 'Spanish: dizziness when training hard, nearly fainting.',
    request: hurt('me mareo cuando entreno fuerte, casi me desmayo', { ...es, age: 33 }),
    expect: clearance(['dizziness-or-fainting'], ['doctor']),
  },
  {
    id: 'dizzy-squats-notes-only',
    why: 'Notes only: dizzy and nearly blacking out on heavy squats.',
    request: noted('i get dizzy and nearly black out doing heavy squats', {
      age: 29,
      gender: 'male',
      fitnessLevel: 'intermediate',
    }),
    expect: clearance(['dizziness-or-fainting'], ['doctor']),
  },
  {
    id: 'es-desmaye-gimnasio',
    why: 'Spanish past tense: fainted at the gym three months ago.',
    request: hurt('me desmayé en el gimnasio hace 3 meses', { ...es, age: 26 }),
    expect: clearance(['dizziness-or-fainting'], ['doctor']),
  },
  {
    id: 'heart-races-flutters',
    why: 'Palpitations described in lay words.',
    request: hurt('my heart races and flutters randomly, even at rest', { age: 45 }),
    expect: clearance([['palpitations', 'heart-disease']], ['doctor']),
  },
  {
    id: 'es-palpitaciones-escaleras',
    why: 'Spanish: palpitations on stairs.',
    request: hurt('palpitaciones cuando subo escaleras', { ...es, age: 52 }),
    expect: clearance([['palpitations', 'heart-disease']], ['doctor']),
  },
  {
    id: 'afib-blood-thinners',
    why: 'An abbreviation of a rhythm disorder with its medication.',
    request: hurt('AFib, on blood thinners', { age: 68, gender: 'male' }),
    expect: clearance([['palpitations', 'heart-disease']], ['doctor']),
  },
  // Stroke.
  {
    id: 'stroke-2022',
    why: 'A stroke named by year, "walk ok now".',
    request: hurt('had a stroke in 2022, walk ok now', { age: 63, gender: 'male' }),
    expect: clearance(['stroke'], ['doctor']),
  },
  {
    id: 'es-ictus-hace-un-ano',
    why: 'Spanish: "ictus" is the usual word for stroke.',
    request: hurt('tuve un ictus hace un año', { ...es, age: 69 }),
    expect: clearance(['stroke'], ['doctor']),
  },
  {
    id: 'mini-stroke-tia',
    why: 'A TIA, written as "mini stroke".',
    request: hurt('mini stroke (TIA) last spring', { age: 57, gender: 'male' }),
    expect: clearance(['stroke'], ['doctor']),
  },
  // Recent surgery and post-operative rehab.
  {
    id: 'acl-surgery-3-weeks',
    why: 'Issue 18: got single-leg box squats, deadlifts and swings. Surgery in the last 12 weeks.',
    request: hurt('ACL surgery 3 weeks ago (left knee)', {
      age: 28,
      gender: 'male',
      fitnessLevel: 'intermediate',
    }),
    expect: clearance(['recent-surgery'], ['surgeon-or-physiotherapist']),
  },
  {
    id: 'es-menisco-hace-2-meses',
    why: 'Spanish: meniscus surgery 2 months ago is within 12 weeks.',
    request: hurt('me operaron de menisco hace 2 meses', { ...es, age: 40, gender: 'male' }),
    expect: clearance(['recent-surgery'], ['surgeon-or-physiotherapist']),
  },
  {
    id: 'c-section-6-weeks-notes',
    why: 'A caesarean is surgery; notes only, framed as a fitness wish.',
    request: noted('had a c-section 6 weeks ago, want to get back in shape', {
      age: 32,
      fitnessGoal: 'loseWeight',
    }),
    expect: clearance(['recent-surgery'], ['surgeon-or-physiotherapist'], { absentReasons: ['pregnancy'] }),
  },
  {
    id: 'hernia-repair-last-month',
    why: 'Hernia repair surgery last month: the surgery, not the hernia, decides.',
    request: hurt('hernia repair surgery last month', { age: 47, gender: 'male' }),
    expect: clearance(['recent-surgery'], ['surgeon-or-physiotherapist']),
  },
  {
    id: 'shoulder-surgery-still-physio',
    why: 'Five months after surgery but still in post-operative rehab: clearance (lead rule).',
    request: hurt('shoulder surgery 5 months ago, still doing physio twice a week', { age: 50 }),
    expect: clearance(['recent-surgery'], ['surgeon-or-physiotherapist']),
  },
  {
    id: 'es-protesis-cadera-rehabilitacion',
    why: 'Spanish: hip replacement, still in rehabilitation.',
    request: hurt('prótesis de cadera en marzo, sigo con rehabilitación', { ...es, age: 64 }),
    expect: clearance(['recent-surgery'], ['surgeon-or-physiotherapist']),
  },
  {
    id: 'appendix-out-10-days',
    why: 'Abdominal surgery ten days ago, in casual words.',
    request: hurt('appendix out 10 days ago', { age: 24, gender: 'male', fitnessLevel: 'intermediate' }),
    expect: clearance(['recent-surgery'], ['surgeon-or-physiotherapist']),
  },
  // Old surgery and family history are not reasons.
  {
    id: 'acl-3-years-recovered',
    why: 'docs/coaching.md: "ACL surgery three years ago" is history, not recent; rehab finished.',
    request: hurt('ACL reconstruction 3 years ago, fully recovered, no pain', {
      age: 30,
      gender: 'male',
      fitnessLevel: 'intermediate',
    }),
    expect: clear({ absentReasons: ['recent-surgery', 'joint-red-flag'], include: ['deep-knee-flexion'] }),
  },
  {
    id: 'es-rodilla-operada-hace-5-anos',
    why: 'Spanish: knee operated five years ago, fully recovered.',
    request: hurt('operada de la rodilla hace 5 años, ya recuperada del todo', { ...es, age: 36 }),
    expect: clear({ absentReasons: ['recent-surgery'], include: ['deep-knee-flexion'] }),
  },
  {
    id: 'appendectomy-as-child',
    why: 'Childhood surgery is history, not a reason.',
    request: hurt('appendectomy when I was 12', { age: 30 }),
    expect: clear({ absentReasons: ['recent-surgery'] }),
  },
  {
    id: 'father-heart-attack-family-history',
    why: 'docs/coaching.md: "my father had a heart attack" is family history, not the visitor\'s own.',
    request: noted('my father had a heart attack at 50 so I want to stay healthy', {
      age: 42,
      gender: 'male',
    }),
    expect: clear({ absentReasons: ['heart-disease', 'chest-symptoms'] }),
  },
  {
    id: 'es-familia-tension-infarto',
    why: "Spanish family history: mother's blood pressure, grandfather's heart attack.",
    request: noted('mi madre tiene la tensión alta y mi abuelo tuvo un infarto', { ...es, age: 38 }),
    expect: clear({ absentReasons: ['high-blood-pressure', 'heart-disease'] }),
  },
  {
    id: 'diabetes-runs-in-family',
    why: "Family history of diabetes is not the visitor's own diabetes.",
    request: noted('diabetes runs in my family, want to prevent it', { age: 40, fitnessGoal: 'loseWeight' }),
    expect: clear({ absentReasons: ['diabetes'] }),
  },
  {
    id: 'no-chest-pain-no-dizziness',
    why: 'Negated red flags: the words are there, the symptoms are not.',
    request: hurt('no chest pain, no dizziness, nothing like that', { age: 50, gender: 'male' }),
    expect: clear({ absentReasons: ['chest-symptoms', 'dizziness-or-fainting'] }),
  },
  {
    id: 'es-sin-problemas-corazon',
    why: 'Spanish negation of heart problems and chest pain.',
    request: hurt('sin problemas de corazón, ni dolor de pecho', { ...es, age: 55 }),
    expect: clear({ absentReasons: ['heart-disease', 'chest-symptoms'] }),
  },
  // Blood pressure.
  {
    id: 'bp-170-over-105',
    why: 'Blood pressure over 160/100 (Pescatello 2019; lead rule): clearance first.',
    request: hurt('blood pressure 170/105 at my last check', { age: 56, gender: 'male' }),
    expect: clearance(['uncontrolled-blood-pressure'], ['doctor']),
  },
  {
    id: 'bp-uncontrolled-words',
    why: 'Uncontrolled high blood pressure, no numbers.',
    request: hurt('uncontrolled high blood pressure', { age: 61 }),
    expect: clearance(['uncontrolled-blood-pressure'], ['doctor']),
  },
  {
    id: 'es-tension-sin-controlar',
    why: 'Spanish: high blood pressure, "not controlled".',
    request: hurt('tengo la tensión alta y no está controlada', { ...es, age: 58, gender: 'male' }),
    expect: clearance(['uncontrolled-blood-pressure'], ['doctor']),
  },
  {
    id: 'bp-controlled-meds',
    why: 'Controlled hypertension: adapted (no breath-holding under load, no heavy isometric holds).',
    request: hurt('high BP, on meds, well controlled', {
      age: 52,
      gender: 'male',
      fitnessLevel: 'intermediate',
      fitnessGoal: 'strength',
    }),
    expect: adapted(['high-blood-pressure'], ['heavy-straining', 'heavy-isometric']),
  },
  {
    id: 'es-hipertension-controlada',
    why: 'Spanish: controlled hypertension with pills.',
    request: hurt('hipertensión controlada con pastillas', { ...es, age: 60 }),
    expect: adapted(['high-blood-pressure'], ['heavy-straining', 'heavy-isometric']),
  },
  {
    id: 'bp-150-over-95',
    why: 'Raised but under the 160/100 line and not called uncontrolled: adapted, not clearance.',
    request: hurt('BP usually around 150/95', { age: 49, gender: 'male' }),
    expect: adapted(['high-blood-pressure'], ['heavy-straining'], {
      absentReasons: ['uncontrolled-blood-pressure'],
    }),
  },
  {
    id: 'es-hipertenso-solo-notas',
    why: 'Spanish, notes only, the medicine named instead of the condition being called controlled.',
    request: noted('soy hipertenso, tomo enalapril cada mañana', { ...es, age: 57, gender: 'male' }),
    expect: adapted(['high-blood-pressure'], ['heavy-straining']),
  },
  // A doctor's advice to exercise only under supervision.
  {
    id: 'doctor-only-supervised',
    why: 'PAR-Q+ question 7: a doctor advised supervised exercise only.',
    request: hurt('my doctor said I should only exercise under supervision', { age: 45 }),
    expect: clearance(['supervision-advised'], ['doctor']),
  },
  {
    id: 'es-medico-supervisado',
    why: 'Spanish: supervised exercise only, in the notes.',
    request: noted('mi médico me dijo que solo haga ejercicio supervisado', { ...es, age: 62 }),
    expect: clearance(['supervision-advised'], ['doctor']),
  },
  // Joints that lock, give way or swell a lot.
  {
    id: 'knee-locks-gives-way',
    why: 'Locking and giving way are musculoskeletal red flags: see a physiotherapist first.',
    request: hurt('my right knee locks and sometimes gives way on stairs', { age: 34, gender: 'male' }),
    expect: clearance(['joint-red-flag'], ['physiotherapist']),
  },
  {
    id: 'es-rodilla-se-bloquea',
    why: 'Spanish colloquial: the knee "locks" and "goes".',
    request: hurt('la rodilla se me bloquea y a veces se me va', { ...es, age: 27, gender: 'male' }),
    expect: clearance(['joint-red-flag'], ['physiotherapist']),
  },
  {
    id: 'knee-swelled-balloon',
    why: 'Large swelling after a match: a joint red flag, physiotherapist first.',
    request: hurt('knee swelled up like a balloon after football on sunday', {
      age: 23,
      gender: 'male',
      fitnessLevel: 'intermediate',
    }),
    expect: clearance(['joint-red-flag'], ['physiotherapist']),
  },
  {
    id: 'es-tobillo-muy-hinchado',
    why: 'Spanish: an ankle very swollen for a week.',
    request: hurt('tobillo muy hinchado desde hace una semana', { ...es, age: 31 }),
    expect: clearance(['joint-red-flag'], ['physiotherapist']),
  },
  {
    id: 'knee-plus-chest-in-notes',
    why: 'A harmless-looking injury field and a red flag in the notes: the red flag decides.',
    request: hurt('bad left knee', {
      age: 53,
      gender: 'male',
      additionalNotes: 'also get chest pain sometimes when cycling hard',
    }),
    expect: clearance(['chest-symptoms'], ['doctor']),
  },
  // Pre-syncope with effort (PAR-Q+: losing balance because of dizziness, losing consciousness), issue 25.
  {
    id: 'presyncope-vision-greys-squats',
    why: 'Vision greying after heavy sets is near-fainting with exertion: clearance, not a plan.',
    request: noted('after heavy squats my eyesight goes grey for a few seconds and I grab the rack', {
      age: 34,
      fitnessLevel: 'intermediate',
    }),
    expect: clearance(['dizziness-or-fainting'], ['doctor']),
  },
  {
    id: 'es-presyncope-se-me-nubla-corriendo',
    why: 'Spanish with pronouns and an adverb: "se me nubla muchísimo la vista" running uphill.',
    request: noted('cuando corro cuesta arriba se me nubla muchísimo la vista y casi me caigo', {
      ...es,
      age: 41,
    }),
    expect: clearance(['dizziness-or-fainting'], ['doctor']),
  },
  {
    id: 'spanglish-presyncope-todo-negro-hiit',
    why: 'Mixed language: the class and the context meet whatever the language of each word.',
    request: noted('en el HIIT se me pone todo black y me tengo que sentar', { ...es, age: 29 }),
    expect: clearance(['dizziness-or-fainting'], ['doctor']),
  },
  {
    id: 'never-fainted-no-mareos',
    why: 'Denied pre-syncope in both languages is not a sign.',
    request: noted('never fainted, no dizziness. nunca me mareo', { age: 38 }),
    expect: clear({ absentReasons: ['dizziness-or-fainting', 'unread-health-text'] }),
  },
  // History and figures of speech are not problems now.
  {
    id: 'acl-rebuilt-years-ago-back-to-football',
    why: 'A reconstruction years ago, back to sport: history, no injury, nothing to ask.',
    request: hurt('ACL rebuilt 7 years ago, been back to football for ages', { age: 31 }),
    expect: clear({ absentReasons: ['injury', 'recent-surgery', 'unread-health-text'] }),
  },
  {
    id: 'es-asma-de-nina-superada',
    why: 'Childhood asthma outgrown ("de niña", "ya no"): not asthma now.',
    request: hurt('de niña tenía asma pero ya no uso inhalador', { ...es, age: 27 }),
    expect: clear({ absentReasons: ['asthma', 'unread-health-text'] }),
  },
  {
    id: 'idioms-kill-me-muero-de-ganas',
    why: 'Figures of speech about dying and killing are not symptoms.',
    request: noted('this plan is gonna kill me lol, me muero de ganas de empezar', { age: 26 }),
    expect: clear({ absentReasons: ['unread-health-text'] }),
  },
];
