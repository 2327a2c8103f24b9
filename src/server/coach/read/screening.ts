import type { HealthTextReading, HealthTextResult } from '../../../contract/healthText';
import type { Language } from '../../../contract/site';
import type {
  Professional,
  Screening,
  ScreeningAnswers,
  ScreeningOutcome,
  ScreeningReason,
  ScreeningReasonCode,
} from '../../../contract/workout';
import { CLEARANCE_REASONS } from '../../../contract/workout';
import {
  readClaudication,
  readDisorderedEating,
  readHardwareOperation,
  readSpineRedFlag,
} from './bodyRedFlags';
import { classifyHealthText } from './healthText';
import { type InjuryFinding, readInjuries } from './injuries';
import { readNerveRedFlag } from './nerveRedFlags';
import {
  detailPlaced,
  FINISHED,
  FUTURE,
  NOT_A_JOINT_INJURY,
  namesLimbLoss,
  namesPopulationTopic,
  noPopulationDetails,
  type PopulationDetails,
  readCancerTreatment,
  readCopd,
  readFrailty,
  readIllness,
  readJointReplacement,
  readLimbLoss,
  readLowEnergyIntake,
  readNeurological,
  readPostpartum,
  readSevereObesity,
  readWheelchair,
} from './populations';
import { readRedFlags } from './redFlags';
import {
  CHANGED,
  clauses,
  isHistory,
  isNegated,
  isSomeoneElse,
  lastedWeeks,
  matchesIn,
  normalise,
  ownMention,
  weeksAgo,
} from './words';

/**
 * Screening before prescribing (docs/coaching.md "Screening before prescribing", "Ask, don't guess" and
 * "More people the coach must serve"): the screen's answers (PAR-Q+ questions, life stages and
 * conditions, follow-ups) and everything the visitor wrote about their health, in English or Spanish,
 * are read before any exercise is chosen, and decide whether the coach may prescribe hard training at
 * all and which population's rules apply. It needs no language model and none can override it.
 *
 * Answers and text: where an answer speaks to a detail (weeks since an operation, a condition under
 * control, whether unplaced text comes with effort), the answer wins; a warning sign found in the text
 * still counts when the answers did not mention it, because a contradiction is settled on the safe side.
 */

export type Condition =
  | 'high-blood-pressure'
  | 'diabetes'
  | 'diabetes-complications'
  | 'osteoporosis'
  | 'vertebral-fracture'
  | 'asthma'
  | 'hernia'
  | 'arthritis'
  /** Arthritis in the hands or wrists (rheumatoid most often): nothing that loads a fist or a grip. */
  | 'hand-arthritis'
  | 'recent-sprain'
  | 'copd'
  | 'heart-condition'
  | 'chronic-condition';

/**
 * Who the plan is for, beyond the answers' level and goal. The populations of issue 25 carry their
 * details (coach/design builds their programmes from them); each one present also has its reason code
 * in the screening (src/contract/workout.ts ADAPTATION_REASONS and CLEARANCE_REASONS).
 */
export type Population = PopulationDetails & {
  age: number;
  /** Weeks of pregnancy when said, null when pregnant without a number. */
  pregnancy: { weeks: number | null } | null;
  conditions: Set<Condition>;
  /**
   * Something health-related stays unresolved (text the coach could not place and no follow-up that
   * settles it, a PAR-Q+ yes without detail): the cautious default of docs/coaching.md applies.
   */
  cautious: boolean;
};

export type ScreeningReading = {
  screening: Screening;
  population: Population;
  injuries: InjuryFinding[];
  /** Health text was written that the coach could not place, and no follow-up answer settled it. */
  healthUnread: boolean;
  /** What the coach made of the free health text (src/contract/healthText.ts). */
  textReading: HealthTextReading;
};

type Finding = { code: ScreeningReasonCode };

const CHEST =
  /chest ?(pain|pressure|tightness|hurts?|discomfort|ache|aches)|chest (feels|gets|goes|is) (tight|heavy|pressure|sore)|(pressure|tightness|heaviness|squeezing) (in|on|across) (my |the )?chest|se me aprieta el pecho|aprieta el pecho|pecho (se me )?(aprieta|oprime)|pain in (my |the )?chest|tight(ness)? in (my |the )?chest|angina|dolor (en el |de |del )?pecho|dolor toracico|opresion (en el |de )?pecho|presion en el pecho|me duele el pecho|pecho apretado|dolor en el torax/;
const DIZZY =
  /dizz|faint|passed out|pass out|black(ed)? out|lightheaded|light-headed|light headed|vertigo|mareo|mareos|mareada|mareado|me mareo|desmay|perdi el conocimiento|perder el conocimiento|se me va la cabeza/;
const PALPITATIONS =
  /palpitation|heart (racing|races|flutter|pounding)|racing heart|irregular heart|arrhythmi|arythmi|a-?fib\b|atrial fibrillation|skipped beats|palpitacion|taquicardia|arritmia|fibrilacion|corazon (acelerado|se acelera|se me acelera)/;
const HEART =
  /heart attack|myocardial|infarct|\bstents?\b|by-?pass|\bcabg\b|heart surgery|cardiac surgery|open heart|heart failure|cardiac rehab|rehabilitacion cardiaca|heart condition|heart disease|heart problem|valve (replacement|surgery)|pacemaker|cardiomyopath|coronary|ataque al corazon|ataque cardiaco|infarto|cirugia (de|del) corazon|cirugia cardiaca|operacion (de|del) corazon|operaron del corazon|insuficiencia cardiaca|cardiopatia|enfermedad (del|de|cardiaca|coronaria)|marcapasos|problemas? (de|del) corazon|problemas? cardiac|baipas|valvula/;
/**
 * A heart attack as a figure of speech: what something "gives" or "will give" someone, "nearly" had at a
 * bill, "me va a dar un infarto". A told event ("had a heart attack", "me dio un infarto en 2019") is not one.
 */
const FIGURE_HEART =
  /\b(gives?|giving|gonna give|going to give|will give|would give|nearly gave|almost gave) (me|us|him|her|everyone) (a |an )?(heart attacks?|coronary|infarto)\b|\b(nearly|almost) (had|have|having) (a )?heart attack\b|\b(me|nos|le) (va|van|iba|iban) a dar (un )?(infarto|ataque al corazon|ataque cardiaco|patatus)\b|\bme (da|dan) (un )?(infarto|infartos|ataque al corazon)\b|\bcasi me (da|dio) (un )?(infarto|ataque)\b|\bde infarto\b/g;
/**
 * A symptom of severe pressure told as the visitor's: a negation only counts right before it ("no
 * headaches"), so that "sin medicación y dolores de cabeza" keeps its headaches.
 */
function bpSymptom(current: readonly string[]): boolean {
  for (const clause of current)
    for (const found of matchesIn(clause, BP_SYMPTOM)) {
      const before = clause.slice(Math.max(0, found.index - 12), found.index);
      if (/\b(no|not|never|without|any|sin|nunca|ni|ningun\w*)\b/.test(before)) continue;
      if (isSomeoneElse(clause, found) || /migra/.test(clause)) continue;
      return true;
    }
  return false;
}
const EMOTION = /\b(crush|in love|love|enamorad[oa]|excit\w*|emocion\w*|ilusion\w*|nervous|nervios\w*)\b/;
const STROKE =
  /\bstroke\b|\btia\b|mini-?stroke|ictus|derrame cerebral|accidente cerebrovascular|\bacv\b|infarto cerebral/;
const SURGERY =
  /surgery|surgical|operation|operated|\bopera(n|r|rme)\b|c-?section|caesarean|cesarean|cesarea|ectomy|ectomia|keyhole|laparoscop|\bscope(d)?\b|appendix (out|removed)|taken out|removed|extirp|me quitaron|\bop\b|post-?op|replacement|reconstruction|arthroscop|repair(ed)?|cirugia|operacion|operad[oa]|me operaron|intervencion|intervenid[oa]|protesis|reconstruccion|artroscopia|postoperatori/;
const IN_REHAB =
  /recover|rehab|physio|still|healing|post-?op|recuperand|rehabilitacion|fisio|todavia|aun |postoperatori|en recuperacion/;
/** An organ named with its removal: an operation even without the word ("gallbladder out by keyhole"). */
const ORGAN =
  /gall ?bladder|appendix|spleen|kidney|tonsils|uterus|womb|ovar(y|ies)|thyroid|vesicula|apendice|\bbazo\b|\brinon\b|amigdalas|\butero\b|\bmatriz\b|ovario|tiroides|hysterectom|histerectom|colecistectom|apendicectom|cholecystectom|appendectom|mastectom/;
const REMOVED = /removed|taken out|\bout\b|extracted|keyhole|laparoscop|quitaron|sacaron|extirp|extraj|ectom/;
const HISTORY_ONLY =
  /fully recovered|totally recovered|no (pain|issues|problems)|all good|recuperad[oa] del todo|totalmente recuperad|sin (dolor|molestias|problemas)|ya (estoy|esta) bien/;
const BLOOD_PRESSURE =
  /high blood pressure|blood pressure|hypertension|hypertensive|\bhbp\b|\bbp\b|hipertens|presion (arterial )?alta|tension (arterial )?alta|presion arterial|tension arterial|\b(mi|la) (tension|presion)\b(?! muscular)/;
