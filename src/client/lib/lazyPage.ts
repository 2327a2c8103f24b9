import { type ComponentType, createElement, lazy } from 'react';
import { type CatalogueName, withPageMessages } from './i18n';

export type PreloadablePage = ComponentType & { preload(): Promise<void> };

/**
 * A route's page whose code loads on first use, like React's lazy, but which can also be loaded ahead:
 * once `preload()` has resolved the page renders at once instead of suspending. The entry preloads the
 * page of the address it opens on before its first render, and the server before prerendering it, so the
 * page drawn in the HTML is never swapped for a loading spinner while the scripts start.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  catalogues: readonly CatalogueName[] = [],
): PreloadablePage {
  let loaded: ComponentType | undefined;
  // Pages take their text from the `pages` catalogue (lingui.config.ts), which loads with their code,
  // as does a page's own catalogue (`catalogues`).
  const loadWithMessages = withPageMessages(load, catalogues);
  const preload = () =>
    loadWithMessages().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}
