import type { Language } from '../../../contract/site';
import type {
  Professional,
  Screening,
  ScreeningOutcome,
  ScreeningReason,
  ScreeningReasonCode,
} from '../../../contract/workout';
import { CLEARANCE_REASONS } from '../../../contract/workout';
import { type InjuryFinding, readInjuries } from './injuries';
import { clauses, isNegated, isSomeoneElse, lastedWeeks, normalise, ownMention, weeksAgo } from './words';

/**
 * Screening before prescribing (docs/coaching.md "Screening before prescribing" and "How the coach
 * classifies what people write"): everything the visitor wrote about their health, in English or
 * Spanish, is read before any exercise is chosen, and decides whether the coach may prescribe hard
 * training at all. It needs no language model and none can override it.
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
  | 'recent-sprain';

export type Population = {
  age: number;
  /** Weeks of pregnancy when said, null when pregnant without a number. */
  pregnancy: { weeks: number | null } | null;
  conditions: Set<Condition>;
};

export type ScreeningReading = {
  screening: Screening;
  population: Population;
  injuries: InjuryFinding[];
  /** Health text was written that the coach could not read: the plan stays conservative. */
  healthUnread: boolean;
};

type Finding = { code: ScreeningReasonCode; detail?: string };

const CHEST =
  /chest ?(pain|pressure|tightness|hurts?|discomfort|ache|aches)|chest (feels|gets|goes|is) (tight|heavy|pressure|sore)|(pressure|tightness|heaviness|squeezing) (in|on|across) (my |the )?chest|se me aprieta el pecho|aprieta el pecho|pecho (se me )?(aprieta|oprime)|pain in (my |the )?chest|tight(ness)? in (my |the )?chest|angina|dolor (en el |de |del )?pecho|dolor toracico|opresion (en el |de )?pecho|presion en el pecho|me duele el pecho|pecho apretado|dolor en el torax/;
const DIZZY =
  /dizz|faint|passed out|pass out|black(ed)? out|lightheaded|light-headed|light headed|vertigo|mareo|mareos|mareada|mareado|me mareo|desmay|perdi el conocimiento|perder el conocimiento|se me va la cabeza/;
const PALPITATIONS =
  /palpitation|heart (racing|races|flutter|pounding)|racing heart|irregular heart|arrhythmi|arythmi|a-?fib\b|atrial fibrillation|skipped beats|palpitacion|taquicardia|arritmia|fibrilacion|corazon (acelerado|se acelera|se me acelera)/;
const HEART =
  /heart attack|myocardial|infarct|\bstents?\b|by-?pass|\bcabg\b|heart surgery|cardiac surgery|open heart|heart failure|cardiac rehab|rehabilitacion cardiaca|heart condition|heart disease|heart problem|valve (replacement|surgery)|pacemaker|cardiomyopath|coronary|ataque al corazon|ataque cardiaco|infarto|cirugia (de|del) corazon|cirugia cardiaca|operacion (de|del) corazon|operaron del corazon|insuficiencia cardiaca|cardiopatia|enfermedad (del|de|cardiaca|coronaria)|marcapasos|problemas? (de|del) corazon|problemas? cardiac|baipas|valvula/;
const STROKE =
  /\bstroke\b|\btia\b|mini-?stroke|ictus|derrame cerebral|accidente cerebrovascular|\bacv\b|infarto cerebral/;
const SURGERY =
  /surgery|surgical|operation|operated|c-?section|caesarean|cesarean|cesarea|ectomy|appendix (out|removed)|taken out|removed|extirp|me quitaron|\bop\b|post-?op|replacement|reconstruction|arthroscop|repair(ed)?|cirugia|operacion|operad[oa]|me operaron|intervencion|intervenid[oa]|protesis|reconstruccion|artroscopia|postoperatori/;
const IN_REHAB =
  /recover|rehab|physio|still|healing|post-?op|recuperand|rehabilitacion|fisio|todavia|aun |postoperatori|en recuperacion/;
const HISTORY_ONLY =
  /fully recovered|totally recovered|no (pain|issues|problems)|all good|recuperad[oa] del todo|totalmente recuperad|sin (dolor|molestias|problemas)|ya (estoy|esta) bien/;
const BLOOD_PRESSURE =
  /high blood pressure|blood pressure|hypertension|hypertensive|\bhbp\b|\bbp\b|hipertens|presion (arterial )?alta|tension (arterial )?alta|presion arterial|tension arterial/;
