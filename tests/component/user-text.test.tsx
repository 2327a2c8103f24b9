import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { PlanCard } from '../../src/client/components/PlanCard';
import { DayCard } from '../../src/client/features/plan/DayCard';
import { activateLanguage } from '../../src/client/lib/i18n';
import type { Day, Exercise, PlanSummary } from '../../src/contract/workout';

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

describe('a day drawn on the server', () => {
  beforeAll(async () => {
    await activateLanguage('en');
  });

  it('nests nothing a browser would re-arrange, so hydration matches (a circuit label inside a line)', () => {
    // A short session (e.g. "0.5h" typed as the time) is a circuit: its exercises carry a block label.
    const exercise: Exercise = {
      catalogId: 'kettlebell-swing',
      name: 'Kettlebell swing',
      sets: 2,
      reps: null,
      durationSeconds: 30,
      restSeconds: 15,
      effort: 'hard',
      loadHint: '',
      cues: ['Hinge at the hips'],
      videoId: null,
      block: 'Circuit',
      text: 'Kettlebell swing (2 rounds x 30 s on / 15 s off)',
      notes: null,
    };
    const day: Day = {
      name: 'Monday',
      kind: 'training',
      focus: 'Full body',
      estimatedMinutes: 5,
      style: 'circuit',
      rounds: 2,
      warmUp: [],
      exercises: [exercise],
      coolDown: [],
    };
    const html = renderToString(
      <AppProviders>
        <DayCard day={day} onWatch={() => {}} />
      </AppProviders>,
    );
    expect(html).toContain('Circuit');
    // The HTML parser closes a <p> at the first <div> inside it; React then finds another tree.
    for (const paragraph of html.match(/<p[\s>][\s\S]*?<\/p>/g) ?? [])
      expect(paragraph).not.toMatch(/<div[\s>]/);
  });
});
