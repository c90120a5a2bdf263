import { GRADE_DICTIONARY } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { listDictionaryEntries, type DictionaryEntryRow } from '../../db/repositories/dictionary-repository.ts';
import { FieldValidationError } from '../../http/errors.ts';

export function listGrades(db: Db): Promise<DictionaryEntryRow[]> {
  return listDictionaryEntries(db, GRADE_DICTIONARY);
}

/**
 * Refuses grade codes the grade dictionary does not know, naming the request field, so that a
 * filter typo is a clear 400 rather than an empty list.
 */
export async function assertKnownGrades(db: Db, codes: readonly string[], field: string): Promise<void> {
  if (codes.length === 0) return;
  const known = new Set((await listGrades(db)).map((entry) => entry.code));
  if (codes.some((code) => !known.has(code))) {
    throw new FieldValidationError([{ field, messageKey: 'unknownGrade' }]);
  }
}
