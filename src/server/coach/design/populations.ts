import type { Joint } from '../../../contract/screeningQuestions';
import type { Screening, ScreeningAnswers } from '../../../contract/workout';
import { type CatalogueExercise, LEVELS, type Level, type Muscle } from '../catalogue/types';
import { isRunning } from '../read/injuries';
import type { NotesReading } from '../read/notes';
import type { PopulationDetails } from '../read/populations';
import type { Population } from '../read/screening';
import { CAUTIOUS_LIMITS, CAUTIOUS_RESTRICTION } from './cautious';
import {
  continuousModality,
  flexesTheSpine,
  isAdvancedSkill,
  isFallRisk,
  isFloorWork,
  isJumping,
  isLoadedTwist,
  isStrain,
  isUnilateral,
  loadsTheArms,
  positionOf,
  repCapOf,
  standsOnOneLeg,
  twistsTheSpine,
} from './exerciseFacts';

/**
 * Population and condition rules (docs/coaching.md "Populations"): which exercises a pregnant visitor,
 * an older adult, a teenager or someone with a condition must not get, and how hard the plan may be.
 * The visitor's own exclusions from the notes ("no burpees") are restrictions too.
 */

/**
 * The people of docs/coaching.md "More people the coach must serve", each with the details that change
 * their programme. Read from the screen's answers (src/contract/screeningQuestions.ts) and from the
 * screening's reason codes (the same names; read/screening.ts places free text into them).
 */
export const SPECIAL_POPULATIONS = [
  'acute-illness',
  'postpartum',
  'joint-replacement',
  'wheelchair',
  'limb-loss',
  'neurological',
  'copd',
  'cancer-treatment',
  'frailty-falls',
  'low-energy-intake',
  'severe-obesity',
] as const;
export type SpecialPopulationKind = (typeof SPECIAL_POPULATIONS)[number];

export type SpecialPopulation =
  | { kind: 'acute-illness'; illness: 'fever' | 'aboveTheNeck' | 'recoveringFromInfection' }
  | {
      kind: 'postpartum';
      weeksSinceBirth: number | null;
      caesarean: boolean;
      separationOrLeaking: boolean;
    }
  | { kind: 'joint-replacement'; joint: Joint | null; precautions: boolean }
  | { kind: 'wheelchair'; legFunction: 'none' | 'some' }
  | { kind: 'limb-loss'; limb: 'belowKnee' | 'aboveKnee' | 'arm' | null }
  | { kind: 'neurological'; footDropOrPoorBalance: boolean }
  | { kind: 'copd' }
  | { kind: 'cancer-treatment'; catheterLine: boolean; lowBloodCounts: boolean }
  | { kind: 'frailty-falls'; canGetUpFromFloor: boolean }
  | { kind: 'low-energy-intake' }
  | { kind: 'severe-obesity' };

export type PopulationOf<K extends SpecialPopulationKind> = Extract<SpecialPopulation, { kind: K }>;

const CONDITION_KIND: Partial<Record<string, SpecialPopulationKind>> = {
  illNow: 'acute-illness',
  gaveBirthLastYear: 'postpartum',
  jointReplacement: 'joint-replacement',
  wheelchairUser: 'wheelchair',
  limbLoss: 'limb-loss',
  walkingAidOrFall: 'frailty-falls',
  cancerTreatment: 'cancer-treatment',
  neurologicalCondition: 'neurological',
};

/**
 * Who the visitor is, beyond age and pregnancy: from the conditions they ticked (with their follow-ups)
 * and from the screening's reason codes. A detail nobody gave is read the cautious way: a wheelchair
 * user without a word on leg function trains seated only; hip precautions apply until said otherwise.
 */
