import { CHOICES, type ChoiceField } from '../../contract/answers';
import { PUBLIC_OTHER } from '../../contract/privacy';
import type { Language } from '../../contract/site';
import type {
  Day,
  Exercise,
  PlanSummary,
  ProgressionDay,
  ProgressionWeek,
  Screening,
  Video,
  WorkoutPlan,
} from '../../contract/workout';
import { CATALOGUE } from '../coach/catalogue';
import type { CatalogueExercise } from '../coach/catalogue/types';
import { BREATHLESS_EFFORT, MODERATE_EFFORT } from '../coach/write/populationText';
import { CLEARANCE_WEEKS, HINTS } from '../coach/write/progressionText';
import { coolDownLines, disclaimer, restDayFocus, SESSION_LABELS, warmUpLines } from '../coach/write/text';
import { answerWords } from '../share/labels';
import { namesCondition } from './conditionWords';

/**
 * The public view of a plan (src/contract/privacy.ts, README "Privacy"): what anyone but the holder of
 * the plan's management key reads, made from the stored plan by copying an allow-list of fields. Every
 * read someone else can make goes through `publicPlan` (the plan by id over REST and tRPC, a challenge's
 * plan, the page and its data, link previews, the PDF, the calendar, the email sent from the page, the
 * progression) or, for the community cards, `publicSummary`, built from the same rules.
 *
 * Allow-list, not deny-list: each object here is written out field by field, so a field the plan gains
 * later (a screening answer, a new note) is absent from the public view until someone adds it here on
 * purpose; text the coach wrote for this visitor (the overview, the notes, the screening's reasons, an
 * exercise's note, a warm-up line for a condition) is either rewritten from public facts or left out.
 * tests/integration/plan-privacy.test.ts plants marker strings in every free-text answer and checks
 * every public read for them.
 */

/**
 * True when the coach adapted the plan to its creator's health (or asks for clearance first). Only the
 * owner view carries it, and such a plan is never listed (README "Privacy"): the public view is the same
 * shape whether or not the plan was adapted.
 */
export function adaptedToHealth(screening: Screening | null): boolean {
  return screening !== null && screening.outcome !== 'clear';
}

/** A listed answer as it is; the visitor's own words (`other:…`) as `other` and nothing more. */
export function publicAnswer(field: ChoiceField, value: string): string {
  return (CHOICES[field] as readonly string[]).includes(value) ? value : PUBLIC_OTHER;
}

/** Minutes as chosen ('45', '30-45'): digits carry no words; anything else the visitor typed is `other`. */
export function publicTime(value: string): string {
  return /^\d{1,3}(-\d{1,3})?$/.test(value) ? value : PUBLIC_OTHER;
}

type OverviewFacts = Pick<
  WorkoutPlan,
  'language' | 'daysPerWeek' | 'sessionMinutes' | 'fitnessGoal' | 'fitnessLevel' | 'screening'
>;

/**
 * The overview anyone may read, written from the public facts alone. The coach's own overview names the
 * body parts it trained around ("Because of your knee…") and a language model's may say anything the
 * visitor wrote, so neither is ever shown to someone else. A clearance-first plan's goal is left out: its
 * week is gentle walking whatever the goal was.
 */
