import { dehydrate } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { PlanView } from '../../src/client/features/plan/PlanView';
import { ALL_CATALOGUES, activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import { createQueryClient } from '../../src/client/lib/queryClient';
import { createTrpcClient } from '../../src/client/lib/trpc';
import { prerender } from '../../src/client/prerender';
import { SHARED_PLAN_NOTICE } from '../../src/contract/privacy';
import type { Language, SiteInfo } from '../../src/contract/site';
import type { Screening, WorkoutPlan } from '../../src/contract/workout';
import { publicPlan } from '../../src/server/privacy/publicPlan';
import { planWith, SCREENINGS } from '../helpers/screening';

const SITE: SiteInfo = {
  betaEndDate: null,
  awardUrl: null,
  supportUrl: null,
  socialUrls: [],
  promoVideoId: null,
  plansThisWeek: 0,
};

/** The plan page's data as the server reads it for a plan link: the plan and the site information. */
function seededQueryClient(plan: WorkoutPlan) {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy({ client: createTrpcClient('http://unused.test'), queryClient });
  queryClient.setQueryData(trpc.system.siteInfo.queryKey(), SITE);
  queryClient.setQueryData(trpc.workouts.byId.queryKey({ id: plan.id }), plan);
  return queryClient;
}

function renderPlan(plan: WorkoutPlan, language: Language) {
  return render(
    <AppProviders queryClient={seededQueryClient(plan)}>
      <MemoryRouter initialEntries={[`/${language}/plan/${plan.id}`]}>
        <Routes>
          <Route path="/:lang/plan/:id" element={<PlanView plan={plan} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const WORDS = {
  en: {
    clearance: 'See a professional before you train hard',
    adapted: 'Adapted for you',
    meanwhile: 'this plan holds only gentle walking and mobility',
  },
  es: {
    clearance: 'Consulta a un profesional antes de entrenar fuerte',
    adapted: 'Adaptado para ti',
    meanwhile: 'este plan solo incluye caminatas suaves y movilidad',
  },
} as const;

/** True when `first` comes before `second` in the page. */
const precedes = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("the plan page's screening notice", () => {
  beforeAll(async () => {
    // The plan page's words live in the pages catalogue, which the app loads with the page.
    await Promise.all([loadCatalogue('en', ALL_CATALOGUES), loadCatalogue('es', ALL_CATALOGUES)]);
    // The page's other sections (ratings, challenges) ask the server; here they simply keep waiting.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('asks an English visitor to see a professional first, above the title, naming each reason and whom to see', async () => {
    await activateLanguage('en');
    renderPlan(planWith(SCREENINGS.clearance.en, 'en'), 'en');
    const notice = screen.getByRole('region', { name: WORDS.en.clearance });
    // A static page: a landmark with a heading, not a live alert that interrupts.
    expect(notice.getAttribute('role')).toBe('region');
    expect(within(notice).queryByRole('alert')).toBeNull();
    expect(within(notice).getByRole('heading', { level: 2, name: WORDS.en.clearance })).toBeTruthy();
    const items = within(notice).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${SCREENINGS.clearance.en.reasons[0]!.text}Who to see: Your doctor`,
      `${SCREENINGS.clearance.en.reasons[1]!.text}Who to see: Your surgeon or physiotherapist`,
    ]);
    expect(notice.textContent).toContain(`Until a professional says you can, ${WORDS.en.meanwhile}`);
    expect(precedes(notice, screen.getByRole('heading', { level: 1 }))).toBe(true);
    expect(precedes(notice, screen.getByRole('heading', { name: 'Weekly schedule' }))).toBe(true);
    expect(screen.queryByText(WORDS.en.adapted)).toBeNull();
  });

  it('says the same in Spanish, with the reasons marked as the plan’s language', async () => {
    await activateLanguage('es');
    renderPlan(planWith(SCREENINGS.clearance.es, 'es'), 'es');
    const notice = screen.getByRole('region', { name: WORDS.es.clearance });
    expect(within(notice).getByText(SCREENINGS.clearance.es.reasons[0]!.text).getAttribute('lang')).toBe(
      'es',
    );
    expect(notice.textContent).toContain('A quién consultar: Tu médico');
    expect(notice.textContent).toContain(
      'A quién consultar: Quien lleva el control de tu embarazo (obstetra, matrona o partera)',
    );
    expect(notice.textContent).toContain(
      `Hasta que un profesional te dé el visto bueno, ${WORDS.es.meanwhile}`,
    );
    expect(notice.textContent).not.toMatch(/Who to see|professional before/);
    expect(precedes(notice, screen.getByRole('heading', { level: 1 }))).toBe(true);
  });

  it.each([
    ['en', SCREENINGS.adapted.en, 'Check with: Whoever looks after your pregnancy (obstetrician or midwife)'],
    ['es', SCREENINGS.adapted.es, null],
  ] as const)('tells a %s visitor calmly what the plan was adapted to', async (language, screening, see) => {
    await activateLanguage(language);
    renderPlan(planWith(screening, language), language);
    const notice = screen.getByRole('region', { name: WORDS[language].adapted });
    expect(within(notice).getByText(screening.reasons[0]!.text)).toBeTruthy();
    if (see) expect(notice.textContent).toContain(see);
    else expect(notice.textContent).not.toMatch(/Consúltalo con|A quién consultar/);
    // Adapted is not a warning to stop: none of the clearance words.
    expect(screen.queryByText(WORDS[language].clearance)).toBeNull();
    expect(notice.textContent).not.toContain(WORDS[language].meanwhile);
    expect(precedes(notice, screen.getByRole('heading', { level: 1 }))).toBe(true);
  });

  it.each([
    ['clear', { outcome: 'clear', reasons: [] } satisfies Screening],
    ['made before screening', null],
  ] as const)('shows nothing for a plan that is %s', async (_, screening) => {
    for (const language of ['en', 'es'] as const) {
      await activateLanguage(language);
      const { unmount } = renderPlan(planWith(screening, language), language);
      expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByTestId('screening-notice')).toBeNull();
      expect(screen.queryByText(WORDS[language].clearance)).toBeNull();
      expect(screen.queryByText(WORDS[language].adapted)).toBeNull();
      unmount();
    }
  });

  it.each(['en', 'es'] as const)(
    'shows anyone else (the public view) one neutral %s sentence, the same whether or not the plan was adapted',
    async (language) => {
      await activateLanguage(language);
      for (const screening of [SCREENINGS.clearance[language], SCREENINGS.adapted[language]]) {
        const { unmount } = renderPlan(publicPlan(planWith(screening, language)), language);
        const notice = screen.getByTestId('shared-plan-notice');
        expect(notice.textContent).toBe(SHARED_PLAN_NOTICE[language]);
        expect(precedes(notice, screen.getByRole('heading', { level: 1 }))).toBe(true);
        expect(screen.queryByTestId('screening-notice')).toBeNull();
        for (const reason of screening.reasons) expect(screen.queryByText(reason.text)).toBeNull();
        for (const words of Object.values(WORDS[language]))
          expect(document.body.textContent).not.toContain(words);
        unmount();
      }
      // A plan the coach did not adapt opens with the same sentence: a stranger cannot tell them apart.
      const { unmount } = renderPlan(
        publicPlan(planWith({ outcome: 'clear', reasons: [] }, language)),
        language,
      );
      expect(screen.getByTestId('shared-plan-notice').textContent).toBe(SHARED_PLAN_NOTICE[language]);
      unmount();
    },
  );

  it('is in the page the server draws (the public view), before the title, in the visitor’s language', async () => {
    for (const language of ['en', 'es'] as const) {
      const plan = publicPlan(planWith(SCREENINGS.clearance[language], language));
      const html = await prerender({
        pathname: `/${language}/plan/${plan.id}`,
        language,
        queries: dehydrate(seededQueryClient(plan)),
      });
      const notice = html.indexOf(SHARED_PLAN_NOTICE[language].replace("'", '&#x27;'));
      expect(notice).toBeGreaterThan(-1);
      expect(notice).toBeLessThan(html.indexOf('<h1'));
      expect(html).not.toContain(SCREENINGS.clearance[language].reasons[0]!.text);
      expect(html).not.toContain(WORDS[language].clearance);
      expect(html).not.toContain(WORDS[language].meanwhile);
    }
  });
});
