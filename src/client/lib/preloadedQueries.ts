import type { DehydratedState } from '@tanstack/react-query';
import { PRELOADED_QUERIES_ELEMENT_ID } from '../../contract/constants';

/**
 * The query data the server read for this page and drew it with (src/server/prerender.ts): a plan
 * link's plan, the site information. Seeding the query cache with it lets the page render exactly what
 * the server drew, without asking again. Undefined when the page carries none.
 */
export function preloadedQueries(): DehydratedState | undefined {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(PRELOADED_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
