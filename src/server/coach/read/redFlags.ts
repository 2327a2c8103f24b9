import type { ScreeningReasonCode } from '../../../contract/workout';
import { inClass, meet, type Token, tokenise, WordClass } from './lexicon';
import { isSomeoneElse, normalise } from './words';

/**
 * Warning signs in everyday words (docs/coaching.md "Screening before prescribing": chest pain,
 * pressure or tightness on exertion, palpitations, symptoms that come with effort and go with rest).
 * Read as classes that meet in one sentence, not as phrases: a region of the chest beside a feeling of
 * pressure or pain; an arm or jaw that goes numb or aches in a sentence that also speaks of effort or
 * breathlessness; a heart beside a word of racing; breathlessness with light effort. So "se me duerme el
 * brazo al caminar rápido" is found with its pronoun before the verb, "the heart goes really fast on the
 * stairs" with its adverb, "brethless" with its typo; "chest day", "heart rate zones" and "my knee hurts
 * on stairs" are not.
 */

/** Multi-word ways of saying one thing, made one token first (a negation inside them is not one). */
const PHRASES: [RegExp, string][] = [
  [
    /\b(out|short|shortness) of breath\b|\bcan'?t (catch my )?breathe?\b|\bcannot breathe\b|\bhard to breathe\b/g,
    ' breathless ',
  ],
  [
    /\bfalta de (aire|aliento)\b|\bfalta(ba|n)?( [a-z]+)? el (aire|aliento)\b|\bsin (aire|aliento)\b|\bno puedo respirar\b|\bme cuesta respirar\b/g,
    ' ahogo ',
  ],
  [/\bpins and needles\b|\bpins & needles\b/g, ' tingling '],
  // Pre-syncope (PAR-Q+: losing balance because of dizziness, losing consciousness) in its many words.
  [/\bli(gh)?te?[- ]?head(ed|edness|ded)?\b|\bhead ?rush(es)?\b/g, ' lightheaded '],
  [/\b(pass(es|ed|ing)?|black(s|ed|ing)?|blank(s|ed|ing)?) out\b|\bkeel(s|ed|ing)? over\b/g, ' faint '],
  [
    /\b(se )?me da(ba|n)? (muchas |mil )?vueltas\b|\btodo (me )?da(ba)? vueltas\b|\b(head|room|world|everything) (is |was |starts |started |goes |went )?spinn?(s|ing)?\b/g,
    ' vertigo ',
  ],
  [/\bpor poco\b|\ba punto de\b|\bjust about\b/g, ' almost '],
  [/\b(went|go|going|goes) down\b|\b(voy|fui|iba|vas) al (suelo|piso)\b/g, ' drop '],
  [/\b(se me |me )?(va|fue|iba|van|fueron) (la vista|los ojos|la luz)\b/g, ' vista negra '],
  // Figures of speech about the heart and breath ("heart of a lion", "off my chest", "me deja sin aliento
  // de lo bonito"): not the body speaking.
  [
    /\bheart of (a|an|gold|steel|stone)\b|\bheart (is |was )?set on\b|\boff my chest\b|\bbreath ?taking\b|\btakes? my breath away\b|\bcorazon de (leon|oro|piedra)\b|\bde (todo )?corazon\b/g,
    ' figure ',
  ],
  [/\bhurry(ing)? up\b/g, ' hurrying '],
  [/\bheart[- ]?rate\b|\bfrecuencia cardiaca\b|\bpulsaciones\b/g, ' metric '],
  // It goes when the effort stops: "goes away", "se me pasa" ("me pasa" alone is "it happens").
  [
    /\bgoes (away|off)\b|\bwears off\b|\bcalms down\b|\bse me (pasa|quita|va)\b|\bse (pasa|quita)\b/g,
    ' relief ',
  ],
];

export function prepare(text: string): string {
  let out = normalise(text);
  // A replacer function: the table's words are inserted as written, never read for `$` patterns (issue 27).
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, () => replacement);
  return out;
}

