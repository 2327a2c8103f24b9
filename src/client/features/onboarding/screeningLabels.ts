import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HealthCondition, ParqQuestion } from '../../../contract/screeningQuestions';
import type { FollowUpKey } from './screeningSteps';

/**
 * The screen's words, keyed by the contract's values (src/contract/screeningQuestions.ts): the PAR-Q+
 * questions in plain words, the life stages and conditions, each follow-up's question and its quick
 * answers. The types make every key need a label.
 */
const PARQ: Record<ParqQuestion, MessageDescriptor> = {
  heartCondition: msg`A doctor has said I have a heart condition or high blood pressure`,
  chestPain: msg`I feel pain or pressure in my chest at rest, in daily life or when active`,
  dizzinessOrFainting: msg`In the last year I lost my balance from dizziness, or fainted`,
  chronicCondition: msg`I have another long-term medical condition`,
  chronicMedication: msg`I take prescribed medicine for a long-term condition`,
  boneOrJointProblem: msg`I have a bone, joint or muscle problem that more activity could make worse`,
  supervisedOnly: msg`A doctor has said I should only be active under medical supervision`,
};

const CONDITIONS: Record<HealthCondition, MessageDescriptor> = {
  pregnant: msg`Pregnant`,
  gaveBirthLastYear: msg`Gave birth in the last 12 months`,
  illNow: msg`Ill or feverish right now`,
  recentOperation: msg`An operation in the last 6 months`,
  jointReplacement: msg`A joint replacement`,
  wheelchairUser: msg`I use a wheelchair`,
  limbLoss: msg`Limb loss`,
  walkingAidOrFall: msg`A walking aid, or a fall in the last year`,
  heartOrLungCondition: msg`A heart or lung condition`,
  diabetes: msg`Diabetes`,
  cancerTreatment: msg`Cancer treatment`,
  neurologicalCondition: msg`A neurological condition, such as MS`,
};

const QUESTIONS: Record<FollowUpKey, MessageDescriptor> = {
  pregnancyWeeks: msg`How far along is your pregnancy?`,
  pregnancyComplications: msg`Any complications: bleeding, high blood pressure, a low placenta, or twins?`,
  weeksSinceBirth: msg`How long ago did you give birth?`,
  caesarean: msg`Was it a caesarean?`,
  separationOrLeaking: msg`Since the birth, any leaking, heaviness, or a gap or bulge down the middle of your belly?`,
  illness: msg`How are you ill right now?`,
  weeksSinceOperation: msg`How long ago was the operation?`,
  operatedPart: msg`Where was the operation?`,
  replacedJoint: msg`Which joint was replaced?`,
  weeksSinceReplacement: msg`How long ago was the replacement?`,
  movementPrecautions: msg`Has your surgeon told you to avoid some movements (for a hip: bending past 90 degrees, crossing your legs)?`,
  legFunction: msg`Can you use your legs at all?`,
  limb: msg`Which limb?`,
  usesWalkingAid: msg`Do you use a walking aid, such as a stick or a frame?`,
  fellLastYear: msg`Have you fallen in the last 12 months?`,
  canGetUpFromFloor: msg`Can you get down to the floor and up again on your own?`,
  heartOrLung: msg`Which condition is it?`,
  controlled: msg`Is it under control: treated and stable, with no new symptoms?`,
  symptomsOnExertion: msg`When you are active, do you get chest pain, unusual breathlessness, a racing heart or dizziness?`,
  neurological: msg`Which condition is it?`,
  footDropOrPoorBalance: msg`Do you have foot drop or poor balance?`,
  catheterLine: msg`Do you have a line or port in place (PICC, central line)?`,
  lowBloodCounts: msg`Have you been told your blood counts are low?`,
  professionalAdvice: msg`Has a doctor or physiotherapist advised you on exercise?`,
  textOnExertion: msg`About what you wrote: does it happen or get worse when you exert yourself?`,
  textSeenByDoctor: msg`Has a doctor or physiotherapist seen it?`,
};

const ANSWERS: Record<string, MessageDescriptor> = {
  yes: msg`Yes`,
  no: msg`No`,
  unsure: msg`Not sure`,
  under6Weeks: msg`Less than 6 weeks`,
  weeks6to12: msg`6 to 12 weeks`,
  months3to6: msg`3 to 6 months`,
  over6Months: msg`More than 6 months`,
  trimester1: msg`Up to 12 weeks`,
  trimester2: msg`13 to 27 weeks`,
  trimester3: msg`28 weeks or more`,
  fever: msg`Fever, aches or a chest infection`,
  aboveTheNeck: msg`A cold: runny nose or sore throat only`,
  recoveringFromInfection: msg`Getting over an infection`,
  hip: msg`Hip`,
  knee: msg`Knee`,
  shoulder: msg`Shoulder`,
  spine: msg`Spine`,
  other: msg`Somewhere else`,
  none: msg`No`,
  some: msg`Partly`,
  belowKnee: msg`A leg, below the knee`,
  aboveKnee: msg`A leg, above the knee`,
  arm: msg`An arm`,
  heart: msg`A heart condition`,
  highBloodPressure: msg`High blood pressure`,
  copd: msg`COPD`,
  asthma: msg`Asthma`,
  multipleSclerosis: msg`Multiple sclerosis`,
  parkinsons: msg`Parkinson's`,
  stroke: msg`A stroke`,
  clearedToExercise: msg`Yes: exercise is fine`,
  supervisedOnly: msg`Yes: only with supervision`,
  notAsked: msg`Not yet`,
};
/** Where the same key reads differently as an answer to one question. */
const ANSWERS_FOR: Partial<Record<FollowUpKey, Record<string, MessageDescriptor>>> = {
  heartOrLung: { other: msg`Another one` },
  neurological: { other: msg`Another one` },
  legFunction: { none: msg`No` },
};

export function parqLabel(i18n: I18n, question: ParqQuestion): string {
  return i18n._(PARQ[question]);
}
export function conditionLabel(i18n: I18n, condition: HealthCondition): string {
  return i18n._(CONDITIONS[condition]);
}
export function followUpQuestion(i18n: I18n, key: FollowUpKey): string {
  return i18n._(QUESTIONS[key]);
}
export function quickAnswerLabel(i18n: I18n, key: FollowUpKey, answer: string): string {
  const label = ANSWERS_FOR[key]?.[answer] ?? ANSWERS[answer];
  return label ? i18n._(label) : answer;
}
