import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_KEY_HEADER } from '../../src/contract/constants';
import { SHARED_PLAN_NOTICE } from '../../src/contract/privacy';
import type { Language } from '../../src/contract/site';
import type { Screening, WorkoutPlan } from '../../src/contract/workout';
import { htmlBody, textBody } from '../../src/server/share/email';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { SCREENINGS } from '../helpers/screening';

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const WORDS = {
  en: {
    clearance: 'See a professional before you train hard',
    adapted: 'Adapted for you',
    doctor: 'Who to see: Your doctor',
    meanwhile:
      'Until a professional says you can, this plan holds only gentle walking and mobility: nothing hard, heavy or fast.',
    title: 'Workout plan:',
    intro: 'Here is your workout plan.',
  },
  es: {
    clearance: 'Consulta a un profesional antes de entrenar fuerte',
    adapted: 'Adaptado para ti',
    doctor: 'A quién consultar: Tu médico',
    meanwhile:
      'Hasta que un profesional te dé el visto bueno, este plan solo incluye caminatas suaves y movilidad: nada intenso, pesado ni rápido.',
    title: 'Plan de entrenamiento:',
    intro: 'Aquí tienes tu plan de entrenamiento.',
  },
} as const;

/**
 * The creator's PDF and email (read with the plan's management key, issue 27) carry the whole notice; anyone
 * else's carry one neutral sentence (tests/integration/plan-privacy.test.ts checks every public read).
 */
