/**
 * The people of docs/coaching.md "More people the coach must serve" (issue 25), answered through the
 * pre-participation screen or written in their own words: each gets its own programme, and these are
 * the things a physiotherapist would refuse to see in it.
 */
import type { WorkoutRequestInput } from '../../src/contract/workout';
import type { CorpusCase } from './types';
import { adapted, clear, clearance, es, hurt, noted, OLDER_80_NEVER, visitor, YOUTH_NEVER } from './visitors';

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
    id: 'beginner-home-no-kit',
    why: 'Blind review: single-leg box squats, Cossack squats and pike push-ups for a beginner at home.',
    request: visitor({ fitnessLevel: 'beginner', workoutLocation: 'home', equipment: [], workoutDays: 4 }),
    expect: clear({ never: ['beginner-skill'] }),
  },
  {
    id: 'es-returning-after-years-home',
    why: 'Blind review: a returning exerciser who picked intermediate got single-leg deadlifts at home.',
    request: noted('antes entrenaba bastante pero llevo 6 años parada', {
      ...es,
      fitnessLevel: 'intermediate',
      workoutLocation: 'home',
      equipment: ['dumbbells'],
    }),
    expect: clear({ never: ['beginner-skill'] }),
  },
  {
    id: 'older-61-novice-bar-at-home',
    why: 'Blind review: an untrained 61-year-old with a pull-up bar at home: no pull-ups or pike push-ups.',
    request: visitor({
      age: 61,
      fitnessLevel: 'novice',
      workoutLocation: 'home',
      equipment: ['pull-up-bar'],
    }),
    expect: clear({ never: ['beginner-skill'] }),
  },
  {
    id: 'older-69-gym-supported-balance',
    why: 'Blind review: unsupported one-leg stands and single-leg deadlifts for people over 65.',
    request: visitor({ age: 69, fitnessLevel: 'intermediate', workoutLocation: 'gym', equipment: [] }),
    expect: adapted(['older-adult'], ['one-leg-unsupported'], {
      balanceEverySession: true,
      notMentions: [/near a wall/i],
    }),
  },
  {
    id: 'es-knee-replacement-supported-balance',
    why: 'Blind review: step-ups and one-leg stands after a knee replacement.',
    request: screened(
      ['jointReplacement'],
      { replacedJoint: 'knee', movementPrecautions: false },
      { ...es, age: 63 },
    ),
    expect: adapted(['joint-replacement'], ['one-leg-unsupported', 'lunge']),
  },
  {
    id: 'osteopenia-spine-home',
    why: 'Blind review: toe touches, twists and single-leg deadlifts with a fragile spine.',
    request: noted('my doctor found osteopenia in my lower spine', {
      age: 57,
      workoutLocation: 'home',
      equipment: ['dumbbells'],
    }),
    expect: adapted(['osteoporosis'], ['spinal-flexion', 'loaded-twisting', 'one-leg-unsupported'], {
      notMentions: [/child's pose|thread the needle|open-book|trunk rotation/i],
    }),
  },
  {
    id: 'picc-line-no-arm-circles',
    why: 'Blind review: arm circles and band pull-aparts with a PICC line in the arm.',
    request: screened(
      ['cancerTreatment'],
      { catheterLine: true },
      { workoutLocation: 'home', equipment: ['resistance-bands'] },
    ),
    expect: adapted(['cancer-treatment'], ['swimming', 'overhead', 'wrist-load'], {
      notMentions: [/arm circles|pull-apart/i],
    }),
  },
  {
    id: 'es-copd-walk-in-bouts',
    why: 'Blind review: a continuous 16-minute walk for COPD; walking in short bouts with rests.',
    request: screened(['heartOrLungCondition'], { heartOrLung: 'copd' }, { ...es, age: 70, workoutDays: 4 }),
    expect: adapted(['copd'], ['jumping', 'running'], { notMentions: [/\((1[0-9]|[2-9][0-9]) min\b/] }),
  },
  // Very low intake or signs of disordered eating with a demand for rapid loss (issue 25 "words of plans").
  {
    id: 'low-intake-600-kcal-wedding',
    why: 'Issue 25: very low intake with a demand for rapid loss got 7 x 90 minutes of intervals; now a moderate week, no loss promise, who can help.',
    request: noted(
      'only eating like 600 cals a day, need to drop 10kg in 2 weeks for a wedding, go hard on me',
      {
        age: 24,
        fitnessGoal: 'loseWeight',
        fitnessLevel: 'intermediate',
        workoutDays: 7,
        workoutTime: '90',
        workoutStyle: 'hiit',
      },
    ),
    expect: adapted(['low-energy-intake'], ['intervals', 'jumping', 'near-failure'], {
      see: ['doctor'],
      saidBack: [/dietitian/i, /not a weight-loss programme/i],
      notMentions: [/losing fat|go hard|could not understand|disorder/i],
    }),
  },
  {
    id: 'es-casi-no-como-adelgazar-rapido',
    why: 'Issue 25, in Spanish with a pronoun and an adverb: "casi no como", weight wanted off fast; no weight-loss programme, kind words, a doctor or dietitian.',
    request: noted('casi no como nada, me salto las comidas y quiero adelgazar muy rápido', {
      ...es,
      age: 19,
      fitnessGoal: 'loseWeight',
      workoutDays: 6,
      workoutTime: '60',
    }),
    expect: adapted(['low-energy-intake'], ['intervals', 'jumping', 'near-failure'], {
      see: ['doctor'],
      saidBack: [/dietista/i, /no un programa para perder peso/i],
      notMentions: [/perder grasa|no entendimos|trastorno/i],
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
