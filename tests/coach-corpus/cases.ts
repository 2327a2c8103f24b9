/** Every corpus case, in the order the report lists them. */
import { ENDURANCE_CASES } from './cases-endurance';
import { INJURY_CASES } from './cases-injuries';
import { NOTES_CASES } from './cases-notes';
import { POPULATION_CASES } from './cases-populations';
import { PROGRAMME_CASES } from './cases-programmes';
import { SCREENING_CASES } from './cases-screening';
import type { CorpusCase } from './types';

export const CORPUS: readonly CorpusCase[] = [
  ...SCREENING_CASES,
  ...POPULATION_CASES,
  ...PROGRAMME_CASES,
  ...INJURY_CASES,
  ...NOTES_CASES,
  ...ENDURANCE_CASES,
];