export function specialPopulationsOf(
  answers: ScreeningAnswers | undefined,
  screening: Pick<Screening, 'reasons'>,
  /** What the reader placed from the answers and the free text (read/populations.ts). */
  details?: PopulationDetails,
): SpecialPopulation[] {
  const kinds = new Set<SpecialPopulationKind>();
  if (details) {
    if (details.illness) kinds.add('acute-illness');
    if (details.postpartum) kinds.add('postpartum');
    if (details.jointReplacement) kinds.add('joint-replacement');
    if (details.wheelchair) kinds.add('wheelchair');
    if (details.limbLoss) kinds.add('limb-loss');
    if (details.neurological) kinds.add('neurological');
    if (details.copd) kinds.add('copd');
    if (details.cancerTreatment) kinds.add('cancer-treatment');
    if (details.frailty) kinds.add('frailty-falls');
    if (details.lowEnergyIntake) kinds.add('low-energy-intake');
    if (details.severeObesity) kinds.add('severe-obesity');
  }
  for (const condition of answers?.conditions ?? []) {
    const kind = CONDITION_KIND[condition];
    if (kind) kinds.add(kind);
  }
  const follow = answers?.followUp ?? {};
  if (answers?.conditions.includes('heartOrLungCondition') && follow.heartOrLung === 'copd')
    kinds.add('copd');
  // The reader's codes (src/contract/workout.ts): one per population, and the illness and pelvic-floor
  // codes that say which kind of illness or postnatal symptom it is.
  let illness: PopulationOf<'acute-illness'>['illness'] | undefined;
  let pelvicFloor = false;
  for (const reason of screening.reasons) {
    const code: string = reason.code;
    if ((SPECIAL_POPULATIONS as readonly string[]).includes(code)) kinds.add(code as SpecialPopulationKind);
    if (code === 'acute-illness') illness = 'fever';
    if (code === 'head-cold' || code === 'return-after-illness') {
      kinds.add('acute-illness');
      illness ??= code === 'head-cold' ? 'aboveTheNeck' : 'recoveringFromInfection';
    }
    if (code === 'pelvic-floor-symptoms') {
      kinds.add('postpartum');
      pelvicFloor = true;
    }
  }
  const list: SpecialPopulation[] = [];
  for (const kind of SPECIAL_POPULATIONS) {
    if (!kinds.has(kind)) continue;
    switch (kind) {
      case 'acute-illness':
        list.push({ kind, illness: follow.illness ?? details?.illness ?? illness ?? 'fever' });
        break;
      case 'postpartum':
        list.push({
          kind,
          weeksSinceBirth: follow.weeksSinceBirth ?? details?.postpartum?.weeksSinceBirth ?? null,
          caesarean: follow.caesarean ?? details?.postpartum?.caesarean ?? false,
          separationOrLeaking:
            (follow.separationOrLeaking ?? details?.postpartum?.separationOrLeaking ?? false) || pelvicFloor,
        });
        break;
      case 'joint-replacement':
        list.push({
          kind,
          joint: follow.replacedJoint ?? details?.jointReplacement?.joint ?? null,
          precautions: follow.movementPrecautions ?? details?.jointReplacement?.precautions ?? true,
        });
        break;
      case 'wheelchair':
        list.push({ kind, legFunction: follow.legFunction ?? details?.wheelchair?.legFunction ?? 'none' });
        break;
      case 'limb-loss':
        list.push({ kind, limb: follow.limb ?? details?.limbLoss?.limb ?? null });
        break;
      case 'neurological':
        // Foot drop or poor balance unless the visitor said otherwise: seated and supported work is
        // safe for everyone, lunges are not.
        list.push({ kind, footDropOrPoorBalance: follow.footDropOrPoorBalance ?? true });
        break;
      case 'cancer-treatment':
        list.push({
          kind,
          catheterLine: follow.catheterLine ?? details?.cancerTreatment?.catheterLine ?? false,
          lowBloodCounts: follow.lowBloodCounts ?? details?.cancerTreatment?.lowBloodCounts ?? false,
        });
        break;
      case 'frailty-falls':
        list.push({
          kind,
          canGetUpFromFloor: follow.canGetUpFromFloor ?? details?.frailty?.canGetUpFromFloor ?? false,
        });
        break;
      default:
        list.push({ kind } as SpecialPopulation);
    }
  }
  return list;
}

export function populationOf<K extends SpecialPopulationKind>(
  populations: readonly SpecialPopulation[],
  kind: K,
): PopulationOf<K> | undefined {
  return populations.find((population): population is PopulationOf<K> => population.kind === kind);
}

