import type {
  ILLNESS_KINDS,
  JOINTS,
  LIMBS,
  NEUROLOGICAL_CONDITIONS,
} from '../../../contract/screeningQuestions';
import { durationsInWeeks, ownMention, weeksAgo } from './words';

/**
 * The people of docs/coaching.md "Ask, don't guess", read from free text (a request
 * without the screen's answers, or text that adds to them). Each reader names a topic, then reads its
 * details (which joint, how long ago, a line in the arm) and its time: a past event, a future one
 * ("waiting for surgery") or a finished one ("physio ended in March") is history, not now.
 */

export type Joint = (typeof JOINTS)[number];
export type Limb = (typeof LIMBS)[number];
export type Neurological = (typeof NEUROLOGICAL_CONDITIONS)[number];
export type Illness = (typeof ILLNESS_KINDS)[number];

export type PopulationDetails = {
  illness: Illness | null;
  postpartum: { weeksSinceBirth: number | null; caesarean: boolean; separationOrLeaking: boolean } | null;
  jointReplacement: { joint: Joint | null; weeksSince: number | null; precautions: boolean } | null;
  wheelchair: { legFunction: 'none' | 'some' | null } | null;
  limbLoss: { limb: Limb | null } | null;
  neurological: { kind: Neurological | null; footDropOrPoorBalance: boolean } | null;
  copd: boolean;
  cancerTreatment: { catheterLine: boolean; lowBloodCounts: boolean } | null;
  frailty: { walkingAid: boolean; fellLastYear: boolean; canGetUpFromFloor: boolean | null } | null;
  lowEnergyIntake: boolean;
  severeObesity: boolean;
};

/** A quick first look: does any clause hold the topic at all? (The readers' clause-by-clause work is dearer.) */
function anyOf(all: readonly string[], ...patterns: RegExp[]): boolean {
  return all.some((clause) => patterns.some((pattern) => pattern.test(clause)));
}

export function noPopulationDetails(): PopulationDetails {
  return {
    illness: null,
    postpartum: null,
    jointReplacement: null,
    wheelchair: null,
    limbLoss: null,
    neurological: null,
    copd: false,
    cancerTreatment: null,
    frailty: null,
    lowEnergyIntake: false,
    severeObesity: false,
  };
}

/** Something that is over: a rehabilitation finished, a treatment completed, a discharge. */
export const FINISHED =
  /\b(finished|ended|completed|done with|discharged|signed off|no longer|stopped|wrapped up)\b|\b(is|are|was) over\b|\bse acabo\b|\b(termine|acabe|finalice|deje)\b|\b(terminad[oa]|acabad[oa]|finalizad[oa]|completad[oa])\b|\b(me dieron|tengo|ya tengo) el alta\b|\bdad[oa] de alta\b|\bya no\b|\ben remision\b|\bin remission\b|\bcancer[- ]free\b|\bsurvivor\b|\bsuperviviente\b/;
/** Something still to come: a surgery waited for is not a past operation. */
export const FUTURE =
  /\b(waiting|awaiting|wait list|waitlist|waiting list|on the list|scheduled|booked|planned|upcoming|going to have|will have|need(s)? (an? )?(surgery|operation|op)|needing|before (my|the|an?) (surgery|operation|op)|due to have)\b|\b(pendiente de|lista de espera|en espera|me van a operar|me tienen que operar|tengo que operarme|me operan (el|la) (mes|semana) que viene|antes de (la|mi) (operacion|cirugia)|me van a quitar|me operan|me van a|que viene|proxim[oa])\b|\bnext (week|month|year)\b|\bin (\d+|a|two|three|a few) (weeks|months)\b(?! ago)|\ben (\d+|un|una|dos|tres) (semanas|meses)\b/;
/** Now, still: "still coughing", "todavía toso", "currently". */
const STILL =
  /\b(still|currently|right now|now|at the moment|ongoing|lingering|todavia|aun|sigo|sigue|siguen|ahora|actualmente|ahora mismo)\b/;
