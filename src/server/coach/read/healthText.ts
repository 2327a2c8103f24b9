import type { HealthTextReading } from '../../../contract/healthText';
import { type Token, tokenise, WordClass } from './lexicon';
import { isSomeoneElse, normalise } from './words';

/**
 * Is there a health concern in this text, and could the coach place it? (docs/coaching.md "Ask, don't
 * guess".) Not a list of harmless phrases: a clause is about health only when it holds a word of the
 * health domain outside a negation (a symptom, a medical word, or a body part with a word of trouble).
 * Text without one ("fine", "nada", a shift pattern, a sport, a schedule) is harmless whatever its words;
 * "no injuries, no chest pain" is every complaint denied. A health clause the coach's readers placed
 * (screening.ts, injuries.ts) is understood; one they did not is unplaced, and the chat asks about it.
 */

/** Symptoms and complaints: enough on their own. */
export const SYMPTOM = new WordClass('symptom', [
  'pain',
  'pains',
  'painful',
  'hurt',
  'hurts',
  'hurting',
  'ache',
  'aches',
  'aching',
  'achy',
  'sore',
  'soreness',
  'numb',
  'numbness',
  'tingl*',
  'pins',
  'dizz*',
  'faint*',
  'lightheaded',
  'breathless*',
  'wheez*',
  'swell*',
  'swollen',
  'cramp*',
  'bleed*',
  'fever*',
  'feverish',
  'cough*',
  'nausea*',
  'vomit*',
  'throb*',
  'twinge*',
  'niggle*',
  'spasm*',
  'discomfort',
  'inflam*',
  'bruis*',
  'dolor*',
  'duele*',
  'duelen',
  'dolia',
  'molest*',
  'adormec*',
  'entumec*',
  'hormigue*',
  'mareo*',
  'mareado',
  'mareada',
  'mareados',
  'mareadas',
  'marearme',
  'desmay*',
  'ahog*',
  'hinch*',
  'calambre*',
  'sangr*',
  'fiebre',
  'febril',
  'calentura',
  'tos',
  'toso',
  'nausea*',
  'punzad*',
  'pinchazo*',
  'contractura*',
  'inflamad*',
  'escalofrio*',
  'chills',
  'headache*',
  'migrain*',
  'jaqueca*',
  'migrana*',
]);

/** Words of medicine, injury and illness: enough on their own. */
export const MEDICAL = new WordClass('medical', [
  'injur*',
  'surgery',
  'surgeries',
  'surgical',
  'operated',
  'operation',
  'diagnos*',
  'disease*',
  'disorder*',
  'syndrome*',
  'medicat*',
  'medicine*',
  'pills',
  'tablets',
  'prescri*',
  'treatment',
  'chronic',
  'broken',
  'broke',
  'fractur*',
  'torn',
  'tear',
  'sprain*',
  'strain',
  'strained',
  'tendin*',
  'tendon*',
  'ligament*',
  'cartilage',
  'hernia*',
  'arthrit*',
  'arthros*',
  'infection*',
  'infected',
  'virus',
  'covid',
  'flu',
  'asthma*',
  'cancer*',
  'chemo*',
  'tumor*',
  'tumour*',
  'diabet*',
  'insulin',
  'cholesterol',
  'thyroid',
  'prosthe*',
  'implant*',
  'stent*',
  'pacemaker',
  'rehab*',
  'lesion*',
  'lesiones',
  'lesionad*',
  'cirugia*',
  'operacion*',
  'operad*',
  'operaron',
  'diagnost*',
  'enfermedad*',
  'sindrome*',
  'medicac*',
  'medicament*',
  'pastilla*',
  'tratamiento*',
  'cronic*',
  'roto',
  'rota',
  'rotura*',
  'fractura*',
  'desgarr*',
  'esguince*',
  'ligamento*',
  'cartilago*',
  'artritis',
  'artrosis',
  'infeccion*',
  'virus',
  'gripe',
  'asma',
  'quimio*',
  'diabet*',
  'insulina',
  'colesterol',
  'tiroides',
  'protesis',
  'rehabilitacion',
  'condition',
  'conditions',
  'condicion',
  'padezco',
  'padece*',
  'sufro',
  'illness',
  'ill',
  'sick',
  'unwell',
  'enfermo',
  'enferma',
]);

