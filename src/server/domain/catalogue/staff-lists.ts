import type { z } from 'zod';
import type { courseSystemBody, gradeBody, timetableBody } from '../../../shared/api/admin-catalogue.ts';
import { GRADE_DICTIONARY } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import {
  findCourseSystemForUpdate,
  findDictionaryEntryForUpdate,
  findTimetableForUpdate,
  insertCourseSystem,
  insertTimetable,
  updateCourseSystem,
  updateTimetable,
  upsertDictionaryEntry,
} from '../../db/repositories/admin-catalogue-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';

/** The catalogue's small lists (issue 7): timetables, course systems and the grade dictionary. */

const entryNotFound = () => new ApiError(404, 'entryNotFound');

export async function saveTimetable(db: Db, staff: Member, id: number | null, input: z.output<typeof timetableBody>, now: Date) {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await findTimetableForUpdate(tx, id);
    if (id !== null && !before) throw entryNotFound();
    const saved = id === null ? await insertTimetable(tx, { ...input, updatedAt: now }) : await updateTimetable(tx, id, { ...input, updatedAt: now });
    const { updatedAt: _before, ...beforeFields } = before ?? { updatedAt: null };
    const { updatedAt: _after, ...afterFields } = saved;
    await recordStaffAction(tx, staff, { action: id === null ? 'timetable.create' : 'timetable.update', entityType: 'timetable', entityId: saved.id, before: before ? beforeFields : null, after: afterFields });
    return saved;
  });
}

export async function saveCourseSystem(db: Db, staff: Member, id: number | null, input: z.output<typeof courseSystemBody>) {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await findCourseSystemForUpdate(tx, id);
    if (id !== null && !before) throw entryNotFound();
    const saved = id === null ? await insertCourseSystem(tx, input) : await updateCourseSystem(tx, id, input);
    await recordStaffAction(tx, staff, { action: id === null ? 'courseSystem.create' : 'courseSystem.update', entityType: 'courseSystem', entityId: saved.id, before, after: saved });
    return saved;
  });
}

/** Adds a grade or renames one; codes stay, as children and products refer to them. */
export async function saveGrade(db: Db, staff: Member, input: z.output<typeof gradeBody>) {
  return db.transaction(async (tx) => {
    const before = await findDictionaryEntryForUpdate(tx, GRADE_DICTIONARY, input.code);
    const saved = await upsertDictionaryEntry(tx, { dictionary: GRADE_DICTIONARY, ...input });
    await recordStaffAction(tx, staff, { action: before ? 'grade.update' : 'grade.create', entityType: 'grade', entityId: input.code, before: before ?? null, after: saved });
    return saved;
  });
}