/** A past episode: "had", "last week", "hace una semana", "getting over". */
const PAST =
  /\b(had|was|were|got over|getting over|recovering|recovered|after|last week|last month|ago|tuve|pase|estuve|estaba|hace|la semana pasada|el mes pasado|recuperando|recuperandome|despues de|tras|saliendo de)\b/;

const FEVER =
  /\bfever|feverish|\b(a|running a|have a|got a|high) temperature\b(?!s)|high temp\b|temperatura alta|\bflu\b|influenza|\bchills\b|body ?aches|aching all over|chest infection|pneumonia|bronchitis|fiebre|febril|calentura|escalofrios|\bgripe\b|neumonia|bronquitis|infeccion (de|en el) pecho|dolor de cuerpo|me duele todo el cuerpo/;
const INFECTION = /infection|\bcovid|coronavirus|\bvirus\b|\bbug\b|infeccion|\bvirico\b/;
const HEAD_COLD =
  /\b(a|bad|head|chest|heavy|nasty|stinking) cold\b(?! (shower|plunge|bath|water|day|morning|climate|place|country|weather))|\bcold (and|with)\b|runny nose|stuffy|blocked nose|sore throat|sniffles|\bsinus|catarro|resfriad|resfrio|constipad[oa]|\bmocos\b|dolor de garganta|me duele la garganta|garganta irritada|congestion|congestionad/;
const COUGH = /cough|coughing|\btos\b|\btoso\b|tosiendo/;

/** Acute illness now, a recent one to come back from, or a cold above the neck. */
export function readIllness(all: readonly string[]): Illness | null {
  if (!anyOf(all, FEVER, INFECTION, HEAD_COLD, COUGH)) return null;
  let fever = false;
  let recovering = false;
  let cold = false;
  for (const clause of all) {
    // Chronic bronchitis is COPD, not an infection.
    const systemic = COPD.test(clause) ? null : ownMention([clause], FEVER);
    const infection = ownMention([clause], INFECTION);
    const headCold = ownMention([clause], HEAD_COLD);
    if (!systemic && !infection && !headCold && !COUGH.test(clause)) continue;
    const ago = weeksAgo(clause);
    const past = PAST.test(clause) && !STILL.test(clause);
    if (systemic || infection) {
      // An old illness ("covid in 2021") is history; a recent one, over or lingering, is a return.
      if (ago !== null && ago > 8) continue;
      if (past) recovering = true;
      else if (systemic) fever = true;
      else recovering = true;
    } else if (headCold) {
      if (ago !== null && ago > 4) continue;
      if (past) recovering = true;
      else cold = true;
    } else if (ownMention([clause], COUGH) && STILL.test(clause)) recovering = true;
  }
  if (fever) return 'fever';
  if (recovering) return 'recoveringFromInfection';
  return cold ? 'aboveTheNeck' : null;
}

const BIRTH =
  /gave birth|given birth|baby (arrived|came|was born)|since (the )?baby|nacio (mi|el) (bebe|hijo|hija|nino|nina)|(bebe|hijo|hija) nacio|after (the |giving )?birth|since (the |giving )birth|after (my |the )?delivery|after having (a|my|the) baby|(desde|tras|despues de)l? (el )?parto|had (a|my|the|our) (baby|son|daughter|twins|little one|boy|girl)|\bpost-?partum|post-?natal|newborn|my baby is|(baby|bebe) (is|tiene|de) \d|\bdi a luz\b|\bparto\b|\bpari\b|posparto|postparto|puerperio|recien nacid|mi bebe tiene|c-?section|caesarean|cesarean|cesarea/;
const CAESAREAN = /c-?section|caesarean|cesarean|cesarea/;
const SEPARATION_OR_LEAKING =
  /diastasis|separation|gap (in|between) (my )?(abs|stomach|tummy|muscles)|(tummy|belly|stomach|ab|abs|abdominal) gap|doming|coning|leak|incontinen|pee (a little|myself|when)|wet myself|heaviness|heavy down|prolapse|bulg|separacion|se me escapa|escapes? de orina|perdidas? de orina|incontinencia|pesadez|prolapso|abomba|abultamiento/;