const LEG_MUSCLES: readonly Muscle[] = [
  'quads',
  'hamstrings',
  'glutes',
  'adductors',
  'calves',
  'hip-flexors',
];
/** Standing, kneeling, on all fours or in a plank: anything but sitting, for someone who cannot stand. */
export const isOutOfTheChair = (e: CatalogueExercise) => {
  const position = positionOf(e);
  return position !== 'seated' && position !== 'reclined';
};
/** Work driven by the legs (the aerobic blocks on feet included). */
export const isLegBased = (e: CatalogueExercise) =>
  ['squat', 'hinge', 'lunge', 'glute', 'calf', 'balance'].includes(e.pattern) ||
  LEG_MUSCLES.includes(e.primary[0]!) ||
  ['walk', 'jog', 'run', 'cycle', 'row', 'elliptical'].includes(continuousModality(e) ?? '');
/** Hip flexion past 90 degrees, crossing the legs or turning the knee in (posterior hip precautions). */
export const breaksHipPrecautions = (e: CatalogueExercise) =>
  e.deepHipFlexion ||
  e.kneeFlexion === 'deep' ||
  isFloorWork(e) ||
  (e.pattern === 'hinge' && e.id !== 'standing-hip-hinge') ||
  e.pattern === 'core-flexion' ||
  /figure-four|90-90|childs-pose|cossack|curtsy|knee-raise|knee-drive|leg-raise|rowing|leg-press|russian-twist|toe-touch|hamstring-stretch|pistol|deep/.test(
    e.id,
  );
/** Doming: full planks, crunches, heavy straining (a separation or leaking after birth). */
export const makesTheAbdomenDome = (e: CatalogueExercise) =>
  e.pattern === 'core-flexion' ||
  e.spinalFlexionLoaded ||
  isStrain(e) ||
  e.loadsSpine ||
  positionOf(e) === 'hanging' ||
  (positionOf(e) === 'plank' && !/wall|incline|desk|knee/.test(e.id)) ||
  /v-up|dragon-flag|hollow|leg-raise|russian-twist|bicycle|mountain-climber|burpee|body-saw|rollout|fallout/.test(
    e.id,
  );
/** Standing on one leg or stepping without a hand on a support. */
export const isUnsupportedSingleLeg = (e: CatalogueExercise) =>
  positionOf(e) === 'standing' &&
  (isUnilateral(e) || e.pattern === 'lunge' || e.pattern === 'balance' || isFallRisk(e)) &&
  !SUPPORTED.has(e.id);
/**
 * Standing on one leg or walking heel to toe, even with a hand on a support: not for someone who falls,
 * uses a walking aid or has foot drop, whose balance work keeps both feet down (docs/coaching.md, frailty).
 */
export const isOneLegStance = (e: CatalogueExercise) =>
  positionOf(e) === 'standing' &&
  (/single-leg|one-leg|heel-to-toe/.test(e.id) || (e.pattern === 'balance' && isUnilateral(e)));
/** Whether the visitor's balance work keeps both feet down (isOneLegStance): falls, a walking aid, foot drop. */
export function keepsBothFeetDown(special: readonly SpecialPopulation[]): boolean {
  return special.some(
    (population) =>
      population.kind === 'frailty-falls' ||
      (population.kind === 'neurological' && population.footDropOrPoorBalance),
  );
}
/** Standing and balance work done with a hand on a support (catalogue cues say so). */
const SUPPORTED: ReadonlySet<string> = new Set([
  'single-leg-stand-supported',
  'heel-to-toe-walk',
  'tandem-stand-supported',
  'supported-side-step',
  'step-up-supported',
  'supported-calf-raise',
  'supported-split-squat',
]);
/** Hard bodyweight moves an older beginner should not start with (pull-ups, dips, pike push-ups). */
export const isHardBodyweightMove = (e: CatalogueExercise) =>
  (repCapOf(e) !== null && (repCapOf(e) ?? 99) <= 12 && e.id !== 'seated-push-up') ||
  positionOf(e) === 'hanging' ||
  /pike|chin-up|pull-up|dip|handstand/.test(e.id);

/**
 * Too advanced for this visitor (docs/coaching.md "Populations": technique first, progressed gradually):
 * a novice or beginner (a long break reads as a beginner) starts without skill and single-leg strength
 * moves (pistol and box single-leg squats, Cossack squats, single-leg deadlifts, pike push-ups, pull-ups);
 * from 60 without training, no hard bodyweight move either. The pools and the checker both ask this.
 */
export function beyondTheirSkill(e: CatalogueExercise, who: { level: Level; age: number }): boolean {
  if (LEVELS.indexOf(who.level) > LEVELS.indexOf('beginner')) return false;
  return isAdvancedSkill(e) || (who.age >= 60 && isHardBodyweightMove(e));
}