/** The body, which is not a complaint by itself ("bigger arms", "chest day"). */
export const BODY = new WordClass('body', [
  'knee*',
  'back',
  'backs',
  'shoulder*',
  'neck',
  'hip',
  'hips',
  'ankle*',
  'wrist*',
  'elbow*',
  'foot',
  'feet',
  'heel*',
  'leg',
  'legs',
  'arm',
  'arms',
  'hand',
  'hands',
  'finger*',
  'chest',
  'heart',
  'head',
  'jaw',
  'stomach',
  'belly',
  'tummy',
  'lung',
  'lungs',
  'spine',
  'joint',
  'joints',
  'throat',
  'pelvi*',
  'bladder',
  'rodilla*',
  'espalda',
  'hombro*',
  'cuello',
  'cadera*',
  'tobillo*',
  'muneca*',
  'codo',
  'codos',
  'pie',
  'pies',
  'talon',
  'pierna*',
  'brazo*',
  'mano',
  'manos',
  'dedo*',
  'pecho',
  'corazon',
  'cabeza',
  'mandibula',
  'estomago',
  'barriga',
  'tripa',
  'pulmon*',
  'columna',
  'articulacion*',
  'garganta',
  'suelo',
  'lumbar*',
  'cervical*',
  'costado',
  'costilla*',
  'rib',
  'ribs',
  'groin',
  'ingle',
  'thigh*',
  'muslo*',
  'calf',
  'calves',
  'gemelo*',
  'shin',
  'shins',
  'hamstring*',
  'isquio*',
  'abdomen',
  'ear',
  'ears',
  'eye',
  'eyes',
  'oido*',
  'ojo',
  'ojos',
  'skin',
  'piel',
  // "Health issues" is a complaint, "improve my health" is not.
  'health',
  'salud',
]);

/**
 * Words of trouble that make a body part a complaint: "my back is bad", "la rodilla rara". Care words are
 * here too: "my doctor said to lose weight" and "I'm a physio" are not complaints, "the doctor looked at
 * my knee" is.
 */
export const TROUBLE = new WordClass('trouble', [
  'doctor*',
  'physician*',
  'physio*',
  'therap*',
  'hospital*',
  'medico*',
  'medica',
  'fisio*',
  'terapia*',
  'ingres*',
  'urgencias',

  'bad',
  'weird',
  'strange',
  'funny',
  'odd',
  'wonky',
  'dodgy',
  'tricky',
  'tight',
  'stiff',
  'weak',
  'heavy',
  'click*',
  'pops',
  'popping',
  'locks',
  'bother*',
  'problem*',
  'issue*',
  'trouble*',
  'gives',
  'acts',
  'plays',
  'cracks',
  'raro',
  'rara',
  'extrano',
  'extrana',
  'mal',
  'malo',
  'mala',
  'debil',
  'floj*',
  'cargada',
  'cargado',
  'cargadas',
  'cargados',
  'tocad*',
  'fastidiad*',
  'jodid*',
  'chung*',
  'problema*',
  'rigid*',
  'tens*',
  'cruj*',
  'pesad*',
  'falla',
  'fallan',
  'bloque*',
  'aprieta',
  'oprime',
  'duerme',
  'dormid*',
  // "My knees are killing me": a body part that kills is a complaint; "this will kill me" is a joke.
  'kill',
  'kills',
  'killing',
  'mata',
  'matan',
  'matando',
]);

