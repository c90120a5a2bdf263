import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { facultyMembers } from '../schema.ts';

export type FacultyMemberRow = typeof facultyMembers.$inferSelect;

/** The faculty page's entries: the published ones, in the editors' order. */
export function listFacultyMembers(db: Db): Promise<FacultyMemberRow[]> {
  return db
    .select()
    .from(facultyMembers)
    .where(eq(facultyMembers.published, true))
    .orderBy(asc(facultyMembers.position), asc(facultyMembers.id));
}