const UNCONTROLLED =
  /uncontrolled|not controlled|out of control|very high|really high|dangerously|sin controlar|no (esta |la tengo )?controlad|descontrolad|muy alta|altisima/;
const BP_READING = /\b(\d{2,3})\s*(?:\/|over|sobre)\s*(\d{2,3})\b/;
const PREGNANT =
  /pregnan|pregant|pregnat|preggo|expecting (a baby|baby|my|our|twins|#|a boy|a girl)|\bweeks? along\b|trimester|embarazad|embarazo|encinta|gestacion|semanas de gestacion|trimestre|estoy esperando (un|una) (bebe|nino|nina)/;
const NOT_PREGNANT_NOW =
  /postpartum|post-?partum|gave birth|had (a|my) baby|after (my )?pregnan|posparto|postparto|di a luz|despues del embarazo|tras el embarazo|lactan|breastfeed|trying to (get|become) pregnant|buscando (un )?embarazo/;
const PREGNANCY_COMPLICATION =
  /bleed|spotting|placenta (previa|praevia)|previa|pre-?eclampsia|preeclampsia|gestational hypertension|cervi|incompetent|preterm|premature labou?r|contractions|high[- ]risk|bed rest|sangrado|sangro|manchado|placenta previa|cuello uterino|amenaza de parto|parto prematuro|alto riesgo|reposo|contracciones|hipertension gestacional|riesgo/;
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
const JOINT_RED_FLAG =
  /\block(s|ing|ed)? (up|in place)\b|\blocks\b|\blocking\b|gives? (way|out)|giving (way|out)|gave (way|out)|buckl|unstable|instability|swollen|swelling|swells|swelled|se (me )?bloque|bloqueo|se me va la rodilla|se me sale|falla la rodilla|me falla|cede|inestab|hinchad|hinchazon|se hincha|inflamad|derrame/;
const DIABETES = /diabet|insulin|blood sugar|glucose|glucemia|azucar (en sangre|alta)|insulina/;
const DIABETES_COMPLICATION =
  /retinopath|neuropath|diabetic foot|foot ulcer|retinopatia|neuropatia|pie diabetico|ulcera/;
const OSTEOPOROSIS =
  /osteopor|osteopeni|brittle bones|bone density|huesos fragiles|densidad osea|descalcificacion/;
const VERTEBRAL_FRACTURE =
  /(vertebra|vertebral|spine|spinal|compression) fracture|fractured (a )?vertebra|fractura (de )?(vertebra|vertebral|columna)|aplastamiento vertebral|vertebra (rota|fracturada)/;
const ASTHMA = /asthma|asma|inhaler|inhalador|bronchospasm|broncoespasmo/;
const HERNIA = /hernia|herniorrhaph/;
const DISC_HERNIA =
  /herniated disc|disc herniation|slipped disc|bulging disc|hernia (de )?disc|hernia discal|hernia lumbar|hernia cervical|protrusion discal|disco (herniado|abombado)/;
const ARTHRITIS = /arthrit|osteoarthr|arthros|\boa\b|rheumat|artritis|artrosis|reuma|gout|gota\b/;
const SPRAIN = /sprain|twisted my|rolled my|torcid|esguince|torcedura|me torci|me doble el tobillo/;
const PAIN = /pain|hurt|sore|ache|aching|twinge|niggle|acts? up|dolor|duele|molest|punzada|tirantez/;
const HEALTH_WORDS =
  /pain|hurt|sore|injur|problem|issue|condition|disease|diagnos|medicat|pills|treatment|illness|syndrome|cancer|chemo|tumou?r|surgery|broken|fracture|torn|tear|dolor|duele|molest|lesion|problema|enfermedad|diagnost|medicac|pastilla|tratamiento|sindrome|cancer|quimio|tumor|cirugia|rot[oa]|fractura|desgarro|rotura/;
/** "I have no injuries", "nothing", "none": answered, nothing to read. */
const NOTHING =
  /^(no|none|nope|nothing|n\/?a|na|-|ninguna|ninguno|nada|ningun|no tengo|none really|nothing serious|no injuries|sin lesiones|ninguna lesion|todo bien|all good|i'm fine|im fine|estoy bien)\.?$/;

function find(
  texts: string[],
  age: number,
): {
  findings: Finding[];
  pregnancy: Population['pregnancy'];
  conditions: Set<Condition>;
  understood: boolean;
} {
  const all = texts.flatMap((text) => clauses(text));
  const findings: Finding[] = [];
  const conditions = new Set<Condition>();
  /** Something health-related was read and judged harmless (an old operation, a past pregnancy). */
  let understood = false;
  const add = (code: ScreeningReasonCode) => {
    if (!findings.some((finding) => finding.code === code)) findings.push({ code });
  };

  if (ownMention(all, CHEST)) add('chest-symptoms');
  const dizzy = ownMention(all, DIZZY);
  if (dizzy) add('dizziness-or-fainting');
  if (ownMention(all, PALPITATIONS)) add('palpitations');
  if (ownMention(all, HEART)) add('heart-disease');
  if (ownMention(all, STROKE)) add('stroke');
  if (ownMention(all, SUPERVISION) || doctorLimited(all)) add('supervision-advised');

  // Surgery: recent (12 weeks or less), still in rehab, or undated means clearance first. Rehab said
  // in the next clause ("shoulder surgery 5 months ago, still doing physio") belongs to it.
  for (const [index, clause] of all.entries()) {
    const surgery = ownMention([clause], SURGERY);
    if (!surgery) continue;
    const next = all[index + 1] ?? '';
    const ago = weeksAgo(clause);
    const rehab = IN_REHAB.test(clause) || (IN_REHAB.test(next) && !HISTORY_ONLY.test(next));
    understood = true;
    if ((HISTORY_ONLY.test(clause) || HISTORY_ONLY.test(next)) && !rehab) continue;
    if (rehab || ago === null || ago <= 12) add('recent-surgery');
  }

  const pressure = ownMention(all, BLOOD_PRESSURE);
  if (pressure) {
    const reading = BP_READING.exec(pressure.clause);
    const high = reading && (Number(reading[1]) >= 160 || Number(reading[2]) >= 100);
    if (UNCONTROLLED.test(pressure.clause) || high) add('uncontrolled-blood-pressure');
    else if (!/\blow\b|\bbaja\b/.test(pressure.clause)) {
      add('high-blood-pressure');
      conditions.add('high-blood-pressure');
    }
  }

  let pregnancy: Population['pregnancy'] = null;
  // A past pregnancy ("had my baby 4 months ago") is read, and is not a reason.
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
          PREGNANCY_COMPLICATION.test(clause) && !/\bno\b.{0,20}(complica|riesgo|risk)/.test(clause),
      )
    )
      add('pregnancy-complications');
    else add('pregnancy');
  }

  for (const clause of all) {
    const joint = ownMention([clause], JOINT_RED_FLAG);
    // Swelling, locking or giving way of a joint; lymphoedema and swollen ankles in pregnancy are not joints.
    if (joint && !/lymph|linfedema|pregnan|embaraz/.test(clause)) add('joint-red-flag');
  }

  if (ownMention(all, DIABETES)) {
    add('diabetes');
    conditions.add('diabetes');
    if (ownMention(all, DIABETES_COMPLICATION)) conditions.add('diabetes-complications');
  }
  if (ownMention(all, OSTEOPOROSIS)) {
    add('osteoporosis');
    conditions.add('osteoporosis');
  }
  if (ownMention(all, VERTEBRAL_FRACTURE)) {
    add('osteoporosis');
    conditions.add('osteoporosis');
    conditions.add('vertebral-fracture');
  }
  if (ownMention(all, ASTHMA)) {
    add('asthma');
    conditions.add('asthma');
  }
  const hernia = ownMention(all, HERNIA);
  if (hernia && !DISC_HERNIA.test(hernia.clause)) {
    add('hernia');
    conditions.add('hernia');
  }
  if (ownMention(all, ARTHRITIS)) {
    add('arthritis');
    conditions.add('arthritis');
  }
  for (const clause of all) {
    const sprain = ownMention([clause], SPRAIN);
    if (!sprain) continue;
    const ago = weeksAgo(clause);
    if (ago === null || ago <= 6) {
      add('recent-sprain');
      conditions.add('recent-sprain');
    }
  }
  for (const clause of all) {
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

  for (const clause of all) {
    const sprain = ownMention([clause], SPRAIN);
    if (sprain) understood = true;
  }
  if (age < 18) add('under-18');
  if (age >= 65) add('older-adult');
  return { findings, pregnancy, conditions, understood };
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
  pregnancy: 'obstetric-carer',
  'persistent-pain': 'physiotherapist',
  hernia: 'doctor',
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
      'Diabetes: aerobic work and strength on most days. If you use insulin, check your glucose before training and keep a snack at hand.',
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
      'We could not fully understand the health details you wrote, so the plan stays conservative: no intervals and no maximal loads. Please check it with a health professional.',
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
      'Mencionaste un ictus. Tu médico debe darte el visto bueno y fijar tus límites antes de entrenar fuerte.',
    'recent-surgery':
      'Mencionaste una operación reciente. Tu cirujano o tu fisioterapeuta debe darte el alta para entrenar fuerte, y sus ejercicios van primero.',
    'uncontrolled-blood-pressure':
      'Mencionaste una tensión arterial muy alta o sin controlar. Consulta a un médico antes de entrenar fuerte.',
    'pregnancy-complications':
      'Mencionaste un embarazo con complicaciones. Tu matrona o tu obstetra debe aprobar cualquier ejercicio primero.',
    'supervision-advised':
      'Dijiste que un médico quiere que alguien controle tu entrenamiento. Sigue esa indicación y empieza con el equipo de tu médico.',
    'joint-red-flag':
      'Mencionaste una articulación que se bloquea, falla o se hincha. Un fisioterapeuta o un médico debe explorarla antes de cargarla.',
    pregnancy:
      'Embarazo: esfuerzo moderado con el que puedas hablar, nada tumbada boca arriba ni boca abajo, sin saltos ni esfuerzos con apnea, y trabajo de suelo pélvico. Revisa el plan con tu matrona o tu obstetra, y detente y busca atención si notas sangrado, contracciones, pérdida de líquido, mareo, dolor en el pecho o en la pantorrilla.',
    'older-adult':
      'A partir de 65 años: equilibrio y fuerza funcional en cada sesión, progreso gradual y, a edades más avanzadas, sin saltos ni cargas pesadas sobre la columna.',
    'under-18':
      'Menos de 18 años: primero la técnica con cargas ligeras, ninguna serie de menos de 6 repeticiones y nada hasta el fallo. Entrena con un adulto cualificado cerca.',
    'high-blood-pressure':
      'Tensión alta: resistencia moderada, respira en cada repetición (nunca aguantes la respiración con carga) y sin isométricos largos y pesados.',
    diabetes:
      'Diabetes: trabajo aeróbico y de fuerza casi todos los días. Si usas insulina, mide tu glucosa antes de entrenar y ten un tentempié a mano.',
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
      'No pudimos entender del todo los datos de salud que escribiste, así que el plan es prudente: sin intervalos ni cargas máximas. Revísalo con un profesional sanitario.',
  },
};

