import type { Language } from '../../contract/site';
import type { Day, Exercise, PlanDraft, ProgressionDay, ProgressionWeek } from '../../contract/workout';
import { CATALOGUE_BY_ID } from './catalogue';
import { type CatalogueExercise, LEVELS } from './catalogue/types';
import { availableExercises } from './builtin';
import type { Profile } from './profile';
import { exerciseLine } from './text';
import { sessionMinutesOf } from './timing';

/**
 * Four weeks from a stored plan (docs/coaching.md "Four-week progression"): double progression for novices
 * and beginners, +1 set then +load then a lighter week for trained people, shrinking rest and more
 * rounds for intervals. Bodyweight and band work progresses by reps, tempo or a harder variation.
 * Day names and exercise order never change, because challenges track (week, day, exercise index).
 */

type WeekNumber = 1 | 2 | 3 | 4;
const LOWER_PATTERNS = new Set(['squat', 'hinge', 'lunge', 'glute', 'calf']);

const HINTS: Record<Language, Record<string, string>> = {
  en: {
    learn: 'Learn the movement: a load you could lift 3 more times',
    moreReps: 'Same load as last week, 2 more reps',
    addLoadUpper: 'Add 2-5% load; reps back to the bottom of the range',
    addLoadLower: 'Add 5-10% load; reps back to the bottom of the range',
    consolidate: "Keep last week's load and own every rep",
    base: 'Base week: the planned load, 2-3 reps in reserve',
    extraSet: 'One more set than week 1, same load',
    sameSets: 'Same load, 2 reps in reserve',
    loadUpper: 'Add 2-5% load, 1-2 reps in reserve',
    loadLower: 'Add 5-10% load, 1-2 reps in reserve',
    deload: 'Lighter week: about 10% less load and fewer sets, 3-4 reps in reserve',
    bodyweight: 'Bodyweight or band: controlled reps',
    bwMoreReps: 'Add 2 reps per set',
    tempo: 'Slow the lowering to 3 seconds',
    harder: 'Harder variation: {name}',
    bwDeload: 'Fewer sets, easy effort',
    timedBase: 'Base time',
    timedMore: 'Add 5-10 seconds',
    timedDeload: 'Fewer sets, same time',
  },
  es: {
    learn: 'Aprende el movimiento: un peso que podrías levantar 3 veces más',
    moreReps: 'El mismo peso que la semana pasada, 2 repeticiones más',
    addLoadUpper: 'Sube un 2-5% el peso; vuelve al mínimo del rango de repeticiones',
    addLoadLower: 'Sube un 5-10% el peso; vuelve al mínimo del rango de repeticiones',
    consolidate: 'Mantén el peso de la semana pasada y domina cada repetición',
    base: 'Semana base: el peso previsto, 2-3 repeticiones en reserva',
    extraSet: 'Una serie más que en la semana 1, el mismo peso',
    sameSets: 'El mismo peso, 2 repeticiones en reserva',
    loadUpper: 'Sube un 2-5% el peso, 1-2 repeticiones en reserva',
    loadLower: 'Sube un 5-10% el peso, 1-2 repeticiones en reserva',
    deload: 'Semana de descarga: un 10% menos de peso y menos series, 3-4 repeticiones en reserva',
    bodyweight: 'Peso corporal o banda: repeticiones controladas',
    bwMoreReps: 'Añade 2 repeticiones por serie',
    tempo: 'Baja en 3 segundos',
    harder: 'Variante más difícil: {name}',
    bwDeload: 'Menos series, esfuerzo cómodo',
    timedBase: 'Tiempo base',
    timedMore: 'Añade 5-10 segundos',
    timedDeload: 'Menos series, mismo tiempo',
  },
};

const WEEK_OVERVIEWS: Record<Language, Record<'novice' | 'trained', string[]>> = {
  en: {
    novice: [
      'Week 1: technique. Use the low end of the sets, stop with about 3 reps in reserve, and learn every movement.',
      'Week 2: add reps. Same loads as week 1, about 2 more reps per set.',
      'Week 3: you reached the top of the rep ranges, so add load (2-5% upper body, 5-10% lower body) and go back to the bottom of the range. Bodyweight moves get a harder variation or a slower tempo.',
      "Week 4: consolidate. Keep week 3's loads and make every rep clean before the next cycle.",
    ],
    trained: [
      'Week 1: base. The planned sets at 2-3 reps in reserve; note your loads.',
      'Week 2: one more set on the main lifts, 2 reps in reserve.',
      'Week 3: add 2-10% load, 1-2 reps in reserve.',
      'Week 4: lighter week. About half the sets and 10% less load, 3-4 reps in reserve, so you recover and come back stronger.',
    ],
  },
  es: {
    novice: [
      'Semana 1: técnica. Usa el mínimo de series, termina con unas 3 repeticiones en reserva y aprende cada movimiento.',
      'Semana 2: más repeticiones. El mismo peso que en la semana 1, unas 2 repeticiones más por serie.',
      'Semana 3: llegaste al tope de los rangos, así que sube el peso (2-5% tren superior, 5-10% tren inferior) y vuelve al mínimo del rango. Los ejercicios con peso corporal pasan a una variante más difícil o a un ritmo más lento.',
      'Semana 4: consolida. Mantén los pesos de la semana 3 y haz cada repetición impecable antes del siguiente ciclo.',
    ],
    trained: [
      'Semana 1: base. Las series previstas con 2-3 repeticiones en reserva; apunta tus pesos.',
      'Semana 2: una serie más en los ejercicios principales, 2 repeticiones en reserva.',
      'Semana 3: sube un 2-10% el peso, 1-2 repeticiones en reserva.',
      'Semana 4: semana de descarga. Más o menos la mitad de las series y un 10% menos de peso, 3-4 repeticiones en reserva, para recuperarte y volver más fuerte.',
    ],
  },
};

