import type { Language } from '../../contract/site';
import { weekdayOf } from '../../contract/weekdays';
import type { Day, WorkoutPlan } from '../../contract/workout';
import { plainExerciseLine, SHARE_LABELS } from './labels';

/**
 * The plan as an iCalendar file (RFC 5545) for four weeks from a start date: one event per training
 * day. Where the plan has its four-week progression, each week is its own event with that week's
 * exercises and load steps (a recurring event repeats one description, so week 3 would show week 1's
 * exercises); otherwise each training day is one event repeating weekly four times (RRULE).
 *
 * Times are floating local times (no time zone): 18:00 means 18:00 wherever the visitor is, the way a
 * gym session is planned. What an event says is the day's focus and exercises, the plan link and, for
 * a plan that asks for a professional's clearance first, that notice's title and what the plan holds
 * meanwhile; never the plan's notes, the screening reasons or anything else the visitor wrote about
 * their health (docs/product.md "Deliberate departures"): calendars are often shared with others.
 */

/** Training days on the calendar: every day that has a session (rest days have none). */
export function sessionDays<D extends Pick<Day, 'kind'>>(schedule: readonly D[]): D[] {
  return schedule.filter((day) => day.kind !== 'rest');
}

/**
 * Days after the start date for n sessions a week whose days are not weekdays ('Day 1', 'Día 2'): spread
 * over the week with a day of rest between sessions where the count allows, as the coach spaces them
 * (docs/coaching.md): 3 sessions from a Monday fall on Monday, Wednesday and Friday.
 */
const SPREAD: Record<number, readonly number[]> = {
  1: [0],
  2: [0, 3],
  3: [0, 2, 4],
  4: [0, 1, 3, 4],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
  7: [0, 1, 2, 3, 4, 5, 6],
};

/**
 * Days after the start date of each session day in the first week. When every session day is named
 * after a weekday, each falls on the first such weekday on or after the start date; otherwise (names
 * such as 'Day 1') they are spread from the start date in their order (SPREAD).
 */
export function firstWeekOffsets(names: readonly string[], start: CalendarDate): number[] {
  const weekdays = names.map(weekdayOf);
  if (weekdays.every((weekday) => weekday !== undefined)) {
    const startWeekday = weekdayOfDate(start);
    return weekdays.map((weekday) => (weekday - startWeekday + 7) % 7);
  }
  const spread = SPREAD[names.length] ?? names.map((_, index) => index);
  return names.map((_, index) => spread[index] ?? index);
}

/** A date without a time zone, as the visitor's calendar shows it. */
export type CalendarDate = { year: number; month: number; day: number };

/** Dates are computed in UTC on purpose: a UTC date has no daylight-saving days of 23 or 25 hours. */
function toUtc(date: CalendarDate, minutes = 0): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, 0, minutes));
}

function weekdayOfDate(date: CalendarDate): number {
  return (toUtc(date).getUTCDay() + 6) % 7;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A floating local date-time (RFC 5545 section 3.3.5, form #1): `20250106T180000`. */
function floating(moment: Date): string {
  return `${pad(moment.getUTCFullYear(), 4)}${pad(moment.getUTCMonth() + 1)}${pad(moment.getUTCDate())}T${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}00`;
}

/** A UTC date-time (form #2), for DTSTAMP. */
function utcStamp(moment: Date): string {
  return `${floating(moment)}Z`;
}

/** TEXT values (RFC 5545 section 3.3.11): backslash, semicolon, comma and newline escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 section 3.1): CRLF and one space start each following
 * piece, and a UTF-8 character is never cut in two ('ñ', 'é' are two octets).
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // The first piece holds 75 octets; each following one 74 after its leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

export type CalendarOptions = {
  language: Language;
  start: CalendarDate;
  /** Minutes after midnight, local time. */
  time: number;
  /** The plan's page, `${PUBLIC_URL}/${language}/plan/${id}`. */
  planUrl: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
};

const WEEKS = 4;
type Session = { name: string; focus: string; minutes: number; lines: string[] };
type SessionDay = Pick<Day, 'name' | 'focus' | 'estimatedMinutes'> & {
  exercises: readonly { text: string; effort: string; weightHint?: string }[];
};

/** The whole file, lines joined with CRLF as RFC 5545 requires. */
export function planCalendar(
  plan: Pick<WorkoutPlan, 'id' | 'schedule' | 'progressionWeeks' | 'screening' | 'sessionMinutes'>,
  options: CalendarOptions,
): string {
  const labels = SHARE_LABELS[options.language];
  const host = new URL(options.planUrl).host;
  const clearance = plan.screening?.outcome === 'clearance';
  // The one line about health an event may carry: a clearance-first plan says so before its session.
  const notice = clearance ? [`${labels.clearanceTitle}. ${labels.clearanceMeanwhile}`, ''] : [];
  const session = (day: SessionDay): Session => ({
    name: day.name,
    focus: day.focus,
    // A day that does not say how long it lasts (0 minutes) takes the plan's own session length.
    minutes: day.estimatedMinutes > 0 ? day.estimatedMinutes : plan.sessionMinutes,
    lines: day.exercises.map((exercise) => {
      const line = `• ${plainExerciseLine(options.language, exercise)}`;
      return exercise.weightHint ? `${line}: ${exercise.weightHint}` : line;
    }),
  });
  const describe = (item: Session) =>
    [...notice, ...item.lines, '', `${labels.share}: ${options.planUrl}`].join('\n');

  const days = sessionDays(plan.schedule).map(session);
  const offsets = firstWeekOffsets(
    days.map((day) => day.name),
    options.start,
  );
  const weeks = plan.progressionWeeks.length === WEEKS ? plan.progressionWeeks : null;
  const events: string[][] = [];
  days.forEach((day, index) => {
    const offset = offsets[index] ?? index;
    if (!weeks) {
      events.push(
        event({
          uid: `${plan.id}-day${index + 1}@${host}`,
          start: toUtc(options.start, offset * 24 * 60 + options.time),
          minutes: day.minutes,
          summary: day.focus,
          description: describe(day),
          url: options.planUrl,
          now: options.now,
          rrule: `FREQ=WEEKLY;COUNT=${WEEKS}`,
        }),
      );
      return;
    }
    for (const week of weeks) {
      // Stored weeks keep the plan's day names and order (a challenge counts on it, docs/architecture.md).
      const weekDay = sessionDays(week.schedule)[index];
      const item = weekDay ? session(weekDay) : day;
      events.push(
        event({
          uid: `${plan.id}-week${week.weekNumber}-day${index + 1}@${host}`,
          start: toUtc(options.start, (offset + 7 * (week.weekNumber - 1)) * 24 * 60 + options.time),
          minutes: item.minutes,
          summary: `${item.focus} (${labels.week} ${week.weekNumber})`,
          description: describe(item),
          url: options.planUrl,
          now: options.now,
        }),
      );
    }
  });

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Workout Coach//Workout plan calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(labels.title!)}`,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

function event(item: {
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  url: string;
  now: Date;
  rrule?: string;
}): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${item.uid}`,
    `DTSTAMP:${utcStamp(item.now)}`,
    `DTSTART:${floating(item.start)}`,
    `DTEND:${floating(new Date(item.start.getTime() + item.minutes * 60_000))}`,
    ...(item.rrule ? [`RRULE:${item.rrule}`] : []),
    `SUMMARY:${escapeText(item.summary)}`,
    `DESCRIPTION:${escapeText(item.description)}`,
    `URL:${item.url}`,
    'END:VEVENT',
  ];
}
