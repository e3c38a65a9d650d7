import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { fail } from '../http/errors';
import { input } from '../http/validate';
import {
  BlogPage,
  BlogPost,
  FaqEntry,
  GetBlogQuery,
  GetFaqQuery,
  ListBlogQuery,
  ListFaqQuery,
  SearchFaqQuery,
} from '../schemas/content';
import { getBlogPost, listBlogPosts } from '../services/content/blog';
import { getFaq, listFaq, searchFaq } from '../services/content/faq';

const tags = ['content'] as const;

/** Help centre (FAQ) and blog, per interface language (spec §3 Other, §5 FAQ limit). */
export const contentRoutes = new Hono<AppEnv>()
  .get(
    '/faq',
    operation('listFaq', v.array(FaqEntry), {
      tags,
      summary: 'List FAQ entries',
      description:
        "The help centre's questions and answers in one language (`locale`), optionally of one category (spec §2 faq, faqList).",
    }),
    input('query', ListFaqQuery),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await listFaq(c.var.deps.db, q.locale, q.category));
    },
  )
  .get(
    '/faq/detail',
    operation('getFaq', FaqEntry, {
      tags,
      summary: 'Read one FAQ entry',
      description: 'One question and its answer by id (spec §2 faqDetail).',
      codes: ['NOT_FOUND'],
    }),
    input('query', GetFaqQuery),
    async (c) => {
      const entry = await getFaq(c.var.deps.db, c.req.valid('query').id);
      return entry ? ok(c, entry) : fail('NOT_FOUND');
    },
  )
  .get(
    '/faq/search',
    operation('searchFaq', v.array(FaqEntry), {
      tags,
      summary: 'Search the FAQ',
      description:
        'FAQ entries of one language whose question or answer matches the keyword (spec §2 faqSearch).',
    }),
    input('query', SearchFaqQuery),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await searchFaq(c.var.deps.db, q.locale, q.keyword));
    },
  )
  .get(
    '/blog',
    operation('listBlogPosts', BlogPage, {
      tags,
      summary: 'List blog posts',
      description:
        "One language's published posts, newest first. Keyset-paged: send the answer's `nextCursor` as `cursor` for the next page (null on the last).",
    }),
    input('query', ListBlogQuery),
    async (c) => {
      const q = c.req.valid('query');
      return ok(
        c,
        await listBlogPosts(c.var.deps.db, { locale: q.locale, cursor: q.cursor, limit: q.limit }),
      );
    },
  )
  .get(
    '/blog/detail',
    operation('getBlogPost', BlogPost, {
      tags,
      summary: 'Read a blog post',
      description: 'One post by its slug (`id`) in one language, with its body (spec §2 blogSingle).',
      codes: ['NOT_FOUND'],
    }),
    input('query', GetBlogQuery),
    async (c) => {
      const q = c.req.valid('query');
      const post = await getBlogPost(c.var.deps.db, q.locale, q.id);
      return post ? ok(c, post) : fail('NOT_FOUND');
    },
  );