/** Work:rest ratio and round changes for intervals by week: 1:2, 1:1.5 +1, 1:1 +1, 40% fewer rounds. */
const INTERVAL_WEEKS: Record<WeekNumber, { ratio: number; extraRounds: number; roundFactor: number }> = {
  1: { ratio: 2, extraRounds: 0, roundFactor: 1 },
  2: { ratio: 1.5, extraRounds: 1, roundFactor: 1 },
  3: { ratio: 1, extraRounds: 2, roundFactor: 1 },
  4: { ratio: 2, extraRounds: 0, roundFactor: 0.6 },
};

function shiftRange(reps: string | null, by: number, keepTop = true): string | null {
  if (!reps) return reps;
  const match = /^(\d+)-(\d+)$/.exec(reps);
  if (!match) return reps;
  const low = Number(match[1]);
  const high = Number(match[2]);
  const newLow = Math.min(high, low + by);
  return `${newLow}-${keepTop ? high : Math.min(high, newLow + (high - low))}`;
}

function lowerHalf(reps: string | null): string | null {
  if (!reps) return reps;
  const match = /^(\d+)-(\d+)$/.exec(reps);
  if (!match) return reps;
  const low = Number(match[1]);
  const high = Number(match[2]);
  return `${low}-${Math.max(low, Math.round((low + high) / 2))}`;
}

function upperHalf(reps: string | null): string | null {
  if (!reps) return reps;
  const match = /^(\d+)-(\d+)$/.exec(reps);
  if (!match) return reps;
  const low = Number(match[1]);
  const high = Number(match[2]);
  return `${Math.min(high, Math.round((low + high) / 2))}-${high}`;
}

type Context = { profile: Profile; language: Language; trained: boolean; available: Set<string> };

function harderVariant(entry: CatalogueExercise | undefined, ctx: Context): CatalogueExercise | undefined {
  if (!entry) return undefined;
  for (const id of entry.harder) {
    const candidate = CATALOGUE_BY_ID.get(id);
    if (candidate && ctx.available.has(candidate.id)) return candidate;
  }
  return undefined;
}