/**
 * Standing work that balances on one leg or steps without a hand on a support: single-leg squats and
 * deadlifts, stepping lunges, step-ups, one-leg stretches (catalogue/traits.ts `oneLeg`). Running and
 * jumping have their own rules.
 */
export const isUnsupportedBalance = (e: CatalogueExercise) =>
  positionOf(e) === 'standing' && standsOnOneLeg(e) && !SUPPORTED.has(e.id);

/**
 * Whose balance work is always supported, a hand on a chair, counter or wall, in every part of the
 * session (docs/coaching.md "Populations", "Exercise facts that choose the pools"): from
 * 65, after a joint replacement, with falls, a walking aid, foot drop or limb loss, fragile bones, and
 * in a clearance-first or cautious plan.
 */
export function needsSupportedBalance(
  population: Pick<Population, 'age' | 'conditions' | 'cautious'>,
  screening: Pick<Screening, 'outcome' | 'reasons'>,
  special: readonly SpecialPopulation[],
): boolean {
  return (
    population.age >= 65 ||
    population.cautious ||
    population.conditions.has('osteoporosis') ||
    population.conditions.has('vertebral-fracture') ||
    screening.outcome === 'clearance' ||
    screening.reasons.some((reason) => reason.code === 'unread-health-text') ||
    special.some(
      (p) =>
        p.kind === 'joint-replacement' ||
        p.kind === 'frailty-falls' ||
        (p.kind === 'limb-loss' && p.limb !== 'arm') ||
        (p.kind === 'neurological' && p.footDropOrPoorBalance),
    )
  );
}

/**
 * Fragile bones of the spine (osteoporosis, osteopenia, a vertebral fracture: Giangregorio et al. 2014):
 * no end-range or loaded bending forward or twisting, stretches included.
 */
export const bendsOrTwistsTheSpine = (e: CatalogueExercise) =>
  flexesTheSpine(e) || twistsTheSpine(e) || /toe-touch|good-morning/.test(e.id);

/**
 * An arm that carries no load and is not swung through its range: a catheter line (PICC or port) in it
 * (Campbell et al. 2019), or a shoulder that was replaced. Which arm is seldom said, so both are spared.
 */
export function sparesAnArm(special: readonly SpecialPopulation[]): boolean {
  return special.some(
    (p) =>
      (p.kind === 'cancer-treatment' && p.catheterLine) ||
      (p.kind === 'joint-replacement' && p.joint === 'shoulder'),
  );
}

/**
 * Breathless people walk in short bouts with rests, never one long block (docs/coaching.md, COPD: interval
 * work for those too breathless for continuous effort, Spruit et al. 2013): COPD, and severe obesity with
 * breathlessness. The longest bout and the rest after it; the checker holds every plan to them.
 */
export const BREATHLESS_BOUT = { workSeconds: 3 * 60, restSeconds: 90 } as const;
export function walksInBouts(special: readonly SpecialPopulation[]): boolean {
  return special.some((p) => p.kind === 'copd' || p.kind === 'severe-obesity');
}

/**
 * A sport a teenager already plays, which counts towards their week (WHO 2020: 60 minutes a day of
 * activity, muscle and bone strengthening on 3 days): the plan then lifts on two days at most.
 */
export const PLAYS_SPORT =
  /\b(football|soccer|futbol|fútbol|basket|basketball|baloncesto|volley|voleibol|rugby|hockey|tennis|tenis|padel|pádel|handball|balonmano|swim team|natación|swimming club|athletics|atletismo|gymnastics|gimnasia|dance|danza|baile|martial|judo|karate|taekwondo|boxing|boxeo|club|team|equipo|entreno con|training with my team|practice|partidos?|matches?)\b/i;

export type Restriction = {
  /** 'pregnancy', 'age-75', 'osteoporosis', 'notes:burpees'... */
  key: string;
  avoid(exercise: CatalogueExercise): boolean;
};

