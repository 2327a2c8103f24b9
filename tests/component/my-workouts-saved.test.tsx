import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { ALL_CATALOGUES, activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import MyWorkoutsPage from '../../src/client/pages/MyWorkoutsPage';

/** My Workouts holds plans saved from a friend's link too: it does not say they were all made here (review r2-journey 13). */
describe.each([
  ['en', 'made or saved on this device', 'you made on this device'],
  ['es', 'creaste o guardaste en este dispositivo', 'creaste en este dispositivo'],
] as const)('My Workouts, %s', (language, said, notSaid) => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('en', ALL_CATALOGUES), loadCatalogue('es', ALL_CATALOGUES)]);
  });
  it('says the plans were made or saved here', async () => {
    await activateLanguage(language);
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[`/${language}/my-workouts`]}>
          <MyWorkoutsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(document.body.textContent).toContain(said);
    expect(document.body.textContent).not.toContain(notSaid);
  });
});