function progressExercise(
  exercise: Exercise,
  week: WeekNumber,
  ctx: Context,
): ProgressionDay['exercises'][number] {
  const hints = HINTS[ctx.language];
  const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
  const lower = entry ? LOWER_PATTERNS.has(entry.pattern) : false;
  const next = { ...exercise, weightHint: '', notes: exercise.notes };
  const interval = exercise.block === 'Finisher' || exercise.block === 'Intervals';

  if (interval && exercise.durationSeconds) {
    const plan = INTERVAL_WEEKS[week];
    const work = exercise.durationSeconds;
    next.restSeconds = Math.round(work * plan.ratio);
    next.sets = Math.max(1, Math.round(exercise.sets * plan.roundFactor) + plan.extraRounds);
    next.weightHint =
      ctx.language === 'es'
        ? `${work} s de trabajo / ${next.restSeconds} s de descanso`
        : `${work} s on / ${next.restSeconds} s off`;
  } else if (exercise.durationSeconds) {
    if (week === 2 || week === 3)
      next.durationSeconds = Math.min(14400, exercise.durationSeconds + (week === 2 ? 5 : 10));
    if (week === 4 && ctx.trained) next.sets = Math.max(1, Math.round(exercise.sets * 0.55));
    next.weightHint = week === 1 ? hints.timedBase! : week === 4 ? hints.timedDeload! : hints.timedMore!;
  } else if (entry && entry.progression !== 'load') {
    // Bodyweight and bands progress by reps, tempo or variation, never by load.
    const harder = week === 3 ? harderVariant(entry, ctx) : undefined;
    if (week === 1) next.weightHint = hints.bodyweight!;
    if (week === 2) {
      next.reps = shiftRange(exercise.reps, 2);
      next.weightHint = hints.bwMoreReps!;
    }
    if (week === 3) {
      if (harder) {
        next.catalogId = harder.id;
        next.name = harder.name[ctx.language];
        next.cues = harder.cues[ctx.language].slice(0, 5);
        next.videoId = harder.videoId ?? null;
        next.weightHint = hints.harder!.replace('{name}', harder.name[ctx.language]);
      } else {
        next.reps = upperHalf(exercise.reps);
        next.weightHint = hints.tempo!;
      }
    }
    if (week === 4) {
      if (ctx.trained) next.sets = Math.max(1, Math.round(exercise.sets * 0.55));
      next.weightHint = ctx.trained ? hints.bwDeload! : hints.consolidate!;
    }
  } else if (!ctx.trained) {
    if (week === 1) {
      next.sets = Math.max(1, exercise.sets - 1);
      next.reps = lowerHalf(exercise.reps);
      next.effort = 'RIR 3';
      next.weightHint = hints.learn!;
    }
    if (week === 2) {
      next.reps = upperHalf(exercise.reps);
      next.weightHint = hints.moreReps!;
    }
    if (week === 3) {
      next.reps = lowerHalf(exercise.reps);
      next.weightHint = lower ? hints.addLoadLower! : hints.addLoadUpper!;
    }
    if (week === 4) {
      next.reps = upperHalf(exercise.reps);
      next.weightHint = hints.consolidate!;
    }
  } else {
    if (week === 1) {
      next.effort = 'RIR 2-3';
      next.weightHint = hints.base!;
    }
    if (week === 2) {
      next.effort = 'RIR 2';
      next.weightHint = hints.sameSets!;
    }
    if (week === 3) {
      next.effort = 'RIR 1-2';
      next.weightHint = lower ? hints.loadLower! : hints.loadUpper!;
    }
    if (week === 4) {
      next.sets = Math.max(1, Math.round(exercise.sets * 0.55));
      next.effort = 'RIR 3-4';
      next.weightHint = hints.deload!;
    }
  }
  next.text = exerciseLine(ctx.language, next.name, {
    ...next,
    interval: Boolean(interval && next.durationSeconds),
  });
  return next;
}

/** Main lifts get the week-2 extra set of trained people only when the session still fits. */
function addExtraSets(day: ProgressionDay, base: Day, ctx: Context): void {
  base.exercises.forEach((exercise, index) => {
    const entry = exercise.catalogId ? CATALOGUE_BY_ID.get(exercise.catalogId) : undefined;
    if (!entry?.compound || exercise.durationSeconds || index > 2) return;
    const target = day.exercises[index]!;
    target.sets += 1;
    if (sessionMinutesOf(day.exercises, ctx.profile.minutes) > ctx.profile.minutes) target.sets -= 1;
    else target.text = exerciseLine(ctx.language, target.name, { ...target, interval: false });
  });
}

/** Added rounds and shorter rests must still fit the session: take rounds back until they do. */
function fitDay(day: ProgressionDay, ctx: Context): void {
  for (
    let guard = 0;
    guard < 50 && sessionMinutesOf(day.exercises, ctx.profile.minutes) > ctx.profile.minutes;
    guard += 1
  ) {
    const longest = day.exercises.reduce((a, b) => (a.sets >= b.sets ? a : b));
    if (longest.sets <= 1) break;
    longest.sets -= 1;
    longest.text = exerciseLine(ctx.language, longest.name, {
      ...longest,
      interval: Boolean(longest.block && longest.durationSeconds),
    });
  }
}

export function buildProgression(
  plan: Pick<PlanDraft, 'schedule'>,
  profile: Profile,
  language: Language,
): ProgressionWeek[] {
  const trained = LEVELS.indexOf(profile.level) >= LEVELS.indexOf('intermediate');
  const ctx: Context = {
    profile,
    language,
    trained,
    available: new Set(availableExercises(profile).map((e) => e.id)),
  };
  const days = plan.schedule.filter((day) => day.kind !== 'rest');
  return ([1, 2, 3, 4] as const).map((week) => {
    const schedule = days.map((day): ProgressionDay => {
      const progressed: ProgressionDay = {
        ...day,
        exercises: day.exercises.map((exercise) => progressExercise(exercise, week, ctx)),
      };
      if (week === 2 && trained && day.style !== 'hiit') addExtraSets(progressed, day, ctx);
      fitDay(progressed, ctx);
      progressed.estimatedMinutes = sessionMinutesOf(progressed.exercises, profile.minutes);
      return progressed;
    });
    return {
      weekNumber: week,
      overview: WEEK_OVERVIEWS[language][trained ? 'trained' : 'novice'][week - 1]!,
      schedule,
    };
  });
}
