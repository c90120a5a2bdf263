import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { courseSystems } from '../schema.ts';

export type CourseSystemRow = typeof courseSystems.$inferSelect;

export function listCourseSystems(db: Db): Promise<CourseSystemRow[]> {
  return db.select().from(courseSystems).orderBy(asc(courseSystems.position), asc(courseSystems.id));
}

export async function findCourseSystem(db: Db, id: number): Promise<CourseSystemRow | undefined> {
  const [row] = await db.select().from(courseSystems).where(eq(courseSystems.id, id)).limit(1);
  return row;
}
