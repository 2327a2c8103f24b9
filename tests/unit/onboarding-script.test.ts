import { describe, expect, it } from 'vitest';
import {
  emptyScreening,
  freeHealthText,
  QUICK_ANSWERS,
} from '../../src/client/features/onboarding/screeningSteps';
import {
  type Answers,
  acceptOther,
  acceptText,
  answeredSteps,
  applyAnswer,
  currentFollowUp,
  displayName,
  firstProblemStep,
  isAsked,
  nextStep,
  normalizeAnswers,
  progressPercent,
  requestOf,
  type StepId,
  stepOfField,
  toggleEquipment,
} from '../../src/client/features/onboarding/script';
import { JOURNEY_ANSWERS } from '../helpers/answers';

function walk(answers: Answers): StepId[] {
  const steps: StepId[] = [];
  for (let step = nextStep(null, answers); step; step = nextStep(step, answers)) steps.push(step);
  return steps;
}

describe('the onboarding conversation', () => {
  it('asks in the order of docs/product.md, with equipment only for home, outdoor, hotel and office', () => {
    expect(walk({ workoutLocation: 'home', hasInjuries: 'no' })).toEqual([
      'name',
      'gender',
      'age',
      'fitnessLevel',
      'fitnessGoal',
      'workoutDays',
      'workoutTime',
      'workoutLocation',
      'equipment',
      'hasInjuries',
      'parq',
      'conditions',
      'workoutStyle',
      'focusArea',
      'additionalNotes',
      'listed',
      'agreeToTerms',
      'email',
    ]);
    for (const location of ['gym', 'anywhere', 'other:boat']) {
      expect(walk({ workoutLocation: location }), location).not.toContain('equipment');
    }
    for (const location of ['home', 'outdoor', 'hotel', 'office'])
      expect(isAsked('equipment', { workoutLocation: location })).toBe(true);
  });

  it('asks for injury details only after a yes', () => {
    expect(walk({ hasInjuries: 'yes' })).toContain('injuryDetails');
    expect(walk({ hasInjuries: 'no' })).not.toContain('injuryDetails');
  });

  it('asks for the email when it is missing or one the server would refuse', () => {
    expect(walk({ email: 'ana@example.com' })).not.toContain('email');
    expect(walk({ email: 'ana@example' })).toContain('email');
    expect(walk({ email: 'ana.lopez@gmail' })).toContain('email');
    expect(walk({ email: 'ana.example.com' })).toContain('email');
    expect(walk({})).toContain('email');
  });

  it('counts progress as answers given over 14 (the health screen included), capped at 100', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(7)).toBe(50);
    expect(progressPercent(14)).toBe(100);
    expect(progressPercent(17)).toBe(100);
  });

  it("applies the equipment rules: 'none' clears the rest, anything else removes 'none', a second pick deselects", () => {
    expect(toggleEquipment(['dumbbells', 'bench'], 'none')).toEqual(['none']);
    expect(toggleEquipment(['none'], 'dumbbells')).toEqual(['dumbbells']);
    expect(toggleEquipment(['dumbbells', 'bench'], 'bench')).toEqual(['dumbbells']);
    expect(toggleEquipment([], 'kettlebells')).toEqual(['kettlebells']);
  });

  it('ignores whitespace-only answers except in the notes, and checks age and email', () => {
    expect(acceptText('name', '   ')).toBeNull();
    expect(acceptText('name', '  Ana ')).toEqual({ value: 'Ana' });
    expect(acceptText('additionalNotes', '   ')).toEqual({ value: '' });
    expect(acceptText('age', 'thirty')).toEqual({ problem: 'ageRange' });
    expect(acceptText('age', '12')).toEqual({ problem: 'ageRange' });
    expect(acceptText('age', '34')).toEqual({ value: '34' });
    expect(acceptText('email', 'ana@example')).toEqual({ problem: 'emailInvalid' });
    // What the chat let through before and the server refused after every question.
    expect(acceptText('email', 'ana.lopez@gmail')).toEqual({ problem: 'emailInvalid' });
    expect(acceptText('email', ' ana@example.com ')).toEqual({ value: 'ana@example.com' });
  });

  it("stores 'other' free text with the 'other:' prefix, within the server's length, and refuses blank text", () => {
    expect(acceptOther('  powerlifting ')).toEqual({ value: 'other:powerlifting' });
    expect(acceptOther('   ')).toBeNull();
    expect(acceptOther('x'.repeat(201))).toEqual({ problem: 'tooLong' });
  });

  it('keeps equipment a list, and sends back to the step the server refused', () => {
    // An older page handed equipment over as a string; the form's chips crashed on it.
    expect(normalizeAnswers({ equipment: 'other:rope' as unknown as string[] }).equipment).toEqual([
      'other:rope',
    ]);
    expect(applyAnswer({}, 'equipment', 'other:rope').equipment).toEqual(['other:rope']);
    expect(firstProblemStep({ workoutLocation: 'home', equipment: 'rope' as unknown as string[] })).toBe(
      'equipment',
    );
    expect(firstProblemStep({ name: 'Ana', email: 'ana.lopez@gmail' })).toBe('email');
    expect(firstProblemStep({ name: 'Ana', email: 'ana@example.com', age: 34 })).toBeNull();
    expect(stepOfField('equipment.0')).toBe('equipment');
    expect(stepOfField('requestId')).toBeNull();
  });

  it('turns answers into the request the generator receives', () => {
    let answers: Answers = { language: 'es' };
    answers = applyAnswer(answers, 'age', '34');
    answers = applyAnswer(answers, 'workoutDays', '4');
    answers = applyAnswer(answers, 'workoutTime', '45');
    answers = applyAnswer(answers, 'workoutLocation', 'home');
    answers = applyAnswer(answers, 'equipment', ['dumbbells']);
    // The chat's safety note is not the consent to receive the plan by email: it changes no answer.
    answers = applyAnswer(answers, 'agreeToTerms', true);
    expect(answers).toEqual({
      language: 'es',
      age: 34,
      workoutDays: 4,
      workoutTime: '45 minutes',
      workoutLocation: 'home',
      equipment: ['dumbbells'],
    });
    // An address given to "Where can we send your plan?" is the agreement to receive it there.
    expect(applyAnswer(answers, 'email', 'ana@example.com')).toMatchObject({
      email: 'ana@example.com',
      agreeToTerms: true,
    });
    // Listing is a yes or no; anything else (or a skip) leaves the plan unlisted.
    expect(applyAnswer(answers, 'listed', 'yes').listed).toBe(true);
    expect(applyAnswer(answers, 'listed', 'no').listed).toBe(false);
    expect(displayName({ name: '  Ana ' })).toBe('Ana');
    expect(displayName({})).toBe('Anonymous');
    // Changing the place drops equipment picked for the old one.
    expect(applyAnswer(answers, 'workoutLocation', 'gym').equipment).toBeUndefined();
  });

  it('replays answers brought from the form up to the first one missing, never the safety note', () => {
    expect(answeredSteps({})).toEqual([]);
    // The form's defaults are not answers: only what the visitor gave counts, and empty text is not given.
    expect(answeredSteps({ name: 'Ana', age: 34, gender: 'female', fitnessLevel: '' })).toEqual([
      'name',
      'gender',
      'age',
    ]);
    // A complete set (the journey's answers, with notes and an email): nothing left but the safety note.
    const everything: Answers = {
      ...JOURNEY_ANSWERS,
      screening: emptyScreening(),
      additionalNotes: 'mornings',
      listed: false,
      email: 'ana@example.com',
    };
    // Everything up to the safety note, which the chat always asks; the valid email needs no step.
    expect(answeredSteps(everything)).toEqual(walk(everything).slice(0, -1));
    expect(walk(everything).at(-1)).toBe('agreeToTerms');
    // Home without equipment picked (the form clears it with a new place): the chat asks it next.
    expect(answeredSteps({ ...everything, equipment: [] }).at(-1)).toBe('workoutLocation');
  });

  it('asks a follow-up for each yes of the health screen, one at a time, then carries on', () => {
    let answers: Answers = { ...JOURNEY_ANSWERS, hasInjuries: 'no' };
    answers = applyAnswer(answers, 'parq', []);
    expect(nextStep('parq', answers)).toBe('conditions');
    answers = applyAnswer(answers, 'conditions', ['gaveBirthLastYear', 'wheelchairUser']);
    // Birth: how long ago, a caesarean, leaking or a separation; the wheelchair: leg function.
    const asked: string[] = [];
    for (
      let step = nextStep('conditions', answers);
      step === 'screeningFollowUp';
      step = nextStep(step, answers)
    ) {
      const key = currentFollowUp(step, answers);
      asked.push(String(key));
      const first = key ? QUICK_ANSWERS[key][0]?.key : undefined;
      answers = applyAnswer(answers, step, String(first));
    }
    expect(asked).toEqual(['weeksSinceBirth', 'caesarean', 'separationOrLeaking', 'legFunction']);
    expect(answers.screening?.followUp).toEqual({
      weeksSinceBirth: 3,
      caesarean: true,
      separationOrLeaking: true,
      legFunction: 'none',
    });
    expect(nextStep('screeningFollowUp', answers)).toBe('workoutStyle');
    // Taking a yes back drops the follow-ups it opened; none of the page's own keys reach the server.
    answers = applyAnswer(answers, 'conditions', ['wheelchairUser']);
    expect(answers.screening?.followUp).toEqual({ legFunction: 'none' });
    expect(Object.keys(requestOf({ ...answers, healthTextFollowUps: ['textOnExertion'] }))).not.toContain(
      'healthTextFollowUps',
    );
  });

  it('asks about health text only when the coach asked for it, and about what the visitor wrote anywhere', () => {
    const answers: Answers = { ...JOURNEY_ANSWERS, screening: emptyScreening() };
    expect(isAsked('healthTextFollowUp', answers)).toBe(false);
    const asked = { ...answers, healthTextFollowUps: ['textOnExertion' as const] };
    expect(nextStep('additionalNotes', asked)).toBe('healthTextFollowUp');
    const answered = applyAnswer(asked, 'healthTextFollowUp', 'unsure');
    expect(answered.screening?.followUp?.textOnExertion).toBe('unsure');
    expect(nextStep('healthTextFollowUp', answered)).toBe('listed');
    expect(
      freeHealthText({
        ...answers,
        fitnessGoal: 'other:lose what I gained on pills',
        additionalNotes: 'nights only',
        injuryDetails: 'knee',
      }),
    ).toBe('knee\nnights only\nlose what I gained on pills');
    expect(freeHealthText({ ...answers, hasInjuries: 'no', injuryDetails: 'knee' })).toBe('');
  });
});
