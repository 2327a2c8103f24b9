import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stillFrames, stillSvg } from '../../src/contract/demonstrations/still';
import { DEMONSTRATIONS_PATH, demonstrationStillUrl } from '../../src/contract/exerciseMedia';
import { CATALOGUE } from '../../src/server/coach/catalogue';
import { registerDemonstrationStills } from '../../src/server/media/demonstrationStills';

/**
 * What every still of a demonstration draws, by the address it is cached under for a year. A drawing that
 * changes must move to a new DEMONSTRATIONS_PATH (contract/exerciseMedia.ts) and add its line here: the old
 * line stays, so reusing an address for new drawings fails this test.
 */
const FINGERPRINTS: Record<string, string> = {
  '/media/demonstrations/v1': '8cf79aba445e2c5f7a99b3d5f047b6250949ded2e967f4cc050f7c7bc465809f',
  // Corrected after the strength coach's review (issue 30): contact with equipment, machine pads, safe ranges.
  '/media/demonstrations/v2': '40a4d8415897caf9b60c5d87823eafd4e96cd024855be0a82454e1e3276955cf',
};

function everyStill(): string[] {
  return CATALOGUE.flatMap((exercise) => {
    const frames = stillFrames(exercise.id)!;
    return frames.shapes.map((_, index) => stillSvg(frames, index, 160));
  });
}

describe('demonstration stills', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerDemonstrationStills(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it('draws every key frame of every catalogue exercise as a small picture', () => {
    // A hold has one key frame; a movement at least two.
    expect(CATALOGUE.filter((exercise) => !stillFrames(exercise.id)?.shapes.length)).toEqual([]);
    const stills = everyStill();
    expect(stills.length).toBeGreaterThan(CATALOGUE.length * 1.5);
    for (const svg of stills) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="[-\d. ]+">/);
      expect(svg).toContain('<circle'); // the head
      expect(gzipSync(svg).length).toBeLessThan(2048);
    }
  });

  it('keeps one address for one drawing', () => {
    const fingerprint = createHash('sha256').update(everyStill().join('\n')).digest('hex');
    expect(FINGERPRINTS[DEMONSTRATIONS_PATH]).toBe(fingerprint);
  });

  it('serves a still by the address the pages use, cached for a year', async () => {
    const response = await app.inject({ url: demonstrationStillUrl('goblet-squat')! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(stillSvg(stillFrames('goblet-squat')!, 0, 160));
  });

  it.each([
    ['an exercise outside the catalogue', `${DEMONSTRATIONS_PATH}/no-such-lift-1.svg`],
    ['a key frame the exercise does not have', `${DEMONSTRATIONS_PATH}/goblet-squat-9.svg`],
    ['an inherited property name', `${DEMONSTRATIONS_PATH}/constructor-1.svg`],
    ['another folder', `${DEMONSTRATIONS_PATH}/..%2F..%2Fpackage.json`],
    ['another file type', `${DEMONSTRATIONS_PATH}/goblet-squat-1.png`],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
