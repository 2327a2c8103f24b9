/**
 * Which weekday a plan's day names. The coach names the seven days of a plan after the weekdays
 * ('Monday', 'Miércoles', src/server/coach/write/text.ts WEEKDAYS); a plan written otherwise ('Day 1')
 * names none. The calendar export (src/server/share/calendar.ts) and the session's "today"
 * (src/client/features/training/sessionPlan.ts) both read days through this one rule.
 */

/** Monday first, as ISO 8601 counts weekdays (0 = Monday). */
const WEEKDAY_NAMES: readonly (readonly string[])[] = [
  ['monday', 'lunes'],
  ['tuesday', 'martes'],
  ['wednesday', 'miercoles'],
  ['thursday', 'jueves'],
  ['friday', 'viernes'],
  ['saturday', 'sabado'],
  ['sunday', 'domingo'],
];

/** The weekday (0 = Monday) a day's name names ('Monday', 'miércoles'), or undefined ('Day 1'). */
export function weekdayOf(name: string): number | undefined {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  const index = WEEKDAY_NAMES.findIndex((names) => names.includes(plain));
  return index === -1 ? undefined : index;
}

/** The weekday (0 = Monday) of a moment in the device's own time zone: the visitor's "today". */
export function localWeekday(date: Date): number {
  return (date.getDay() + 6) % 7;
}
