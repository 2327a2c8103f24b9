import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { JoinChallengeDialog } from '../../src/client/features/challenge/JoinChallengeDialog';
import { activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import type { ErrorCode } from '../../src/contract/errorCodes';

/**
 * The server's answer to a refused call over /trpc, as it sends it (tests/integration/api-errors.test.ts
 * checks the real server sends `data.errorCode`): an English sentence, and the stable code.
 */
function serverRefuses(status: number, code: ErrorCode, sentence: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: {
              message: sentence,
              error: sentence,
              code: -32009,
              data: { code: 'CONFLICT', httpStatus: status, path: 'challenges.join', errorCode: code },
            },
          }),
          { status, headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
}

function renderJoin() {
  return render(
    <AppProviders>
      <JoinChallengeDialog
        challengeId="c4Nd8QaZ2rTy6uVw"
        challengeName="Reto de primavera"
        opened
        onClose={() => {}}
        onJoined={() => {}}
      />
    </AppProviders>,
  );
}

/** Types a name in the dialog (loaded when it first opens) and submits it. */
async function join(name: string) {
  const field = await screen.findByRole('textbox', { name: /Tu nombre|Your name/ }, { timeout: 20_000 });
  fireEvent.change(field, { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: /^(Unirme al reto|Unirse al reto|Join challenge)$/ }));
}

describe("the server's errors, in the visitor's language", () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('en', ['labels', 'pages']), loadCatalogue('es', ['labels', 'pages'])]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a Spanish visitor Spanish text for a full challenge, never the server’s English', async () => {
    await activateLanguage('es');
    serverRefuses(409, 'CHALLENGE_FULL', 'This challenge is full.');
    renderJoin();
    await join('Lucía');
    expect(await screen.findByText('Este reto está completo.')).toBeTruthy();
    expect(screen.queryByText('This challenge is full.')).toBeNull();
  });

  it('says a taken name, and an unavailable database, in Spanish too', async () => {
    await activateLanguage('es');
    serverRefuses(409, 'NAME_TAKEN', 'Someone in this challenge already uses that name. Pick another.');
    renderJoin();
    await join('Ana');
    expect(await screen.findByText('Alguien en este reto ya usa ese nombre. Elige otro.')).toBeTruthy();
    serverRefuses(
      503,
      'DATABASE_UNAVAILABLE',
      'The database is unavailable right now. Please try again in a moment.',
    );
    await join('Ana María');
    expect(
      await screen.findByText(
        'La base de datos no está disponible ahora mismo. Inténtalo de nuevo en un momento.',
      ),
    ).toBeTruthy();
  });

  it('shows an English visitor the English sentence for the same code', async () => {
    await activateLanguage('en');
    serverRefuses(409, 'CHALLENGE_FULL', 'Este texto no debería verse.');
    renderJoin();
    await join('Ana');
    expect(await screen.findByText('This challenge is full.')).toBeTruthy();
  });
});
