import { type ComponentType, useEffect, useState } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A component whose module loads the first time `needed` is true and is kept afterwards, so a dialog or
 * menu that closes still animates and returns focus. Dialogs, menus and the toast renderer use it to stay
 * out of the code every page loads. The module is imported in an effect rather than through lazy and
 * Suspense so no render ever suspends on it: a suspended render holds back the other updates made with
 * it (a rating form's reset, made with the toast that thanks for it). `load` must be a stable function.
 */
export function useLoadedWhen<P>(needed: boolean, load: Loader<P>): ComponentType<P> | null {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!needed || Loaded) return;
    let cancelled = false;
    void load().then((module) => {
      if (!cancelled) setLoaded(() => module.default);
    });
    return () => {
      cancelled = true;
    };
  }, [needed, Loaded, load]);
  return Loaded;
}
