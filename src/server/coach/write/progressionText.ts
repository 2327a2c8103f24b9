import type { Language } from '../../../contract/site';
import { durationWords } from './text';

/**
 * Every sentence of the four-week progression, in English and Spanish (neutral Spanish, tú). Hints and
 * overviews quote the week's own numbers, so what the visitor reads is what the week holds.
 */

const count = (language: Language, n: number, en: [string, string], es: [string, string]) =>
  `${n} ${language === 'es' ? (n === 1 ? es[0] : es[1]) : n === 1 ? en[0] : en[1]}`;
export const setsWord = (language: Language, n: number) =>
  count(language, n, ['set', 'sets'], ['serie', 'series']);
export const roundsWord = (language: Language, n: number) =>
  count(language, n, ['round', 'rounds'], ['ronda', 'rondas']);
const loadStep = (lower: boolean) => (lower ? '5-10' : '2-5');

type Hints = {
  learn(reserve: number): string;
  sameLoadReps(reps: string): string;
  addLoadNovice(lower: boolean, reps: string): string;
  consolidate: string;
  base(rir: string): string;
  extraSet(sets: number, load: boolean): string;
  trimmed(sets: number, before: number, forExtra: boolean): string;
  sameLoad(rir: string): string;
  addLoadTrained(lower: boolean, rir: string): string;
  deload(sets: number, before: number, load: boolean, rir: string): string;
  bodyweight(rir: string | null): string;
  moreReps(reps: string): string;
  tempo(reps: string): string;
  harder(name: string): string;
  keepVersion: string;
  timedBase(seconds: number): string;
  timedMore(seconds: number, more: number): string;
  timedSame(seconds: number): string;
  timedDeload(sets: number, before: number): string;
  mobility: string;
  steady(seconds: number): string;
  steadyShorter(seconds: number, forExtra: boolean): string;
  circuit(rounds: number, roundRest: number | null, more: boolean, reps: string | null): string;
  circuitDeload(rounds: number, before: number): string;
  interval(work: number, rest: number, rounds: number): string;
  intervalDeload(work: number, rest: number, rounds: number, before: number): string;
  runWalk(rounds: number, run: number, walk: number): string;
  easyRun(seconds: number): string;
  longRun(seconds: number): string;
  repeats(count: number, work: number, rest: number): string;
  tempoRun(seconds: number): string;
  lighter(text: string): string;
  clearance: string;
  shorterRest(seconds: number): string;
};

