import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { prescriptionText, setTarget } from './prescription';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('prescriptions as the views show them', () => {
  it('keeps "per side" for one-sided work, reps and holds alike', () => {
    expect(prescriptionText(i18n, { sets: 3, reps: '7-10', durationSeconds: null, perSide: true })).toBe(
      '3 × 7-10 reps per side',
    );
    expect(prescriptionText(i18n, { sets: 2, reps: null, durationSeconds: 30, perSide: true })).toBe(
      '2 × 30 s per side',
    );
  });

  it('writes one long block in minutes, never as one set of seconds', () => {
    expect(prescriptionText(i18n, { sets: 1, reps: null, durationSeconds: 480 })).toBe('8 min');
    expect(prescriptionText(i18n, { sets: 4, reps: null, durationSeconds: 90 })).toBe('4 × 90 s');
    expect(setTarget(i18n, { reps: null, durationSeconds: 150 })).toBe('2:30 min');
  });
});
