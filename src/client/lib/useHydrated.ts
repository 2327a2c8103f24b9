import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server prerenders a page and while the browser hydrates that HTML, true afterwards
 * (and from the start on pages the browser draws itself). Markup that depends on the device (the saved
 * theme, this site's address) renders the server's version first so hydration matches, then updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
