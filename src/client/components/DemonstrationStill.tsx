import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { demonstrationStillUrl } from '../../contract/exerciseMedia';

/**
 * The first key frame of an exercise's demonstration as a small picture (issue 30): an image the server
 * draws (src/server/media/demonstrationStills.ts), so day cards, the swap sheet and the challenge tracker
 * load no figure code. Dark lines on a transparent ground; the dark theme inverts them like the drawings
 * (styles.css, .exercise-drawing). Nothing for an exercise outside the catalogue, or if the file fails.
 */
export function DemonstrationStill({
  catalogueId,
  name,
  size,
}: {
  catalogueId: string | null | undefined;
  /** The exercise's name in the page's language, for the alternative text. */
  name: string;
  /** The square box the picture fits in, in pixels. */
  size: number;
}) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const src = demonstrationStillUrl(catalogueId);
  if (!src || failed) return null;
  return (
    <img
      className="exercise-drawing"
      src={src}
      alt={t`${name}: start position`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      style={{ objectFit: 'contain', display: 'block', flex: 'none' }}
    />
  );
}
