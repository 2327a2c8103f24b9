import type { Level } from '../catalogue/types';
import type { Goal } from '../read/profile';

/**
 * Sets, reps, effort and rest by goal and level: docs/coaching.md "Parameters by goal and level"
 * (ACSM 2009 and 2026, NSCA, Schoenfeld 2017, Helms 2016).
 */
export type Prescription = {
  /** Sets per exercise: main lifts take the top, accessories the bottom. */
  sets: [number, number];
  /** Rep range of the main (compound) lifts and of accessories. */
  mainReps: [number, number];
  accessoryReps: [number, number];
  /** Reps in reserve, as written in the plan. */
  rir: string;
  /** Rest between sets in seconds for main lifts and accessories. */
  mainRest: number;
  accessoryRest: number;
  /** Hard sets per muscle per week the plan aims at. */
  weeklySets: [number, number];
  /** Seconds for a timed set (holds, carries) at this level. */
  holdSeconds: number;
};

const MUSCLE: Record<Level, Prescription> = {
  novice: {
    sets: [1, 2],
    mainReps: [10, 15],
    accessoryReps: [12, 15],
    rir: 'RIR 3',
    mainRest: 75,
    accessoryRest: 60,
    weeklySets: [6, 10],
    holdSeconds: 20,
  },
  beginner: {
    sets: [2, 3],
    mainReps: [8, 12],
    accessoryReps: [10, 12],
    rir: 'RIR 2-3',
    mainRest: 90,
    accessoryRest: 60,
    weeklySets: [10, 12],
    holdSeconds: 30,
  },
  intermediate: {
    sets: [3, 4],
    mainReps: [6, 10],
    accessoryReps: [10, 12],
    rir: 'RIR 1-2',
    mainRest: 120,
    accessoryRest: 75,
    weeklySets: [12, 16],
    holdSeconds: 40,
  },
  advanced: {
    sets: [3, 5],
    mainReps: [6, 8],
    accessoryReps: [8, 12],
    rir: 'RIR 0-2',
    mainRest: 150,
    accessoryRest: 90,
    weeklySets: [16, 20],
    holdSeconds: 45,
  },
};

const STRENGTH: Record<Level, Prescription> = {
  // Novices learn technique first: as novice muscle.
  novice: MUSCLE.novice,
  beginner: {
    sets: [2, 3],
    mainReps: [6, 10],
    accessoryReps: [8, 12],
    rir: 'RIR 2-3',
    mainRest: 120,
    accessoryRest: 75,
    weeklySets: [8, 12],
    holdSeconds: 30,
  },
  intermediate: {
    sets: [3, 5],
    mainReps: [3, 6],
    accessoryReps: [6, 10],
    rir: 'RIR 1-3',
    mainRest: 180,
    accessoryRest: 90,
    weeklySets: [10, 14],
    holdSeconds: 40,
  },
  advanced: {
    sets: [3, 5],
    mainReps: [2, 5],
    accessoryReps: [6, 8],
    rir: 'RIR 1-2',
    mainRest: 240,
    accessoryRest: 120,
    weeklySets: [10, 16],
    holdSeconds: 45,
  },
};

const ENDURANCE: Record<Level, Prescription> = {
  novice: {
    sets: [1, 2],
    mainReps: [15, 20],
    accessoryReps: [15, 20],
    rir: 'RIR 3',
    mainRest: 45,
    accessoryRest: 30,
    weeklySets: [4, 8],
    holdSeconds: 20,
  },
  beginner: {
    sets: [2, 3],
    mainReps: [15, 20],
    accessoryReps: [15, 20],
    rir: 'RIR 2-3',
    mainRest: 45,
    accessoryRest: 30,
    weeklySets: [6, 10],
    holdSeconds: 30,
  },
  intermediate: {
    sets: [2, 4],
    mainReps: [15, 20],
    accessoryReps: [20, 25],
    rir: 'RIR 2',
    mainRest: 30,
    accessoryRest: 30,
    weeklySets: [8, 12],
    holdSeconds: 45,
  },
  advanced: {
    sets: [2, 4],
    mainReps: [15, 25],
    accessoryReps: [20, 25],
    rir: 'RIR 1-2',
    mainRest: 30,
    accessoryRest: 20,
    weeklySets: [8, 14],
    holdSeconds: 60,
  },
};