const UNCONTROLLED =
  /uncontrolled|not controlled|out of control|very high|really high|super high|sky ?high|through the roof|off the charts|dangerously|sin controlar|no (esta |la tengo )?controlad|descontrolad|muy alta|altisima|por las nubes|disparad[ao]|por el techo/;
/**
 * What high blood pressure does when it is severe (ACSM 2015; docs/coaching.md "Screening before
 * prescribing"): headaches, blurred or changed vision, nosebleeds. With high blood pressure named, any of
 * them is a reason to see a doctor first.
 */
const BP_SYMPTOM =
  /headaches?|head aches?|head hurts|pounding head|blurry|blurred|blurring|vision|seeing (spots|double)|nosebleeds?|nose bleeds?|nose bleeding|bleeding nose|dolor(es)? de cabeza|me duele la cabeza|cefalea|jaqueca|vista (borrosa|nublada)|veo (borroso|doble|manchas)|(sangra|sangro|sangrando|sangrado|sangrar) (por )?la nariz|sangrado nasal|hemorragia nasal|epistaxis/;
const BP_READING = /\b(\d{2,3})\s*(?:\/|over|sobre)\s*(\d{2,3})\b/;
/** Pregnancy named (also one of src/server/privacy/conditionWords.ts's words). */
export const PREGNANT =
  /pregnan|pregant|pregnat|preggo|expecting (a baby|baby|my|our|twins|#|a boy|a girl)|\bweeks? along\b|trimester|embarazad|embarazo|encinta|gestacion|semanas de gestacion|trimestre|estoy esperando (un|una) (bebe|nino|nina)|\bestoy de \d{1,2} (semanas|meses)\b|esperando (gemelos|mellizos)/;
const NOT_PREGNANT_NOW =
  /postpartum|post-?partum|gave birth|had (a|my) baby|after (my )?pregnan|posparto|postparto|di a luz|despues del embarazo|tras el embarazo|lactan|breastfeed|trying to (get|become) pregnant|buscando (un )?embarazo/;
const PREGNANCY_COMPLICATION =
  /bleed|spotting|placenta (previa|praevia)|previa|pre-?eclampsia|preeclampsia|gestational hypertension|twins|triplets|multiple pregnancy|gemel|mellizo|trillizo|embarazo multiple|(high|raised|elevated) (blood pressure|bp)|(blood pressure|\bbp)( is| has been| went| got)? (high|raised|up|elevated)|(tension|presion) (arterial )?(alta|elevada)|hipertension|cervi|incompetent|preterm|premature labou?r|contractions|high[- ]risk|bed rest|sangrado|sangro|manchado|placenta previa|cuello uterino|amenaza de parto|parto prematuro|alto riesgo|reposo|contracciones|hipertension gestacional|riesgo/;
const SUPERVISION =
  /supervised exercise|only under (medical )?supervision|solo con supervision|bajo supervision medica|not cleared|no me han dado el alta/;
/**
 * "My doctor says only with supervision": a doctor's word, then a limit within 60 characters. Two
 * searches, not one pattern with a 60-character gap, which re-reads the gap from every doctor word
 * (super-linear per the ReDoS analyser; tests/unit/regex-safety.test.ts).
 */
const DOCTOR = /doctor|physician|cardiologist|gp\b|medic[oa]|cardiologo|cardiologa/g;
const DOCTOR_LIMIT = /only|supervis|not allowed|told me not|forbid|prohib|solo|no me deja|bajo supervision/;
const DOCTOR_LIMIT_GAP = 60;
function doctorLimited(clauseList: readonly string[]): boolean {
  for (const clause of clauseList) {
    for (const doctor of clause.matchAll(DOCTOR)) {
      const after = doctor.index + doctor[0].length;
      const limit = DOCTOR_LIMIT.exec(
        clause.slice(after, after + DOCTOR_LIMIT_GAP + 'bajo supervision'.length),
      );
      if (!limit || limit.index > DOCTOR_LIMIT_GAP) continue;
      if (!isNegated(clause, doctor) && !isSomeoneElse(clause, doctor)) return true;
    }
  }
  return false;
}
/**
 * A professional's clearance for exercise (docs/coaching.md "Screening before prescribing": the clearance
 * a professional gives changes the outcome): cleared, signed off, discharged, the green light, "me dio el
 * alta", "el visto bueno". Read with no negation or condition before it ("not cleared yet", "until the
 * surgeon clears me", "hasta que me den el alta").
 */
const CLEARED =
  /\bcleared\b|\ball[- ]clear\b|\bgreen light\b|\bgo[- ]ahead\b|\bsigned (me )?off\b|\bdischarged\b|\bok'?d\b|\bokayed\b|\bapproved\b|\b(gave|given) me the ok\b|\b(said|says|told me|tells me) (that )?i (can|could|may|am ok to|was ok to) (exercise|train|lift|work ?out|go back|return|start|get back|do)\b|\bdad[oa] de alta\b|\b(dio|dieron|ha dado|han dado|dado|dan) (el|la) (alta|visto bueno|ok|okey|luz verde|permiso)\b|\bvisto bueno\b|\bluz verde\b|\bme (deja|dejo|dejan|dejaron|permite|permitio|autorizo|autorizaron) (entrenar|hacer ejercicio|hacer deporte|volver|ir al gimnasio|hacer pesas)\b|\b(dijo|dice|dijeron) que (ya )?puedo (entrenar|hacer ejercicio|hacer deporte|volver|hacer pesas)\b/;
const NOT_YET =
  /\b(not|no|never|hasn'?t|haven'?t|didn'?t|isn'?t|wasn'?t|won'?t|yet to|until|till|before|waiting|wait|once|if|unless|nunca|aun no|todavia no|hasta que|cuando|antes de|si|esperando|pendiente|sin)\b/;
/** Tests a professional ran: with a clearance, the sign was examined. */
const TESTED =
  /\b(stress test|tests|tested|echo|echocardiogram|ecg|ekg|holter|scan|scans|mri|ct|x-?rays?|bloods|blood tests?|angiogram|checked me|checked out|prueba de esfuerzo|pruebas|ecocardiograma|ecografia|electro|electrocardiograma|analisis|resonancia|radiografia|me revis\w*|me mir\w*)\b/;
/** The heart and lungs in a health text: exertion matters for them. */
const CARDIORESPIRATORY =
  /\b(chest|heart|breath\w*|breathless|winded|dizz\w*|faint\w*|lightheaded|palpitat\w*|arm|arms|jaw|pecho|corazon|respir\w*|aire|aliento|ahog\w*|mare\w*|desmay\w*|palpitac\w*|brazo|brazos|mandibula)\b/;
function clearedByProfessional(all: readonly string[]): boolean {
  for (const clause of all)
    for (const found of matchesIn(clause, CLEARED)) {
      const before = clause.slice(Math.max(0, found.index - 30), found.index);
      if (NOT_YET.test(before) || isSomeoneElse(clause, found)) continue;
      return true;
    }
  return false;
}
const LYMPHOEDEMA = /lymph ?o?edema|lymphedema|linfedema|linfoedema|lymphatic swelling/;
const JOINT_RED_FLAG =
  /\block(s|ing|ed)? (up|in place)\b|\blocks\b|\blocking\b|gives? (way|out)|giving (way|out)|gave (way|out)|buckl|unstable|instability|swollen|swelling|swells|swelled|se (me )?bloque|bloqueo|se me va la rodilla|se me sale|falla la rodilla|me falla|cede|inestab|hinchad|hinchazon|se hincha|inflamad|derrame/;
const DIABETES = /diabet|insulin|blood sugar|glucose|glucemia|azucar (en sangre|alta)|insulina/;
const DIABETES_COMPLICATION =
  /retinopath|neuropath|diabetic foot|foot ulcer|retinopatia|neuropatia|pie diabetico|ulcera/;
/** Feet that have lost feeling, told in plain words: with diabetes, neuropathy (foot care first). */
const NUMB_FEET =
  /\b(numb|numbness|tingl\w*|pins and needles|no feeling|can'?t feel|burning|ulcers?|sores?|wounds?|llagas?|heridas?|dormidos|adormecidos|hormigue\w*|no siento|entumecidos|acorchados)\b/;
const FEET = /\b(feet|foot|toes|soles|pies|pie|dedos de los pies|plantas)\b/;
const OSTEOPOROSIS =
  /osteopor|osteopeni|brittle bones|bone density|huesos fragiles|densidad osea|descalcificacion/;
const VERTEBRAL_FRACTURE =
  /(vertebra|vertebral|spine|spinal|compression) fracture|fractured (a )?vertebra|fractura (de )?(vertebra|vertebral|columna)|aplastamiento vertebral|vertebra (rota|fracturada)/;
const ASTHMA = /asthma|asma|inhaler|inhalador|bronchospasm|broncoespasmo/;
const HERNIA = /hernia|herniorrhaph/;
const DISC_HERNIA =
  /herniated disc|disc herniation|slipped disc|bulging disc|hernia (de )?disc|hernia discal|hernia lumbar|hernia cervical|protrusion discal|disco (herniado|abombado)/;
const HANDS = /\b(hands?|wrists?|fingers?|knuckles?|thumbs?|manos?|munecas?|dedos|nudillos|pulgar)\b/;
const ARTHRITIS = /\bra\b|arthrit|osteoarthr|arthros|\boa\b|rheumat|artritis|artrosis|reuma|gout|gota\b/;
const SPRAIN = /sprain|twisted my|rolled my|torcid|esguince|torcedura|me torci|me doble el tobillo/;
const PAIN = /pain|hurt|sore|ache|aching|twinge|niggle|acts? up|dolor|duele|molest|punzada|tirantez/;

type TextReading = {
  findings: Finding[];
  pregnancy: Population['pregnancy'];
  conditions: Set<Condition>;
  details: PopulationDetails;
  /** Something health-related was read and judged harmless (an old operation, a finished rehab). */
  understood: boolean;
  /**
   * The only exertional sign is breathlessness with light effort, told as usual (nothing new or worse):
   * the everyday symptom of a lung condition, when one is declared and managed.
   */
  everydayBreath: boolean;
  /** A professional has cleared exercise, and the text tells of no warning sign (item 5 of issue 25). */
  cleared: boolean;
};

/** Everything the free text says, clause by clause (docs/coaching.md "How the coach classifies what people write"). */
function readText(texts: readonly string[], age: number): TextReading {
  const all = texts.flatMap((text) => clauses(text));
  // History is not now (docs/coaching.md "Ask, don't guess"): a clause told as over ("childhood asthma,
  // outgrew it", "ACL rebuilt 6 years ago, back to football") names no current condition, and a warning
  // sign told as over long ago ("fainted once as a teenager, never since") none either. A sign or a
  // problem back, new or worse stays (words.ts CHANGED).
  const past = all.map((clause, index) => isHistory(clause, all[index + 1]));
  const current = all.filter((_, index) => !past[index]);
  // Anything back, new or worse anywhere in the text keeps every sign in it now.
  const changed = all.some((clause) => CHANGED.test(clause));
  const oldSigns = changed ? [] : all.filter((clause, index) => isHistory(clause, all[index + 1], true));
  const signs = all.filter((clause) => !oldSigns.includes(clause));
  const signTexts = oldSigns.length
    ? texts.map((text) => {
        const kept = clauses(text).filter((clause) => !oldSigns.includes(clause));
        return kept.join(', ');
      })
    : texts;
  const findings: Finding[] = [];
  const conditions = new Set<Condition>();
  let understood = past.some(Boolean);
  const add = (code: ScreeningReasonCode) => {
    if (!findings.some((finding) => finding.code === code)) findings.push({ code });
  };

  if (ownMention(signs, CHEST)) add('chest-symptoms');
  if (ownMention(signs, DIZZY)) add('dizziness-or-fainting');
  // A heart that races with love or excitement is a figure of speech (redFlags.ts reads it so too).
  if (
    ownMention(
      all.filter((clause) => !EMOTION.test(clause)),
      PALPITATIONS,
    )
  )
    add('palpitations');
  // Warning signs by word classes (redFlags.ts): the same signs in the words people use.
  let breathOnly = true;
  for (const text of signTexts)
    for (const flag of readRedFlags(text)) {
      add(flag.code);
      if (flag.code === 'exertional-symptoms' && flag.signs.some((sign) => sign !== 'breath'))
        breathOnly = false;
    }
  const everydayBreath =
    findings.some((finding) => finding.code === 'exertional-symptoms') && breathOnly && !changed;
  // "Work gives me a heart attack", "mi jefe me va a dar un infarto": a figure of speech, not a history.
  const literal = all.map((clause) => clause.replace(FIGURE_HEART, ' figure '));
  if (ownMention(literal, HEART)) add('heart-disease');
  if (readNerveRedFlag(current)) add('nerve-red-flag');
  // Red flags outside the heart (bodyRedFlags.ts): the legs' circulation, the spine, disordered eating.
  if (readClaudication(current)) add('circulation-red-flag');
  if (readSpineRedFlag(all, age)) add('spine-red-flag');
  if (readDisorderedEating(all)) add('disordered-eating');
  // Lymphoedema lasts: "since surgery years ago" is how long it has been there, not history.
  if (ownMention(all, LYMPHOEDEMA)) add('lymphoedema');
  if (ownMention(all, STROKE)) add('stroke');
  if (ownMention(all, SUPERVISION) || doctorLimited(all)) add('supervision-advised');

  const details = noPopulationDetails();
  details.illness = readIllness(all);
  details.postpartum = readPostpartum(all);
  const replacement = readJointReplacement(all);
  if (replacement) {
    const { recent, ...rest } = replacement;
    details.jointReplacement = rest;
    if (recent) add('recent-surgery');
    understood = true;
  }
  details.wheelchair = readWheelchair(all);
  details.limbLoss = readLimbLoss(all);
  details.neurological = readNeurological(all);
  details.copd = readCopd(all);
  details.cancerTreatment = readCancerTreatment(all);
  details.frailty = readFrailty(all, age);
  details.lowEnergyIntake = readLowEnergyIntake(all) || readDisorderedEating(all);
  details.severeObesity = readSevereObesity(all);

  // Surgery: recent (12 weeks or less), still in rehab, or undated means clearance first. Rehab said in
  // the next clause ("shoulder surgery 5 months ago, still doing physio") belongs to it; a finished
  // rehab ("physio ended in the spring") or a surgery still to come ("waiting for surgery") is not now.
  for (const [index, clause] of all.entries()) {
    const organRemoved = ORGAN.test(clause) && REMOVED.test(clause);
    // Limb loss is its population: an amputation or its prosthesis is an operation now only when said
    // to be recent ("amputated 6 weeks ago"), not years ago or undated ("wear a prosthesis").
    if (details.limbLoss && (namesLimbLoss(clause) || /prosthe|protesis/.test(clause))) {
      const ago = weeksAgo(clause);
      if (ago !== null && ago <= 12 && !FUTURE.test(clause)) add('recent-surgery');
      continue;
    }
    // An operation told by its screws, plate or a cast just off, recent: clearance, and the limb waits.
    if (readHardwareOperation(clause) !== null && !FUTURE.test(clause)) {
      add('recent-surgery');
      understood = true;
      continue;
    }
    const surgery = ownMention([clause], SURGERY) ?? (organRemoved ? ownMention([clause], ORGAN) : null);
    if (!surgery) continue;
    understood = true;
    if (FUTURE.test(clause)) continue;
    // A joint replacement was read above, with its own time.
    if (replacement && /replace|protesis|arthroplast|artroplast|reemplaz/.test(clause)) continue;
    const next = all[index + 1] ?? '';
    const ago = weeksAgo(clause) ?? (IN_REHAB.test(next) || FINISHED.test(next) ? weeksAgo(next) : null);
    const finished = FINISHED.test(clause) || FINISHED.test(next);
    const rehab = !finished && (IN_REHAB.test(clause) || (IN_REHAB.test(next) && !HISTORY_ONLY.test(next)));
    if ((HISTORY_ONLY.test(clause) || HISTORY_ONLY.test(next) || finished) && !rehab && (ago ?? 13) > 12)
      continue;
    if (rehab || ago === null || ago <= 12) add('recent-surgery');
  }

  const pressure = ownMention(all, BLOOD_PRESSURE);
  if (pressure) {
    // A reading anywhere in the text ("presión alta, 180/110, sin tratar" is three clauses), a word of
    // severity in the clause or the next, or a symptom of severe pressure anywhere: see a doctor first.
    const at = all.indexOf(pressure.clause);
    const high = all.some((clause) => {
      const reading = BP_READING.exec(clause);
      return reading !== null && (Number(reading[1]) >= 160 || Number(reading[2]) >= 100);
    });
    const severe = UNCONTROLLED.test(pressure.clause) || UNCONTROLLED.test(all[at + 1] ?? '');
    if (severe || high || bpSymptom(current)) add('uncontrolled-blood-pressure');
    else if (!/\blow\b|\bbaja\b/.test(pressure.clause)) {
      add('high-blood-pressure');
      conditions.add('high-blood-pressure');
    }
  }

  let pregnancy: Population['pregnancy'] = null;
  // A past pregnancy ("had my baby 4 months ago") is read: the postpartum population, not a pregnancy.
  if (all.some((clause) => NOT_PREGNANT_NOW.test(clause))) understood = true;
  const pregnant = ownMention(all, PREGNANT);
  if (
    pregnant &&
    !NOT_PREGNANT_NOW.test(pregnant.clause) &&
    !/\b(not|no)\b.{0,12}(pregnan|embarazad)/.test(pregnant.clause)
  ) {
    pregnancy = { weeks: pregnancyWeeks(all) };
    if (
      all.some(
        (clause) =>
          ownMention([clause], PREGNANCY_COMPLICATION) !== null &&
          !/\bno\b.{0,20}(complica|riesgo|risk)/.test(clause),
      )
    )
      add('pregnancy-complications');
    else add('pregnancy');
  }

  for (const clause of current) {
    const joint = ownMention([clause], JOINT_RED_FLAG);
    // Swelling, locking or giving way of a joint; lymphoedema, swollen ankles in pregnancy and a swollen
    // throat in a cold are not joints.
    if (joint && !/lymph|linfedema|pregnan|embaraz|throat|garganta|gland|ganglio/.test(clause))
      add('joint-red-flag');
  }

  if (ownMention(current, DIABETES)) {
    add('diabetes');
    conditions.add('diabetes');
    // A foot ulcer stays a risk after it heals, so the whole text counts (history included).
    if (
      ownMention(all, DIABETES_COMPLICATION) ||
      all.some((clause) => FEET.test(clause) && ownMention([clause], NUMB_FEET) !== null)
    )
      conditions.add('diabetes-complications');
  }
  // Fragile bones last: a vertebral fracture years ago still marks a spine to spare (docs/coaching.md
  // "Populations"), so these read the whole text, history included.
  if (ownMention(all, OSTEOPOROSIS)) {
    add('osteoporosis');
    conditions.add('osteoporosis');
  }
  if (ownMention(all, VERTEBRAL_FRACTURE)) {
    add('osteoporosis');
    conditions.add('osteoporosis');
    conditions.add('vertebral-fracture');
  }
  // COPD is not asthma: its inhaler says nothing about asthma.
  const asthma = ownMention(current, ASTHMA);
  if (asthma && !(details.copd && !/asthma|asma/.test(asthma.match[0]))) {
    add('asthma');
    conditions.add('asthma');
  }
  const hernia = ownMention(current, HERNIA);
  if (hernia && !DISC_HERNIA.test(hernia.clause)) {
    add('hernia');
    conditions.add('hernia');
  }
  if (ownMention(current, ARTHRITIS)) {
    add('arthritis');
    conditions.add('arthritis');
    // Rheumatoid arthritis is a disease of the small joints first (NICE NG100): said so, or the hands,
    // wrists or fingers named with any arthritis, the plan spares the grip.
    if (
      current.some(
        (clause) =>
          (ARTHRITIS.test(clause) && HANDS.test(clause)) || /rheumat|reumatoide|\bra\b/.test(clause),
      )
    )
      conditions.add('hand-arthritis');
  }
  for (const clause of current) {
    const sprain = ownMention([clause], SPRAIN);
    if (!sprain) continue;
    understood = true;
    const ago = weeksAgo(clause);
    if (ago === null || ago <= 6) {
      add('recent-sprain');
      conditions.add('recent-sprain');
    }
  }
  for (const clause of current) {
    const pain = ownMention([clause], PAIN);
    if (!pain) continue;
    if (CHEST.test(clause)) continue;
    const lasted =
      lastedWeeks(clause) ??
      (/\b(for|since) (months|weeks|ages)\b|desde hace (meses|semanas|tiempo)|hace meses que|llevo meses/.test(
        clause,
      )
        ? 12
        : null);
    if (lasted !== null && lasted > 4) add('persistent-pain');
  }
  addPopulationFindings(details, add, conditions);
  if (age < 18) add('under-18');
  if (age >= 65) add('older-adult');
  // A professional's clearance with no warning sign told: a known heart condition is adapted (moderate
  // effort, ACSM 2015), and an operation the surgeon or physio has signed off is no longer a stop
  // (screen() drops it; a joint replacement keeps its precautions).
  // A sign a professional has examined with tests and cleared ("stress test and echo, it was reflux, all
  // clear") is answered, unless the text says it is back, new or worse (CHANGED): PAR-Q+ asks about
  // symptoms of an unknown cause.
  if (!changed && clearedByProfessional(all) && all.some((clause) => TESTED.test(clause)))
    for (const code of WARNING_SIGNS) {
      const at = findings.findIndex((finding) => finding.code === code);
      if (at >= 0) findings.splice(at, 1);
    }
  const cleared =
    clearedByProfessional(all) &&
    !findings.some(
      (finding) =>
        WARNING_SIGNS.has(finding.code) ||
        finding.code === 'supervision-advised' ||
        finding.code === 'uncontrolled-blood-pressure' ||
        finding.code === 'stroke' ||
        finding.code === 'nerve-red-flag' ||
        finding.code === 'circulation-red-flag' ||
        finding.code === 'spine-red-flag' ||
        finding.code === 'disordered-eating',
    );
  if (cleared && findings.some((finding) => finding.code === 'heart-disease')) {
    findings.splice(
      findings.findIndex((finding) => finding.code === 'heart-disease'),
      1,
    );
    add('heart-condition');
    conditions.add('heart-condition');
  }
  if (cleared) understood = true;
  return { findings, pregnancy, conditions, details, understood, everydayBreath, cleared };
}

/** The reason codes of the populations present (the same for answers and text). */
function addPopulationFindings(
  details: PopulationDetails,
  add: (code: ScreeningReasonCode) => void,
  conditions: Set<Condition>,
) {
  if (details.illness === 'fever') add('acute-illness');
  if (details.illness === 'recoveringFromInfection') add('return-after-illness');
  if (details.illness === 'aboveTheNeck') add('head-cold');
  if (details.postpartum) {
    add('postpartum');
    if (details.postpartum.separationOrLeaking) add('pelvic-floor-symptoms');
    // A caesarean is surgery (docs/coaching.md): the first 12 weeks, or an unknown time, ask for clearance.
    if (details.postpartum.caesarean && (details.postpartum.weeksSinceBirth ?? 0) <= 12)
      add('recent-surgery');
  }
  if (details.jointReplacement) add('joint-replacement');
  if (details.wheelchair) add('wheelchair');
  if (details.limbLoss) add('limb-loss');
  if (details.neurological) add('neurological');
  if (details.copd) {
    add('copd');
    conditions.add('copd');
  }
  if (details.cancerTreatment) add('cancer-treatment');
  if (details.frailty) add('frailty-falls');
  if (details.lowEnergyIntake) add('low-energy-intake');
  if (details.severeObesity) add('severe-obesity');
}

function pregnancyWeeks(all: string[]): number | null {
  for (const clause of all) {
    const weeks = /(\d{1,2})\s*(?:weeks?|wks?|semanas?)/.exec(clause);
    if (weeks && /pregnan|embaraz|gestac|along|de embarazo|weeks?$|semanas?$/.test(clause))
      return Number(weeks[1]);
    const months = /(\d)\s*(?:months?|meses)/.exec(clause);
    if (months && /pregnan|embaraz|gestac|de embarazo/.test(clause))
      return Math.round(Number(months[1]) * 4.35);
    const trimester = /(first|1st|primer|second|2nd|segundo|third|3rd|tercer)\s*(trimester|trimestre)/.exec(
      clause,
    );
    if (trimester)
      return /first|1st|primer/.test(trimester[1]!) ? 8 : /second|2nd|segundo/.test(trimester[1]!) ? 20 : 32;
  }
  return null;
}

/** Every topic the text readers above know, in one pattern (a clause naming one has been read). */
export const KNOWN_TOPICS = new RegExp(
  [
    CHEST,
    DIZZY,
    PALPITATIONS,
    HEART,
    STROKE,
    SUPERVISION,
    SURGERY,
    ORGAN,
    BLOOD_PRESSURE,
    PREGNANT,
    NOT_PREGNANT_NOW,
    JOINT_RED_FLAG,
    DIABETES,
    OSTEOPOROSIS,
    VERTEBRAL_FRACTURE,
    ASTHMA,
    HERNIA,
    ARTHRITIS,
    SPRAIN,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

/** Treatment and care of something named: tablets, an injection, a check-up, "under control". */
const CARE =
  /tablet|pill|\bmeds\b|medicat|medicine|pastilla|medicament|medicacion|tratamiento|treatment|inject|inyecc|control|check-?up|revision|doctor|medico|specialist|especialista|consultant|nurse|enfermer/;

/** What the whole text said, which places a clause that only gives a detail of it. */
type PlacementContext = {
  details: PopulationDetails;
  /** Pregnant: a bleed or pre-eclampsia is a complication read. */
  pregnant: boolean;
  /** A condition, an operation or an injury: "still in rehab" or "on tablets for it" belongs to it. */
  named: boolean;
};

/**
 * Whether the coach's readers place a clause: it names a topic they read (a warning sign, a condition, a
 * population, an operation, an injury the table knows, pain for more than four weeks), or a detail of
 * one the whole text names. A clause no reader places is asked about.
 */
function placed(clause: string, context: PlacementContext): boolean {
  // A clause told as over is read: history, not now.
  if (isHistory(clause)) return true;
  // Tired or sore muscles after training ("arms sore after the gym", "agujetas tras el partido"):
  // ordinary, read; a pain that lasts or a joint is read by the rules below.
  if (MUSCLE_TIREDNESS.test(clause) && afterTraining(clause) && !/joint|articul|sharp|punzad/.test(clause))
    return true;
  if (KNOWN_TOPICS.test(clause) || namesPopulationTopic(clause) || detailPlaced(context.details, clause))
    return true;
  if (context.pregnant && PREGNANCY_COMPLICATION.test(clause)) return true;
  if (context.named && (IN_REHAB.test(clause) || FINISHED.test(clause) || CARE.test(clause))) return true;
  if (LYMPHOEDEMA.test(clause)) return true;
  // Headaches, blurred vision or nosebleeds beside a blood pressure named in the text: read with it.
  if (context.named && BP_SYMPTOM.test(clause)) return true;
  if (readRedFlags(clause).length > 0) return true;
  if (PAIN.test(clause) && (lastedWeeks(clause) ?? 0) > 4) return true;
  return readInjuries(clause).found.length > 0;
}

const MUSCLE_TIREDNESS =
  /\b(sore|soreness|stiff|achy|heavy|tired|dead|dying|died|destroyed|wrecked|wiped|knackered|shattered|cooked|fried|doms|cargad[oa]s?|agujetas|pesad[oa]s?|cansad[oa]s?|molid[oa]s?|muero|muriendo|muert[oa]s?|reventad[oa]s?|destrozad[oa]s?|hech[oa] polvo)\b/;
/** "After" and then a session: two searches, not one pattern with `.*` between (linear; regex-safety test). */
const AFTER = /\b(after|post|despues de|tras)\b/;
const TRAINING_SESSION =
  /\b(gym|workout|training|session|class|run|push-?ups|pull-?ups|bench|squats|leg day|legs|match|game|gimnasio|entreno|entrenamiento|sesion|clase|partido|dominadas|flexiones|sentadillas|correr|pierna|piernas|dia de pierna)\b/;
function afterTraining(clause: string): boolean {
  const after = AFTER.exec(clause);
  return after !== null && TRAINING_SESSION.test(clause.slice(after.index));
}

/** A lung condition the screen's answers declare, not said to be uncontrolled. */
function managedLung(answers: ScreeningAnswers | undefined): boolean {
  if (!answers) return false;
  const declared = answers.parq.heartCondition || answers.conditions.includes('heartOrLungCondition');
  const kind = answers.followUp.heartOrLung;
  return declared && (kind === 'asthma' || kind === 'copd') && answers.followUp.controlled !== false;
}

/** The everyday symptoms and care of conditions the screen declares: read as theirs, not asked about. */
const DECLARED_SYMPTOMS: { declared(answers: ScreeningAnswers): boolean; words: RegExp }[] = [
  {
    declared: managedLung,
    words:
      /wheez|breath|puff|inhaler|cough|chest (gets |feels )?tight|ahog|aire|aliento|inhalador|pitos|sibil|\btos\b|toso/,
  },
  {
    declared: (answers) => answers.conditions.includes('diabetes'),
    words: /sugar|glucose|hypo|insulin|shaky|azucar|glucosa|hipoglucemia|bajada|insulina|tembl/,
  },
  {
    declared: (answers) => answers.parq.boneOrJointProblem,
    words: /stiff|ache|achy|sore|creak|rigid|molest|agujet|cruj/,
  },
];

/** The free text's health reading, the injury field presumed to be about health when answered yes. */
function readHealthText(input: {
  age: number;
  injuryAnswer: 'yes' | 'no';
  injuryDetails: string;
  notes: string;
  otherTexts: readonly string[];
  /** The whole text's reading, when the caller has it already. */
  reading?: TextReading;
  /** The screen's answers, whose declared conditions place their everyday symptoms. */
  answers?: ScreeningAnswers;
  injuries?: number;
}): { reading: HealthTextReading; unplaced: string[] } {
  const texts = [input.injuryDetails, input.notes, ...input.otherTexts].filter((text) => text.trim());
  const whole = input.reading ?? readText(texts, input.age);
  const context: PlacementContext = {
    details: whole.details,
    pregnant: whole.pregnancy !== null,
    named:
      whole.understood ||
      whole.findings.some((finding) => finding.code !== 'older-adult' && finding.code !== 'under-18') ||
      (input.injuries ?? readInjuries(input.injuryDetails, input.notes, input.otherTexts).found.length) > 0,
  };
  const declared = DECLARED_SYMPTOMS.filter(
    (entry) => input.answers !== undefined && entry.declared(input.answers),
  );
  const place = (clause: string) =>
    placed(clause, context) || declared.some((entry) => entry.words.test(clause));
  const details = input.injuryDetails.trim();
  // "Yes, I have an injury" and nothing readable after it: the coach cannot place it, so it asks.
  if (input.injuryAnswer === 'yes' && !/[\p{L}\p{N}]/u.test(details)) {
    const rest = classifyHealthText(
      [input.notes, ...input.otherTexts].map((text) => ({ text, presumed: false })),
      place,
    );
    return { reading: 'unplaced', unplaced: ['', ...rest.unplaced] };
  }
  const result = classifyHealthText(
    [
      { text: details, presumed: input.injuryAnswer === 'yes' },
      { text: input.notes, presumed: false },
      ...input.otherTexts.map((text) => ({ text, presumed: false })),
    ],
    place,
  );
  // A warning sign in words outside the health vocabulary ("se me nubla la vista corriendo") was read:
  // the text is understood, not harmless.
  const sign = whole.findings.some((finding) => WARNING_SIGNS.has(finding.code));
  if (result.reading === 'harmless' && sign) return { reading: 'understood', unplaced: [] };
  return result;
}
const WARNING_SIGNS: ReadonlySet<ScreeningReasonCode> = new Set<ScreeningReasonCode>([
  'chest-symptoms',
  'dizziness-or-fainting',
  'palpitations',
  'exertional-symptoms',
]);

/** What the chat asks before generating (POST /api/screening/health-text): never the text itself. */
export function readHealthTextForFollowUp(input: {
  injuryDetails: string;
  additionalNotes: string;
  hasInjuries?: 'yes' | 'no';
}): HealthTextResult {
  const { reading } = readHealthText({
    age: 30,
    injuryAnswer: input.hasInjuries ?? 'no',
    injuryDetails: input.injuryDetails,
    notes: input.additionalNotes,
    otherTexts: [],
  });
  const ask = reading === 'unplaced' ? (['textOnExertion', 'textSeenByDoctor'] as const) : [];
  return { reading, followUpNeeded: ask.length > 0, ask: [...ask] };
}

type AnswerReading = {
  findings: Finding[];
  conditions: Set<Condition>;
  pregnancy: Population['pregnancy'] | undefined;
  details: Partial<PopulationDetails>;
  /** A yes the answers leave without detail: the cautious default. */
  cautious: boolean;
};

/** The screen's answers (src/contract/screeningQuestions.ts) into reasons and populations. */
function readAnswers(answers: ScreeningAnswers, textHasInjury: boolean): AnswerReading {
  const { parq, conditions: chosen, followUp } = answers;
  const has = (condition: (typeof chosen)[number]) => chosen.includes(condition);
  const findings: Finding[] = [];
  const conditions = new Set<Condition>();
  const details: Partial<PopulationDetails> = {};
  let cautious = false;
  const add = (code: ScreeningReasonCode) => {
    if (!findings.some((finding) => finding.code === code)) findings.push({ code });
  };
  const cleared = followUp.professionalAdvice === 'clearedToExercise';

  if (parq.chestPain) add('chest-symptoms');
  if (parq.dizzinessOrFainting) add('dizziness-or-fainting');
  if (parq.supervisedOnly || followUp.professionalAdvice === 'supervisedOnly') add('supervision-advised');
  // Chest pain, breathlessness, palpitations or dizziness when active: unsure is read as yes.
  if (followUp.symptomsOnExertion === 'yes' || followUp.symptomsOnExertion === 'unsure')
    add('exertional-symptoms');

  // A heart or lung condition: which one, controlled or not, cleared by a professional or not.
  if (parq.heartCondition || has('heartOrLungCondition')) {
    const kind = followUp.heartOrLung ?? (parq.heartCondition ? 'heart' : 'other');
    const uncontrolled = followUp.controlled === false;
    switch (kind) {
      case 'highBloodPressure':
        if (uncontrolled) add('uncontrolled-blood-pressure');
        else {
          add('high-blood-pressure');
          conditions.add('high-blood-pressure');
        }
        break;
      case 'heart':
        // Known heart disease: a professional's clearance first (ACSM 2015), unless they have given it.
        if (uncontrolled) add('uncontrolled-condition');
        if (cleared && !uncontrolled) {
          add('heart-condition');
          conditions.add('heart-condition');
        } else add('heart-disease');
        break;
      case 'copd':
        details.copd = true;
        if (uncontrolled) add('uncontrolled-condition');
        break;
      case 'asthma':
        add('asthma');
        conditions.add('asthma');
        if (uncontrolled) add('uncontrolled-condition');
        break;
      case 'other':
        if (uncontrolled) add('uncontrolled-condition');
        add('chronic-condition');
        conditions.add('chronic-condition');
        if (!cleared) cautious = true;
        break;
    }
  }
  if (has('diabetes')) {
    add('diabetes');
    conditions.add('diabetes');
  }
  if (has('pregnant')) {
    if (followUp.pregnancyComplications) add('pregnancy-complications');
    else add('pregnancy');
  }
  const pregnancy = has('pregnant') ? { weeks: followUp.pregnancyWeeks ?? null } : undefined;
  if (has('gaveBirthLastYear'))
    details.postpartum = {
      weeksSinceBirth: followUp.weeksSinceBirth ?? null,
      caesarean: followUp.caesarean ?? false,
      separationOrLeaking: followUp.separationOrLeaking ?? false,
    };
  if (has('illNow'))
    // Ill now and the kind not said: not a day to train.
    details.illness = followUp.illness ?? 'fever';
  if (has('recentOperation')) {
    const weeks = followUp.weeksSinceOperation;
    if (weeks === undefined || weeks <= 12) add('recent-surgery');
  }
  if (has('jointReplacement')) {
    const weeks = followUp.weeksSinceReplacement ?? null;
    details.jointReplacement = {
      joint: followUp.replacedJoint ?? null,
      weeksSince: weeks,
      precautions: followUp.movementPrecautions ?? false,
    };
    if (weeks !== null && weeks <= 12) add('recent-surgery');
  }
  if (has('wheelchairUser')) details.wheelchair = { legFunction: followUp.legFunction ?? null };
  if (has('limbLoss')) details.limbLoss = { limb: followUp.limb ?? null };
  if (has('walkingAidOrFall'))
    details.frailty = {
      walkingAid: followUp.usesWalkingAid ?? false,
      fellLastYear: followUp.fellLastYear ?? false,
      canGetUpFromFloor: followUp.canGetUpFromFloor ?? null,
    };
  if (has('cancerTreatment'))
    details.cancerTreatment = {
      catheterLine: followUp.catheterLine ?? false,
      lowBloodCounts: followUp.lowBloodCounts ?? false,
    };
  if (has('neurologicalCondition')) {
    // A stroke asks for clearance first unless a professional has cleared exercise.
    if (followUp.neurological === 'stroke' && !cleared) add('stroke');
    details.neurological = {
      kind: followUp.neurological ?? null,
      footDropOrPoorBalance: followUp.footDropOrPoorBalance ?? false,
    };
  }
  // Another chronic condition or its medication, with nothing more specific chosen.
  const specific = chosen.some((condition) =>
    ['heartOrLungCondition', 'diabetes', 'cancerTreatment', 'neurologicalCondition'].includes(condition),
  );
  if ((parq.chronicCondition || parq.chronicMedication) && !specific && !parq.heartCondition) {
    add('chronic-condition');
    conditions.add('chronic-condition');
    if (!cleared) cautious = true;
  }
  // A bone, joint or soft-tissue problem the text does not place (no injury named, no replacement).
  if (
    parq.boneOrJointProblem &&
    !textHasInjury &&
    !has('jointReplacement') &&
    !has('limbLoss') &&
    !has('recentOperation')
  ) {
    add('joint-problem');
    cautious = true;
  }
  return { findings, conditions, pregnancy, details, cautious };
}
const PROFESSIONAL_OF: Partial<Record<ScreeningReasonCode, Professional>> = {
  'chest-symptoms': 'doctor',
  'dizziness-or-fainting': 'doctor',
  palpitations: 'doctor',
  'heart-disease': 'doctor',
  stroke: 'doctor',
  'recent-surgery': 'surgeon-or-physiotherapist',
  'uncontrolled-blood-pressure': 'doctor',
  'pregnancy-complications': 'obstetric-carer',
  'supervision-advised': 'doctor',
  'joint-red-flag': 'physiotherapist',
  'nerve-red-flag': 'doctor',
  'circulation-red-flag': 'doctor',
  'spine-red-flag': 'doctor',
  'disordered-eating': 'doctor',
  lymphoedema: 'physiotherapist',
  pregnancy: 'obstetric-carer',
  'persistent-pain': 'physiotherapist',
  hernia: 'doctor',
  'acute-illness': 'doctor',
  'exertional-symptoms': 'doctor',
  'uncontrolled-condition': 'doctor',
  'pelvic-floor-symptoms': 'physiotherapist',
  'joint-replacement': 'surgeon-or-physiotherapist',
  'limb-loss': 'physiotherapist',
  neurological: 'physiotherapist',
  copd: 'doctor',
  'cancer-treatment': 'doctor',
  'frailty-falls': 'doctor',
  'low-energy-intake': 'doctor',
  'severe-obesity': 'doctor',
  'heart-condition': 'doctor',
  'chronic-condition': 'doctor',
  'joint-problem': 'physiotherapist',
};

/** Every reason in the coach's own words: what was understood, what the plan does, who to see. */
const REASON_TEXT: Record<Language, Record<ScreeningReasonCode, string>> = {
  en: {
    'chest-symptoms':
      'You mentioned symptoms in your chest. A doctor needs to check you before any hard training.',
    'dizziness-or-fainting':
      'You mentioned dizziness or fainting. A doctor should find the cause before you train hard.',
    palpitations:
      'You mentioned palpitations or an irregular heartbeat. Please see a doctor before you train hard.',
    'heart-disease':
      'You mentioned a heart condition or heart treatment. Your doctor or cardiac rehabilitation team should clear you and set your limits first.',
    stroke: 'You mentioned a stroke. Your doctor should clear you and set your limits before you train hard.',
    'recent-surgery':
      'You mentioned a recent operation. Your surgeon or physiotherapist should clear you before hard training, and their exercises come first.',
    'uncontrolled-blood-pressure':
      'You mentioned blood pressure that is very high or not under control. Please see a doctor before you train hard.',
    'pregnancy-complications':
      'You mentioned a pregnancy with complications. Your midwife or obstetrician must approve any exercise first.',
    'supervision-advised':
      "You said a doctor wants someone to oversee your training. Please follow that advice and start with your doctor's team.",
    'joint-red-flag':
      'You mentioned a joint that locks, gives way or swells. A physiotherapist or doctor should examine it before you load it.',
    pregnancy:
      'Pregnancy: moderate effort you can talk through, no lying flat on your back or on your belly, no jumping or heavy straining, and pelvic-floor work. Check the plan with your midwife or obstetrician, and stop and seek care if you notice bleeding, contractions, fluid loss, dizziness, chest pain or calf pain.',
    'older-adult':
      'Age 65 and over: balance and functional strength in every session, gradual progress, and no jumping or heavy spinal loading at older ages.',
    'under-18':
      'Under 18: technique first with light loads, no sets below 6 reps and nothing to failure. Train with a qualified adult nearby.',
    'high-blood-pressure':
      'High blood pressure: moderate resistance, keep breathing on every rep (never hold your breath under load) and no long heavy holds.',
    diabetes:
      'Diabetes: aerobic activity on most days and strength 2-3 days a week. If you use insulin, check your glucose before training and keep a snack at hand.',
    osteoporosis:
      'Osteoporosis or low bone density: progressive strength and balance, with no sit-ups, crunches or loaded twisting.',
    asthma:
      'Asthma: a longer warm-up, your reliever inhaler at hand, and no hard intervals in very cold, dry air.',
    hernia: 'Hernia: no heavy straining or breath-holding until a doctor has seen it.',
    arthritis:
      'Arthritis: low-impact aerobic work and strength, keeping each movement in a range that stays at 0-3 out of 10 pain.',
    'recent-sprain':
      'A recent sprain: no jumping or quick changes of direction on that joint while the rest of the body trains.',
    injury: 'Injuries: the plan leaves out the movements that load them and uses the alternatives.',
    'persistent-pain':
      'Pain that has lasted more than four weeks: a physiotherapist should look at it; meanwhile the plan stays gentle on that area.',
    'unread-health-text':
      'We could not understand part of what you wrote about your health, so the plan stays cautious: moderate effort with normal rests, and no intervals, jumping, maximal loads or unsupported single-leg balance work. If it comes on when you exert yourself, see a doctor before training hard.',
    'acute-illness':
      'You said you are ill now, with a fever, body aches or a chest infection: do not train until it has passed, and see a doctor if it does not settle; start this plan gently afterwards.',
    'exertional-symptoms':
      'You described symptoms that come with effort, such as unusual breathlessness or an arm or jaw that aches or goes numb. A doctor needs to check you before any hard training.',
    'uncontrolled-condition':
      'You said a heart, lung or other long-term condition is not under control. Please see your doctor before you train hard.',
    'pelvic-floor-symptoms':
      'You mentioned an abdominal separation, leaking or heaviness since giving birth. A pelvic-health physiotherapist should assess you first; meanwhile no planks, crunches, heavy straining, running or jumping.',
    'head-cold':
      'A cold above the neck: light activity at most until it clears, and no training if a fever or body aches appear.',
    'return-after-illness':
      'Coming back after an infection: about two weeks of light activity once you have been free of symptoms for about a week, and stop if you notice chest pain, palpitations or unusual breathlessness.',
    postpartum:
      'After giving birth: pelvic-floor and breathing work, walking and low-impact strength first, with no running or jumping before about 12 weeks and only without symptoms.',
    'joint-replacement':
      "Joint replacement: your surgeon's movement precautions come first, with low-impact work and no running or jumping unless your surgeon agrees.",
    wheelchair:
      'Wheelchair user: upper-body, trunk and arm aerobic work, with as much pulling as pushing to protect your shoulders, and nothing standing or leg-based that you cannot do.',
    'limb-loss':
      "Limb loss: seated and supported exercises, both sides trained where possible, and your prosthetist's or physiotherapist's advice on loading the residual limb.",
    neurological:
      'Neurological condition: moderate effort at the time of day you are least tired, without overheating, and seated or supported exercises when balance or foot drop is a problem.',
    copd: 'COPD: endurance work paced to a breathlessness of about 4 to 6 out of 10, longer rests and limb strength; a pulmonary rehabilitation programme is the best start.',
    'cancer-treatment':
      "During cancer treatment: moderate aerobic and strength work adjusted to your fatigue, no heavy loading of an arm with a line and no swimming with one, and no crowded gyms or pools while your blood counts are low. Your oncology team's advice comes first.",
    'frailty-falls':
      'Walking aid or a recent fall: chair-based strength, balance always with a support at hand, no floor work unless you can get down and up, and ask your doctor about a falls assessment.',
    'low-energy-intake':
      'What you wrote about eating very little or losing weight very quickly matters, so this plan is about health and strength, not weight loss. Please talk to a doctor or a dietitian, who can help.',
    'severe-obesity':
      'Start low-impact and moderate, building gradually. If you get breathless on one flight of stairs, let a doctor check you first.',
    'heart-condition':
      'Heart condition cleared for exercise: moderate effort within the limits your doctor set, a long warm-up and cool-down, and stop on chest pain, dizziness or palpitations.',
    'chronic-condition':
      'A long-term condition or its medication: the plan stays at moderate effort; check it with your doctor.',
    'circulation-red-flag':
      'You mentioned pain, cramp or burning in your legs that comes on when you walk and settles when you stop. That can be the circulation to the legs, and a doctor should check it before you train.',
    'spine-red-flag':
      'You mentioned back pain together with a warning sign (pain at night that does not ease, weight lost without trying, a cancer, a fever, or new pain getting worse). A doctor should check your back before you train.',
    'disordered-eating':
      'You mentioned making yourself sick, taking laxatives or water pills, or eating very little. You deserve support, not a harder plan: please talk to a doctor first. If you are under 18, tell a parent or another adult you trust too.',
    'nerve-red-flag':
      'You mentioned back pain with numbness or tingling in both legs or between the legs, trouble controlling your bladder or bowels, or legs getting weaker. These can mean a trapped nerve root that needs a doctor urgently, today: please see one (or go to an emergency department) before any training.',
    lymphoedema:
      'Lymphoedema: strength training is safe and helps when it starts light and grows slowly. Wear your compression garment if you have one, and tell your lymphoedema therapist if the swelling, heaviness or tightness changes.',
    'joint-problem':
      'A bone, joint or soft-tissue problem that the plan could not place: it stays low-impact and moderate. Name the area in the injury question to adapt the exercises to it.',
  },
  es: {
    'chest-symptoms':
      'Mencionaste síntomas en el pecho. Un médico debe revisarte antes de cualquier entrenamiento intenso.',
    'dizziness-or-fainting':
      'Mencionaste mareos o desmayos. Un médico debe encontrar la causa antes de que entrenes fuerte.',
    palpitations:
      'Mencionaste palpitaciones o un latido irregular. Consulta a un médico antes de entrenar fuerte.',
    'heart-disease':
      'Mencionaste una afección o un tratamiento del corazón. Tu médico o tu equipo de rehabilitación cardiaca debe darte el visto bueno y fijar tus límites primero.',
    stroke:
      'Mencionaste un ictus (accidente cerebrovascular). Tu médico debe darte el visto bueno y fijar tus límites antes de entrenar fuerte.',
    'recent-surgery':
      'Mencionaste una operación reciente. Tu cirujano o tu fisioterapeuta debe darte el alta para entrenar fuerte, y sus ejercicios van primero.',
    'uncontrolled-blood-pressure':
      'Mencionaste una presión arterial muy alta o sin controlar. Consulta a un médico antes de entrenar fuerte.',
    'pregnancy-complications':
      'Mencionaste un embarazo con complicaciones. Tu matrona (partera) o tu obstetra debe aprobar cualquier ejercicio primero.',
    'supervision-advised':
      'Dijiste que un médico quiere que alguien controle tu entrenamiento. Sigue esa indicación y empieza con el equipo de tu médico.',
    'joint-red-flag':
      'Mencionaste una articulación que se bloquea, falla o se hincha. Un fisioterapeuta o un médico debe explorarla antes de cargarla.',
    pregnancy:
      'Embarazo: esfuerzo moderado con el que puedas hablar, nada tumbada boca arriba ni boca abajo, sin saltos ni esfuerzos con apnea, y trabajo de suelo pélvico. Revisa el plan con tu matrona (partera) o con tu obstetra, y detente y busca atención si notas sangrado, contracciones, pérdida de líquido, mareo, dolor en el pecho o en la pantorrilla.',
    'older-adult':
      'A partir de 65 años: equilibrio y fuerza funcional en cada sesión, progreso gradual y, a edades más avanzadas, sin saltos ni cargas pesadas sobre la columna.',
    'under-18':
      'Menos de 18 años: primero la técnica con cargas ligeras, ninguna serie de menos de 6 repeticiones y nada hasta el fallo. Entrena con un adulto cualificado cerca.',
    'high-blood-pressure':
      'Presión arterial alta: fuerza con cargas moderadas, respira en cada repetición (nunca aguantes la respiración con carga) y sin isométricos largos y pesados.',
    diabetes:
      'Diabetes: actividad aeróbica casi todos los días y fuerza 2-3 días por semana. Si usas insulina, mide tu glucosa antes de entrenar y ten algo de comer a mano.',
    osteoporosis:
      'Osteoporosis o baja densidad ósea: fuerza progresiva y equilibrio, sin abdominales de flexión ni giros con carga.',
    asthma:
      'Asma: un calentamiento más largo, tu inhalador de rescate a mano y sin intervalos intensos con aire muy frío y seco.',
    hernia: 'Hernia: sin esfuerzos fuertes ni aguantar la respiración hasta que la vea un médico.',
    arthritis:
      'Artrosis o artritis: aeróbico de bajo impacto y fuerza, con cada movimiento en un rango que no pase de 0-3 sobre 10 de dolor.',
    'recent-sprain':
      'Un esguince reciente: sin saltos ni cambios bruscos de dirección con esa articulación mientras entrena el resto del cuerpo.',
    injury: 'Lesiones: el plan deja fuera los movimientos que las cargan y usa alternativas.',
    'persistent-pain':
      'Dolor de más de cuatro semanas: conviene que lo vea un fisioterapeuta; mientras tanto el plan trata esa zona con suavidad.',
    'unread-health-text':
      'No entendimos parte de lo que escribiste sobre tu salud, así que el plan es prudente: esfuerzo moderado con descansos normales, sin intervalos, saltos, cargas máximas ni equilibrio sobre una pierna sin apoyo. Si aparece al hacer esfuerzo, consulta a un médico antes de entrenar fuerte.',
    'acute-illness':
      'Dijiste que ahora estás enfermo, con fiebre, dolor de cuerpo o una infección de pecho: no entrenes hasta que haya pasado y consulta a un médico si no mejora; después empieza este plan con suavidad.',
    'exertional-symptoms':
      'Describiste síntomas que aparecen con el esfuerzo, como una falta de aire inusual o un brazo o la mandíbula que duelen o se duermen. Un médico debe revisarte antes de cualquier entrenamiento intenso.',
    'uncontrolled-condition':
      'Dijiste que una afección del corazón, de los pulmones u otra crónica no está controlada. Consulta a tu médico antes de entrenar fuerte.',
    'pelvic-floor-symptoms':
      'Mencionaste una separación abdominal, escapes de orina o pesadez desde el parto. Primero debe valorarte un fisioterapeuta de suelo pélvico; mientras tanto, sin planchas, abdominales de flexión, esfuerzos fuertes, carrera ni saltos.',
    'head-cold':
      'Un resfriado de cuello para arriba: como mucho actividad ligera hasta que se pase, y nada de entrenar si aparecen fiebre o dolor de cuerpo.',
    'return-after-illness':
      'Vuelta tras una infección: unas dos semanas de actividad ligera cuando lleves alrededor de una semana sin síntomas, y detente si notas dolor en el pecho, palpitaciones o una falta de aire inusual.',
    postpartum:
      'Después del parto: primero suelo pélvico y respiración, caminar y fuerza de bajo impacto, sin correr ni saltar antes de unas 12 semanas y solo sin síntomas.',
    'joint-replacement':
      'Prótesis articular: primero las precauciones de movimiento que te dio tu cirujano, con trabajo de bajo impacto y sin correr ni saltar salvo que tu cirujano lo apruebe.',
    wheelchair:
      'Usuario de silla de ruedas: tren superior, tronco y aeróbico con los brazos, con tanto tirón como empuje para proteger los hombros, y nada de pie ni con las piernas que no puedas hacer.',
    'limb-loss':
      'Amputación: ejercicios sentado y con apoyo, trabajando los dos lados cuando se pueda, y el consejo de tu protésico o fisioterapeuta sobre cómo cargar el muñón.',
    neurological:
      'Afección neurológica: esfuerzo moderado en el momento del día con menos cansancio, sin acalorarte, y ejercicios sentado o con apoyo cuando el equilibrio o el pie caído sean un problema.',
    copd: 'EPOC: trabajo de resistencia a una falta de aire de 4 a 6 sobre 10, descansos más largos y fuerza de brazos y piernas; un programa de rehabilitación respiratoria es el mejor comienzo.',
    'cancer-treatment':
      'Durante el tratamiento del cáncer: aeróbico y fuerza moderados según tu cansancio, sin cargar fuerte un brazo con catéter ni nadar con él, y sin gimnasios ni piscinas concurridos mientras tengas las defensas bajas. Primero el consejo de tu equipo de oncología.',
    'frailty-falls':
      'Andador, bastón o una caída reciente: fuerza desde la silla, equilibrio siempre con un apoyo a mano, nada en el suelo salvo que puedas bajar y levantarte, y pide a tu médico una valoración de caídas.',
    'low-energy-intake':
      'Lo que escribiste sobre comer muy poco o perder peso muy deprisa importa, así que este plan trata de salud y fuerza, no de adelgazar. Habla con un médico o un dietista, que pueden ayudarte.',
    'severe-obesity':
      'Empieza con bajo impacto y esfuerzo moderado, y sube poco a poco. Si te falta el aire al subir un piso de escaleras, que te revise antes un médico.',
    'heart-condition':
      'Afección cardiaca con el visto bueno para el ejercicio: esfuerzo moderado dentro de los límites que fijó tu médico, calentamiento y vuelta a la calma largos, y detente ante dolor en el pecho, mareo o palpitaciones.',
    'chronic-condition':
      'Una afección crónica o su medicación: el plan se queda en esfuerzo moderado; revísalo con tu médico.',
    'circulation-red-flag':
      'Mencionaste dolor, calambre o ardor en las piernas que aparece al caminar y se calma al parar. Puede ser la circulación de las piernas, y un médico debe revisarlo antes de que entrenes.',
    'spine-red-flag':
      'Mencionaste dolor de espalda junto con una señal de alarma (dolor por la noche que no se calma, pérdida de peso sin buscarla, un cáncer, fiebre o un dolor nuevo que va a peor). Un médico debe revisar tu espalda antes de que entrenes.',
    'disordered-eating':
      'Mencionaste provocarte el vómito, tomar laxantes o diuréticos, o comer muy poco. Mereces apoyo, no un plan más duro: habla primero con un médico. Si tienes menos de 18 años, cuéntaselo también a tu madre, tu padre u otro adulto de confianza.',
    'nerve-red-flag':
      'Mencionaste dolor de espalda con hormigueo o adormecimiento en las dos piernas o entre las piernas, problemas para controlar la orina o las heces, o piernas cada vez más débiles. Puede ser un nervio atrapado que necesita un médico con urgencia, hoy mismo: consulta a uno (o ve a urgencias) antes de entrenar.',
    lymphoedema:
      'Linfedema: entrenar la fuerza es seguro y ayuda si empiezas con poco peso y subes poco a poco. Usa tu prenda de compresión si la tienes y avisa a tu fisioterapeuta de linfedema si cambian la hinchazón, la pesadez o la tirantez.',
    'joint-problem':
      'Un problema de huesos, articulaciones o tejidos blandos que el plan no pudo situar: se queda en bajo impacto y esfuerzo moderado. Indica la zona en la pregunta de lesiones para adaptar los ejercicios.',
  },
};

function reasonText(language: Language, code: ScreeningReasonCode): string {
  return REASON_TEXT[language][code];
}

const CLEARANCE: ReadonlySet<string> = new Set(CLEARANCE_REASONS);
/** The populations' codes: decided once from the answers and the text together. */
const POPULATION_CODES: ReadonlySet<ScreeningReasonCode> = new Set<ScreeningReasonCode>([
  'acute-illness',
  'return-after-illness',
  'head-cold',
  'postpartum',
  'pelvic-floor-symptoms',
  'joint-replacement',
  'wheelchair',
  'limb-loss',
  'neurological',
  'copd',
  'cancer-treatment',
  'frailty-falls',
  'low-energy-intake',
  'severe-obesity',
]);

/** The text without its clauses about limb loss or a spinal cord injury, for the joint-injury table. */
function withoutPopulationClauses(text: string, limbLoss = false): string {
  return clauses(text)
    .filter((clause) => !NOT_A_JOINT_INJURY.test(clause) && !(limbLoss && LIMB_LEVEL.test(clause)))
    .join('. ');
}
/** How a limb's loss is described once the screen has said it is lost: its level, its prosthesis. */
const LIMB_LEVEL =
  /below|above|from the (knee|elbow)|(knee|elbow) down|debajo|encima|desde (la rodilla|el codo)|prosthe|protesis|socket|encaje|\bstump\b|munon|residual/;

/**
 * Reads the screen's answers, when sent, and the answers' health content: injury details, notes and
 * every `other:` text, with the age. `injuryAnswer` is the injury question's answer; details are read
 * whatever it says, because people answer "no" and then describe a problem.
 */
export function screen(input: {
  language: Language;
  age: number;
  injuryAnswer: 'yes' | 'no';
  injuryDetails: string;
  notes: string;
  otherTexts: string[];
  answers?: ScreeningAnswers;
}): ScreeningReading {
  const texts = [input.injuryDetails, input.notes, ...input.otherTexts].filter((text) => text.trim());
  const text = readText(texts, input.age);
  // With limb loss answered in the screen, "left leg, below the knee" describes the limb, not a knee.
  const limbAnswered = input.answers?.conditions.includes('limbLoss') ?? false;
  const strip = (value: string) => withoutPopulationClauses(value, limbAnswered);
  const injuryReading = readInjuries(
    strip(input.injuryDetails),
    strip(input.notes),
    input.otherTexts.map(strip),
  );
  const injuries = injuryReading.found;

  const findings: Finding[] = text.findings.filter((finding) => !POPULATION_CODES.has(finding.code));
  const add = (code: ScreeningReasonCode) => {
    if (!findings.some((finding) => finding.code === code)) findings.push({ code });
  };
  const drop = (code: ScreeningReasonCode) => {
    const at = findings.findIndex((finding) => finding.code === code);
    if (at >= 0) findings.splice(at, 1);
  };
  const conditions = new Set(text.conditions);
  const details: PopulationDetails = { ...text.details };
  let pregnancy = text.pregnancy;
  let cautious = false;

  const answers = input.answers;
  if (answers) {
    const answered = readAnswers(answers, injuries.length > 0);
    // Where the answers give a detail, it wins over the text's reading of the same thing.
    for (const [key, value] of Object.entries(answered.details) as [keyof PopulationDetails, never][])
      if (value !== undefined) details[key] = value;
    // A limb answered without its level keeps the level the text gave ("below the knee").
    if (answered.details.limbLoss && answered.details.limbLoss.limb === null && text.details.limbLoss)
      details.limbLoss = { limb: text.details.limbLoss.limb };
    if (answered.pregnancy !== undefined) pregnancy = answered.pregnancy;
    const { followUp } = answers;
    const operatedLongAgo =
      (followUp.weeksSinceOperation ?? 0) > 12 || (followUp.weeksSinceReplacement ?? 0) > 12;
    if (operatedLongAgo && !answered.findings.some((finding) => finding.code === 'recent-surgery'))
      drop('recent-surgery');
    if (followUp.heartOrLung === 'highBloodPressure' && followUp.controlled === true) {
      drop('uncontrolled-blood-pressure');
      conditions.add('high-blood-pressure');
    }
    if (pregnancy && followUp.pregnancyComplications === false && answers.conditions.includes('pregnant'))
      drop('pregnancy-complications');
    // A lung condition declared in the screen and under control: breathlessness on the stairs told as
    // usual in the notes is its everyday symptom, not a new warning sign (PAR-Q+ asks about symptoms
    // of an unknown cause). A new, worse or different sign still counts (readText's everydayBreath).
    if (managedLung(answers) && text.everydayBreath) drop('exertional-symptoms');
    for (const condition of answered.conditions) conditions.add(condition);
    for (const finding of answered.findings) add(finding.code);
    cautious ||= answered.cautious;
  }
  if (pregnancy && !findings.some((f) => f.code === 'pregnancy' || f.code === 'pregnancy-complications'))
    add('pregnancy');
  if (findings.some((f) => f.code === 'pregnancy-complications')) drop('pregnancy');
  addPopulationFindings(details, add, conditions);
  // The surgeon's or physio's sign-off in the text, when no answer in the screen says otherwise.
  const answeredRecent =
    answers !== undefined &&
    (answers.conditions.includes('recentOperation') || answers.conditions.includes('jointReplacement')) &&
    answers.followUp.professionalAdvice !== 'clearedToExercise';
  if (text.cleared && !answeredRecent) drop('recent-surgery');
  if (injuries.length > 0) add('injury');

  // Health text the coach could not place: the follow-up answers settle it (textOnExertion,
  // textSeenByDoctor); without them the plan says so and stays cautious (docs/coaching.md "Ask, don't guess").
  const health = readHealthText({ ...input, reading: text, injuries: injuries.length });
  let healthUnread = false;
  // A sign a professional has already examined with tests and cleared ("stress test and echo, it was
  // reflux, all clear") is placed: a past question answered, not an open one (issue 25, second review).
  const examinedAndCleared = text.cleared && texts.some((value) => TESTED.test(normalise(value)));
  if (health.reading === 'unplaced' && !examinedAndCleared) {
    const onExertion = answers?.followUp.textOnExertion;
    const seen = answers?.followUp.textSeenByDoctor;
    // Exertion matters for the heart and lungs only: a knee or an arthritic joint that hurts when
    // walking is the joint (docs/coaching.md "Screening before prescribing"), unless the text also
    // speaks of the chest, the breath, the heart, dizziness, an arm or the jaw.
    const jointOnly =
      (injuries.length > 0 || conditions.has('arthritis')) &&
      !texts.some((value) => CARDIORESPIRATORY.test(normalise(value)));
    if (onExertion === 'yes' && jointOnly) add('joint-problem');
    else if (onExertion === 'yes') add('exertional-symptoms');
    else if (!(onExertion === 'no' && seen === 'yes')) healthUnread = true;
  }
  if (healthUnread) add('unread-health-text');
  cautious ||= healthUnread;

  const clearance = findings.filter((finding) => CLEARANCE.has(finding.code));
  const outcome: ScreeningOutcome = clearance.length ? 'clearance' : findings.length ? 'adapted' : 'clear';
  // A clearance-first plan leads with what needs clearance; the adaptations still apply after it.
  const ordered = [...clearance, ...findings.filter((finding) => !CLEARANCE.has(finding.code))];
  const reasons: ScreeningReason[] = ordered.slice(0, 16).map(({ code }) => ({
    code,
    text: reasonText(input.language, code),
    see: PROFESSIONAL_OF[code] ?? null,
  }));
  return {
    screening: { outcome, reasons },
    population: { age: input.age, pregnancy, conditions, ...details, cautious },
    injuries,
    healthUnread,
    textReading: health.reading,
  };
}
