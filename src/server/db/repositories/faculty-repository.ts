import { asc } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { facultyMembers } from '../schema.ts';

export type FacultyMemberRow = typeof facultyMembers.$inferSelect;

export function listFacultyMembers(db: Db): Promise<FacultyMemberRow[]> {
  return db.select().from(facultyMembers).orderBy(asc(facultyMembers.position), asc(facultyMembers.id));
}
