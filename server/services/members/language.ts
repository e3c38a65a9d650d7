import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import type { SAVABLE_LOCALES } from '../../schemas/common';

/** The member's saved interface language, or null when none was saved. */
export async function getLanguage(db: Db, memberId: string): Promise<{ myLocation: string | null }> {
  const [row] = await db
    .select({ myLocation: members.language })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return { myLocation: row?.myLocation ?? null };
}

/** Saves the member's interface language; only savable locales reach here (spec §4: never en_JP/en_KR). */
export async function saveLanguage(
  db: Db,
  memberId: string,
  locale: (typeof SAVABLE_LOCALES)[number],
): Promise<{ myLocation: string }> {
  await db.update(members).set({ language: locale }).where(eq(members.id, memberId));
  return { myLocation: locale };
}
