import { z } from 'zod';

/**
 * Characters that change how text looks without being seen: format characters (zero-width spaces
 * and joiners, bidirectional overrides and isolates that can make "evil" read "live", the byte-order
 * mark, soft hyphens) plus the blank letters that pass for a name (Hangul fillers, the Braille blank,
 * the combining grapheme joiner), and the line and paragraph separators.
 */
const INVISIBLE = /\p{Cf}|\u034F|[\u115F\u1160\u3164\uFFA0\u2800\u2028\u2029]/gu;
const CONTROL = /\p{Cc}/gu;

/** A name or a one-line text: no control or invisible characters, runs of spaces become one. */
export function cleanLine(text: string): string {
  return text.replace(INVISIBLE, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** Free text over several lines: the same, keeping line breaks (CRLF becomes LF) and spaces. */
export function cleanMultiline(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(INVISIBLE, '')
      .replace(/\t/g, ' ')
      // Control characters go, except the line break that multi-line text keeps.
      .replace(CONTROL, (character) => (character === '\n' ? character : ''))
      .trim()
  );
}

/**
 * The one schema for a name or free text a visitor types: cleaned first, so its length counts what
 * a reader sees (a name of zero-width characters is empty, not two characters long).
 */
export function visibleText(options: {
  max: number;
  min?: number;
  multiline?: boolean;
  minMessage?: string;
  maxMessage?: string;
}) {
  const schema = z.string().overwrite(options.multiline ? cleanMultiline : cleanLine);
  const bounded = schema.max(
    options.max,
    options.maxMessage ?? `Must be less than ${options.max} characters`,
  );
  return options.min === undefined
    ? bounded
    : bounded.min(options.min, options.minMessage ?? `Must be at least ${options.min} characters`);
}
