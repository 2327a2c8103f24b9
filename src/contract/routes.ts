/**
 * The one table of the pages under a language (`/:lang/...`): the client router builds its routes from it
 * (src/client/routes.tsx), and the server answers unknown paths with a 404 and announces each page's
 * code from it (src/server/web.ts). No zod and no React here: both sides import it.
 */
export const PAGES = {
  plan: { path: 'plan/:id', module: 'pages/PlanPage.tsx' },
  /** The plan's training log on this device (issue 16): read from the device, with its own chart code. */
  planHistory: { path: 'plan/:id/history', module: 'pages/HistoryPage.tsx', catalogue: 'history' },
  /** A guided session of one day (`?week=1-4&day=<index>`, `&challenge=<id>`): full screen, no header or footer. */
  session: { path: 'plan/:id/session', module: 'pages/SessionPage.tsx' },
  /** Deleting a plan with the link emailed to its creator (`#token=...`, src/contract/deletion.ts). */
  planDelete: { path: 'plan/:id/delete', module: 'pages/PlanDeletePage.tsx' },
  challenge: { path: 'challenge/:id', module: 'pages/ChallengePage.tsx' },
  myWorkouts: { path: 'my-workouts', module: 'pages/MyWorkoutsPage.tsx' },
  browse: { path: 'browse', module: 'pages/BrowsePage.tsx' },
  blog: { path: 'blog', module: 'pages/BlogPage.tsx' },
  blogPost: { path: 'blog/:slug', module: 'pages/BlogPostPage.tsx' },
} as const;
export type PageName = keyof typeof PAGES;

/** What each parameter may hold: public ids, and blog slugs in lower-case letters, digits and hyphens. */
const PARAMETERS: Record<string, string> = { id: '[A-Za-z0-9_-]+', slug: '[a-z0-9-]+' };
/** Exported for tests/unit/regex-safety.test.ts, which analyses every pattern applied to a request. */
export const MATCHERS = (Object.keys(PAGES) as PageName[]).map((name) => {
  const pattern = PAGES[name].path
    .split('/')
    .map((part) => (part.startsWith(':') ? PARAMETERS[part.slice(1)]! : part))
    .join('/');
  return { name, regex: new RegExp(`^${pattern}/?$`) };
});

/**
 * The page a path names after its language segment (`plan/abc` is the plan page, '' the landing page),
 * or null when no page has that address.
 */
export function pageOf(remainder: string): PageName | 'home' | null {
  const path = remainder.replace(/^\//, '');
  if (path === '' || path === '/') return 'home';
  return MATCHERS.find((matcher) => matcher.regex.test(path))?.name ?? null;
}
