import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLanguage } from '../../lib/language';
import type { LoadUnit, LoggedSet } from './log';

/**
 * Dates, numbers and sets in the visitor's language (Intl): "vie, 20 nov 2026", "22,5 kg", "10 × 20 kg".
 * Every string is plain text for React to render as text; names from the log never pass through here
 * into markup.
 */
export function useHistoryFormat() {
  const { t } = useLingui();
  const language = useLanguage();
  return useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    const shortDateFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
    const numberFormat = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const number = (value: number) => numberFormat.format(value);
    const load = (value: number, unit: LoadUnit) => `${number(value)} ${unit}`;
    // plural inside the component's t: compiled into its message, with no import of Lingui's core.
    const reps = (count: number) => t`${plural(count, { one: '# rep', other: '# reps' })}`;
    const seconds = (count: number) => t`${number(count)} s`;
    return {
      number,
      load,
      reps,
      seconds,
      date: (iso: string) => dateFormat.format(new Date(iso)),
      shortDate: (iso: string) => shortDateFormat.format(new Date(iso)),
      minutes: (count: number) => t`${number(count)} min`,
      sets: (count: number) => t`${plural(count, { one: '# set', other: '# sets' })}`,
      /** One set as done: "10 × 20 kg", "12 reps", "45 s". */
      set: (set: LoggedSet) => {
        if (set.reps && set.load) return `${number(set.reps)} × ${load(set.load, set.unit)}`;
        if (set.reps) return reps(set.reps);
        if (set.seconds) return seconds(set.seconds);
        return t`Skipped`;
      },
      /** A value of the progress chart in its unit. */
      value: (value: number, unit: LoadUnit | 'reps' | 'seconds') =>
        unit === 'reps' ? reps(value) : unit === 'seconds' ? seconds(value) : load(value, unit),
    };
  }, [language, t]);
}

export type HistoryFormat = ReturnType<typeof useHistoryFormat>;
