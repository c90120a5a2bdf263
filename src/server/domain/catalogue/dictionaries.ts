import type { Db } from '../../db/database.ts';
import { listDictionaryEntries, type DictionaryEntryRow } from '../../db/repositories/dictionary-repository.ts';
import { notFound } from '../../http/errors.ts';

/** A dictionary's entries in order; a dictionary without entries does not exist. */
export async function loadDictionary(db: Db, name: string): Promise<DictionaryEntryRow[]> {
  const entries = await listDictionaryEntries(db, name);
  if (entries.length === 0) throw notFound('dictionaryNotFound');
  return entries;
}
