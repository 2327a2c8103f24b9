import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { PlanCard } from '../../src/client/components/PlanCard';
import { activateLanguage } from '../../src/client/lib/i18n';
import type { PlanSummary } from '../../src/contract/workout';

function summary(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 'plan_abcdef123456',
    userName: 'Ana',
    createdAt: '2025-03-14T10:00:00.000Z',
    averageRating: 0,
    reviewCount: 0,
    fitnessLevel: 'beginner',
    fitnessGoal: 'muscle',
    focusArea: 'upper-body',
    overview: 'Three full-body sessions a week with dumbbells.',
    daysPerWeek: 3,
    timePerSession: '45 minutes',
    workoutStyle: 'hiit',
    ...overrides,
  };
}

function renderCard(plan: PlanSummary, path = '/en/browse') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:lang/*" element={<PlanCard plan={plan} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('PlanCard', () => {
  beforeAll(async () => {
    await activateLanguage('en');
  });

  it('shows the goal, creator, date, badges and overview', () => {
    renderCard(summary());
    const card = screen.getByRole('article', { name: 'Build muscle' });
    expect(within(card).getByRole('heading', { name: 'Build muscle' })).toBeTruthy();
    expect(card.textContent).toContain('by Ana');
    expect(card.textContent).toContain('Mar 14, 2025');
    expect(within(card).getByText('Beginner')).toBeTruthy();
    expect(within(card).getByText('Upper body')).toBeTruthy();
    expect(within(card).getByText('HIIT')).toBeTruthy();
    expect(within(card).getByText('Three full-body sessions a week with dumbbells.')).toBeTruthy();
  });

  it('shows the rating to one decimal with its review count when above 0', () => {
    renderCard(summary({ averageRating: 4.26, reviewCount: 7 }));
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('Rated 4.3 out of 5')).toBeTruthy();
    expect(screen.getByText(/7 reviews/)).toBeTruthy();
  });

  it('shows no rating for an unrated plan', () => {
    renderCard(summary({ averageRating: 0, reviewCount: 0 }));
    expect(screen.queryByText(/out of 5/)).toBeNull();
    expect(screen.queryByText(/review/)).toBeNull();
    expect(screen.queryByText('0.0')).toBeNull();
  });

  it("shows an 'other:' answer as a neutral 'Other' on a public card: the words can hold health details", () => {
    renderCard(
      summary({ fitnessGoal: 'other:Run a half marathon', focusArea: 'other:after my knee surgery' }),
    );
    expect(screen.getByRole('heading', { name: 'Other' })).toBeTruthy();
    expect(screen.queryByText(/knee surgery/)).toBeNull();
    expect(screen.queryByText(/half marathon/)).toBeNull();
    expect(screen.queryByText(/other:/)).toBeNull();
  });

  it('labels a key by its field: strength is a goal and a style', () => {
    renderCard(summary({ fitnessGoal: 'strength', workoutStyle: 'functional', focusArea: 'none' }));
    expect(screen.getByRole('heading', { name: 'Get stronger' })).toBeTruthy();
    expect(screen.getByText('Functional')).toBeTruthy();
    expect(screen.queryByText('None')).toBeNull();
  });

  it('shows no style badge for the default style, which a skipped question gives too', () => {
    for (const workoutStyle of ['traditional', 'strength']) {
      const { unmount } = renderCard(summary({ workoutStyle }));
      const card = screen.getByRole('article', { name: 'Build muscle' });
      expect(within(card).queryByText('Strength')).toBeNull();
      expect(within(card).getByText('Beginner')).toBeTruthy();
      unmount();
    }
  });

  it('reads older keys as the current one and never shows a raw key', () => {
    renderCard(summary({ fitnessGoal: 'loseWeight', workoutStyle: 'mobilityFlow', focusArea: 'fullBody' }));
    expect(screen.getByRole('heading', { name: 'Lose weight' })).toBeTruthy();
    expect(screen.getByText('Full body')).toBeTruthy();
    expect(screen.getByText('Other')).toBeTruthy();
    expect(screen.queryByText(/mobility/i)).toBeNull();
  });

  it('links to the plan page in the route language', () => {
    renderCard(summary(), '/es/browse');
    const link = screen.getByRole('link', { name: /Ver|View/ });
    expect(link.getAttribute('href')).toBe('/es/plan/plan_abcdef123456');
  });

  it('links to the English plan page from an English route', () => {
    renderCard(summary());
    const link = screen.getByRole('link', { name: 'View workout' });
    expect(link.getAttribute('href')).toBe('/en/plan/plan_abcdef123456');
  });
});
