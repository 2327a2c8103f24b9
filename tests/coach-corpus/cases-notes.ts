/**
 * What people write in the notes and the `other:` answers (docs/coaching.md "Sessions a coach would sign":
 * exclusions, a preferred activity, a day with less time, a body part to emphasise, honoured and said back),
 * detraining, and absurd or empty answers.
 */
import type { CorpusCase } from './types';
import { clear, DETRAINED_NEVER, es, noted, visitor } from './visitors';

/**
 * Notes that changed nothing are said back as such, never as "not understood": that sentence is kept for
 * health wording the coach could not place (issue 25), and would tell a healthy visitor something is wrong.
 */
const UNUSED = /did not change the plan|no cambió el plan/i;
/** Any way of saying the notes were not understood or read. */
const UNDERSTOOD =
  /understand|understood|recogni[sz]|could not read|couldn't read|entend|reconoc|interpret|no (pude|pudimos|he podido) leer/i;

export const NOTES_CASES: CorpusCase[] = [
  // Exclusions.
  {
    id: 'notes-no-burpees-please',
    why: 'Issue 18: "no burpees please" got a burpee finisher.',
    request: noted('no burpees please', {
      fitnessGoal: 'loseWeight',
      workoutLocation: 'home',
      workoutDays: 4,
      fitnessLevel: 'intermediate',
    }),
    expect: clear({ never: ['burpee'], saidBack: [/burpee/i] }),
  },
  {
    id: 'es-sin-zancadas',
    why: 'Spanish "no lunges": no lunge or split squat, said back.',
    request: noted('sin zancadas por favor', {
      ...es,
      fitnessGoal: 'tone',
      focusArea: 'lower-body',
      workoutDays: 4,
    }),
    expect: clear({ never: ['lunge'], saidBack: [/zancada/i] }),
  },
  {
    id: 'notes-hate-running',
    why: 'An exclusion phrased as a feeling.',
    request: noted('I hate running', { fitnessGoal: 'endurance', workoutDays: 4, workoutStyle: 'cardio' }),
    expect: clear({ never: ['running'], saidBack: [/running|jog/i] }),
  },
  {
    id: 'notes-no-jumping-upstairs',
    why: 'Issue 18: "no jumping, I live upstairs" got squat jumps.',
    request: noted('no jumping, I live upstairs', {
      fitnessGoal: 'loseWeight',
      workoutStyle: 'hiit',
      workoutLocation: 'home',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: clear({ never: ['jumping', 'burpee'], saidBack: [/jump/i] }),
  },
  {
    id: 'es-nada-de-saltos',
    why: 'Spanish colloquial exclusion with its reason.',
    request: noted('nada de saltos que vivo en un 3º piso', {
      ...es,
      fitnessGoal: 'loseWeight',
      workoutStyle: 'hiit',
      workoutLocation: 'home',
    }),
    expect: clear({ never: ['jumping', 'burpee'], saidBack: [/salt/i] }),
  },
  {
    id: 'notes-cant-get-on-floor',
    why: 'A mobility limit: nothing on the floor.',
    request: noted("i can't get down on the floor anymore", { age: 60, workoutLocation: 'home' }),
    expect: clear({ never: ['floor'], saidBack: [/floor/i] }),
  },
  {
    id: 'es-odio-correr',
    why: 'Spanish "I hate running": an exclusion, honoured and said back.',
    request: noted('odio correr', { ...es, fitnessGoal: 'improveEndurance', workoutDays: 4 }),
    expect: clear({ never: ['running'], saidBack: [/corr|carrera/i] }),
  },
  {
    id: 'notes-three-exclusions',
    why: 'Three exclusions in one sentence.',
    request: noted('no burpees, no lunges and nothing on the floor', {
      fitnessGoal: 'loseWeight',
      workoutLocation: 'home',
      workoutDays: 4,
    }),
    expect: clear({ never: ['burpee', 'lunge', 'floor'], saidBack: [/burpee/i, /lunge/i, /floor/i] }),
  },
  // Preferences.
  {
    id: 'notes-rather-cycle',
    why: 'A preferred activity: cycling instead of running.',
    request: noted("I'd rather cycle than run", { fitnessGoal: 'endurance', workoutDays: 4 }),
    expect: clear({ include: ['cycling'], never: ['running'], saidBack: [/cycl|bike/i] }),
  },
  {
    id: 'es-prefiero-bici',
    why: 'Spanish: prefers the bike, a preferred activity to honour and say back.',
    request: noted('prefiero la bici', { ...es, fitnessGoal: 'loseWeight', workoutDays: 4 }),
    expect: clear({ include: ['cycling'], saidBack: [/bici/i] }),
  },
  {
    id: 'rower-at-home-other-equipment',
    why: 'Equipment mentioned as `other:` and in passing in the notes.',
    request: noted('I have a rower at home, love it', {
      fitnessGoal: 'endurance',
      workoutLocation: 'home',
      equipment: ['dumbbells', 'other:rowing machine'],
      workoutDays: 4,
    }),
    expect: clear({ include: ['rowing'], saidBack: [/row/i] }),
  },
  {
    id: 'es-prefiero-nadar',
    why: 'Spanish: prefers swimming, has a pool.',
    request: noted('prefiero nadar, tengo piscina cerca', {
      ...es,
      fitnessGoal: 'improveEndurance',
      workoutDays: 4,
    }),
    expect: clear({ endurance: { modality: 'swimming', minSessions: 2 }, saidBack: [/nad|natación/i] }),
  },
  // A day with less time.
  {
    id: 'notes-20-minutes-fridays',
    why: 'Issue 18: "I only have 20 minutes on Fridays" got a 57-minute Friday.',
    request: noted('I only have 20 minutes on Fridays', {
      workoutDays: 5,
      workoutTime: '45 minutes',
      fitnessLevel: 'intermediate',
    }),
    expect: clear({ dayMaxMinutes: [{ day: 4, minutes: 20 }], saidBack: [/friday/i] }),
  },
  {
    id: 'es-viernes-20-min',
    why: 'Spanish with "min": Friday capped at 20 minutes, said back.',
    request: noted('los viernes solo tengo 20 min', {
      ...es,
      workoutDays: 5,
      workoutTime: '60 minutes',
      fitnessLevel: 'intermediate',
    }),
    expect: clear({ dayMaxMinutes: [{ day: 4, minutes: 20 }], saidBack: [/viernes/i] }),
  },
  {
    id: 'notes-mondays-30-max',
    why: 'Lower case, plural day, "mins max".',
    request: noted('mondays are busy, 30 mins max', { workoutDays: 4, workoutTime: '60 minutes' }),
    expect: clear({ dayMaxMinutes: [{ day: 0, minutes: 30 }], saidBack: [/monday/i] }),
  },
  {
    id: 'es-lunes-miercoles-15',
    why: 'Spanish: two short days in one sentence.',
    request: noted('lunes y miércoles solo 15 minutos', { ...es, workoutDays: 4, workoutTime: '45 minutes' }),
    expect: clear({
      dayMaxMinutes: [
        { day: 0, minutes: 15 },
        { day: 2, minutes: 15 },
      ],
      saidBack: [/lunes/i, /miércoles/i],
    }),
  },
  // A body part to emphasise.
  {
    id: 'es-enfocarme-gluteos',
    why: 'Issue 18: "quiero enfocarme en glúteos" got no glute work.',
    request: noted('quiero enfocarme en glúteos', { ...es, fitnessGoal: 'tone', workoutDays: 4 }),
    expect: clear({ emphasis: { muscles: ['glutes'], over: ['quads'] }, saidBack: [/glúte/i] }),
  },
  {
    id: 'notes-bigger-arms',
    why: 'Two words in the notes: more arm volume than without the wish.',
    request: noted('bigger arms', { gender: 'male', fitnessLevel: 'intermediate', workoutDays: 4 }),
    expect: clear({ emphasis: { muscles: ['biceps', 'triceps'], over: ['chest'] }, saidBack: [/arm/i] }),
  },
  {
    id: 'other-focus-booty',
    why: 'Slang as an `other:` focus area.',
    request: visitor({ focusArea: 'other:booty', fitnessGoal: 'tone', workoutDays: 3 }),
    expect: clear({ emphasis: { muscles: ['glutes'], over: ['quads'] } }),
  },
  {
    id: 'notes-no-burpees-bigger-glutes',
    why: 'An exclusion and an emphasis in one sentence.',
    request: noted('no burpees and I want bigger glutes', {
      fitnessGoal: 'loseWeight',
      workoutLocation: 'home',
      equipment: ['dumbbells'],
      workoutDays: 4,
    }),
    expect: clear({
      never: ['burpee'],
      emphasis: { muscles: ['glutes'], over: ['quads'] },
      saidBack: [/burpee/i, /glute/i],
    }),
  },
  // Detraining.
  {
    id: 'detrained-5-years-advanced',
    why: 'Issue 18: "haven\'t trained for 5 years" was read as advanced (RIR 0-2, sets of 6): a returning beginner.',
    request: noted("I haven't trained in 5 years", {
      gender: 'male',
      fitnessLevel: 'advanced',
      fitnessGoal: 'strength',
      workoutDays: 4,
    }),
    expect: clear({ never: DETRAINED_NEVER }),
  },
  {
    id: 'es-no-entreno-3-anos',
    why: 'Spanish detraining with advanced chosen: a returning beginner.',
    request: noted('no entreno desde hace 3 años', {
      ...es,
      fitnessLevel: 'advanced',
      fitnessGoal: 'muscle',
      workoutDays: 5,
    }),
    expect: clear({ never: DETRAINED_NEVER }),
  },
  {
    id: 'other-level-10-years-off',
    why: 'Detraining written as the `other:` level.',
    request: visitor({
      gender: 'male',
      fitnessLevel: 'other:used to lift in college, 10 years off',
      fitnessGoal: 'strength',
    }),
    expect: clear({ never: DETRAINED_NEVER }),
  },
  {
    id: 'back-after-2-years-intermediate',
    why: 'Abbreviated "yrs", intermediate strength: still a return after a long break.',
    request: noted('back after a long break (2 yrs)', {
      fitnessLevel: 'intermediate',
      fitnessGoal: 'strength',
      workoutDays: 4,
    }),
    expect: clear({ never: DETRAINED_NEVER }),
  },
  // `other:` answers and absurd or empty ones.
  {
    id: 'other-garage-squat-rack',
    why: 'Free-text place and equipment (`other:`): still a normal, clear plan.',
    request: visitor({
      workoutLocation: 'other:my garage',
      equipment: ['other:squat rack and barbell'],
      fitnessLevel: 'intermediate',
    }),
    expect: clear(),
  },
  {
    id: 'other-level-idk',
    why: 'An unreadable level: treat as a beginner, nothing advanced.',
    request: visitor({ fitnessLevel: 'other:idk', fitnessGoal: 'strength' }),
    expect: clear({ never: ['low-reps', 'near-failure'] }),
  },
  {
    id: 'es-other-goal-escalar',
    why: 'Spanish free-text goal: stronger for climbing.',
    request: visitor({
      ...es,
      fitnessGoal: 'other:ser más fuerte para escalar',
      fitnessLevel: 'intermediate',
    }),
    expect: clear(),
  },
  {
    id: 'other-focus-abs',
    why: 'Free-text focus "abs": a normal, clear plan.',
    request: visitor({ focusArea: 'other:abs' }),
    expect: clear(),
  },
  {
    id: 'all-defaults-empty',
    why: 'Every step skipped: the defaults make a normal, clear plan.',
    request: {},
    expect: clear(),
  },
  {
    id: 'notes-gibberish',
    why: 'Notes no one can read are said to have changed nothing, never silently dropped nor called a health worry.',
    request: noted('asdfgh jkl qwerty', { gender: 'male' }),
    expect: clear({ saidBack: [UNUSED], notMentions: [/understand|entend/i] }),
  },
  {
    id: 'es-notes-gibberish',
    why: 'Spanish plan, unreadable notes.',
    request: noted('ñlkj ñlkj xd', { ...es }),
    expect: clear({ saidBack: [UNUSED], notMentions: [/understand|entend/i] }),
  },
  {
    id: 'time-whenever',
    why: 'A time no one can parse: still a normal, clear plan.',
    request: visitor({ workoutTime: 'whenever' }),
    expect: clear(),
  },
  {
    id: 'seven-days-five-minutes',
    why: 'Seven days of five minutes at the office: no floor work or jumping there.',
    request: visitor({
      workoutDays: 7,
      workoutTime: '5 minutes',
      workoutLocation: 'office',
      equipment: ['office-chair'],
    }),
    expect: clear({ never: ['floor', 'jumping'] }),
  },
  // What the visitor did not say is never said back (issue 25: an invented race, a wish nobody made).
  {
    id: 'notes-walk-5k-daily-no-race',
    why: 'Issue 25: a daily 5 km walk read as a 5 km race goal; a habit states no goal.',
    request: noted('I walk 5km every day with the dog', { fitnessGoal: 'stayHealthy' }),
    expect: clear({ never: ['running'], notMentions: [/your goal is|race/i] }),
  },
  {
    id: 'es-camino-10km-domingos-no-race',
    why: 'Issue 25, Spanish: "camino 10 km los domingos" is a habit, not a 10 km race.',
    request: noted('camino 10 km los domingos con mi pareja', { ...es, fitnessGoal: 'stayHealthy' }),
    expect: clear({ never: ['running'], notMentions: [/tu meta es|carrera de 10/i] }),
  },
  {
    id: 'notes-legs-in-passing-no-wish',
    why: 'Issue 25: "extra work for your legs, as you asked" when the legs were only mentioned in passing.',
    request: noted('I want to walk more because my legs are used to it from my job', {
      fitnessGoal: 'stayHealthy',
    }),
    expect: clear({ notMentions: [/as you asked|extra work/i] }),
  },
  {
    id: 'es-perder-barriga-no-wish',
    why: 'Issue 25, Spanish: losing the belly is not a wish for extra core work.',
    request: noted('quiero perder barriga y tener más energía', { ...es, fitnessGoal: 'loseWeight' }),
    expect: clear({ notMentions: [/como pediste|trabajo extra/i] }),
  },
  {
    id: 'notes-night-shifts-nothing-wrong',
    why: 'Issue 25: a shift pattern and "nothing wrong" are not health text the coach could not understand.',
    request: noted('I work night shifts, nothing wrong with me'),
    expect: clear({ notMentions: [/could not understand|professional|doctor/i] }),
  },
  // A race named is not a race goal unless the visitor means to take part (issue 25).
  {
    id: 'walk-5k-to-work-no-race',
    why: 'A distance walked to work is not a 5 km race goal.',
    request: noted('I walk 5k to work every day, want to get stronger', { fitnessGoal: 'buildMuscle' }),
    expect: clear({ notMentions: [/your goal is a/i] }),
  },
  {
    id: 'es-marido-maratones-no-race',
    why: "A partner's marathons and a past half are not the visitor's goal.",
    request: noted('mi marido corre maratones y yo corrí una media hace años', {
      ...es,
      fitnessGoal: 'stayHealthy',
    }),
    expect: clear({ notMentions: [/tu meta es/i] }),
  },
  {
    id: 'harmless-notes-nothing-unread',
    why: 'Family, food and a joke in the notes: nothing to say about not understanding.',
    request: noted('two kids, love pizza, my cat judges me when I work out', { gender: 'female' }),
    expect: clear({ notMentions: [UNDERSTOOD] }),
  },
];