export function readPostpartum(all: readonly string[]): PopulationDetails['postpartum'] {
  if (!anyOf(all, BIRTH)) return null;
  const birth = all.find((clause) => BIRTH.test(clause) && !FUTURE.test(clause));
  if (!birth) return null;
  const index = all.indexOf(birth);
  const near = [birth, all[index + 1] ?? ''];
  let weeks = weeksAgo(birth);
  if (weeks === null && /\b(is|tiene|de|old|months?|weeks?|semanas?|meses)\b/.test(birth)) {
    const durations = durationsInWeeks(birth);
    if (durations.length) weeks = Math.max(...durations);
  }
  if (weeks !== null && weeks > 52) return null;
  return {
    weeksSinceBirth: weeks === null ? null : Math.round(weeks),
    caesarean: near.some((clause) => CAESAREAN.test(clause)) || all.some((c) => CAESAREAN.test(c)),
    separationOrLeaking: all.some((clause) => ownMention([clause], SEPARATION_OR_LEAKING) !== null),
  };
}

const REPLACEMENT =
  /(hip|knee|shoulder|joint|ankle) (replacement|replaced|arthroplasty|resurfacing)|replaced (my |a |the )?(hip|knee|shoulder)|new (hip|knee|shoulder)|total (hip|knee)|\b(thr|tkr|tka|tha)\b|arthroplast|protesis (de|en) (la |el )?(cadera|rodilla|hombro)|(cadera|rodilla|hombro) (nueva|artificial|de titanio)|artroplastia|reemplazo (de |total de )?(la )?(cadera|rodilla|hombro)|me (pusieron|cambiaron|reemplazaron) (la |una )?(cadera|rodilla|hombro)/;
const PRECAUTIONS =
  /90 ?(degrees|deg|grados|º)|cross(ing)? (my |the )?legs|cruzar (las )?piernas|posterior approach|abordaje posterior|precaution|precaucion|(no|not|never) (to )?(bend|bending|flex)|no (doblar|flexionar)|turn (my |the )?(knee|foot|leg)s? in|rotate inward|rotacion interna|low (seats|chairs)|sillas bajas/;
const IN_REHAB =
  /recover|rehab|physio|still|healing|post-?op|recuperand|rehabilitacion|fisio|todavia|aun |postoperatori|en recuperacion/;

function jointIn(clause: string): Joint | null {
  if (/hip|cadera/.test(clause)) return 'hip';
  if (/knee|rodilla|\btkr\b|\btka\b/.test(clause)) return 'knee';
  if (/shoulder|hombro/.test(clause)) return 'shoulder';
  if (/\bthr\b|\btha\b/.test(clause)) return 'hip';
  return 'other';
}

export function readJointReplacement(all: readonly string[]):
  | (PopulationDetails['jointReplacement'] & {
      recent: boolean;
    })
  | null {
  if (!anyOf(all, REPLACEMENT)) return null;
  for (const [index, clause] of all.entries()) {
    if (!REPLACEMENT.test(clause) || FUTURE.test(clause)) continue;
    if (!ownMention([clause], REPLACEMENT)) continue;
    const next = all[index + 1] ?? '';
    const ago = weeksAgo(clause) ?? weeksAgo(next);
    const finished = FINISHED.test(clause) || FINISHED.test(next);
    const rehab = (IN_REHAB.test(clause) || IN_REHAB.test(next)) && !finished;
    const recent = rehab || (ago !== null ? ago <= 12 : !finished);
    const joint = jointIn(clause);
    return {
      joint,
      weeksSince: ago === null ? null : Math.round(ago),
      // A hip in its first months keeps the usual posterior-approach precautions unless the text says
      // which apply (docs/coaching.md "More people the coach must serve", joint replacement), even once the surgeon has cleared training.
      precautions: all.some((c) => PRECAUTIONS.test(c)) || (joint === 'hip' && recent),
      recent,
    };
  }
  return null;
}

const WHEELCHAIR =
  /wheel ?chair|wheelie|silla de ruedas|paraplegi|parapleji|tetrapleji|quadripleg|tetrapleg|spinal cord injur|spinal injury|\bsci\b|lesion medular|lesionad[oa] medular|medular|\bt\d{1,2}\b.{0,20}(injury|complete|incomplete|lesion)|(no|without) (leg function|use of my legs)|can'?t (use|move|feel) my legs|cannot (use|move) my legs|no puedo (mover|usar) las piernas|no muevo las piernas|no siento las piernas/;
