import type { ReactElement } from 'react';

/**
 * Text a visitor (or a model) wrote, for a value inside <Trans>. Lingui reads tags such as `<b>`
 * in a translated message after strings are put in, so a name like "<b>Ana</b>" would lose its
 * tags and text; a value that is an element is put in as it is, never read as markup.
 */
export function userText(text: string): ReactElement {
  return <>{text}</>;
}