/** "Back to training", "came back", "volver a la espalda" is not: the sense of "back" that is not the body. */
const NOT_BODY_BEFORE = new Set([
  'get',
  'gets',
  'getting',
  'got',
  'come',
  'coming',
  'came',
  'go',
  'going',
  'went',
  'be',
  'being',
  'been',
  'way',
  'bounce',
  'bounced',
  'bouncing',
  'cut',
  'ago',
  'pay',
  'step',
  'stepped',
  'hold',
  'held',
  'holding',
  'years',
  'months',
  'weeks',
]);
const NOT_BODY_AFTER = new Set(['to', 'into', 'in', 'on', 'then', 'home', 'from', 'at', 'when', 'after']);

function isBody(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (!BODY.has(token.word)) return false;
  // "Leg day", "chest day", "día de pierna": a day of training, not the body.
  const following = tokens[index + 1];
  if (following?.clause === token.clause && /^(day|days|dia)$/.test(following.word)) return false;
  const [twoBefore, oneBefore] = [tokens[index - 2], tokens[index - 1]];
  if (oneBefore?.word === 'de' && twoBefore?.word === 'dia' && twoBefore.clause === token.clause)
    return false;
  if (token.word === 'back') {
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    if (before?.clause === token.clause && NOT_BODY_BEFORE.has(before.word)) return false;
    if (after?.clause === token.clause && NOT_BODY_AFTER.has(after.word)) return false;
  }
  return true;
}

export type HealthClause = { clause: string; index: number };

/** "Fine", "ok", "all good", "bien", "nada": a clause that says there is nothing to say. */
const FINE = new WordClass('fine', [
  'fine',
  'ok',
  'okay',
  'good',
  'great',
  'healthy',
  'perfect*',
  'nah',
  'normal',
  'nothing',
  'none',
  'nope',
  'na',
  'nil',
  'bien',
  'genial',
  'sano',
  'sana',
  'nada',
  'ninguna',
  'ninguno',
  'ningun',
  'recovered',
  'healed',
  'cured',
  'cleared',
  'resolved',
  'recuperado',
  'recuperada',
  'curado',
  'curada',
  'alta',
]);

/**
 * The clauses of the text that are about the visitor's own health now: a symptom or medical word, or a
 * body part with a word of trouble, outside a negation and not about someone else. `presumed`: the text
 * answers "yes" to the injury question, so every clause that does not deny or wave it away ("none",
 * "all fine", "no injuries") counts, whatever its words.
 */
export function healthClauses(text: string, presumed = false): HealthClause[] {
  const { tokens, clauses } = tokenise(text);
  const byClause = new Map<
    number,
    { symptom: boolean; body: boolean; trouble: boolean; denial: boolean; words: number }
  >();
  const stateOf = (clause: number) => {
    let state = byClause.get(clause);
    if (!state) {
      state = { symptom: false, body: false, trouble: false, denial: false, words: 0 };
      byClause.set(clause, state);
    }
    return state;
  };
  for (const [index, token] of tokens.entries()) {
    const state = stateOf(token.clause);
    state.words += 1;
    if (token.negated || NEGATORS_OR_FINE(token.word)) {
      if (!token.negated) state.denial = true;
      continue;
    }
    const clause = clauses[token.clause]!;
    const symptom = SYMPTOM.has(token.word) || (MEDICAL.has(token.word) && !weakened(tokens, index));
    const body = !symptom && isBody(tokens, index);
    const trouble = !symptom && !body && TROUBLE.has(token.word);
    if (!symptom && !body && !trouble) continue;
    if (isSomeoneElse(clause, { index: token.offset })) {
      state.denial = true;
      continue;
    }
    state.symptom ||= symptom;
    state.body ||= body;
    state.trouble ||= trouble;
  }
  const found: HealthClause[] = [];
  for (const [index, state] of byClause) {
    const health = state.symptom || (state.body && state.trouble);
    const presumedHealth = presumed && !state.denial && state.words > 0;
    if (health || presumedHealth) found.push({ clause: clauses[index]!, index });
  }
  return found;
}

