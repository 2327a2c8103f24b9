import { z } from 'zod';
import { looksLikeLink } from './noLinks';

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

/** Whether any whitespace-separated word of the text could be read as a link or an email address. */
export function holdsLinkOrAddress(text: string): boolean {
  return text.split(/\s+/u).some((word) => word !== '' && looksLikeLink(word));
}

export const NO_LINKS_MESSAGE =
  'Must not contain an email address or a link (others can read it); after a full stop, leave a space';

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
  /**
   * Text a stranger can read (a listed plan's name, a review, a challenge, a participant's name): it may hold
   * no email address nor link shape, by the rule the mail and link previews use (noLinks.ts). README
   * "Privacy": no email address in any read; a public list is no place for a phishing link either.
   */
  public?: boolean;
}) {
  const schema = z.string().overwrite(options.multiline ? cleanMultiline : cleanLine);
  const bounded = schema.max(
    options.max,
    options.maxMessage ?? `Must be less than ${options.max} characters`,
  );
  const sized =
    options.min === undefined
      ? bounded
      : bounded.min(options.min, options.minMessage ?? `Must be at least ${options.min} characters`);
  return options.public ? sized.refine((text) => !holdsLinkOrAddress(text), NO_LINKS_MESSAGE) : sized;
}
