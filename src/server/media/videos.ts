import type { Language } from '../../contract/site';
import type { VideoResult } from '../../contract/video';
import { findExercise } from '../coach/catalogue';
import type { Config } from '../config';
import type { Sql } from '../db/connection';
import { cacheVideo, findCachedVideo } from '../db/queries/videos';

export const thumbnailFor = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

/** The exercise name as the spec's client sends it: cut at the first opening parenthesis. */
export function cleanExerciseName(name: string): string {
  return (name.split('(')[0] ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * docs/product.md section 8's keyword map for common exercises (case-insensitive substring, first hit wins),
 * in English and Spanish, with the ids docs/coaching.md lists.
 */
const KEYWORD_VIDEOS: [RegExp, string][] = [
  [/bench press|press de banca/i, 'rT7DgCr-3pg'],
  [/romanian deadlift|peso muerto rumano/i, '2SHsk9AzdjA'],
  [/deadlift|peso muerto/i, 'op9kVnSso6Q'],
  [/overhead press|military press|press militar|press por encima/i, '2yjwXTZQDDI'],
  [/squat|sentadilla/i, 'bEv6CCg2BC8'],
  [/push.?up|flexi[oó]n/i, 'IODxDxX7oi4'],
  [/lunge|zancada/i, 'QOVaHwm-Q6U'],
  [/pull.?down|jal[oó]n/i, 'CAwf7n6Luuc'],
  [/bent.?over row|remo inclinado/i, 'FWJR5Ve8bnQ'],
  [/dumbbell row|remo con mancuerna/i, 'roCP6wCXPqo'],
  [/barbell curl|curl con barra/i, 'LY1V6UbRHFM'],
  [/curl/i, 'ykJmrZ5v0Oo'],
  [/plank|plancha/i, 'pSHjTRCQxIw'],
  [/pushdown|push.?down|extensi[oó]n de tr[ií]ceps en polea/i, '2-LAMcpzODU'],
  [/glute bridge|puente de gl[uú]teo/i, 'wPM8icPu6H8'],
  [/burpee/i, 'TU8QYVW0gDU'],
  [/mountain climber|escalador/i, 'nmwgirgXLYM'],
  [/swing/i, 'YSxHifyI6s8'],
  [/dumbbell|mancuerna/i, 'ykJmrZ5v0Oo'],
  [/cable|polea/i, '2-LAMcpzODU'],
];

/** The general demonstration used when nothing matches (docs/product.md: 'demonstration', 'proper form for {exercise}'). */
export const DEFAULT_VIDEO_ID = 'IODxDxX7oi4';

export function fallbackVideo(name: string, language: Language): VideoResult {
  const entry = findExercise(name);
  if (entry?.videoId) {
    return {
      title: entry.name[language],
      description: entry.cues[language][0] ?? '',
      videoId: entry.videoId,
      thumbnail: thumbnailFor(entry.videoId),
      source: 'catalogue',
    };
  }
  const keyword = KEYWORD_VIDEOS.find(([pattern]) => pattern.test(name));
  if (keyword) {
    return {
      title: name,
      description: language === 'es' ? `Técnica correcta de ${name}` : `proper form for ${name}`,
      videoId: keyword[1],
      thumbnail: thumbnailFor(keyword[1]),
      source: 'keyword',
    };
  }
  return {
    title: language === 'es' ? 'demostración' : 'demonstration',
    description: language === 'es' ? `técnica correcta de ${name}` : `proper form for ${name}`,
    videoId: DEFAULT_VIDEO_ID,
    thumbnail: thumbnailFor(DEFAULT_VIDEO_ID),
    source: 'default',
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
 * A demonstration for an exercise. With a key: the cache, else the search API (cached once found);
 * any failure, or no key, falls back to the catalogue's id, the keyword map, then the default video.
 */
export async function findExerciseVideo(
  deps: { sql: Sql; config: Config['videos']; log: { warn(obj: object, msg: string): void } },
  rawName: string,
  language: Language,
): Promise<VideoResult> {
  const name = cleanExerciseName(rawName) || rawName.trim();
  if (!deps.config.apiKey) return fallbackVideo(name, language);
  const key = `${language}:${name.toLowerCase()}`.slice(0, 300);
  const cached = await findCachedVideo(deps.sql, key);
  if (cached) return cached;
  try {
    const found = await searchVideoService(name, language, deps.config);
    if (!found) return fallbackVideo(name, language);
    await cacheVideo(deps.sql, key, found);
    return found;
  } catch (error) {
    deps.log.warn({ err: error, exercise: name }, 'video search failed; using the fallback');
    return fallbackVideo(name, language);
  }
}
