import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanSummary } from '../../src/contract/workout';
import { AppProviders } from '../../src/client/App';
import { PlanCard } from '../../src/client/components/PlanCard';
import { activateLanguage } from '../../src/client/lib/i18n';

const plan: PlanSummary = {
  id: 'plan_abcdef123456',
  userName: '<b>Bold</b> <0/> {name}',
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
};

describe('text a visitor wrote, inside a translated sentence', () => {
  beforeAll(async () => {
    await activateLanguage('es');
  });

  it('shows tags and placeholders in a name as the text they are, in every language', () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/es/browse']}>
          <Routes>
            <Route path="/:lang/*" element={<PlanCard plan={plan} />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    const card = screen.getByRole('article');
    // Before: Lingui read "<b>Bold</b>" as a tag of the message and dropped it.
    expect(card.textContent).toContain('<b>Bold</b> <0/> {name}');
    expect(card.querySelector('b')).toBeNull();
  });
});
