import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languageSchema } from '../../contract/site';
import { planIdSchema } from '../../contract/workout';
import { errorBody, sendApiError } from '../api/errorResponses';
import type { OperationFacts } from '../api/openApiErrors';
import { managementKeyOf, markReaderDependent, readPlan } from '../privacy/reader';
import { type CalendarDate, escapeText, foldLine, planCalendar } from './calendar';
import { type FileRouteDeps, MANAGEMENT_KEY_HEADER_PARAMETER, PLAN_ID_PATH_PARAMETER } from './pdfRoute';

export const CALENDAR_ROUTE = '/api/workouts/:id/calendar.ics';
const DEFAULT_TIME = '18:00';

/** A real calendar date between 2000 and 2099 ('2025-02-30' is refused). */
const dateSchema = z
  .string()
  .regex(/^20\d\d-\d\d-\d\d$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a calendar date');

const query = z.object({
  start: dateSchema.optional(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (00:00 to 23:59)')
    .optional(),
  language: languageSchema.optional(),
});

function parseDate(value: string): CalendarDate {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Tomorrow's date in UTC: the server cannot know the visitor's time zone, so `start` is worth sending. */
function tomorrow(now: Date): CalendarDate {
  const next = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/**
 * GET /api/workouts/{id}/calendar.ics: a text/calendar answer, so a plain Fastify route beside the tRPC
 * ones (which speak JSON), like the PDF (pdfRoute.ts); charged as a read by the hook app.ts gives it, and added
 * to the OpenAPI document by hand (openApiCalendarPath). The file itself is share/calendar.ts.
 */
export function registerCalendarRoute(app: FastifyInstance, deps: FileRouteDeps): void {
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    CALENDAR_ROUTE,
    { preHandler: deps.charge },
    async (request, reply) => {
      const id = planIdSchema.safeParse(request.params.id);
      const params = query.safeParse(request.query);
      if (!id.success || !params.success) {
        const issue = !id.success ? undefined : params.error?.issues[0];
        const field = !id.success ? 'id' : issue?.path.join('.') || 'query';
        const why = !id.success ? 'is not a valid plan id' : issue?.message || 'is not valid';
        return reply
          .status(400)
          .send(
            errorBody('INVALID_INPUT', `Invalid input. ${field}: ${why}`, [{ path: field, message: why }]),
          );
      }
      // A database outage throws here and the error handler answers 503 (api/errorResponses.ts).
      // The public view, unless the creator's device sends the management key (src/server/privacy/reader.ts).
      const read = await readPlan(deps.sql, id.data, managementKeyOf(request));
      markReaderDependent(reply, read);
      if (read.kind === 'not-found') return sendApiError(reply, 'PLAN_NOT_FOUND');
      if (read.kind === 'wrong-key') return sendApiError(reply, 'WRONG_MANAGEMENT_KEY');
      const { plan } = read;
      const language = params.data.language ?? plan.language;
      const now = new Date();
      const [hours, minutes] = (params.data.time ?? DEFAULT_TIME).split(':').map(Number) as [number, number];
      const file = planCalendar(plan, {
        language,
        start: params.data.start ? parseDate(params.data.start) : tomorrow(now),
        time: hours * 60 + minutes,
        planUrl: `${deps.config.publicUrl}/${language}/plan/${plan.id}`,
        now,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="workout-plan-${plan.id}.ics"`)
        .header('cache-control', plan.view === 'owner' ? 'private, no-cache' : 'no-cache')
        .send(file);
    },
  );
}

const EXAMPLE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Workout Coach//Workout plan calendar//EN',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
  'X-WR-CALNAME:Workout plan',
  'BEGIN:VEVENT',
  'UID:p4Nd8QaZ2rTy6uVw-day1@plans.example',
  'DTSTAMP:20250105T120000Z',
  'DTSTART:20250106T180000',
  'DTEND:20250106T184500',
  'RRULE:FREQ=WEEKLY;COUNT=4',
  'SUMMARY:Full body',
  foldLine(
    `DESCRIPTION:${escapeText(
      '• Goblet squat (3 x 10, stop 2 reps before failure)\n• Push-up (3 x 8, stop 2 reps before failure)\n\nOpen this plan online: https://plans.example/en/plan/p4Nd8QaZ2rTy6uVw',
    )}`,
  ),
  'URL:https://plans.example/en/plan/p4Nd8QaZ2rTy6uVw',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

export const openApiCalendarPath = {
  '/workouts/{id}/calendar.ics': {
    get: {
      operationId: 'workouts-calendar',
      summary: "Download a plan's training days as a calendar (iCalendar)",
      description:
        'An iCalendar file (RFC 5545) of the training days for four weeks from `start`, at `time` local time (floating: ' +
        "no time zone). Each event is titled with the day's focus, lasts the session's estimated minutes, and lists the " +
        "day's exercises and the plan's link. With the four-week progression built, every week is its own event with " +
        "that week's exercises and load steps; without it, each training day is one event repeating weekly four times " +
        '(`RRULE:FREQ=WEEKLY;COUNT=4`). Days named after a weekday fall on the first such weekday on or after `start`; ' +
        "days named otherwise ('Day 1') are spread from `start` with rest between them where the count allows (3 days: " +
        "start, start + 2, start + 4). No event carries the plan's notes or anything about the visitor's health; only the " +
        "creator's calendar (the management key sent in `x-management-key`) says in each event that a plan asks for clearance first.",
      tags: ['workouts'],
      parameters: [
        PLAN_ID_PATH_PARAMETER,
        {
          name: 'start',
          in: 'query',
          required: false,
          description:
            "The first day of the four weeks, YYYY-MM-DD. Defaults to tomorrow's date in UTC; send it, the server does not know the visitor's time zone.",
          schema: { type: 'string', format: 'date', example: '2025-01-06' },
        },
        {
          name: 'time',
          in: 'query',
          required: false,
          description: 'When each session starts, HH:MM on a 24-hour clock, local time. Defaults to 18:00.',
          schema: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', example: '07:30' },
        },
        {
          name: 'language',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['en', 'es'] },
          description:
            "Language of the words around the plan's text and of the link; defaults to the plan's language.",
        },
        MANAGEMENT_KEY_HEADER_PARAMETER,
      ],
      responses: {
        '200': {
          description: 'The calendar file, offered as a download (`Content-Disposition: attachment`).',
          content: { 'text/calendar': { schema: { type: 'string' }, example: EXAMPLE } },
        },
        // The error responses are written by api/openApiErrors.ts from calendarOperationFacts.
      },
    },
  },
};

/** What the document cannot tell about the calendar route: it looks a plan up, is charged as a read, reads the database. */
export const calendarOperationFacts: OperationFacts = {
  declared: { '403': "The management key sent is not this plan's", '404': 'Workout Plan Not Found' },
  limited: true,
  database: true,
};
