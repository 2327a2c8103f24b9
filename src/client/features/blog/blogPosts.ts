import { BLOG_POSTS } from '../../../content/blog/posts';
import type { BlogArticleText, BlogCategory, BlogPost } from '../../../content/blog/types';
import type { Language } from '../../../contract/constants';

/** Newest first, so the list opens on the latest article. */
export const POSTS_NEWEST_FIRST: readonly BlogPost[] = [...BLOG_POSTS].sort((a, b) =>
  b.date.localeCompare(a.date),
);

/** The article a slug names in either language (an old English-slug Spanish link still finds it). */
export function findPostBySlug(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slugs.en === slug || post.slugs.es === slug);
}

export function findPostsByIds(ids: readonly number[]): BlogPost[] {
  return ids.flatMap((id) => {
    const post = BLOG_POSTS.find((candidate) => candidate.id === id);
    return post ? [post] : [];
  });
}

export function postText(post: BlogPost, language: Language): BlogArticleText {
  return post[language];
}

/** One illustration per category (src/client/public/blog). */
export function categoryImage(category: BlogCategory): string {
  return `/blog/${category}.svg`;
}

/** '2026-05-06' in the route language's long format; read as UTC so no time zone shifts the day. */
export function formatPostDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
