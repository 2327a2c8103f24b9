/**
 * The checker's population rules (issue 25 items 4-6): each one, given a plan the coach would sign, then
 * the same plan with the one thing a careful coach would refuse, must pass the first and name the rule
 * for the second. The checker is what stands between any coach (built-in or a model) and the visitor.
 */
import { describe, expect, it } from 'vitest';
import type { Exercise, PlanDraft, WorkoutRequestInput } from '../../src/contract/workout';
import { workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { checkPlan, checkProgression } from '../../src/server/coach/check/checker';

const NONE = {
  heartCondition: false,
  chestPain: false,
  dizzinessOrFainting: false,
  chronicCondition: false,
  chronicMedication: false,
  boneOrJointProblem: false,
  supervisedOnly: false,
};
function build(over: WorkoutRequestInput, conditions: string[] = [], followUp: Record<string, unknown> = {}) {
  const request = workoutRequestSchema.parse({
    age: 40,
    fitnessLevel: 'beginner',
    workoutDays: 3,
    workoutTime: '45 minutes',
    workoutLocation: 'home',
    equipment: ['dumbbells', 'resistance-bands'],
    language: 'en',
    ...over,
    ...(conditions.length ? { screening: { parq: NONE, conditions, followUp } } : {}),
  });
  const built = buildPlan(request);
  expect(checkPlan(built.draft, built.profile), 'the plan as built passes').toEqual([]);
  return { ...built, request };
}

/** The plan with this exercise first on its first active day. */
function inject(draft: PlanDraft, id: string, over: Partial<Exercise> = {}): PlanDraft {
  const entry = CATALOGUE_BY_ID.get(id)!;
  const index = draft.schedule.findIndex((day) => day.kind !== 'rest');
  const day = draft.schedule[index]!;
  const exercise: Exercise = {
    ...day.exercises[0]!,
    catalogId: id,
    name: entry.name.en,
    sets: 2,
    reps: entry.measure === 'reps' ? '10-12' : null,
    durationSeconds: entry.measure === 'time' ? 30 : null,
    restSeconds: 60,
    block: '',
    perSide: false,
    text: `${entry.name.en} (2 x 10-12)`,
    ...over,
  };
  const schedule = draft.schedule.map((d, i) =>
    i === index ? { ...d, exercises: [exercise, ...d.exercises.slice(1)] } : d,
  );
  return { ...draft, schedule };
}
const rules = (draft: PlanDraft, profile: Parameters<typeof checkPlan>[1]) =>
  checkPlan(draft, profile).map((v) => v.rule);

describe('the checker holds every plan to the populations’ rules', () => {
  it('wheelchair-standing: a standing or leg exercise for a wheelchair user without leg function', () => {
    const { draft, profile } = build({}, ['wheelchairUser'], { legFunction: 'none' });
    expect(rules(inject(draft, 'goblet-squat'), profile)).toContain('wheelchair-standing');
    expect(rules(inject(draft, 'leg-extension'), profile)).toContain('wheelchair-standing');
  });

  it('wheelchair-walking: a "brisk walk" warm-up for a wheelchair user', () => {
    const { draft, profile } = build({}, ['wheelchairUser'], { legFunction: 'none' });
    const index = draft.schedule.findIndex((day) => day.kind !== 'rest');
    const schedule = draft.schedule.map((day, i) =>
      i === index
        ? { ...day, warmUp: ['5 min of easy cardio (marching on the spot, bike or brisk walk)'] }
        : day,
    );
    expect(rules({ ...draft, schedule }, profile)).toContain('wheelchair-walking');
  });

  it('hip-precautions: hip flexion past 90 degrees, a figure-four or a swing after a posterior hip replacement', () => {
    const { draft, profile } = build({ workoutLocation: 'gym', equipment: [] }, ['jointReplacement'], {
      replacedJoint: 'hip',
      movementPrecautions: true,
    });
    for (const id of [
      'seated-figure-four-stretch',
      'hip-90-90-switch',
      'kettlebell-swing',
      'barbell-back-squat',
    ])
      expect(rules(inject(draft, id), profile), id).toContain('hip-precautions');
  });

  it('postpartum-impact: running or jumping less than 12 weeks after birth', () => {
    const { draft, profile } = build({ gender: 'female' }, ['gaveBirthLastYear'], { weeksSinceBirth: 8 });
    expect(rules(inject(draft, 'jumping-jack'), profile)).toContain('postpartum-impact');
    expect(
      rules(inject(draft, 'easy-jog', { reps: null, durationSeconds: 600, sets: 1 }), profile),
    ).toContain('postpartum-impact');
  });

  it('postpartum-doming: a full plank or a crunch with an abdominal separation, even after 12 weeks', () => {
    const { draft, profile } = build({ gender: 'female' }, ['gaveBirthLastYear'], {
      weeksSinceBirth: 20,
      separationOrLeaking: true,
    });
    expect(rules(inject(draft, 'crunch'), profile)).toContain('postpartum-doming');
    expect(rules(inject(draft, 'high-plank'), profile)).toContain('postpartum-doming');
  });

  it('unsupported-single-leg: a lunge for frailty, a single-leg deadlift for MS with foot drop', () => {
    const frail = build({ age: 85 }, ['walkingAidOrFall'], { usesWalkingAid: true });
    expect(rules(inject(frail.draft, 'reverse-lunge'), frail.profile)).toContain('unsupported-single-leg');
    const ms = build({}, ['neurologicalCondition'], {
      neurological: 'multipleSclerosis',
      footDropOrPoorBalance: true,
    });
    expect(rules(inject(ms.draft, 'dumbbell-single-leg-rdl'), ms.profile)).toContain(
      'unsupported-single-leg',
    );
  });

  it('floor-work: a floor exercise for someone frail who cannot get up from the floor', () => {
    const { draft, profile } = build({ age: 85 }, ['walkingAidOrFall'], { canGetUpFromFloor: false });
    expect(rules(inject(draft, 'glute-bridge'), profile)).toContain('floor-work');
  });

  it('acute-illness: strength work while returning from an infection', () => {
    const { draft, profile } = build({}, ['illNow'], { illness: 'recoveringFromInfection' });
    expect(rules(inject(draft, 'goblet-squat'), profile)).toContain('acute-illness');
  });

  it('cancer-line: swimming or weight on the arms with a catheter line', () => {
    const { draft, profile } = build({}, ['cancerTreatment'], { catheterLine: true });
    expect(rules(inject(draft, 'push-up'), profile)).toContain('cancer-line');
    expect(
      rules(inject(draft, 'easy-swim', { reps: null, durationSeconds: 900, sets: 1 }), profile),
    ).toContain('cancer-line');
  });

  it('cautious-intervals: an interval finisher or a jump in the plan of someone whose health text was not understood', () => {
    const { draft, profile } = build({ hasInjuries: 'yes', injuryDetails: 'something vague' });
    expect(profile.screening.reasons.map((r) => r.code)).toContain('unread-health-text');
    expect(rules(inject(draft, 'squat-jump'), profile)).toContain('cautious-intervals');
    expect(
      rules(
        inject(draft, 'mountain-climber', { block: 'Finisher', reps: null, durationSeconds: 20 }),
        profile,
      ),
    ).toContain('cautious-intervals');
  });

  it('youth-volume: three sets of an exercise for a 14-year-old', () => {
    const { draft, profile } = build({ age: 14 });
    const day = draft.schedule.find((d) => d.exercises.some((x) => x.reps))!;
    const schedule = draft.schedule.map((d) =>
      d === day ? { ...d, exercises: d.exercises.map((x) => (x.reps ? { ...x, sets: 3 } : x)) } : d,
    );
    expect(rules({ ...draft, schedule }, profile)).toContain('youth-volume');
  });

  it('older-balance: a 70-year-old’s week without its supported balance drills', () => {
    const { draft, profile } = build({ age: 70, workoutLocation: 'gym', equipment: [] });
    const schedule = draft.schedule.map((d) => ({
      ...d,
      exercises: d.exercises.filter((x) => CATALOGUE_BY_ID.get(x.catalogId ?? '')?.pattern !== 'balance'),
    }));
    expect(rules({ ...draft, schedule }, profile)).toContain('older-balance');
  });

  it('older-beginner-hard: chin-ups or pike push-ups for a 73-year-old beginner', () => {
    const { draft, profile } = build({ age: 73, workoutLocation: 'gym', equipment: [] });
    expect(rules(inject(draft, 'chin-up', { reps: '6-8' }), profile)).toContain('older-beginner-hard');
    expect(rules(inject(draft, 'pike-push-up', { reps: '6-8' }), profile)).toContain('older-beginner-hard');
  });

  it('clearance-words: a "Caminata rápida" or a brisk warm-up in a plan that waits for a doctor', () => {
    const { draft, profile } = build({
      language: 'es',
      hasInjuries: 'yes',
      injuryDetails: 'dolor en el pecho al subir escaleras',
    });
    expect(profile.screening.outcome).toBe('clearance');
    const walk = draft.schedule
      .find((d) => d.kind !== 'rest')!
      .exercises.find((x) => x.catalogId === 'gentle-walk')!;
    expect(walk.name).toBe('Paseo suave');
    expect(
      rules(
        inject(draft, 'brisk-walk', { ...walk, catalogId: 'brisk-walk', name: 'Caminata rápida' }),
        profile,
      ),
    ).toContain('clearance-words');
  });

  it('clearance-joint: a stretch that loads a knee operated on three weeks ago', () => {
    const { draft, profile } = build({ hasInjuries: 'yes', injuryDetails: 'knee surgery 3 weeks ago' });
    expect(profile.screening.outcome).toBe('clearance');
    expect(
      rules(inject(draft, 'standing-quad-stretch', { reps: null, durationSeconds: 30 }), profile),
    ).toContain('clearance-joint');
  });

  it('holds every progression week to them too: a jump in week 3, six weeks after birth', () => {
    const { draft, profile, request } = build({ gender: 'female' }, ['gaveBirthLastYear'], {
      weeksSinceBirth: 6,
    });
    const weeks = buildProgression(draft, profile, request.language);
    expect(checkProgression(weeks, draft, profile)).toEqual([]);
    const broken = weeks.map((week) =>
      week.weekNumber === 3
        ? {
            ...week,
            schedule: week.schedule.map((day, i) =>
              i === 0
                ? {
                    ...day,
                    exercises: [{ ...day.exercises[0]!, catalogId: 'squat-jump' }, ...day.exercises.slice(1)],
                  }
                : day,
            ),
          }
        : week,
    );
    expect(checkProgression(broken, draft, profile).map((v) => v.rule)).toContain('postpartum-impact');
  });
});

/** The plan with these warm-up lines on its first active day. */
function withWarmUp(draft: PlanDraft, lines: string[], part: 'warmUp' | 'coolDown' = 'warmUp'): PlanDraft {
  const index = draft.schedule.findIndex((day) => day.kind !== 'rest');
  return {
    ...draft,
    schedule: draft.schedule.map((day, i) =>
      i === index ? { ...day, [part]: [...day[part], ...lines] } : day,
    ),
  };
}

describe('the checker holds the exercise-choice rules of the blind review (issue 25)', () => {
  it('beginner-skill: a single-leg box squat, a Cossack squat or a pike push-up for a beginner', () => {
    const { draft, profile } = build({ age: 35, equipment: [] });
    for (const id of ['box-pistol-squat', 'cossack-squat', 'pike-push-up', 'single-leg-rdl'])
      expect(rules(inject(draft, id, { reps: '8-10', perSide: true }), profile), id).toContain(
        'beginner-skill',
      );
    const trained = build({ age: 35, fitnessLevel: 'advanced', equipment: [] });
    expect(rules(inject(trained.draft, 'cossack-squat', { perSide: true }), trained.profile)).not.toContain(
      'beginner-skill',
    );
  });

  it('unsupported-balance: a one-leg exercise or an unsupported one-leg line for a 70-year-old', () => {
    const { draft, profile } = build({
      age: 70,
      fitnessLevel: 'intermediate',
      workoutLocation: 'gym',
      equipment: [],
    });
    expect(rules(inject(draft, 'dumbbell-single-leg-rdl', { perSide: true }), profile)).toContain(
      'unsupported-balance',
    );
    expect(
      rules(withWarmUp(draft, ['Balance: 2 x 30 s standing on one leg per side, near a wall']), profile),
    ).toContain('unsupported-balance');
    expect(
      rules(withWarmUp(draft, ['Equilibrio: 30 s sobre una pierna, cerca de la pared']), profile),
    ).toContain('unsupported-balance');
    expect(rules(withWarmUp(draft, ['Standing quad stretch (30 s each)'], 'coolDown'), profile)).toContain(
      'unsupported-balance',
    );
    expect(
      rules(withWarmUp(draft, ['Equilibrio: sobre una pierna, con una mano en la silla']), profile),
    ).not.toContain('unsupported-balance');
  });

  it('unsupported-balance: after a knee replacement and in a clearance-first week', () => {
    const knee = build({ age: 58 }, ['jointReplacement'], {
      replacedJoint: 'knee',
      movementPrecautions: false,
    });
    expect(rules(inject(knee.draft, 'step-up', { perSide: true }), knee.profile)).toContain(
      'unsupported-balance',
    );
    const request = workoutRequestSchema.parse({
      age: 67,
      fitnessLevel: 'beginner',
      workoutDays: 3,
      workoutTime: '30 minutes',
      workoutLocation: 'home',
      equipment: [],
      language: 'en',
      hasInjuries: 'yes',
      injuryDetails: 'my chest gets tight when I walk uphill',
    });
    const gentle = buildPlan(request);
    expect(gentle.profile.screening.outcome).toBe('clearance');
    expect(checkPlan(gentle.draft, gentle.profile)).toEqual([]);
    expect(rules(withWarmUp(gentle.draft, ['Balance: stand on one leg for 30 s']), gentle.profile)).toContain(
      'unsupported-balance',
    );
  });

  it('bone-spine: crunches, a seated twist, toe touches or knees to chest with osteoporosis', () => {
    const { draft, profile } = build({ age: 60, additionalNotes: 'I have osteoporosis' });
    expect(profile.population.conditions.has('osteoporosis')).toBe(true);
    expect(rules(inject(draft, 'crunch'), profile)).toContain('bone-spine');
    expect(
      rules(inject(draft, 'seated-trunk-rotation', { reps: null, durationSeconds: 30 }), profile),
    ).toContain('bone-spine');
    expect(
      rules(withWarmUp(draft, ['Mobility: toe touches and trunk twists (30 s each)']), profile),
    ).toContain('bone-spine');
    expect(
      rules(withWarmUp(draft, ['Estiramientos: rodillas al pecho (30 s)'], 'coolDown'), profile),
    ).toContain('bone-spine');
    expect(
      rules(withWarmUp(draft, ["Gentle stretches: child's pose (30-45 s each)"], 'coolDown'), profile),
    ).toContain('bone-spine');
  });

  it('spared-arm: arm circles, band pull-aparts or a loaded arm with a PICC line or a replaced shoulder', () => {
    const line = build({ age: 50 }, ['cancerTreatment'], { catheterLine: true });
    expect(rules(inject(line.draft, 'band-pull-apart'), line.profile)).toContain('spared-arm');
    expect(rules(inject(line.draft, 'seated-band-row'), line.profile)).toContain('spared-arm');
    expect(
      rules(withWarmUp(line.draft, ['5 min of marching on the spot, and arm circles']), line.profile),
    ).toContain('spared-arm');
    const shoulder = build({ age: 68, language: 'es' }, ['jointReplacement'], { replacedJoint: 'shoulder' });
    expect(
      rules(withWarmUp(shoulder.draft, ['5 min de paseo suave y círculos de brazos']), shoulder.profile),
    ).toContain('spared-arm');
    expect(rules(inject(shoulder.draft, 'dumbbell-lateral-raise'), shoulder.profile)).toContain('spared-arm');
  });

  it('youth-padding: a 20-minute jog at the end of a teenager’s strength day', () => {
    const { draft, profile } = build({ age: 15, workoutTime: '60 minutes', equipment: [] });
    const index = draft.schedule.findIndex((day) => day.kind === 'training');
    const jog = CATALOGUE_BY_ID.get('marching-in-place')!;
    const padded: Exercise = {
      ...draft.schedule[index]!.exercises[0]!,
      catalogId: jog.id,
      name: jog.name.en,
      sets: 1,
      reps: null,
      durationSeconds: 20 * 60,
      restSeconds: 0,
      block: 'Cardio',
      perSide: false,
      text: `${jog.name.en} (20 min, easy: you can talk)`,
    };
    const schedule = draft.schedule.map((day, i) =>
      i === index ? { ...day, exercises: [...day.exercises, padded] } : day,
    );
    expect(rules({ ...draft, schedule }, profile)).toContain('youth-padding');
  });

  it('breathless-continuous: a 16-minute walk in one go with COPD or severe obesity', () => {
    const copd = build({ age: 66 }, ['heartOrLungCondition'], { heartOrLung: 'copd' });
    const long = { sets: 1, reps: null, durationSeconds: 16 * 60, restSeconds: 0 };
    expect(rules(inject(copd.draft, 'gentle-walk', long), copd.profile)).toContain('breathless-continuous');
    const heavy = build({
      age: 45,
      language: 'es',
      additionalNotes: 'peso 150 kilos y me ahogo al subir un piso',
    });
    expect(heavy.profile.special.some((p) => p.kind === 'severe-obesity')).toBe(true);
    expect(rules(inject(heavy.draft, 'gentle-walk', long), heavy.profile)).toContain('breathless-continuous');
  });
});
