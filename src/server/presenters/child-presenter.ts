import type { ChildDto } from '../../shared/api/accounts.ts';
import type { Language } from '../../shared/language.ts';
import type { ChildRow } from '../db/repositories/child-repository.ts';
import type { DictionaryEntryRow } from '../db/repositories/dictionary-repository.ts';
import { textOf } from '../../shared/localised-text.ts';

/** A child's fields for their own parent; the parent id and timestamps stay on the server. */
export function presentChildren(
  record: { children: ChildRow[]; grades: DictionaryEntryRow[] },
  language: Language,
): ChildDto[] {
  const gradeNames = new Map(record.grades.map((grade) => [grade.code, textOf(grade, 'label', language)]));
  return record.children.map((child) => ({
    id: child.id,
    name: child.name,
    gender: child.gender,
    birthDate: child.birthDate,
    grade: child.grade,
    gradeName: gradeNames.get(child.grade) ?? child.grade,
    school: child.school,
    notes: child.notes,
  }));
}
