import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { dictionaryEntries } from '../schema.ts';
import { isStorableText } from './storable-text.ts';

export type DictionaryEntryRow = typeof dictionaryEntries.$inferSelect;

/** The entries of one dictionary in display order; none when the dictionary does not exist. */
export async function listDictionaryEntries(db: Db, dictionary: string): Promise<DictionaryEntryRow[]> {
  if (!isStorableText(dictionary)) return [];
  return db
    .select()
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.dictionary, dictionary))
    .orderBy(asc(dictionaryEntries.position), asc(dictionaryEntries.code));
}