const NO_LEGS =
  /paraplegi|parapleji|tetrapleji|quadripleg|tetrapleg|complete (injury|lesion|sci)|lesion completa|(no|without) (leg function|use of my legs)|can'?t (use|move|feel) my legs|cannot (use|move)|no puedo (mover|usar) las piernas|no muevo las piernas|no siento las piernas/;
const SOME_LEGS =
  /incomplete|some (leg|movement|function)|can stand|can walk (a )?(few|short|little)|partial|incomplet|algo de (movilidad|movimiento|fuerza)|puedo ponerme de pie|puedo caminar (un poco|algo)/;

export function readWheelchair(all: readonly string[]): PopulationDetails['wheelchair'] {
  if (!anyOf(all, WHEELCHAIR)) return null;
  const mention = ownMention(all, WHEELCHAIR);
  if (!mention) return null;
  // Sport in a wheelchair is still a wheelchair user; "pushing my mum's wheelchair" is someone else.
  const text = all.join(' . ');
  const legFunction = SOME_LEGS.test(text) ? 'some' : NO_LEGS.test(text) ? 'none' : null;
  return { legFunction };
}

/**
 * Limb loss in its words: an amputation at any level, a limb missing, lost or absent from birth, a
 * prosthesis, a stump (docs/coaching.md "More people the coach must serve").
 */
const LIMB_LOSS =
  /amput|below[- ]?(the[- ])?(knee|elbow)|above[- ]?(the[- ])?(knee|elbow)|\b(bka|aka|bea|aea)\b|trans(tibial|femoral|radial|humeral)|residual limb|limb (difference|deficiency|loss)|\bstump\b|munon|myoelectric|mioelectric|agenesia|one[- ]armed|one[- ]handed|\bmanc[oa]\b|por (debajo|encima) del? (la )?(rodilla|codo)|prosthetic (leg|arm|foot|hand|forearm|lower leg|limb|pierna|brazo|antebrazo|pie|mano|extremidad)|(leg|arm|foot|hand|forearm|lower leg|limb|pierna|brazo|antebrazo|pie|mano|extremidad) prosthe|protesis (de|en) (la |el )?(leg|arm|foot|hand|forearm|lower leg|limb|pierna|brazo|antebrazo|pie|mano|extremidad)|\b(lost|missing|without|no) (a |my |the |his |her )?(left |right )?(leg|arm|foot|hand|forearm|lower leg|limb|pierna|brazo|antebrazo|pie|mano|extremidad)\b|\b(born|came) without (a |my |the )?(left |right )?(leg|arm|foot|hand|forearm|lower leg|limb|pierna|brazo|antebrazo|pie|mano|extremidad)|\bperdi (la|el|una|un|mi) (leg|arm|foot|hand|forearm|lower leg|limb|pierna|brazo|antebrazo|pie|mano|extremidad)|\b(me|le) falta(n)? (la|el|una|un|mi|parte de la|parte del) (leg|arm|foot|hand|forearm|lower leg|limb|pierna|brazo|antebrazo|pie|mano|extremidad)|\bsin (una|la|un|el|mi) (leg|arm|foot|hand|forearm|lower leg|limb|pierna|brazo|antebrazo|pie|mano|extremidad)\b|\bno tengo (la|el|mi) (leg|arm|foot|hand|forearm|lower leg|limb|pierna|brazo|antebrazo|pie|mano|extremidad) (izquierd|derech)/;
/** The arm and its parts: an arm's loss, whatever joint the level is named by. */
const ARM_PART =
  /\b(arm|arms|forearm|hand|hands|elbow|wrist|fingers?|brazo|antebrazo|mano|codo|muneca|dedos?|transradial|transhumeral|below[- ]elbow|above[- ]elbow|bea|aea)\b/;

