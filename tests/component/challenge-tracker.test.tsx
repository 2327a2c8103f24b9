import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import {
  ChallengeTracker,
  type ChallengeTrackerProps,
} from '../../src/client/features/challenge/ChallengeTracker';
import { activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import type { ProgressionDay, ProgressionWeek } from '../../src/contract/workout';

function exercise(name: string) {
  return {
    catalogId: null,
    name,
    sets: 3,
    reps: '8-10',
    durationSeconds: null,
    restSeconds: 90,
    effort: 'RIR 2',
    loadHint: '',
    cues: [],
    videoId: null,
    block: '',
    text: `${name} (3 x 8-10 @ RIR 2)`,
    notes: null,
    weightHint: 'Same load',
  };
}

function day(name: string, exercises: string[]): ProgressionDay {
  return {
    name,
    kind: 'training',
    focus: 'Full body',
    estimatedMinutes: 45,
    style: 'traditional',
    rounds: 1,
    warmUp: [],
    exercises: exercises.map(exercise),
    coolDown: [],
  };
}

const WEEKS: ProgressionWeek[] = [1, 2, 3, 4].map((weekNumber) => ({
  weekNumber,
  overview: `Week ${weekNumber} overview`,
  schedule: [
    day(`Monday W${weekNumber}`, [`Squat W${weekNumber}`, `Row W${weekNumber}`]),
    day(`Thursday W${weekNumber}`, [`Deadlift W${weekNumber}`]),
  ],
}));

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <MemoryRouter initialEntries={['/en/challenge/abcdefghijkl']}>{children}</MemoryRouter>
    </AppProviders>
  );
}

function renderTracker(overrides: Partial<ChallengeTrackerProps> = {}) {
  const props: ChallengeTrackerProps = {
    weeks: WEEKS,
    participantId: 'participant-1234',
    completed: [],
    pending: false,
    onMark: vi.fn(),
    onUnmark: vi.fn(),
    ...overrides,
  };
  render(<ChallengeTracker {...props} />, { wrapper: Wrapper });
  return props;
}

beforeAll(async () => {
  // Mantine reads these; happy-dom has no layout engine.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  await activateLanguage('en');
});

describe('ChallengeTracker', () => {
  it('auto-selects the first day of the first week, and of a newly chosen week', () => {
    renderTracker();
    expect(screen.getByRole('button', { name: /Monday W1/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Thursday W1/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Squat W1')).toBeTruthy();

    // Pick the second day, then another week: the new week opens on its own first day.
    fireEvent.click(screen.getByRole('button', { name: /Thursday W1/ }));
    expect(screen.getByText('Deadlift W1')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Week 3' }));
    expect(screen.getByRole('button', { name: /Monday W3/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Squat W3')).toBeTruthy();
    expect(screen.queryByText('Deadlift W3')).toBeNull();
  });

  it('marks an incomplete exercise and unmarks a completed one', () => {
    const props = renderTracker({ completed: [{ weekNumber: 1, dayName: 'Monday W1', exerciseIndex: 1 }] });

    fireEvent.click(screen.getByRole('button', { name: 'Mark Squat W1 as done' }));
    expect(props.onMark).toHaveBeenCalledTimes(1);
    expect(props.onMark).toHaveBeenCalledWith({ weekNumber: 1, dayName: 'Monday W1', exerciseIndex: 0 });
    expect(props.onUnmark).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Row W1: done. Mark as not done' }));
    expect(props.onUnmark).toHaveBeenCalledTimes(1);
    expect(props.onUnmark).toHaveBeenCalledWith({ weekNumber: 1, dayName: 'Monday W1', exerciseIndex: 1 });
    expect(props.onMark).toHaveBeenCalledTimes(1);
  });

  it('shows the day count of completed exercises', () => {
    renderTracker({ completed: [{ weekNumber: 1, dayName: 'Monday W1', exerciseIndex: 1 }] });
    expect(screen.getByText('1 of 2 done')).toBeTruthy();
  });

  it('does nothing without a participant', () => {
    const props = renderTracker({ participantId: null });
    const button = screen.getByRole('button', { name: 'Mark Squat W1 as done' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(props.onMark).not.toHaveBeenCalled();
    expect(props.onUnmark).not.toHaveBeenCalled();
  });

  it('says "Saving" on the toggle at work, next to its spinner, not a bare spinner', () => {
    const props = renderTracker({
      pending: true,
      pendingItem: { weekNumber: 1, dayName: 'Monday W1', exerciseIndex: 0 },
    });
    const busy = screen.getByRole('button', { name: 'Mark Squat W1 as done' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.textContent).toBe('Saving');
    fireEvent.click(busy);
    expect(props.onMark).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mark Row W1 as done' }).hasAttribute('disabled')).toBe(true);
  });

  it('disables every toggle while a request is pending', () => {
    const props = renderTracker({ pending: true });
    const list = screen.getAllByRole('listitem');
    for (const item of list) {
      expect(within(item).getByRole('button').hasAttribute('disabled')).toBe(true);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Mark Row W1 as done' }));
    expect(props.onMark).not.toHaveBeenCalled();
  });

  it("shows someone else's progress in words, with nothing to tick, in Spanish too", async () => {
    // The tracker's words live in the pages catalogue, which the challenge page's loader fetches.
    await loadCatalogue('es', ['labels', 'pages']);
    await activateLanguage('es');
    try {
      const props = renderTracker({
        readOnly: true,
        completed: [{ weekNumber: 1, dayName: 'Monday W1', exerciseIndex: 1 }],
      });
      const items = screen.getAllByRole('listitem');
      expect(items.map((item) => within(item).queryByRole('button'))).toEqual([null, null]);
      expect(within(items[0]!).getByText('Aún sin hacer')).toBeTruthy();
      expect(within(items[1]!).getByText('Hecho')).toBeTruthy();
      expect(props.onMark).not.toHaveBeenCalled();
    } finally {
      await activateLanguage('en');
    }
  });
});
