/** Addresses on the video service (one place, shared by the landing page and the video dialog). */

/** The video service's own image for a video id. */
export const thumbnailUrl = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
/** Privacy-enhanced embed: no cookies until the visitor plays the video. */
export const embedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
/** A search the visitor opens themself, in their language. */
export const searchUrl = (name: string, language: 'en' | 'es' = 'en') =>
  `https://www.youtube.com/results?search_query=${encodeURIComponent(`${name} ${language === 'es' ? 'técnica' : 'proper form'}`)}`;