export const HINTS: Record<Language, Hints> = {
  en: {
    learn: (reserve) => `Learn the movement: a load you could lift ${reserve} more times`,
    sameLoadReps: (reps) => `Same load as last week; aim for ${reps} reps`,
    addLoadNovice: (lower, reps) => `Add ${loadStep(lower)}% load; reps back to ${reps}`,
    consolidate: "Keep last week's load and own every rep",
    base: (rir) => `Base week: the planned load, ${rir} reps in reserve`,
    extraSet: (sets, load) =>
      `One more set than week 1 (${setsWord('en', sets)})${load ? ', same load' : ''}`,
    trimmed: (sets, before, forExtra) =>
      `${setsWord('en', sets)} instead of ${before} this week, ${
        forExtra ? "to make room for the main lifts' extra set" : 'to fit your time'
      }`,
    sameLoad: (rir) => `Same load, ${rir} reps in reserve`,
    addLoadTrained: (lower, rir) => `Add ${loadStep(lower)}% load, ${rir} reps in reserve`,
    deload: (sets, before, load, rir) =>
      `Lighter week: ${sets < before ? `${setsWord('en', sets)} instead of ${before}, ` : ''}${
        load ? 'about 10% less load, ' : ''
      }${rir} reps in reserve`,
    bodyweight: (rir) => `Bodyweight or band: controlled reps${rir ? `, ${rir} reps in reserve` : ''}`,
    moreReps: (reps) => `Aim for ${reps} reps per set`,
    tempo: (reps) => `Slow the lowering to 3 seconds; ${reps} reps`,
    harder: (name) => `Harder variation: ${name}`,
    keepVersion: "Keep last week's version and own every rep",
    timedBase: (seconds) => `Base time: ${durationWords(seconds)}`,
    timedMore: (seconds, more) => `${durationWords(seconds)} per set, ${more} s more than week 1`,
    timedSame: (seconds) => `Same time as last week: ${durationWords(seconds)}`,
    timedDeload: (sets, before) =>
      sets < before ? `Lighter week: ${setsWord('en', sets)} instead of ${before}, same time` : 'Same time',
    mobility: 'Easy range, the same as week 1',
    steady: (seconds) => `Easy, steady pace for ${durationWords(seconds)}`,
    steadyShorter: (seconds, forExtra) =>
      `Shorter this week (${durationWords(seconds)}) ${forExtra ? 'to make room for the extra sets' : 'to fit your time'}`,
    circuit: (rounds, roundRest, more, reps) =>
      `${roundsWord('en', rounds)}${more ? ', one more than week 1' : ''}${
        reps ? `; aim for ${reps} reps` : ''
      }${roundRest ? `; ${roundRest} s rest between rounds` : ''}`,
    circuitDeload: (rounds, before) =>
      `Lighter week: ${roundsWord('en', rounds)}${rounds < before ? ` instead of ${before}` : ''}`,
    interval: (work, rest, rounds) => `${work} s on / ${rest} s off, ${roundsWord('en', rounds)}`,
    intervalDeload: (work, rest, rounds, before) =>
      `Lighter week: ${roundsWord('en', rounds)}${rounds < before ? ` instead of ${before}` : ''}, ${work} s on / ${rest} s off`,
    runWalk: (rounds, run, walk) =>
      `${roundsWord('en', rounds)}: run ${durationWords(run)}, walk ${durationWords(walk)}, at a pace where you can talk`,
    easyRun: (seconds) => `Easy, conversational pace for ${durationWords(seconds)}`,
    longRun: (seconds) => `Long run: ${durationWords(seconds)} at an easy pace`,
    repeats: (n, work, rest) =>
      `${n} hard ${n === 1 ? 'repeat' : 'repeats'} of ${durationWords(work)}, ${durationWords(rest)} of easy jogging between`,
    tempoRun: (seconds) => `${durationWords(seconds)} comfortably hard`,
    lighter: (text) => `Lighter week: ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
    clearance: 'Gentle: the same as week 1 until a professional clears you',
    shorterRest: (seconds) => `; rest ${durationWords(seconds)} between sets`,
  },
  es: {
    learn: (reserve) => `Aprende el movimiento: un peso que podrías levantar ${reserve} veces más`,
    sameLoadReps: (reps) => `El mismo peso que la semana pasada; busca ${reps} repeticiones`,
    addLoadNovice: (lower, reps) => `Sube un ${loadStep(lower)}% el peso; vuelve a ${reps} repeticiones`,
    consolidate: 'Mantén el peso de la semana pasada y domina cada repetición',
    base: (rir) => `Semana base: el peso previsto, ${rir} repeticiones en reserva`,
    extraSet: (sets, load) =>
      `Una serie más que en la semana 1 (${setsWord('es', sets)})${load ? ', el mismo peso' : ''}`,
    trimmed: (sets, before, forExtra) =>
      `${setsWord('es', sets)} en lugar de ${before} esta semana, ${
        forExtra
          ? 'para dejar sitio a la serie extra de los ejercicios principales'
          : 'para que quepa en tu tiempo'
      }`,
    sameLoad: (rir) => `El mismo peso, ${rir} repeticiones en reserva`,
    addLoadTrained: (lower, rir) => `Sube un ${loadStep(lower)}% el peso, ${rir} repeticiones en reserva`,
    deload: (sets, before, load, rir) =>
      `Semana de descarga: ${sets < before ? `${setsWord('es', sets)} en lugar de ${before}, ` : ''}${
        load ? 'un 10% menos de peso, ' : ''
      }${rir} repeticiones en reserva`,
    bodyweight: (rir) =>
      `Peso corporal o banda: repeticiones controladas${rir ? `, ${rir} repeticiones en reserva` : ''}`,
    moreReps: (reps) => `Busca ${reps} repeticiones por serie`,
    tempo: (reps) => `Baja en 3 segundos; ${reps} repeticiones`,
    harder: (name) => `Variante más difícil: ${name}`,
    keepVersion: 'Mantén la versión de la semana pasada y domina cada repetición',
    timedBase: (seconds) => `Tiempo base: ${durationWords(seconds)}`,
    timedMore: (seconds, more) => `${durationWords(seconds)} por serie, ${more} s más que en la semana 1`,
    timedSame: (seconds) => `El mismo tiempo que la semana pasada: ${durationWords(seconds)}`,
    timedDeload: (sets, before) =>
      sets < before
        ? `Semana de descarga: ${setsWord('es', sets)} en lugar de ${before}, el mismo tiempo`
        : 'El mismo tiempo',
    mobility: 'Rango cómodo, igual que en la semana 1',
    steady: (seconds) => `Ritmo suave y constante durante ${durationWords(seconds)}`,
    steadyShorter: (seconds, forExtra) =>
      `Más corto esta semana (${durationWords(seconds)}) ${
        forExtra ? 'para dejar sitio a las series extra' : 'para que quepa en tu tiempo'
      }`,
    circuit: (rounds, roundRest, more, reps) =>
      `${roundsWord('es', rounds)}${more ? ', una más que en la semana 1' : ''}${
        reps ? `; busca ${reps} repeticiones` : ''
      }${roundRest ? `; ${roundRest} s de descanso entre rondas` : ''}`,
    circuitDeload: (rounds, before) =>
      `Semana de descarga: ${roundsWord('es', rounds)}${rounds < before ? ` en lugar de ${before}` : ''}`,
    interval: (work, rest, rounds) =>
      `${work} s de trabajo / ${rest} s de descanso, ${roundsWord('es', rounds)}`,
    intervalDeload: (work, rest, rounds, before) =>
      `Semana de descarga: ${roundsWord('es', rounds)}${rounds < before ? ` en lugar de ${before}` : ''}, ${work} s de trabajo / ${rest} s de descanso`,
    runWalk: (rounds, run, walk) =>
      `${roundsWord('es', rounds)}: corre ${durationWords(run)} y camina ${durationWords(walk)}, a un ritmo que te deje hablar`,
    easyRun: (seconds) => `Ritmo suave, que te deje hablar, durante ${durationWords(seconds)}`,
    longRun: (seconds) => `Carrera larga: ${durationWords(seconds)} a ritmo suave`,
    repeats: (n, work, rest) =>
      `${n} ${n === 1 ? 'repetición intensa' : 'repeticiones intensas'} de ${durationWords(work)}, con ${durationWords(rest)} de trote suave entre ellas`,
    tempoRun: (seconds) => `${durationWords(seconds)} a ritmo exigente pero controlado`,
    lighter: (text) => `Semana de descarga: ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
    clearance: 'Suave: igual que en la semana 1 hasta que un profesional te dé el visto bueno',
    shorterRest: (seconds) => `; descansa ${durationWords(seconds)} entre series`,
  },
};

