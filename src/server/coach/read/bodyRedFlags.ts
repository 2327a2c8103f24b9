import { ownMention, weeksAgo } from './words';

/**
 * Red flags outside the heart that a second blind physiotherapist review found trained (issue 25):
 * circulation in the legs (intermittent claudication), serious spine pathology, an operation told by its
 * hardware or its cast instead of the word "surgery", and disordered eating. docs/coaching.md "Screening
 * before prescribing". Each sign is several word lists that meet in a clause or a short run of clauses
 * (people split one sentence with commas), never one phrase; every pattern is a plain alternation with
 * no gap or nested quantifier (tests/unit/regex-safety.test.ts).
 */

/** A few clauses read together: "calves burn after 200 m, I stop, it settles" is one story. */
function windows(all: readonly string[], size: number): string[][] {
  return all.map((_, index) => all.slice(index, index + size));
}

// --- Intermittent claudication (NICE CKS "Peripheral arterial disease"): pain, cramp or burning in the
// calf, thigh or buttock that comes on with walking a distance and settles with a few minutes' rest.
const LEG_PART =
  /\b(calf|calves|calfs|leg|legs|thigh|thighs|buttocks?|bum|shins?|pantorrillas?|gemelos?|piernas?|muslos?|nalgas?|chamorros?)\b/;
const LEG_SYMPTOM =
  /\b(pain\w*|hurts?|hurting|ache|aches|aching|achy|burn\w*|cramp\w*|tight\w*|heavy|seize up|seizes up|dolor\w*|duele\w*|ardor|arde\w*|quema\w*|calambres?|pesad[oa]s?|agarrot\w*|entumec\w*)\b/;
const WALKING =
  /\b(walk\w*|wlak\w*|blocks?|metres|meters|yards|distance|caminar|camino|caminando|camin[eo]|andar|ando|andando|anduve|paseo|pasear|cuadras?|manzanas?|metros)\b/;
const SETTLES =
  /\b(rest|resting|rested|stop|stops|stopping|stand still|standing still|settles?|settled|eases?|eased|goes away|go away|passes|wears off|sit down|descans\w*|parar|paro|pararme|me detengo|detenerme|se me pasa|se pasa|se quita|se me quita|se calma)\b/;
/** Running and sport: cramp after a long run is not claudication. */
const SPORT =
  /\b(run|runs|running|ran|sprint\w*|match|game|football|soccer|correr|corro|corriendo|partido|futbol)\b/;

export function readClaudication(all: readonly string[]): boolean {
  for (const run of windows(all, 3)) {
    const symptom = ownMention([run[0]!], LEG_SYMPTOM);
    if (!symptom) continue;
    const text = run.join(' . ');
    if (!LEG_PART.test(text) || !WALKING.test(text) || !SETTLES.test(text) || SPORT.test(text)) continue;
    return true;
  }
  return false;
}

// --- Serious spine pathology (NICE CKS "Back pain - low (without radiculopathy)", red flags for
// cancer, infection and fracture): back pain with night pain that does not ease, weight lost without
// trying, a history of cancer, a fever, or new pain getting worse after 50.
const SPINE =
  /\b(back|backache|lower back|low back|lumbar|spine|spinal|espalda|lumbalgia|lumbago|columna|lumbares|riñones|rinones)\b/;
const PAIN =
  /\b(pain\w*|hurts?|hurting|ache|aches|aching|achy|sore|killing me|agony|dolor\w*|duele\w*|molest\w*|lumbago|lumbalgia|backache)\b/;
