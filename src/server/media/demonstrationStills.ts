import type { FastifyInstance } from 'fastify';
import { stillFrames, stillSvg } from '../../contract/demonstrations/still';
import { DEMONSTRATIONS_PATH } from '../../contract/exerciseMedia';

/** The height stills are drawn at; an SVG scales, so pages choose their own size. */
const STILL_HEIGHT = 160;
/** `<catalogue id>-<key frame>.svg`: the id's own alphabet and a one-digit frame, nothing else. */
const STILL_FILE = /^([a-z0-9-]{1,80})-([1-9])\.svg$/;

/**
 * Demonstration stills as image files (contract/exerciseMedia.ts, demonstrationStillUrl): the key frames of
 * src/contract/demonstrations drawn as SVG, kept in memory once drawn (about 900 in all) and cached for a
 * year by browsers and the service worker, since a changed drawing moves to a new DEMONSTRATIONS_PATH.
 * Nothing a visitor sends reaches the picture: the id only picks an entry of the catalogue's data.
 */
export function registerDemonstrationStills(app: FastifyInstance): void {
  const drawn = new Map<string, string | null>();
  const draw = (file: string): string | null => {
    const match = STILL_FILE.exec(file);
    if (!match) return null;
    const frames = stillFrames(match[1]!);
    const index = Number(match[2]) - 1;
    if (!frames || index >= frames.shapes.length) return null;
    return stillSvg(frames, index, STILL_HEIGHT);
  };
  app.get<{ Params: { file: string } }>(`${DEMONSTRATIONS_PATH}/:file`, async (request, reply) => {
    const { file } = request.params;
    let svg = drawn.get(file);
    if (svg === undefined) {
      svg = draw(file);
      // Only real files are kept, so a stream of made-up names cannot grow the map.
      if (svg !== null) drawn.set(file, svg);
    }
    if (svg === null) {
      return reply.status(404).send({ error: 'Not found.', message: 'Not found.', code: 'NOT_FOUND' });
    }
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(svg);
  });
}
