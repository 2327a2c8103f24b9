/** A five-pointed star in a 24-unit box. */
const STAR = '12,2.1 14.6,9 22,9.4 16.2,14 18.2,21.1 12,17 5.8,21.1 7.8,14 2,9.4 9.4,9';

/**
 * An average shown as five stars, to the nearest half, for the eye only (the figure beside it speaks to
 * screen readers). Drawn here rather than with Mantine's Rating, an input whose code (about 2.4 kB gzip)
 * the plan page and the plan lists would otherwise load to show a number. Colours: styles.css, .stars.
 */
export function Stars({ value, size = 18 }: { value: number; size?: number }) {
  const halves = Math.round(value * 2) / 2;
  return (
    <span className="stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => {
        const filled = Math.min(1, Math.max(0, halves - index));
        return (
          <span key={index} className="stars-star" style={{ width: size, height: size }}>
            <svg
              viewBox="0 0 24 24"
              width={size}
              height={size}
              className="stars-empty"
              focusable="false"
              aria-hidden="true"
            >
              <polygon points={STAR} />
            </svg>
            {filled > 0 && (
              <span className="stars-filled" style={{ width: `${filled * 100}%` }}>
                <svg viewBox="0 0 24 24" width={size} height={size} focusable="false" aria-hidden="true">
                  <polygon points={STAR} />
                </svg>
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
