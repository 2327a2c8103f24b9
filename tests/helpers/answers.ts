import fc from 'fast-check';
import {
  EQUIPMENT_OPTIONS,
  FITNESS_GOALS,
  FITNESS_LEVELS,
  FOCUS_AREAS,
  GENDERS,
  WORKOUT_LOCATIONS,
  WORKOUT_STYLES,
  WORKOUT_TIME_OPTIONS,
  type WorkoutRequestInput,
} from '../../src/contract/workout';

const other = (words: string[]) => fc.constantFrom(...words).map((word) => `other:${word}`);

/**
 * Random onboarding answers covering every enum, the older keys, `other:` free text in both languages,
 * edge ages and session times, injuries in English and Spanish, and both languages.
 */
export const answersArbitrary: fc.Arbitrary<WorkoutRequestInput> = fc.record({
  name: fc.constantFrom('Ana', 'Ben', '', 'José María', 'Zoë'),
  email: fc.constantFrom(undefined, 'someone@example.com'),
  gender: fc.oneof(fc.constantFrom(...GENDERS), other(['non-binary'])),
  age: fc.constantFrom(13, 18, 30, 45, 64, 65, 80, 100),
  fitnessLevel: fc.oneof(
    fc.constantFrom(...FITNESS_LEVELS),
    other(['never trained', 'some years of lifting', 'entreno a veces', 'no sé']),
  ),
  fitnessGoal: fc.oneof(
    fc.constantFrom(...FITNESS_GOALS),
    other(['run a marathon', 'ganar fuerza', 'feel better', 'xyz']),
  ),
  workoutDays: fc.integer({ min: 2, max: 7 }),
  workoutTime: fc.oneof(
    fc.constantFrom(...WORKOUT_TIME_OPTIONS).map((minutes) => `${minutes} minutes`),
    fc.constantFrom('30-45', '45-60', '1 hour', '5', '90', 'whenever', '20 min'),
  ),
  workoutLocation: fc.oneof(fc.constantFrom(...WORKOUT_LOCATIONS), other(['parque', 'garage', 'boat'])),
  equipment: fc.uniqueArray(
    fc.oneof(fc.constantFrom(...EQUIPMENT_OPTIONS), other(['mancuernas', 'trx', 'a rope', 'sandbag'])),
    { maxLength: 5 },
  ),
  hasInjuries: fc.constantFrom('yes', 'no'),
  injuryDetails: fc.constantFrom(
    '',
    'bad knee',
    'dolor lumbar',
    'shoulder impingement and a sore wrist',
    'cadera operada hace 2 meses',
    'tobillo torcido',
    'something vague',
  ),
  workoutStyle: fc.oneof(fc.constantFrom(...WORKOUT_STYLES), other(['tabata', 'yoga'])),
  focusArea: fc.oneof(fc.constantFrom(...FOCUS_AREAS), other(['glúteos', 'posture'])),
  additionalNotes: fc.constantFrom('', 'I travel a lot', 'Tengo poco tiempo'),
  agreeToTerms: fc.boolean(),
  language: fc.constantFrom('en', 'es'),
}) as fc.Arbitrary<WorkoutRequestInput>;

/** The answers the end-to-end journey gives the chat in English (tests/e2e/journey.test.ts, chatToPlan). */
export const JOURNEY_ANSWERS = {
  name: 'Ana',
  gender: 'female',
  age: 34,
  fitnessLevel: 'beginner',
  fitnessGoal: 'muscle',
  workoutDays: 3,
  workoutTime: '30',
  workoutLocation: 'home',
  equipment: ['dumbbells', 'resistance-bands'],
  hasInjuries: 'yes',
  injuryDetails: 'my knee hurts on stairs',
  workoutStyle: 'traditional',
  focusArea: 'full-body',
  agreeToTerms: true,
  language: 'en',
} satisfies WorkoutRequestInput;