export type Limits = {
  /** No interval blocks, HIIT sessions or finishers. */
  noIntervals: boolean;
  /** No set asks for fewer reps than this. */
  minReps: number;
  /** Reps in reserve never below this. */
  minRir: number;
  /** Balance work in every session (65 and over). */
  balanceEverySession: boolean;
  /** Longest timed hold in seconds (no long heavy isometrics with high blood pressure). */
  maxHoldSeconds: number;
  /** Most sets of one exercise (1-3 sets for older adults, 1-2 to start for under 18). */
  maxSets: number;
  /** Why the limits are what they are, for the plan's words. */
  keys: string[];
};

const isSprintOrBurpee = (e: CatalogueExercise) => /sprint|burpee/.test(e.id);

export function restrictionsFor(
  population: Population,
  screening: Screening,
  notes: NotesReading,
  special: readonly SpecialPopulation[] = [],
  olderBeginner = false,
): Restriction[] {
  const list: Restriction[] = [];
  list.push(...specialRestrictions(special));
  // An older beginner starts without chin-ups, dips or pike push-ups (Fragala 2019: progressed gradually).
  if (olderBeginner) list.push({ key: 'older-beginner', avoid: isHardBodyweightMove });
  const { pregnancy, age, conditions } = population;
  if (pregnancy) {
    // Lying on the belly as the bump grows, flat on the back after the first trimester (or when the
    // week is not known), jumping, falls and heavy straining (ACOG 804, Mottola 2018).
    const pastFirstTrimester = pregnancy.weeks === null || pregnancy.weeks >= 13;
    list.push({
      key: 'pregnancy',
      avoid: (e) =>
        positionOf(e) === 'prone' ||
        (pastFirstTrimester && positionOf(e) === 'supine') ||
        isJumping(e) ||
        isRunning(e) ||
        isStrain(e) ||
        isFallRisk(e) ||
        // A ballistic hinge loads the pelvic floor and the abdominal wall with every rep (ACOG 804: no
        // heavy straining); the plan hinges slowly instead.
        e.id === 'kettlebell-swing' ||
        e.loadsSpine ||
        e.spinalFlexionLoaded ||
        positionOf(e) === 'hanging' ||
        // From the second trimester the abdominal wall is stretched over the bump: no anti-rotation
        // planks on one hand, decline push-ups or L-sits that make it dome (ACOG 804; Mottola 2018).
        (pastFirstTrimester &&
          /renegade|decline-push-up|shoulder-tap|l-sit|v-up|hollow|dragon-flag|ab-wheel|rollout|mountain-climber|toes-to-bar|knee-raise|leg-raise|pike/.test(
            e.id,
          )),
    });
  }
  if (age >= 75)
    list.push({
      key: 'age-75',
      // Unsupported single-leg work, stepping lunges and box work risk a fall in an unsupervised plan.
      avoid: (e) => isJumping(e) || isSprintOrBurpee(e) || isFloorWork(e) || isFallRisk(e),
    });
  // From 80: no barbell work at all (goblet or box squats, machines and dumbbells instead); from 75 no
  // ballistic swings, which need a fast hinge and a firm grip when tired.
  if (age >= 80)
    list.push({
      key: 'age-80',
      avoid: (e) => e.loadsSpine || e.equipment.includes('barbell') || e.minLevel === 'advanced',
    });
  if (age >= 75)
    list.push({ key: 'age-75-ballistic', avoid: (e) => /swing|renegade|clean|snatch|thruster/.test(e.id) });
  if (age >= 65 && age < 75) list.push({ key: 'age-65', avoid: (e) => isSprintOrBurpee(e) || isStrain(e) });
  if (age < 18) list.push({ key: 'under-18', avoid: (e) => isStrain(e) || e.minLevel === 'advanced' });
  if (conditions.has('high-blood-pressure'))
    list.push({
      key: 'high-blood-pressure',
      avoid: (e) => isStrain(e) || /rkc-plank|wall-sit|dead-hang|flexed-arm-hang|hollow-body/.test(e.id),
    });
  // A heart condition cleared for exercise: moderate loads without breath-holding (ACSM 2015; AHA 2007
  // resistance training statement), so no heavy straining and no barbell lift loaded on the spine,
  // where a set ends in a Valsalva; machines and dumbbells instead.
  if (conditions.has('heart-condition'))
    list.push({
      key: 'heart-condition',
      avoid: (e) => isStrain(e) || (e.equipment.includes('barbell') && e.loadsSpine),
    });
  if (conditions.has('diabetes-complications'))
    list.push({
      key: 'diabetes-complications',
      avoid: (e) => isJumping(e) || isStrain(e) || isRunning(e),
    });
  if (conditions.has('osteoporosis') || conditions.has('vertebral-fracture'))
    list.push({ key: 'osteoporosis', avoid: (e) => bendsOrTwistsTheSpine(e) || isLoadedTwist(e) });
  if (conditions.has('vertebral-fracture'))
    list.push({ key: 'vertebral-fracture', avoid: (e) => isJumping(e) || e.loadsSpine });
  if (conditions.has('hernia'))
    list.push({
      key: 'hernia',
      avoid: (e) =>
        isStrain(e) ||
        e.loadsSpine ||
        e.spinalFlexionLoaded ||
        e.pattern === 'core-flexion' ||
        /dragon-flag|hanging|l-sit|v-up|hollow/.test(e.id),
    });
  if (conditions.has('arthritis'))
    list.push({
      key: 'arthritis',
      avoid: (e) => isJumping(e) || (e.kneeFlexion === 'deep' && e.equipment.includes('barbell')),
    });
  // Hands and wrists with arthritis: no weight through a fist or bent wrist and no heavy gripping
  // (NICE NG100; Arthritis Foundation hand advice): machines, neutral handles and light holds instead.
  if (conditions.has('hand-arthritis'))
    list.push({
      key: 'hand-arthritis',
      avoid: (e) =>
        /knuckle|fist|farmer|suitcase-carry|dead-hang|flexed-arm-hang|hang|pull-up|chin-up|towel|grip|plank|push-up|renegade|bear-crawl|crawl|handstand|burpee|wrist|deadlift|barbell-row|clean|snatch/.test(
          e.id,
        ),
    });
  if (conditions.has('recent-sprain'))
    list.push({
      key: 'recent-sprain',
      avoid: (e) => isJumping(e) || /lateral-shuffle|skater|cossack|lateral-lunge/.test(e.id),
    });
  // Clearance first: nothing vigorous, heavy or interval-based, whatever else is built.
  if (screening.outcome === 'clearance')
    list.push({ key: 'clearance', avoid: (e) => isJumping(e) || isStrain(e) || isRunning(e) });
  if (population.cautious) list.push(CAUTIOUS_RESTRICTION);
  if (needsSupportedBalance(population, screening, special))
    list.push({ key: 'supported-balance', avoid: isUnsupportedBalance });
  for (const exclusion of notes.exclusions)
    list.push({ key: `notes:${exclusion.key}`, avoid: exclusion.avoid });
  for (const limit of notes.kitLimits) list.push({ key: `notes:${limit.key}`, avoid: limit.avoid });
  return list;
}

