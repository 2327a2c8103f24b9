import { describe, expect, it } from 'vitest';
import {
  ageProblem,
  choiceProblem,
  emailProblem,
  equipmentProblem,
  labelKey,
} from '../../src/contract/answers';
import { workoutRequestSchema } from '../../src/contract/workout';
import { parseRecipient } from '../../src/server/share/email';
import { answerWords } from '../../src/server/share/labels';

describe("one owner for each answer's rules (src/contract/answers.ts)", () => {
  it('refuses the address the chat used to let through, in the chat, the schema and the mailer alike', () => {
    for (const address of ['ana.lopez@gmail', 'ana@', 'ana@gmail.', 'a b@x.es']) {
      expect(emailProblem(address), address).toBe('emailInvalid');
      expect(workoutRequestSchema.safeParse({ email: address }).success, address).toBe(false);
    }
    // The mailer reads what the schema let through with the same rule for the mailbox it finds.
    for (const address of ['ana.lopez@gmail', 'ana@', 'ana@gmail.'])
      expect(parseRecipient(address), address).toBeNull();
    expect(emailProblem('ana.lopez@gmail.com')).toBeNull();
    expect(workoutRequestSchema.parse({ email: ' ana.lopez@gmail.com ' }).email).toBe('ana.lopez@gmail.com');
    expect(parseRecipient('Ana.Lopez@gmail.com')).toBe('ana.lopez@gmail.com');
  });

  it('takes only a plain mailbox: no routing, quoting, IP literal, look-alike or trailing dot, anywhere', () => {
    const odd = [
      'victim%gmail.com@evil.com', // percent routing
      'evil.com!victim@evil.com', // bang routing
      '"victim@gmail.com"@evil.com', // a quoted local part
      '"ana lopez"@example.com',
      'ana@[127.0.0.1]', // IP literals
      'ana@[IPv6:::1]',
      'ana@127.0.0.1',
      'ana@example.com.', // trailing dots
      'ana.@example.com',
      '.ana@example.com',
      'an..a@example.com',
      'ana@example..com',
      'аna@example.com', // a Cyrillic "а"
      'ana@exаmple.com',
      'ana@bücher.de', // an international domain is sent in its xn-- form
      'ana@-example.com',
      'ana@example-.com',
      'ana@example.c0m',
      'ana@example.c',
      'Ana <ana@example.com>', // a display name: the mailer would read it
      'Ana<ana@example.com>',
      'ana@example.com,bob@example.com', // a second recipient
      'ana@example.com\r\nBcc: bob@example.com',
      'ana@@example.com',
      `${'a'.repeat(65)}@example.com`, // a local part past 64
      `ana@${'a'.repeat(64)}.com`, // a label past 63
    ];
    for (const address of odd) {
      expect(emailProblem(address), address).toBe('emailInvalid');
      expect(workoutRequestSchema.safeParse({ email: address }).success, address).toBe(false);
      expect(parseRecipient(address), address).toBeNull();
    }
    const good = [
      'ana@example.com',
      'ana.lopez@mail.example.co.uk',
      'ana+gym@gmail.com', // plus-addresses stay (the mail caps count them as one mailbox)
      "o'brien@example.ie",
      'ANA_1-x@Example.COM',
      'ana@xn--bcher-kva.de',
      `${'a'.repeat(64)}@${'b'.repeat(63)}.com`,
    ];
    for (const address of good) {
      expect(emailProblem(address), address).toBeNull();
      expect(workoutRequestSchema.safeParse({ email: address }).success, address).toBe(true);
      expect(parseRecipient(address), address).toBe(address.toLowerCase());
    }
  });

  it('checks age and choices by the limits the schema applies', () => {
    expect(ageProblem('12')).toBe('ageRange');
    expect(ageProblem(13)).toBeNull();
    expect(workoutRequestSchema.safeParse({ age: 12 }).success).toBe(false);
    expect(choiceProblem('fitnessGoal', 'other:')).toBe('required');
    expect(choiceProblem('fitnessGoal', `other:${'x'.repeat(201)}`)).toBe('tooLong');
    expect(workoutRequestSchema.safeParse({ fitnessGoal: `other:${'x'.repeat(201)}` }).success).toBe(false);
    // Equipment is a list: a lone string is what made generation fail after every question.
    expect(equipmentProblem('other:rope')).toBe('notAChoice');
    expect(workoutRequestSchema.safeParse({ equipment: 'other:rope' }).success).toBe(false);
    expect(equipmentProblem(['dumbbells', 'other:rope'])).toBeNull();
  });

  it('reads older keys as the one current key, as input is read', () => {
    const request = workoutRequestSchema.parse({
      fitnessGoal: 'buildMuscle',
      focusArea: 'fullBody',
      workoutStyle: 'balanced',
      workoutLocation: 'hotelGym',
      equipment: ['dumbbell', 'noEquipment', 'dumbbells'],
    });
    expect(request.fitnessGoal).toBe('muscle');
    expect(request.focusArea).toBe('full-body');
    expect(request.workoutStyle).toBe('circuit');
    expect(request.workoutLocation).toBe('hotel');
    expect(request.equipment).toEqual(['dumbbells', 'none', 'hotel-gym']);
    // A skipped style is straight sets, labelled "Strength" (a style, not the goal "Get stronger").
    expect(workoutRequestSchema.parse({}).workoutStyle).toBe('traditional');
  });

  it("labels answers in the reader's language and never shows a raw key or the visitor's words to others", () => {
    expect(answerWords('es', 'fitnessGoal', 'loss')).toBe('Perder peso');
    expect(answerWords('es', 'fitnessGoal', 'loseWeight')).toBe('Perder peso');
    expect(answerWords('es', 'workoutStyle', 'traditional')).toBe('Fuerza');
    expect(answerWords('es', 'fitnessLevel', 'beginner')).toBe('Principiante');
    expect(answerWords('es', 'fitnessGoal', 'other:correr un maratón')).toBe('Otro');
    expect(answerWords('en', 'focusArea', 'someNewKey')).toBe('Other');
    expect(labelKey('workoutStyle', 'strength')).toBe('traditional');
  });
});

describe('an other: level in the visitor words', () => {
  it('reads a return after years off as a beginner, not as years of experience', async () => {
    const { readProfile } = await import('../../src/server/coach/read/profile');
    const profile = readProfile(
      workoutRequestSchema.parse({ fitnessLevel: 'other:vuelvo tras dos años sin entrenar', language: 'es' }),
    );
    expect(profile.level).toBe('beginner');
  });
});
