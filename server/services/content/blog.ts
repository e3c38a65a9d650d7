import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import type { BlogPost, BlogPostSummary } from '../../schemas/content';
import type { Locale } from '../../schemas/common';
import { fail } from '../../http/errors';

const summary = {
  rowId: blogPosts.id,
  id: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  cover: blogPosts.cover,
  author: blogPosts.author,
  tags: blogPosts.tags,
  publishedAt: blogPosts.publishedAt,
};

/** The opaque keyset cursor: the last row's publishedAt and row id, base64url-encoded. */
function encodeCursor(publishedAt: Date, rowId: number): string {
  return Buffer.from(`${publishedAt.toISOString()}|${rowId}`).toString('base64url');
}

function decodeCursor(cursor: string): { publishedAt: Date; rowId: number } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const publishedAt = new Date(iso ?? '');
  const rowId = Number(id);
  if (Number.isNaN(publishedAt.getTime()) || !Number.isSafeInteger(rowId)) {
    fail('VALIDATION_FAILED', 'invalid_cursor', [{ path: 'cursor', message: 'invalid_cursor' }]);
  }
  return { publishedAt, rowId };
}

/** A page of one language's posts, newest first; keyset paging so inserts never shift pages. */
export async function listBlogPosts(
  db: Db,
  q: { locale: Locale; cursor?: string | undefined; limit: number },
): Promise<{ items: BlogPostSummary[]; nextCursor: string | null }> {
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const rows = await db
    .select(summary)
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.locale, q.locale),
        after
          ? or(
              lt(blogPosts.publishedAt, after.publishedAt),
              and(eq(blogPosts.publishedAt, after.publishedAt), lt(blogPosts.id, after.rowId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ rowId: _rowId, publishedAt, ...rest }) => ({
      ...rest,
      publishedAt: publishedAt.toISOString(),
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.publishedAt, last.rowId) : null,
  };
}

/** One post by slug in one language, or null. */
export async function getBlogPost(db: Db, locale: Locale, slug: string): Promise<BlogPost | null> {
  const [row] = await db
    .select({ ...summary, body: blogPosts.body })
    .from(blogPosts)
    .where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) return null;
  const { rowId: _rowId, publishedAt, ...rest } = row;
  return { ...rest, publishedAt: publishedAt.toISOString() };
}

export type NewBlogPost = typeof blogPosts.$inferInsert;

/** Stores blog post translations (one row per slug and language). */
export async function insertBlogPosts(db: Db, rows: NewBlogPost[]): Promise<void> {
  if (rows.length > 0) await db.insert(blogPosts).values(rows);
}
