import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The address fragment that opens a plan's rating form: the plan page's "Rate this plan", its stars and
 * the workout-finished screen link to `/{lang}/plan/{id}#rate`. The ratings section loads only as a
 * visitor comes near it (PlanCommunity), so a visitor who never scrolled that far found no way to rate
 * (review r2-journey defect 3); the fragment loads it at once, opens the form and scrolls to it.
 */
export const RATE_HASH = '#rate';

/** Whether the address asks for the rating form now: a router link to it, or an in-page link. */
export function useRateRequested(): boolean {
  const { hash } = useLocation();
  const [native, setNative] = useState(
    () => typeof window !== 'undefined' && window.location.hash === RATE_HASH,
  );
  useEffect(() => {
    const update = () => setNative(window.location.hash === RATE_HASH);
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return hash === RATE_HASH || native;
}
