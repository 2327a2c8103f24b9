import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A short description under each level where it is chosen (chat and form): 'Novice' and 'Beginner' mean
 * little to someone who has never trained, and the coach treats them differently (docs/product.md).
 */
const LEVEL_HINTS: Record<string, MessageDescriptor> = {
  novice: msg`New to exercise, or back after a long break`,
  beginner: msg`You have trained a little, on and off, for less than 6 months`,
  intermediate: msg`You have trained regularly for 6 months or more`,
  advanced: msg`Years of structured training; you know the main lifts well`,
};

export function levelHint(i18n: I18n, level: string): string | null {
  const descriptor = LEVEL_HINTS[level];
  return descriptor ? i18n._(descriptor) : null;
}