describe("the coach's screening in the creator's PDF and email", () => {
  let server: TestApp;
  const plans = {} as Record<Language, WorkoutPlan>;
  const keys = {} as Record<string, string>;
  const asOwner = (plan: WorkoutPlan) => ({ [MANAGEMENT_KEY_HEADER]: keys[plan.id]! });

  /** Stores the screening the coach will write into a plan made today; the plan as its creator reads it. */
  async function screen(plan: WorkoutPlan, screening: Screening): Promise<WorkoutPlan> {
    await server.db.sql`
      update workout_plans set plan = jsonb_set(plan, '{screening}', ${server.db.sql.json(screening as never)})
      where id = ${plan.id}`;
    return (await server.app.inject({ url: `/api/workouts/${plan.id}`, headers: asOwner(plan) })).json();
  }

  async function pdf(plan: WorkoutPlan, language: Language, owner = true): Promise<string> {
    const response = await server.app.inject({
      url: `/api/workouts/${plan.id}/pdf?lang=${language}`,
      headers: owner ? asOwner(plan) : {},
    });
    expect(response.statusCode).toBe(200);
    return pdfText(response.rawPayload);
  }

  beforeAll(async () => {
    server = await openTestApp(testDatabaseTargets()[0]!);
    for (const language of ['en', 'es'] as const) {
      const { managementKey, ...plan } = (
        await server.app.inject({
          method: 'POST',
          url: '/api/workouts/generate',
          payload: {
            name: 'Ana',
            language,
            fitnessLevel: 'beginner',
            workoutLocation: 'home',
            workoutDays: 3,
          },
        })
      ).json();
      plans[language] = plan;
      keys[plan.id] = managementKey;
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(['en', 'es'] as const)(
    'opens the %s PDF with the clearance notice, before the title: each reason, whom to see, what the plan holds',
    async (language) => {
      const plan = await screen(plans[language], SCREENINGS.clearance[language]);
      const text = await pdf(plan, language);
      const words = WORDS[language];
      const notice = text.indexOf(words.clearance);
      expect(notice).toBeGreaterThan(-1);
      expect(notice).toBeLessThan(text.indexOf(words.title));
      for (const reason of SCREENINGS.clearance[language].reasons) {
        const at = text.indexOf(reason.text);
        expect(at).toBeGreaterThan(notice);
        expect(at).toBeLessThan(text.indexOf(words.title));
      }
      expect(text).toContain(words.doctor);
      expect(text).toContain(words.meanwhile);
      expect(text).not.toContain(words.adapted);
    },
  );

  it('lists what an adapted plan was adapted to at the top of the PDF, without the clearance words', async () => {
    const plan = await screen(plans.en, SCREENINGS.adapted.en);
    const text = await pdf(plan, 'en');
    expect(text.indexOf(WORDS.en.adapted)).toBeGreaterThan(-1);
    expect(text.indexOf(WORDS.en.adapted)).toBeLessThan(text.indexOf(WORDS.en.title));
    expect(text).toContain(SCREENINGS.adapted.en.reasons[0]!.text);
    expect(text).toContain('Check with: Whoever looks after your pregnancy (obstetrician or midwife)');
    expect(text).not.toContain(WORDS.en.clearance);
    expect(text).not.toContain(WORDS.en.meanwhile);
  });

  it.each(['en', 'es'] as const)(
    'gives anyone else the %s PDF with one neutral sentence and no reason, whom to see or clearance words',
    async (language) => {
      await screen(plans[language], SCREENINGS.clearance[language]);
      const text = await pdf(plans[language], language, false);
      const words = WORDS[language];
      expect(text.indexOf(SHARED_PLAN_NOTICE[language])).toBeGreaterThan(-1);
      expect(text.indexOf(SHARED_PLAN_NOTICE[language])).toBeLessThan(text.indexOf(words.title));
      for (const reason of SCREENINGS.clearance[language].reasons) expect(text).not.toContain(reason.text);
      for (const phrase of [words.clearance, words.doctor, words.meanwhile, words.adapted])
        expect(text).not.toContain(phrase);
    },
  );

  it('leaves the PDF as it was for a clear plan', async () => {
    const plan = await screen(plans.es, { outcome: 'clear', reasons: [] });
    const text = await pdf(plan, 'es');
    expect(text).toContain(WORDS.es.title);
    expect(text).not.toContain(WORDS.es.clearance);
    expect(text).not.toContain(WORDS.es.adapted);
  });

  it.each(['en', 'es'] as const)(
    'opens the %s email, text and HTML, with the clearance notice before the greeting',
    async (language) => {
      const plan = await screen(plans[language], SCREENINGS.clearance[language]);
      const words = WORDS[language];
      const url = `http://plans.test/${language}/plan/${plan.id}`;
      const text = textBody(plan, language, url);
      expect(text.startsWith(`${words.clearance}\n`)).toBe(true);
      for (const reason of SCREENINGS.clearance[language].reasons) {
        expect(text.indexOf(reason.text)).toBeGreaterThan(-1);
        expect(text.indexOf(reason.text)).toBeLessThan(text.indexOf(words.intro));
      }
      expect(text).toContain(words.doctor);
      expect(text.indexOf(words.meanwhile)).toBeLessThan(text.indexOf(words.intro));

      const html = htmlBody(plan, language, url);
      const heading = html.indexOf(
        `<h2 style="color:#a51d1d;margin:0 0 8px;font-size:20px">${words.clearance}</h2>`,
      );
      expect(heading).toBeGreaterThan(-1);
      expect(heading).toBeLessThan(html.indexOf('<h1'));
      for (const reason of SCREENINGS.clearance[language].reasons) expect(html).toContain(reason.text);
      expect(html).toContain(`<strong>${words.doctor}</strong>`);
      expect(html).toContain(words.meanwhile);
    },
  );

  it('says an adapted plan was adapted in the email, and nothing for a clear one', async () => {
    const adapted = await screen(plans.es, SCREENINGS.adapted.es);
    const text = textBody(adapted, 'es', 'http://plans.test/es/plan/x');
    expect(text.startsWith(`${WORDS.es.adapted}\n`)).toBe(true);
    expect(text).toContain(SCREENINGS.adapted.es.reasons[0]!.text);
    expect(text).not.toContain(WORDS.es.clearance);
    const clear = await screen(plans.es, { outcome: 'clear', reasons: [] });
    expect(textBody(clear, 'es', 'http://plans.test/es/plan/x').startsWith(WORDS.es.intro)).toBe(true);
    expect(htmlBody(clear, 'es', 'http://plans.test/es/plan/x')).not.toContain('<h2');
  });

  it('turns no reason text into markup in the email', async () => {
    const plan = await screen(plans.en, {
      outcome: 'clearance',
      reasons: [
        { code: 'heart-disease', text: 'See <b>a</b> doctor & "soon" <script>x()</script>', see: 'doctor' },
      ],
    });
    const html = htmlBody(plan, 'en', 'http://plans.test/en/plan/x');
    expect(html).toContain(
      'See &lt;b&gt;a&lt;/b&gt; doctor &amp; &quot;soon&quot; &lt;script&gt;x()&lt;/script&gt;',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>a</b>');
  });
});