const CHEST_REGION = new WordClass('chest', [
  'chest',
  'chests',
  'pecho',
  'torax',
  'thorax',
  'sternum',
  'esternon',
  'breastbone',
]);
/** What people feel in the chest: pain, pressure, a weight, a squeeze, a stab, a burn. */
const CHEST_FEELING = new WordClass('chest feeling', [
  'pain*',
  'hurt*',
  'ache',
  'aches',
  'aching',
  'tight*',
  'pressure',
  'heavy',
  'heaviness',
  'squeez*',
  'stab*',
  'crush*',
  'discomfort',
  'vice',
  'pinch*',
  'clench*',
  'dolor*',
  'duele*',
  'aprie*',
  'apret*',
  'opresi*',
  'oprim*',
  'presion',
  'pesad*',
  'pesa',
  'peso',
  'weight',
  'punzad*',
  'pinchaz*',
  'molest*',
  'estruj*',
  'encog*',
]);
/** Where pain spreads from the heart. */
const SPREAD_REGION = new WordClass('arm or jaw', ['arm', 'arms', 'brazo*']);
const JAW = new WordClass('jaw', ['jaw', 'jaws', 'mandibula*', 'quijada*']);
/** Numbness and heaviness: with effort, a warning sign. */
const NUMB_FEELING = new WordClass('numb', [
  'numb*',
  'tingl*',
  'dead',
  'heavy',
  'asleep',
  'dormid*',
  'duerme*',
  'hormigue*',
  'adormec*',
  'entumec*',
  'entumid*',
  'pesad*',
  'pesa',
  'cosquill*',
]);
/** Words of numbness that are also words of tired muscles ("dead arms after push-ups"). */
const FATIGUE = new Set([
  'dead',
  'heavy',
  'pesado',
  'pesados',
  'pesada',
  'pesadas',
  'pesa',
  'muerto',
  'muertos',
]);
/** Aching: an arm that hurts with effort is usually a muscle; with breathlessness or the chest it is not. */
const ACHE_FEELING = new WordClass('ache', [
  'ache*',
  'aching',
  'achy',
  'hurt*',
  'pain*',
  'sore',
  'dolor*',
  'duele*',
  'molest*',
]);
const HEART = new WordClass('heart', [
  'heart',
  'hearts',
  'corazon',
  'pulse',
  'pulso',
  'heartbeat*',
  'latido*',
]);
const RACING = new WordClass('racing', [
  'racing',
  'races',
  'pounding',
  'pounds',
  'flutter*',
  'irregular',
  'fast',
  'rapid*',
  'thump*',
  'hammer*',
  'acelera*',
  'desboca*',
  'palpit*',
  'galop*',
  'taquicard*',
  'brinca',
  'salta',
  'loco',
  'crazy',
]);
/** Love and excitement: what makes a heart race in a figure of speech. */
const EMOTION = new WordClass('emotion', [
  'excit*',
  'nervous*',
  'nervios*',
  'emocion*',
  'emocionad*',
  'ilusion*',
  'crush',
  'love',
  'amor',
  'enamor*',
  'happy',
  'feliz',
  'alegria',
  'date',
  'cita',
]);
const BREATHLESS = new WordClass('breathless', [
  'breathless*',
  'winded',
  'puffed',
  'gasping',
  'ahogo',
  'ahog*',
  'asfixi*',
  'fatigo',
  'jade*',
]);
const DIZZY = new WordClass('dizzy', [
  'dizz*',
  'dizy*',
  'faint*',
  'lightheaded',
  'wooz*',
  'giddy',
  // Common misspellings too short for the typo tolerance of lexicon.ts.
  'fanted',
  'fanting',
  'feinted',
  'fainded',
  'vahido*',
  'aturdid*',
  'desvanec*',
  'vertig*',
  'mareo*',
  'mareado',
  'mareada',
  'mareados',
  'mareadas',
  'marearme',
  'desmay*',
]);
/**
 * Pre-syncope: the eyes or the world going grey, dark, blurred or narrow ("my vision greys out", "se me
 * nubla la vista", "todo se pone negro", "veo estrellitas"), a near-fall or near-faint, a head that goes
 * light or strange. With effort, standing up or a stop, a warning sign (PAR-Q+: losing balance because of
 * dizziness, losing consciousness).
 */
