import type { Language } from '../../../contract/constants';

/** A date the visitor's language reads naturally ('22 Nov 2026', '22 nov 2026'); bad input shows as given. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** The server sends 0-100 with one decimal; Intl places the % sign and decimal comma per language. */
export function formatPercent(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}