const NIGHT =
  /\b(night|nights|nite|nighttime|at night|in bed|lying down|wakes? me|waking me|woke me|keeps me up|can'?t sleep|noche|noches|me despierta|no me deja dormir|en la cama|tumbad[oa]|acostad[oa])\b/;
const NO_EASE =
  /\b(never|doesn'?t (ease|settle|go|stop|get better|change)|won'?t (ease|settle|go|stop)|nothing (helps|eases|works)|no position|any position|constant|all the time|always|nonstop|non-stop|wakes? me|woke me|waking me|keeps me up|can'?t sleep|no (se )?(calma|alivia|quita|pasa|mejora)|nada (me )?(alivia|ayuda|calma)|ninguna postura|constante|todo el rato|siempre|me despierta|no me deja dormir)\b/;
const LOST = /\b(lost|losing|lose|dropped|dropping|perdi\w*|bajado|bajando|adelgac\w*|adelgaz\w*)\b/;
const WEIGHT = /\b(weight|kg|kgs|kilos?|lbs?|pounds|stone|peso)\b/;
const UNEXPLAINED =
  /\b(without trying|not trying|wasn'?t trying|no reason|unexplained|unintentional\w*|don'?t know why|dunno why|no idea why|no diet|not dieting|without dieting|sin (querer|motivo|razon|hacer dieta|dieta|buscarlo|proponermelo)|no se por que|inexplicable|sin explicacion)\b/;
const CANCER =
  /\b(cancer|tumou?rs?|chemo\w*|radiotherap\w*|radiation therapy|oncolog\w*|carcinoma|melanoma|lymphoma|leuka?emia|myeloma|metasta\w*|quimio\w*|radioterapia|linfoma|leucemia|mieloma)\b/;
const FEVER =
  /\b(fever\w*|feverish|high temperature|temperature|temp|chills|night sweats|sweats at night|shivering|fiebre|febril|calentura|escalofrios|sudores nocturnos|sudo por la noche)\b/;
const NEW =
  /\b(new|started|began|begun|came on|recent\w*|last (month|few weeks|week)|out of nowhere|nueva|nuevo|empezo|empezaron|comenzo|reciente|de repente)\b/;
const WORSE =
  /\b(worse\w*|worsening|getting bad|more and more|every (day|week)|each (day|week)|by the day|keeps getting|empeora\w*|peor|cada vez|va a mas)\b/;

export function readSpineRedFlag(all: readonly string[], age: number): boolean {
  const backPain = all.some((clause) => SPINE.test(clause) && ownMention([clause], PAIN) !== null);
  if (!backPain) return false;
  for (const run of windows(all, 2)) {
    const text = run.join(' . ');
    if (ownMention([run[0]!], NIGHT) && NO_EASE.test(text)) return true;
    if (ownMention([run[0]!], LOST) && WEIGHT.test(text) && UNEXPLAINED.test(text)) return true;
  }
  // A cancer ever, the visitor's own (history included: it is why the back is a red flag).
  if (ownMention(all, CANCER)) return true;
  if (ownMention(all, FEVER)) return true;
  if (age > 50)
    for (const run of windows(all, 2)) {
      const text = run.join(' . ');
      if (SPINE.test(text) && NEW.test(text) && ownMention(run, WORSE)) return true;
    }
  return false;
}

// --- An operation told by its hardware, its cast or its stitches ("got screws and a plate in my wrist",
// "me pusieron tornillos", "cast came off last week"): the surgeon's word comes first for ~12 weeks.
const HARDWARE =
  /\b(screws?|plates?|pins|pinned|rods?|wires|k-?wires|nailed|metalwork|hardware|fixation|orif|stitches|sutures|staples|tornillos?|placas?|clavos?|varillas?|agujas|alambres?|material de osteosintesis|osteosintesis|puntos|grapas)\b/;
/** Words that put the hardware in the body, not on a barbell: a body part or a surgeon's verb. */
const IN_BODY =
  /\b(in my|into my|put in|put into|they put|got|had|inserted|fitted|fixed|wrist|hand|arm|elbow|shoulder|collarbone|clavicle|ankle|foot|leg|knee|hip|femur|tibia|fibula|spine|back|jaw|me pusieron|pusieron|me metieron|me colocaron|muneca|mano|brazo|codo|hombro|clavicula|tobillo|pie|pierna|rodilla|cadera|femur|peroné|perone|columna)\b/;
/** A cast or a splint just off: the bone has healed only as far as the cast allowed. */
const CAST =
  /\b(cast|casts|plaster|splint|boot|moon boot|yeso|escayola|ferula|bota ortopedica|inmoviliz\w*)\b/;
const CAST_OFF =
  /\b(off|came off|taken off|removed|out of|just got|got out|quitaron|quito|me quitaron|sacaron|salir|sali|retiraron)\b/;
/** Gym plates and pins: "45 lb plates", "the pin on the stack". */
const GYM = /\b(lb|lbs|kg|kgs|bar|barbell|stack|machine|bumper|weight plates|discos?|barra|maquina)\b/;

/** Weeks since an operation told by its hardware or cast, when told as recent; null when none or not recent. */
export function readHardwareOperation(clause: string): number | null {
  const hardware = ownMention([clause], HARDWARE);
  const cast = ownMention([clause], CAST);
  const told =
    (hardware !== null && IN_BODY.test(clause) && !GYM.test(clause)) ||
    (cast !== null && CAST_OFF.test(clause));
  if (!told) return null;
  const ago = weeksAgo(clause);
  if (ago === null) return /\b(just|recently|still|fresh|recien|todavia|aun)\b/.test(clause) ? 1 : null;
  return ago <= 12 ? ago : null;
}

// --- Disordered eating (REDs, Mountjoy et al. 2023; NICE NG69): purging, laxatives or diuretics for
// weight, near-starvation. Not a weight-loss plan: a doctor first, and a trusted adult for a minor.
const PURGE =
  /\b(vomit\w*|throw(ing)? up|threw up|puk\w*|purg\w*|make myself sick|made myself sick|sick on purpose|finger down|fingers down|vomito|vomitar|vomitando|devuelvo|devolver|me provoco|provocarme)\b/;
const PILLS =
  /\b(laxatives?|laxitives?|laxatives|diuretics?|water pills?|diet pills?|fat burner pills|laxantes?|diureticos?|pastillas (para adelgazar|diureticas|de agua))\b/;
const FOOD_OR_WEIGHT =
  /\b(drop|kilos?|kg|kgs|lbs|pounds|slim|slimmer|thinner|meals?|eating|eat|ate|food|dinner|lunch|breakfast|binge\w*|weight|thin|skinny|fat|calories|lose|losing|comer|como|comi|comida|comidas|cenar|cena|almuerzo|desayuno|atracon\w*|engordar|adelgazar|peso|delgad[oa]|gord[oa]|calorias|bajar|perder)\b/;
/** Near-starvation in everyday words: one small item a day, or living on coffee or water. */
const TINY_ITEM =
  /\b(apple|banana|piece of fruit|fruit|yogh?urt|salad|rice cake|cracker|coffee|manzana|platano|fruta|pieza de fruta|yogur|ensalada|galleta|cafe)s?\b/;
const A_DAY = /\b(a day|per day|each day|daily|al dia|por dia|diaria|cada dia)\b/;
const ONLY = /\b(only|just|one|1|a single|nothing but|solo|solamente|una|un|nada mas que|nomas)\b/;
const LIVE_ON = /\b(live on|living on|survive on|surviving on|vivo de|vivo a base de|sobrevivo con)\b/;
const DRINKS = /\b(water|coffee|tea|diet coke|air|agua|cafe|te|aire)\b/;
const EATING_WORD = /\b(eat|eating|ate|have|having|como|comer|comiendo|tomo)\b/;

export function readDisorderedEating(all: readonly string[]): boolean {
  for (const run of windows(all, 2)) {
    const text = run.join(' . ');
    if (ownMention([run[0]!], PURGE) && FOOD_OR_WEIGHT.test(text)) return true;
    if (ownMention([run[0]!], PILLS) && FOOD_OR_WEIGHT.test(text)) return true;
  }
  for (const clause of all) {
    if (ownMention([clause], LIVE_ON) && (DRINKS.test(clause) || TINY_ITEM.test(clause))) return true;
    const item = ownMention([clause], TINY_ITEM);
    if (item && A_DAY.test(clause) && ONLY.test(clause) && EATING_WORD.test(clause)) return true;
  }
  return false;
}
