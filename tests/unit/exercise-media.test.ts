import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DRAWINGS_LICENSE,
  DRAWINGS_PATH,
  drawingUrl,
  EXERCISE_DRAWINGS,
  EXERCISE_VIDEOS,
  MEDIA_COUNTS,
} from '../../src/contract/exerciseMedia';
import { CATALOGUE, CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { verifiedVideo } from '../../src/server/media/videos';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../src/client/public');
// The source folder travels beside the repository (../shared); the shipped copies must not depend on it.
const EVERKINETIC = path.resolve(import.meta.dirname, '../../../shared/media/everkinetic/index.json');
const HAS_EVERKINETIC = fs.existsSync(EVERKINETIC);
// Not a silent skip: a clone without the source folder says what it did not check.
if (!HAS_EVERKINETIC)
  console.warn(
    `\n!!! ${EVERKINETIC} is absent: the drawings' source positions are not checked in this run.\n`,
  );

describe('the exercise media table (src/contract/exerciseMedia.ts)', () => {
  it('maps only catalogue exercises, and every mapped drawing ships in both positions with its licence', () => {
    for (const id of [...Object.keys(EXERCISE_DRAWINGS), ...Object.keys(EXERCISE_VIDEOS)])
      expect(CATALOGUE_BY_ID.has(id), id).toBe(true);
    for (const id of Object.keys(EXERCISE_DRAWINGS)) {
      for (const position of ['start', 'end'] as const) {
        const url = drawingUrl(id, position)!;
        expect(url.startsWith(`${DRAWINGS_PATH}/`), url).toBe(true);
        const svg = fs.readFileSync(path.join(PUBLIC_DIR, url), 'utf8');
        expect(svg, url).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+"><g fill="#333">/,
        );
        // Slim: the white fill layer, metadata and fixed sizes are gone.
        expect(svg, url).not.toMatch(/#fff|width=|<metadata|<title/i);
        expect(svg.length, url).toBeLessThan(40_000);
      }
    }
    expect(fs.existsSync(path.join(PUBLIC_DIR, DRAWINGS_LICENSE))).toBe(true);
    // Nothing unmapped ships.
    const shipped = fs.readdirSync(path.join(PUBLIC_DIR, DRAWINGS_PATH)).sort();
    const mapped = [...new Set(Object.values(EXERCISE_DRAWINGS))].flatMap((id) => [
      `${id}-end.svg`,
      `${id}-start.svg`,
    ]);
    expect(shipped).toEqual(mapped.sort());
  });

  it.runIf(HAS_EVERKINETIC)('names Everkinetic drawings that exist in two positions', () => {
    const index = JSON.parse(fs.readFileSync(EVERKINETIC, 'utf8')) as { id: string; svg: string[] }[];
    const byId = new Map(index.map((entry) => [entry.id, entry]));
    for (const [exercise, drawing] of Object.entries(EXERCISE_DRAWINGS))
      expect(byId.get(drawing)?.svg, `${exercise} -> ${drawing}`).toHaveLength(2);
  });

  it('gives the catalogue exactly the table’s videos, and the landing page the true counts', () => {
    for (const exercise of CATALOGUE)
      expect(exercise.videoId ?? null, exercise.id).toBe(EXERCISE_VIDEOS[exercise.id] ?? null);
    expect(MEDIA_COUNTS).toEqual({
      exercises: CATALOGUE.length,
      drawings: Object.keys(EXERCISE_DRAWINGS).length,
      videos: Object.keys(EXERCISE_VIDEOS).length,
    });
  });
});

describe('the video lookup never shows another movement', () => {
  // Each of these got another exercise's video from the old keyword map (issue 17).
  const cases: [name: string, language: 'en' | 'es', catalogId: string][] = [
    ['Talones al glúteo', 'es', 'butt-kicks'],
    ['Butt kicks', 'en', 'butt-kicks'],
    ['Lateral shuffle', 'en', 'lateral-shuffle'],
    ['Desplazamiento lateral', 'es', 'lateral-shuffle'],
    ['Sliding hamstring curl', 'en', 'sliding-leg-curl'],
    ['Sliding leg curl', 'en', 'sliding-leg-curl'],
    ['Floor press', 'en', 'dumbbell-floor-press'],
    ['Dumbbell floor press', 'en', 'dumbbell-floor-press'],
    ['Kneeling cable crunch', 'en', 'cable-crunch'],
    ['Crunch en polea de rodillas', 'es', 'cable-crunch'],
    ['Reverse lunge', 'en', 'reverse-lunge'],
  ];

  it.each(cases)('%s (%s) gets no video, by name or by catalogue id', (name, language, catalogId) => {
    expect(CATALOGUE_BY_ID.has(catalogId), catalogId).toBe(true);
    expect(verifiedVideo(name, language)).toBeNull();
    expect(verifiedVideo(name, language, catalogId)).toBeNull();
  });

  it('a verified exercise gets its own video, by catalogue id or by its exact name in either language', () => {
    expect(verifiedVideo('Whatever the model wrote', 'en', 'cable-triceps-pushdown')).toMatchObject({
      videoId: '2-LAMcpzODU',
      source: 'catalogue',
      title: 'Cable triceps pushdown',
    });
    expect(verifiedVideo('Flexión', 'es')).toMatchObject({ videoId: 'IODxDxX7oi4', title: 'Flexión' });
    // A name that merely contains a verified exercise's words is another exercise.
    expect(verifiedVideo('Smith machine squat', 'en')).toBeNull();
    expect(verifiedVideo('Push-up on dumbbells', 'en')).toBeNull();
  });
});
