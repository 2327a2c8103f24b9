/**
 * The checker in production (docs/coaching.md "How a plan is checked before it is saved"): every plan
 * and every progression, the built-in coach's or a language model's, is checked before it is saved or
 * shown. A plan that breaks a rule is rebuilt with the offending exercises ruled out; if that breaks a
 * rule too, the visitor gets the cautious week (gentle walking and mobility). A progression that breaks
 * a rule is replaced by four weeks that repeat the checked plan. Each violation is reported with its
 * rule so the caller can log it; none reaches the visitor.
 */
import type { Language } from '../../../contract/site';
import {
  type PlanDraft,
  type ProgressionWeek,
  planDraftSchema,
  type WorkoutRequest,
} from '../../../contract/workout';
import { buildPlanForProfile, coachNotes } from '../build/plan';
import { buildProgression, holdWeeks } from '../build/progression';
import type { Profile } from '../read/profile';
import { planFacts } from '../write/planFacts';
import { cautiousOverview } from '../write/populationText';
import { checkPlan, checkProgression, checkWeeksSafety, type Violation } from './checker';

export type CheckedPlan = {
  draft: PlanDraft;
  /** What the first plan broke (empty when it passed). */
  violations: Violation[];
  /** 'passed' as built, 'rebuilt' with the rule applied, or the 'cautious' week. */
  outcome: 'passed' | 'rebuilt' | 'cautious';
};

/**
 * The checker's rules and the contract's shape together: a plan the contract would refuse (more sets than
 * it allows, say) is a broken rule like any other, rebuilt or replaced by the cautious week, never an
 * error the visitor meets at save time. The detail names the exercise, so a rebuild rules it out.
 */
function violationsOf(draft: PlanDraft, profile: Profile): Violation[] {
  const found = checkPlan(draft, profile);
  const shape = planDraftSchema.safeParse(draft);
  if (shape.success) return found;
  return [
    ...found,
    ...shape.error.issues.map((issue) => {
      const [, day, , index] = issue.path;
      const exercise =
        typeof day === 'number' && typeof index === 'number'
          ? draft.schedule[day]?.exercises[index]?.catalogId
          : undefined;
      return {
        rule: 'plan-shape',
        detail: `${exercise ?? 'plan'} ${issue.path.join('.')}: ${issue.message}`,
      };
    }),
  ];
}

/** The catalogue ids a violation names ("Monday: barbell-back-squat is ..."). */
function offendingIds(draft: PlanDraft, violations: readonly Violation[]): Set<string> {
  const ids = new Set<string>();
  const inPlan = new Set(
    draft.schedule.flatMap((day) => day.exercises.map((exercise) => exercise.catalogId ?? '')),
  );
  for (const id of inPlan) {
    if (!id) continue;
    const named = new RegExp(`(^|[^a-z-])${id.replace(/-/g, '\\-')}($|[^a-z-])`);
    if (violations.some((violation) => named.test(violation.detail))) ids.add(id);
  }
  return ids;
}

/** The profile with these exercises ruled out, as a restriction the checker also sees. */
function without(profile: Profile, ids: ReadonlySet<string>): Profile {
  return {
    ...profile,
    restrictions: [...profile.restrictions, { key: 'checker', avoid: (e) => ids.has(e.id) }],
  };
}

/**
 * The cautious week: the gentle walking and mobility of a clearance-first plan, told as a cautious start
 * rather than a referral, under the visitor's own screening.
 */
export function cautiousPlan(profile: Profile, request: WorkoutRequest): PlanDraft {
  const gentleProfile: Profile = { ...profile, screening: { ...profile.screening, outcome: 'clearance' } };
  const draft = buildPlanForProfile(gentleProfile, request, 0);
  // Its words are its own week's: nothing said of the plan it replaces (issue 25).
  return {
    ...draft,
    overview: cautiousOverview(profile.language, profile.name, planFacts(draft.schedule)),
    notes: coachNotes(profile, draft.schedule, 'cautious'),
    screening: profile.screening,
  };
}

/**
 * A draft that passes the checker: the one given (built-in or a language model's), else the built-in
 * plan rebuilt without what broke the rules, else the cautious week. Each carries the notes written
 * from its own week (build/plan.ts coachNotes), never another's.
 */
export function checkedPlan(profile: Profile, request: WorkoutRequest, given?: PlanDraft): CheckedPlan {
  const draft = given ?? buildPlanForProfile(profile, request, 0);
  const violations = violationsOf(draft, profile);
  if (violations.length === 0) return { draft, violations, outcome: 'passed' };
  let avoid = offendingIds(draft, violations);
  let current = profile;
  // Up to three rebuilds, each ruling out what the last one broke.
  for (let attempt = 1; attempt <= 3 && avoid.size > 0; attempt += 1) {
    current = without(current, avoid);
    const rebuilt = buildPlanForProfile(current, request, attempt);
    const again = violationsOf(rebuilt, current);
    if (again.length === 0) return { draft: rebuilt, violations, outcome: 'rebuilt' };
    avoid = offendingIds(rebuilt, again);
  }
  return { draft: cautiousPlan(profile, request), violations, outcome: 'cautious' };
}

export type CheckedProgression = {
  weeks: ProgressionWeek[];
  violations: Violation[];
  outcome: 'passed' | 'held';
};

/** Four weeks that pass the checker: the progression built for the plan, else the plan's week held. */
export function checkedProgression(
  plan: Pick<PlanDraft, 'schedule'>,
  profile: Profile,
  language: Language,
): CheckedProgression {
  const weeks = buildProgression(plan, profile, language);
  const violations = checkProgression(weeks, plan, profile);
  if (violations.length === 0) return { weeks, violations, outcome: 'passed' };
  const held = holdWeeks(plan, profile, language);
  // The plan passed the checker when it was made; its week held four times is safe by the same rules.
  const still = checkWeeksSafety(held, profile);
  return { weeks: held, violations: [...violations, ...still], outcome: 'held' };
}
