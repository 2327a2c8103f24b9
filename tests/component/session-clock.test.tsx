import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { readyClock } from '../../src/client/features/training/clock';
import { SessionClock } from '../../src/client/features/training/SessionClock';
import { activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';

function renderReady(onStart: () => void) {
  render(
    <AppProviders>
      <SessionClock
        clock={readyClock('work', 30_000)}
        now={0}
        onPause={vi.fn()}
        onResume={vi.fn()}
        onAdd={vi.fn()}
        onStart={onStart}
      />
    </AppProviders>,
  );
}

describe('SessionClock', () => {
  beforeAll(async () => {
    await loadCatalogue('es', ['pages']);
    await activateLanguage('es');
  });
  afterAll(async () => {
    await activateLanguage('en');
  });

  it("says its Start as a verb in Spanish ('Empezar'), not the drawing's start position ('Inicio')", () => {
    const onStart = vi.fn();
    renderReady(onStart);
    fireEvent.click(screen.getByRole('button', { name: 'Empezar' }));
    expect(onStart).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Inicio' })).toBeNull();
  });
});
