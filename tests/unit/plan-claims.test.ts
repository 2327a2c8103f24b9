/**
 * The plan keeps its word (issue 25): every claim-type sentence of the overview, the notes and the
 * screening's reasons matches the week shown and what the visitor really wrote. Read as a reviewer reads a
 * plan: the sentences by their words, the week by its catalogue exercises, the request by its text. Run
 * over the corpus, this file's own visitors (both languages, several wordings per kind) and a few hundred
 * random visitors with notes, each through the checker in production (check/production.ts), as shown.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PlanDraft,
  type WorkoutRequest,
  type WorkoutRequestInput,
  workoutRequestSchema,
} from '../../src/contract/workout';
import { CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { checkClaims, checkPlan } from '../../src/server/coach/check/checker';
import { checkedPlan, checkedProgression } from '../../src/server/coach/check/production';
import { readProfile } from '../../src/server/coach/read/profile';
import { CORPUS } from '../coach-corpus/cases';
import { CONDITIONING_MODALITY, isIntervalDay } from '../coach-corpus/facts';
import { hurt, noted, visitor } from '../coach-corpus/visitors';
import { answersArbitrary } from '../helpers/answers';

type Shown = { request: WorkoutRequest; draft: PlanDraft };

function shown(input: WorkoutRequestInput): Shown {
  const request = workoutRequestSchema.parse(input);
  return { request, draft: checkedPlan(readProfile(request), request).draft };
}

const entriesOf = (draft: PlanDraft) =>
  draft.schedule.flatMap((day) =>
    day.kind === 'rest' ? [] : day.exercises.map((e) => CATALOGUE_BY_ID.get(e.catalogId ?? '')!),
  );
const sentencesOf = (draft: PlanDraft) =>
  [draft.overview, ...draft.notes, ...draft.screening.reasons.map((r) => r.text)].flatMap((text) =>
    text.split(/(?<=[.;:!?])\s+/),
  );
const modalityIn = (draft: PlanDraft, modality: string) =>
  entriesOf(draft).some((entry) => CONDITIONING_MODALITY[entry.id] === modality);
/** What the visitor wrote in words: the notes and every `other:` answer. */
const written = (request: WorkoutRequest) =>
  [
    request.additionalNotes,
    request.fitnessGoal,
    request.fitnessLevel,
    request.focusArea,
    request.workoutStyle,
    request.workoutLocation,
  ]
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

const WEEKDAYS = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  es: ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'],
};
const BODY_WORDS: [RegExp, RegExp][] = [
  [/legs|piernas/i, /leg|pierna|thigh|quad|hamstring|muslo|cuadricep/],
  [/glutes|glúteos/i, /glute|butt|booty|bum|gluteo|trasero|nalga|pompis|cola/],
  [/arms|brazos/i, /arm|bicep|tricep|brazo/],
  [/chest|pecho/i, /chest|pec|pecho/],
  [/back|espalda/i, /back|lats|espalda|dorsal/],
  [/shoulders|hombros/i, /shoulder|delt|hombro/],
  [/core/i, /core|abs|abdominal|six.?pack|abdomen/],
];
const WISH =
  /want|wanna|would like|focus|more|bigger|stronger|tone|build|work on|target|quiero|mas|enfoc|trabajar|tonificar|fortalecer|marcar|aumentar/;