export function readLimbLoss(all: readonly string[]): PopulationDetails['limbLoss'] {
  if (!anyOf(all, LIMB_LOSS)) return null;
  const mention = ownMention(all, LIMB_LOSS);
  if (!mention) return null;
  // "No left hand", "no tengo la mano derecha" need their side to be a limb ("no hand weights" is not); "no leg day" is not either.
  if (/^(no|without) /.test(mention.match[0]) && !/(left|right|izquierd|derech)/.test(mention.match[0]))
    return null;
  const mentions = all.filter((clause) => LIMB_LOSS.test(clause));
  const text = mentions.join(' . ');
  // The arm first: "above the elbow" is an arm, not an above-knee loss.
  const limb: Limb | null = ARM_PART.test(mention.clause)
    ? 'arm'
    : /below|knee down|from the knee|desde la rodilla|transtibial|\bbka\b|debajo de la rodilla|bajo la rodilla|infra|tibial|\bfoot\b|\bpie\b/.test(
          text,
        )
      ? 'belowKnee'
      : /above|transfemoral|\baka\b|encima de la rodilla|por encima|supra|femoral|\bthigh\b|\bmuslo\b/.test(
            text,
          )
        ? 'aboveKnee'
        : ARM_PART.test(text)
          ? 'arm'
          : null;
  return { limb };
}

/** Whether a clause speaks of limb loss (its prosthesis is not a joint replacement, nor an operation now). */
export function namesLimbLoss(clause: string): boolean {
  return LIMB_LOSS.test(clause);
}

/** Clauses about limb loss, a spinal cord injury or foot drop: their "knee", "spine" or "foot" is not a joint injury. */
export const NOT_A_JOINT_INJURY = new RegExp(
  `${LIMB_LOSS.source}|${WHEELCHAIR.source}|foot drop|drop foot|pie caido|pie equino`,
);

const NEUROLOGICAL =
  /multiple sclerosis|\bms\b|esclerosis multiple|parkinson|cerebral palsy|paralisis cerebral|guillain|\bals\b|\bela\b|ataxia|myasthenia|miastenia|epilep|foot drop|drop foot|pie caido|pie equino/;
const FOOT_DROP_OR_BALANCE =
  /foot drop|drop foot|pie caido|pie equino|balance|equilibrio|unsteady|inestable|\btrip|tropiez|wobbl|\bfall|\bfell\b|me caigo|tambale/;

export function readNeurological(all: readonly string[]): PopulationDetails['neurological'] {
  if (!anyOf(all, NEUROLOGICAL)) return null;
  const mention = ownMention(all, NEUROLOGICAL);
  if (!mention) return null;
  // "ms" in "200 ms" or "ms." as a title is not a diagnosis.
  if (/\bms\b/.test(mention.match[0]) && /\d ?ms\b/.test(mention.clause)) return null;
  const kind: Neurological = /sclerosis|esclerosis|\bms\b/.test(mention.match[0])
    ? 'multipleSclerosis'
    : /parkinson/.test(mention.match[0])
      ? 'parkinsons'
      : 'other';
  return { kind, footDropOrPoorBalance: all.some((clause) => FOOT_DROP_OR_BALANCE.test(clause)) };
}

const COPD =
  /\bcopd\b|\bepoc\b|emphysema|enfisema|chronic (obstructive|bronchitis)|bronquitis cronica|obstructive (pulmonary|lung)|pulmonary rehab|rehabilitacion (pulmonar|respiratoria)/;

export function readCopd(all: readonly string[]): boolean {
  if (!anyOf(all, COPD)) return false;
  return ownMention(all, COPD) !== null;
}

const CANCER_TREATMENT =
  /chemo|quimio|radiotherap|radiation (therapy|treatment)|radioterapia|immunotherap|inmunoterapia|oncolog|\bpicc\b|port-?a-?cath|reservorio|hickman|\bcancer\b|\bcancer|leuka?emia|leucemia|linfoma|lymphoma|tumou?r|myeloma|mieloma/;
const LINE =
  /\bpicc\b|\bport\b|port-?a-?cath|reservorio|cateter|catheter|hickman|line in (my|the) arm|central line/;
const LOW_COUNTS =
  /low (blood|white|platelet|neutro|immun|counts?)|neutropeni|blood counts?|immun(e|ity) (is )?(low|weak)|defensas (bajas|bajo)|plaquetas bajas|leucocitos bajos|neutrofilos bajos|inmunodeprimid|immunocompromised|anemi/;

