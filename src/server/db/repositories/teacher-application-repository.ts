import { eq } from 'drizzle-orm';
import type { TeacherApplicationAnswers } from '../../../shared/api/accounts.ts';
import type { Db } from '../database.ts';
import { teacherApplications } from '../schema.ts';

export type TeacherApplicationRow = typeof teacherApplications.$inferSelect;

export async function insertTeacherApplication(
  db: Db,
  userId: number,
  answers: TeacherApplicationAnswers,
  now: Date,
): Promise<TeacherApplicationRow> {
  const [row] = await db
    .insert(teacherApplications)
    .values({ userId, ...answers, status: 'submitted', submittedAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function findTeacherApplicationOf(db: Db, userId: number): Promise<TeacherApplicationRow | undefined> {
  const [row] = await db.select().from(teacherApplications).where(eq(teacherApplications.userId, userId));
  return row;
}

export async function updateTeacherApplicationOf(
  db: Db,
  userId: number,
  answers: TeacherApplicationAnswers,
  now: Date,
): Promise<TeacherApplicationRow | undefined> {
  const [row] = await db
    .update(teacherApplications)
    .set({ ...answers, updatedAt: now })
    .where(eq(teacherApplications.userId, userId))
    .returning();
  return row;
}
