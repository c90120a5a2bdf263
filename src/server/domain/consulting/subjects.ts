import { SUBJECT_DICTIONARY } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { listDictionaryEntries, type DictionaryEntryRow } from '../../db/repositories/dictionary-repository.ts';
import { FieldValidationError } from '../../http/errors.ts';

/** The subject dictionary by code, to name the subjects of assessments and requirements. */
export type SubjectNames = Map<string, DictionaryEntryRow>;

export async function loadSubjectNames(db: Db): Promise<SubjectNames> {
  return new Map((await listDictionaryEntries(db, SUBJECT_DICTIONARY)).map((entry) => [entry.code, entry]));
}

/** Refuses codes that are not in the subject dictionary, naming the field. */
export async function assertKnownSubjects(db: Db, codes: readonly string[], field: string): Promise<SubjectNames> {
  const names = await loadSubjectNames(db);
  if (codes.some((code) => !names.has(code))) throw new FieldValidationError([{ field, messageKey: 'unknownSubject' }]);
  return names;
}
