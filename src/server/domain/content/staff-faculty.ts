import type { z } from 'zod';
import type { adminFacultyListQuery, facultyBody } from '../../../shared/api/admin-catalogue.ts';
import { CSV_MAX_ROWS, pageWindowOf } from '../../../shared/api/admin-lists.ts';
import type { Db } from '../../db/database.ts';
import { findFacultyMember, insertFacultyMember, nextFacultyPosition, searchFacultyForStaff, updateFacultyMember } from '../../db/repositories/admin-catalogue-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';

/** The faculty entries as staff edit them (D18: faculty is data), unpublished ones too. */

type FacultyInput = z.output<typeof facultyBody>;

const facultyMemberNotFound = () => new ApiError(404, 'facultyMemberNotFound');

export function listFacultyForStaff(db: Db, query: z.output<typeof adminFacultyListQuery>) {
  const window = query.format === 'csv' ? { offset: 0, limit: CSV_MAX_ROWS } : pageWindowOf(query);
  return searchFacultyForStaff(db, { q: query.q, published: query.published, sort: query.sort, ...window });
}

export async function readFacultyMemberForStaff(db: Db, id: number) {
  const member = await findFacultyMember(db, id);
  if (!member) throw facultyMemberNotFound();
  return member;
}

const values = (input: FacultyInput) => ({ ...input, subjects: [...new Set(input.subjects)] });

/** A new entry at the end of the faculty page. */
export async function createFacultyMember(db: Db, staff: Member, input: FacultyInput): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await insertFacultyMember(tx, { ...values(input), position: await nextFacultyPosition(tx) });
    const { id, ...after } = row;
    await recordStaffAction(tx, staff, { action: 'faculty.create', entityType: 'faculty', entityId: id, before: null, after });
    return id;
  });
}

export async function updateFacultyMemberForStaff(db: Db, staff: Member, id: number, input: FacultyInput): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await findFacultyMember(tx, id, true);
    if (!locked) throw facultyMemberNotFound();
    const saved = await updateFacultyMember(tx, id, values(input));
    await recordStaffAction(tx, staff, { action: 'faculty.update', entityType: 'faculty', entityId: id, before: locked, after: saved });
  });
}