/** What a week changes against the week before, read from its numbers (build/progression.ts). */
export type WeekChanges = {
  repsUp: boolean;
  timeUp: boolean;
  roundsUp: boolean;
  roundsDown: boolean;
  /** A circuit or interval block rests less between rounds. */
  restDown: boolean;
  /** Some exercise moved to its harder variation. */
  harder: boolean;
  /** Some bodyweight move slows its lowering (the week's hint says "Slow the lowering"). */
  tempo: boolean;
  loadUp: boolean;
};

/** Facts about one week that its overview states. */
export type WeekFacts = {
  week: 1 | 2 | 3 | 4;
  trained: boolean;
  /** Reps in reserve of the week's lifting, already raised to the visitor's floor ('2-3'). */
  rir: string;
  hasLoad: boolean;
  hasLifting: boolean;
  /** Week 2: some main lift got its extra set; some accessory work gave a set back for it. */
  extraSet: boolean;
  /** Every day with main lifts got it (else the week says "where the session has room"). */
  extraEveryDay: boolean;
  trimmed: boolean;
  /** Week 4 against week 3: sets of the lifting, circuits and intervals. */
  sets: { before: number; after: number };
  /** Against the week before; null in week 1. */
  changes: WeekChanges | null;
};

const listWords = (language: Language, words: string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} ${language === 'es' ? 'y' : 'and'} ${words[words.length - 1]}`;

/** The changes a week holds, in words: only those its numbers show. */
function changeWords(language: Language, changes: WeekChanges, four = false): string[] {
  const es = language === 'es';
  const words: string[] = [];
  if (changes.repsUp) words.push(es ? 'más repeticiones' : 'more reps');
  if (changes.timeUp) words.push(es ? 'más segundos en los ejercicios por tiempo' : 'longer timed holds');
  if (changes.roundsUp)
    words.push(es ? 'más rondas en los circuitos y los intervalos' : 'more rounds in circuits and intervals');
  if (changes.restDown && !four)
    words.push(es ? 'menos descanso entre rondas' : 'shorter rest between rounds');
  if (changes.harder && !four)
    words.push(
      es ? 'una variante más difícil en algunos ejercicios' : 'a harder variation of some exercises',
    );
  if (changes.tempo && !four)
    words.push(
      es
        ? 'una bajada más lenta (3 segundos) en los ejercicios con peso corporal'
        : 'a slower lowering (3 seconds) on bodyweight moves',
    );
  return words;
}

/**
 * The overview of a beginner's week 2, 3 or 4, sentence by sentence from what the week's numbers
 * change (issue 26 item 5): no "more reps" on a week whose reps stay, no "harder variation" where none
 * changes, and a week 4 that says so when reps still rise.
 */
function noviceOverview(language: Language, facts: WeekFacts, changes: WeekChanges): string {
  const es = language === 'es';
  const { week } = facts;
  const words = changeWords(language, changes, week === 4);
  if (week === 2) {
    const same = facts.hasLoad ? (es ? ' El mismo peso que en la semana 1.' : ' Same loads as week 1.') : '';
    return words.length
      ? `${es ? 'Semana 2' : 'Week 2'}: ${listWords(language, words)}.${same}`
      : es
        ? 'Semana 2: igual que la semana 1; domina cada repetición.'
        : 'Week 2: the same as week 1; own every rep.';
  }
  if (week === 3) {
    const load = changes.loadUp
      ? es
        ? 'llegaste al tope de los rangos, así que sube el peso (2-5% tren superior, 5-10% tren inferior) y vuelve al mínimo del rango'
        : 'you reached the top of the rep ranges, so add load (2-5% upper body, 5-10% lower body) and go back to the bottom of the range'
      : '';
    const rest = words.length ? listWords(language, words) : '';
    if (load && rest) return es ? `Semana 3: ${load}. Además, ${rest}.` : `Week 3: ${load}. Also ${rest}.`;
    if (load || rest) return `${es ? 'Semana 3' : 'Week 3'}: ${load || rest}.`;
    return es
      ? 'Semana 3: igual que la semana 2; domina cada repetición.'
      : 'Week 3: the same as week 2; own every rep.';
  }
  const kept = [
    ...(facts.hasLoad ? [es ? 'el peso' : 'loads'] : []),
    ...(changes.harder ? [] : [es ? 'las variantes' : 'variations']),
  ];
  const keep = kept.length
    ? es
      ? ` Mantén ${listWords(language, kept)} de la semana 3 y haz cada repetición impecable antes del siguiente ciclo`
      : ` Keep week 3's ${listWords(language, kept)} and make every rep clean before the next cycle`
    : es
      ? ' Haz cada repetición impecable antes del siguiente ciclo'
      : ' Make every rep clean before the next cycle';
  const grows = words.length ? `${es ? ', con' : ', with'} ${listWords(language, words)}` : '';
  const fewer = changes.roundsDown
    ? es
      ? '; los circuitos y los intervalos tienen menos rondas'
      : '; circuits and intervals have fewer rounds'
    : '';
  return `${es ? 'Semana 4: consolida.' : 'Week 4: consolidate.'}${keep}${grows}${fewer}.`;
}

