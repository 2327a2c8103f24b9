import type { Language } from './constants';

/**
 * The one line an exercise is written as ('Goblet squat (3 x 8-12 @ RIR 2)', 'Plank (3 x 30 s)'), in the
 * plan's language. The coach writes it (src/server/coach/write/text.ts re-exports it) and the web client
 * rewrites it when a visitor swaps an exercise on their device (src/client/features/swap/swaps.ts), so
 * both spell it the same way. Plain functions, no zod: the client loads this on the plan page.
 */

/** "45 s", "2 min", "1:30 min": long blocks read in minutes, never "2400 s". */
export function durationWords(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes}:${String(rest).padStart(2, '0')} min` : `${minutes} min`;
}

/** "1 round", "3 rondas": numbers agree with their nouns in both languages. */
function rounds(language: Language, count: number): string {
  if (language === 'es') return count === 1 ? '1 ronda' : `${count} rondas`;
  return count === 1 ? '1 round' : `${count} rounds`;
}

export function exerciseLine(
  language: Language,
  name: string,
  prescription: {
    sets: number;
    reps: string | null;
    durationSeconds: number | null;
    restSeconds: number;
    effort: string;
    interval: boolean;
    perSide?: boolean;
  },
): string {
  const { sets, reps, durationSeconds, restSeconds, effort, interval, perSide } = prescription;
  const side = perSide ? (language === 'es' ? ' por lado' : ' per side') : '';
  if (interval && durationSeconds) {
    return language === 'es'
      ? `${name} (${rounds(language, sets)} x ${durationWords(durationSeconds)} de trabajo${side} / ${durationWords(restSeconds)} de descanso)`
      : `${name} (${rounds(language, sets)} x ${durationWords(durationSeconds)} on${side} / ${durationWords(restSeconds)} off)`;
  }
  if (durationSeconds) {
    if (sets === 1 && durationSeconds >= 120)
      return `${name} (${durationWords(durationSeconds)}${side}, ${effort.toLowerCase()})`;
    return `${name} (${sets} x ${durationWords(durationSeconds)}${side})`;
  }
  return `${name} (${sets} x ${reps}${side} @ ${effort})`;
}

/** What a swap changes in an exercise's line: the name, one side at a time, and a measure the catalogue changes. */
export type LineSwap = {
  name: string;
  perSide?: boolean;
  adapted: { reps: string | null; durationSeconds: number | null; effort: string } | null;
};

/**
 * The line of an exercise after a swap, in the same format as the coach wrote the original's. When only
 * the name changes, the original's line keeps everything after its name (run-walk rounds, a long steady
 * block, a week's own wording); otherwise it is written again with exerciseLine, rounds kept as rounds.
 */
export function swappedLine(
  language: Language,
  original: {
    name: string;
    text: string;
    sets: number;
    reps: string | null;
    durationSeconds: number | null;
    restSeconds: number;
    effort: string;
    perSide?: boolean;
  },
  swap: LineSwap,
): string {
  const perSide = swap.perSide ?? original.perSide ?? false;
  if (!swap.adapted && perSide === Boolean(original.perSide) && original.text.startsWith(original.name)) {
    return `${swap.name}${original.text.slice(original.name.length)}`.slice(0, 240);
  }
  return exerciseLine(language, swap.name, {
    ...original,
    ...(swap.adapted ?? {}),
    perSide,
    interval: /\b(rounds?|rondas?) x /.test(original.text),
  }).slice(0, 240);
}
