import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { PlanActions } from '../../src/client/features/plan/PlanActions';
import { readList, saveItem } from '../../src/client/lib/deviceStorage';
import { activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import { type Language, STORAGE_KEYS } from '../../src/contract/constants';

const PLAN_ID = 'p4Nd8QaZ2rTy6uVw';
const KEY = 'k'.repeat(32);

type Call = { url: string; method: string; headers: Headers; body: string };

/** The server, as the tRPC client sees it: records each call and answers it like the real procedure. */
function stubServer(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: String(init?.body ?? ''),
      };
      calls.push(call);
      const { status = 200, body } = answer(call);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderActions(language: Language, listed = false) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/${language}/plan/${PLAN_ID}`]}>
        <Routes>
          <Route
            path="/:lang/plan/:id"
            element={<PlanActions plan={{ id: PLAN_ID, listed, screening: null }} />}
          />
          <Route path="/:lang/my-workouts" element={<p>My Workouts page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

function saveWithKey() {
  saveItem(STORAGE_KEYS.workouts, {
    id: PLAN_ID,
    name: 'A plan',
    createdAt: '2026-11-20T12:00:00.000Z',
    focusArea: 'full-body',
    fitnessGoal: 'muscle',
    listed: false,
    managementKey: KEY,
  });
}

describe("the creator's controls on the plan page", () => {
  beforeAll(async () => {
    // The plan page's text lives in the second catalogue, which the page's loader fetches.
    await Promise.all([loadCatalogue('en', ['labels', 'pages']), loadCatalogue('es', ['labels', 'pages'])]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are not shown on a device that does not hold the plan’s key', async () => {
    await activateLanguage('en');
    saveItem(STORAGE_KEYS.workouts, {
      id: PLAN_ID,
      name: 'Saved from elsewhere',
      createdAt: '2026-11-20T12:00:00.000Z',
      focusArea: 'full-body',
      fitnessGoal: 'muscle',
    });
    renderActions('en');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete plan' })).toBeNull();
  });

  it('list the plan with the key in a header, never in the URL, and say so', async () => {
    await activateLanguage('en');
    saveWithKey();
    const calls = stubServer(() => ({ body: { result: { data: { id: PLAN_ID, listed: true } } } }));
    renderActions('en');
    const toggle = await screen.findByRole('switch', { name: /Listed in the community/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Only people you give the link to can open it.')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(readList(STORAGE_KEYS.workouts)[0]?.listed).toBe(true));
    const call = calls.find((candidate) => candidate.url.includes('workouts.setListed'))!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('x-management-key')).toBe(KEY);
    expect(call.url).not.toContain(KEY);
    expect(JSON.parse(call.body)).toEqual({ id: PLAN_ID, listed: true });
    expect(await screen.findByText('It now appears in the community.')).toBeTruthy();
  });

  it('ask before deleting, in Spanish too, then delete, forget the key and leave the page', async () => {
    await activateLanguage('es');
    saveWithKey();
    const calls = stubServer(() => ({ body: { result: { data: { id: PLAN_ID, deleted: true } } } }));
    renderActions('es');
    expect(await screen.findByRole('switch', { name: /Visible en la comunidad/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar plan' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este plan?' });
    expect(dialog.textContent).toMatch(/No se puede deshacer/);
    // Nothing is deleted until the visitor confirms.
    expect(calls.some((call) => call.url.includes('workouts.delete'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar definitivamente' }));
    expect(await screen.findByText('My Workouts page')).toBeTruthy();
    const call = calls.find((candidate) => candidate.url.includes('workouts.delete'))!;
    expect(call.headers.get('x-management-key')).toBe(KEY);
    expect(readList(STORAGE_KEYS.workouts)).toEqual([]);
  });

  it('explain a refusal in the reader’s language', async () => {
    await activateLanguage('es');
    saveWithKey();
    stubServer(() => ({
      status: 403,
      body: {
        error: {
          message: 'This plan can only be changed with its management key.',
          code: -32003,
          data: { code: 'FORBIDDEN', httpStatus: 403 },
        },
      },
    }));
    renderActions('es');
    fireEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByText(/solo se puede cambiar con su clave de gestión/)).toBeTruthy();
    expect(readList(STORAGE_KEYS.workouts)[0]?.listed).toBe(false);
  });
});
