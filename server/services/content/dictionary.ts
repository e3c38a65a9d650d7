import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictionaryEntries } from '../../db/schema';
import type { DictionaryEntry } from '../../schemas/dictionary';

/** Lists the entries of one dictionary type in display order. */
export async function listDictionary(db: Db, type: string): Promise<DictionaryEntry[]> {
  return db
    .select({
      value: dictionaryEntries.value,
      label: dictionaryEntries.label,
      label2: dictionaryEntries.label2,
    })
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.type, type))
    .orderBy(asc(dictionaryEntries.sort), asc(dictionaryEntries.id));
}
