import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isLanguage } from '../contract/constants';
import { AppProviders } from './App';
import { activateLanguage, detectLanguage } from './lib/i18n';
import { preloadedQueries } from './lib/preloadedQueries';
import { registerServiceWorkerWhenIdle } from './lib/pwa/serviceWorker';
import { createQueryClient } from './lib/queryClient';
import { AppRoutes, preloadPage } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
const queries = preloadedQueries();
if (queries) hydrate(queryClient, queries);

// The page's first number formatter and plural rules cost about 25 ms of the browser's locale data (once
// per page, measured in Chromium), which Lingui's messages with a count would pay in the middle of taking
// over the server's HTML; paid here, in their own task while the catalogue and page chunk load, they stay
// out of that long task (the plan page's Lighthouse blocking time, npm run bench).
setTimeout(() => {
  new Intl.NumberFormat().format(0);
  new Intl.PluralRules().select(0);
});

// Lingui's provider renders nothing until a catalogue is active, so load the route's language first, and
// the route's page with it, so the first render is the whole page rather than a spinner.
const firstSegment = window.location.pathname.split('/')[1];
await Promise.all([
  activateLanguage(isLanguage(firstSegment) ? firstSegment : detectLanguage()),
  preloadPage(window.location.pathname),
]);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);
// The landing and plan pages arrive drawn by the server (src/server/prerender.ts) from the same data:
// React takes over that HTML as it stands. Other pages are drawn here. Either way the work is a
// transition, done in slices that leave the main thread free to answer a tap or a scroll.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
// Offline and installable (docs/offline.md): the service worker starts once the page has loaded and the
// browser is idle, never competing with the page's own requests.
registerServiceWorkerWhenIdle();
