import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_KEY_HEADER } from '../../src/contract/constants';
import type { Language } from '../../src/contract/site';
import type { WorkoutPlan } from '../../src/contract/workout';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { SCREENINGS } from '../helpers/screening';

/** ISO weekday names to ical.js's day numbers (1 = Sunday). */
const WEEKDAY_NUMBER: Record<string, number> = {
  Monday: 2,
  Tuesday: 3,
  Wednesday: 4,
  Thursday: 5,
  Friday: 6,
  Saturday: 7,
  Sunday: 1,
  Lunes: 2,
  Martes: 3,
  Miércoles: 4,
  Jueves: 5,
  Viernes: 6,
  Sábado: 7,
  Domingo: 1,
};

type CalendarEvent = {
  uid: string;
  summary: string;
  description: string;
  url: string;
  start: ICAL.Time;
  end: ICAL.Time;
  rrule: ICAL.Recur | null;
};

/** Parses the file with ical.js, a parser nobody here wrote. */
function eventsOf(text: string): CalendarEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      start: event.startDate,
      end: event.endDate,
      rrule: (component.getFirstPropertyValue('rrule') as ICAL.Recur | null) ?? null,
    };
  });
}

const day = (time: ICAL.Time) =>
  `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
const minutesBetween = (start: ICAL.Time, end: ICAL.Time) => (end.toUnixTime() - start.toUnixTime()) / 60;
const sessions = (plan: Pick<WorkoutPlan, 'schedule'>) =>
  plan.schedule.filter((item) => item.kind !== 'rest');

describe.each(testDatabaseTargets())('the plan as a calendar file on the $name database', (target) => {
  let server: TestApp;
  const plans = {} as Record<Language, WorkoutPlan>;

  async function create(language: Language, extra: Record<string, unknown> = {}): Promise<WorkoutPlan> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: {
        name: 'Ana',
        language,
        fitnessLevel: 'beginner',
        workoutLocation: 'home',
        workoutDays: 3,
        ...extra,
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** The calendar as anyone reads it, or as its creator does with `key` (issue 27). */
  async function calendar(id: string, query: string, key?: string) {
    const response = await server.app.inject({
      url: `/api/workouts/${id}/calendar.ics?${query}`,
      headers: key ? { [MANAGEMENT_KEY_HEADER]: key } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="workout-plan-${id}.ics"`);
    return response.body;
  }

  /** Changes the stored plan as a coach could have written it. */
  async function rewrite(id: string, change: (plan: WorkoutPlan) => void): Promise<void> {
    const [row] = await server.db.sql<
      { plan: WorkoutPlan }[]
    >`select plan from workout_plans where id = ${id}`;
    const plan = row!.plan;
    change(plan);
    await server.db
      .sql`update workout_plans set plan = ${server.db.sql.json(plan as never)} where id = ${id}`;
  }

  beforeAll(async () => {
    server = await openTestApp(target);
    plans.en = await create('en');
    plans.es = await create('es');
  });
  afterAll(async () => {
    await server.close();
  });

  it("puts each training day on its weekday, weekly for four weeks, with the day's exercises and the link", async () => {
    const plan = plans.en;
    // 2025-01-08 is a Wednesday: a Monday session first falls on the 13th.
    const text = await calendar(plan.id, 'start=2025-01-08&time=07:30&language=en');
    const events = eventsOf(text);
    expect(events).toHaveLength(sessions(plan).length);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    for (const [index, session] of sessions(plan).entries()) {
      const event = events[index]!;
      expect(event.summary).toBe(session.focus);
      expect(event.start.dayOfWeek()).toBe(WEEKDAY_NUMBER[session.name]);
      expect(day(event.start) >= '2025-01-08' && day(event.start) <= '2025-01-14').toBe(true);
      expect([event.start.hour, event.start.minute]).toEqual([7, 30]);
      // Floating time: the session is at 07:30 wherever the visitor's calendar is.
      expect(event.start.zone?.tzid ?? 'floating').toBe('floating');
      expect(minutesBetween(event.start, event.end)).toBe(session.estimatedMinutes);
      expect(event.rrule?.freq).toBe('WEEKLY');
      expect(event.rrule?.count).toBe(4);
      for (const exercise of session.exercises) expect(event.description).toContain(exercise.name);
      expect(event.description).toContain(`http://plans.test/en/plan/${plan.id}`);
      expect(event.url).toBe(`http://plans.test/en/plan/${plan.id}`);
      // Four occurrences, a week apart.
      const iterator = new ICAL.Event(
        new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')[index]!,
      ).iterator();
      const dates: string[] = [];
      for (let next = iterator.next(); next; next = iterator.next()) dates.push(day(next));
      expect(dates).toHaveLength(4);
      expect(new Date(`${dates[3]}T00:00:00Z`).getTime() - new Date(`${dates[0]}T00:00:00Z`).getTime()).toBe(
        21 * 24 * 3600 * 1000,
      );
    }
    // Effort in plain words, as on the page and in the PDF, never the coach's shorthand.
    expect(text).not.toContain('@ RIR');
  });

  it('writes CRLF lines of at most 75 octets, folded without cutting a character', async () => {
    const text = await calendar(plans.es.id, 'start=2025-01-06');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.some((line) => line.includes('\n') || line.includes('\r'))).toBe(false);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // descriptions are long: some fold
    expect(text).not.toContain('\uFFFD');
  });

  it('is in Spanish for a Spanish reader, accents intact', async () => {
    const plan = plans.es;
    const events = eventsOf(await calendar(plan.id, 'start=2025-01-06&language=es'));
    expect(events).toHaveLength(sessions(plan).length);
    for (const [index, session] of sessions(plan).entries()) {
      const event = events[index]!;
      expect(event.start.dayOfWeek()).toBe(WEEKDAY_NUMBER[session.name]);
      for (const exercise of session.exercises) expect(event.description).toContain(exercise.name);
      expect(event.description).toContain(`Abre este plan en línea: http://plans.test/es/plan/${plan.id}`);
    }
    // The plan's language is the default.
    const byDefault = eventsOf(await calendar(plan.id, 'start=2025-01-06'));
    expect(byDefault[0]!.url).toBe(`http://plans.test/es/plan/${plan.id}`);
  });

  it("gives each progression week its own events with that week's exercises", async () => {
    const plan = await create('en');
    const progression = await server.app.inject({
      method: 'POST',
      url: `/api/workouts/${plan.id}/progression`,
      payload: {},
    });
    expect(progression.statusCode).toBe(200);
    const weeks = (progression.json() as WorkoutPlan).progressionWeeks;
    expect(weeks).toHaveLength(4);
    const events = eventsOf(await calendar(plan.id, 'start=2025-01-06&language=en'));
    expect(events).toHaveLength(sessions(plan).length * 4);
    expect(events.every((event) => event.rrule === null)).toBe(true);
    for (const week of weeks) {
      const ofWeek = events.filter((event) => event.summary.endsWith(`(Week ${week.weekNumber})`));
      expect(ofWeek).toHaveLength(sessions(plan).length);
      for (const [index, session] of week.schedule.filter((item) => item.kind !== 'rest').entries()) {
        const event = ofWeek[index]!;
        expect(event.start.dayOfWeek()).toBe(WEEKDAY_NUMBER[session.name]);
        // Week 1 is 2025-01-06 to 01-12, week 4 is 01-27 to 02-02.
        const first = new Date(Date.UTC(2025, 0, 6 + 7 * (week.weekNumber - 1)));
        const at = new Date(`${day(event.start)}T00:00:00Z`).getTime() - first.getTime();
        expect(at >= 0 && at < 7 * 24 * 3600 * 1000, day(event.start)).toBe(true);
        for (const exercise of session.exercises) {
          expect(event.description).toContain(exercise.name);
          expect(event.description).toContain(exercise.weightHint);
        }
      }
    }
    // The same plan, day and week keep their UID: importing again updates rather than duplicates.
    const again = eventsOf(await calendar(plan.id, 'start=2025-03-03&language=en'));
    expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it("escapes commas, semicolons and backslashes, and spreads 'Day N' days from the start date", async () => {
    const { managementKey, ...plan } = (await create('en')) as WorkoutPlan & { managementKey: string };
    await rewrite(plan.id, (stored) => {
      let number = 0;
      for (const item of stored.schedule) {
        if (item.kind === 'rest') continue;
        number += 1;
        item.name = `Day ${number}`;
      }
      const first = stored.schedule.find((item) => item.kind !== 'rest')!;
      first.focus = 'Push, pull; legs \\ core';
      first.exercises[0]!.name = 'Squat, deep; slow';
      first.exercises[0]!.text = 'Squat, deep; slow (3 x 10)';
    });
    // A Wednesday start: three sessions fall on Wednesday, Friday and Sunday.
    // The creator's calendar: a focus the coach's labels do not hold is the day kind's in anyone else's.
    const text = await calendar(plan.id, 'start=2025-01-08&language=en', managementKey);
    expect(text).toContain('SUMMARY:Push\\, pull\\; legs \\\\ core');
    const events = eventsOf(text);
    expect(events[0]!.summary).toBe('Push, pull; legs \\ core');
    expect(events[0]!.description).toContain('Squat, deep; slow (3 x 10)');
    expect(events.map((event) => day(event.start))).toEqual(['2025-01-08', '2025-01-10', '2025-01-12']);
  });

  it("keeps the plan's notes and the screening reasons out; only the creator's calendar opens a clearance-first plan's events with its notice", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: {
        name: 'Ana',
        language: 'en',
        hasInjuries: 'yes',
        injuryDetails: 'I get chest pain and dizziness when I run',
      },
    });
    const { managementKey, ...plan } = response.json() as WorkoutPlan & { managementKey: string };
    await rewrite(plan.id, (stored) => {
      stored.notes = ['A private note about the knee'];
      stored.screening = SCREENINGS.clearance.en;
    });
    const notice = 'See a professional before you train hard. Until a professional';
    const owner = await server.app.inject({
      url: `/api/workouts/${plan.id}/calendar.ics?start=2025-01-06&language=en`,
      headers: { [MANAGEMENT_KEY_HEADER]: managementKey },
    });
    expect(owner.statusCode).toBe(200);
    for (const [whose, text] of [
      ['public', await calendar(plan.id, 'start=2025-01-06&language=en')],
      ['owner', owner.body],
    ] as const) {
      expect(text).not.toMatch(/chest pain|dizziness|knee/i);
      for (const reason of SCREENINGS.clearance.en.reasons)
        expect(text).not.toContain(reason.text.slice(0, 30));
      const events = eventsOf(text);
      expect(events.length).toBeGreaterThan(0);
      // Anyone else's calendar says nothing about health (issue 27): the notice is the creator's.
      for (const event of events) expect(event.description.startsWith(notice), whose).toBe(whose === 'owner');
    }
  });

  it('starts tomorrow (UTC) without a start date, at 18:00', async () => {
    const before = new Date();
    const events = eventsOf(await calendar(plans.en.id, ''));
    const tomorrow = new Date(
      Date.UTC(before.getUTCFullYear(), before.getUTCMonth(), before.getUTCDate() + 1),
    );
    for (const event of events) {
      const at = new Date(`${day(event.start)}T00:00:00Z`).getTime() - tomorrow.getTime();
      expect(at >= 0 && at < 7 * 24 * 3600 * 1000).toBe(true);
      expect([event.start.hour, event.start.minute]).toEqual([18, 0]);
    }
  });

  it('answers 404 for an unknown plan and 400 for a bad date, time or language, in the one error shape', async () => {
    const missing = await server.app.inject({
      url: '/api/workouts/unknownplan1234/calendar.ics?start=2025-01-06',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PLAN_NOT_FOUND' });
    for (const [query, field] of [
      ['start=2025-02-30', 'start'],
      ['start=06/01/2025', 'start'],
      ['start=2025-01-06&time=25:00', 'time'],
      ['start=2025-01-06&time=7pm', 'time'],
      ['start=2025-01-06&language=fr', 'language'],
    ]) {
      const response = await server.app.inject({ url: `/api/workouts/${plans.en.id}/calendar.ics?${query}` });
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.code).toBe('INVALID_INPUT');
      expect(body.issues[0].path).toBe(field);
    }
    const badId = await server.app.inject({ url: '/api/workouts/no/calendar.ics' });
    expect(badId.statusCode).toBe(400);
  });

  it('is charged as a read and documented in the OpenAPI document', async () => {
    const response = await server.app.inject({
      url: `/api/workouts/${plans.en.id}/calendar.ics?start=2025-01-06`,
    });
    expect(response.headers['x-ratelimit-remaining']).toBeDefined();
    const document = (await server.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths['/workouts/{id}/calendar.ics'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'id',
      'start',
      'time',
      'language',
      'x-management-key',
    ]);
    // 401: an API key the server did not issue (issue 28, item 6).
    expect(Object.keys(operation.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '429',
      '500',
      '503',
    ]);
    const example = operation.responses['200'].content['text/calendar'].example;
    expect(eventsOf(example)).toHaveLength(1);
  });
});
