import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { BlogPage, BlogPost, FaqEntry } from '@schemas/content';
import type { Locale } from '@schemas/common';
import { api } from '@/lib/api';

type BlogPageData = v.InferOutput<typeof BlogPage>;
/** Posts per "Load more" page. */
export const BLOG_PAGE_SIZE = 12;

/**
 * Help, FAQ and blog data, keyed ['content', kind, level, …]. Every key carries the locale so that switching
 * language fetches the texts of the new language.
 */
export const contentQueries = {
  all: () => ['content'] as const,
  faq: () => [...contentQueries.all(), 'faq'] as const,
  faqList: (locale: Locale, category?: string) =>
    queryOptions({
      queryKey: [...contentQueries.faq(), 'list', locale, category ?? null] as const,
      queryFn: ({ signal }) => api.get<FaqEntry[]>('/api/faq', { locale, category }, { signal }),
    }),
  faqDetail: (locale: Locale, id: number) =>
    queryOptions({
      queryKey: [...contentQueries.faq(), 'detail', locale, id] as const,
      queryFn: ({ signal }) => api.get<FaqEntry>('/api/faq/detail', { id }, { signal }),
    }),
  faqSearch: (locale: Locale, keyword: string) =>
    queryOptions({
      queryKey: [...contentQueries.faq(), 'search', locale, keyword] as const,
      queryFn: ({ signal }) => api.get<FaqEntry[]>('/api/faq/search', { locale, keyword }, { signal }),
      enabled: keyword.trim() !== '',
    }),
  blog: () => [...contentQueries.all(), 'blog'] as const,
  blogList: (locale: Locale) =>
    infiniteQueryOptions({
      queryKey: [...contentQueries.blog(), 'list', locale] as const,
      queryFn: ({ signal, pageParam }) =>
        api.get<BlogPageData>('/api/blog', { locale, cursor: pageParam, limit: BLOG_PAGE_SIZE }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  blogPost: (locale: Locale, id: string) =>
    queryOptions({
      queryKey: [...contentQueries.blog(), 'detail', locale, id] as const,
      queryFn: ({ signal }) => api.get<BlogPost>('/api/blog/detail', { locale, id }, { signal }),
    }),
};
