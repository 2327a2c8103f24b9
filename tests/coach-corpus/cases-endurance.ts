/**
 * Race and endurance goals (docs/coaching.md "Endurance and race goals": Seiler 2010, 80/20; Nielsen 2014,
 * gradual long runs; run-walk for beginners; 1-2 short strength sessions) and sessions that fill the time
 * chosen ("Sessions a coach would sign").
 */
import type { CorpusCase, EnduranceRule } from './types';
import { clear, es, noted, visitor } from './visitors';

const race = (more: Partial<EnduranceRule> = {}): EnduranceRule => ({
  modality: 'running',
  minSessions: 3,
  longSession: true,
  minStrengthSessions: 1,
  noJumpingCircuits: true,
  ...more,
});

export const ENDURANCE_CASES: CorpusCase[] = [
  {
    id: 'half-marathon-other-goal',
    why: 'Issue 18: a half-marathon goal got zero runs. 3-4 runs, one long, one quality, plus strength.',
    request: visitor({
      fitnessGoal: 'other:run a half marathon in April',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: clear({ endurance: race(), maxIntervalDays: 1 }),
  },
  {
    id: 'es-medio-maraton',
    why: 'Issue note example: a half marathon in Spanish.',
    request: visitor({
      ...es,
      fitnessGoal: 'other:correr un medio maratón',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: clear({ endurance: race(), maxIntervalDays: 1 }),
  },
  {
    id: 'notes-10k-june',
    why: 'Issue 18: a 10 km race got five days of jumping intervals. Goal in the notes.',
    request: noted('training for a 10k in june', {
      fitnessGoal: 'improveEndurance',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: clear({ endurance: race(), maxIntervalDays: 1 }),
  },
  {
    id: 'es-carrera-10-km',
    why: 'Spanish: a 10 km race in the notes.',
    request: noted('quiero correr una carrera de 10 km en otoño', {
      ...es,
      fitnessGoal: 'endurance',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: clear({ endurance: race(), maxIntervalDays: 1 }),
  },
  {
    id: 'first-5k-never-run',
    why: 'A beginner who has never run: run-walk intervals.',
    request: noted('want to run my first 5k, never run before', {
      fitnessGoal: 'endurance',
      fitnessLevel: 'beginner',
      workoutDays: 4,
    }),
    expect: clear({ endurance: race({ runWalk: true }), maxIntervalDays: 1 }),
  },
  {
    id: 'es-primer-5k-novato',
    why: 'Spanish novice: first 5k, run-walk.',
    request: noted('quiero hacer mi primer 5k', {
      ...es,
      fitnessGoal: 'improveEndurance',
      fitnessLevel: 'novice',
      workoutDays: 3,
    }),
    expect: clear({ endurance: race({ runWalk: true, longSession: false }), maxIntervalDays: 1 }),
  },
  {
    id: 'marathon-october-advanced',
    why: 'A marathon: four or more runs a week for an advanced runner, one long.',
    request: visitor({
      fitnessGoal: 'other:marathon in october',
      fitnessLevel: 'advanced',
      workoutDays: 5,
      workoutTime: '60 minutes',
    }),
    expect: clear({ endurance: race({ minSessions: 4 }), maxIntervalDays: 2 }),
  },
  {
    id: 'es-maraton-valencia',
    why: 'Spanish: a named marathon in the notes.',
    request: noted('preparar el maratón de Valencia', {
      ...es,
      fitnessGoal: 'endurance',
      fitnessLevel: 'intermediate',
      workoutDays: 5,
    }),
    expect: clear({ endurance: race({ minSessions: 4 }), maxIntervalDays: 2 }),
  },
  {
    id: 'other-goal-5k-race-beginner',
    why: 'A short `other:` goal, beginner: run-walk.',
    request: visitor({
      fitnessGoal: 'other:5k race',
      fitnessLevel: 'beginner',
      workoutDays: 4,
      workoutLocation: 'outdoor',
    }),
    expect: clear({ endurance: race({ runWalk: true }), maxIntervalDays: 1 }),
  },
  {
    id: 'couch-to-5k-novice',
    why: 'The programme name as the whole note.',
    request: noted('couch to 5k', {
      fitnessGoal: 'loseWeight',
      fitnessLevel: 'novice',
      workoutDays: 3,
      workoutLocation: 'outdoor',
    }),
    expect: clear({ endurance: race({ runWalk: true, longSession: false }), maxIntervalDays: 1 }),
  },
  {
    id: 'half-marathon-two-days',
    why: 'Only two days: both runs, no jumping circuits.',
    request: visitor({ fitnessGoal: 'other:half marathon', fitnessLevel: 'intermediate', workoutDays: 2 }),
    expect: clear({
      endurance: race({ minSessions: 2, minStrengthSessions: undefined }),
      maxIntervalDays: 1,
    }),
  },
  {
    id: '10k-chose-hiit',
    why: 'A 10k runner who picked HIIT: at most one hard day in four (80/20), runs not jumps.',
    request: visitor({
      fitnessGoal: 'other:10k',
      workoutStyle: 'hiit',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: clear({ endurance: race(), maxIntervalDays: 1 }),
  },
  {
    id: 'cycling-sportive',
    why: 'A cycling event gets rides, one long.',
    request: visitor({
      fitnessGoal: 'other:100 km cycling sportive in summer',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: clear({
      endurance: {
        modality: 'cycling',
        minSessions: 3,
        longSession: true,
        minStrengthSessions: 1,
        noJumpingCircuits: true,
      },
    }),
  },
  {
    id: 'rowing-2k-test',
    why: 'A rowing test gets rowing sessions.',
    request: visitor({
      fitnessGoal: 'other:2k row test',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
      equipment: ['cardioMachines'],
    }),
    expect: clear({
      endurance: { modality: 'rowing', minSessions: 3, minStrengthSessions: 1, noJumpingCircuits: true },
    }),
  },
  {
    id: 'swim-1500-open-water',
    why: 'A swimming goal gets swims (docs/coaching.md: swimming for those who prefer it), not circuits.',
    request: visitor({
      fitnessGoal: 'other:swim 1500 m open water',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: clear({
      endurance: { modality: 'swimming', minSessions: 3, minStrengthSessions: 1, noJumpingCircuits: true },
    }),
  },
  // Sessions that fill the time chosen.
  {
    id: 'ninety-min-intermediate-gym',
    why: 'Issue note example: a 90-minute session with its minutes counted.',
    request: visitor({ workoutTime: '90 minutes', fitnessLevel: 'intermediate', workoutDays: 4 }),
    expect: clear({ fillsTime: true }),
  },
  {
    id: 'es-noventa-min-avanzado',
    why: 'Spanish: 90 minutes, advanced strength.',
    request: visitor({
      ...es,
      workoutTime: '90 minutos',
      fitnessLevel: 'advanced',
      fitnessGoal: 'strength',
      workoutDays: 4,
    }),
    expect: clear({ fillsTime: true }),
  },
  {
    id: 'ninety-min-novice',
    why: 'A novice choosing 90 minutes: fill it or say why not.',
    request: visitor({ workoutTime: 90, fitnessLevel: 'novice', workoutDays: 3 }),
    expect: clear({ fillsTime: true }),
  },
  {
    id: 'ninety-min-home-bodyweight',
    why: '90 minutes at home with no equipment.',
    request: visitor({
      workoutTime: '90 minutes',
      workoutLocation: 'home',
      equipment: ['none'],
      fitnessLevel: 'intermediate',
    }),
    expect: clear({ fillsTime: true }),
  },
  {
    id: 'sixty-min-circuit-beginner',
    why: 'Issue 18: circuits filled half the time while the overview promised all of it.',
    request: visitor({
      workoutTime: '60 minutes',
      workoutStyle: 'circuit',
      fitnessGoal: 'loseWeight',
      workoutDays: 3,
    }),
    expect: clear({ fillsTime: true }),
  },
  {
    id: 'forty-five-supersets-intermediate',
    why: 'Supersets over 45 minutes must still fill the time chosen, within about 10%.',
    request: visitor({
      workoutTime: '45 minutes',
      workoutStyle: 'supersets',
      fitnessLevel: 'intermediate',
      workoutDays: 4,
    }),
    expect: clear({ fillsTime: true }),
  },
  {
    id: 'one-hour-written',
    why: 'Time written as "1 hour" rather than a number of minutes; the session fills 60.',
    request: visitor({ workoutTime: '1 hour', fitnessLevel: 'intermediate', workoutDays: 3, gender: 'male' }),
    expect: clear({ fillsTime: true }),
  },
  {
    id: 'es-una-hora-circuito',
    why: 'Spanish: "1 hora" of circuits must fill the hour, not half of it.',
    request: visitor({
      ...es,
      workoutTime: '1 hora',
      workoutStyle: 'circuit',
      fitnessLevel: 'intermediate',
      workoutDays: 3,
    }),
    expect: clear({ fillsTime: true }),
  },
];