/**
 * Each population's own rules (docs/coaching.md "More people the coach must serve"). The programmes
 * (design/programmes.ts) build from their own pools; these rules also hold against every week of the
 * progression and any plan a language model writes, through the checker.
 */
export function specialRestrictions(special: readonly SpecialPopulation[]): Restriction[] {
  const list: Restriction[] = [];
  for (const population of special) {
    switch (population.kind) {
      case 'acute-illness':
        // No training through an illness: gentle walking, breathing and mobility at most.
        list.push({
          key: 'acute-illness',
          avoid: (e) => e.pattern !== 'mobility' && continuousModality(e) !== 'walk',
        });
        break;
      case 'postpartum': {
        const early = population.weeksSinceBirth === null || population.weeksSinceBirth < 12;
        // No running or jumping before about 12 weeks (Goom et al. 2019); nothing heavy after a caesarean.
        if (early)
          list.push({
            key: 'postpartum-early',
            avoid: (e) => isJumping(e) || isRunning(e) || e.impact === 'high' || isFallRisk(e),
          });
        if (population.separationOrLeaking || early)
          list.push({ key: 'postpartum-doming', avoid: makesTheAbdomenDome });
        break;
      }
      case 'joint-replacement': {
        const joint = population.joint;
        list.push({
          key: 'joint-replacement',
          avoid: (e) => isJumping(e) || isRunning(e) || e.impact === 'high' || e.loadsSpine,
        });
        if ((joint === 'hip' || joint === null) && population.precautions)
          list.push({ key: 'hip-precautions', avoid: breaksHipPrecautions });
        if (joint === 'knee' || joint === null)
          list.push({
            key: 'knee-replacement',
            avoid: (e) =>
              e.kneeFlexion === 'deep' ||
              ['kneeling', 'quadruped'].includes(positionOf(e)) ||
              e.pattern === 'lunge',
          });
        if (joint === 'shoulder') list.push({ key: 'shoulder-spared', avoid: loadsTheArms });
        if (joint === 'shoulder')
          list.push({
            key: 'shoulder-replacement',
            avoid: (e) =>
              e.overhead ||
              e.shoulderRisk ||
              ['hanging', 'plank'].includes(positionOf(e)) ||
              e.equipment.includes('barbell'),
          });
        break;
      }
      case 'wheelchair':
        // Nothing standing or leg-based without leg function (Martin Ginis et al. 2018); seated leg work
        // is for those who have some.
        list.push({
          key: 'wheelchair',
          avoid: (e) =>
            isOutOfTheChair(e) ||
            (population.legFunction === 'none' && isLegBased(e)) ||
            e.equipment.includes('barbell'),
        });
        break;
      case 'limb-loss':
        if (population.limb !== 'arm')
          list.push({
            key: 'limb-loss',
            avoid: (e) =>
              isJumping(e) ||
              isRunning(e) ||
              isUnsupportedSingleLeg(e) ||
              ['kneeling', 'quadruped'].includes(positionOf(e)) ||
              e.pattern === 'lunge' ||
              e.loadsSpine ||
              // No knee on the missing side to extend (docs/coaching.md "More people the coach must serve", limb loss).
              (population.limb === 'aboveKnee' && KNEE_EXTENSIONS.has(e.id)),
          });
        else
          list.push({
            key: 'limb-loss',
            avoid: (e) =>
              ['hanging', 'plank', 'quadruped'].includes(positionOf(e)) || e.equipment.includes('barbell'),
          });
        break;
      case 'neurological':
        list.push({ key: 'neurological', avoid: (e) => isJumping(e) || isRunning(e) || isStrain(e) });
        if (population.footDropOrPoorBalance)
          list.push({
            key: 'neurological-balance',
            avoid: (e) =>
              isUnsupportedSingleLeg(e) || isOneLegStance(e) || e.pattern === 'lunge' || isFloorWork(e),
          });
        break;
      case 'copd':
        list.push({
          key: 'copd',
          avoid: (e) =>
            isJumping(e) || isStrain(e) || positionOf(e) === 'hanging' || /burpee|sprint/.test(e.id),
        });
        break;
      case 'cancer-treatment':
        if (population.catheterLine) list.push({ key: 'arm-line', avoid: loadsTheArms });
        list.push({
          key: 'cancer-treatment',
          avoid: (e) =>
            isJumping(e) ||
            isStrain(e) ||
            e.loadsSpine ||
            e.equipment.includes('barbell') ||
            // With a line, no weight borne on the arms, no hanging and no swimming; with low counts no pool.
            ((population.catheterLine || population.lowBloodCounts) && continuousModality(e) === 'swim') ||
            (population.catheterLine &&
              (['hanging', 'plank'].includes(positionOf(e)) ||
                e.overhead ||
                e.wristLoad ||
                // Push-ups and dips of every kind put the body's weight through the arms.
                /push-up|dip/.test(e.id))),
        });
        break;
      case 'frailty-falls':
        list.push({
          key: 'frailty-falls',
          avoid: (e) =>
            isUnsupportedSingleLeg(e) ||
            isOneLegStance(e) ||
            isJumping(e) ||
            isRunning(e) ||
            isStrain(e) ||
            e.equipment.includes('barbell') ||
            e.pattern === 'lunge' ||
            (!population.canGetUpFromFloor && isFloorWork(e)),
        });
        break;
      case 'low-energy-intake':
        list.push({ key: 'low-energy-intake', avoid: (e) => isJumping(e) || isRunning(e) || isStrain(e) });
        break;
      case 'severe-obesity':
        list.push({
          key: 'severe-obesity',
          avoid: (e) => isJumping(e) || isRunning(e) || e.impact === 'high' || isStrain(e) || isFloorWork(e),
        });
        break;
    }
  }
  return list;
}

