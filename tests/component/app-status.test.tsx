import { act, fireEvent, render, screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { ConnectionStatus, UpdatePrompt } from '../../src/client/components/AppStatus';
import { errorText } from '../../src/client/lib/errors';
import { activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import { offerUpdate } from '../../src/client/lib/pwa/serviceWorker';

const PLAN = '/es/plan/p4Nd8QaZ2rTy6uVw';

/** The frame's status pieces on a page with links between the plan, its session and My Workouts. */
function renderFrame(at: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[at]}>
        <ConnectionStatus />
        <Routes>
          <Route path="*" element={<Link to={PLAN}>plan</Link>} />
          <Route path="/:lang/plan/:id" element={<Link to={`${PLAN}/session`}>session</Link>} />
          <Route path="/:lang/plan/:id/session" element={<Link to={PLAN}>leave</Link>} />
        </Routes>
        <UpdatePrompt />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the frame’s offline line and update offer', () => {
  beforeAll(async () => {
    await activateLanguage('es');
    // Error sentences are in the labels catalogue, which loads with the pages that show them.
    await loadCatalogue('es', ['labels']);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('never offers the new version during a session: it waits until the visitor leaves it, then reloads on request', () => {
    renderFrame(`${PLAN}/session`);
    const apply = vi.fn();
    act(() => offerUpdate(apply));
    // The session view stays as it is: no offer, nothing applied.
    expect(screen.queryByText('Hay una versión nueva lista')).toBeNull();
    expect(apply).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'leave' }));
    screen.getByRole('status', { name: 'Hay una versión nueva lista' });
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(apply).toHaveBeenCalledTimes(1);

    // Back into a session: the offer is gone again.
    fireEvent.click(screen.getByRole('link', { name: 'session' }));
    expect(screen.queryByText('Hay una versión nueva lista')).toBeNull();
    // Out again it returns, and "Later" puts it away for this visit.
    fireEvent.click(screen.getByRole('link', { name: 'leave' }));
    fireEvent.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByText('Hay una versión nueva lista')).toBeNull();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('says so politely while the browser is offline, and stops when the connection returns', async () => {
    renderFrame('/es/my-workouts');
    const status = screen.getAllByRole('status')[0]!;
    expect(status.textContent).toBe('');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toBe(
      'Estás sin conexión. Tus planes guardados siguen abriéndose; crear, valorar y unirte a retos necesitan conexión.',
    );
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toBe('');
  });

  it('tells an offline visitor why an action failed, and still shows what a server said', () => {
    const noAnswer = TRPCClientError.from(new TypeError('Failed to fetch'));
    const full = new TRPCClientError('full', {
      result: {
        error: { code: -32600, message: 'full', data: { errorCode: 'CHALLENGE_FULL', httpStatus: 409 } },
      },
    });
    const fallback = 'No se pudo conectar con el servidor. Inténtalo de nuevo.';
    // Online, a call with no answer keeps the caller's own sentence.
    expect(errorText(noAnswer, fallback)).toBe(fallback);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorText(noAnswer, fallback)).toBe(
      'Estás sin conexión. Conéctate a internet e inténtalo de nuevo.',
    );
    expect(errorText(new TypeError('Failed to fetch'), fallback)).toBe(
      'Estás sin conexión. Conéctate a internet e inténtalo de nuevo.',
    );
    // An answer the server gave (kept from before, or just in) is not a connection problem.
    expect(errorText(full, fallback)).toBe('Este reto está completo.');
  });
});
