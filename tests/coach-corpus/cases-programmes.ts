/**
 * The people of docs/coaching.md "More people the coach must serve" (issue 25), answered through the
 * pre-participation screen or written in their own words: each gets its own programme, and these are
 * the things a physiotherapist would refuse to see in it.
 */
import type { WorkoutRequestInput } from '../../src/contract/workout';
import type { CorpusCase } from './types';
import { adapted, clearance, es, hurt, noted, OLDER_80_NEVER, visitor, YOUTH_NEVER } from './visitors';

const NONE = {
  heartCondition: false,
  chestPain: false,
  dizzinessOrFainting: false,
  chronicCondition: false,
  chronicMedication: false,
  boneOrJointProblem: false,
  supervisedOnly: false,
};
type Screen = NonNullable<WorkoutRequestInput['screening']>;
/** A visitor who answered the screen: these conditions ticked, these follow-ups given. */
const screened = (
  conditions: Screen['conditions'],
  followUp: Screen['followUp'],
  over: WorkoutRequestInput = {},
): WorkoutRequestInput => visitor({ ...over, screening: { parq: NONE, conditions, followUp } });

export const PROGRAMME_CASES: CorpusCase[] = [
  {
    id: 'wheelchair-no-leg-function-home',
    why: 'Issue 25: leg press, step-ups and "brisk walk" warm-ups for a wheelchair user; seated work only.',
    request: screened(
      ['wheelchairUser'],
      { legFunction: 'none' },
      {
        ...es,
        workoutLocation: 'home',
        equipment: ['resistance-bands', 'dumbbells'],
      },
    ),
    expect: adapted(
      ['wheelchair'],
      ['running', 'jumping', 'lunge', 'walking', 'deep-knee-flexion', 'floor'],
      {
        notMentions: [/camina|caminata|paseo|marcha en el sitio/i],
      },
    ),
  },
  {
    id: 'postpartum-6-weeks-separation',
    why: 'Issue 25: planks and renegade rows six weeks after birth with a separation and leaking.',
    request: screened(
      ['gaveBirthLastYear'],
      { weeksSinceBirth: 6, separationOrLeaking: true },
      {
        fitnessGoal: 'tone',
        workoutLocation: 'home',
        equipment: ['dumbbells'],
      },
    ),
    expect: {
      outcome: 'clearance',
      see: ['physiotherapist'],
    },
  },
  {
    id: 'postpartum-8-weeks-no-symptoms',
    why: 'After childbirth without symptoms: graded return, still no running or jumping before 12 weeks.',
    request: screened(
      ['gaveBirthLastYear'],
      { weeksSinceBirth: 8, separationOrLeaking: false },
      {
        ...es,
        fitnessGoal: 'loseWeight',
        workoutStyle: 'hiit',
      },
    ),
    expect: adapted(['postpartum'], ['running', 'jumping', 'intervals', 'heavy-straining', 'spinal-flexion']),
  },
  {
    id: 'hip-replacement-posterior-precautions',
    why: 'Issue 25: kettlebell swings, figure-four and 90/90 stretches after a hip replacement.',
    request: screened(
      ['jointReplacement'],
      { replacedJoint: 'hip', weeksSinceReplacement: 26, movementPrecautions: true },
      { age: 66, workoutLocation: 'gym' },
    ),
    expect: adapted(['joint-replacement'], ['deep-hip-flexion', 'deep-knee-flexion', 'running', 'jumping']),
  },
  {
    id: 'fever-sore-throat',
    why: 'Issue 25: a four-day muscle plan for a fever with a sore throat.',
    request: screened(['illNow'], { illness: 'fever' }, { fitnessLevel: 'intermediate', workoutDays: 4 }),
    expect: clearance(['acute-illness'], ['doctor'], { never: ['walking', 'intervals', 'jumping'] }),
  },
  {
    id: 'below-knee-amputee',
    why: 'Issue 25: read as a knee problem and given single-leg box squats.',
    request: screened(
      ['limbLoss'],
      { limb: 'belowKnee' },
      { ...es, workoutLocation: 'home', equipment: ['resistance-bands'] },
    ),
    expect: adapted(['limb-loss'], ['running', 'jumping', 'lunge'], { absentReasons: ['injury'] }),
  },
  {
    id: 'ms-foot-drop',
    why: 'Issue 25: lunges and single-leg deadlifts for multiple sclerosis with foot drop.',
    request: screened(
      ['neurologicalCondition'],
      { neurological: 'multipleSclerosis', footDropOrPoorBalance: true },
      {
        workoutDays: 5,
      },
    ),
    expect: adapted(['neurological'], ['lunge', 'running', 'jumping']),
  },
  {
    id: 'copd-controlled',
    why: 'Issue 25: COPD labelled asthma, with 15 s rests.',
    request: screened(
      ['heartOrLungCondition'],
      { heartOrLung: 'copd', controlled: true, symptomsOnExertion: 'no' },
      {
        ...es,
        age: 67,
      },
    ),
    expect: adapted(['copd'], ['jumping', 'running'], { absentReasons: ['asthma'] }),
  },
  {
    id: 'chemo-picc-low-counts',
    why: 'Issue 25: barbell bench, squat and deadlift circuits during chemotherapy with a PICC line.',
    request: screened(
      ['cancerTreatment'],
      { catheterLine: true, lowBloodCounts: true, professionalAdvice: 'clearedToExercise' },
      {
        workoutLocation: 'gym',
        workoutStyle: 'circuit',
      },
    ),
    expect: adapted(
      ['cancer-treatment'],
      ['swimming', 'heavy-straining', 'overhead', 'jumping', 'intervals'],
    ),
  },
  {
    id: 'frail-88-walking-frame',
    why: 'Issue 25: single-leg stands and split squats for an 88-year-old with a frame who fell last winter.',
    request: screened(
      ['walkingAidOrFall'],
      { usesWalkingAid: true, fellLastYear: true, canGetUpFromFloor: false },
      {
        ...es,
        age: 88,
        workoutLocation: 'home',
      },
    ),
    expect: adapted(['frailty-falls'], [...OLDER_80_NEVER, 'lunge'], { balanceEverySession: true }),
  },
  {
    id: 'teen-footballer-advanced',
    why: 'Issue 25: a 13-year-old footballer choosing advanced got 6 days and 114 sets a week.',
    request: noted('I play football three times a week with my team', {
      age: 13,
      gender: 'male',
      fitnessLevel: 'advanced',
      workoutDays: 6,
      workoutLocation: 'gym',
    }),
    expect: adapted(['under-18'], [...YOUTH_NEVER, 'intervals']),
  },
  {
    id: 'older-beginner-73',
    why: 'Issue 25: chin-ups and pike push-ups for a 73-year-old beginner.',
    request: visitor({
      age: 73,
      fitnessLevel: 'beginner',
      workoutLocation: 'home',
      equipment: ['pull-up-bar'],
    }),
    expect: adapted(['older-adult'], ['low-reps', 'inverted'], { balanceEverySession: true }),
  },
  {
    id: 'knee-surgery-3-weeks-clearance',
    why: 'Issue 25: knee-loading stretches three weeks after knee surgery, in a plan that waits for clearance.',
    request: hurt('knee surgery 3 weeks ago', { workoutLocation: 'home' }),
    expect: clearance(['recent-surgery'], ['surgeon-or-physiotherapist'], {
      never: ['walking', 'deep-knee-flexion', 'floor'],
      notMentions: [/brisk|rápid/i],
    }),
  },
  {
    id: 'es-forearm-lost-text-only',
    why: 'Issue 25: "me falta el antebrazo" in the text is limb loss (an arm), not a wrist or elbow injury.',
    request: hurt('me falta el antebrazo derecho desde un accidente hace años, uso prótesis', { ...es }),
    expect: adapted(['limb-loss'], [], { absentReasons: ['injury', 'recent-surgery', 'unread-health-text'] }),
  },
  {
    id: 'below-knee-text-only',
    why: 'Issue 25: a below-knee amputation in the injury text is limb loss, never a knee injury.',
    request: hurt('transtibial amputation on my left leg in 2016, walk with a prosthetic', { age: 47 }),
    expect: adapted(['limb-loss'], ['running', 'jumping'], { absentReasons: ['injury', 'recent-surgery'] }),
  },
];