const KNEE_EXTENSIONS: ReadonlySet<string> = new Set(['seated-knee-extension', 'leg-extension']);

export function limitsFor(
  population: Population,
  screening: Screening,
  healthUnread: boolean,
  special: readonly SpecialPopulation[] = [],
): Limits {
  const keys: string[] = [];
  let noIntervals = false;
  let minReps = 1;
  let minRir = 0;
  let maxHoldSeconds = 60;
  let maxSets = 6;
  const { pregnancy, age, conditions } = population;
  const raise = (
    key: string,
    rules: { intervals?: boolean; reps?: number; rir?: number; hold?: number; sets?: number },
  ) => {
    keys.push(key);
    if (rules.intervals) noIntervals = true;
    if (rules.reps) minReps = Math.max(minReps, rules.reps);
    if (rules.rir !== undefined) minRir = Math.max(minRir, rules.rir);
    if (rules.hold) maxHoldSeconds = Math.min(maxHoldSeconds, rules.hold);
    if (rules.sets) maxSets = Math.min(maxSets, rules.sets);
  };
  // Moderate effort judged by the talk test; no hard intervals.
  if (pregnancy) raise('pregnancy', { intervals: true, reps: 10, rir: 3, hold: 30, sets: 3 });
  // 1-3 sets of 8-12 for older adults (Fragala 2019); from 75 nothing vigorous unsupervised.
  if (age >= 65) raise('older-adult', { intervals: age >= 75, reps: 8, rir: 2, sets: 3 });
  // 1-2 sets of 8-15, never fewer than 6 reps, never to failure, for under 18 (Faigenbaum 2009, Lloyd 2014).
  if (age < 18) raise('under-18', { reps: 8, rir: 2, sets: 2 });
  if (conditions.has('high-blood-pressure'))
    raise('high-blood-pressure', { intervals: true, reps: 10, rir: 2, hold: 30 });
  if (conditions.has('diabetes')) raise('diabetes', { rir: 1 });
  if (conditions.has('hernia')) raise('hernia', { intervals: true, reps: 10, rir: 3, hold: 20 });
  if (conditions.has('arthritis')) raise('arthritis', { rir: 2 });
  if (conditions.has('osteoporosis')) raise('osteoporosis', { rir: 2 });
  // A heart condition a professional has cleared: moderate effort, no hard intervals (ACSM 2015; the
  // reason's text says so to the visitor).
  if (conditions.has('heart-condition'))
    raise('heart-condition', { intervals: true, reps: 10, rir: 3, hold: 20, sets: 3 });
  // Lymphoedema: light loads grown slowly (Schmitz et al., N Engl J Med 2009;361:664).
  if (screening.reasons.some((reason) => reason.code === 'lymphoedema'))
    raise('lymphoedema', { reps: 10, rir: 3, sets: 3 });
  if (population.cautious || healthUnread) raise('cautious', CAUTIOUS_LIMITS);
  if (screening.outcome === 'clearance') raise('clearance', { intervals: true, reps: 10, rir: 3 });
  // Moderate effort for every population below; intervals only where the guideline scales them (COPD).
  for (const { kind } of special) {
    if (kind === 'copd') raise(kind, { reps: 8, rir: 3, hold: 30, sets: 3 });
    // 2 sets of 8-15 at moderate effort during cancer treatment (Campbell et al. 2019).
    else if (kind === 'cancer-treatment')
      raise(kind, { intervals: true, reps: 8, rir: 3, hold: 30, sets: 2 });
    // No extra volume with very low intake (Mountjoy et al. 2023).
    else if (kind === 'low-energy-intake')
      raise(kind, { intervals: true, reps: 8, rir: 3, hold: 30, sets: 2 });
    else if (kind === 'wheelchair') raise(kind, { reps: 8, rir: 2, sets: 3 });
    else raise(kind, { intervals: true, reps: 8, rir: 3, hold: 30, sets: 3 });
  }
  // Standing balance work is for those who stand: not a wheelchair user or someone who lost a leg.
  const seated = special.some((p) => p.kind === 'wheelchair' || (p.kind === 'limb-loss' && p.limb !== 'arm'));
  return {
    noIntervals,
    minReps,
    minRir,
    balanceEverySession: age >= 65 && !seated,
    maxHoldSeconds,
    maxSets,
    keys,
  };
}

export function isRestricted(exercise: CatalogueExercise, restrictions: readonly Restriction[]): boolean {
  return restrictions.some((restriction) => restriction.avoid(exercise));
}
