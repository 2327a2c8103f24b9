import type { Language } from '../../contract/constants';

/** Blog articles are plain structured content, rendered as text by the client (never as HTML). */

export const BLOG_CATEGORIES = [
  'aiTechnology',
  'fitnessScience',
  'comparativeAnalysis',
  'homeWorkouts',
  'workoutDesign',
  'fitnessTrends',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export type BlogBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string };

export type BlogArticleText = {
  title: string;
  excerpt: string;
  body: BlogBlock[];
};

export type BlogPost = {
  id: number; // 1 to 10
  /** Kebab-case, one per language (slugs.ts). */
  slugs: Readonly<Record<Language, string>>;
  category: BlogCategory;
  date: string; // YYYY-MM-DD
  readTimeMinutes: number;
  en: BlogArticleText;
  es: BlogArticleText;
  relatedIds: [number, number, number];
};
