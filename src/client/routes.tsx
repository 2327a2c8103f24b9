import { matchRoutes, Navigate, type RouteObject, useLocation, useParams, useRoutes } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_SEGMENT } from '../contract/constants';
import { PAGES, type PageName } from '../contract/routes';
import { AppLayout } from './components/AppLayout';
import { detectLanguage } from './lib/i18n';
import { switchLanguageInPath } from './lib/language';
import { lazyPage, type PreloadablePage } from './lib/lazyPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

// Route-level code splitting: the landing page's bundle carries none of these.
const PlanPage = lazyPage(() => import('./pages/PlanPage'));
// The training history brings its own text (lingui.config.ts, HISTORY_SOURCES), kept off the plan page.
const HistoryPage = lazyPage(() => import('./pages/HistoryPage'), ['history']);
const SessionPage = lazyPage(() => import('./pages/SessionPage'));
const PlanDeletePage = lazyPage(() => import('./pages/PlanDeletePage'));
const ChallengePage = lazyPage(() => import('./pages/ChallengePage'));
const MyWorkoutsPage = lazyPage(() => import('./pages/MyWorkoutsPage'));
const BrowsePage = lazyPage(() => import('./pages/BrowsePage'));
const BlogPage = lazyPage(() => import('./pages/BlogPage'));
const BlogPostPage = lazyPage(() => import('./pages/BlogPostPage'));

/** `/`: the visitor's language (saved, then browser, then English). */
function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/${detectLanguage()}${search}`} replace />;
}

/** A language-looking first segment we do not support goes to the same path in the default language. */
function LanguageGate() {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  if (isLanguage(lang)) return <AppLayout />;
  if (lang && LANGUAGE_SEGMENT.test(lang)) {
    return <Navigate to={`${switchLanguageInPath(pathname, DEFAULT_LANGUAGE)}${search}${hash}`} replace />;
  }
  return <AppLayout notFound />;
}

/** The component of each page in the route table (src/contract/routes.ts); the type asks for every one. */
const PAGE_COMPONENTS: Record<PageName, PreloadablePage> = {
  plan: PlanPage,
  planHistory: HistoryPage,
  session: SessionPage,
  planDelete: PlanDeletePage,
  challenge: ChallengePage,
  myWorkouts: MyWorkoutsPage,
  browse: BrowsePage,
  blog: BlogPage,
  blogPost: BlogPostPage,
};
const pageRoutes: RouteObject[] = (Object.keys(PAGES) as PageName[]).map((name) => {
  const Page = PAGE_COMPONENTS[name];
  return { path: PAGES[name].path, element: <Page />, handle: Page };
});

/** Each lazily loaded page is also its route's `handle`, so the page for an address can be found and loaded. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: <LanguageGate />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'challenge', element: <Navigate to="/" replace /> },
      ...pageRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Declarative routing (inside `<BrowserRouter>`): the app uses no loaders or actions, and leaving the
 * data router out keeps about 10 kB (gzip) of React Router off every page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of the page at `pathname` (nothing for the landing page, which is in the entry). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PreloadablePage | undefined)?.preload()));
}