function reasonText(language: Language, code: ScreeningReasonCode): string {
  return REASON_TEXT[language][code];
}

const CLEARANCE: ReadonlySet<string> = new Set(CLEARANCE_REASONS);

/**
 * Reads the answers' health content: injury details, notes and every `other:` text, with the age.
 * `injuryAnswer` is the injury question's answer; details are read whatever it says, because people
 * answer "no" and then describe a problem.
 */
export function screen(input: {
  language: Language;
  age: number;
  injuryAnswer: 'yes' | 'no';
  injuryDetails: string;
  notes: string;
  otherTexts: string[];
}): ScreeningReading {
  const texts = [input.injuryDetails, input.notes, ...input.otherTexts].filter((text) => text.trim());
  const { findings, pregnancy, conditions, understood } = find(texts, input.age);
  const injuryReading = readInjuries(input.injuryDetails, input.notes, input.otherTexts);
  const injuries = injuryReading.found;
  if (injuries.length > 0) findings.push({ code: 'injury' });

  // Health text that says something, but nothing the coach could read: say so and stay conservative.
  // "No injuries", "no chest pain, no dizziness" and "sin problemas de corazón" are answers, not text
  // to read; neither is an old operation the visitor has recovered from.
  const details = input.injuryDetails.trim();
  const detailClauses = clauses(details);
  const allNegated =
    detailClauses.length > 0 &&
    detailClauses.every((clause) =>
      /\b(no|not|never|none|nothing|sin|ni|ningun[ao]?|nada|nunca)\b/.test(clause),
    );
  const saidNothing = !details || NOTHING.test(normalise(details)) || allNegated || injuryReading.allNegated;
  const readSomething =
    understood || findings.some((finding) => finding.code !== 'older-adult' && finding.code !== 'under-18');
  const healthUnread =
    (!readSomething && (input.injuryAnswer === 'yes' ? !saidNothing || !details : !saidNothing)) ||
    (!readSomething &&
      clauses(input.notes).some((clause) => HEALTH_WORDS.test(clause) && !/\bno\b|\bsin\b/.test(clause)));
  if (healthUnread) findings.push({ code: 'unread-health-text' });

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
    population: { age: input.age, pregnancy, conditions },
    injuries,
    healthUnread,
  };
}