const SEEING = new WordClass('seeing', [
  'vision',
  'sight',
  'eyesight',
  'eye',
  'eyes',
  'see',
  'seeing',
  'saw',
  'everything',
  'world',
  'room',
  'vista',
  'bista',
  'ojos',
  'veo',
  'vi',
  'ver',
  'viendo',
  'todo',
]);
const DIMMING = new WordClass('dimming', [
  'grey*',
  'gray*',
  'dark*',
  'black*',
  'blur*',
  'fuzz*',
  'tunnel',
  'dim',
  'dims',
  'dimm*',
  'spots',
  'stars',
  'sparkl*',
  'static',
  'snow*',
  'white',
  'gris*',
  'negr*',
  'oscur*',
  'borros*',
  'nubl*',
  'tunel',
  'blanc*',
  'puntos',
  'puntitos',
  'estrell*',
  'lucecit*',
  'chispa*',
  'moscas',
  'manchas',
]);
/** Reasons for blurred eyes that are not the circulation. */
const EYE_CAUSE = new WordClass('eye cause', [
  'night',
  'noche',
  'sky',
  'cielo',
  'results',
  'resultados',
  'sweat*',
  'sudor',
  'glasses',
  'gafas',
  'lentillas',
  'contacts',
  'lenses',
]);
const NEAR = new WordClass('near', ['almost', 'nearly', 'casi', 'practically', 'practicamente']);
const COLLAPSE = new WordClass('collapse', [
  'fall',
  'fell',
  'falling',
  'collaps*',
  'faint*',
  'drop',
  'dropped',
  'keel*',
  'caer*',
  'caigo',
  'cai',
  'caia',
  'caido',
  'desmay*',
  'desplom*',
]);
/** A fall with a cause outside the body: a trip, a slip, ice, a kerb. */
const MECHANICAL = new WordClass('mechanical', [
  'trip*',
  'slip*',
  'stumbl*',
  'ice',
  'icy',
  'kerb',
  'curb',
  'pothole',
  'asleep',
  'tropez*',
  'resbal*',
  'hielo',
  'bordillo',
  'bache',
  'dormid*',
  'dormir',
  'risa',
  'laughing',
]);
const HEAD = new WordClass('head', ['head', 'cabeza']);
const HEAD_ODD = new WordClass('odd head', [
  'light',
  'funny',
  'weird',
  'fuzzy',
  'swimmy',
  'floaty',
  'floating',
  'spinning',
  'empty',
  'ligera',
  'rara',
  'raro',
  'flot*',
  'hueca',
  'vacia',
  'embotad*',
]);
/** Exertion, standing up or bending, where the circulation is tested. */
const EXERTION = new WordClass('exertion', [
  ...effortWords(),
  'set',
  'sets',
  'serie*',
  'reps',
  'lift',
  'lifts',
  'lifting',
  'squat*',
  'deadlift*',
  'sentadilla*',
  'pesado',
  'pesas',
  'gym',
  'gimnasio',
  'sprint*',
  'interval*',
  'hiit',
  'burpee*',
  'spin',
  'spinning',
  'class',
  'clase',
  'treadmill',
  'cinta',
  'bike',
  'bici*',
  'cycl*',
  'rower',
  'rowing',
  'remo',
  'crossfit',
  'wod',
  'match',
  'partido',
  'game',
  'session',
  'sesion',
  'stand',
  'standing',
  'stood',
  'levant*',
  'agach*',
  'bend*',
  'hard',
  'fuerte',
  'intens*',
  'pedal*',
  'push',
  'pushing',
  'max',
  'maximo',
]);

/** Effort: climbing, hurrying, running, exercising, carrying. */
const EFFORT = new WordClass('effort', effortWords());
/** The words of effort, shared by EFFORT and EXERTION. */
function effortWords(): string[] {
  return [
    'stair*',
    'steps',
    'flight',
    'hill*',
    'uphill',
    'incline',
    'hurry*',
    'rush*',
    'run',
    'runs',
    'running',
    'jog*',
    'trot*',
    'hik*',
    'exercis*',
    'exert*',
    'effort*',
    'workout*',
    'training',
    'train',
    'climb*',
    'carry*',
    'fast',
    'quick*',
    'brisk*',
    'walk*',
    'escaler*',
    'subir',
    'subo',
    'subiendo',
    'sube',
    'cuesta*',
    'rampa*',
    'caminar',
    'camino',
    'caminando',
    'andar',
    'ando',
    'andando',
    'rapido',
    'deprisa',
    'prisa',
    'corr*',
    'esfuerzo*',
    'ejercicio*',
    'entreno',
    'entrenar',
    'entrenando',
    'entrenamiento*',
    'cargar',
    'cargando',
  ];
}
/** Light effort: breathlessness here is a symptom, not fitness. */
const LIGHT_EFFORT = new WordClass('light effort', [
  // Hurrying on the level is grade 2 of the MRC breathlessness scale.
  'hurry*',
  'rush*',
  'prisa',
  'deprisa',
  'bus',
  'autobus',
  'stair*',
  'steps',
  'flight',
  'walk*',
  'talk*',
  'dress*',
  'shower*',
  'rest',
  'resting',
  'lying',
  'escaler*',
  'caminar',
  'camino',
  'caminando',
  'andar',
  'ando',
  'andando',
  'hablar',
  'hablando',
  'vestirme',
  'ducharme',
  'reposo',
  'tumbad*',
  'acostad*',
  'piso',
  'planta',
]);
/** The pattern of angina: it goes when the effort stops. */
const RELIEF = new WordClass('relief', [
  'rest',
  'resting',
  'stop',
  'stopping',
  'sit',
  'settles',
  'eases',
  'passes',
  'descans*',
  'relief',
  'sitting',
  'gone',
  'disappears',
  'fades',
  'subsides',
  'paro',
  'parar',
  'pararme',
  'detengo',
]);
/** Joints and muscles: a pain there on the stairs is an injury, not the heart. */
const JOINT_REGION = new WordClass('joint', [
  'knee*',
  'back',
  'hip',
  'hips',
  'ankle*',
  'foot',
  'feet',
  'shin*',
  'calf',
  'calves',
  'hamstring*',
  'quad*',
  'glute*',
  'achilles',
  'heel*',
  'shoulder*',
  'wrist*',
  'elbow*',
  'neck',
  'rodilla*',
  'espalda',
  'cadera*',
  'tobillo*',
  'pie',
  'pies',
  'gemelo*',
  'isquio*',
  'cuadricep*',
  'gluteo*',
  'talon',
  'hombro*',
  'muneca*',
  'codo*',
  'cuello',
  'lumbar*',
]);
/** "Chest day", "chest press", "pecho y tríceps": the muscle trained, not a symptom. */
const TRAINING_WORDS = new Set([
  'day',
  'press',
  'fly',
  'flys',
  'flies',
  'workout',
  'workouts',
  'exercise',
  'exercises',
  'muscle',
  'muscles',
  'size',
  'gains',
  'dips',
  'triceps',
  'tricep',
  'y',
  'and',
  'session',
  'rate',
  'monitor',
  'zone',
  'zones',
  'health',
  'healthy',
]);