function NEGATORS_OR_FINE(word: string): boolean {
  return FINE.has(word) || NEGATOR_WORDS.has(word);
}
const NEGATOR_WORDS = new Set(['no', 'not', 'never', 'without', 'sin', 'nunca', 'ni', 'jamas', 'tampoco']);

/** "Good condition", "condición física": the word of medicine in its everyday sense. */
const WEAKENING = new Set([
  'good',
  'great',
  'physical',
  'better',
  'peak',
  'top',
  'decent',
  'buena',
  'fisica',
  'mejor',
  'sports',
  'deportiva',
]);
function weakened(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (!/^(condition|conditions|condicion)$/.test(token.word)) return false;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  return Boolean(
    (before && before.clause === token.clause && WEAKENING.has(before.word)) ||
      (after && after.clause === token.clause && WEAKENING.has(after.word)),
  );
}

/**
 * Words of other domains people answer with: work and its hours, the week, a sport. Text presumed to be
 * about health that speaks of these instead ("I work nights at a hospital") is about them.
 */
const EVERYDAY = new WordClass('everyday', [
  'work*',
  'job',
  'jobs',
  'shift*',
  'nights',
  'office',
  'schedule*',
  'busy',
  'kids',
  'monday*',
  'tuesday*',
  'wednesday*',
  'thursday*',
  'friday*',
  'saturday*',
  'sunday*',
  'weekend*',
  'trabaj*',
  'turno*',
  'horario*',
  'oficina',
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'sabado*',
  'domingo*',
  'hijos',
  'football',
  'soccer',
  'futbol',
  'padel',
  'tennis',
  'tenis',
  'basketball',
  'baloncesto',
  'swim*',
  'nado',
  'natacion',
  'cycl*',
  'bici*',
  'climb*',
  'escalada',
  'yoga',
  'pilates',
]);

/**
 * Figures of speech and jokes people answer with ("this will kill me lol", "me muero de ganas", "heart of a
 * lion"): with no word of the health domain, they are not a health concern to ask about.
 */
const FIGURATIVE =
  /\b(kill(s|ing)? me|will kill|gonna kill|dying to|dying for|to die for|die of (laughter|laughing|boredom)|dead (tired|bored)|muero de|me muero por|muriendo de|muert[oa] de (cansancio|risa|ganas|hambre|sueno)|me mata|me matan|me va a matar|heart of (a|an|gold|steel|stone)|corazon de (leon|oro|piedra))\b/;

function speaksOfEveryday(text: string): boolean {
  return tokenise(text).tokens.some((token) => EVERYDAY.has(token.word));
}

/**
 * What the coach makes of the health text (src/contract/healthText.ts): `placed` says whether the coach's
 * readers place a clause; a clause they place is understood, one they do not is unplaced.
 */
export function classifyHealthText(
  texts: readonly { text: string; presumed: boolean }[],
  placed: (clause: string) => boolean,
): { reading: HealthTextReading; unplaced: string[] } {
  const written = texts.filter(({ text }) => /[\p{L}\p{N}]/u.test(text));
  if (written.length === 0) return { reading: 'none', unplaced: [] };
  const health = written.flatMap(({ text, presumed }) => {
    const found = healthClauses(text);
    // After a yes to the injury question, text without one word of the health domain that does not
    // deny or wave the question away ("lo de siempre", "my thingy again") is still about health, unless
    // it speaks of work, the week or a sport instead.
    if (
      found.length === 0 &&
      presumed &&
      healthClauses(text, true).length > 0 &&
      !speaksOfEveryday(text) &&
      !FIGURATIVE.test(normalise(text))
    )
      return [{ clause: normalise(text), index: 0 }];
    return found;
  });
  if (health.length === 0) return { reading: 'harmless', unplaced: [] };
  const unplaced = health.filter(({ clause }) => !placed(clause)).map(({ clause }) => clause);
  return { reading: unplaced.length ? 'unplaced' : 'understood', unplaced };
}