export function liftingOverview(language: Language, facts: WeekFacts): string {
  const { week, rir } = facts;
  const es = language === 'es';
  if (!facts.trained) {
    if (week === 1)
      return es
        ? 'Semana 1: técnica. Usa el mínimo de series, termina con unas 3 repeticiones en reserva y aprende cada movimiento.'
        : 'Week 1: technique. Use the low end of the sets, stop with about 3 reps in reserve, and learn every movement.';
    if (facts.changes) return noviceOverview(language, facts, facts.changes);
    if (week === 2)
      return es
        ? 'Semana 2: más repeticiones (o más rondas en los circuitos y los intervalos). El mismo peso que en la semana 1.'
        : 'Week 2: more reps (or more rounds in circuits and intervals). Same loads as week 1.';
    if (week === 3)
      return facts.hasLoad
        ? es
          ? 'Semana 3: llegaste al tope de los rangos, así que sube el peso (2-5% tren superior, 5-10% tren inferior) y vuelve al mínimo del rango. Los ejercicios con peso corporal pasan a una variante más difícil o a un ritmo más lento.'
          : 'Week 3: you reached the top of the rep ranges, so add load (2-5% upper body, 5-10% lower body) and go back to the bottom of the range. Bodyweight moves get a harder variation or a slower tempo.'
        : es
          ? 'Semana 3: los ejercicios con peso corporal pasan a una variante más difícil o a un ritmo más lento.'
          : 'Week 3: bodyweight moves get a harder variation or a slower tempo.';
    return es
      ? 'Semana 4: consolida. Mantén lo que hiciste en la semana 3 y haz cada repetición impecable antes del siguiente ciclo; los circuitos y los intervalos tienen menos rondas.'
      : "Week 4: consolidate. Keep week 3's loads and variations and make every rep clean before the next cycle; circuits and intervals have fewer rounds.";
  }
  if (week === 1)
    return es
      ? `Semana 1: base. Las series previstas con ${rir} repeticiones en reserva; ${facts.hasLoad ? 'apunta tus pesos' : 'apunta cómo te sientes en cada serie'}.`
      : `Week 1: base. The planned sets at ${rir} reps in reserve; ${facts.hasLoad ? 'note your loads' : 'note how each set feels'}.`;
  if (week === 2) {
    if (!facts.extraSet) {
      const words = facts.changes ? changeWords(language, facts.changes) : [];
      if (words.length)
        return es
          ? `Semana 2: las mismas series que en la semana 1, con ${rir} repeticiones en reserva, y ${listWords(language, words)}.`
          : `Week 2: the same sets as week 1 at ${rir} reps in reserve, with ${listWords(language, words)}.`;
      return es
        ? `Semana 2: las mismas series y repeticiones que en la semana 1, con ${rir} repeticiones en reserva.`
        : `Week 2: the same sets and reps as week 1 at ${rir} reps in reserve.`;
    }
    const trimmed = facts.trimmed
      ? es
        ? ' Algunos ejercicios accesorios pierden una serie para que cada sesión siga cabiendo en tu tiempo.'
        : ' Some accessory work gives back a set so that each session still fits your time.'
      : '';
    const room = facts.extraEveryDay
      ? ''
      : es
        ? ' donde la sesión tiene sitio'
        : ' where the session has room';
    return es
      ? `Semana 2: una serie más en los ejercicios principales${room}, ${rir} repeticiones en reserva.${trimmed}`
      : `Week 2: one more set on the main lifts${room}, ${rir} reps in reserve.${trimmed}`;
  }
  if (week === 3) {
    // Each change said only when the week's numbers hold it (facts.changes, build/progression.ts).
    const changes = facts.changes;
    const bodyweight = changes ? changeWords(language, { ...changes, loadUp: false }) : [];
    const also = bodyweight.length ? ` ${es ? 'Además' : 'Also'}, ${listWords(language, bodyweight)}.` : '';
    if (facts.hasLoad && (changes?.loadUp ?? true))
      return es
        ? `Semana 3: sube un 2-10% el peso, ${rir} repeticiones en reserva.${also}`
        : `Week 3: add 2-10% load, ${rir} reps in reserve.${also}`;
    return bodyweight.length
      ? es
        ? `Semana 3: ${listWords(language, bodyweight)}, ${rir} repeticiones en reserva.`
        : `Week 3: ${listWords(language, bodyweight)}, ${rir} reps in reserve.`
      : es
        ? `Semana 3: las mismas series y repeticiones, ${rir} repeticiones en reserva.`
        : `Week 3: the same sets and reps, ${rir} reps in reserve.`;
  }
  const { before, after } = facts.sets;
  const fewer = Math.round((1 - after / Math.max(1, before)) * 100);
  const load = facts.hasLoad ? (es ? ' y un 10% menos de peso' : ' and about 10% less load') : '';
  if (after < before)
    return es
      ? `Semana 4: semana de descarga. ${setsWord('es', after)} en lugar de ${before} (un ${fewer}% menos)${load}, ${rir} repeticiones en reserva, para recuperarte y volver más fuerte.`
      : `Week 4: lighter week. ${setsWord('en', after)} instead of ${before} (${fewer}% fewer)${load}, ${rir} reps in reserve, so you recover and come back stronger.`;
  return es
    ? `Semana 4: semana de descarga${load}, ${rir} repeticiones en reserva, para recuperarte y volver más fuerte.`
    : `Week 4: lighter week${load}, ${rir} reps in reserve, so you recover and come back stronger.`;
}