export function readCancerTreatment(all: readonly string[]): PopulationDetails['cancerTreatment'] {
  if (!anyOf(all, CANCER_TREATMENT)) return null;
  for (const clause of all) {
    if (!ownMention([clause], CANCER_TREATMENT)) continue;
    // "Finished chemo two years ago", "in remission": history. A treatment still going on is not.
    if (FINISHED.test(clause) && !STILL.test(clause)) continue;
    const ago = weeksAgo(clause);
    if (ago !== null && ago > 26 && !STILL.test(clause)) continue;
    return {
      catheterLine: all.some((c) => LINE.test(c)),
      lowBloodCounts: all.some((c) => LOW_COUNTS.test(c)),
    };
  }
  return null;
}

const WALKING_AID =
  /walking (frame|stick|aid)|zimmer|(?<!dog )\bwalker\b|rollator|\bcane\b|(use|with|need) a stick|crutch|andador|baston|muleta|caminador|tacataca/;
const FALL = /\bfell\b|\bfall(s|en)?\b|a fall|caida|caidas|me cai|me he caido|me caigo|tropece y me cai/;
const NOT_A_FALL =
  /fall asleep|in the fall|this fall|last fall|next fall|fall(s)? off (the|my) (wagon|plan)|fall behind/;
const CANNOT_GET_UP =
  /can'?t get (up|down)|cannot get (up|down)|couldn'?t get up|unable to get (up|down)|hard to get up|no (me )?puedo levantar(me)?|no puedo (bajar|tirarme|tumbarme) al suelo|me cuesta levantarme del suelo|no consigo levantarme/;
const CAN_GET_UP = /can get (up|down) (from|to|off) the floor|puedo (levantarme|bajar) (del|al) suelo/;

/** Unsteadiness told in everyday words: at 65 and over, the frailty rules (supported balance, no floor). */
const UNSTEADY =
  /unsteady|wobbl\w*|off balance|poor balance|bad balance|balance is (bad|poor|off|not (great|good))|lose my balance|losing my balance|inestable|me tambaleo|mal equilibrio|poco equilibrio|pierdo el equilibrio|perder el equilibrio/;

export function readFrailty(all: readonly string[], age: number): PopulationDetails['frailty'] {
  const unsteady = age >= 65 && ownMention(all, UNSTEADY) !== null;
  if (!unsteady && !anyOf(all, WALKING_AID, FALL)) return null;
  const aid = ownMention(all, WALKING_AID) !== null;
  const fell = all.some(
    (clause) =>
      !NOT_A_FALL.test(clause) && ownMention([clause], FALL) !== null && (weeksAgo(clause) ?? 0) <= 52,
  );
  // A fall is a reason to ask about frailty at 60 and over, or with a walking aid or poor balance; a
  // young rider's fall off a bike is an injury story.
  const balance = all.some((clause) => /balance|equilibrio|unsteady|inestable|wobbl/.test(clause));
  if (!aid && !unsteady && !(fell && (age >= 60 || balance))) return null;
  const text = all.join(' . ');
  return {
    walkingAid: aid,
    fellLastYear: fell,
    canGetUpFromFloor: CANNOT_GET_UP.test(text) ? false : CAN_GET_UP.test(text) ? true : null,
  };
}

const RESTRICTING =
  /eat(ing)? (only )?once a day|only eat once|eat (almost|next to|basically|practically) nothing|(como|comer|comiendo) (solo )?(una vez|1 vez) al dia|(como|comer|comiendo) casi nada|una sola comida|barely eat|hardly eat|not eating|stopped eating|don'?t eat|skip(ping)? (all )?(meals|breakfast and lunch|lunch and dinner)|starv|fast(ing)? for (days|\d+ days)|one meal a day|\bomad\b|purg|make myself (sick|throw up|vomit)|throw up after|laxative|casi no como|apenas como|no como (nada|casi)|dejo de comer|dejar de comer|me salto (comidas|las comidas)|una comida al dia|ayuno de \d+ dias|ayunar (varios|\d+) dias|vomitar|me provoco el vomito|laxante|atracon|binge/;
