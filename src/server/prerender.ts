import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { FastifyRequest } from 'fastify';
import {
  isLanguage,
  type Language,
  PRELOADED_QUERIES_ELEMENT_ID,
  PUBLIC_ID_PATTERN,
} from '../contract/constants';
import type { Context } from './trpc/context';
import { appRouter } from './trpc/router';

/**
 * The landing page and a plan's page (the pages people arrive on) are drawn on the server: the data they
 * open with is read through the same procedures the browser would call and put in the page as inert JSON
 * for the browser's query cache, and the app's prerender entry (src/client/prerender.tsx, built by
 * `vite build --ssr`) draws the first view into #root. The page is then readable before any script runs,
 * which on a phone is most of the wait. Other pages depend on the device (My Workouts) or are rarely
 * a first visit; they arrive as the bare shell.
 */
export type PageDrawing = {
  /** HTML for #root, or empty when no prerender entry is built (the browser draws the page). */
  root: string;
  /** The `<script type="application/json">` element holding the query data. */
  data: string;
};

/** What dist/ssr/prerender.js exports (type only: the server loads the built file, not the source). */
type PrerenderEntry = Pick<typeof import('../client/prerender'), 'prerender'>;

type DrawnPage = { kind: 'landing'; language: Language } | { kind: 'plan'; language: Language; id: string };

export function drawnPageAt(pathname: string, search: string): DrawnPage | undefined {
  const [, language, section, id, ...rest] = pathname.replace(/\/$/, '').split('/');
  if (!isLanguage(language)) return undefined;
  // ?create=true opens the questionnaire (pages/HomePage.tsx), which the browser draws.
  if (section === undefined)
    return new URLSearchParams(search).get('create') === 'true' ? undefined : { kind: 'landing', language };
  if (section === 'plan' && id && PUBLIC_ID_PATTERN.test(id) && rest.length === 0)
    return { kind: 'plan', language, id };
  return undefined;
}

export async function createPageDrawer(options: {
  /** The built prerender entry (dist/ssr/prerender.js); without it pages carry data but no HTML. */
  entry: string | undefined;
  createContext: (request: FastifyRequest) => Context;
  /** Charges the drawing to the client's budget; false leaves the page to the browser (app.ts). */
  mayDraw?: (request: FastifyRequest) => Promise<boolean>;
}): Promise<(request: FastifyRequest, pathname: string, search: string) => Promise<PageDrawing | undefined>> {
  const entry =
    options.entry && fs.existsSync(options.entry)
      ? ((await import(pathToFileURL(options.entry).href)) as PrerenderEntry)
      : undefined;

  return async (request, pathname, search) => {
    const page = drawnPageAt(pathname, search);
    if (!page || (options.mayDraw && !(await options.mayDraw(request)))) return undefined;
    // A page is the same for everyone who opens the link: drawn with the plan's public view even if a
    // management key came with the request, so no cache between here and a visitor can hold the owner's.
    const queries = await readQueries({ ...options.createContext(request), managementKey: null }, page);
    const json = JSON.stringify(queries).replace(/</g, '\\u003c'); // no text can close the element
    const data = `<script id="${PRELOADED_QUERIES_ELEMENT_ID}" type="application/json">${json}</script>`;
    if (!entry) return { root: '', data };
    try {
      return { root: await entry.prerender({ pathname, language: page.language, queries }), data };
    } catch (error) {
      // The browser can still draw the page from the data: a failed prerender costs speed, not the page.
      request.log.error({ err: error }, 'prerendering the page failed');
      return { root: '', data };
    }
  };
}

/**
 * The page's opening data, exactly as the API answers it. Queries that fail (an unknown plan, the
 * database away) are left out, and the browser asks for them and shows its own state.
 */
async function readQueries(ctx: Context, page: DrawnPage): Promise<DehydratedState> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpc = createTRPCOptionsProxy({ router: appRouter, ctx, queryClient });
  await Promise.all([
    queryClient.prefetchQuery(trpc.system.siteInfo.queryOptions()),
    page.kind === 'plan' ? queryClient.prefetchQuery(trpc.workouts.byId.queryOptions({ id: page.id })) : null,
    // The landing's hero shows the example plan's week when no promotional video is configured.
    page.kind === 'landing'
      ? queryClient.prefetchQuery(trpc.system.examplePlan.queryOptions({ language: page.language }))
      : null,
  ]);
  return dehydrate(queryClient);
}
