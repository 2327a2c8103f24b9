import { z } from 'zod';
import type { SessionLog } from './log';

/**
 * The training log as a file (issue 16, "Export and import of the log as a JSON file, so a visitor can
 * move it to another device"). A file from elsewhere is untrusted: it is read only when small enough,
 * checked field by field against strict limits, and only the fields below are kept. Nothing in it is ever
 * run or rendered as HTML: the history view shows its names as plain text.
 */

export const LOG_FILE_FORMAT = 'workout-coach-training-log';
export const LOG_FILE_VERSION = 1;

export const LOG_FILE_LIMITS = {
  bytes: 5 * 1024 * 1024,
  sessions: 5000,
  exercisesPerSession: 60,
  setsPerExercise: 50,
  name: 200,
  /** kg or lb: above any load ever lifted by a person, well below a typing slip of an extra digit or two. */
  load: 1500,
  reps: 1000,
  /** Seconds of one set or of a target: a day. */
  seconds: 86_400,
} as const;

export type LogFile = {
  format: typeof LOG_FILE_FORMAT;
  version: typeof LOG_FILE_VERSION;
  exportedAt: string;
  sessions: SessionLog[];
};

const text = (max: number) => z.string().max(max);
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const timestamp = z.iso.datetime({ offset: true });

const setSchema = z.object({
  set: whole(1, LOG_FILE_LIMITS.setsPerExercise),
  reps: whole(0, LOG_FILE_LIMITS.reps).nullable(),
  seconds: z.number().min(0).max(LOG_FILE_LIMITS.seconds).nullable(),
  load: z.number().min(0).max(LOG_FILE_LIMITS.load).nullable(),
  unit: z.enum(['kg', 'lb']),
  rir: z.number().min(0).max(10).nullable(),
});

const exerciseSchema = z.object({
  exerciseIndex: whole(0, LOG_FILE_LIMITS.exercisesPerSession),
  catalogId: text(100).nullable(),
  name: text(LOG_FILE_LIMITS.name).min(1),
  swappedFrom: z.object({ catalogId: text(100).nullable(), name: text(LOG_FILE_LIMITS.name) }).nullable(),
  target: z.object({
    sets: whole(0, LOG_FILE_LIMITS.setsPerExercise),
    reps: text(20).nullable(),
    durationSeconds: z.number().min(0).max(LOG_FILE_LIMITS.seconds).nullable(),
    effort: text(100),
    load: z.number().min(0).max(LOG_FILE_LIMITS.load).nullable(),
  }),
  sets: z.array(setSchema).max(LOG_FILE_LIMITS.setsPerExercise),
});

const sessionSchema = z
  .object({
    id,
    planId: id,
    planName: text(LOG_FILE_LIMITS.name),
    weekNumber: whole(1, 4).nullable(),
    dayIndex: whole(0, 13),
    dayName: text(100),
    startedAt: timestamp,
    finishedAt: timestamp,
    exercises: z.array(exerciseSchema).max(LOG_FILE_LIMITS.exercisesPerSession),
  })
  .refine((session) => Date.parse(session.finishedAt) >= Date.parse(session.startedAt), {
    message: 'finishes before it starts',
    path: ['finishedAt'],
  });

const fileSchema = z.object({
  format: z.literal(LOG_FILE_FORMAT),
  version: z.literal(LOG_FILE_VERSION),
  exportedAt: timestamp,
  sessions: z.array(sessionSchema).max(LOG_FILE_LIMITS.sessions),
});

/** The file a download writes: these sessions, as the log stores them. */
export function logFile(sessions: SessionLog[], now = new Date()): LogFile {
  return { format: LOG_FILE_FORMAT, version: LOG_FILE_VERSION, exportedAt: now.toISOString(), sessions };
}

/** Why a file was refused, for the message in the visitor's language (pages/HistoryPage.tsx). */
export type LogFileProblem =
  | { kind: 'too-large' }
  | { kind: 'not-json' }
  | { kind: 'not-a-log' }
  | { kind: 'newer-version' }
  | { kind: 'too-many-sessions' }
  /** `session` is 1-based; `field` the path inside it, such as `exercises.0.sets.2.load`. */
  | { kind: 'invalid-session'; session: number; field: string };

export type LogFileResult = { ok: true; sessions: SessionLog[] } | { ok: false; problem: LogFileProblem };

/** Checks a file's text (already known to be at most LOG_FILE_LIMITS.bytes). */
export function parseLogFile(contents: string): LogFileResult {
  if (contents.length > LOG_FILE_LIMITS.bytes) return { ok: false, problem: { kind: 'too-large' } };
  let data: unknown;
  try {
    data = JSON.parse(contents);
  } catch {
    return { ok: false, problem: { kind: 'not-json' } };
  }
  if (!data || typeof data !== 'object' || (data as { format?: unknown }).format !== LOG_FILE_FORMAT)
    return { ok: false, problem: { kind: 'not-a-log' } };
  const version = (data as { version?: unknown }).version;
  if (typeof version === 'number' && version > LOG_FILE_VERSION)
    return { ok: false, problem: { kind: 'newer-version' } };
  const sessions = (data as { sessions?: unknown }).sessions;
  if (Array.isArray(sessions) && sessions.length > LOG_FILE_LIMITS.sessions)
    return { ok: false, problem: { kind: 'too-many-sessions' } };
  const parsed = fileSchema.safeParse(data);
  if (parsed.success) return { ok: true, sessions: parsed.data.sessions };
  const issue = parsed.error.issues[0];
  const [first, index, ...rest] = issue?.path ?? [];
  if (first === 'sessions' && typeof index === 'number')
    return { ok: false, problem: { kind: 'invalid-session', session: index + 1, field: rest.join('.') } };
  return { ok: false, problem: { kind: 'not-a-log' } };
}

/** Reads a chosen file: refused unread when larger than the limit. */
export async function readLogFile(file: Blob): Promise<LogFileResult> {
  if (file.size > LOG_FILE_LIMITS.bytes) return { ok: false, problem: { kind: 'too-large' } };
  return parseLogFile(await file.text());
}

/** Saves the file through the browser's download, named for its scope and day. */
export function downloadLogFile(sessions: SessionLog[], scope: string, now = new Date()): void {
  const blob = new Blob([JSON.stringify(logFile(sessions, now), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `workout-log-${scope}-${now.toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the object URL is released on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