/** Verbs of training a muscle: "marcar pecho", "build my chest", "trabajar el pecho". */
const TRAINING_VERBS = new Set([
  'build',
  'building',
  'grow',
  'growing',
  'train',
  'training',
  'work',
  'working',
  'tone',
  'toning',
  'bigger',
  'stronger',
  'marcar',
  'trabajar',
  'entrenar',
  'tonificar',
  'definir',
  'aumentar',
  'sacar',
]);

function trained(tokens: readonly Token[], token: Token): boolean {
  const next = tokens[token.at + 1];
  const before = tokens[token.at - 1];
  const beforeTwo = tokens[token.at - 2];
  if (next && next.clause === token.clause && TRAINING_WORDS.has(next.word)) return true;
  for (const earlier of [before, beforeTwo])
    if (earlier && earlier.clause === token.clause && TRAINING_VERBS.has(earlier.word)) return true;
  // "press de pecho", "press banca", "aperturas de pecho"
  return Boolean(
    before?.word === 'de' &&
      beforeTwo &&
      /^(press|apertura|aperturas|fondos|dia|rutina)$/.test(beforeTwo.word),
  );
}

function sentenceHas(tokens: readonly Token[], wordClass: WordClass, sentence: number): boolean {
  return inClass(tokens, wordClass).some((token) => token.sentence === sentence);
}

/**
 * The kind of sign a flag was found by: each is a symptom class met with its context. `breath` alone is
 * what a managed lung condition's everyday symptom looks like (read/screening.ts).
 */
export type Sign = 'chest' | 'rhythm' | 'spread' | 'breath' | 'effort-pain' | 'dizziness' | 'presyncope';
export type RedFlag = { code: ScreeningReasonCode; sentence: number; signs: Sign[] };

