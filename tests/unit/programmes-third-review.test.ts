/**
 * The third (blind) coach review of programmes for healthy people (docs/coaching.md "Programmes, not
 * slots"): the easy defaults rotate instead of crowding every plan, and race plans start from the running
 * the person says they do now.
 */
import { describe, expect, it } from 'vitest';
import { type WorkoutRequestInput, workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';
import { CATALOGUE } from '../../src/server/coach/catalogue';
import { checkPlan } from '../../src/server/coach/check/checker';

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
