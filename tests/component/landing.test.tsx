import { render, screen } from '@testing-library/react';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { Landing } from '../../src/client/features/landing/Landing';
import { activateLanguage } from '../../src/client/lib/i18n';
import { createQueryClient, createTrpcClient } from '../../src/client/lib/trpc';
import type { Language } from '../../src/contract/constants';
import type { SiteInfo } from '../../src/contract/site';

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