const REFUSAL =
  /\b(no|not|without|hate|dislike|avoid|can'?t|skip|sin|nada de|odio|no me gusta|evita|nunca|ni|prefiero no|upstairs|downstairs|neighbou?rs?|vecin|quiet|ruido)\b/;
const AIMING =
  /want|wanna|goal|aim|train(ing)? for|prep|sign|first|next|couch to|in (january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter)|quiero|meta|objetivo|prepar|apunt|inscri|mi primer|proxim|en (primavera|verano|otono|invierno|junio|octubre)/;
const RACE_WORDS =
  /\d+ ?k\b|\d+ ?km|marat|race|carrera|parkrun|triat|triathlon|fondo|sportive|row test|open water|aguas abiertas|\d{3,4} ?m\b/;
const BRISK = (name: string) => /brisk|rápid|a buen ritmo/i.test(name);

/** Every claim-type sentence against the week and the request; a list of what does not hold. */
function contradictions({ request, draft }: Shown): string[] {
  const out: string[] = [];
  const entries = entriesOf(draft);
  const text = written(request);
  const codes = draft.screening.reasons.map((r) => r.code);
  const language = request.language;
  for (const sentence of sentencesOf(draft)) {
    // Machines only when a machine is in the week.
    if (
      /\bmachines?\b|máquinas?\b/i.test(sentence) &&
      !/\b(no|without|sin|ni)\b[^.]*\b(machines?|máquinas?)\b/i.test(sentence) &&
      !entries.some((e) => e.equipment.some((item) => ['machine', 'cable', 'cardio-machine'].includes(item)))
    )
      out.push(`machines claimed, none in the week: "${sentence}"`);
    if (/as you (asked|prefer)|como (pediste|prefieres)/i.test(sentence)) {
      const body = BODY_WORDS.find(([said]) => said.test(sentence));
      if (/extra work|trabajo extra/i.test(sentence)) {
        if (!body || !(body[1].test(text) && WISH.test(text)))
          out.push(`a wish said back that the visitor did not make: "${sentence}"`);
      } else if (/has no|no incluye/i.test(sentence)) {
        if (!REFUSAL.test(text)) out.push(`an exclusion said back with no refusal written: "${sentence}"`);
        if (/burpee/i.test(sentence) && entries.some((e) => e.id.includes('burpee')))
          out.push(`"${sentence}" beside a burpee`);
        if (/lunges|zancadas/i.test(sentence) && entries.some((e) => e.pattern === 'lunge'))
          out.push(`"${sentence}" beside a lunge`);
      } else if (/minutes|minutos/i.test(sentence)) {
        const minutes = Number(/(\d+) (minutes|minutos)/.exec(sentence)?.[1]);
        const weekday = WEEKDAYS[language].findIndex((day) =>
          sentence.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(day),
        );
        const day = draft.schedule[weekday];
        const named =
          weekday >= 0 &&
          [WEEKDAYS.en, WEEKDAYS.es].some((names) => text.includes(names[weekday]!.slice(0, 3)));
        if (!named || !text.includes(String(minutes)))
          out.push(`a short day said back that was not asked: "${sentence}"`);
        else if (!day || day.kind === 'rest' || day.estimatedMinutes > minutes + 1)
          out.push(`a short day said back that the week does not keep: "${sentence}"`);
      } else if (/aerobic work is|trabajo aeróbico es/i.test(sentence)) {
        const modality = /cycling|bici/i.test(sentence)
          ? 'cycling'
          : /rowing|remo/i.test(sentence)
            ? 'rowing'
            : /swimming|natación/i.test(sentence)
              ? 'swimming'
              : 'walking';
        if (!modalityIn(draft, modality)) out.push(`a preferred sport not in the week: "${sentence}"`);
      }
    }
    if (/^(your goal is|tu meta es)/i.test(sentence)) {
      const goalText = request.fitnessGoal.startsWith('other:') ? request.fitnessGoal : '';
      if (!RACE_WORDS.test(text) || !(AIMING.test(text) || RACE_WORDS.test(goalText.toLowerCase())))
        out.push(`a goal the visitor did not set: "${sentence}"`);
      if (/run|carrera|salidas/i.test(sentence) && !modalityIn(draft, 'running'))
        out.push(`a running goal with no running in the week: "${sentence}"`);
    }
    // "Could not understand" is said only of health wording the coach could not place.
    if (/could not understand|no entendimos|could not be placed|no pudimos situar/i.test(sentence)) {
      if (!codes.includes('unread-health-text'))
        out.push(`"not understood" with nothing unplaced: "${sentence}"`);
    }
    if (/holds only|only gentle|solo incluye|nothing fast|nada rápido/i.test(sentence)) {
      const fast = draft.schedule.find(
        (day) => isIntervalDay(day) || day.exercises.some((e) => BRISK(e.name)),
      );
      if (fast) out.push(`a gentle week with brisk or interval work on ${fast.name}: "${sentence}"`);
    }
  }
  if (/gentle walking|paseos suaves/i.test(draft.overview) && !modalityIn(draft, 'walking'))
    out.push('the overview promises gentle walking, the week holds none');
  const unread = [...draft.notes, draft.overview].filter((line) =>
    /could not understand|no entendimos/i.test(line),
  );
  if (unread.length) out.push(`"not understood" outside the screening's reason: "${unread[0]}"`);
  for (const day of draft.schedule) {
    for (const exercise of day.exercises) {
      if (BRISK(exercise.name) && /easy|gentle|suave/i.test(`${exercise.effort} ${exercise.loadHint}`))
        out.push(`${day.name}: ${exercise.name} called "${exercise.effort}"`);
    }
    if (
      day.kind !== 'rest' &&
      /\b(gentle|easy)\b|suave/i.test(day.focus) &&
      !/run|carrera|tirada|strength|fuerza/i.test(day.focus) &&
      day.exercises.some((e) => BRISK(e.name))
    )
      out.push(`${day.name}: "${day.focus}" holds a brisk walk`);
  }
  return out;
}

/** This file's own visitors: wishes, habits, races, refusals, short days, unclear and clear health text. */
const OWN: WorkoutRequestInput[] = [
  noted('I walk 5 km every morning with my dog, want to lose a bit of weight', { fitnessGoal: 'loseWeight' }),
  noted('camino 10 km los domingos con mi pareja', { language: 'es', fitnessGoal: 'stayHealthy' }),
  noted('did a 10k years ago, now just want to feel better'),
  noted('solía correr maratones, ahora quiero ponerme en forma', { language: 'es' }),
  noted('my commute is a 12k bike ride each way'),
  noted('I want to walk more because my legs feel heavy at night', { fitnessGoal: 'stayHealthy' }),
  noted('quiero perder barriga y tener más energía', { language: 'es', fitnessGoal: 'loseWeight' }),
  noted('want to be stronger for carrying my kids on my back'),
  noted('more booty please, and no burpees'),
  noted('quiero tonificar los brazos, sin saltos que tengo vecinos abajo', {
    language: 'es',
    workoutLocation: 'home',
  }),
  noted('signed up for my first 10k in october', { fitnessGoal: 'endurance', workoutDays: 4 }),
  noted('quiero preparar mi primera media maratón en primavera', { language: 'es', workoutDays: 4 }),
  noted('fridays only 20 mins, rest of the week is fine', { workoutDays: 4 }),
  noted('los miércoles solo tengo 15 minutos', { language: 'es', workoutDays: 3 }),
  noted('I have a rower at home and love it', { workoutLocation: 'home' }),
  noted('I work night shifts, nothing wrong with me'),
  noted('trabajo a turnos, todo bien de salud', { language: 'es' }),
  noted('no injuries, no chest pain, just lazy lol'),
  hurt('my stomach does something strange when I bend', { workoutLocation: 'home', equipment: [] }),
  hurt('tengo una cosa rara en la tripa desde hace meses', { language: 'es', workoutLocation: 'home' }),
  hurt('my chest gets tight on the stairs and goes when I stop', { workoutLocation: 'gym' }),
  hurt('se me duerme el brazo cuando camino rápido', { language: 'es', workoutLocation: 'home' }),
  noted('i have a fever and a sore throat since yesterday', { workoutDays: 4 }),
  noted('I weigh 150 kg and get breathless on one flight of stairs', {
    workoutLocation: 'home',
    equipment: [],
    fitnessGoal: 'loseWeight',
  }),
  noted('peso 148 kilos y me ahogo al subir un piso', {
    language: 'es',
    workoutLocation: 'gym',
    fitnessGoal: 'loseWeight',
  }),
  visitor({
    hasInjuries: 'yes',
    injuryDetails: 'wheelchair user, no leg function (T10 injury)',
    workoutLocation: 'home',
  }),
  visitor({
    language: 'es',
    hasInjuries: 'yes',
    injuryDetails: 'uso silla de ruedas',
    workoutLocation: 'gym',
  }),
  noted('gave birth 6 weeks ago, some leaking', { gender: 'female', workoutLocation: 'home' }),
  noted('haven’t trained in 5 years, used to lift', { fitnessLevel: 'beginner', workoutLocation: 'gym' }),
];

/** Very low intake or signs of disordered eating with a demand for rapid loss, in both languages. */
const LOW_INTAKE: WorkoutRequestInput[] = [
  noted('i only eat like 600 cal a day and need to lose 10kg in 2 weeks for a wedding, go hard', {
    fitnessGoal: 'loseWeight',
    workoutDays: 7,
    workoutTime: '90',
    workoutStyle: 'hiit',
    fitnessLevel: 'intermediate',
  }),
  noted('I skip meals most days and make myself throw up after dinner, need to drop weight fast', {
    fitnessGoal: 'loseWeight',
    workoutDays: 6,
  }),
  noted('como 700 kcal al día y necesito bajar 8 kilos en 3 semanas, dame mucho cardio', {
    language: 'es',
    fitnessGoal: 'loseWeight',
    workoutDays: 6,
    workoutTime: '60',
  }),
  noted('casi no como nada y quiero adelgazar rápido, entreno todos los días', {
    language: 'es',
    fitnessGoal: 'loseWeight',
    workoutDays: 7,
    workoutStyle: 'hiit',
  }),
];

/** Random visitors whose notes carry wishes, habits, health and nothing at all. */
const NOTES = [
  '',
  'want bigger arms',
  'quiero enfocarme en glúteos',
  'I walk 5k daily',
  'camino 5 km al día',
  'no burpees please',
  'sin saltos, vivo en un piso',
  'mondays 30 mins max',
  'training for a 10k in june',
  'I work shifts',
  'nada, todo bien',
  'my legs get tired and I want to lose weight',
  'I eat 800 calories a day and want to lose 5 kg in a week',
  'something feels off in my belly',
  'I prefer cycling',
  'asdf qwerty',
];
const withNotes = fc
  .tuple(answersArbitrary, fc.constantFrom(...NOTES))
  .map(([answers, additionalNotes]) => ({ ...answers, additionalNotes }));

describe('every claim of a plan matches the plan and what the visitor wrote', () => {
  it('over the corpus', { timeout: 120_000 }, () => {
    const found = CORPUS.flatMap((c) => contradictions(shown(c.request)).map((line) => `${c.id}: ${line}`));
    expect(found).toEqual([]);
  });

  it("over this file's own visitors, in both languages", () => {
    const found = OWN.flatMap((input, index) =>
      contradictions(shown(input)).map(
        (line) => `#${index} ${input.additionalNotes || input.injuryDetails}: ${line}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('over 300 random visitors with notes', { timeout: 120_000 }, () => {
    const found = fc
      .sample(withNotes, { numRuns: 300, seed: 25 })
      .flatMap((input) => contradictions(shown(input)).map((line) => `${input.additionalNotes}: ${line}`));
    expect(found).toEqual([]);
  });

  it('says back no race, no wish and no "not understood" that the visitor did not write', () => {
    const walker = shown(noted('I walk 5 km every morning with my dog'));
    expect(sentencesOf(walker.draft).join(' ')).not.toMatch(/your goal is|5 km race/i);
    expect(modalityIn(walker.draft, 'running')).toBe(false);
    const camino = shown(noted('camino 5 km al día', { language: 'es' }));
    expect(sentencesOf(camino.draft).join(' ')).not.toMatch(/tu meta es/i);
    const heavy = shown(noted('I want to walk more because my legs feel heavy'));
    expect(heavy.draft.notes.join(' ')).not.toMatch(/as you asked/i);
    for (const notes of ['I work night shifts', 'trabajo a turnos', 'no injuries, all good']) {
      const plan = shown(noted(notes, { language: /trabajo/.test(notes) ? 'es' : 'en' }));
      expect(sentencesOf(plan.draft).join(' '), notes).not.toMatch(/could not understand|no entendimos/i);
    }
  });

  it('names unplaced health wording once, in the screening, in the coach words and never the visitor', () => {
    for (const [input, words] of [
      [hurt('my stomach does something strange when I bend', { workoutLocation: 'home' }), 'stomach'],
      [hurt('tengo una cosa rara en la tripa', { language: 'es', workoutLocation: 'home' }), 'tripa'],
    ] as const) {
      const { draft } = shown(input);
      const unread = draft.screening.reasons.find((r) => r.code === 'unread-health-text');
      expect(unread?.text).toMatch(
        /could not understand part of what you wrote about your health|no entendimos parte de lo que escribiste sobre tu salud/i,
      );
      expect(unread?.text).not.toMatch(/machine|máquina/i);
      expect(JSON.stringify(draft)).not.toContain(words);
      expect(draft.notes.join(' ')).not.toMatch(/could not understand|no entendimos/i);
    }
  });

  it('gives very low intake no weight-loss programme, no extra volume, a kind word and where to get help', () => {
    for (const input of LOW_INTAKE) {
      const { request, draft } = shown(input);
      const label = input.additionalNotes;
      const language = request.language;
      expect(
        draft.screening.reasons.map((r) => r.code),
        label,
      ).toContain('low-energy-intake');
      const active = draft.schedule.filter((day) => day.kind !== 'rest');
      expect(active.length, label).toBeLessThanOrEqual(3);
      for (const day of active) {
        expect(isIntervalDay(day), `${label} ${day.name}`).toBe(false);
        expect(day.estimatedMinutes, `${label} ${day.name}`).toBeLessThanOrEqual(40);
      }
      const said = [draft.overview, ...draft.notes, ...draft.screening.reasons.map((r) => r.text)].join(' ');
      // No weight-loss promise; the help is named in the visitor's language.
      expect(draft.overview, label).not.toMatch(
        /losing fat|lose weight|weight loss|perder grasa|adelgaz|perder peso/i,
      );
      expect(said, label).toMatch(language === 'es' ? /dietista/ : /dietitian/);
      expect(said, label).toMatch(language === 'es' ? /médico/ : /doctor/);
      expect(said, label).toMatch(
        language === 'es'
          ? /no (es )?un programa para perder peso|no de adelgazar/
          : /not a weight-loss programme|not weight loss/,
      );
      expect(said, label).not.toMatch(/go hard|burn|quemar|disorder|trastorno/i);
      // The four weeks do not add volume either.
      const profile = readProfile(request);
      const { weeks } = checkedProgression(draft, profile, language);
      const sets = (days: readonly { exercises: readonly { sets: number }[] }[]) =>
        days.reduce((sum, day) => sum + day.exercises.reduce((s, e) => s + e.sets, 0), 0);
      for (const week of weeks)
        expect(sets(week.schedule), `${label} week ${week.weekNumber}`).toBeLessThanOrEqual(
          sets(draft.schedule),
        );
    }
  });
});

describe('the checker refuses a plan whose words contradict its week', () => {
  const built = () => {
    const request = workoutRequestSchema.parse(
      noted('no burpees please', {
        workoutLocation: 'home',
        equipment: ['dumbbells'],
        fitnessGoal: 'loseWeight',
      }),
    );
    const profile = readProfile(request);
    const { draft } = checkedPlan(profile, request);
    expect(checkPlan(draft, profile)).toEqual([]);
    return { draft, profile };
  };
  const claims = (draft: PlanDraft, profile: ReturnType<typeof readProfile>) =>
    checkClaims(draft, profile).map((v) => v.detail);

  it('"nothing fast" or a gentle week beside a brisk walk or intervals', () => {
    const { draft, profile } = built();
    const day = draft.schedule.findIndex((d) => d.kind !== 'rest');
    const brisk = CATALOGUE_BY_ID.get('brisk-walk')!;
    const withBrisk: PlanDraft = {
      ...draft,
      notes: [...draft.notes, 'Nothing fast for now: moderate effort only.'],
      schedule: draft.schedule.map((d, i) =>
        i === day
          ? {
              ...d,
              exercises: [...d.exercises, { ...d.exercises[0]!, catalogId: brisk.id, name: brisk.name.en }],
            }
          : d,
      ),
    };
    expect(claims(withBrisk, profile).join('\n')).toMatch(/Nothing fast.*Brisk walk/);
    const spanish: PlanDraft = { ...draft, overview: 'Esta semana solo incluye paseos suaves y movilidad.' };
    const hiit = {
      ...spanish,
      schedule: spanish.schedule.map((d, i) => (i === day ? { ...d, style: 'hiit' as const } : d)),
    };
    expect(claims(hiit, profile).join('\n')).toMatch(/solo incluye/);
  });

  it('a day called gentle or easy, or an easy effort, on a brisk walk', () => {
    const { draft, profile } = built();
    const day = draft.schedule.findIndex((d) => d.kind !== 'rest');
    const brisk = CATALOGUE_BY_ID.get('brisk-walk')!;
    const gentleDay: PlanDraft = {
      ...draft,
      schedule: draft.schedule.map((d, i) =>
        i === day
          ? {
              ...d,
              focus: 'Paseo suave y movilidad',
              exercises: [
                {
                  ...d.exercises[0]!,
                  catalogId: brisk.id,
                  name: brisk.name.es,
                  effort: 'Suave: puedes hablar',
                },
              ],
            }
          : d,
      ),
    };
    const found = claims(gentleDay, profile).join('\n');
    expect(found).toMatch(/Paseo suave y movilidad/);
    expect(found).toMatch(/Caminata rápida with the effort/);
  });

  it('machines named with none in the week, and a wish or a race nobody made', () => {
    const { draft, profile } = built();
    expect(entriesOf(draft).some((e) => e.equipment.includes('machine'))).toBe(false);
    const told: PlanDraft = {
      ...draft,
      notes: [
        ...draft.notes,
        'The plan stays cautious: supported, machine or bodyweight exercises.',
        'Extra work for your legs, as you asked.',
        'Your goal is a 5 km race: the plan has easy runs.',
      ],
    };
    const found = claims(told, profile).join('\n');
    expect(found).toMatch(/machine.*no machine in the week/);
    expect(found).toMatch(/Extra work for your legs.*no emphasis asked/);
    expect(found).toMatch(/Your goal is a 5 km race.*no goal set/);
    // A refusal said back is fine while the week keeps it, and not once it breaks it.
    const burpee = CATALOGUE_BY_ID.get('burpee')!;
    const day = draft.schedule.findIndex((d) => d.kind !== 'rest');
    const broken: PlanDraft = {
      ...draft,
      schedule: draft.schedule.map((d, i) =>
        i === day
          ? {
              ...d,
              exercises: [...d.exercises, { ...d.exercises[0]!, catalogId: burpee.id, name: burpee.name.en }],
            }
          : d,
      ),
    };
    expect(claims(draft, profile)).toEqual([]);
    expect(claims(broken, profile).join('\n')).toMatch(/As you asked, the plan has no burpees.*burpee/);
  });
});
