import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { ChatOnboarding } from '../../src/client/features/onboarding/ChatOnboarding';
import { activateLanguage } from '../../src/client/lib/i18n';
import { HomePage } from '../../src/client/pages/HomePage';

function renderChat() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/en?create=true']}>
        <Routes>
          <Route path="/:lang" element={<ChatOnboarding onGenerated={() => {}} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

// Real timers in the second block: the chat's 600 + 500 ms delays take about 1 s of a 20 s allowance,
// so a busy machine passes too.
const UNTIL_SHOWN = { timeout: 20_000 };

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const log = () => screen.getByRole('log');

describe('the chat onboarding', () => {
  beforeAll(async () => {
    await activateLanguage('en');
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function send(text: string) {
    const input = screen.getByPlaceholderText(/Type your answer|30|you@example.com/);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  }

  it('asks, waits 600 ms to reply and 500 ms more to show the choices, and logs each answer', async () => {
    renderChat();
    await advance(0);
    expect(log().textContent).toMatch(/What's your name\?/);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await advance(500);
    await send('   ');
    expect(log().textContent).not.toMatch(/You:/);
    await send('Ana');
    expect(log().textContent).toMatch(/You: Ana/);
    await advance(599);
    expect(log().textContent).not.toMatch(/gender/);
    await advance(1);
    expect(log().textContent).toMatch(/Nice to meet you, Ana! What's your gender\?/);
    expect(screen.queryByRole('button', { name: 'Female' })).toBeNull();
    await advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Female' }));
    expect(
      screen.getByRole('progressbar', { name: 'Questionnaire progress' }).getAttribute('aria-valuenow'),
    ).toBe('14');
  });

  it("offers the office's equipment, applies the 'none' rule, and stores 'other' answers as free text", async () => {
    renderChat();
    await advance(500);
    await send('Ben');
    await advance(1100);
    fireEvent.click(screen.getByRole('button', { name: 'Male' }));
    await advance(1100);
    await send('40');
    await advance(1100);
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    await send('Ex-rower, 10 years');
    expect(log().textContent).toMatch(/You: Ex-rower, 10 years/);
    for (const choice of ['Build muscle', '3 days', '30 minutes', 'Office']) {
      await advance(1100);
      fireEvent.click(screen.getByRole('button', { name: choice }));
    }
    await advance(1100);
    expect(log().textContent).toMatch(/What do you have at the office\?/);
    const chair = screen.getByRole('button', { name: 'Office chair' });
    fireEvent.click(chair);
    expect(chair.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'None' }));
    expect(screen.getByRole('button', { name: 'Office chair' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Resistance bands' }));
    expect(screen.getByRole('button', { name: 'None' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(log().textContent).toMatch(/You: Resistance bands/);
    await advance(1100);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await advance(1100);
    expect(log().textContent).toMatch(/where does it hurt/);
  });

  it("asks whether to list the plan under the name given, then logs the terms answer as 'I agree' or 'I don't agree'", async () => {
    renderChat();
    await advance(500);
    await send('Ana');
    await advance(1100);
    // Skip every skippable step; the health screen has no Skip, "None of these" is one tap; the notes step
    // has no Skip: it is sent empty.
    while (!/Anything else/.test(log().textContent ?? '')) {
      const none = screen.queryByRole('button', { name: 'None of these' });
      fireEvent.click(none ?? screen.getByRole('button', { name: 'Skip' }));
      await advance(1100);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(log().textContent).toMatch(/You: \(no notes\)/);
    await advance(1100);
    expect(log().textContent).toMatch(
      /appear in the community.*It would show as "Ana"\. Your health answers are never shown/,
    );
    expect(screen.getByRole('button', { name: 'Yes, list it' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it private' }));
    expect(log().textContent).toMatch(/You: No, keep it private/);
    await advance(1100);
    expect(log().textContent).toMatch(/safety note/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(log().textContent).toMatch(/You: I don't agree/);
    await advance(1100);
    expect(log().textContent).toMatch(/Where can we send your plan\?/);
  });
});

describe('switching between the chat and the form', () => {
  beforeAll(async () => {
    await activateLanguage('en');
  });

  /** The home page at ?create=true: the chat, with its "Prefer a form?" switch. */
  function renderQuestionnaire() {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/en?create=true']}>
          <Routes>
            <Route path="/:lang" element={<HomePage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
  }

  it('keeps what the visitor already told the chat', async () => {
    renderQuestionnaire();
    const input = await screen.findByPlaceholderText(/Type your answer/, {}, UNTIL_SHOWN);
    fireEvent.change(input, { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Female' }, UNTIL_SHOWN);
    fireEvent.click(screen.getByRole('button', { name: 'Prefer a form?' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ }, UNTIL_SHOWN);
    expect((name as HTMLInputElement).value).toBe('Ana');
  });

  it('replays what the visitor gave in the form when they go back to the chat, and asks the rest', async () => {
    renderQuestionnaire();
    await screen.findByPlaceholderText(/Type your answer/, {}, UNTIL_SHOWN);
    fireEvent.click(screen.getByRole('button', { name: 'Prefer a form?' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ }, UNTIL_SHOWN);
    fireEvent.change(name, { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prefer the chat?' }));
    const log = await screen.findByRole('log', {}, UNTIL_SHOWN);
    // The name is in the conversation already; the form's default gender is not an answer, so it is asked.
    await waitFor(() => expect(log.textContent).toMatch(/What's your name\?.*You: Ana/), UNTIL_SHOWN);
    await waitFor(
      () => expect(log.textContent).toMatch(/Nice to meet you, Ana! What's your gender\?/),
      UNTIL_SHOWN,
    );
    expect(log.textContent).not.toMatch(/You: Male/);
    await screen.findByRole('button', { name: 'Female' }, UNTIL_SHOWN);
  });
});
