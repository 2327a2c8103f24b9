import { lazy } from 'react';
import { Navigate, type RouteObject, useLocation, useParams, useRoutes } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_SEGMENT } from '../contract/constants';
import { AppLayout } from './components/AppLayout';
import { detectLanguage } from './lib/i18n';
import { switchLanguageInPath } from './lib/language';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

// Route-level code splitting: the landing page's bundle carries none of these.
const PlanPage = lazy(() => import('./pages/PlanPage'));
const ChallengePage = lazy(() => import('./pages/ChallengePage'));
const MyWorkoutsPage = lazy(() => import('./pages/MyWorkoutsPage'));
const BrowsePage = lazy(() => import('./pages/BrowsePage'));
const BlogPage = lazy(() => import('./pages/BlogPage'));
const BlogPostPage = lazy(() => import('./pages/BlogPostPage'));

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

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: <LanguageGate />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'plan/:id', element: <PlanPage /> },
      { path: 'challenge', element: <Navigate to="/" replace /> },
      { path: 'challenge/:id', element: <ChallengePage /> },
      { path: 'my-workouts', element: <MyWorkoutsPage /> },
      { path: 'browse', element: <BrowsePage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'blog/:slug', element: <BlogPostPage /> },
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
