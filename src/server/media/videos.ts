import { verifiedVideoId } from '../../contract/exerciseMedia';
import type { Language } from '../../contract/site';
import type { VideoResult } from '../../contract/video';
import { CATALOGUE_BY_ID, findExercise } from '../coach/catalogue';
import type { Config } from '../config';
import type { Sql } from '../db/connection';
import { cacheVideo, findCachedVideo } from '../db/queries/videos';

export const thumbnailFor = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

/** The exercise name as the spec's client sends it: cut at the first opening parenthesis. */
export function cleanExerciseName(name: string): string {
  return (name.split('(')[0] ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The verified video of the exercise, matched by catalogue id, else by its exact catalogue name (either
 * language): never by a keyword in the name, so 'Sliding leg curl' is not a biceps curl and a kneeling
 * cable crunch is not a triceps pushdown (docs/product.md, "Deliberate departures": exercise videos).
 */
export function verifiedVideo(name: string, language: Language, catalogId?: string): VideoResult | null {
  const entry = catalogId ? CATALOGUE_BY_ID.get(catalogId) : findExercise(name);
  const videoId = entry ? verifiedVideoId(entry.id) : null;
  if (!entry || !videoId) return null;
  return {
    title: entry.name[language],
    description: entry.cues[language][0] ?? '',
    videoId,
    thumbnail: thumbnailFor(videoId),
    source: 'catalogue',
  };
}

type SearchResponse = {
  items?: {
    id?: { videoId?: string };
    snippet?: { title?: string; description?: string; thumbnails?: Record<string, { url?: string }> };
  }[];
};

/** The video service's search API: embeddable, safe-search, in the visitor's language where possible. */
async function searchVideoService(
  name: string,
  language: Language,
  config: Config['videos'],
): Promise<VideoResult | null> {
  const query = language === 'es' ? `${name} técnica correcta` : `${name} proper form`;
  const url = new URL(`${config.apiBaseUrl}/search`);
  for (const [key, value] of Object.entries({
    part: 'snippet',
    type: 'video',
    videoEmbeddable: 'true',
    safeSearch: 'strict',
    maxResults: '1',
    relevanceLanguage: language,
    q: query,
    key: config.apiKey ?? '',
  })) {
    url.searchParams.set(key, value);
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs) });
  if (!response.ok) throw new Error(`video search answered ${response.status}`);
  const body = (await response.json()) as SearchResponse;
  const item = body.items?.[0];
  const videoId = item?.id?.videoId;
  if (!videoId || !/^[A-Za-z0-9_-]{6,20}$/.test(videoId)) return null;
  const thumbnails = item?.snippet?.thumbnails ?? {};
  return {
    title: item?.snippet?.title?.slice(0, 200) || name,
    description: item?.snippet?.description?.slice(0, 500) ?? '',
    videoId,
    thumbnail: thumbnails.high?.url ?? thumbnails.medium?.url ?? thumbnailFor(videoId),
    source: 'search',
  };
}

/**
 * A demonstration for an exercise: its verified video; else, with a key, the search API's first result for
 * its name (cached once found); else none, and the visitor gets the drawings, the cues and a search link.
 */
export async function findExerciseVideo(
  deps: { sql: Sql; config: Config['videos']; log: { warn(obj: object, msg: string): void } },
  rawName: string,
  language: Language,
  catalogId?: string,
): Promise<VideoResult | null> {
  const name = cleanExerciseName(rawName) || rawName.trim();
  const verified = verifiedVideo(name, language, catalogId);
  if (verified || !deps.config.apiKey) return verified;
  const key = `${language}:${name.toLowerCase()}`.slice(0, 300);
  const cached = await findCachedVideo(deps.sql, key);
  if (cached) return cached;
  try {
    const found = await searchVideoService(name, language, deps.config);
    if (!found) return null;
    await cacheVideo(deps.sql, key, found);
    return found;
  } catch (error) {
    deps.log.warn({ err: error, exercise: name }, 'video search failed; no video shown');
    return null;
  }
}
