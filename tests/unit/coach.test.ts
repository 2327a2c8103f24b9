import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { sessionMinutesOf } from '../../src/server/coach/build/timing';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { traitsOf } from '../../src/server/coach/catalogue/traits';
import { checkPlan, checkProgression, NO_IMPACT_WORDS } from '../../src/server/coach/check/checker';
import { INJURY_RULES } from '../../src/server/coach/read/injuries';
import { parseSessionMinutes } from '../../src/server/coach/read/profile';
import { INJURY_ADVICE } from '../../src/server/coach/write/text';
import { answersArbitrary } from '../helpers/answers';

const plan = (answers: WorkoutRequestInput, seed = 0) =>
  buildPlan(workoutRequestSchema.parse(answers), { seed });
const entries = (draft: ReturnType<typeof plan>['draft']) =>
  draft.schedule.flatMap((day) => day.exercises.map((exercise) => CATALOGUE_BY_ID.get(exercise.catalogId!)!));

describe('the built-in coach', () => {
  // About 1 s on an idle 2-core machine; the explicit timeout keeps it green when the machine is busy.
  it('writes a plan that passes every rule, with a valid progression, for 1,000 random visitors', {
    timeout: 120_000,
  }, () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const { draft, profile } = plan(answers);
        const violations = checkPlan(draft, profile);
        const weeks = buildProgression(draft, profile, profile.language);
        const progressionViolations = checkProgression(weeks, draft, profile);
        expect([...violations, ...progressionViolations]).toEqual([]);
      }),
      { numRuns: 1000, seed: 20261122 },
    );
  });

  it('gives the same plan for the same answers and seed', () => {
    const answers = { fitnessLevel: 'intermediate', workoutLocation: 'gym', workoutDays: 4 } as const;
    expect(plan(answers, 7).draft).toEqual(plan(answers, 7).draft);
  });

  it('fits each session into the chosen time, warm-up and cool-down included', () => {
    for (const workoutTime of ['5 minutes', '15 minutes', '30-45', '60 minutes', '90 minutes']) {
      const { draft, profile } = plan({ workoutTime, workoutLocation: 'gym' });
      for (const day of draft.schedule.filter((d) => d.kind !== 'rest')) {
        expect(
          sessionMinutesOf(day.exercises, profile.minutes),
          `${workoutTime} ${day.name}`,
        ).toBeLessThanOrEqual(profile.minutes + 1);
        expect(day.estimatedMinutes).toBeGreaterThan(profile.minutes * 0.5);
      }
    }
  });

  it('reads session times as the visitor wrote them', () => {
    expect(parseSessionMinutes('30-45').minutes).toBe(38);
    expect(parseSessionMinutes('1 hour').minutes).toBe(60);
    expect(parseSessionMinutes('90 minutes').minutes).toBe(90);
    expect(parseSessionMinutes('whenever')).toEqual({ minutes: 45, understood: false });
    expect(parseSessionMinutes('media hora').minutes).toBe(30);
    expect(parseSessionMinutes('half an hour').minutes).toBe(30);
  });

  it('keeps a bad knee away from deep loaded knee bends, jumping and running, in English and Spanish', () => {
    for (const injuryDetails of ['my left knee hurts', 'me duele la rodilla']) {
      const { draft } = plan({
        hasInjuries: 'yes',
        injuryDetails,
        workoutStyle: 'hiit',
        fitnessLevel: 'advanced',
        workoutDays: 5,
      });
      for (const exercise of entries(draft)) {
        expect(exercise.kneeFlexion, exercise.id).not.toBe('deep');
        expect(exercise.impact, exercise.id).not.toBe('high');
      }
      expect(draft.overview).toMatch(/knee|rodilla/i);
    }
  });

  it('never puts jogging or jumping under a plan that says "no jumping or running", finishers included', () => {
    // The reviewed plan: "Por tus molestias de rodilla: sin ... saltos ni carrera" above a finisher of
    // butt kicks ("Trota en el sitio") and lateral shuffles.
    const answers = {
      language: 'es',
      hasInjuries: 'yes',
      injuryDetails: 'me duele la rodilla',
      fitnessGoal: 'loss',
      fitnessLevel: 'beginner',
      workoutLocation: 'home',
      equipment: ['dumbbells'],
      workoutTime: '30 minutes',
      workoutDays: 3,
    } satisfies WorkoutRequestInput;
    for (const [key, words] of [
      ['me duele la rodilla', /saltos ni carrera/],
      ['my ankle is weak', /jumping or running/],
      ['fascitis plantar', /saltos ni carrera/],
    ] as const) {
      const language = /my /.test(key) ? 'en' : 'es';
      const { draft, profile } = plan({ ...answers, language, injuryDetails: key });
      expect(draft.overview, key).toMatch(words);
      for (const exercise of entries(draft)) {
        expect(exercise.impact, `${key}: ${exercise.id}`).not.toBe('high');
        expect(traitsOf(exercise).running, `${key}: ${exercise.id}`).toBe(false);
        expect(traitsOf(exercise).jumping, `${key}: ${exercise.id}`).toBe(false);
      }
      // The checker holds the promise whoever wrote the plan: a butt-kick finisher is refused.
      const training = draft.schedule.find((day) => day.kind === 'training')!;
      const buttKicks = CATALOGUE_BY_ID.get('butt-kicks')!;
      const withJogging = {
        ...draft,
        schedule: draft.schedule.map((day) =>
          day === training
            ? {
                ...day,
                exercises: [
                  ...day.exercises,
                  { ...day.exercises[0]!, catalogId: buttKicks.id, name: buttKicks.name[language] },
                ],
              }
            : day,
        ),
      };
      expect(checkPlan(withJogging, profile).map((v) => v.rule)).toContain('promised-no-impact');
    }
  });

  it('says "no jumping or running" for exactly the injuries whose rules keep jumping and running out', () => {
    for (const rule of INJURY_RULES) {
      expect(NO_IMPACT_WORDS.test(INJURY_ADVICE.en[rule.key]), `en ${rule.key}`).toBe(rule.noImpact);
      expect(NO_IMPACT_WORDS.test(INJURY_ADVICE.es[rule.key]), `es ${rule.key}`).toBe(rule.noImpact);
    }
  });

  it('keeps a sore lower back away from spinal loading and a wrist off flat palms', () => {
    const back = plan({
      hasInjuries: 'yes',
      injuryDetails: 'dolor lumbar',
      workoutLocation: 'gym',
      fitnessLevel: 'advanced',
    });
    for (const exercise of entries(back.draft))
      expect(exercise.loadsSpine || exercise.spinalFlexionLoaded).toBe(false);
    const wrist = plan({
      hasInjuries: 'yes',
      injuryDetails: 'broken wrist last year',
      workoutLocation: 'home',
    });
    for (const exercise of entries(wrist.draft)) expect(exercise.wristLoad, exercise.id).toBe(false);
  });

  it('says so when it cannot read health details, without quoting them, and sends red flags to a professional first', () => {
    const vague = plan({ hasInjuries: 'yes', injuryDetails: 'something feels off since the accident' });
    expect(vague.draft.screening.outcome).toBe('adapted');
    expect(vague.draft.screening.reasons.map((reason) => reason.code)).toContain('unread-health-text');
    const everything = JSON.stringify(vague.draft);
    expect(everything).not.toContain('something feels off');
    const surgery = plan({
      hasInjuries: 'yes',
      injuryDetails: 'cirugía de rodilla hace 2 meses',
      language: 'es',
    });
    expect(surgery.draft.screening.outcome).toBe('clearance');
    expect(surgery.draft.screening.reasons[0]).toMatchObject({
      code: 'recent-surgery',
      see: 'surgeon-or-physiotherapist',
    });
    expect(surgery.draft.screening.reasons[0]!.text).toMatch(/cirujano o tu fisioterapeuta/);
  });

  it('uses only what the visitor has: bodyweight at home, dumbbells when ticked', () => {
    const bodyweight = plan({ workoutLocation: 'home', equipment: ['none'] });
    for (const exercise of entries(bodyweight.draft)) {
      expect(
        exercise.equipment.filter((item) => item !== 'surface'),
        exercise.id,
      ).toEqual([]);
    }
    const dumbbells = plan({
      workoutLocation: 'home',
      equipment: ['dumbbells'],
      fitnessLevel: 'intermediate',
    });
    expect(entries(dumbbells.draft).some((exercise) => exercise.equipment.includes('dumbbell'))).toBe(true);
  });

  it('caps novices at four lifting days and fills the rest with easy aerobic and mobility days', () => {
    const { draft } = plan({ fitnessLevel: 'novice', workoutDays: 6 });
    const lifting = draft.schedule.filter((day) => day.kind === 'training');
    expect(lifting.length).toBeLessThanOrEqual(4);
    expect(draft.schedule.filter((day) => day.kind === 'active-recovery').length).toBe(2);
    expect(draft.notes.join(' ')).toMatch(/strength days are plenty/);
  });

  it('names rest days and writes the whole plan in Spanish when asked', () => {
    const { draft } = plan({ language: 'es', workoutDays: 3, name: 'Lucía' });
    expect(draft.restDays).toEqual(['Martes', 'Jueves', 'Sábado', 'Domingo']);
    expect(draft.overview).toMatch(/^Lucía, este es un plan de 3 días/);
    expect(draft.disclaimer).toMatch(/no es consejo médico/i);
    const cue = draft.schedule[0]!.exercises[0]!.cues[0]!;
    const id = draft.schedule[0]!.exercises[0]!.catalogId!;
    expect(CATALOGUE_BY_ID.get(id)!.cues.es).toContain(cue);
  });

  it('shapes the session by style: supersets pair exercises, HIIT runs intervals at 1:2', () => {
    const supersets = plan({ workoutStyle: 'supersets', workoutTime: '60 minutes', workoutLocation: 'gym' });
    expect(supersets.draft.schedule[0]!.exercises.slice(0, 2).map((e) => e.block)).toEqual(['A1', 'A2']);
    const hiit = plan({ workoutStyle: 'hiit', fitnessLevel: 'beginner', workoutTime: '30 minutes' });
    const interval = hiit.draft.schedule[0]!.exercises[0]!;
    expect(interval.durationSeconds).toBe(30);
    expect(interval.restSeconds).toBe(60);
    expect(interval.text).toMatch(/rounds x 30 s on \/ 60 s off/);
  });

  it('progresses a beginner by reps then load, and gives a trained lifter a lighter fourth week', () => {
    const beginner = plan({ fitnessLevel: 'beginner', workoutLocation: 'gym' });
    const weeks = buildProgression(beginner.draft, beginner.profile, 'en');
    expect(weeks.map((week) => week.weekNumber)).toEqual([1, 2, 3, 4]);
    expect(weeks[2]!.schedule[0]!.exercises[0]!.weightHint).toMatch(/Add (2-5|5-10)% load/);

    const trained = plan({ fitnessLevel: 'advanced', workoutLocation: 'gym', workoutDays: 4 });
    const trainedWeeks = buildProgression(trained.draft, trained.profile, 'en');
    const sets = (index: number) =>
      trainedWeeks[index]!.schedule.reduce(
        (sum, day) => sum + day.exercises.reduce((s, e) => s + e.sets, 0),
        0,
      );
    expect(sets(3)).toBeLessThan(sets(2) * 0.7);
    expect(trainedWeeks[3]!.schedule[0]!.exercises[0]!.weightHint).toMatch(/Lighter week/);
  });
});
