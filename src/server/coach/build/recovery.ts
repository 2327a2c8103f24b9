/**
 * Build each session, easy days (docs/architecture.md "The coach"): aerobic and mobility days, mobility
 * days and the gentle walking days of a clearance-first plan.
 */
import { CATALOGUE } from '../catalogue';
import type { CatalogueExercise } from '../catalogue/types';
import { isUnilateral } from '../design/exerciseFacts';
import { isRestricted } from '../design/populations';
import { coolDownMinutes, warmUpMinutes } from '../design/prescription';
import { balanceLine, coolDownLines, pelvicFloorLine, warmUpLines } from '../write/text';
import {
  a,
  type BuildContext,
  budgetOf,
  type Draft,
  fitToTime,
  GENTLE_WALKS,
  pick,
  pickContinuous,
  type SessionBuild,
  steadyDraft,
} from './session';
import { exercisesSeconds } from './timing';

function mobilityDraft(exercise: CatalogueExercise): Draft {
  return {
    exercise,
    sets: 2,
    reps: null,
    durationSeconds: 30,
    restSeconds: 15,
    main: false,
    focus: false,
    block: '',
    interval: false,
    perSide: isUnilateral(exercise),
  };
}

/**
 * Easy aerobic and mobility days, mobility days, and the gentle days of a clearance-first plan
 * (docs/coaching.md "Screening before prescribing": at most gentle walking and mobility).
 */
export function buildRecoverySession(
  type: 'aerobic' | 'mobility' | 'gentle',
  ctx: BuildContext,
  minutes: number,
): SessionBuild {
  const { profile } = ctx;
  const language = profile.language;
  const usedToday = new Set<string>();
  const drafts: Draft[] = [];
  const mobilityCount = type === 'mobility' ? 6 : type === 'gentle' ? 3 : 4;
  for (let index = 0; index < mobilityCount; index += 1) {
    const exercise = pick(a('mobility'), ctx, usedToday);
    if (!exercise) break;
    usedToday.add(exercise.id);
    drafts.push(mobilityDraft(exercise));
  }
  const sessionMinutes = type === 'gentle' ? Math.min(minutes, 30) : minutes;
  const budget = budgetOf(sessionMinutes);
  if (type === 'aerobic' || type === 'gentle') {
    const steady =
      type === 'gentle'
        ? (GENTLE_WALKS.map((id) => CATALOGUE.find((e) => e.id === id)).find(
            (e): e is CatalogueExercise => e !== undefined && !isRestricted(e, profile.restrictions),
          ) ?? null)
        : pickContinuous(ctx, usedToday);
    if (steady) {
      const mobilitySeconds = exercisesSeconds(drafts);
      const seconds = Math.max(
        Math.min(5 * 60, budget),
        Math.min(type === 'gentle' ? 20 * 60 : 50 * 60, budget - mobilitySeconds),
      );
      drafts.unshift(steadyDraft(steady, Math.floor(seconds / 60) * 60, ''));
    }
  }
  const fitted = fitToTime(drafts, budget, 1, 'traditional');
  const warmUp = warmUpLines(language, warmUpMinutes(sessionMinutes), [], null);
  if (profile.limits.balanceEverySession) warmUp.push(balanceLine(language));
  if (profile.population.pregnancy && type !== 'gentle') warmUp.push(pelvicFloorLine(language));
  return {
    type,
    drafts: fitted,
    style: 'traditional',
    warmUp,
    coolDown: coolDownLines(language, coolDownMinutes(sessionMinutes), []),
    minutes: sessionMinutes,
  };
}