export function publicOverview(plan: OverviewFacts): string {
  const { language } = plan;
  const goal =
    publicAnswer('fitnessGoal', plan.fitnessGoal) === PUBLIC_OTHER || plan.screening?.outcome === 'clearance'
      ? null
      : answerWords(language, 'fitnessGoal', plan.fitnessGoal).toLowerCase();
  const level =
    publicAnswer('fitnessLevel', plan.fitnessLevel) === PUBLIC_OTHER
      ? null
      : answerWords(language, 'fitnessLevel', plan.fitnessLevel).toLowerCase();
  if (language === 'es') {
    const days = plan.daysPerWeek === 1 ? '1 día' : `${plan.daysPerWeek} días`;
    return [
      `Un plan de ${days} por semana, con sesiones de ${plan.sessionMinutes} minutos, calentamiento y vuelta a la calma incluidos.`,
      goal ? `Objetivo: ${goal}.` : '',
      level ? `Nivel: ${level}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
  const days = plan.daysPerWeek === 1 ? '1 day' : `${plan.daysPerWeek} days`;
  return [
    `A plan of ${days} a week, with ${plan.sessionMinutes}-minute sessions, warm-up and cool-down included.`,
    goal ? `Goal: ${goal}.` : '',
    level ? `Level: ${level}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The session labels the coach writes for everyone; a day focused otherwise shows its kind's label. */
const SESSION_LABEL_SET: Record<Language, ReadonlySet<string>> = {
  en: new Set([...Object.values(SESSION_LABELS.en), restDayFocus('en')]),
  es: new Set([...Object.values(SESSION_LABELS.es), restDayFocus('es')]),
};
const KIND_LABELS: Record<Language, Record<Day['kind'], string>> = {
  en: { training: 'Training', 'active-recovery': SESSION_LABELS.en.mobility, rest: restDayFocus('en') },
  es: { training: 'Entrenamiento', 'active-recovery': SESSION_LABELS.es.mobility, rest: restDayFocus('es') },
};

/** Catalogue names as warm-ups write them: as named, and lower-cased in a list of mobility drills. */
const CATALOGUE_NAMES: ReadonlySet<string> = new Set(
  CATALOGUE.flatMap((exercise) => [exercise.name.en, exercise.name.es]).flatMap((name) => [
    name,
    name.toLowerCase(),
  ]),
);

/**
 * The warm-up and cool-down lines every plan has (src/server/coach/write/text.ts warmUpLines and
 * coolDownLines), as patterns: the coach's own sentences with their numbers and catalogue exercise names
 * left open. A line matches only if it is one of them and every name in it is a catalogue exercise, so a
 * line added for a condition (pelvic floor, asthma, balance) or written by a language model is left out.
 */
const NAME = '\u0001';
function linePatterns(lines: string[]): RegExp[] {
  return lines.map((line) => {
    const source = line
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/1000/g, '\\d+')
      .replaceAll(NAME, '(.+)');
    return new RegExp(`^${source}$`);
  });
}
const GENERIC_LINES: Record<Language, RegExp[]> = {
  en: linePatterns([...warmUpLines('en', 1002, [NAME], NAME), ...coolDownLines('en', 2000, [NAME])]),
  es: linePatterns([...warmUpLines('es', 1002, [NAME], NAME), ...coolDownLines('es', 2000, [NAME])]),
};
function isGenericLine(language: Language, line: string): boolean {
  return GENERIC_LINES[language].some((pattern) => {
    const names = pattern.exec(line)?.slice(1);
    return names?.every((list) => list.split(', ').every((name) => CATALOGUE_NAMES.has(name))) ?? false;
  });
}

const CATALOGUE_BY_ID: ReadonlyMap<string, CatalogueExercise> = new Map(
  CATALOGUE.map((entry) => [entry.id, entry]),
);

/** Efforts the coach words for one population (a COPD bout's breathlessness), shown as plain moderate work. */
const POPULATION_EFFORTS: ReadonlySet<string> = new Set(Object.values(BREATHLESS_EFFORT));

/** A neutral name for work whose name says who it is for and that the catalogue gives no public name. */
const NEUTRAL_NAME: Record<Language, string> = { en: 'Exercise', es: 'Ejercicio' };

/**
 * An exercise as anyone may read it. Its cues are the catalogue's for that exercise, in the plan's
 * language, without any that names a condition ("or your locked wheelchair"): stored text is never
 * copied, so what the coach or a model wrote for this visitor stays theirs. A name that says who the
 * exercise is for shows the catalogue's public name, and then its catalogue id and video (whose titles say
 * the same) are left out too. The exercise's line is rewritten with the name shown.
 */
function publicExercise<E extends Exercise>(language: Language, exercise: E): Exercise {
  const effort =
    POPULATION_EFFORTS.has(exercise.effort) || namesCondition(exercise.effort)
      ? MODERATE_EFFORT[language]
      : exercise.effort;
  const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
  const revealing = namesCondition(exercise.name) || (entry !== undefined && namesCondition(entry.id));
  const name = revealing ? (entry?.publicName?.[language] ?? NEUTRAL_NAME[language]) : exercise.name;
  const cues = (entry ? entry.cues[language] : exercise.cues)
    .filter((cue) => !namesCondition(cue))
    .slice(0, 5);
  return {
    catalogId: revealing ? null : exercise.catalogId,
    name,
    sets: exercise.sets,
    reps: exercise.reps,
    ...(exercise.perSide === undefined ? {} : { perSide: exercise.perSide }),
    durationSeconds: exercise.durationSeconds,
    restSeconds: exercise.restSeconds,
    effort,
    loadHint: exercise.loadHint,
    cues,
    videoId: revealing ? null : exercise.videoId,
    block: exercise.block,
    text: publicLine(exercise, name, effort),
    notes: null,
  };
}

/** The exercise's line with the name and effort shown (split and joined: the line is text, not a pattern). */
function publicLine(exercise: Exercise, name: string, effort: string): string {
  if (!exercise.text.startsWith(exercise.name)) return name;
  let rest = exercise.text.slice(exercise.name.length);
  for (const stored of [exercise.effort, exercise.effort.toLowerCase()])
    rest = rest.split(stored).join(stored === exercise.effort ? effort : effort.toLowerCase());
  return `${name}${rest}`;
}

/**
 * The plan's videos as anyone may read them: those of exercises the public view shows with their video,
 * titled and described from the public exercise (a video's stored title is its exercise's own name).
 */
function publicVideos(videos: readonly Video[], schedule: readonly Day[]): Video[] {
  const shown = new Map<string, Exercise>();
  for (const day of schedule)
    for (const exercise of day.exercises) if (exercise.videoId) shown.set(exercise.videoId, exercise);
  return videos.flatMap((video) => {
    const exercise = shown.get(video.videoId);
    if (!exercise) return [];
    return [
      {
        title: exercise.name,
        description: exercise.cues[0] ?? exercise.name,
        videoId: video.videoId,
        thumbnail: video.thumbnail,
      },
    ];
  });
}

function publicDayFrame(language: Language, day: Day): Omit<Day, 'exercises'> {
  return {
    name: day.name,
    kind: day.kind,
    focus: SESSION_LABEL_SET[language].has(day.focus) ? day.focus : KIND_LABELS[language][day.kind],
    estimatedMinutes: day.estimatedMinutes,
    style: day.style,
    rounds: day.rounds,
    warmUp: day.warmUp.filter((line) => isGenericLine(language, line)),
    coolDown: day.coolDown.filter((line) => isGenericLine(language, line)),
  };
}

/** The gentle week's wording without the reason it is gentle. */
const NEUTRAL_CLEARANCE_HINT: Record<Language, string> = {
  en: 'Gentle: the same as week 1',
  es: 'Suave: igual que en la semana 1',
};
const NEUTRAL_CLEARANCE_WEEKS: Record<Language, string> = {
  en: 'Weeks 1 to 4 repeat the same gentle week.',
  es: 'Las semanas 1 a 4 repiten la misma semana suave.',
};
const CLEARANCE_HINTS = new Set([HINTS.en.clearance, HINTS.es.clearance]);
const CLEARANCE_OVERVIEWS: ReadonlyMap<string, Language> = new Map([
  [CLEARANCE_WEEKS.en, 'en'],
  [CLEARANCE_WEEKS.es, 'es'],
]);

/**
 * One progression week as anyone may read it. Its overview and load steps are the coach's sentences
 * about the week's numbers; the one pair that speaks of health (a clearance-first plan's "until a
 * professional clears you") is put neutrally, in the language the week was written in.
 */
export function publicWeek(language: Language, week: ProgressionWeek): ProgressionWeek {
  const clearanceLanguage = CLEARANCE_OVERVIEWS.get(week.overview);
  return {
    weekNumber: week.weekNumber,
    overview: clearanceLanguage ? NEUTRAL_CLEARANCE_WEEKS[clearanceLanguage] : week.overview,
    schedule: week.schedule.map(
      (day): ProgressionDay => ({
        ...publicDayFrame(language, day),
        exercises: day.exercises.map((exercise) => ({
          ...publicExercise(language, exercise),
          weightHint: CLEARANCE_HINTS.has(exercise.weightHint)
            ? NEUTRAL_CLEARANCE_HINT[HINTS.es.clearance === exercise.weightHint ? 'es' : 'en']
            : exercise.weightHint,
        })),
      }),
    ),
  };
}

/** The public view of a stored plan: the allow-list above, field by field. */
export function publicPlan(plan: WorkoutPlan): WorkoutPlan {
  const { language } = plan;
  const schedule = plan.schedule.map((day) => ({
    ...publicDayFrame(language, day),
    exercises: day.exercises.map((exercise) => publicExercise(language, exercise)),
  }));
  return {
    id: plan.id,
    createdAt: plan.createdAt,
    language,
    userName: plan.userName,
    generator: plan.generator,
    fitnessGoal: publicAnswer('fitnessGoal', plan.fitnessGoal),
    fitnessLevel: publicAnswer('fitnessLevel', plan.fitnessLevel),
    focusArea: publicAnswer('focusArea', plan.focusArea),
    workoutStyle: publicAnswer('workoutStyle', plan.workoutStyle),
    daysPerWeek: plan.daysPerWeek,
    timePerSession: publicTime(plan.timePerSession),
    sessionMinutes: plan.sessionMinutes,
    overview: publicOverview(plan),
    schedule,
    restDays: plan.restDays,
    videos: publicVideos(plan.videos, schedule),
    disclaimer: disclaimer(language),
    notes: [],
    screening: null,
    progressionWeeks: plan.progressionWeeks.map((week) => publicWeek(language, week)),
    listed: plan.listed,
    averageRating: plan.averageRating,
    reviewCount: plan.reviewCount,
    view: 'public',
  };
}

/** What a community card is made from: its columns and the plan's language and screening outcome. */
export type SummarySource = Omit<PlanSummary, 'overview'> & {
  language: Language;
  sessionMinutes: number;
  screening: Screening | null;
};

/** A community card, by the public view's rules: its overview is the public one, shortened to fit. */
export function publicSummary(row: SummarySource, overviewLength: number): PlanSummary {
  const overview = publicOverview(row);
  return {
    id: row.id,
    userName: row.userName,
    createdAt: row.createdAt,
    averageRating: row.averageRating,
    reviewCount: row.reviewCount,
    fitnessLevel: publicAnswer('fitnessLevel', row.fitnessLevel),
    fitnessGoal: publicAnswer('fitnessGoal', row.fitnessGoal),
    focusArea: publicAnswer('focusArea', row.focusArea),
    overview: overview.length > overviewLength ? `${overview.slice(0, overviewLength - 1)}…` : overview,
    daysPerWeek: row.daysPerWeek,
    timePerSession: publicTime(row.timePerSession),
    workoutStyle: publicAnswer('workoutStyle', row.workoutStyle),
  };
}
