import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import ICAL from 'ical.js';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOADED_QUERIES_ELEMENT_ID } from '../../src/contract/constants';
import { cleanLine, cleanMultiline } from '../../src/contract/text';
import type { WorkoutPlan } from '../../src/contract/workout';
import type { Database } from '../../src/server/db/connection';
import { escapeText, foldLine } from '../../src/server/share/calendar';
import { mailSafePlan } from '../../src/server/share/email';
import { mailSafeName } from '../../src/server/share/noLinks';
import { openTestAppOn, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { mimePart, startSmtpServer } from '../helpers/smtp';

/**
 * Text is text everywhere (README "Abuse protection"): a name is never read as the
 * syntax of the place it lands in. `$'`, `` $` `` and `$&` are what String.replace expands in a
 * replacement string (the review's "Eve$'" broke the page head and its previews); `</script>` closes a
 * data script; CRLF starts a new mail header or calendar line; bidirectional controls reorder what a
 * reader sees. Each is planted in every name a visitor gives, and every output is read back with a parser
 * of its own format: the page's head and data script (happy-dom), the link preview tags, the email
 * (subject header and both bodies, over SMTP), the calendar (ical.js) and the PDF (pdf-parse).
 */
const PLANTED = "Eve $' $` $& </script>\r\nX-Injected: 1 \u202Eevil\u202C $$ end";
/** What the server keeps of a one-line name: invisible and bidi characters out, CRLF a space. */
const NAME = cleanLine(PLANTED);
const FEEDBACK = cleanMultiline(`${PLANTED} and a second line\r\nhere`);

const window = new Window();
function parseHtml(html: string) {
  return new window.DOMParser().parseFromString(html, 'text/html');
}

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The head of a page the server drew: one of each element, as the shell has them. */
function expectOneHead(html: string, where: string) {
  // The whole shell once: a replacement string's `$'` or `` $` `` pasted copies of the document into it.
  expect(html.match(/<!doctype html>/gi), where).toHaveLength(1);
  expect(html.match(/<\/head>/g), where).toHaveLength(1);
  expect(html.match(/<\/html>/g), where).toHaveLength(1);
  const document = parseHtml(html);
  expect(document.querySelectorAll('title'), where).toHaveLength(1);
  expect(document.querySelectorAll('meta[name="description"]'), where).toHaveLength(1);
  expect(document.querySelectorAll('meta[property="og:title"]'), where).toHaveLength(1);
  expect(document.querySelectorAll('link[rel="canonical"]'), where).toHaveLength(1);
  return document;
}

const meta = (document: ReturnType<typeof parseHtml>, selector: string) =>
  document.querySelector(selector)?.getAttribute('content') ?? '';

describe.each(testDatabaseTargets())('visitor text stays text on the $name database', (target) => {
  let db: Database;
  let server: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clientDir: string;
  let plan: WorkoutPlan;
  let managementKey: string;
  let challengeId: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    db = await target.open();
    smtp = await startSmtpServer();
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'text-client-'));
    // The shell's head as Vite builds it: a title and a description for renderHead to replace.
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n' +
        '    <title>Workout Coach</title>\n    <meta name="description" content="Shell" />\n  </head>\n' +
        '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    );
    server = await openTestAppOn(db, {
      clientDir,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Coach <coach@plans.test>' },
    });
    const made = await call('POST', '/api/workouts/generate', {
      name: PLANTED,
      workoutDays: 3,
      listed: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    plan = made.json();
    managementKey = made.json().managementKey;
    expect(managementKey).toBeTruthy();
    expect((await call('POST', `/api/workouts/${plan.id}/progression`, {})).statusCode).toBe(200);
    const challenge = await call('POST', `/api/workouts/${plan.id}/challenges`, {
      name: PLANTED,
      createdBy: PLANTED,
      email: 'maker@example.com',
    });
    expect(challenge.statusCode, challenge.body).toBe(200);
    challengeId = challenge.json().id;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await db.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('keeps each name as the visitor wrote it, without the invisible and line-breaking characters', () => {
    expect(NAME).toBe("Eve $' $` $& </script> X-Injected: 1 evil $$ end");
    expect(plan.userName).toBe(NAME);
  });

  it("shows a plan's name in its page head, link preview and data script as text", async () => {
    const response = await call('GET', `/en/plan/${plan.id}`);
    expect(response.statusCode).toBe(200);
    const document = expectOneHead(response.body, 'plan page');
    expect(document.querySelector('title')?.textContent).toContain(`${NAME}'s 3-day plan`);
    expect(meta(document, 'meta[property="og:title"]')).toContain(`${NAME}'s 3-day plan`);
    expect(meta(document, 'meta[name="twitter:title"]')).toContain(`${NAME}'s 3-day plan`);
    expect(meta(document, 'meta[name="description"]')).toBe(
      meta(document, 'meta[property="og:description"]'),
    );
    // The data script: one element, valid JSON, the plan as the API answers it, name included.
    const scripts = document.querySelectorAll(`script#${PRELOADED_QUERIES_ELEMENT_ID}`);
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.textContent ?? '');
    const planQuery = data.queries.find(
      (query: { state: { data?: { id?: string } } }) => query.state.data?.id === plan.id,
    );
    expect(planQuery.state.data.userName).toBe(NAME);
    // The public view's overview is written from the public facts, without the name (src/server/privacy/
    // publicPlan.ts): the name is where the data script shows it, in userName, whole and once.
    expect(JSON.stringify(data).split(JSON.stringify(NAME).slice(1, -1))).toHaveLength(2);
    // `</script>` inside the data cannot end the element early: the rest of the page is still there.
    expect(document.querySelector('#root')).not.toBeNull();
  });

  it("shows a challenge's and its creator's names in the challenge page head as text", async () => {
    const response = await call('GET', `/en/challenge/${challengeId}`);
    const document = expectOneHead(response.body, 'challenge page');
    expect(document.querySelector('title')?.textContent).toBe(`${NAME} · Workout Coach`);
    expect(meta(document, 'meta[property="og:title"]')).toBe(`${NAME} · Workout Coach`);
    expect(meta(document, 'meta[name="description"]')).toBe(
      `A 4-week challenge by ${NAME}. Join and track your progress.`,
    );
  });

  it('previews a plan and a challenge named with a link or address as plain words, without them', async () => {
    const LURE = 'Verify at https://evil.example/x or me@evil.example now';
    const made = await call('POST', '/api/workouts/generate', { name: LURE, workoutDays: 3 });
    expect(made.statusCode, made.body).toBe(200);
    const lured = made.json();
    // The plan keeps its name as typed (its creator's); only what a link preview shows is cleaned.
    expect(lured.userName).toBe(LURE);
    const challenge = await call('POST', `/api/workouts/${plan.id}/challenges`, {
      name: LURE,
      createdBy: LURE,
      description: LURE,
    });
    expect(challenge.statusCode, challenge.body).toBe(200);
    for (const url of [
      `/en/plan/${lured.id}`,
      `/es/plan/${lured.id}`,
      `/en/challenge/${challenge.json().id}`,
    ]) {
      const document = expectOneHead((await call('GET', url)).body, url);
      const shown = [
        document.querySelector('title')?.textContent ?? '',
        ...[
          'meta[property="og:title"]',
          'meta[property="og:description"]',
          'meta[name="twitter:title"]',
          'meta[name="description"]',
        ].map((selector) => meta(document, selector)),
      ];
      expect(shown[0], url).toContain('Verify at or now');
      expect(shown[1], url).toBe(shown[0]);
      for (const text of shown)
        for (const link of ['https', 'evil.example', '@', '://']) expect(text, url).not.toContain(link);
    }
  });

  it('reads a path with `$` in it as a path', async () => {
    // The review's replay (the security review of 2026-11-26, item 6): curl --path-as-is "$H/en/x\$'y".
    for (const pathname of ["/en/x$'y", '/en/x$`y', '/en/x$&y', "/en/plan/x$'y"]) {
      const response = await call('GET', pathname);
      expect(response.statusCode).toBe(404);
      const document = expectOneHead(response.body, pathname);
      // The path as it arrived (a client sends the backtick as %60), nothing added or repeated.
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        new URL(`http://plans.test${pathname}`).href,
      );
    }
  });

  it('keeps rating and participant names and comments as text in what the API returns', async () => {
    const rated = await call('POST', `/api/workouts/${plan.id}/ratings`, {
      userName: PLANTED.slice(0, 60),
      rating: 5,
      feedback: `${PLANTED} and a second line\r\nhere`,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const { ratings } = (await call('GET', `/api/workouts/${plan.id}/ratings`)).json();
    expect(ratings[0]).toMatchObject({ userName: cleanLine(PLANTED.slice(0, 60)), feedback: FEEDBACK });
    const joined = await call('POST', `/api/challenges/${challengeId}/participants`, { name: PLANTED });
    expect(joined.statusCode, joined.body).toBe(200);
    const participants = (await call('GET', `/api/challenges/${challengeId}/participants`)).json();
    expect(participants.map((participant: { name: string }) => participant.name)).toEqual([NAME]);
  });

  it('mails the plan with one subject header and the name as text in both bodies', async () => {
    const before = smtp.received.length;
    // The owner's whole plan, with the overview that names them (the public view's does not).
    expect(plan.overview).toContain(NAME);
    const sent = await call(
      'POST',
      `/api/workouts/${plan.id}/email`,
      { email: 'reader@example.com' },
      { 'x-management-key': managementKey },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(smtp.received).toHaveLength(before + 1);
    const raw = smtp.received.at(-1)!.raw;
    const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
    // CRLF in the name started no header of its own.
    expect(headers.match(/^Subject:/gim)).toHaveLength(1);
    expect(headers).not.toMatch(/^X-Injected/im);
    const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1] ?? '';
    expect(subject).not.toMatch(/[$<>`&]/);
    // The mail keeps the name's letters without link-shaped words (src/server/share/noLinks.ts), in the
    // overview the coach wrote: each body holds that overview whole, once, as text.
    const mailed = mailSafePlan(plan, 'en');
    expect(mailSafeName(NAME)).not.toBe('');
    expect(mailed.overview).toContain(`${mailSafeName(NAME)}, this is`);
    const text = mimePart(raw, 'text/plain')?.toString('utf8') ?? '';
    expect(text.split(mailed.overview)).toHaveLength(2);
    const html = mimePart(raw, 'text/html')?.toString('utf8') ?? '';
    const body = parseHtml(html);
    expect(body.querySelectorAll('h1')).toHaveLength(1);
    expect((body.body.textContent ?? '').split(mailed.overview)).toHaveLength(2);
  });

  it('writes the name into the PDF as text', async () => {
    const response = await call('GET', `/api/workouts/${plan.id}/pdf`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(NAME);
  });

  it('keeps the calendar file whole, and a text value with CRLF, `;`, `,` and `\\` one value', async () => {
    const response = await call('GET', `/api/workouts/${plan.id}/calendar.ics?start=2025-01-06&time=07:30`);
    expect(response.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    // One event per session of the four progression weeks.
    const saved: WorkoutPlan = (await call('GET', `/api/workouts/${plan.id}`)).json();
    const sessions = saved.progressionWeeks.flatMap((week) =>
      week.schedule.filter((day) => day.kind !== 'rest'),
    );
    expect(sessions.length).toBeGreaterThan(0);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(sessions.length);
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // The escaping every calendar text goes through, read back by ical.js: the value comes back whole.
    const value = `${PLANTED}; a, b \\ c`;
    const file = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:1',
      'DTSTAMP:20250101T000000Z',
      foldLine(`SUMMARY:${escapeText(value)}`),
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const event = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(value.replace(/\r\n/g, '\n'));
    expect(event.getAllProperties()).toHaveLength(3);
  });
});
