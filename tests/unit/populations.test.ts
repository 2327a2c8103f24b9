/**
 * The programmes of docs/coaching.md "More people the coach must serve" (issue 25 item 4), held to what a
 * physiotherapist would look for in each plan: our own profiles, in English and Spanish, read through the
 * plan a visitor gets (its exercises, their positions and the words), and checked by the checker.
 */
import { describe, expect, it } from 'vitest';
import type {
  Day,
  PlanDraft,
  ScreeningReasonCode,
  WorkoutPlan,
  WorkoutRequestInput,
} from '../../src/contract/workout';
import { workoutRequestSchema } from '../../src/contract/workout';
import { alternativesFor } from '../../src/server/coach/build/alternatives';
import { buildPlan, buildPlanForProfile } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { CATALOGUE_BY_ID, traitsOf } from '../../src/server/coach/catalogue';
import type { CatalogueExercise } from '../../src/server/coach/catalogue/types';
import { checkPlan, checkProgression } from '../../src/server/coach/check/checker';
import { limitsFor, restrictionsFor, specialPopulationsOf } from '../../src/server/coach/design/populations';
import { type Profile, readProfile } from '../../src/server/coach/read/profile';

/** The sets of every exercise counted in reps on the given days: there must be some (else nothing is checked). */
function setsOfRepWork(days: { exercises: { reps?: unknown; sets: number }[] }[]): number[] {
  const sets = days.flatMap((day) => day.exercises.filter((x) => x.reps).map((x) => x.sets));
  expect(sets.length, 'exercises counted in reps').toBeGreaterThan(0);
  return sets;
}

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

function visitor(over: WorkoutRequestInput, screening?: Partial<Screen>): WorkoutRequestInput {
  return {
    name: '',
    age: 40,
    fitnessLevel: 'beginner',
    fitnessGoal: 'muscle',
    workoutDays: 3,
    workoutTime: '45 minutes',
    workoutLocation: 'home',
    equipment: ['dumbbells', 'resistance-bands'],
    language: 'en',
    ...over,
    ...(screening ? { screening: { parq: NONE, conditions: [], followUp: {}, ...screening } } : {}),
  };
}

type Built = { draft: PlanDraft; profile: Profile };
/** The plan, after it passed the checker and its progression too (the week a visitor is shown). */
function plan(input: WorkoutRequestInput): Built {
  const request = workoutRequestSchema.parse(input);
  const built = buildPlan(request);
  expect(checkPlan(built.draft, built.profile)).toEqual([]);
  const weeks = buildProgression(built.draft, built.profile, request.language);
  expect(checkProgression(weeks, built.draft, built.profile)).toEqual([]);
  return built;
}

/** A population the reader places from free text (wt/screening-coach): its reason code as it gives it. */
function withReason(input: WorkoutRequestInput, code: ScreeningReasonCode): Built {
  const request = workoutRequestSchema.parse(input);
  const read = readProfile(request);
  const screening = {
    outcome: 'adapted' as const,
    reasons: [...read.screening.reasons, { code, text: 'placed by the reader', see: null }],
  };
  const special = specialPopulationsOf(request.screening, screening);
  const profile: Profile = {
    ...read,
    screening,
    special,
    level: 'beginner',
    restrictions: restrictionsFor(read.population, screening, read.notes, special, false),
    limits: limitsFor(read.population, screening, false, special),
  };
  const draft = buildPlanForProfile(profile, request, 0);
  expect(checkPlan(draft, profile)).toEqual([]);
  return { draft, profile };
}

const active = (draft: PlanDraft) => draft.schedule.filter((day) => day.kind !== 'rest');
const entries = (days: readonly Day[]): CatalogueExercise[] =>
  days.flatMap((day) => day.exercises.map((exercise) => CATALOGUE_BY_ID.get(exercise.catalogId ?? '')!));
const allText = (draft: PlanDraft) =>
  [
    draft.overview,
    ...draft.notes,
    ...draft.schedule.flatMap((d) => [d.focus, ...d.warmUp, ...d.coolDown]),
  ].join(' ');
const LEGS = ['quads', 'hamstrings', 'glutes', 'calves', 'adductors'];
const RUNS_OR_JUMPS = (e: CatalogueExercise) =>
  traitsOf(e).running || traitsOf(e).jumping || e.impact === 'high';

