import { useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { DRAWINGS_LICENSE, type DrawingPosition, drawingUrl } from '../../contract/exerciseMedia';

/**
 * An exercise's Everkinetic line drawing at the start or the end of the movement, or nothing when no
 * drawing truly matches it (src/contract/exerciseMedia.ts). Dark lines on a transparent ground; the dark
 * theme inverts them (styles.css, .exercise-drawing). Whoever shows one also shows the credit
 * (DRAWINGS_CREDIT) somewhere on the same view.
 */
export function ExerciseDrawing({
  catalogueId,
  name,
  position,
  size = 160,
}: {
  catalogueId: string | null | undefined;
  /** The exercise's name in the page's language, for the alternative text. */
  name: string;
  position: DrawingPosition;
  /** The square box the drawing fits in, in pixels. */
  size?: number;
}) {
  const { t } = useLingui();
  const src = drawingUrl(catalogueId, position);
  if (!src) return null;
  return (
    <img
      className="exercise-drawing"
      src={src}
      alt={position === 'start' ? t`${name}: start position` : t`${name}: end position`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ objectFit: 'contain', display: 'block', flex: 'none' }}
    />
  );
}

/** The credit line the drawings' licence asks for, linked to the licence shipped beside them. */
export function DrawingsCredit() {
  const { t } = useLingui();
  return (
    <Text size="xs" c="dimmed">
      <Anchor href={DRAWINGS_LICENSE} target="_blank" rel="noopener" inherit>
        {t`Illustrations: Everkinetic, CC BY-SA 4.0`}
      </Anchor>
    </Text>
  );
}
