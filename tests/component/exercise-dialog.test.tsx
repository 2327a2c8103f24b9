import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { ExerciseVideoDialog, type ShownExercise } from '../../src/client/features/plan/ExerciseVideoDialog';
import { activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';

/**
 * The server's answer to videos.search for an exercise with no verified video, as tRPC's streamed batch
 * sends it (recorded from the real procedure: `null`).
 */
const NO_VIDEO =
  '{"0":[[0],[null,0,0]]}\n[0,0,[[{"result":0}],["result",0,1]]]\n[1,0,[[{"data":0}],["data",0,2]]]\n[2,0,[[null]]]\n';

function stubServer() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(NO_VIDEO, { headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

/** The dialog and its figure load on demand: on a busy machine that can take longer than the default second. */
const LOADED = { timeout: 15_000 };

function renderDialog(exercise: ShownExercise) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/es/plan/p4Nd8QaZ2rTy6uVw']}>
        <Routes>
          <Route
            path="/:lang/plan/:id"
            element={<ExerciseVideoDialog exercise={exercise} onClose={() => {}} />}
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the exercise dialog without a verified video', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('es', ['labels', 'pages'])]);
    await activateLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the start and end drawings, the cues, the credit and a search link, and no player', async () => {
    const urls = stubServer();
    renderDialog({
      name: 'Prensa de piernas (3 x 10-12)',
      catalogId: 'leg-press',
      cues: ['Coloca los pies en el centro de la plataforma', 'Empuja sin bloquear las rodillas'],
      videoId: null,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Prensa de piernas' }, LOADED);
    const start = within(dialog).getByRole('img', { name: 'Prensa de piernas: posición inicial' });
    const end = within(dialog).getByRole('img', { name: 'Prensa de piernas: posición final' });
    expect(start.getAttribute('src')).toMatch(/^\/exercises\/v\d+\/0127-start\.svg$/);
    expect(end.getAttribute('src')).toMatch(/^\/exercises\/v\d+\/0127-end\.svg$/);
    within(dialog).getByText('Claves de técnica');
    within(dialog).getByText('Empuja sin bloquear las rodillas');
    within(dialog).getByRole('link', { name: 'Ilustraciones: Everkinetic, CC BY-SA 4.0' });
    const search = within(dialog).getByRole('link', { name: 'Buscar vídeos de Prensa de piernas' });
    expect(search.getAttribute('href')).toBe(
      `https://www.youtube.com/results?search_query=${encodeURIComponent('Prensa de piernas técnica')}`,
    );
    // Not even a search result for the name is offered: it may show another movement.
    expect(urls.some((url) => url.includes('videos.search'))).toBe(false);
    expect(within(dialog).queryByRole('button', { name: /Reproducir el vídeo/ })).toBeNull();
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('shows a catalogue exercise without video or drawing by its demonstration, never a similar movement’s video', async () => {
    stubServer();
    renderDialog({
      name: 'Talones al glúteo',
      catalogId: 'butt-kicks',
      cues: ['Lleva los talones hacia los glúteos'],
      // A plan stored before the check may still carry another movement's video id: it is not shown.
      videoId: 'IODxDxX7oi4',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Talones al glúteo' }, LOADED);
    // The figure and its data arrive on demand (features/demonstration/ExerciseDemonstration.tsx).
    await within(dialog).findByRole('img', { name: 'Talones al glúteo: demostración' }, LOADED);
    within(dialog).getByRole('button', { name: 'Pausar la demostración' });
    within(dialog).getByText('Lleva los talones hacia los glúteos');
    within(dialog).getByRole('link', { name: 'Buscar vídeos de Talones al glúteo' });
    expect(within(dialog).queryByRole('button', { name: /Reproducir el vídeo/ })).toBeNull();
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('says so plainly when an exercise from outside the catalogue has nothing to show', async () => {
    stubServer();
    renderDialog({ name: 'Ejercicio propio', catalogId: null, cues: ['Espalda recta'], videoId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Ejercicio propio' }, LOADED);
    within(dialog).getByText(
      'Aún no hay vídeo ni dibujo de este ejercicio: sigue las claves de técnica de abajo.',
    );
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('plays the verified video of the same exercise', async () => {
    stubServer();
    renderDialog({ name: 'Flexión', catalogId: 'push-up', cues: ['Cuerpo recto'], videoId: 'IODxDxX7oi4' });
    const dialog = await screen.findByRole('dialog', { name: 'Flexión' }, LOADED);
    within(dialog).getByRole('button', { name: 'Reproducir el vídeo de Flexión' });
    within(dialog).getByRole('img', { name: 'Flexión: posición inicial' });
  });
});
