import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { PlanActions } from '../../src/client/features/plan/PlanActions';
import { readList, saveItem } from '../../src/client/lib/deviceStorage';
import { activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import PlanDeletePage from '../../src/client/pages/PlanDeletePage';
import { STORAGE_KEYS } from '../../src/contract/constants';

const PLAN_ID = 'p4Nd8QaZ2rTy6uVw';
const TOKEN = 'T'.repeat(43);

type Call = { url: string; body: string };

/**
 * tRPC's streamed batch answer (one call per batch, src/client/lib/trpc.ts) as the real server writes
 * it (recorded from the procedures): the data, or the error with our code.
 */
const streamed = (data: unknown) =>
  `{"0":[[0],[null,0,0]]}\n[0,0,[[{"result":0}],["result",0,1]]]\n[1,0,[[{"data":0}],["data",0,2]]]\n[2,0,[[${JSON.stringify(data)}]]]\n`;
const streamedError = (errorCode: string, httpStatus: number) =>
  `{"0":[[0],[null,0,0]]}\n[0,0,[[${JSON.stringify({
    error: { message: 'refused', code: -32003, data: { code: 'FORBIDDEN', httpStatus, errorCode } },
  })}]]]\n`;

/** The server as the tRPC client sees it: records each call and answers it. */
function stubServer(answer: (call: Call) => string) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), body: String(init?.body ?? '') };
      calls.push(call);
      return new Response(answer(call), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/:lang/plan/:id"
            element={<PlanActions plan={{ id: PLAN_ID, listed: false, screening: null }} />}
          />
          <Route path="/:lang/plan/:id/delete" element={<PlanDeletePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('deleting a plan by email, in the web app', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('en', ['labels', 'pages']), loadCatalogue('es', ['labels', 'pages'])]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers a visitor without the key to ask for a link, in Spanish, and says no more than the server', async () => {
    await activateLanguage('es');
    const calls = stubServer(() => streamed({ requested: true }));
    renderAt(`/es/plan/${PLAN_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: '¿Es tu plan? Elimínalo por correo' }));
    await screen.findByRole('dialog', { name: 'Eliminar este plan por correo' });
    fireEvent.click(screen.getByRole('button', { name: 'Envíame un enlace para eliminarlo' }));
    // The dialog's module loads on first use; on a busy machine that takes more than the default second.
    const status = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(status.textContent).toMatch(/Si este plan se creó con una dirección de correo.*24 horas/);
    const call = calls.find((candidate) => candidate.url.includes('deletion.request'))!;
    expect(JSON.parse(call.body)).toEqual({ 0: { id: PLAN_ID, language: 'es' } });
  });

  it('is not offered on the device that holds the key', async () => {
    await activateLanguage('en');
    saveItem(STORAGE_KEYS.workouts, {
      id: PLAN_ID,
      name: 'Mine',
      createdAt: '2026-11-20T12:00:00.000Z',
      focusArea: 'full-body',
      fitnessGoal: 'muscle',
      listed: false,
      managementKey: 'k'.repeat(32),
    });
    stubServer(() => streamed(null));
    renderAt(`/en/plan/${PLAN_ID}`);
    expect(await screen.findByRole('button', { name: 'Delete plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Is this your plan? Delete it by email' })).toBeNull();
  });

  it('asks before deleting with the token from the link, then forgets the plan on this device', async () => {
    await activateLanguage('en');
    saveItem(STORAGE_KEYS.workouts, {
      id: PLAN_ID,
      name: 'Old copy',
      createdAt: '2026-11-20T12:00:00.000Z',
      focusArea: 'full-body',
      fitnessGoal: 'muscle',
    });
    const calls = stubServer(() => streamed({ id: PLAN_ID, deleted: true }));
    renderAt(`/en/plan/${PLAN_ID}/delete#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Delete this plan?' })).toBeTruthy();
    expect(calls).toHaveLength(0); // opening the link deletes nothing
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('heading', { name: 'Plan deleted' })).toBeTruthy();
    const call = calls.find((candidate) => candidate.url.includes('deletion.confirm'))!;
    expect(JSON.parse(call.body)).toEqual({ 0: { id: PLAN_ID, token: TOKEN } });
    expect(readList(STORAGE_KEYS.workouts)).toEqual([]);
  });

  it('says in Spanish when the link no longer works, and when it is incomplete', async () => {
    await activateLanguage('es');
    stubServer(() => streamedError('DELETION_LINK_INVALID', 403));
    const page = renderAt(`/es/plan/${PLAN_ID}/delete#token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar definitivamente' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Este enlace para eliminar no funciona/);
    page.unmount();
    renderAt(`/es/plan/${PLAN_ID}/delete`);
    expect(
      await screen.findByRole('heading', { name: 'Este enlace para eliminar está incompleto' }),
    ).toBeTruthy();
  });
});