const KCAL = /(\d{3,4})\s*(?:k?cals?|kilocalories|calories|calorias|kilocalorias)/;
const RAPID_LOSS =
  /(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilos?|lbs?|pounds?|libras)\b.{0,25}?\b(in|en|within)\s+(\d+|a|an|one|two|three|four|un|una|dos|tres|cuatro)\s*(days?|weeks?|months?|dias?|semanas?|mes|meses)/;
const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  un: 1,
  una: 1,
  two: 2,
  dos: 2,
  three: 3,
  tres: 3,
  four: 4,
  cuatro: 4,
};

/**
 * Purging: being sick or emptying the bowels on purpose after eating or to control weight (REDs, Mountjoy
 * et al. 2023). Two searches in one clause, either order: the act, then a word of food or weight, so that
 * "threw up after a hard interval session" is not read as purging.
 */
const PURGE =
  /\b(vomit\w*|throw(ing)? up|threw up|puk\w*|make myself sick|made myself sick|sick on purpose|finger down|vomito|vomitar|vomitando|devuelvo|devolver|me provoco|provocarme)\b/;
const FOOD_OR_WEIGHT =
  /\b(meals?|eating|eat|ate|food|dinner|lunch|breakfast|binge\w*|weight|thin|skinny|fat|calories|comer|como|comi|comida|comidas|cenar|cena|almuerzo|desayuno|atracon\w*|engordar|adelgazar|peso|delgad[oa]|gord[oa]|calorias)\b/;

/** Very low intake, restriction or purging, or a demand to lose weight at a rate no plan should serve. */
export function readLowEnergyIntake(all: readonly string[]): boolean {
  if (!anyOf(all, RESTRICTING, KCAL, RAPID_LOSS, PURGE)) return false;
  for (const clause of all) {
    if (ownMention([clause], RESTRICTING)) return true;
    if (ownMention([clause], PURGE) && FOOD_OR_WEIGHT.test(clause)) return true;
    const kcal = KCAL.exec(clause);
    if (kcal && Number(kcal[1]) < 1000 && !/burn|quemar|gastar/.test(clause)) return true;
    const rapid = RAPID_LOSS.exec(clause);
    if (rapid) {
      const amount = Number(rapid[1]!.replace(',', '.')) / (/lb|pound|libra/.test(rapid[2]!) ? 2.2 : 1);
      const count = /\d/.test(rapid[4]!) ? Number(rapid[4]) : (NUMBERS[rapid[4]!] ?? 1);
      const unit = /day|dia/.test(rapid[5]!) ? 1 / 7 : /week|semana/.test(rapid[5]!) ? 1 : 4.35;
      // About 1 kg a week is the most a safe plan aims at; twice that is a crash.
      if (amount / (count * unit) >= 2) return true;
    }
  }
  return false;
}

const OBESITY_WORDS =
  /morbid(ly)? obes|severe(ly)? obes|class (3|iii) obes|obesidad (morbida|severa|grado (3|iii)|tipo (3|iii))|obes[oa] morbid/;
const WEIGHT = /(\d{2,3}(?:[.,]\d)?)\s*(kg|kgs|kilos?|lbs?|pounds|libras)\b/;
const HEIGHT = /\b(1[.,]\d{1,2})\s*(m|mts?|metros?)\b|\b(1\d{2})\s*(cm|cms|centimetros)\b/;
const BMI = /\b(bmi|imc)\b\D{0,8}(\d{2}(?:[.,]\d)?)/;
const LIFTING =
  /squat|deadlift|bench|press|lift|row\b|curl|carry|levant|sentadilla|peso muerto|banca|dumbbell|mancuerna|barbell|barra|kettlebell|pesas|disco|plate|sled|trineo/;
const GOAL_WEIGHT =
  /lose|lost|goal|target|want to (weigh|be|get to)|down to|get to|quiero (pesar|llegar|bajar|perder)|bajar a|perder|perdi|meta|objetivo|bajado/;

