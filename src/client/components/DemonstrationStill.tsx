import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { demonstrationStillUrl } from '../../contract/exerciseMedia';
import { useTheme } from '../lib/theme';
import { useHydrated } from '../lib/useHydrated';

/** The still's size where exercises are listed (day cards, the swap sheet, the challenge tracker). */
export const STILL_SIZE = 88;

/**
 * The first key frame of an exercise's demonstration as a small picture (issue 30): an image the server
 * draws (src/server/media/demonstrationStills.ts), so day cards, the swap sheet and the challenge tracker
 * load no figure code. Each theme has its own drawing in its own palette (contract/demonstrations/still.ts,
 * DEMO_PALETTE), the one the moving figure uses, never an inverted light one. Every still is square and
 * drawn at one body scale (STILL_FRAME), so neighbouring rows show figures of one size. Until the picture
 * arrives a tinted box of the same size holds its place (no blank hole, no shift when it lands); nothing
 * for an exercise outside the catalogue, or if the file fails.
 */
export function DemonstrationStill({
  catalogueId,
  name,
  size = STILL_SIZE,
}: {
  catalogueId: string | null | undefined;
  /** The exercise's name in the page's language, for the alternative text. */
  name: string;
  /** The square box the picture fills, in pixels. */
  size?: number;
}) {
  const { t } = useLingui();
  // The app's resolved theme (lib/theme.tsx); a prerendered page and its hydration draw the light one, as
  // they cannot know the saved choice, and the dark drawing follows once the page runs.
  const { resolved } = useTheme();
  const scheme = useHydrated() ? resolved : 'light';
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const src = demonstrationStillUrl(catalogueId, 1, scheme);
  if (!src || failed) return null;
  return (
    <img
      className="demonstration-still"
      data-loaded={loaded ? '' : undefined}
      src={src}
      alt={t`${name}: start position`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      // A picture the browser had before this page took over (a server-rendered page, the cache) fires no
      // load event for it: ask the element itself.
      ref={(img) => {
        if (img?.complete && img.naturalWidth > 0 && !loaded) setLoaded(true);
      }}
      onLoad={() => setLoaded(true)}
      onError={() => setFailed(true)}
      style={{ width: size, height: size, display: 'block', flex: 'none' }}
    />
  );
}
