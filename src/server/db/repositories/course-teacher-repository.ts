import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { children, entitlements, facultyMembers, orders, productTeachers, products, schedules, users } from '../schema.ts';

/**
 * The faculty entries that teach a course (D30): those its page lists and those given one of its
 * classes. Their linked accounts are the course's teachers on the portal.
 */
export const courseTeacherEntryIds = (productId: SQL | number) =>
  sql`(select ${productTeachers.facultyMemberId} from ${productTeachers} where ${productTeachers.productId} = ${productId}
       union select ${schedules.teacherId} from ${schedules}
       where ${schedules.productId} = ${productId} and ${schedules.teacherId} is not null and ${schedules.cancelledAt} is null)`;

/** The courses a teacher's account teaches, through its faculty entry. */
export const coursesTaughtBy = (userId: number) =>
  sql`(select ${productTeachers.productId} from ${productTeachers}
       join ${facultyMembers} on ${facultyMembers.id} = ${productTeachers.facultyMemberId} where ${facultyMembers.userId} = ${userId}
       union select ${schedules.productId} from ${schedules}
       join ${facultyMembers} on ${facultyMembers.id} = ${schedules.teacherId}
       where ${facultyMembers.userId} = ${userId} and ${schedules.productId} is not null and ${schedules.cancelledAt} is null)`;

/** A child is in a course while an entitlement to it, bought for the child, stands. */
export const enrolled = (childId: SQL | number, productId: SQL | number) =>
  sql`exists (select 1 from ${entitlements} join ${orders} on ${orders.id} = ${entitlements.orderId}
       where ${entitlements.productId} = ${productId} and ${orders.childId} = ${childId} and ${entitlements.revokedAt} is null)`;

export interface CourseTeacher {
  facultyMemberId: number;
  userId: number | null;
  nameEn: string;
  nameZh: string;
}

/** Each course's teachers, by the course, in one query for the whole list. */
export async function findCourseTeachers(db: Db, productIds: readonly number[]): Promise<Map<number, CourseTeacher[]>> {
  const ids = [...new Set(productIds)];
  const byCourse = new Map<number, CourseTeacher[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCourse;
  const rows = await db
    .select({ productId: products.id, facultyMemberId: facultyMembers.id, userId: facultyMembers.userId, nameEn: facultyMembers.nameEn, nameZh: facultyMembers.nameZh })
    .from(products)
    .innerJoin(facultyMembers, sql`${facultyMembers.id} in ${courseTeacherEntryIds(sql`${products.id}`)}`)
    .where(inArray(products.id, ids))
    .orderBy(asc(facultyMembers.position), asc(facultyMembers.id));
  for (const { productId, ...teacher } of rows) byCourse.get(productId)!.push(teacher);
  return byCourse;
}

export async function teachesCourse(db: Db, userId: number, productId: number): Promise<boolean> {
  return (await db.$count(products, and(eq(products.id, productId), sql`${products.id} in ${coursesTaughtBy(userId)}`))) > 0;
}

export async function isEnrolled(db: Db, childId: number, productId: number): Promise<boolean> {
  return (await db.$count(children, and(eq(children.id, childId), enrolled(sql`${children.id}`, productId)))) > 0;
}

/** The accounts of a course's teachers, to tell them of a message. */
export async function findTeacherAccounts(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: facultyMembers.userId })
    .from(facultyMembers)
    .innerJoin(users, eq(users.id, facultyMembers.userId))
    .where(and(sql`${facultyMembers.id} in ${courseTeacherEntryIds(productId)}`, eq(users.role, 'teacher'), isNull(users.disabledAt)));
  return rows.map((row) => row.userId!);
}
