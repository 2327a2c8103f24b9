import { describe, expect, it } from 'vitest';
import { needsBodyweightNotice, validateFormStep } from '../../src/client/features/onboarding/formValidation';

describe('the multi-step form checks (docs/product.md section 5)', () => {
  it('step 1 needs a name and a level; an email is optional and, if given, of the form text@text.text', () => {
    expect(validateFormStep(0, {})).toEqual(['nameRequired', 'levelRequired']);
    expect(validateFormStep(0, { name: 'Ana', fitnessLevel: 'novice' })).toEqual([]);
    expect(validateFormStep(0, { name: 'Ana', email: 'ana@example', fitnessLevel: 'novice' })).toEqual([
      'emailInvalid',
    ]);
    expect(validateFormStep(0, { name: 'Ana', email: 'ana@example.com', fitnessLevel: 'novice' })).toEqual(
      [],
    );
  });

  it('step 2 needs goal, days and time; step 3 the place', () => {
    expect(validateFormStep(1, { fitnessGoal: 'muscle' })).toEqual(['daysRequired', 'timeRequired']);
    expect(validateFormStep(2, {})).toEqual(['locationRequired']);
  });

  it('step 4 needs the injury answer, details after a yes, and a style', () => {
    expect(validateFormStep(3, { hasInjuries: 'yes', workoutStyle: 'hiit' })).toEqual([
      'injuryDetailsRequired',
    ]);
    expect(validateFormStep(3, { hasInjuries: 'no', workoutStyle: 'hiit' })).toEqual([]);
  });

  it('step 5 lets the visitor decline the email; agreeing needs an address to send it to', () => {
    expect(validateFormStep(4, { agreeToTerms: false })).toEqual([]);
    expect(validateFormStep(4, {})).toEqual([]);
    expect(validateFormStep(4, { agreeToTerms: true })).toEqual(['consentNeedsEmail']);
    expect(validateFormStep(4, { agreeToTerms: true, email: 'ana@example.com' })).toEqual([]);
  });

  it('tells a home visitor with no equipment that the plan will be bodyweight, without blocking', () => {
    expect(needsBodyweightNotice({ workoutLocation: 'home', equipment: [] })).toBe(true);
    expect(needsBodyweightNotice({ workoutLocation: 'home', equipment: ['none'] })).toBe(true);
    expect(needsBodyweightNotice({ workoutLocation: 'home', equipment: ['dumbbells'] })).toBe(false);
    expect(validateFormStep(2, { workoutLocation: 'home', equipment: [] })).toEqual([]);
  });
});
