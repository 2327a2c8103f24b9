import { render, screen, within } from '@testing-library/react';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { Landing } from '../../src/client/features/landing/Landing';
import { activateLanguage } from '../../src/client/lib/i18n';
import { createQueryClient } from '../../src/client/lib/queryClient';
import { createTrpcClient } from '../../src/client/lib/trpc';
import type { Language } from '../../src/contract/constants';
import type { SiteInfo } from '../../src/contract/site';
import { workoutRequestSchema } from '../../src/contract/workout';
import { buildPlan } from '../../src/server/coach/build/plan';

/** The example the server serves (src/server/routers/system.ts): the built-in coach's plan for a beginner. */
function examplePlan(language: Language) {
  return buildPlan(
    workoutRequestSchema.parse({
      name: '',
      fitnessLevel: 'beginner',
      fitnessGoal: 'muscle',
      workoutDays: 3,
      workoutTime: '45 minutes',
      workoutLocation: 'home',
      equipment: ['dumbbells', 'resistance-bands'],
      workoutStyle: 'traditional',
      focusArea: 'full-body',
      language,
    }),
  ).draft;
}

/** The landing page as it opens with the site information the server read (as the prerender does). */
function renderLanding(language: Language, plansThisWeek: number) {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy({ client: createTrpcClient('http://unused.test'), queryClient });
  const site: SiteInfo = {
    betaEndDate: null,
    awardUrl: null,
    supportUrl: null,
    socialUrls: [],
    promoVideoId: null,
    plansThisWeek,
  };
  queryClient.setQueryData(trpc.system.siteInfo.queryKey(), site);
  queryClient.setQueryData(trpc.system.examplePlan.queryKey({ language }), examplePlan(language));
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[`/${language}`]}>
        <Routes>
          <Route path="/:lang" element={<Landing onStart={() => {}} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe("the landing page's plans-this-week figure", () => {
  it.each([
    ['en', 1, '1 plan created in the last 7 days'],
    ['en', 30, '30 plans created in the last 7 days'],
    ['es', 1, '1 plan creado en los últimos 7 días'],
    ['es', 30, '30 planes creados en los últimos 7 días'],
  ] as const)('reads correctly in %s for %i', async (language, count, text) => {
    await activateLanguage(language);
    renderLanding(language, count);
    expect(screen.getByTestId('plans-this-week').textContent).toBe(text);
  });

  it('is left out when no plan was made this week, rather than boasting a zero', async () => {
    await activateLanguage('en');
    renderLanding('en', 0);
    expect(screen.queryByTestId('plans-this-week')).toBeNull();
  });
});

describe("the landing page's hero without a promotional video", () => {
  it.each([
    ['en', 'Rest'],
    ['es', 'Descanso'],
  ] as const)('shows a real plan’s week and its first session (%s)', async (language, rest) => {
    await activateLanguage(language);
    renderLanding(language, 0);
    const hero = screen.getByTestId('example-week');
    const days = within(hero)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol'));
    expect(days).toHaveLength(7);
    expect(days.filter((day) => day.textContent?.includes(rest))).toHaveLength(4);
    const firstDay = examplePlan(language).schedule.find((day) => day.kind !== 'rest');
    within(hero).getByText(firstDay?.exercises[0]?.name ?? 'missing');
    expect(hero.textContent).not.toMatch(/RIR/);
    expect(screen.queryByRole('button', { name: /Play the video|Reproducir/ })).toBeNull();
    expect(hero.querySelector('ol')?.getAttribute('aria-labelledby')).toBe('example-week-heading');
  });
});