describe('the populations the coach must serve', () => {
  it('seats a wheelchair user without leg function: upper body and trunk, pulls matching pushes, arm or wheeling aerobic work (es)', () => {
    const { draft } = plan(
      visitor(
        { language: 'es', workoutDays: 4 },
        { conditions: ['wheelchairUser'], followUp: { legFunction: 'none' } },
      ),
    );
    const list = entries(active(draft));
    for (const e of list) {
      expect(['seated', 'reclined'], e.id).toContain(traitsOf(e).position);
      expect(LEGS, e.id).not.toContain(e.primary[0]);
    }
    const pushes = list.filter((e) => e.pattern.endsWith('push')).length;
    const pulls = list.filter((e) => e.pattern.endsWith('pull') || e.pattern === 'shoulder-isolation').length;
    expect(pulls).toBeGreaterThanOrEqual(pushes);
    const aerobic = active(draft).filter((day) =>
      day.exercises.some(
        (x) =>
          ['wheelchair-push', 'arm-ergometer'].includes(x.catalogId ?? '') &&
          (x.durationSeconds ?? 0) >= 20 * 60,
      ),
    );
    expect(aerobic.length).toBeGreaterThanOrEqual(2);
    expect(allText(draft)).not.toMatch(/camina|paseo|caminata|marcha en el sitio/i);
  });

  it('brings a mother back six weeks after birth with a separation: pelvic floor and breathing, walking, no running, jumps, planks or crunches', () => {
    const { draft } = plan(
      visitor(
        { gender: 'female' },
        {
          conditions: ['gaveBirthLastYear'],
          followUp: { weeksSinceBirth: 6, separationOrLeaking: true, caesarean: true },
        },
      ),
    );
    const list = entries(active(draft));
    expect(list.map((e) => e.id)).toEqual(
      expect.arrayContaining(['pelvic-floor-contractions', 'diaphragmatic-breathing', 'gentle-walk']),
    );
    for (const e of list) {
      expect(RUNS_OR_JUMPS(e), e.id).toBe(false);
      expect(traitsOf(e).position === 'plank' && !/wall|incline|knee/.test(e.id), e.id).toBe(false);
      expect(e.pattern, e.id).not.toBe('core-flexion');
    }
    expect(draft.notes.join(' ')).toMatch(/pelvic-health physiotherapist/);
    expect(draft.notes.join(' ')).toMatch(/caesarean is surgery/);
  });

  it("keeps a hip replacement within the surgeon's precautions: no deep hip bends, figure-four or 90/90, swings, runs or jumps (es)", () => {
    const { draft } = plan(
      visitor(
        { language: 'es', workoutLocation: 'gym', equipment: [] },
        {
          conditions: ['jointReplacement'],
          followUp: { replacedJoint: 'hip', movementPrecautions: true },
        },
      ),
    );
    for (const e of entries(active(draft))) {
      expect(e.deepHipFlexion || e.kneeFlexion === 'deep', e.id).toBe(false);
      expect(e.id).not.toMatch(/figure-four|90-90|swing|deadlift|rowing/);
      expect(RUNS_OR_JUMPS(e), e.id).toBe(false);
    }
    expect(draft.notes.join(' ')).toMatch(/90 grados/);
  });

  it('does not train through a fever: breathing and gentle mobility only, and a rest-and-return message', () => {
    const { draft } = plan(visitor({}, { conditions: ['illNow'], followUp: { illness: 'fever' } }));
    for (const e of entries(active(draft))) expect(e.pattern, e.id).toBe('mobility');
    expect(draft.notes.join(' ')).toMatch(/do not train with a fever/);
  });

  it('returns gently after an infection: short easy walks and mobility, nothing harder (es)', () => {
    const { draft } = plan(
      visitor(
        { language: 'es', fitnessLevel: 'advanced', workoutDays: 6 },
        {
          conditions: ['illNow'],
          followUp: { illness: 'recoveringFromInfection' },
        },
      ),
    );
    for (const day of active(draft)) {
      expect(day.estimatedMinutes).toBeLessThanOrEqual(20);
      for (const e of entries([day])) expect(['mobility', 'conditioning'], e.id).toContain(e.pattern);
      for (const x of day.exercises) if (x.catalogId === 'gentle-walk') expect(x.name).toBe('Paseo suave');
    }
    expect(draft.notes.join(' ')).toMatch(/dos semanas/);
  });

  it('reads a below-knee amputation as limb loss, not a knee injury: seated and supported, both sides (es)', () => {
    const { draft } = plan(
      visitor({ language: 'es' }, { conditions: ['limbLoss'], followUp: { limb: 'belowKnee' } }),
    );
    for (const e of entries(active(draft))) {
      const t = traitsOf(e);
      expect(t.position === 'standing' && (t.unilateral || e.pattern === 'lunge'), e.id).toBe(false);
      expect(RUNS_OR_JUMPS(e), e.id).toBe(false);
    }
    expect(draft.screening.reasons.map((r) => r.code)).not.toContain('injury');
    expect(draft.notes.join(' ')).toMatch(/los dos lados/);
  });

  it('gives MS with foot drop 2-3 days of seated or supported work, no lunges or single-leg work, and the heat advice', () => {
    const { draft } = plan(
      visitor(
        { workoutDays: 6 },
        {
          conditions: ['neurologicalCondition'],
          followUp: { neurological: 'multipleSclerosis', footDropOrPoorBalance: true },
        },
      ),
    );
    expect(active(draft).length).toBeLessThanOrEqual(3);
    for (const e of entries(active(draft))) {
      expect(e.pattern, e.id).not.toBe('lunge');
      const t = traitsOf(e);
      if (t.position === 'standing' && t.unilateral) expect(e.id).toMatch(/supported/);
    }
    expect(draft.notes.join(' ')).toMatch(/overheat/);
  });

  it('paces COPD by breathlessness 4-6/10 with long rests and limb strength, never as asthma (es)', () => {
    const { draft } = plan(
      visitor(
        { language: 'es', workoutLocation: 'gym', equipment: [] },
        {
          conditions: ['heartOrLungCondition'],
          followUp: { heartOrLung: 'copd', controlled: true },
        },
      ),
    );
    const exercises = active(draft).flatMap((day) => day.exercises);
    expect(exercises.some((x) => x.effort === 'Falta de aire 4-6 sobre 10')).toBe(true);
    const repWork = exercises.filter((x) => x.reps);
    expect(repWork.length, 'exercises counted in reps').toBeGreaterThan(0);
    expect(Math.min(...repWork.map((x) => x.restSeconds))).toBeGreaterThanOrEqual(90);
    expect(allText(draft)).not.toMatch(/asma|inhalador/i);
    expect(draft.notes.join(' ')).toMatch(/rehabilitación respiratoria/);
  });

  it('keeps cancer treatment moderate and infection-aware: 2 sets of 8-15, no swimming or load on the line arm', () => {
    const { draft } = plan(
      visitor(
        { workoutLocation: 'gym', equipment: [] },
        {
          conditions: ['cancerTreatment'],
          followUp: { catheterLine: true, lowBloodCounts: true },
        },
      ),
    );
    for (const day of active(draft))
      for (const x of day.exercises) {
        const e = CATALOGUE_BY_ID.get(x.catalogId ?? '')!;
        expect(traitsOf(e).continuous, e.id).not.toBe('swim');
        expect(e.overhead || e.wristLoad || e.equipment.includes('barbell'), e.id).toBe(false);
      }
    expect(Math.max(...setsOfRepWork(active(draft)))).toBeLessThanOrEqual(2);
    expect(draft.notes.join(' ')).toMatch(/crowded gyms and pools/);
  });

  it('builds frailty on a chair: sit-to-stand, supported balance, no unsupported single-leg or floor work (es)', () => {
    const { draft } = plan(
      visitor(
        { language: 'es', age: 88, workoutLocation: 'home', equipment: ['resistance-bands'] },
        {
          conditions: ['walkingAidOrFall'],
          followUp: { usesWalkingAid: true, fellLastYear: true, canGetUpFromFloor: false },
        },
      ),
    );
    const list = entries(active(draft));
    expect(list.map((e) => e.id)).toContain('sit-to-stand');
    expect(list.filter((e) => e.pattern === 'balance').length).toBeGreaterThanOrEqual(3);
    for (const e of list) {
      expect(traitsOf(e).floor, e.id).toBe(false);
      if (e.pattern === 'balance' || e.pattern === 'lunge')
        expect(e.cues.es.join(' ')).toMatch(/apoy|encimera|pared|silla/);
    }
    expect(draft.notes.join(' ')).toMatch(/valoración de caídas/);
  });

  it('gives very low intake no weight-loss programme and no extra volume, with a kind word and where to get help', () => {
    const { draft } = withReason(
      visitor({ fitnessGoal: 'loss', workoutDays: 7, workoutTime: '90 minutes' }),
      'low-energy-intake',
    );
    expect(active(draft).length).toBeLessThanOrEqual(3);
    for (const day of active(draft)) {
      expect(day.estimatedMinutes).toBeLessThanOrEqual(40);
      for (const x of day.exercises) {
        expect(x.block).not.toMatch(/Intervals|Finisher/);
      }
    }
    expect(Math.max(...setsOfRepWork(active(draft)))).toBeLessThanOrEqual(2);
    expect(allText(draft)).not.toMatch(/losing fat|lose weight|calorie/i);
    expect(draft.notes.join(' ')).toMatch(/dietitian/);
  });

  it('starts severe obesity with breathlessness low-impact after a doctor’s check: no jumps or hard intervals (es)', () => {
    const { draft } = withReason(visitor({ language: 'es', age: 45, workoutDays: 4 }), 'severe-obesity');
    for (const day of active(draft)) {
      expect(day.style).not.toBe('hiit');
      for (const e of entries([day])) expect(RUNS_OR_JUMPS(e), e.id).toBe(false);
    }
    expect(draft.notes.join(' ')).toMatch(/revisión médica/);
  });

  it('caps a 13-year-old footballer who chose advanced: two strength days of 1-2 sets, the sport counted', () => {
    const { draft } = plan(
      visitor({
        age: 13,
        fitnessLevel: 'advanced',
        workoutDays: 6,
        additionalNotes: 'I play football 3 times a week',
      }),
    );
    const strengthDays = draft.schedule.filter((day) => day.exercises.some((x) => x.reps));
    expect(strengthDays.length).toBeLessThanOrEqual(2);
    const sets = strengthDays.flatMap((day) => day.exercises).filter((x) => x.reps);
    for (const x of sets) {
      expect(x.sets).toBeLessThanOrEqual(2);
      expect(Number(x.reps!.split('-')[0])).toBeGreaterThanOrEqual(6);
    }
    expect(sets.reduce((sum, x) => sum + x.sets, 0)).toBeLessThanOrEqual(30);
    expect(draft.notes.join(' ')).toMatch(/sport already counts/);
  });

  it('gives a 16-year-old 3 strength days at most out of 6, each of 1-2 sets (es)', () => {
    const { draft } = plan(
      visitor({ language: 'es', age: 16, fitnessLevel: 'intermediate', workoutDays: 6 }),
    );
    const strengthDays = draft.schedule.filter((day) => day.exercises.some((x) => x.reps));
    expect(strengthDays.length).toBeLessThanOrEqual(3);
    expect(Math.max(...setsOfRepWork(strengthDays))).toBeLessThanOrEqual(2);
  });

  it('gives a 73-year-old beginner several supported balance drills a week and no chin-ups or pike push-ups', () => {
    const { draft } = plan(
      visitor({ age: 73, fitnessLevel: 'beginner', workoutLocation: 'gym', equipment: [], workoutDays: 3 }),
    );
    const list = entries(active(draft));
    expect(list.filter((e) => e.pattern === 'balance').length).toBeGreaterThanOrEqual(3);
    for (const e of list) expect(e.id).not.toMatch(/chin-up|pull-up|pike|dip/);
  });

  it("offers a wheelchair user only seated swaps, the programme's own among them", () => {
    const input = visitor(
      { workoutDays: 3, workoutLocation: 'gym', equipment: [] },
      { conditions: ['wheelchairUser'], followUp: { legFunction: 'none' } },
    );
    const { draft } = plan(input);
    const row = entries(active(draft)).find((e) => e.pattern === 'horizontal-pull')!;
    const stored = { ...draft, language: 'en', progressionWeeks: [] } as unknown as WorkoutPlan;
    const swaps = alternativesFor({ plan: stored, request: workoutRequestSchema.parse(input) }, row.id, 'en');
    const ids = swaps?.alternatives.map((alternative) => alternative.catalogId) ?? [];
    expect(ids).toContain('seated-band-row');
    for (const id of ids) expect(['seated', 'reclined'], id).toContain(traitsOf(id).position);
  });
});
