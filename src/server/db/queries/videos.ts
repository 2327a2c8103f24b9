import type { VideoResult } from '../../../contract/video';
import type { Sql } from '../connection';

/** A demonstration found before for this language and exercise name, if any. */
export async function findCachedVideo(sql: Sql, key: string): Promise<VideoResult | undefined> {
  const [cached] = await sql<VideoResult[]>`
    select title, description, video_id, thumbnail, source from video_cache where lookup_key = ${key}`;
  return cached;
}

/** Remembers a search result; the first writer of a key wins. */
export async function cacheVideo(sql: Sql, key: string, found: VideoResult): Promise<void> {
  await sql`
    insert into video_cache (lookup_key, title, description, video_id, thumbnail, source)
    values (${key}, ${found.title}, ${found.description}, ${found.videoId}, ${found.thumbnail}, 'search')
    on conflict (lookup_key) do nothing`;
}
