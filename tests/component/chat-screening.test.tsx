import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { ChatOnboarding } from '../../src/client/features/onboarding/ChatOnboarding';
import { ALL_CATALOGUES, activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import type { Language } from '../../src/contract/site';
import type { OnboardingEmail, WorkoutPlan } from '../../src/contract/workout';
import { planWith, SCREENINGS } from '../helpers/screening';

// The generation stream is the server's part; here it answers at once with the plan under test.
const generated = vi.hoisted(() => ({
  plan: null as WorkoutPlan | null,
  emailed: null as OnboardingEmail | null,
}));
vi.mock('../../src/client/features/onboarding/useGeneration', async () => {
  const { useState } = await import('react');
  return {
    useGeneration(
      onDone: (plan: WorkoutPlan, managementKey: string | null, emailed: OnboardingEmail | null) => void,
    ) {
      const [state, setState] = useState<{ status: 'idle' } | { status: 'done'; plan: WorkoutPlan }>({
        status: 'idle',
      });
      return {
        state,
        start() {
          const plan = generated.plan!;
          setState({ status: 'done', plan });
          onDone(plan, null, generated.emailed);
        },
      };
    },
  };
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const log = () => screen.getByRole('log');

const WORDS = {
  en: {
    skip: 'Skip',
    none: 'None of these',
    send: 'Send',
    next: 'Continue',
    notes: /Anything else/,
    open: 'Open your plan',
    first: 'please see a professional before you train hard',
    meanwhile: 'your plan holds only gentle walking and mobility',
    adapted: 'I adapted it to what you told me',
  },
  es: {
    skip: 'Omitir',
    none: 'Ninguna de estas',
    send: 'Enviar',
    next: 'Continuar',
    notes: /Algo más/,
    open: 'Abrir tu plan',
    first: 'consulta a un profesional antes de entrenar fuerte',
    meanwhile: 'tu plan solo incluye caminatas suaves y movilidad',
    adapted: 'Lo adapté a lo que me contaste',
  },
} as const;

/** Answers the chat as briefly as it allows; the (mocked) plan then arrives. */
async function finishChat(language: Language, plan: WorkoutPlan, emailed: OnboardingEmail | null = null) {
  generated.plan = plan;
  generated.emailed = emailed;
  const onGenerated = vi.fn();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/${language}?create=true`]}>
        <Routes>
          <Route path="/:lang" element={<ChatOnboarding onGenerated={onGenerated} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  const words = WORDS[language];
  await advance(500);
  while (!words.notes.test(log().textContent ?? '')) {
    // The health screen has no Skip: "None of these" is its one tap.
    const none = screen.queryByRole('button', { name: words.none });
    fireEvent.click(none ?? screen.getByRole('button', { name: words.skip }));
    await advance(1100);
  }
  fireEvent.click(screen.getByRole('button', { name: words.send }));
  await advance(1100);
  // Listing in the community: skipped, so the plan stays unlisted.
  fireEvent.click(screen.getByRole('button', { name: words.skip }));
  await advance(1100);
  fireEvent.click(screen.getByRole('button', { name: words.next }));
  await advance(1100);
  fireEvent.click(screen.getByRole('button', { name: words.skip }));
  await advance(1100);
  return onGenerated;
}

describe('the chat when the plan arrives', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('en', ALL_CATALOGUES), loadCatalogue('es', ALL_CATALOGUES)]);
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['en', 'es'] as const)(
    'says in %s, before the link to the plan, why a professional must clear the visitor first',
    async (language) => {
      await activateLanguage(language);
      const plan = planWith(SCREENINGS.clearance[language], language);
      const onGenerated = await finishChat(language, plan);
      const words = WORDS[language];
      // The plan does not open by itself: the visitor reads the coach's words first.
      expect(onGenerated).not.toHaveBeenCalled();
      const said = log().textContent ?? '';
      expect(said).toContain(words.first);
      for (const reason of SCREENINGS.clearance[language].reasons) expect(said).toContain(reason.text);
      expect(said).toContain(words.meanwhile);
      const link = screen.getByRole('link', { name: words.open });
      expect(link.getAttribute('href')).toBe(`/${language}/plan/${plan.id}`);
      expect(document.activeElement).toBe(link);
      expect(log().compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      fireEvent.click(link);
      expect(onGenerated).toHaveBeenCalledWith(plan, null, null);
    },
  );

  it.each(['en', 'es'] as const)('opens an adapted %s plan at once: its page says how', async (language) => {
    await activateLanguage(language);
    const plan = planWith(SCREENINGS.adapted[language], language);
    const onGenerated = await finishChat(language, plan);
    expect(onGenerated).toHaveBeenCalledWith(plan, null, null);
    expect(screen.queryByRole('link', { name: WORDS[language].open })).toBeNull();
    expect(log().textContent).not.toContain(WORDS[language].first);
  });

  it.each([
    ['en', 'sent', "We've sent the link to your plan to a…@g…."],
    ['es', 'sent', 'Te hemos enviado el enlace de tu plan a a…@g….'],
    [
      'en',
      'outbox',
      "Email isn't set up on this server yet, so the message for a…@g… is waiting in its outbox",
    ],
    ['es', 'outbox', 'El correo aún no está configurado en este servidor'],
    ['en', 'limited', "We didn't email a…@g…"],
    ['es', 'limited', 'No hemos enviado el correo a a…@g…'],
  ] as const)(
    'says in %s what became of the onboarding email (%s), with the address masked',
    async (language, outcome, words) => {
      await activateLanguage(language);
      const plan = planWith({ outcome: 'clear', reasons: [] }, language);
      const emailed: OnboardingEmail = { outcome, to: 'a…@g…' };
      const onGenerated = await finishChat(language, plan, emailed);
      expect(log().textContent).toContain(words);
      // The plan page it opens says it again: the chat hands the outcome on.
      expect(onGenerated).toHaveBeenCalledWith(plan, null, emailed);
    },
  );

  it('opens a clear plan at once, as before', async () => {
    await activateLanguage('en');
    const plan = planWith({ outcome: 'clear', reasons: [] }, 'en');
    const onGenerated = await finishChat('en', plan);
    expect(onGenerated).toHaveBeenCalledWith(plan, null, null);
    expect(screen.queryByRole('link', { name: WORDS.en.open })).toBeNull();
    expect(log().textContent).not.toContain(WORDS.en.first);
  });
});
