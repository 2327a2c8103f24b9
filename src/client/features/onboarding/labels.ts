import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Translated labels for every answer key the questionnaire offers (also used by plan cards and headers). */
const LABELS: Record<string, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  preferNotToSay: msg`Prefer not to say`,
  novice: msg`Novice (new to exercise)`,
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate (6+ months regularly)`,
  advanced: msg`Advanced`,
  muscle: msg`Build muscle`,
  buildMuscle: msg`Build muscle`,
  loss: msg`Lose weight`,
  loseWeight: msg`Lose weight`,
  endurance: msg`Improve endurance`,
  improveEndurance: msg`Improve endurance`,
  tone: msg`Tone up`,
  strength: msg`Get stronger`,
  getStronger: msg`Get stronger`,
  stayHealthy: msg`Stay healthy`,
  gym: msg`Gym`,
  // Not 'Home': that word is the navigation link, translated differently.
  home: msg`At home`,
  outdoor: msg`Outdoors`,
  hotel: msg`Hotel`,
  hotelGym: msg`Hotel gym`,
  office: msg`Office`,
  anywhere: msg`Anywhere`,
  dumbbells: msg`Dumbbells`,
  kettlebells: msg`Kettlebells`,
  'resistance-bands': msg`Resistance bands`,
  'pull-up-bar': msg`Pull-up bar`,
  bench: msg`Bench`,
  none: msg`None`,
  'suspension-trainer': msg`Suspension trainer`,
  'park-equipment': msg`Park equipment`,
  'hotel-gym': msg`Hotel gym`,
  'office-chair': msg`Office chair`,
  'small-space': msg`Small space`,
  yes: msg`Yes`,
  no: msg`No`,
  traditional: msg`Strength (traditional sets)`,
  circuit: msg`Balanced (circuits)`,
  supersets: msg`Functional (supersets)`,
  hiit: msg`HIIT (intervals)`,
  balanced: msg`Balanced`,
  cardio: msg`Cardio`,
  flexibility: msg`Flexibility`,
  functional: msg`Functional`,
  'upper-body': msg`Upper body`,
  'lower-body': msg`Lower body`,
  core: msg`Core`,
  'full-body': msg`Full body`,
  other: msg`Other`,
};

/** 'other:free text' shows the free text; unknown keys show with hyphens as spaces. */
export function answerLabel(i18n: I18n, value: string): string {
  if (value.startsWith('other:')) return value.slice('other:'.length);
  const descriptor = LABELS[value];
  return descriptor ? i18n._(descriptor) : value.replace(/-/g, ' ');
}
