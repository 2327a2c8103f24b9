import { render, screen } from '@testing-library/react';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { PlanView } from '../../src/client/features/plan/PlanView';
import type { SessionLog } from '../../src/client/features/training/log';
import { SessionSummary } from '../../src/client/features/training/SessionSummary';
import { ALL_CATALOGUES, activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import { createQueryClient } from '../../src/client/lib/queryClient';
import { createTrpcClient } from '../../src/client/lib/trpc';
import type { Language, SiteInfo } from '../../src/contract/site';
import type { WorkoutPlan } from '../../src/contract/workout';
import { planWith } from '../helpers/screening';

/**
 * Rating a plan is reachable (review r2-journey defect 3): the plan page says "Rate this plan" near the top
 * and a link to it opens the form at once, although the ratings section loads only near the viewport;
 * the workout-finished screen links to the same form.
 */

const SITE: SiteInfo = {
  betaEndDate: null,
  awardUrl: null,
  supportUrl: null,
  socialUrls: [],
  promoVideoId: null,
  plansThisWeek: 0,
};
const WORDS = {
  en: { rate: 'Rate this plan', name: 'Your name' },
  es: { rate: 'Valorar este plan', name: 'Tu nombre' },
} as const;

function renderPlan(plan: WorkoutPlan, language: Language, hash = '') {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy({ client: createTrpcClient('http://unused.test'), queryClient });
  queryClient.setQueryData(trpc.system.siteInfo.queryKey(), SITE);
  queryClient.setQueryData(trpc.workouts.byId.queryKey({ id: plan.id }), plan);
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[`/${language}/plan/${plan.id}${hash}`]}>
        <Routes>
          <Route path="/:lang/plan/:id" element={<PlanView plan={plan} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const walkLog: SessionLog = {
  id: 'log-1',
  planId: 'abcdefghijklmnop',
  planName: 'Plan',
  weekNumber: null,
  dayIndex: 0,
  dayName: 'Monday',
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: '2026-11-27T10:20:00.000Z',
  exercises: [
    {
      exerciseIndex: 0,
      catalogId: 'gentle-walk',
      name: 'Gentle walk',
      swappedFrom: null,
      target: { sets: 1, reps: null, durationSeconds: 960, effort: 'easy', load: null },
      sets: [{ set: 1, reps: null, seconds: 600, load: null, unit: 'kg', rir: null }],
    },
  ],
};

describe.each(['en', 'es'] as const)('rating a plan, %s', (language) => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('en', ALL_CATALOGUES), loadCatalogue('es', ALL_CATALOGUES)]);
    // The ratings list and average ask the server; here they keep waiting, as on a slow connection.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    // happy-dom has no document.fonts, which the form's growing text area listens to.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('the plan page offers "Rate this plan" near the top, a link to the rating form', async () => {
    await activateLanguage(language);
    renderPlan(planWith(null, language), language);
    const rate = screen.getByRole('link', { name: WORDS[language].rate });
    expect(rate.getAttribute('href')).toBe('#rate');
  });

  it('a link to #rate opens the form at once, without scrolling down to it first', async () => {
    await activateLanguage(language);
    renderPlan(planWith(null, language), language, '#rate');
    expect(
      await screen.findByRole('textbox', { name: WORDS[language].name }, { timeout: 20_000 }),
    ).toBeTruthy();
  });

  it('the workout-finished screen links to the rating form', async () => {
    await activateLanguage(language);
    render(
      <AppProviders>
        <MemoryRouter>
          <SessionSummary
            log={walkLog}
            saved
            unit="kg"
            challenge={{ kind: 'none' }}
            planHref={`/${language}/plan/abcdefghijklmnop`}
            historyHref={`/${language}/training`}
            onRetrySave={() => {}}
          />
        </MemoryRouter>
      </AppProviders>,
    );
    const rate = screen.getByRole('link', { name: WORDS[language].rate });
    expect(rate.getAttribute('href')).toBe(`/${language}/plan/abcdefghijklmnop#rate`);
  });
});

/**
 * A plan opened in the other language's interface (review r2-journey 2): every line of the plan in the
 * plan's language, and the page says so once at the top with a link to the same plan in that interface.
 */
describe('a plan in the other language', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('en', ALL_CATALOGUES), loadCatalogue('es', ALL_CATALOGUES)]);
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [
      'en',
      'es',
      'This plan was written in Spanish.',
      'Ver el plan en español',
      'Remo con banda (3 x 10, para a 2 repeticiones del fallo)',
    ],
    [
      'es',
      'en',
      'Este plan está escrito en inglés.',
      'See the plan in English',
      'Band row (3 x 10, stop 2 reps before failure)',
    ],
  ] as const)('a %s page with a %s plan', async (page, written, notice, link, line) => {
    await activateLanguage(page);
    const plan = planWith(null, written);
    const day = plan.schedule[0]!;
    const [walk] = day.exercises;
    const name = written === 'es' ? 'Remo con banda' : 'Band row';
    day.exercises = [
      walk!,
      {
        ...walk!,
        name,
        sets: 3,
        reps: '10',
        durationSeconds: null,
        effort: 'RIR 2',
        text: `${name} (3 x 10 @ RIR 2)`,
      },
    ];
    renderPlan(plan, page);
    expect(screen.getByRole('note').textContent).toContain(notice);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(`/${written}/plan/${plan.id}`);
    // The exercise's whole line in the plan's language, effort words included.
    expect(screen.getAllByText(line, { exact: false }).length).toBeGreaterThan(0);
  });
});
