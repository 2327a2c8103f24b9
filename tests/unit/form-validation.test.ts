import { describe, expect, it } from 'vitest';
import {
  formStepOfField,
  needsBodyweightNotice,
  validateFormStep,
} from '../../src/client/features/onboarding/formValidation';

const fields = (step: number, answers: Parameters<typeof validateFormStep>[1]) =>
  validateFormStep(step, answers).map((problem) => `${problem.field}:${problem.problem}`);

describe('the multi-step form checks (docs/product.md section 5), by the server rules', () => {
  it('step 1 needs a name and a level; an email is optional and, if given, one the server accepts', () => {
    expect(fields(0, {})).toEqual(['name:required', 'fitnessLevel:required']);
    expect(fields(0, { name: 'Ana', fitnessLevel: 'novice' })).toEqual([]);
    expect(fields(0, { name: 'Ana', email: 'ana@example', fitnessLevel: 'novice' })).toEqual([
      'email:emailInvalid',
    ]);
    expect(fields(0, { name: 'Ana', email: 'ana.lopez@gmail', fitnessLevel: 'novice' })).toEqual([
      'email:emailInvalid',
    ]);
    expect(fields(0, { name: 'Ana', email: 'ana@example.com', fitnessLevel: 'novice' })).toEqual([]);
  });

  it('step 2 needs goal, days and time; step 3 the place and equipment as a list', () => {
    expect(fields(1, { fitnessGoal: 'muscle' })).toEqual(['workoutDays:required', 'workoutTime:required']);
    expect(fields(1, { fitnessGoal: 'muscle', workoutDays: 9, workoutTime: '30 minutes' })).toEqual([
      'workoutDays:daysRange',
    ]);
    expect(fields(2, {})).toEqual(['workoutLocation:required']);
    expect(fields(2, { workoutLocation: 'home', equipment: 'other:rope' as unknown as string[] })).toEqual([
      'equipment:notAChoice',
    ]);
  });

  it('step 4 needs the injury answer, details after a yes, and a style', () => {
    expect(fields(3, { hasInjuries: 'yes', workoutStyle: 'hiit' })).toEqual(['injuryDetails:required']);
    expect(fields(3, { hasInjuries: 'no', workoutStyle: 'hiit' })).toEqual([]);
  });

  it('step 5 lets the visitor decline the email; agreeing needs an address to send it to', () => {
    expect(fields(4, { agreeToTerms: false })).toEqual([]);
    expect(fields(4, {})).toEqual([]);
    expect(fields(4, { agreeToTerms: true })).toEqual(['agreeToTerms:consentNeedsEmail']);
    expect(fields(4, { agreeToTerms: true, email: 'ana@example.com' })).toEqual([]);
  });

  it('finds the step of a field the server refused', () => {
    expect(formStepOfField('email')).toBe(0);
    expect(formStepOfField('equipment.1')).toBe(2);
    expect(formStepOfField('requestId')).toBeNull();
  });

  it('tells a home visitor with no equipment that the plan will be bodyweight, without blocking', () => {
    expect(needsBodyweightNotice({ workoutLocation: 'home', equipment: [] })).toBe(true);
    expect(needsBodyweightNotice({ workoutLocation: 'home', equipment: ['none'] })).toBe(true);
    expect(needsBodyweightNotice({ workoutLocation: 'home', equipment: ['dumbbells'] })).toBe(false);
    expect(validateFormStep(2, { workoutLocation: 'home', equipment: [] })).toEqual([]);
  });
});
