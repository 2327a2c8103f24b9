/**
 * Injuries the catalogue knows, with sides, several at once, negations, notes-only disclosures, mixed
 * languages and text no one could read (docs/coaching.md "Training around injuries" and "Screening before
 * prescribing": read the words in context).
 */
import type { CorpusCase } from './types';
import { adapted, clear, es, hurt, INJURY_NEVER, injury, noted, UNREAD_NEVER, visitor } from './visitors';

const unread = adapted(['unread-health-text'], UNREAD_NEVER);

export const INJURY_CASES: CorpusCase[] = [
  // Knee.
  {
    id: 'knee-left-pain',
    why: 'Knee: no deep loaded squats, jumping or running.',
    request: hurt('left knee pain', { fitnessGoal: 'loseWeight', workoutStyle: 'hiit' }),
    expect: injury(INJURY_NEVER.knee),
  },
  {
    id: 'es-rodilla-derecha',
    why: 'Spanish, with a side: knee rules (no deep loaded squats, jumping, running).',
    request: hurt('me duele la rodilla derecha', { ...es, fitnessGoal: 'endurance' }),
    expect: injury(INJURY_NEVER.knee),
  },
  {
    id: 'es-rodilla-finisher-sin-carrera',
    why:
      'The reviewed plan: "sin saltos ni carrera" for the knee above a finisher of butt kicks ("Trota en el ' +
      'sitio") and lateral shuffles. What the plan promises holds everywhere, finishers included.',
    request: hurt('me duele la rodilla', {
      ...es,
      fitnessGoal: 'loss',
      fitnessLevel: 'beginner',
      workoutLocation: 'home',
      equipment: ['dumbbells'],
      workoutTime: '30 minutes',
      workoutDays: 3,
    }),
    expect: injury([...INJURY_NEVER.knee, 'cutting']),
  },
  {
    id: 'es-tobillo-fascitis-sin-carrera',
    why: 'Ankle and foot plans also say "sin saltos ni carrera": no running drill on the spot either.',
    request: hurt('tobillo torcido el año pasado y fascitis plantar', {
      ...es,
      fitnessGoal: 'endurance',
      workoutLocation: 'home',
      workoutStyle: 'hiit',
      workoutTime: '45 minutes',
    }),
    expect: injury(['jumping', 'running', 'high-impact', 'cutting']),
  },
  {
    id: 'knees-bad-lowercase',
    why: 'Two words, lower case, plural: knee rules all the same.',
    request: hurt('bad knees', { age: 44, gender: 'male', fitnessLevel: 'intermediate' }),
    expect: injury(INJURY_NEVER.knee),
  },
  {
    id: 'knee-typo-squatting',
    why: 'A doubled letter in "knee": a careful reader still applies the knee rules.',
    request: hurt('kneee hurts when squatting', { gender: 'male' }),
    expect: injury(INJURY_NEVER.knee),
  },
  {
    id: 'knee-notes-only-stairs',
    why: 'Answered "no injuries" and wrote about the knee in the notes.',
    request: noted('my left knee acts up on stairs', { fitnessGoal: 'tone', workoutLocation: 'home' }),
    expect: injury(INJURY_NEVER.knee),
  },
  {
    id: 'runners-knee',
    why: 'A named condition (patellofemoral pain) with an apostrophe.',
    request: hurt("runner's knee (patellofemoral pain)", {
      fitnessGoal: 'endurance',
      fitnessLevel: 'intermediate',
    }),
    expect: injury(INJURY_NEVER.knee),
  },
  {
    id: 'no-said-but-knee-text',
    why: 'The yes/no answer says "no" but the text names a knee: the words win.',
    request: visitor({ hasInjuries: 'no', injuryDetails: 'knee pain when kneeling' }),
    expect: injury(INJURY_NEVER.knee),
  },
  {
    id: 'other-focus-rehab-knee',
    why: 'The disclosure is an `other:` focus area.',
    request: visitor({ focusArea: 'other:rehab my knee after a skiing fall' }),
    expect: injury(INJURY_NEVER.knee),
  },
  // Lower back.
  {
    id: 'lower-back-comes-goes',
    why: 'Lower back: no heavy spinal loading, no loaded spinal flexion.',
    request: hurt('lower back pain, comes and goes', {
      gender: 'male',
      fitnessLevel: 'intermediate',
      fitnessGoal: 'strength',
    }),
    expect: injury(INJURY_NEVER.lowerBack),
  },
  {
    id: 'es-lumbalgia',
    why: 'Spanish single clinical word for low back pain: lower-back rules.',
    request: hurt('lumbalgia', { ...es, fitnessLevel: 'intermediate' }),
    expect: injury(INJURY_NEVER.lowerBack),
  },
  {
    id: 'es-dolor-lumbar',
    why: 'Spanish: lumbar pain, advanced strength visitor; still no heavy spinal loading.',
    request: hurt('dolor lumbar', {
      ...es,
      gender: 'male',
      fitnessGoal: 'strength',
      fitnessLevel: 'advanced',
    }),
    expect: injury(INJURY_NEVER.lowerBack),
  },
  {
    id: 'bad-back',
    why: '"Bad back" means the lower back to most people.',
    request: hurt('bad back', { age: 50, gender: 'male', fitnessLevel: 'intermediate' }),
    expect: injury(INJURY_NEVER.lowerBack),
  },
  {
    id: 'lowr-back-tweaked',
    why: 'Typo "lowr", recency "last week".',
    request: hurt('lowr back tweaked last week', {
      gender: 'male',
      fitnessLevel: 'advanced',
      fitnessGoal: 'strength',
    }),
    expect: injury(INJURY_NEVER.lowerBack),
  },
  {
    id: 'lower-back-3-months',
    why: 'Pain for more than 4 weeks without other red flags: adapted, persistent pain.',
    request: hurt('lower back pain for 3 months now', { age: 39 }),
    expect: adapted(['persistent-pain'], INJURY_NEVER.lowerBack),
  },
  {
    id: 'es-espalda-desde-hace-meses',
    why: 'Spanish: back pain for months is persistent pain (over 4 weeks): adapted.',
    request: hurt('me duele la espalda baja desde hace meses', { ...es, age: 46 }),
    expect: adapted(['persistent-pain'], INJURY_NEVER.lowerBack),
  },
  // Shoulder.
  {
    id: 'shoulder-sore-right',
    why: 'Shoulder: no behind-the-neck, upright rows, deep dips or loaded overhead pressing.',
    request: hurt('sore right shoulder', { gender: 'male', fitnessLevel: 'intermediate', workoutDays: 4 }),
    expect: injury(INJURY_NEVER.shoulder),
  },
  {
    id: 'es-hombro-izquierdo',
    why: 'Spanish, "molesta" rather than "duele".',
    request: hurt('me molesta el hombro izquierdo', { ...es, workoutDays: 4, fitnessLevel: 'intermediate' }),
    expect: injury(INJURY_NEVER.shoulder),
  },
  {
    id: 'rotator-cuff-left',
    why: 'A structure name instead of the joint.',
    request: hurt('rotator cuff tendinitis (left)', { gender: 'male', fitnessLevel: 'intermediate' }),
    expect: injury(INJURY_NEVER.shoulder),
  },
  {
    id: 'shoulder-impingement',
    why: 'A diagnosis word instead of a symptom: shoulder rules.',
    request: hurt('shoulder impingement', {
      workoutLocation: 'home',
      equipment: ['dumbbells', 'resistance-bands'],
    }),
    expect: injury(INJURY_NEVER.shoulder),
  },
  // Wrist.
  {
    id: 'wrist-carpal-tunnel',
    why: 'Wrist: no weight on flat palms.',
    request: hurt('carpal tunnel in my right wrist', { workoutLocation: 'home' }),
    expect: injury(INJURY_NEVER.wrist),
  },
  {
    id: 'es-muneca-apoyar',
    why: 'Spanish: wrist pain when leaning on the hands.',
    request: hurt('dolor de muñeca al apoyar las manos', {
      ...es,
      workoutLocation: 'home',
      fitnessGoal: 'tone',
    }),
    expect: injury(INJURY_NEVER.wrist),
  },
  // Hip.
  {
    id: 'hip-right-pain',
    why: 'Hip: no deep lunges or deep split positions.',
    request: hurt('right hip pain', { fitnessGoal: 'tone', focusArea: 'glutes' }),
    expect: injury(INJURY_NEVER.hip),
  },
  {
    id: 'es-cadera',
    why: 'Spanish hip pain: no deep lunges or deep split positions.',
    request: hurt('me duele la cadera', { ...es, age: 52 }),
    expect: injury(INJURY_NEVER.hip),
  },
  // Ankle.
  {
    id: 'ankle-weak-rolls',
    why: 'Ankle that rolls easily: no jumping or cutting.',
    request: hurt('weak left ankle, rolls easily', {
      fitnessGoal: 'loseWeight',
      workoutStyle: 'hiit',
      workoutLocation: 'home',
    }),
    expect: injury(INJURY_NEVER.ankle),
  },
  {
    id: 'es-tobillo-molestias',
    why: 'Spanish vague discomfort in the ankle: no jumping or cutting.',
    request: hurt('molestias en el tobillo', { ...es, fitnessGoal: 'loseWeight', workoutStyle: 'circuit' }),
    expect: injury(INJURY_NEVER.ankle),
  },
  // Elbow.
  {
    id: 'tennis-elbow',
    why: 'Elbow (tennis elbow) with an arms focus: no dips.',
    request: hurt('tennis elbow', { gender: 'male', fitnessLevel: 'intermediate', focusArea: 'arms' }),
    expect: injury(INJURY_NEVER.elbow),
  },
  {
    id: 'es-codo-tenista',
    why: 'Spanish, with the clinical name.',
    request: hurt('codo de tenista (epicondilitis)', { ...es, focusArea: 'arms' }),
    expect: injury(INJURY_NEVER.elbow),
  },
  // Neck.
  {
    id: 'neck-pain',
    why: 'Neck: no bar on the upper back, no handstands.',
    request: hurt('neck pain, worse after desk days', { fitnessLevel: 'intermediate', gender: 'male' }),
    expect: injury(INJURY_NEVER.neck),
  },
  {
    id: 'es-cervicales',
    why: 'Spanish: "cervicales" for neck pain.',
    request: hurt('dolor de cervicales', { ...es, fitnessLevel: 'advanced', gender: 'male' }),
    expect: injury(INJURY_NEVER.neck),
  },
  // Upper back.
  {
    id: 'upper-back-between-blades',
    why: 'Upper back: no heavy spinal loading.',
    request: hurt('upper back pain between my shoulder blades', {
      fitnessLevel: 'intermediate',
      gender: 'male',
    }),
    expect: injury(INJURY_NEVER.upperBack),
  },
  {
    id: 'es-zona-dorsal',
    why: 'Spanish: the dorsal (upper back) area: no heavy spinal loading.',
    request: hurt('dolor en la zona dorsal', { ...es, fitnessLevel: 'intermediate' }),
    expect: injury(INJURY_NEVER.upperBack),
  },
  // Plantar fascia.
  {
    id: 'plantar-fasciitis',
    why: 'Plantar fasciitis: no jumping or high impact.',
    request: hurt('plantar fasciitis', { fitnessGoal: 'loseWeight', workoutStyle: 'hiit' }),
    expect: injury(INJURY_NEVER.plantarFascia),
  },
  {
    id: 'es-fascitis-plantar',
    why: 'Spanish, with a side: plantar fascia rules (no jumping or high impact).',
    request: hurt('fascitis plantar en el pie izquierdo', { ...es, fitnessGoal: 'endurance' }),
    expect: injury(INJURY_NEVER.plantarFascia),
  },
  // Hip flexor.
  {
    id: 'hip-flexor-strain',
    why: 'Hip flexor strain: no loaded hip flexion, no sprints.',
    request: hurt('strained my hip flexor', {
      gender: 'male',
      fitnessLevel: 'intermediate',
      focusArea: 'core',
    }),
    expect: injury(INJURY_NEVER.hipFlexor),
  },
  {
    id: 'es-tiron-flexor-cadera',
    why: 'Spanish: a pull in the hip flexor.',
    request: hurt('tirón en el flexor de la cadera', {
      ...es,
      fitnessLevel: 'intermediate',
      focusArea: 'core',
    }),
    expect: injury(INJURY_NEVER.hipFlexor),
  },
  // Several at once.
  {
    id: 'knee-left-shoulder-right',
    why: 'Two injuries with sides: both rule sets.',
    request: hurt('bad left knee and right shoulder', {
      gender: 'male',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: injury([...INJURY_NEVER.knee, ...INJURY_NEVER.shoulder]),
  },
  {
    id: 'es-lumbar-y-rodilla',
    why: 'Spanish: lumbar and left knee in three words.',
    request: hurt('lumbar y rodilla izquierda', { ...es, fitnessLevel: 'intermediate' }),
    expect: injury([...INJURY_NEVER.lowerBack, ...INJURY_NEVER.knee]),
  },
  {
    id: 'wrist-field-back-in-notes',
    why: 'One problem in the field, another in the notes.',
    request: hurt('wrist pain', { additionalNotes: 'also my lower back is cranky', workoutLocation: 'home' }),
    expect: injury([...INJURY_NEVER.wrist, ...INJURY_NEVER.lowerBack]),
  },
  {
    id: 'es-mixed-shoulder',
    why: 'Spanish sentence with an English body part.',
    request: hurt('me duele el shoulder derecho', { ...es, fitnessLevel: 'intermediate' }),
    expect: injury(INJURY_NEVER.shoulder),
  },
  {
    id: 'en-mixed-rodilla',
    why: 'English plan, Spanish body part.',
    request: hurt('tengo bad rodilla', { fitnessGoal: 'loseWeight' }),
    expect: injury(INJURY_NEVER.knee),
  },
  // Negations.
  {
    id: 'no-knee-back-just-shoulder',
    why: 'Issue 18: "no knee or back issues, just a sore left shoulder" applied the knee and back rules too.',
    request: hurt('no knee or back issues, just a sore left shoulder', {
      gender: 'male',
      fitnessLevel: 'intermediate',
      fitnessGoal: 'strength',
      workoutDays: 4,
    }),
    expect: injury(INJURY_NEVER.shoulder, {
      include: ['deep-knee-flexion', 'heavy-spinal-loading'],
      reasonTextNot: [/knee|lower back/i],
    }),
  },
  {
    id: 'knees-are-fine',
    why: 'docs/coaching.md: "my knees are fine" is not a knee injury.',
    request: hurt('my knees are fine, nothing hurts', { fitnessLevel: 'intermediate' }),
    expect: clear({ absentReasons: ['injury'], include: ['deep-knee-flexion'] }),
  },
  {
    id: 'es-no-tengo-lesiones',
    why: 'Spanish negation in the injuries field after answering "yes".',
    request: hurt('no tengo lesiones', { ...es }),
    expect: clear({ absentReasons: ['injury', 'unread-health-text'] }),
  },
  {
    id: 'injuries-none',
    why: '"none" after answering yes: no injury, nothing unread.',
    request: hurt('none'),
    expect: clear({ absentReasons: ['injury', 'unread-health-text'] }),
  },
  {
    id: 'es-ninguna',
    why: 'Spanish "ninguna" after answering yes: no injury, nothing unread.',
    request: hurt('ninguna', { ...es }),
    expect: clear({ absentReasons: ['injury', 'unread-health-text'] }),
  },
  {
    id: 'injuries-na',
    why: '"n/a" after answering yes: no injury, nothing unread.',
    request: hurt('n/a', { gender: 'male' }),
    expect: clear({ absentReasons: ['injury', 'unread-health-text'] }),
  },
  {
    id: 'es-sin-dolor-espalda',
    why: 'Spanish negation of back pain: the back rules must not be applied.',
    request: hurt('sin dolor de espalda, todo bien', { ...es, fitnessLevel: 'intermediate' }),
    expect: clear({ absentReasons: ['injury'], include: ['heavy-spinal-loading'] }),
  },
  {
    id: 'knee-was-sore-fine-now',
    why: 'A past problem that has resolved.',
    request: hurt('knee was sore last year but it is fine now, no pain', { fitnessLevel: 'intermediate' }),
    expect: clear({ absentReasons: ['injury', 'persistent-pain'], include: ['deep-knee-flexion'] }),
  },
  // Unread health text.
  {
    id: 'unread-thingy',
    why: 'Health text nobody could map: said to be unread, the plan stays conservative.',
    request: hurt('my thingy is acting up again lol', {
      fitnessLevel: 'advanced',
      fitnessGoal: 'strength',
      workoutStyle: 'hiit',
    }),
    expect: unread,
  },
  {
    id: 'es-unread-lo-de-siempre',
    why: 'Spanish: "the usual, you know".',
    request: hurt('lo de siempre, ya sabes', { ...es, fitnessLevel: 'advanced', fitnessGoal: 'strength' }),
    expect: unread,
  },
  {
    id: 'injuries-yes-but-empty',
    why: 'Answered "yes" to injuries and wrote nothing: unknown, so treated as unread and conservative.',
    request: visitor({
      hasInjuries: 'yes',
      injuryDetails: '',
      fitnessLevel: 'advanced',
      workoutStyle: 'hiit',
    }),
    expect: unread,
  },
  {
    id: 'injuries-emoji-only',
    why: 'Only emoji in the injuries field.',
    request: hurt('🤕🤕', { fitnessLevel: 'intermediate', fitnessGoal: 'strength' }),
    expect: unread,
  },
];
