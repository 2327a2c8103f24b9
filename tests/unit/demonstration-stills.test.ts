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
  // Two easy bodyweight hinges added so the hinge slot rotates (docs/coaching.md "Programmes, not slots").
  '/media/demonstrations/v3': 'c8dd40ac7109f0684f07c133d8dd0fc6b3bdce8a27ab22407e4c4acdc924b2db',
  // Redrawn after the blind recognition review: woodchop and Pallof with one handle and the anchor to the
  // side, the EZ bar's bends, the pec deck from the front, handles in seated arm machines
  // (tests/unit/demonstration-recognition.test.ts).
  '/media/demonstrations/v4': 'fc95650669f8036e387ca72b2ac9794b194e607adf06d258a849fdb300c1549e',
  // Corrected after the blind strength coach's review (tests/unit/demonstration-safety.test.ts): bench
  // presses stop at the torso, pull-aparts and face pulls from the front, hands on supports, bars on the
  // upper back or in the front rack, a belt's load, the landmine's plate, towels, kneeling on knee pads.
  '/media/demonstrations/v5': '9e1ab425b6f5aa58bb9c8de9e515c748c148ab507edf09f5a4f17c92f8c13c78',
  // The design review: every still in a square frame at one body scale, a palette per theme (the dark one
  // its own drawing, `.dark.svg`), the barbell's plate a ring behind the body (tests/unit/demonstration-rendering.test.ts).
  '/media/demonstrations/v6': '73b28a57a3a265a2b8d75a6ac13d82337719a557cd613eb6925190e61170914b',
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
    ['a theme other than dark', `${DEMONSTRATIONS_PATH}/goblet-squat-1.sepia.svg`],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
