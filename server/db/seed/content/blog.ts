import type { Locale } from '../../../schemas/common';
import { CREATOR_POSTS } from './blog-creators';
import { GUIDE_POSTS } from './blog-guides';
import { NEWS_POSTS } from './blog-news';

/** One blog post in every interface language; the body is plain text with blank-line paragraphs. */
export type BlogSeed = {
  slug: string;
  author: string;
  tags: string[];
  publishedAt: string;
  text: Record<Locale, { title: string; summary: string; body: string }>;
};

/** The blog as shipped: posts spread over 2026, each in all five languages. */
export const BLOG_SEED: BlogSeed[] = [...NEWS_POSTS, ...GUIDE_POSTS, ...CREATOR_POSTS];
