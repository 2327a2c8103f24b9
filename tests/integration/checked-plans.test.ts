/**
 * The checker in production (issue 25 item 6, docs/coaching.md "How a plan is checked before it is
 * saved"): a plan or a progression that breaks a rule is never saved as it is. The built-in coach is made
 * to break a rule here (a jump six weeks after birth), as a faulty change to it or a model would.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANAGEMENT_KEY_HEADER } from '../../src/contract/constants';
import {
  type PlanDraft,
  type ProgressionWeek,
  type WorkoutPlan,
  workoutRequestSchema,
} from '../../src/contract/workout';
import { buildApp } from '../../src/server/app';
import { checkPlan, checkWeeksSafety } from '../../src/server/coach/check/checker';
import { readProfile } from '../../src/server/coach/read/profile';
import type { Database } from '../../src/server/db/connection';
import { testConfig } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

const sabotage = vi.hoisted(() => ({ plan: 'off' as 'off' | 'first' | 'always', progression: false }));

/** A jump put first on every training day: what the checker must catch for someone 6 weeks after birth. */
function withJump<T extends { kind: string; exercises: { catalogId: string | null; name: string }[] }>(
  days: T[],
): T[] {
  return days.map((day) =>
    day.kind === 'training'
      ? {
          ...day,
          exercises: [
            { ...day.exercises[0]!, catalogId: 'squat-jump', name: 'Squat jump' },
            ...day.exercises.slice(1),
          ],
        }
      : day,
  );
}

vi.mock('../../src/server/coach/build/plan', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/coach/build/plan')>();
  return {
    ...real,
    buildPlanForProfile: (...args: Parameters<typeof real.buildPlanForProfile>): PlanDraft => {
      const draft = real.buildPlanForProfile(...args);
      const [profile, , seed] = args;
      const broken = sabotage.plan === 'always' || (sabotage.plan === 'first' && seed === 0);
      // The cautious week (a gentle profile) is left alone: it is the last resort.
      if (!broken || profile.screening.outcome === 'clearance') return draft;
      return { ...draft, schedule: withJump(draft.schedule) };
    },
  };
});
vi.mock('../../src/server/coach/build/progression', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/coach/build/progression')>();
  return {
    ...real,
    buildProgression: (...args: Parameters<typeof real.buildProgression>): ProgressionWeek[] => {
      const weeks = real.buildProgression(...args);
      if (!sabotage.progression) return weeks;
      return weeks.map((week) =>
        week.weekNumber === 3 ? { ...week, schedule: withJump(week.schedule) } : week,
      );
    },
  };
});

const none = {
  heartCondition: false,
  chestPain: false,
  dizzinessOrFainting: false,
  chronicCondition: false,
  chronicMedication: false,
  boneOrJointProblem: false,
  supervisedOnly: false,
};
const answers = {
  name: 'Lucía',
  age: 31,
  gender: 'female',
  fitnessLevel: 'beginner',
  fitnessGoal: 'tone',
  workoutDays: 3,
  workoutTime: '45 minutes',
  workoutLocation: 'home',
  equipment: ['dumbbells', 'resistance-bands'],
  language: 'es',
  screening: { parq: none, conditions: ['gaveBirthLastYear'], followUp: { weeksSinceBirth: 6 } },
};
const ids = (days: readonly { exercises: readonly { catalogId: string | null }[] }[]) =>
  days.flatMap((day) => day.exercises.map((exercise) => exercise.catalogId));

describe.each(testDatabaseTargets())(
  'plans checked before they are saved, on the $name database',
  (target) => {
    let db: Database;
    let app: Awaited<ReturnType<typeof buildApp>>;
    const logLines: string[] = [];
    const profile = readProfile(workoutRequestSchema.parse(answers));

    beforeAll(async () => {
      db = await target.open();
      const logStream = new PassThrough();
      logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n')));
      app = await buildApp({ db, config: testConfig({ LOG_LEVEL: 'info', COACH: 'builtin' }), logStream });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await db.close();
    });
    beforeEach(() => {
      sabotage.plan = 'off';
      sabotage.progression = false;
      logLines.length = 0;
    });

    const create = async () => {
      const response = await app.inject({ method: 'POST', url: '/api/workouts/generate', payload: answers });
      expect(response.statusCode).toBe(200);
      const { id, managementKey } = response.json() as WorkoutPlan & { managementKey: string };
      // As its creator reads it: the plan as saved, not the public view others get.
      return (
        await app.inject({ url: `/api/workouts/${id}`, headers: { [MANAGEMENT_KEY_HEADER]: managementKey } })
      ).json() as WorkoutPlan;
    };
    const logged = (rule: string) =>
      logLines.some((line) => line.includes("broke the checker's rules") && line.includes(`"${rule}"`));

    it('saves the plan the coach rebuilt without the jump, and logs the rule it broke', async () => {
      sabotage.plan = 'first';
      const saved = await create();
      expect(ids(saved.schedule)).not.toContain('squat-jump');
      expect(checkPlan({ ...saved, screening: saved.screening ?? profile.screening }, profile)).toEqual([]);
      expect(saved.generator).toBe('builtin');
      expect(logged('postpartum-impact')).toBe(true);
    });

    it('saves the cautious week when every rebuild breaks the rule too', async () => {
      sabotage.plan = 'always';
      const saved = await create();
      expect(ids(saved.schedule)).not.toContain('squat-jump');
      const active = saved.schedule.filter((day) => day.kind !== 'rest');
      expect(active.length).toBeGreaterThan(0);
      for (const id of ids(active))
        expect([
          'gentle-walk',
          'diaphragmatic-breathing',
          'pelvic-floor-contractions',
          'neck-and-shoulder-rolls',
          'seated-trunk-rotation',
          'seated-chest-opener',
          'arm-circles',
          'standing-calf-stretch',
          'seated-side-reach',
        ]).toContain(id);
      expect(saved.overview).toMatch(/comienzo prudente/);
      expect(logged('postpartum-impact')).toBe(true);
    });

    it('saves a progression that holds the checked week when the built one breaks a rule', async () => {
      const saved = await create();
      expect(logLines.some((line) => line.includes("broke the checker's rules"))).toBe(false);
      sabotage.progression = true;
      const response = await app.inject({
        method: 'POST',
        url: `/api/workouts/${saved.id}/progression`,
        payload: { language: 'es' },
      });
      expect(response.statusCode).toBe(200);
      const weeks = (response.json() as WorkoutPlan).progressionWeeks;
      expect(weeks.map((week) => week.weekNumber)).toEqual([1, 2, 3, 4]);
      for (const week of weeks) expect(ids(week.schedule)).not.toContain('squat-jump');
      expect(checkWeeksSafety(weeks, profile)).toEqual([]);
      expect(weeks[2]!.overview).toMatch(/repiten esta semana/);
      expect(logged('postpartum-impact')).toBe(true);
    });
  },
);