/** What the strength days of a race plan do each week, after the running. */
function runnerStrength(language: Language, facts: WeekFacts): string {
  const es = language === 'es';
  const { week } = facts;
  if (week === 1) return '';
  if (!facts.trained && facts.changes) {
    // Only what the strength days' numbers change (facts.changes covers the days that are not runs).
    const words = changeWords(language, facts.changes, week === 4);
    if (week === 4)
      return es
        ? ` Días de fuerza: mantén lo de la semana 3 y domina cada repetición${words.length ? `, con ${listWords(language, words)}` : ''}.`
        : ` Strength days: keep week 3 and own every rep${words.length ? `, with ${listWords(language, words)}` : ''}.`;
    if (week === 3 && facts.changes.loadUp) words.unshift(es ? 'un poco más de peso' : 'a little more load');
    return words.length ? ` ${es ? 'Días de fuerza' : 'Strength days'}: ${listWords(language, words)}.` : '';
  }
  if (!facts.trained) {
    if (week === 2)
      return es
        ? ' Días de fuerza: un par de repeticiones más por serie.'
        : ' Strength days: a couple more reps per set.';
    if (week === 3)
      return es
        ? ' Días de fuerza: un poco más de peso o una variante más difícil.'
        : ' Strength days: a little more load or a harder variation.';
    return es
      ? ' Días de fuerza: mantén lo de la semana 3 y domina cada repetición.'
      : ' Strength days: keep week 3 and own every rep.';
  }
  if (week === 2)
    return facts.extraSet
      ? es
        ? ` Días de fuerza: una serie más en los ejercicios principales${facts.extraEveryDay ? '' : ' donde la sesión tiene sitio'}.`
        : ` Strength days: one more set on the main lifts${facts.extraEveryDay ? '' : ' where the session has room'}.`
      : '';
  if (week === 3) {
    const words = facts.changes ? changeWords(language, facts.changes) : [];
    if (facts.hasLoad && (facts.changes?.loadUp ?? true))
      words.unshift(es ? 'sube un 2-10% el peso' : 'add 2-10% load');
    return words.length ? ` ${es ? 'Días de fuerza' : 'Strength days'}: ${listWords(language, words)}.` : '';
  }
  const { before, after } = facts.sets;
  return after < before
    ? es
      ? ` Días de fuerza: ${setsWord('es', after)} en lugar de ${before}.`
      : ` Strength days: ${setsWord('en', after)} instead of ${before}.`
    : '';
}

