import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_KEY_HEADER } from '../../src/contract/constants';
import { SHARED_PLAN_NOTICE } from '../../src/contract/privacy';
import type { WorkoutPlan, WorkoutRequestInput } from '../../src/contract/workout';
import { openTestApp, openTestAppOn, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { messageText, pdfText } from '../helpers/documents';
import { llmPlanFor, mockModel } from '../helpers/llm';

/**
 * Issue 27 item 4: health stays with its owner. Plans are made with a marker planted in every free-text
 * answer (each `other:` answer, the time, the injuries, the notes) and with answers that make the coach
 * adapt the plan (a knee, a lower back, pregnancy, asthma) or ask for clearance first (an operation); one
 * plan is written by a language model that puts markers in every field it writes freely. Then every read
 * someone other than the creator can make is fetched without the management key (the plan over REST and
 * tRPC, its progression, a challenge with its plan, the three lists, the pages with their data and link
 * previews, the PDF in both languages, the calendar, the email, the alternatives, the MCP tools and
 * resource) and none may hold a marker, a screening reason, a coach's note, the wording that names what
 * was adapted, or whether it was adapted at all (`adaptedToHealth` is the owner's: an adapted plan is
 * never listed, and its public view has the same shape and opening sentence as any other). With the key,
 * the creator reads it all.
 */

const M = {
  gender: 'qzgendermark',
  goal: 'qzgoalmark',
  level: 'qzlevelmark',
  focus: 'qzfocusmark',
  style: 'qzstylemark',
  place: 'qzplacemark',
  kit: 'qzkitmark',
  time: 'qztimemark',
  injury: 'qzinjurymark',
  notes: 'qznotesmark',
  surgery: 'qzsurgerymark',
  lumbar: 'qzlumbarmark',
  llmOverview: 'qzllmoverviewmark',
  llmFocus: 'qzllmfocusmark',
  llmDay: 'qzllmdaymark',
  llmWarmUp: 'qzllmwarmupmark',
  llmCoolDown: 'qzllmcooldownmark',
  llmNote: 'qzllmnotemark',
  llmExercise: 'qzllmexercisemark',
  clearGoal: 'qzcleargoalmark',
  clearFocus: 'qzclearfocusmark',
} as const;
const MARKERS = Object.values(M);

/** The coach's words that say what a plan was adapted to or screened for (en and es). */
const HEALTH_WORDING = [
  'Because of your',
  'Por tus molestias',
  'Pelvic floor',
  'Suelo pélvico',
  'Asthma',
  'Asma:',
  'inhaler',
  'inhalador',
  'You mentioned',
  'Mencionaste',
  'clears you',
  'visto bueno',
  'Adapted for you',
  'Adaptado para ti',
  'See a professional before',
  'Consulta a un profesional antes',
  // Whether it was adapted at all (the field, and the sentence the public view used to show only then).
  'adaptedToHealth',
  'adapted to its creator',
  'se adaptó a la salud',
];

/** Every free-text answer carries a marker; the injuries and notes also make the coach adapt the plan. */
const ADAPTED_EN: WorkoutRequestInput = {
  name: 'Ana',
  language: 'en',
  listed: true,
  gender: `other:${M.gender} rather not say`,
  age: 34,
  fitnessGoal: `other:${M.goal} lose the weight I gained on antidepressants`,
  fitnessLevel: `other:${M.level} on and off for years`,
  focusArea: `other:${M.focus} my weak knee`,
  workoutStyle: `other:${M.style} whatever is kind to my joints`,
  workoutLocation: `other:${M.place} the community centre`,
  equipment: ['dumbbells', `other:${M.kit} my physio's bands`],
  workoutTime: `${M.time} about forty minutes`,
  workoutDays: 3,
  hasInjuries: 'yes',
  injuryDetails: `${M.injury} sore left knee since a ski fall, and I have asthma`,
  additionalNotes: `${M.notes} I am 20 weeks pregnant`,
};
/** Clearance first: an operation three weeks ago (Spanish), never listed. */
const CLEARANCE_ES: WorkoutRequestInput = {
  name: 'Luis',
  language: 'es',
  listed: false,
  hasInjuries: 'yes',
  injuryDetails: `${M.surgery} me operaron del corazón hace tres semanas`,
  workoutDays: 3,
};
/** An adapted Spanish plan: the overview names the lower back. */
const LUMBAR_ES: WorkoutRequestInput = {
  name: 'Marta',
  language: 'es',
  listed: true,
  hasInjuries: 'yes',
  injuryDetails: `${M.lumbar} me duele la zona lumbar al agacharme`,
  workoutDays: 3,
};
/** A plan the coach did not adapt, listed, with free text in its answers: the lists show it as 'other'. */
const CLEAR_EN: WorkoutRequestInput = {
  name: 'Clara',
  language: 'en',
  listed: true,
  fitnessGoal: `other:${M.clearGoal} hike a long trail next summer`,
  focusArea: `other:${M.clearFocus} everything evenly`,
  workoutDays: 3,
};
/** A knee plan a language model writes, with a marker in every field the model writes in its own words. */
const LLM_EN: WorkoutRequestInput = {
  name: 'Model',
  language: 'en',
  listed: true,
  hasInjuries: 'yes',
  injuryDetails: 'my right knee hurts on stairs',
  workoutDays: 3,
};

/** Bodies are compared without whitespace for markers (a PDF or a calendar may break a line anywhere). */
function squeezed(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}
function spaced(text: string): string {
  return text.replace(/\s+/g, ' ');
}

describe.each(testDatabaseTargets())(
  'a plan read by anyone but its creator on the $name database',
  (target) => {
    let server: TestApp;
    let modelServer: TestApp;
    let dataDir: string;
    let clientDir: string;
    const made: Record<
      'adapted' | 'clearance' | 'lumbar' | 'llm' | 'clear',
      { plan: WorkoutPlan; key: string }
    > = {} as never;
    const challenges: string[] = [];
    let mcp: Client;

    async function inject(method: 'GET' | 'POST', url: string, payload?: object, key?: string) {
      const response = await server.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: key ? { [MANAGEMENT_KEY_HEADER]: key } : {},
      });
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBe(200);
      return response;
    }

    async function generate(app: TestApp, answers: WorkoutRequestInput) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        payload: answers,
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const { managementKey, emailed: _, ...plan } = response.json();
      return { plan: plan as WorkoutPlan, key: managementKey as string };
    }

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plan-privacy-data-'));
      clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plan-privacy-client-'));
      await fs.writeFile(
        path.join(clientDir, 'index.html'),
        '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell" />' +
          '</head><body><div id="root"></div></body></html>',
      );
      server = await openTestApp(target, { clientDir, env: { DATA_DIR: dataDir } });
      made.adapted = await generate(server, ADAPTED_EN);
      made.clearance = await generate(server, CLEARANCE_ES);
      made.lumbar = await generate(server, LUMBAR_ES);
      const llmPlan = llmPlanFor(
        LLM_EN,
        `${M.llmOverview}: because of your right knee we avoid deep squats.`,
      );
      llmPlan.notes = [`${M.llmNote}: your knee comes first.`];
      for (const day of llmPlan.days) {
        // Never stored: a day's name is the weekday its place says (coach/llm/llm.ts).
        day.name = `${M.llmDay} ${day.name}`;
        if (day.kind === 'rest') continue;
        day.focus = `${M.llmFocus} ${day.focus}, kind to the knee`;
        day.warmUp = [...day.warmUp, `${M.llmWarmUp}: knee circles for your sore knee`];
        day.coolDown = [...day.coolDown, `${M.llmCoolDown}: ice the knee`];
        for (const exercise of day.exercises) exercise.notes = `${M.llmExercise}: protects your knee`;
      }
      modelServer = await openTestAppOn(server.db, {
        languageModel: mockModel(JSON.stringify(llmPlan)),
        env: { DATA_DIR: dataDir },
      });
      made.llm = await generate(modelServer, LLM_EN);
      made.clear = await generate(server, CLEAR_EN);
      // The MCP door (src/server/mcp) over HTTP, as an assistant reaches it.
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      mcp = new Client({ name: 'plan-privacy-test', version: '1.0.0' });
      await mcp.connect(
        new StreamableHTTPClientTransport(
          new URL(`http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/mcp`),
        ),
      );
      // Progressions (built by anyone: the answer is the public view), a challenge and ratings.
      for (const { plan } of Object.values(made))
        await inject('POST', `/api/workouts/${plan.id}/progression`, {});
      for (const { plan } of [made.adapted, made.llm, made.clearance]) {
        const challenge = await inject('POST', `/api/workouts/${plan.id}/challenges`, {
          name: 'Team',
          createdBy: 'Maker',
          email: 'maker@example.com',
        });
        challenges.push(challenge.json().id);
      }
      for (const { plan } of [made.adapted, made.lumbar, made.llm])
        await inject('POST', `/api/workouts/${plan.id}/ratings`, {
          userName: 'Rater',
          rating: 5,
          feedback: 'Clear and useful.',
        });
    });
    afterAll(async () => {
      await mcp?.close();
      await modelServer?.close();
      await server?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
      await fs.rm(clientDir, { recursive: true, force: true });
    });

    it('made what the test needs: adapted, clearance-first and model-written plans', async () => {
      const owner = async (name: keyof typeof made) =>
        (await inject('GET', `/api/workouts/${made[name].plan.id}`, undefined, made[name].key)).json();
      const adapted = await owner('adapted');
      expect(adapted.screening.outcome).toBe('adapted');
      expect(adapted.screening.reasons.map((reason: { code: string }) => reason.code)).toEqual(
        expect.arrayContaining(['pregnancy', 'asthma', 'injury']),
      );
      // Asked to be listed, but adapted to its creator's health: never listed (README "Privacy").
      expect(ADAPTED_EN.listed).toBe(true);
      expect(adapted.listed).toBe(false);
      expect(adapted.adaptedToHealth).toBe(true);
      expect((await owner('clear')).screening.outcome).toBe('clear');
      expect((await owner('clear')).listed).toBe(true);
      expect((await owner('clearance')).screening.outcome).toBe('clearance');
      expect((await owner('lumbar')).overview).toContain('Por tus molestias de zona lumbar');
      const llm = await owner('llm');
      expect(llm.generator).toMatch(/^llm:/);
      expect(llm.overview).toContain(M.llmOverview);
    });

    /** Every read someone other than the creator can make, without the key, as text. */
    async function publicSurfaces(): Promise<Record<string, string>> {
      const surfaces: Record<string, string> = {};
      const get = async (url: string) => {
        surfaces[url] = (await inject('GET', url)).body;
      };
      const trpc = (procedure: string, input: object) =>
        `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
      for (const list of ['recent?limit=20', 'top-rated?limit=20', 'browse?pageSize=48'])
        await get(`/api/workouts/${list}`);
      for (const list of ['workouts.recent', 'workouts.topRated']) await get(trpc(list, { limit: 20 }));
      await get(trpc('workouts.browse', { page: 1, pageSize: 48 }));
      await get('/en');
      await get('/es');
      for (const { plan } of Object.values(made)) {
        const id = plan.id;
        await get(`/api/workouts/${id}`);
        await get(trpc('workouts.byId', { id }));
        await get(`/en/plan/${id}`);
        await get(`/es/plan/${id}`);
        await get(`/api/workouts/${id}/calendar.ics?start=2026-12-07`);
        await get(`/api/workouts/${id}/challenges`);
        await get(trpc('workouts.progressionStream', { id }));
        surfaces[`progression ${id}`] = (await inject('POST', `/api/workouts/${id}/progression`, {})).body;
        const catalogId = plan.schedule.flatMap((day) => day.exercises).find((e) => e.catalogId)?.catalogId;
        await get(`/api/workouts/${id}/alternatives?catalogId=${catalogId}`);
        for (const language of ['en', 'es'])
          surfaces[`pdf ${language} ${id}`] = await pdfText(
            (await inject('GET', `/api/workouts/${id}/pdf?language=${language}`)).rawPayload,
          );
        await inject('POST', `/api/workouts/${id}/email`, { email: `reader.${id}@example.com` });
      }
      const tool = async (name: string, args: Record<string, unknown>) => {
        const answer = (await mcp.callTool({ name, arguments: args })) as { isError?: boolean };
        expect(answer.isError, name).toBeFalsy();
        surfaces[`mcp ${name} ${JSON.stringify(args)}`] = JSON.stringify(answer);
      };
      await tool('workouts-recent', { limit: 20 });
      await tool('workouts-topRated', { limit: 20 });
      await tool('workouts-browse', { page: 1, pageSize: 48 });
      for (const { plan } of Object.values(made)) {
        await tool('workouts-byId', { id: plan.id });
        surfaces[`mcp plan://${plan.id}`] = JSON.stringify(
          await mcp.readResource({ uri: `plan://${plan.id}` }),
        );
      }
      for (const challenge of challenges) {
        await get(`/api/challenges/${challenge}`);
        await get(trpc('challenges.byId', { id: challenge }));
        await get(`/en/challenge/${challenge}`);
      }
      const outbox = path.join(dataDir, 'outbox');
      for (const file of await fs.readdir(outbox)) {
        const raw = await fs.readFile(path.join(outbox, file), 'utf8');
        if (raw.includes('reader.')) surfaces[`email ${file}`] = messageText(raw);
      }
      expect(Object.keys(surfaces).filter((key) => key.startsWith('email'))).toHaveLength(5);
      return surfaces;
    }

    it('no public read, page, preview, file or email holds a marker, a reason, a note or what was adapted', async () => {
      // What only the creator may read, taken from the creator's own view of each plan.
      const privateTexts = new Set<string>(HEALTH_WORDING);
      for (const { plan, key } of Object.values(made)) {
        const owner: WorkoutPlan = (await inject('GET', `/api/workouts/${plan.id}`, undefined, key)).json();
        for (const reason of owner.screening?.reasons ?? []) privateTexts.add(reason.text);
        for (const note of owner.notes) privateTexts.add(note);
      }
      expect(privateTexts.size).toBeGreaterThan(HEALTH_WORDING.length + 5);
      const surfaces = await publicSurfaces();
      expect(Object.keys(surfaces).length).toBeGreaterThan(60);
      for (const [where, body] of Object.entries(surfaces)) {
        const flat = squeezed(body);
        for (const marker of MARKERS) expect(flat, `${where} holds ${marker}`).not.toContain(marker);
        // JSON escapes nothing in these sentences but quotes; HTML escapes quotes too.
        const text = spaced(
          body
            .replace(/\\"/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&quot;/g, '"'),
        );
        for (const phrase of privateTexts) expect(text, `${where} holds "${phrase}"`).not.toContain(phrase);
      }
    });

    it('the public view says "other" for free text, has no screening or notes, and never says whether it was adapted', async () => {
      const plan: WorkoutPlan = (await inject('GET', `/api/workouts/${made.adapted.plan.id}`)).json();
      expect(plan).toMatchObject({
        view: 'public',
        screening: null,
        notes: [],
        fitnessGoal: 'other',
        fitnessLevel: 'other',
        focusArea: 'other',
        workoutStyle: 'other',
        timePerSession: 'other',
        listed: false,
      });
      expect(plan).not.toHaveProperty('adaptedToHealth');
      expect(plan.schedule.flatMap((day) => day.exercises).every((exercise) => exercise.notes === null)).toBe(
        true,
      );
      // An adapted plan and one the coach did not adapt read the same way to a stranger: same fields.
      const clearPublic = (await inject('GET', `/api/workouts/${made.clear.plan.id}`)).json();
      expect(Object.keys(clearPublic).sort()).toEqual(Object.keys(plan).sort());
      const trpc = (id: string) => `/trpc/workouts.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`;
      for (const { plan: made_ } of Object.values(made))
        expect((await inject('GET', trpc(made_.id))).json().result.data).not.toHaveProperty(
          'adaptedToHealth',
        );
      // The lists show the plan the coach did not adapt, free text as 'other'; no adapted one, though asked.
      const card = (await inject('GET', '/api/workouts/recent?limit=20'))
        .json()
        .find((item: { id: string }) => item.id === made.clear.plan.id);
      expect(card).toMatchObject({ fitnessGoal: 'other', focusArea: 'other', userName: 'Clara' });
      const listedIds = [
        ...(await inject('GET', '/api/workouts/recent?limit=20')).json(),
        ...(await inject('GET', '/api/workouts/browse?pageSize=48')).json().workouts,
      ].map((item: { id: string }) => item.id);
      for (const name of ['adapted', 'lumbar', 'llm', 'clearance'] as const)
        expect(listedIds, name).not.toContain(made[name].plan.id);
      // Every public PDF opens with the same neutral sentence, adapted or not.
      for (const [id, language] of [
        [plan.id, 'en'],
        [made.clear.plan.id, 'en'],
        [made.clearance.plan.id, 'es'],
      ] as const) {
        const pdf = spaced(
          await pdfText((await inject('GET', `/api/workouts/${id}/pdf?language=${language}`)).rawPayload),
        );
        expect(pdf, id).toContain(SHARED_PLAN_NOTICE[language]);
      }
    });

    it('the creator cannot list an adapted plan (409), and can list one the coach did not adapt', async () => {
      for (const name of ['adapted', 'lumbar', 'clearance'] as const) {
        const { plan, key } = made[name];
        const response = await server.app.inject({
          method: 'PATCH',
          url: `/api/workouts/${plan.id}`,
          payload: { listed: true },
          headers: { [MANAGEMENT_KEY_HEADER]: key },
        });
        expect(response.statusCode, name).toBe(409);
        expect(response.json().code).toBe('NEEDS_CLEARANCE');
        expect((await inject('GET', `/api/workouts/${plan.id}`, undefined, key)).json().listed).toBe(false);
      }
      const off = await server.app.inject({
        method: 'PATCH',
        url: `/api/workouts/${made.clear.plan.id}`,
        payload: { listed: false },
        headers: { [MANAGEMENT_KEY_HEADER]: made.clear.key },
      });
      expect(off.json()).toEqual({ id: made.clear.plan.id, listed: false });
      const on = await server.app.inject({
        method: 'PATCH',
        url: `/api/workouts/${made.clear.plan.id}`,
        payload: { listed: true },
        headers: { [MANAGEMENT_KEY_HEADER]: made.clear.key },
      });
      expect(on.json()).toEqual({ id: made.clear.plan.id, listed: true });
    });

    it('the creator, sending the management key, reads everything: REST, tRPC, progression, PDF and calendar', async () => {
      const { plan, key } = made.adapted;
      const ownerAnswer = await inject('GET', `/api/workouts/${plan.id}`, undefined, key);
      const owner = ownerAnswer.json();
      expect(owner.view).toBe('owner');
      expect(owner.adaptedToHealth).toBe(true);
      // No shared cache keeps the creator's answer under the address anyone can ask for.
      expect(ownerAnswer.headers['cache-control']).toBe('private, no-cache');
      for (const url of [`/api/workouts/${plan.id}`, `/api/workouts/${plan.id}/pdf`]) {
        const anyone = await inject('GET', url);
        expect(String(anyone.headers.vary), url).toContain(MANAGEMENT_KEY_HEADER);
        expect(anyone.headers['cache-control'], url).toBe('no-cache');
        const creator = await inject('GET', url, undefined, key);
        expect(creator.headers['cache-control'], url).toBe('private, no-cache');
      }
      expect(owner.fitnessGoal).toContain(M.goal);
      expect(owner.focusArea).toContain(M.focus);
      expect(owner.overview).toContain('Because of your knee');
      expect(owner.screening.reasons.length).toBeGreaterThan(0);
      const warmUps = owner.schedule.flatMap((day: { warmUp: string[] }) => day.warmUp).join('\n');
      expect(warmUps).toContain('Pelvic floor');
      const trpc = await inject(
        'GET',
        `/trpc/workouts.byId?input=${encodeURIComponent(JSON.stringify({ id: plan.id }))}`,
        undefined,
        key,
      );
      expect(trpc.json().result.data).toMatchObject({ view: 'owner', fitnessGoal: owner.fitnessGoal });
      const pdf = spaced(
        await pdfText((await inject('GET', `/api/workouts/${plan.id}/pdf`, undefined, key)).rawPayload),
      );
      expect(pdf).toContain(owner.screening.reasons[0].text);
      expect(pdf).toContain('Because of your knee');

      const clearance = made.clearance;
      const clearanceOwner = (
        await inject('GET', `/api/workouts/${clearance.plan.id}`, undefined, clearance.key)
      ).json();
      expect(clearanceOwner.screening.reasons[0].text).toContain('Mencionaste');
      const weeks = (
        await inject('POST', `/api/workouts/${clearance.plan.id}/progression`, {}, clearance.key)
      ).json().progressionWeeks;
      expect(weeks[0].overview).toContain('visto bueno');
      const calendar = (
        await inject(
          'GET',
          `/api/workouts/${clearance.plan.id}/calendar.ics?start=2026-12-07`,
          undefined,
          clearance.key,
        )
      ).body.replace(/\r\n[ \t]/g, '');
      expect(calendar).toContain('Consulta a un profesional antes de entrenar fuerte');

      const llm = (await inject('GET', `/api/workouts/${made.llm.plan.id}`, undefined, made.llm.key)).json();
      expect(JSON.stringify(llm)).toContain(M.llmExercise);
      expect(llm.notes.join('\n')).toContain(M.llmNote);
    });

    it("refuses a key that is not the plan's, on every read that takes one", async () => {
      const wrong = made.lumbar.key;
      const id = made.adapted.plan.id;
      for (const [method, url] of [
        ['GET', `/api/workouts/${id}`],
        ['GET', `/api/workouts/${id}/pdf`],
        ['GET', `/api/workouts/${id}/calendar.ics`],
        ['POST', `/api/workouts/${id}/progression`],
      ] as const) {
        const response = await server.app.inject({
          method,
          url,
          ...(method === 'POST' ? { payload: {} } : {}),
          headers: { [MANAGEMENT_KEY_HEADER]: wrong },
        });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().code).toBe('WRONG_MANAGEMENT_KEY');
      }
    });
  },
);
