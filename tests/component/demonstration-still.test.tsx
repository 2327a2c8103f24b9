import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { DemonstrationStill, STILL_SIZE } from '../../src/client/components/DemonstrationStill';
import { activateLanguage, loadCatalogue } from '../../src/client/lib/i18n';
import { DEMONSTRATIONS_PATH } from '../../src/contract/exerciseMedia';

/**
 * A still holds its place while it loads (the design review saw blank holes for seconds on a slow
 * machine): a tinted box of the picture's own size from the first paint, so nothing moves when it lands,
 * and the tint gone once it has (styles.css, .demonstration-still).
 */
describe('a demonstration still', () => {
  beforeAll(async () => {
    await loadCatalogue('en', ['labels', 'pages']);
    await activateLanguage('en');
  });

  it('is a tinted box of its final size until the picture loads, then the picture alone', () => {
    render(
      <AppProviders>
        <DemonstrationStill catalogueId="goblet-squat" name="Goblet squat" />
      </AppProviders>,
    );
    const image = screen.getByRole('img', { name: 'Goblet squat: start position' });
    expect(image.getAttribute('src')).toBe(`${DEMONSTRATIONS_PATH}/goblet-squat-1.svg`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      String(STILL_SIZE),
      String(STILL_SIZE),
    ]);
    expect(image.style.width).toBe(`${STILL_SIZE}px`);
    expect(image.style.height).toBe(`${STILL_SIZE}px`);
    expect(STILL_SIZE).toBeGreaterThanOrEqual(72);
    expect(image.className).toBe('demonstration-still');
    expect(image.hasAttribute('data-loaded')).toBe(false);
    fireEvent.load(image);
    expect(image.hasAttribute('data-loaded')).toBe(true);
  });
});
