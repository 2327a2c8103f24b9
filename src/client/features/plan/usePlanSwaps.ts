import { useEffect, useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../contract/constants';
import type { Exercise } from '../../../contract/workout';
import type { Swaps } from '../swap/swaps';

type SwapsModule = typeof import('../swap/swaps');
type SwappableDay = { warmUp: string[]; exercises: Exercise[] };

const loadSwaps = () => import('../swap/swaps');
const NO_SWAPS: Swaps = Object.freeze({});
const noSubscription = () => () => {};

/** Whether this device may hold swaps for the plan: its id appears in the stored value at all. */
function mayHaveSwaps(planId: string): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.swaps)?.includes(JSON.stringify(planId)) ?? false;
  } catch {
    return false;
  }
}

/**
 * The plan page's view of this device's swaps (features/swap/swaps.ts). The swaps code loads only when
 * this device holds a swap for the plan or the visitor asks to swap, so a plan page that never sees one
 * carries none of it (the page's JavaScript budget, `npm run bench`). Until then days show as stored.
 */
export function usePlanSwaps(planId: string) {
  const [needed, setNeeded] = useState(false);
  const [swaps, setModule] = useState<SwapsModule | null>(null);
  // After hydration: the server drew the plan as stored, and so does the first render here.
  useEffect(() => {
    if (mayHaveSwaps(planId)) setNeeded(true);
  }, [planId]);
  useEffect(() => {
    if (!needed || swaps) return;
    let cancelled = false;
    void loadSwaps().then((module) => {
      if (!cancelled) setModule(() => module);
    });
    return () => {
      cancelled = true;
    };
  }, [needed, swaps]);
  const current = useSyncExternalStore(
    swaps?.subscribeToSwaps ?? noSubscription,
    () => swaps?.readSwaps(planId) ?? NO_SWAPS,
    () => NO_SWAPS,
  );
  return {
    /** The day as this device shows it: swapped exercises replaced, warm-up lines naming them. */
    showDay<D extends SwappableDay>(day: D): D {
      if (!swaps) return day;
      return swaps.withSwaps(day, current) as D;
    },
    /** Starts loading the swaps code (the visitor is about to swap). */
    prepare: () => setNeeded(true),
    /** Back to the plan's own exercise. */
    undo(originalCatalogId: string) {
      swaps?.setSwap(planId, originalCatalogId, null);
    },
  };
}