export function prescriptionFor(goal: Goal, level: Level): Prescription {
  switch (goal) {
    case 'strength':
      return STRENGTH[level];
    case 'endurance':
      return ENDURANCE[level];
    default:
      // Fat loss, tone and health lift as for muscle, which keeps muscle while aerobic work is added.
      return MUSCLE[level];
  }
}

/** Exercises per session by length (docs/coaching.md): 5 min 2-3, 15 min 3-4, 30 min 4-5, 45 min 5-6, 60 min 6-8, 90 min 8-10. */
export function exerciseCountRange(minutes: number): [number, number] {
  if (minutes < 15) return [2, 3];
  if (minutes < 30) return [3, 4];
  if (minutes < 45) return [4, 5];
  if (minutes < 60) return [5, 6];
  if (minutes < 90) return [6, 8];
  return [8, 10];
}

/** Warm-up and cool-down minutes inside the session: 5-10 min of warm-up from 30 minutes up. */
export function warmUpMinutes(minutes: number): number {
  if (minutes >= 60) return 8;
  if (minutes >= 30) return 6;
  if (minutes >= 15) return 2;
  return 1;
}

export function coolDownMinutes(minutes: number): number {
  if (minutes >= 45) return 4;
  if (minutes >= 30) return 3;
  if (minutes >= 15) return 1;
  return 0;
}

/** Seconds per repetition, eccentric plus concentric with a short pause (docs/coaching.md: 3-4 s). */
export const SECONDS_PER_REP = 3.5;

/** HIIT work and rest seconds at week 1 (work:rest 1:2, docs/coaching.md four-week table). */
export function intervalFor(level: Level): { work: number; rest: number } {
  switch (level) {
    case 'novice':
      return { work: 20, rest: 40 };
    case 'beginner':
      return { work: 30, rest: 60 };
    default:
      return { work: 40, rest: 80 };
  }
}

/** "RIR 0-2" with a floor of 2 is "RIR 2-3": both ends at or above the floor, a one-rep band at least. */
function raiseRir(rir: string, floor: number): string {
  const numbers = (rir.match(/\d+/g) ?? []).map(Number);
  if (numbers.length === 0 || floor <= 0) return rir;
  const low = Math.max(numbers[0]!, floor);
  const high = Math.max(numbers[numbers.length - 1]!, low + (numbers.length > 1 ? 1 : 0));
  return low === high ? `RIR ${low}` : `RIR ${low}-${high}`;
}

function raiseReps([low, high]: [number, number], floor: number): [number, number] {
  if (low >= floor) return [low, high];
  return [floor, Math.max(high, floor + 4)];
}

/**
 * The goal and level's prescription within the population limits (docs/coaching.md "Populations"):
 * no sets below the minimum reps, no effort nearer failure than the floor, no long holds.
 */
export function limitedPrescription(
  rx: Prescription,
  limits: { minReps: number; minRir: number; maxHoldSeconds: number; maxSets: number },
): Prescription {
  return {
    ...rx,
    sets: [Math.min(rx.sets[0], limits.maxSets), Math.min(rx.sets[1], limits.maxSets)],
    mainReps: raiseReps(rx.mainReps, limits.minReps),
    accessoryReps: raiseReps(rx.accessoryReps, limits.minReps),
    rir: raiseRir(rx.rir, limits.minRir),
    holdSeconds: Math.min(rx.holdSeconds, limits.maxHoldSeconds),
    // Lighter sets need less rest: the strength rests of 3-4 minutes belong to heavy triples.
    mainRest: limits.minReps >= 8 ? Math.min(rx.mainRest, 120) : rx.mainRest,
  };
}

export function prescriptionForProfile(profile: {
  goal: Goal;
  level: Level;
  limits: { minReps: number; minRir: number; maxHoldSeconds: number; maxSets: number };
}): Prescription {
  return limitedPrescription(prescriptionFor(profile.goal, profile.level), profile.limits);
}