/** The warning signs in a text, each with the sentence it was found in. */
export function readRedFlags(text: string): RedFlag[] {
  const { tokens, clauses } = tokenise(prepare(text));
  if (tokens.length === 0) return [];
  const own = (token: Token) => !isSomeoneElse(clauses[token.clause]!, { index: token.offset });
  const flags: RedFlag[] = [];
  const add = (code: ScreeningReasonCode, sentence: number, sign: Sign) => {
    const known = flags.find((flag) => flag.code === code);
    if (!known) flags.push({ code, sentence, signs: [sign] });
    else if (!known.signs.includes(sign)) known.signs.push(sign);
  };

  const chest = meet(
    tokens,
    CHEST_REGION,
    CHEST_FEELING,
    5,
    (region, feeling) => !trained(tokens, region) && own(region) && own(feeling),
  );
  if (chest) add('chest-symptoms', chest[0].sentence, 'chest');

  // A heart that races with love or excitement is a figure of speech, not a rhythm.
  const heart = meet(
    tokens,
    HEART,
    RACING,
    6,
    (h, racing) => !trained(tokens, h) && own(h) && own(racing) && !sentenceHas(tokens, EMOTION, h.sentence),
  );
  if (heart) add('palpitations', heart[0].sentence, 'rhythm');

  // An arm that goes numb or heavy with effort, or aches with breathlessness or the chest; a jaw that
  // aches or goes numb with effort.
  const cardiacCompany = (sentence: number) =>
    sentenceHas(tokens, BREATHLESS, sentence) ||
    sentenceHas(tokens, CHEST_REGION, sentence) ||
    sentenceHas(tokens, RELIEF, sentence);
  const withEffort = (sentence: number) => sentenceHas(tokens, EFFORT, sentence) || cardiacCompany(sentence);
  // Any exertion (a set at the gym, a sprint) is context for a jaw that aches or an arm that goes numb
  // or tingles; "dead" or "heavy" arms after push-ups are tired muscles, so those words need EFFORT.
  const withExertion = (sentence: number) => withEffort(sentence) || sentenceHas(tokens, EXERTION, sentence);
  const spread =
    meet(tokens, SPREAD_REGION, NUMB_FEELING, 4, (r, f) => own(r) && own(f) && withEffort(r.sentence)) ??
    meet(
      tokens,
      SPREAD_REGION,
      NUMB_FEELING,
      4,
      (r, f) => own(r) && own(f) && !FATIGUE.has(f.word) && withExertion(r.sentence),
    ) ??
    meet(tokens, SPREAD_REGION, ACHE_FEELING, 4, (r, f) => own(r) && own(f) && cardiacCompany(r.sentence)) ??
    meet(tokens, JAW, NUMB_FEELING, 4, (r, f) => own(r) && own(f) && withExertion(r.sentence)) ??
    meet(tokens, JAW, ACHE_FEELING, 4, (r, f) => own(r) && own(f) && withExertion(r.sentence));
  if (spread) add('exertional-symptoms', spread[0].sentence, 'spread');

  // Breathlessness with light effort (stairs, walking, talking) or at rest.
  const breathless = meet(tokens, BREATHLESS, LIGHT_EFFORT, 8, (b) => own(b));
  if (breathless) add('exertional-symptoms', breathless[0].sentence, 'breath');

  // A pain, pressure or stab that comes with effort and goes with rest, with no joint or muscle named.
  for (const feeling of inClass(tokens, CHEST_FEELING)) {
    const sentence = feeling.sentence;
    if (!own(feeling)) continue;
    if (
      sentenceHas(tokens, EFFORT, sentence) &&
      sentenceHas(tokens, RELIEF, sentence) &&
      !sentenceHas(tokens, JOINT_REGION, sentence)
    ) {
      add('exertional-symptoms', sentence, 'effort-pain');
      break;
    }
  }

  const dizzy = inClass(tokens, DIZZY).find(own);
  if (dizzy) add('dizziness-or-fainting', dizzy.sentence, 'dizziness');

  // Pre-syncope: a symptom of the class beside a context of exertion, standing or a stop, or beside
  // dizziness or a near-fall, which is context enough.
  const presyncopeContext = (sentence: number) =>
    sentenceHas(tokens, EXERTION, sentence) ||
    sentenceHas(tokens, RELIEF, sentence) ||
    sentenceHas(tokens, DIZZY, sentence) ||
    sentenceHas(tokens, NEAR, sentence);
  const greying = meet(
    tokens,
    SEEING,
    DIMMING,
    5,
    (eyes, dim) =>
      own(eyes) &&
      own(dim) &&
      presyncopeContext(eyes.sentence) &&
      !sentenceHas(tokens, EYE_CAUSE, eyes.sentence),
  );
  // "Almost fainted", "casi me caigo": the near-faint always; the near-fall with exertion and no trip.
  const nearFall = meet(tokens, NEAR, COLLAPSE, 3, (near, fall) => {
    if (fall.at < near.at || !own(near) || sentenceHas(tokens, MECHANICAL, near.sentence)) return false;
    if (DIZZY.has(fall.word) || /^desmay/.test(fall.word)) return true;
    return (
      sentenceHas(tokens, EXERTION, near.sentence) ||
      sentenceHas(tokens, SEEING, near.sentence) ||
      sentenceHas(tokens, HEAD, near.sentence)
    );
  });
  const lightHead = meet(
    tokens,
    HEAD,
    HEAD_ODD,
    4,
    (head, odd) => own(head) && own(odd) && presyncopeContext(head.sentence),
  );
  const presyncope = greying ?? nearFall ?? lightHead;
  if (presyncope) add('dizziness-or-fainting', presyncope[0].sentence, 'presyncope');
  return flags;
}