/** Severe obesity: said so, a BMI of 40 or more, or a body weight that is one at any adult height. */
export function readSevereObesity(all: readonly string[]): boolean {
  if (!anyOf(all, OBESITY_WORDS, BMI, WEIGHT)) return false;
  const text = all.join(' . ');
  if (ownMention(all, OBESITY_WORDS)) return true;
  const bmi = BMI.exec(text);
  if (bmi && Number(bmi[2]!.replace(',', '.')) >= 40) return true;
  for (const clause of all) {
    const weight = WEIGHT.exec(clause);
    if (!weight || GOAL_WEIGHT.test(clause.slice(0, weight.index + weight[0].length + 10))) continue;
    // A lift's load ("deadlift 180 kg") is not a body weight.
    if (LIFTING.test(clause)) continue;
    const kg = Number(weight[1]!.replace(',', '.')) / (/lb|pound|libra/.test(weight[2]!) ? 2.2 : 1);
    const height = HEIGHT.exec(text);
    const metres = height
      ? height[1]
        ? Number(height[1].replace(',', '.'))
        : Number(height[3]) / 100
      : null;
    if (metres && metres > 1.2 && metres < 2.3) {
      if (kg / (metres * metres) >= 40) return true;
    } else if (kg >= 140) return true;
  }
  return false;
}

/** A detail of limb loss: the prosthesis, its socket and liner, the stump. */
const LIMB_DETAIL =
  /prosthe|protesis|\bstump\b|munon|socket|encaje|\bliner\b|residual|amput|\bleg\b|\barm\b|pierna|brazo/;

/**
 * A clause that gives a detail of a population the whole text names ("I leak when I cough" after "six
 * weeks after the birth"): placed by that reading, though on its own it names no population.
 */
export function detailPlaced(details: PopulationDetails, clause: string): boolean {
  return (
    (details.postpartum !== null && SEPARATION_OR_LEAKING.test(clause)) ||
    (details.illness !== null && (COUGH.test(clause) || HEAD_COLD.test(clause) || FEVER.test(clause))) ||
    (details.jointReplacement !== null && PRECAUTIONS.test(clause)) ||
    (details.neurological !== null && FOOT_DROP_OR_BALANCE.test(clause)) ||
    (details.cancerTreatment !== null && (LINE.test(clause) || LOW_COUNTS.test(clause))) ||
    (details.frailty !== null && (CANNOT_GET_UP.test(clause) || FALL.test(clause))) ||
    (details.wheelchair !== null && (NO_LEGS.test(clause) || SOME_LEGS.test(clause))) ||
    (details.limbLoss !== null && LIMB_DETAIL.test(clause))
  );
}

/**
 * Every population topic, for the placement of a clause (screening.ts). Tested one pattern at a time:
 * each is linear alone (tests/unit/regex-safety.test.ts), whereas their union in one pattern was found
 * quadratic by recheck (issue 27, README "Abuse protection").
 */
const POPULATION_TOPIC_PATTERNS: readonly RegExp[] = [
  FEVER,
  INFECTION,
  HEAD_COLD,
  BIRTH,
  SEPARATION_OR_LEAKING,
  REPLACEMENT,
  WHEELCHAIR,
  LIMB_LOSS,
  NEUROLOGICAL,
  COPD,
  CANCER_TREATMENT,
  WALKING_AID,
  RESTRICTING,
  PURGE,
  KCAL,
  RAPID_LOSS,
  OBESITY_WORDS,
  BMI,
];

/**
 * The patterns that name a condition or a life stage itself (not a detail of one, such as a leak, a bug
 * or a "port"): the coach's population vocabulary in both languages, which src/server/privacy/conditionWords.ts
 * keeps out of everything someone other than a plan's creator reads.
 */
export const CONDITION_NAMES: readonly RegExp[] = [
  FEVER,
  BIRTH,
  CAESAREAN,
  REPLACEMENT,
  WHEELCHAIR,
  LIMB_LOSS,
  NEUROLOGICAL,
  COPD,
  CANCER_TREATMENT,
  WALKING_AID,
  OBESITY_WORDS,
];

/** Whether a clause names any population topic. */
export function namesPopulationTopic(clause: string): boolean {
  return POPULATION_TOPIC_PATTERNS.some((pattern) => pattern.test(clause));
}
