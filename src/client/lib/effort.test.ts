import { describe, expect, it } from 'vitest';
import type { Language } from '../../contract/constants';
import { plainEffort, plainExerciseText, usesRepsInReserve } from './effort';
import { i18n, loadCatalogue } from './i18n';

/** The frame's catalogue in that language, without a document to mark (this runs in Node). */
async function activateLanguage(language: Language) {
  await loadCatalogue(language, ['labels']);
  i18n.activate(language);
}

describe('effort in plain words', () => {
  it.each([
    ['en', 'RIR 2-3', 'stop 2-3 reps before failure'],
    ['en', 'RIR 1', 'stop 1 rep before failure'],
    ['en', 'RIR 3', 'stop 3 reps before failure'],
    ['en', 'RIR 0', 'go until you cannot do another good rep'],
    ['es', 'RIR 2-3', 'para a 2-3 repeticiones del fallo'],
    ['es', 'RIR 1', 'para a 1 repetición del fallo'],
    ['en', 'Easy: you can talk', 'Easy: you can talk'],
    ['es', 'Controlado', 'Controlado'],
  ] as const)('reads %s %s as "%s"', async (language, effort, words) => {
    await activateLanguage(language);
    expect(plainEffort(i18n, effort)).toBe(words);
  });

  it('rewrites the exercise line and leaves lines without reps in reserve as the coach wrote them', async () => {
    await activateLanguage('en');
    expect(plainExerciseText(i18n, { text: 'Goblet squat (3 x 10 @ RIR 2)', effort: 'RIR 2' })).toBe(
      'Goblet squat (3 x 10, stop 2 reps before failure)',
    );
    expect(plainExerciseText(i18n, { text: 'Plank (3 x 30 s)', effort: 'Controlled' })).toBe(
      'Plank (3 x 30 s)',
    );
    expect(usesRepsInReserve(['Controlled', 'RIR 1-2'])).toBe(true);
    expect(usesRepsInReserve(['Controlled', 'Easy: you can talk'])).toBe(false);
  });
});