export type RaceFacts = {
  /** Time on feet of the long run this week and in week 1, in seconds. */
  longRun: number;
  longRunWeek1: number;
  /** Run-walk: the running and walking parts of a round in the long run this week and the week before. */
  runWalk: { run: number; walk: number; runBefore: number } | null;
  /** The long run is longer than the visitor's usual session. */
  pastSessionTime: boolean;
  quality: boolean;
  strength: boolean;
};

export const PAST_SESSION_TIME: Record<Language, string> = {
  en: 'The long run grows past your usual session time this week.',
  es: 'Esta semana la carrera larga supera tu tiempo habitual de sesión.',
};

export function raceOverview(language: Language, facts: WeekFacts, race: RaceFacts): string {
  const es = language === 'es';
  const { week } = facts;
  const grew = Math.round((race.longRun / Math.max(1, race.longRunWeek1) - 1) * 100);
  const longRun = durationWords(race.longRun);
  let text: string;
  if (week === 1) {
    text = es
      ? 'Semana 1: base. Corre suave, a un ritmo que te deje hablar, y haz la carrera larga tal como está prevista: alrededor del 80% de lo que corres es a ritmo suave.'
      : 'Week 1: base. Run easy, at a pace where you can talk, and do the long run as planned: about 80% of your running is easy.';
  } else if (week === 4) {
    text = es
      ? `Semana 4: semana de descarga. Una carrera larga más corta (${longRun})${race.quality ? ', menos repeticiones intensas' : ''} y carreras suaves un poco más cortas, para que tu cuerpo asimile el entrenamiento.`
      : `Week 4: lighter week. A shorter long run (${longRun})${race.quality ? ', fewer hard repeats' : ''} and slightly shorter easy runs, so your body absorbs the training.`;
  } else {
    const growth =
      grew > 0
        ? es
          ? `la carrera larga crece hasta ${longRun} (un ${grew}% más que en la semana 1; nunca más de un 30% en dos semanas)`
          : `the long run grows to ${longRun} (${grew}% more than week 1; never more than 30% over two weeks)`
        : es
          ? `la carrera larga se mantiene en ${longRun}`
          : `the long run stays at ${longRun}`;
    const runWalk =
      race.runWalk && race.runWalk.run > race.runWalk.runBefore
        ? es
          ? `; en cada ronda corres ${durationWords(race.runWalk.run)} y caminas ${durationWords(race.runWalk.walk)}`
          : `; each round is ${durationWords(race.runWalk.run)} running and ${durationWords(race.runWalk.walk)} walking`
        : '';
    const quality = race.quality
      ? es
        ? ' La sesión de calidad sigue siendo una sola y crece solo si cabe en tu tiempo.'
        : ' The quality session stays a single session and grows only where it fits your time.'
      : '';
    text = es
      ? `Semana ${week}: ${growth}${runWalk}. Las carreras suaves siguen siendo suaves.${quality}`
      : `Week ${week}: ${growth}${runWalk}. Easy runs stay easy.${quality}`;
  }
  if (race.pastSessionTime) text += ` ${PAST_SESSION_TIME[language]}`;
  if (race.strength) text += runnerStrength(language, facts);
  return text;
}

/** The weeks that repeat a plan when a progression built for it broke a rule (generation/generate.ts). */
export const HOLD_WEEKS: Record<Language, string> = {
  en: 'Weeks 1 to 4 repeat this week: keep the same exercises and add a rep or two only when every set feels comfortable. Make a new plan after four weeks.',
  es: 'Las semanas 1 a 4 repiten esta semana: mantén los mismos ejercicios y añade una o dos repeticiones solo cuando todas las series te resulten cómodas. Crea un plan nuevo dentro de cuatro semanas.',
};
export const HOLD_HINT: Record<Language, string> = {
  en: 'The same as week 1',
  es: 'Igual que en la semana 1',
};

export const CLEARANCE_WEEKS: Record<Language, string> = {
  // No word of walking: some gentle weeks hold none (a fever, an operated leg); the week says what it holds.
  en: 'Weeks 1 to 4 repeat the same gentle week: no progression until a professional has cleared you to train. Once you are cleared, make a new plan.',
  es: 'Las semanas 1 a 4 repiten la misma semana suave: no hay progresión hasta que un profesional te dé el visto bueno para entrenar. Cuando lo tengas, crea un plan nuevo.',
};
