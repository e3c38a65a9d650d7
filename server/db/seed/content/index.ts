import { count } from 'drizzle-orm';
import type { Db } from '../../client';
import { dictionaryEntries, faqs } from '../../schema';
import { LOCALES } from '../../../schemas/common';
import { insertBlogPosts } from '../../../services/content/blog';
import { insertFaqs } from '../../../services/content/faq';
import { BLOG_SEED } from './blog';
import { DICTIONARY_SEED } from './dictionary';
import { FAQ_SEED } from './faq';

/**
 * Loads the shipped content (dictionary, help centre, blog) in one transaction. Idempotent: a database
 * whose FAQ is already filled is left untouched, so restarts never duplicate it.
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(faqs);
    if ((existing?.n ?? 0) > 0) return;

    await tx
      .insert(dictionaryEntries)
      .values(
        Object.entries(DICTIONARY_SEED).flatMap(([type, entries]) =>
          entries.map(([value, label, label2], sort) => ({ type, value, label, label2, sort })),
        ),
      );

    const sortInCategory = new Map<string, number>();
    await insertFaqs(
      tx,
      FAQ_SEED.flatMap((f) => {
        const sort = sortInCategory.get(f.category) ?? 0;
        sortInCategory.set(f.category, sort + 1);
        return LOCALES.map((locale) => {
          const [question, answer] = f.text[locale];
          return { key: f.key, category: f.category, locale, question, answer, sort };
        });
      }),
    );

    await insertBlogPosts(
      tx,
      BLOG_SEED.flatMap((p) =>
        LOCALES.map((locale) => ({
          slug: p.slug,
          locale,
          ...p.text[locale],
          cover: null,
          author: p.author,
          tags: p.tags,
          publishedAt: new Date(p.publishedAt),
        })),
      ),
    );
  });
}
