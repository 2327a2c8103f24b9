/**
 * The third (blind) coach review of programmes for healthy people (docs/coaching.md "Programmes, not
 * slots"): the easy defaults rotate instead of crowding every plan, and race plans start from the running
 * the person says they do now.
 */
import { describe, expect, it } from 'vitest';
import { type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { buildProgression } from '../../src/server/coach/build/progression';
import { CATALOGUE } from '../../src/server/coach/catalogue';
import { checkPlan, checkProgression } from '../../src/server/coach/check/checker';
import { currentLongRunKm } from '../../src/server/coach/read/race';
import { clauses } from '../../src/server/coach/read/words';

function planFor(over: WorkoutRequestInput) {
  const request = workoutRequestSchema.parse({ workoutDays: 3, workoutTime: '45 minutes', ...over });
  return buildPlan(request);
}

describe('easy hinges rotate', () => {
  // Those starting out with no kit: every such plan once got the same bodyweight hinge (43% of all plans).
  const visitors: WorkoutRequestInput[] = [];
  for (const workoutLocation of ['home', 'outdoor', 'hotel', 'office'] as const)
    for (const fitnessLevel of ['novice', 'beginner'] as const)
      for (const fitnessGoal of ['muscle', 'loss', 'tone', 'strength'] as const)
        visitors.push({ workoutLocation, fitnessLevel, fitnessGoal, equipment: ['none'] });

  it('the catalogue holds more than one easy hinge with no kit, at every place', () => {
    for (const place of ['home', 'outdoor', 'hotel', 'office'] as const) {
      const easy = CATALOGUE.filter(
        (e) =>
          e.pattern === 'hinge' &&
          e.equipment.length === 0 &&
          e.minLevel === 'novice' &&
          e.locations.includes(place),
      );
      expect(easy.length, place).toBeGreaterThanOrEqual(3);
    }
  });

  it('no easy hinge is in most of the plans that have one, and the plans pass the checker', () => {
    const hinges = new Map<string, number>();
    let withHinge = 0;
    for (const over of visitors) {
      const { draft, profile } = planFor(over);
      expect(checkPlan(draft, profile)).toEqual([]);
      const ids = new Set(
        draft.schedule.flatMap((day) =>
          day.exercises
            .filter((e) =>
              CATALOGUE.some((c) => c.id === e.catalogId && c.pattern === 'hinge' && !c.equipment.length),
            )
            .map((e) => e.catalogId!),
        ),
      );
      if (ids.size) withHinge += 1;
      for (const id of ids) hinges.set(id, (hinges.get(id) ?? 0) + 1);
    }
    expect(withHinge).toBeGreaterThan(visitors.length / 2);
    expect(hinges.size).toBeGreaterThanOrEqual(3);
    for (const [id, count] of hinges) expect(count, id).toBeLessThanOrEqual(withHinge * 0.75);
  });
});

describe('a race plan starts from the running the person does now', () => {
  it.each([
    ['my long run is 14 km', 14],
    ['mi tirada larga es de 12 km', 12],
    ['I can run 10k', 10],
    ['ya corro 8 km', 8],
    ['corro 25 km a la semana', 7.5],
    ['I run 20 miles a week', 9.7],
    ['ran a half marathon in 2019', null],
    ['first 5k in 3 weeks', null],
  ] as const)('"%s" starts the long run from %s km', (text, km) => {
    expect(currentLongRunKm(clauses(text.toLowerCase()))).toBe(km);
  });

  const LONG = /^(Long run|Carrera larga)$/;
  const RUNS = new Set(['long-run', 'easy-run', 'easy-jog', 'run-walk-intervals']);
  const runOf = (
    exercises: readonly { catalogId?: string | null; sets: number; durationSeconds: number | null }[],
  ) =>
    exercises
      .filter((e) => RUNS.has(e.catalogId ?? ''))
      .reduce((sum, e) => sum + e.sets * (e.durationSeconds ?? 0), 0);

  it.each([
    [
      'en',
      'intermediate',
      'my long run is 14 km, training for a half marathon in 12 weeks',
      14,
      /starts from the 14 km/,
    ],
    ['es', 'beginner', 'corro 25 km a la semana y quiero preparar un 10k', 7.5, /parte de los 7,5 km/],
    ['en', 'beginner', 'I can run 10k, my goal is a half marathon in 14 weeks', 10, /starts from the 10 km/],
  ] as const)(
    '%s %s "%s": the first long run is close to the stated one, grows at most ~10%% a week, then lightens',
    (language, fitnessLevel, notes, km, said) => {
      const { draft, profile } = planFor({
        fitnessGoal: 'endurance',
        fitnessLevel,
        workoutLocation: 'outdoor',
        workoutDays: 4,
        language,
        additionalNotes: notes,
      });
      expect(checkPlan(draft, profile)).toEqual([]);
      expect(draft.notes.some((note) => said.test(note))).toBe(true);
      const long = draft.schedule.find((day) => LONG.test(day.focus))!;
      // Running continuously, not run-walk, at an easy pace of 5-8 min per km.
      expect(long.exercises.some((e) => e.catalogId === 'run-walk-intervals')).toBe(false);
      const first = runOf(long.exercises);
      expect(first).toBeGreaterThanOrEqual(km * 5 * 60);
      expect(first).toBeLessThanOrEqual(km * 8 * 60);
      const weeks = buildProgression(draft, profile, profile.language);
      expect(checkProgression(weeks, draft, profile)).toEqual([]);
      const longs = weeks.map((week) => runOf(week.schedule.find((day) => LONG.test(day.focus))!.exercises));
      expect(longs[1]!).toBeLessThanOrEqual(longs[0]! * 1.12);
      expect(longs[2]!).toBeLessThanOrEqual(longs[1]! * 1.12);
      expect(longs[2]!).toBeGreaterThan(longs[0]!);
      expect(longs[3]!).toBeLessThan(longs[2]!);
    },
  );

  it.each([
    ['en', 'training for a half marathon in 14 weeks', /did not say how far you run now/],
    ['es', 'entreno para la media maraton de octubre', /No nos dijiste cuánto corres ahora/],
  ] as const)(
    '%s: unsaid, the long run starts conservatively and the plan says so',
    (language, notes, said) => {
      const { draft, profile } = planFor({
        fitnessGoal: 'endurance',
        fitnessLevel: 'beginner',
        workoutLocation: 'outdoor',
        workoutDays: 4,
        language,
        additionalNotes: notes,
      });
      expect(checkPlan(draft, profile)).toEqual([]);
      expect(draft.notes.some((note) => said.test(note))).toBe(true);
      const long = draft.schedule.find((day) => LONG.test(day.focus))!;
      expect(runOf(long.exercises)).toBeLessThanOrEqual(30 * 60);
    },
  );
});
