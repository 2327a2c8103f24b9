/**
 * The server's entry into the app (built into dist/ssr by scripts/build.ts, used by src/server/prerender.ts):
 * draws a page's first view to HTML from the query data the server read for it, so the page is on screen
 * before any script has run. The browser's entry (main.tsx) hydrates it with the same data.
 */
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../contract/constants';
import { AppProviders } from './App';
import { ALL_CATALOGUES, i18n, loadCatalogue } from './lib/i18n';
import { createQueryClient } from './lib/queryClient';
import { AppRoutes, preloadPage } from './routes';

export type PrerenderInput = { pathname: string; language: Language; queries: DehydratedState };

export async function prerender({ pathname, language, queries }: PrerenderInput): Promise<string> {
  await Promise.all([preloadPage(pathname), loadCatalogue(language, ALL_CATALOGUES)]);
  const queryClient = createQueryClient();
  hydrate(queryClient, queries);
  // Lingui's active language is process-wide: set it right before the synchronous render that uses it.
  i18n.activate(language);
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}
