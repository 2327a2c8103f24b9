import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * An exercise's block as the plan stores it ('Circuit', 'Finisher', a superset's 'A1') is a key, not
 * words: shown in the page's language. A superset's letter and number need no words.
 */
const BLOCK_LABELS = {
  Circuit: msg({ message: 'Circuit', context: 'plan block' }),
  Intervals: msg({ message: 'Intervals', context: 'plan block' }),
  Finisher: msg({ message: 'Finisher', context: 'plan block' }),
  Cardio: msg({ message: 'Cardio', context: 'plan block' }),
  Tempo: msg({ message: 'Tempo', context: 'plan block' }),
} as const;

export function blockLabel(i18n: I18n, block: string): string {
  const label = BLOCK_LABELS[block as keyof typeof BLOCK_LABELS];
  return label ? i18n._(label) : block;
}
