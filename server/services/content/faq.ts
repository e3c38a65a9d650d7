import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqs } from '../../db/schema';
import { FAQ_TEXT_MAX, type FaqEntry } from '../../schemas/content';
import type { Locale } from '../../schemas/common';
import { fail } from '../../http/errors';

const columns = {
  id: faqs.id,
  key: faqs.key,
  category: faqs.category,
  question: faqs.question,
  answer: faqs.answer,
};
const order = [asc(faqs.category), asc(faqs.sort), asc(faqs.id)];

/** Lists the FAQ of one interface language, optionally one category, grouped by category in display order. */
export async function listFaq(db: Db, locale: Locale, category?: string): Promise<FaqEntry[]> {
  const where: SQL[] = [eq(faqs.locale, locale)];
  if (category) where.push(eq(faqs.category, category));
  return db
    .select(columns)
    .from(faqs)
    .where(and(...where))
    .orderBy(...order);
}

/** One FAQ entry by id, or null. */
export async function getFaq(db: Db, id: number): Promise<FaqEntry | null> {
  const [row] = await db.select(columns).from(faqs).where(eq(faqs.id, id)).limit(1);
  return row ?? null;
}

/** Escapes LIKE wildcards so a keyword such as "100%" matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Entries of one language whose question or answer contains the keyword, ignoring case. */
export async function searchFaq(db: Db, locale: Locale, keyword: string): Promise<FaqEntry[]> {
  const pattern = `%${escapeLike(keyword)}%`;
  return db
    .select(columns)
    .from(faqs)
    .where(and(eq(faqs.locale, locale), or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern))))
    .orderBy(...order);
}

export type NewFaq = {
  key: string;
  locale: Locale;
  category: string;
  question: string;
  answer: string;
  sort: number;
};

/** Stores FAQ entries; spec §5/§9 caps each text at FAQ_TEXT_MAX characters, so longer ones are refused. */
export async function insertFaqs(db: Db, rows: NewFaq[]): Promise<void> {
  const tooLong = rows.filter((r) => r.question.length > FAQ_TEXT_MAX || r.answer.length > FAQ_TEXT_MAX);
  if (tooLong.length > 0) {
    fail(
      'VALIDATION_FAILED',
      'faq_text_too_long',
      tooLong.map((r) => ({ path: `${r.key}.${r.locale}`, message: 'faq_text_too_long' })),
    );
  }
  if (rows.length > 0) await db.insert(faqs).values(rows);
}
